"""Show your work states every estimation choice with its formula, and the numbers behind Σ, Σ⁻¹ and rates."""

import numpy as np
import pytest

from bayesgui.report import render_text
from tests.report.conftest import IRIS_ROW, example_of, train


def estimates(text: str) -> list[str]:
    return [line.removeprefix("Estimate: ") for line in text.splitlines() if line.startswith("Estimate: ")]


@pytest.mark.parametrize(
    ("settings", "prior", "likelihood", "variance"),
    [
        ({"alpha": 0.0, "prior_alpha": 0.0, "variance": "unbiased"}, "maximum-likelihood estimate (λ = 0)",
         "maximum-likelihood estimate of the class-conditional probability (λ = 0)", "/ (n − 1): the unbiased"),
        ({"alpha": 1.0, "prior_alpha": 1.0}, "Laplace correction (λ = 1)", "with the Laplace correction (λ = 1)",
         "/ n: the maximum-likelihood"),
        ({"alpha": 0.5, "prior_alpha": 0.5}, "Bayesian estimate, λ = 0.5",
         "Bayesian estimate of the class-conditional probability, λ = 0.5", "/ n: the maximum-likelihood"),
    ],
)
def test_naive_bayes_states_the_prior_the_likelihoods_and_the_variance(settings, prior, likelihood, variance):
    text = render_text(example_of(train("watermelon3", **settings), "watermelon3", 0))
    lines = estimates(text)
    assert len(lines) == 3
    assert lines[0].startswith("P(c) = ") and lines[0].endswith(prior)
    assert lines[1].startswith("P(x_i | c) = ") and lines[1].endswith(likelihood)
    assert "σ² = Σ(x − μ)² " + variance in lines[2] and "N(x_i; μ_c,i, σ²_c,i)" in lines[2]
    assert "P(色泽=青绿 | 好瓜=是) = " in text  # the condition written in full


def test_a_uniform_prior_says_so():
    text = render_text(example_of(train("watermelon3", uniform_prior=True), "watermelon3", 0))
    assert estimates(text)[0] == "P(c) = 1 / N: a uniform prior (N = 2 classes)"


@pytest.mark.parametrize("model", ["lda", "qda"])
def test_lda_and_qda_write_sigma_and_its_inverse(model):
    trained = train("iris", model=model)
    example = example_of(trained, "iris", IRIS_ROW)
    text = render_text(example)
    k = list(trained.class_names).index(example.decision)
    sigma = trained.estimator.covariances_[k]
    log_det = next(t for t in example.work[k].terms if t.key == "log_det")
    assert np.allclose(log_det.inputs["sigma"], sigma, rtol=1e-12)
    maha = next(t for t in example.work[k].terms if t.key == "mahalanobis")
    assert np.allclose(np.array(maha.inputs["sigma_inv"]) @ sigma, np.eye(4), atol=1e-9)
    assert "Σ = [" in text and "Σ⁻¹ = [" in text and "Δ² = (x − μ)ᵀ Σ⁻¹ (x − μ) = " in text
    first = estimates(text)[1]
    expected = "Σ = Σ_c M_c / n," if model == "lda" else "Σ_c = (1 − r)·M_c / n_c + r·I with r = 0"
    assert first.startswith(expected)


def test_a_poisson_rate_is_written_as_its_fraction():
    trained = train("spam_words", count_alpha=1.0)
    example = example_of(trained, "spam_words", 0)
    factor = example.work[0].factors[0]
    i = factor.inputs
    assert i["rate"] == pytest.approx((i["count_sum"] + 1) / i["n"])
    text = render_text(example)
    assert f"rate=({i['count_sum']:g} + 1) / {i['n']:g} = " in text
    assert "rate = (Σx + α) / n, α = 1" in text


def test_a_spec_refuses_an_estimate_of_a_parameter_it_does_not_declare():
    from bayesgui.core import LogisticRegression
    from bayesgui.core.models.spec import Estimate, ModelSpec

    with pytest.raises(ValueError, match="undeclared parameters"):
        ModelSpec("x", "X", "", LogisticRegression, estimates=(Estimate("λ = {0}", param="alpha"),))
