"""Our GaussianMixture in scikit-learn's spelling, and our equivalents of the private helpers its tests call.

``SkGaussianMixture`` takes scikit-learn's constructor (``init_params``, ``weights_init``, ``means_init``,
``precisions_init``) and hands our ``GaussianMixture`` the same start in our spelling, at ``fit`` time (the
tests set ``g.weights_init = ...`` between fits): an explicit ``init`` dict, where the parameters not given
come from our start for ``init_params`` (as scikit-learn fills them from its initialisation). scikit-learn's
init names map to ours: "kmeans" (scikit-learn's default) is our "kmeans", "k-means++" our "kmeans++"
(D^2 seeding, then the data's covariance rather than an M step on one point per component), "random" is
"random", "random_from_data" is "points" (means at distinct random data points, the data's covariance).

The ``_estimate_*`` / ``_compute_*`` shims call our own code (the M step's scatter, the covariance-type
projection, the precision Cholesky factors, the scorer's log-densities) in scikit-learn's signature.
"""

from __future__ import annotations

import functools
import importlib
from unittest import mock

import numpy as np

from bayesgui.core.mixture import GaussianMixture
from bayesgui.core.mixture.density import MixtureScorer, precision_parts
from bayesgui.core.mixture.mstep import _centred_scatter
from bayesgui.core.mixture.params import full_covariances, precisions_cholesky, typed_covariances

INIT_PARAMS = {"kmeans": "kmeans", "k-means++": "kmeans++", "random": "random", "random_from_data": "points"}


class SkGaussianMixture(GaussianMixture):
    """scikit-learn's constructor for our GaussianMixture (no ``warm_start``, ``verbose``: not offered)."""

    def __init__(
        self,
        n_components=1,
        *,
        covariance_type="full",
        tol=1e-3,
        reg_covar=1e-6,
        max_iter=100,
        n_init=1,
        init_params="kmeans",
        weights_init=None,
        means_init=None,
        precisions_init=None,
        random_state=None,
    ):
        self.n_components = n_components
        self.covariance_type = covariance_type
        self.tol = tol
        self.reg_covar = reg_covar
        self.max_iter = max_iter
        self.n_init = n_init
        self.init_params = init_params
        self.weights_init = weights_init
        self.means_init = means_init
        self.precisions_init = precisions_init
        self.random_state = random_state

    def fit(self, X, y=None):
        self.init = self._our_init(X)
        return super().fit(X)

    def _our_init(self, X):
        method = INIT_PARAMS.get(self.init_params, self.init_params)  # an unknown name: our ValueError
        given = (self.weights_init, self.means_init, self.precisions_init)
        if all(value is None for value in given):
            return method
        start = None
        if any(value is None for value in given):
            start = GaussianMixture(
                self.n_components,
                covariance_type=self.covariance_type,
                reg_covar=self.reg_covar,
                init=method,
                random_state=self.random_state,
            ).initial_params(X)
        init = {
            "weights": start.weights if self.weights_init is None else self.weights_init,
            "means": start.means if self.means_init is None else self.means_init,
        }
        if self.precisions_init is None:
            init["covariances"] = start.covariances
        else:
            init["precisions"] = self.precisions_init
        return init


# ------------------------------------------------------------------------ scikit-learn's private helpers
def _compute_precision_cholesky(covariances, covariance_type):
    return precisions_cholesky(covariances, covariance_type)


def _covariances(precisions_chol, covariance_type, n_features) -> np.ndarray:
    """Full covariances (K, d, d) whose precision Cholesky factors (scikit-learn's shape) are given."""
    chol = np.asarray(precisions_chol, dtype=np.float64)
    if covariance_type in ("full", "tied"):
        stack = chol.reshape(-1, n_features, n_features)
        return np.linalg.inv(stack @ np.swapaxes(stack, 1, 2))
    k = chol.shape[0]
    return full_covariances(1.0 / chol**2, covariance_type, k, n_features)


def _compute_log_det_cholesky(matrix_chol, covariance_type, n_features):
    """log det of the precision Cholesky factor = -log det(Sigma) / 2, by our ``precision_parts``."""
    log_det = -0.5 * precision_parts(_covariances(matrix_chol, covariance_type, n_features))[1]
    return log_det[0] if covariance_type == "tied" else log_det


def _estimate_gaussian_covariances_full(resp, X, nk, means, reg_covar):
    """Our M step's scatter about given means, divided by given n_k, plus reg_covar."""
    X = np.asarray(X, dtype=np.float64)
    scorer = MixtureScorer(X)
    means = np.broadcast_to(means, (resp.shape[1], X.shape[1]))
    raw = np.array([_centred_scatter(scorer, resp[:, k], means[k] - scorer.shift, nk[k]) for k in range(resp.shape[1])])
    return raw + reg_covar * np.eye(X.shape[1])


def _estimate_gaussian_covariances_tied(resp, X, nk, means, reg_covar):
    raw = _estimate_gaussian_covariances_full(resp, X, nk, means, 0.0)
    return typed_covariances(raw, "tied", np.asarray(nk, dtype=np.float64)) + reg_covar * np.eye(raw.shape[1])


def _estimate_gaussian_covariances_diag(resp, X, nk, means, reg_covar):
    return typed_covariances(_estimate_gaussian_covariances_full(resp, X, nk, means, 0.0), "diag") + reg_covar


def _estimate_gaussian_covariances_spherical(resp, X, nk, means, reg_covar):
    return typed_covariances(_estimate_gaussian_covariances_full(resp, X, nk, means, 0.0), "spherical") + reg_covar


def _estimate_gaussian_parameters(X, resp, reg_covar, covariance_type):
    """(n_k, means, covariances in scikit-learn's shape) from our ``GaussianMixture.m_step``."""
    resp = np.asarray(resp, dtype=np.float64)
    model = GaussianMixture(resp.shape[1], covariance_type=covariance_type, reg_covar=reg_covar)
    params = model.m_step(X, resp)
    nk = params.weights * resp.sum()
    return nk, params.means, typed_covariances(params.covariances, covariance_type, nk)


def _estimate_log_gaussian_prob(X, means, precisions_chol, covariance_type):
    """log N(x_i; mu_k, Sigma_k), shape (n_samples, K), from our scorer (weights 1: log 1 = 0)."""
    X = np.asarray(X, dtype=np.float64)
    means = np.asarray(means, dtype=np.float64)
    covs = _covariances(precisions_chol, covariance_type, X.shape[1])
    covs = np.broadcast_to(covs, (means.shape[0], *covs.shape[1:]))
    scorer = MixtureScorer(X)
    coefs = scorer.coefficients(np.ones(means.shape[0]), means, covs)
    out = scorer.log_prob_block(coefs, slice(0, X.shape[0]), np.empty((means.shape[0], X.shape[0])))
    return (out + coefs.offset).T


SHIMS = {
    name: value
    for name, value in dict(globals()).items()
    if name.startswith(("_estimate_", "_compute_")) and callable(value)
}


def patched(test, module_name: str, names: dict):
    """``test`` run with ``names`` replaced in ``module_name`` (for helpers a test body imports itself)."""

    @functools.wraps(test)
    def run(*args, **kwargs):
        module = importlib.import_module(module_name)
        with mock.patch.multiple(module, **names):
            return test(*args, **kwargs)

    return run
