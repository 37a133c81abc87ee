"""Gaussian mixtures with missing coordinates: the complete-data statistics, a direct maximisation, monotone EM."""

import numpy as np
import pytest
from scipy.optimize import minimize
from scipy.special import logsumexp
from scipy.stats import multivariate_normal

from bayesgui.core import GaussianMixture
from bayesgui.core.mixture.density import MixtureScorer
from bayesgui.core.mixture.missing import MissingScorer
from bayesgui.core.mixture.mstep import estimates

pytestmark = pytest.mark.filterwarnings("ignore::bayesgui.core.ConvergenceWarning")  # tol=0 on purpose


def two_blobs(n=40, missing=0.2, seed=0):
    rng = np.random.default_rng(seed)
    X = np.vstack([rng.normal([0, 0], [1.0, 0.6], (n // 2, 2)), rng.normal([4, 3], [0.8, 1.2], (n - n // 2, 2))])
    X[:, 1] += 0.5 * X[:, 0]  # correlated: the observed coordinate tells about the missing one
    holes = rng.random(X.shape) < missing
    holes[holes.all(axis=1), 0] = False
    X[holes] = np.nan
    return X


def observed_log_likelihood(X, weights, means, covs):
    """sum_i log sum_k w_k N(x_io; mu_ko, Sigma_koo), written directly with scipy.stats (pattern by pattern)."""
    observed = ~np.isnan(X)
    total = 0.0
    for o in np.unique(observed, axis=0):
        rows = X[(observed == o).all(axis=1)][:, o]
        terms = [
            np.log(w) + (multivariate_normal(m[o], c[np.ix_(o, o)]).logpdf(rows) if o.any() else np.zeros(len(rows)))
            for w, m, c in zip(weights, means, covs, strict=True)
        ]
        total += logsumexp(np.reshape(terms, (len(weights), len(rows))), axis=0).sum()
    return total


def test_on_complete_data_the_statistics_are_todays():
    X = np.random.default_rng(3).normal(size=(200, 2)) * [1.0, 3.0] + [5.0, -2.0]
    weights, means = np.array([0.3, 0.7]), np.array([[4.0, -3.0], [6.0, 0.0]])
    covs = np.array([np.eye(2), [[2.0, 0.5], [0.5, 4.0]]])
    resp, log_norm, (nk, mu, raw) = MissingScorer(X).e_step(weights, means, covs)
    scorer = MixtureScorer(X)
    resp0, log_norm0, stats = scorer.e_step(weights, means, covs)
    nk0, mu0, raw0 = estimates(scorer, resp0, stats)
    np.testing.assert_allclose(resp, resp0, rtol=0, atol=1e-12)
    np.testing.assert_allclose(log_norm, log_norm0, rtol=1e-12)
    np.testing.assert_allclose(mu, mu0, rtol=1e-12)
    np.testing.assert_allclose(raw, raw0, rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(nk, nk0, rtol=1e-12)


def test_em_matches_a_direct_maximisation_of_the_observed_likelihood():
    X = two_blobs()
    model = GaussianMixture(2, reg_covar=0.0, tol=0.0, max_iter=3000, random_state=0).fit(X)
    em = model.params_

    def unpack(theta):
        w1 = 1 / (1 + np.exp(-theta[0]))
        means = theta[1:5].reshape(2, 2)
        covs = []
        for a, b, c in theta[5:].reshape(2, 3):
            L = np.array([[np.exp(a), 0.0], [b, np.exp(c)]])
            covs.append(L @ L.T)
        return np.array([w1, 1 - w1]), means, np.array(covs)

    def objective(theta):
        return -observed_log_likelihood(X, *unpack(theta))

    chol = [np.linalg.cholesky(c) for c in em.covariances]
    shapes = [[np.log(L[0, 0]) + 0.2, L[1, 0], np.log(L[1, 1])] for L in chol]
    start = np.concatenate([[0.3], em.means.ravel() + 0.3, *shapes])  # away from EM's answer
    result = minimize(objective, start, method="BFGS", options={"gtol": 1e-9, "maxiter": 5000})
    weights, means, covs = unpack(result.x)
    assert -result.fun == pytest.approx(observed_log_likelihood(X, em.weights, em.means, em.covariances), abs=1e-8)
    assert model.score(X) * len(X) == pytest.approx(-result.fun, abs=1e-8)
    np.testing.assert_allclose(em.weights, weights, atol=1e-6)
    np.testing.assert_allclose(em.means, means, atol=1e-6)
    np.testing.assert_allclose(em.covariances, covs, atol=1e-6)


@pytest.mark.parametrize("covariance_type", ["full", "diag", "tied", "spherical"])
def test_log_likelihood_never_decreases_over_random_starts(covariance_type):
    for seed in range(15):
        X = two_blobs(n=120, missing=0.25, seed=seed)
        options = {"covariance_type": covariance_type, "tol": 0, "max_iter": 40, "random_state": seed}
        model = GaussianMixture(3, init="points", **options).fit(X)
        history = model.log_likelihood_history_
        assert np.all(np.diff(history) >= -1e-8 * np.abs(history[1:])), (seed, np.diff(history).min())


def test_three_dimensions_and_a_row_missing_everything_but_one():
    rng = np.random.default_rng(5)
    X = rng.multivariate_normal([0, 1, 2], [[1, 0.5, 0.2], [0.5, 2, 0.3], [0.2, 0.3, 1.5]], size=300)
    X[rng.random(X.shape) < 0.2] = np.nan
    X[0] = [np.nan, 1.0, np.nan]
    model = GaussianMixture(1, tol=0, max_iter=200, reg_covar=0).fit(X)
    # one component: EM gives the maximum-likelihood normal of incomplete data
    w, mu, cov = model.params_.weights, model.params_.means, model.params_.covariances
    assert observed_log_likelihood(X, w, mu, cov) == pytest.approx(model.score(X) * len(X), rel=1e-12)
    scorer = MissingScorer(X)
    filled = scorer.conditional_means(mu, cov)[0]
    assert filled[0, 1] == 1.0
    expected = mu[0, [0, 2]] + cov[0][[0, 2], 1] / cov[0][1, 1] * (1.0 - mu[0, 1])
    np.testing.assert_allclose(filled[0, [0, 2]], expected)
