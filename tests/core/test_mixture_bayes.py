"""MixtureBayes: one EM-fitted Gaussian mixture per class (parity, progress, state, explain, NaN, errors)."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.special import logsumexp
from scipy.stats import multivariate_normal

from bayesgui.core import GaussianBayes, GaussianMixture, MixtureBayes, NotFittedError

SEEDS = [0, 1, 2, 3, 4]


def _data(seed, n=900, d=3):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 3, n)
    lobes = np.where(rng.random(n) < 0.4, 4.0, 0.0)  # two lobes per class
    X = rng.normal(size=(n, d)) * rng.uniform(0.5, 2.0, d) + 3.0 * y[:, None] + lobes[:, None]
    return rng, X, y


def _hand_log_density(model, X):
    """log p(x|c) = logsumexp_m log pi_cm + log N(x_o; mu_cm,o, Sigma_cm,oo), by scipy, row by row."""
    out = np.empty((X.shape[0], model.classes_.size))
    for i, x in enumerate(X):
        seen = np.isfinite(x)
        for k, params in enumerate(model.mixtures_):
            if not seen.any():
                out[i, k] = 0.0
                continue
            parts = [
                np.log(w) + multivariate_normal(mu[seen], cov[np.ix_(seen, seen)]).logpdf(x[seen])
                for w, mu, cov in zip(params.weights, params.means, params.covariances, strict=True)
            ]
            out[i, k] = logsumexp(parts)
    return out


# ---------------------------------------------------------------------------------------------- parity
@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("covariance_type", ["full", "diag"])
def test_matches_sklearn_mixtures_fitted_per_class_from_the_same_start(seed, covariance_type):
    from sklearn.mixture import GaussianMixture as Reference

    _, X, y = _data(seed)
    model = MixtureBayes(n_components=2, covariance_type=covariance_type, random_state=seed).fit(X, y)
    reference_density = np.empty((X.shape[0], 3))
    for k in range(3):
        rows = X[y == k]
        start = GaussianMixture(2, covariance_type, random_state=seed).initial_params(rows)
        precisions = np.linalg.inv(start.covariances)
        if covariance_type == "diag":
            precisions = np.diagonal(precisions, axis1=1, axis2=2)
        ref = Reference(
            2,
            covariance_type=covariance_type,
            weights_init=start.weights,
            means_init=start.means,
            precisions_init=precisions,
            reg_covar=1e-6,
            tol=1e-3,
            max_iter=100,
        ).fit(rows)
        fitted = model.mixtures_[k]
        np.testing.assert_allclose(fitted.weights, ref.weights_, rtol=1e-9, atol=1e-12)
        np.testing.assert_allclose(fitted.means, ref.means_, rtol=1e-9, atol=1e-10)
        assert model.n_iter_[k] == ref.n_iter_ and model.converged_[k] == ref.converged_
        reference_density[:, k] = ref.score_samples(X)
    np.testing.assert_allclose(model.class_log_density(X), reference_density, rtol=1e-9)
    prior = np.log(np.bincount(y) / y.size)
    expected = np.exp(reference_density + prior - logsumexp(reference_density + prior, axis=1, keepdims=True))
    np.testing.assert_allclose(model.predict_proba(X), expected, rtol=0, atol=1e-9)


@pytest.mark.parametrize("seed", SEEDS)
def test_matches_its_own_gaussian_mixture_per_class_and_scipy(seed):
    rng, X, y = _data(seed)
    model = MixtureBayes(n_components=3, covariance_type="spherical", random_state=seed, prior_alpha=2.0).fit(X, y)
    for k in range(3):
        own = GaussianMixture(3, "spherical", reg_covar=1e-6, max_iter=100, tol=1e-3, random_state=seed).fit(X[y == k])
        np.testing.assert_array_equal(model.mixtures_[k].means, own.means_)
        np.testing.assert_allclose(model.class_log_density(X)[:, k], own.score_samples(X), rtol=1e-10)
    X_new = X[:30] + rng.normal(size=(30, 3))
    counts = np.bincount(y)
    prior = np.log((counts + 2.0) / (counts.sum() + 6.0))
    expected = _hand_log_density(model, X_new) + prior
    np.testing.assert_allclose(model.predict_joint_log_proba(X_new), expected, rtol=1e-10)


def test_one_component_is_the_gaussian_bayes_classifier():
    # Class a: (0,0) (2,0) (0,2) (2,2) -> mean (1,1), covariance I; class b: mean (5,5), [[1, .5], [.5, .5]].
    X = np.array([[0, 0], [2, 0], [0, 2], [2, 2], [4, 4], [6, 6], [4, 5], [6, 5]], dtype=float)
    y = np.array(["a"] * 4 + ["b"] * 4)
    model = MixtureBayes(n_components=1, reg_covar=1e-6).fit(X, y)
    np.testing.assert_allclose(model.means_[:, 0], [[1, 1], [5, 5]], atol=1e-14)
    expected = [[[1 + 1e-6, 0], [0, 1 + 1e-6]], [[1 + 1e-6, 0.5], [0.5, 0.5 + 1e-6]]]
    np.testing.assert_allclose(model.covariances_[:, 0], expected, rtol=1e-13)
    np.testing.assert_allclose(model.weights_, [[1.0], [1.0]])
    reference = GaussianBayes(reg_covar=1e-6).fit(X, y)
    grid = np.random.default_rng(0).uniform(-2, 8, size=(50, 2))
    np.testing.assert_allclose(model.predict_joint_log_proba(grid), reference.predict_joint_log_proba(grid), rtol=1e-12)


# ---------------------------------------------------------------------------------------------- progress, state
def test_iter_fit_reports_em_iterations_per_class():
    _, X, y = _data(0)
    model = MixtureBayes(max_iter=50)
    steps = list(model.iter_fit(X, y))
    done = [d for d, _ in steps]
    assert {t for _, t in steps} == {150} and done == sorted(done) and done[-1] == 150
    for k in range(3):  # each class starts at k * max_iter and jumps to its end once EM converged
        assert k * 50 in done and k * 50 + model.n_iter_[k] in done
        assert model.converged_[k] and model.n_iter_[k] < 50
    fitted = MixtureBayes(max_iter=50).fit(X, y)
    np.testing.assert_array_equal(model.predict_joint_log_proba(X), fitted.predict_joint_log_proba(X))
    steps = fitted.iter_fit(X[:300] * 2.0, y[:300])
    next(steps)
    steps.close()  # cancelled: the previous fit stays
    np.testing.assert_array_equal(fitted.predict_joint_log_proba(X), model.predict_joint_log_proba(X))


def test_state_round_trip_is_exact():
    _, X, y = _data(3)
    X[::7, 1] = np.nan
    model = MixtureBayes(n_components=3, covariance_type="tied", class_prior=[0.2, 0.3, 0.5]).fit(X, y)
    assert model.n_skipped_ == len(range(0, 900, 7))
    state = model.fitted_state()
    as_lists = {k: v.tolist() if isinstance(v, np.ndarray) else v for k, v in state.items()}
    for saved in (state, as_lists):
        again = MixtureBayes.from_state(model.get_params(), saved)
        np.testing.assert_array_equal(again.predict_joint_log_proba(X), model.predict_joint_log_proba(X))
        np.testing.assert_array_equal(again.n_iter_, model.n_iter_)
        for a, b in zip(again.mixtures_, model.mixtures_, strict=True):
            np.testing.assert_array_equal(a.covariances, b.covariances)



def test_priors_are_the_p_c_it_scores_with_and_are_recomputed_on_load():
    _, X, y = _data(4)
    counts = np.bincount(y)
    smoothed = MixtureBayes(prior_alpha=1.0).fit(X, y)
    np.testing.assert_allclose(smoothed.priors_, (counts + 1.0) / (counts.sum() + 3.0), rtol=1e-15)
    given = np.array([0.2, 0.3, 0.5])
    model = MixtureBayes(class_prior=given).fit(X, y)
    # log P(c|x) + const = log priors_ + log p(x|c): the same mixtures under another prior differ by log priors_ only
    shift = model.predict_joint_log_proba(X) - smoothed.predict_joint_log_proba(X)
    expected = np.broadcast_to(np.log(model.priors_ / smoothed.priors_), shift.shape)
    np.testing.assert_allclose(shift, expected, atol=1e-12)
    state = model.fitted_state()
    assert "priors_" not in state  # recomputed from the counts and class_prior
    again = MixtureBayes.from_state(model.get_params(), state)
    np.testing.assert_array_equal(again.priors_, [0.2, 0.3, 0.5])
    given[0] = 0.9  # the fitted model keeps the prior it was fitted with
    np.testing.assert_array_equal(model.priors_, [0.2, 0.3, 0.5])


# ---------------------------------------------------------------------------------------------- explain, NaN
def test_explain_terms_add_up_and_match_the_components():
    _, X, y = _data(2)
    model = MixtureBayes(n_components=2).fit(X, y)
    for x in (X[0], np.array([np.nan, X[1, 1], X[1, 2]]), np.full(3, np.nan)):
        expl = model.explain(x)
        assert [k for k, _ in expl.terms] == ["log_prior", "log_mixture"]
        np.testing.assert_allclose(expl.terms[0][1] + expl.terms[1][1], expl.score, rtol=1e-14)
        np.testing.assert_array_equal(expl.score, model.decision_scores(x[None])[0])
        np.testing.assert_allclose(expl.posterior, model.predict_proba(x[None])[0], rtol=1e-13)
        d = expl.details
        assert d["component_log_weight"].shape == d["component_log_density"].shape == (3, 2)
        mixed = logsumexp(d["component_log_weight"] + d["component_log_density"], axis=1)
        np.testing.assert_allclose(mixed, expl.terms[1][1], rtol=1e-12, atol=1e-12)
        n_obs = d["n_observed"]
        by_parts = -0.5 * (n_obs * np.log(2 * np.pi) + d["component_log_det"] + d["component_mahalanobis_sq"])
        np.testing.assert_allclose(by_parts, d["component_log_density"], rtol=1e-12, atol=1e-12)
        assert n_obs == np.isfinite(x).sum()


def test_missing_values_are_marginalised_exactly():
    rng, X, y = _data(4)
    model = MixtureBayes(n_components=2, random_state=4).fit(X, y)
    X_new = X[:40] + rng.normal(size=(40, 3))
    X_new[::2, 0] = np.nan
    X_new[1::3, [1, 2]] = np.nan
    X_new[5] = np.nan
    np.testing.assert_allclose(model.class_log_density(X_new), _hand_log_density(model, X_new), rtol=1e-10)


# ---------------------------------------------------------------------------------------------- errors
def test_errors_say_how_to_fix():
    _, X, y = _data(1)
    with pytest.raises(ValueError, match="at least two"):
        MixtureBayes().fit(X, np.zeros(len(X)))
    few = X.copy()
    few[np.flatnonzero(y == 2)[2:], 0] = np.nan  # class 2 keeps 2 complete rows
    with pytest.raises(ValueError, match=r"Class 2 has 2 complete rows .* lower n_components to at most 2"):
        MixtureBayes(n_components=3).fit(few, y)
    assert MixtureBayes(n_components=2).fit(few, y).n_skipped_ == (y == 2).sum() - 2
    bad = X.copy()
    bad[3, 1] = -np.inf
    with pytest.raises(ValueError, match="infinite value at row 3, column 1"):
        MixtureBayes().fit(bad, y)
    with pytest.raises(NotFittedError):
        MixtureBayes().predict_proba(X)
    model = MixtureBayes().fit(X, y)
    with pytest.raises(ValueError, match="infinite"):
        model.predict(bad)
    with pytest.raises(ValueError, match="X has 2 features, but MixtureBayes is expecting 3"):
        model.predict(X[:, :2])
    with pytest.raises(ValueError, match="covariance_type must be one of"):
        MixtureBayes(covariance_type="round").fit(X, y)
    with pytest.raises(ValueError, match="n_components must be an integer"):
        MixtureBayes(n_components=0).fit(X, y)
    with pytest.raises(ValueError, match="has no parameter 'alpha'"):
        MixtureBayes().set_params(alpha=1.0)


@settings(deadline=None, max_examples=25)
@given(st.integers(8, 40), st.integers(1, 3), st.integers(0, 2**32 - 1), st.floats(0.01, 1e3))
def test_posteriors_are_finite_and_sum_to_one(n, d, seed, scale):
    rng = np.random.default_rng(seed)
    y = np.arange(n) % 2
    X = rng.normal(scale=scale, size=(n, d)).round(1)
    X_new = rng.normal(scale=3 * scale, size=(10, d))
    X_new[rng.random(X_new.shape) < 0.3] = np.nan
    proba = MixtureBayes(n_components=2, max_iter=20, random_state=seed).fit(X, y).predict_proba(X_new)
    assert np.isfinite(proba).all()
    np.testing.assert_allclose(proba.sum(axis=1), 1.0, rtol=1e-12)
