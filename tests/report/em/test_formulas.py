"""Li Hang's three-coin formulas with the numbers of the first iteration from (0.4, 0.6, 0.7), and Zhou's Q."""

import numpy as np
import pytest

from bayesgui.core.incomplete.latent_class import LatentClassModel
from bayesgui.report.em.formulas import latent_class_lines

COINS = np.array([1, 1, 0, 1, 0, 0, 1, 0, 1, 1], dtype=float)[:, None]


def test_first_iteration_written_out():
    start = {"weights": [0.4, 0.6], "tables": [[[0.4, 0.6], [0.3, 0.7]]]}
    _, e_step, m_step = LatentClassModel(init=start, max_iter=1).iter_fit(COINS)
    pairs = latent_class_lines(COINS, e_step.params, e_step.resp.T, m_step.params)
    lines = [template.format(*values) for template, values in pairs]
    assert lines[1].endswith("y_j = 1: μ_j = 0.4000 × 0.6000 / (0.4000 × 0.6000 + 0.6000 × 0.7000) = 0.3636")
    assert lines[2].endswith("y_j = 0: μ_j = 0.4000 × 0.4000 / (0.4000 × 0.4000 + 0.6000 × 0.3000) = 0.4706")
    assert lines[3].endswith("= 4.0642 / 10 = 0.4064")
    assert lines[4].endswith("= 2.1818 / 4.0642 = 0.5368") and lines[5].endswith("= 3.8182 / 5.9358 = 0.6432")
    before, after = (float(v) for v in pairs[-1][1])
    assert after >= before  # the M step maximises Q


def test_other_models_get_the_q_function_only():
    X = np.array([[0, 1], [1, 1], [1, 0], [0, 0]], dtype=float)
    _, e_step, m_step = LatentClassModel(random_state=0, max_iter=1).iter_fit(X)
    lines = latent_class_lines(X, e_step.params, e_step.resp.T, m_step.params)
    assert len(lines) == 1 and lines[0][0].startswith("Q(θ | θ⁽ᵗ⁾)")


def test_mixture_q_rises_at_the_m_step_even_with_missing_values():
    from bayesgui.core import GaussianMixture
    from bayesgui.report.em.formulas import mixture_lines

    rng = np.random.default_rng(4)
    X = np.vstack([rng.normal(0, 1, (50, 2)), rng.normal(4, 1, (50, 2))])
    X[::5, 1] = np.nan
    _, e_step, m_step, *_ = GaussianMixture(2, random_state=0, max_iter=3).iter_fit(X)
    ((template, (before, after)),) = mixture_lines(X, e_step.params, e_step.resp.T, m_step.params)
    assert template.startswith("Q(θ | θ⁽ᵗ⁾)") and float(after) > float(before)


def test_semi_supervised_q_touches_the_objective_and_rises_over_the_m_step():
    """Zhou's Q in the labels mode: Q(θ⁽ᵗ⁾ | θ⁽ᵗ⁾) + λ·H(posteriors) is the objective at θ⁽ᵗ⁾ (the bound touches
    L there); the M step maximises Q; and Q is the brute-force sum over the rows."""
    from bayesgui.core.incomplete.lower_bound import posterior_entropy
    from bayesgui.core.incomplete.lower_bound_labels import semi_supervised_q
    from bayesgui.core.incomplete.semi_supervised import SemiSupervisedNB
    from bayesgui.report.em.formulas import labels_lines

    rng = np.random.default_rng(3)
    X = rng.integers(0, 3, size=(30, 2)).astype(float)
    X[4, 1] = np.nan  # a missing cell is marginalised out
    y = rng.integers(0, 2, size=30)
    y[::3] = -1
    for alpha, weight in ((1.0, 1.0), (0.5, 0.3)):
        model = SemiSupervisedNB(n_categories=[3, 3], alpha=alpha, unlabeled_weight=weight, max_iter=3)
        snaps = list(model.iter_em(X, y))
        settings = {"alpha": alpha, "prior_alpha": model.prior_alpha, "weight": weight}
        for e_step, m_step in zip(snaps[1::2], snaps[2::2], strict=True):
            q_now = semi_supervised_q(X, y, e_step.posteriors, e_step.class_prior, e_step.feature_prob, **settings)
            entropy = posterior_entropy(np.asarray(e_step.posteriors).T)
            assert q_now + weight * entropy == pytest.approx(e_step.objective, rel=1e-12)
            (template, values), = labels_lines(X, y, e_step, m_step, **settings)
            assert "Zhou eq. 7.36" in template and values[0] == f"{weight:g}"
            assert float(values[2]) >= float(values[1]) and values[1] == f"{q_now:.4f}"
    post, prior, tables = snaps[-1].posteriors, snaps[-1].class_prior, snaps[-1].feature_prob
    brute = 0.0  # λ = 0.3, α = 0.5: labeled log P(x, y) + λ Σ q log P(x, c) + α Σ log θ (+ prior_alpha Σ log π)
    unlabeled = iter(post)
    for row, label in zip(X, y, strict=True):
        def log_joint(c, row=row):
            return np.log(prior[c]) + sum(np.log(t[c, int(v)]) for t, v in zip(tables, row, strict=True) if v == v)
        if label >= 0:
            brute += log_joint(label)
        else:
            brute += 0.3 * sum(q * log_joint(c) for c, q in enumerate(next(unlabeled)))
    brute += 0.5 * sum(np.log(t).sum() for t in tables) + model.prior_alpha * np.log(prior).sum()
    assert semi_supervised_q(X, y, post, prior, tables, 0.5, model.prior_alpha, 0.3) == pytest.approx(brute, rel=1e-12)
