"""The EM lower bound of a Gaussian mixture with missing coordinates, along one parameter.

The latent variables are the component z and the missing part x_m. At theta_t the E step gives q_i(z) and, for
each z, x_m ~ N(x̂_iz, C_iz) (see :mod:`bayesgui.core.mixture.missing`). For any theta,

    B(theta) = sum_i sum_z q_i(z) [log w_z + log N(x̂_iz; mu_z, Sigma_z) - tr(Sigma_z^-1 C_iz) / 2 + h_iz] + H(q),

with h_iz = log det(2 pi e C_iz) / 2 the entropy of the missing part (over its own coordinates). B touches the
observed-data log-likelihood L at theta_t, and the M step maximises it.
"""

from __future__ import annotations

import math

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray
from bayesgui.core.incomplete.lower_bound import BoundCurve, Which, _set_share, bound_curve
from bayesgui.core.mixture.missing import MissingScorer
from bayesgui.core.mixture.params import MixtureParams

_LOG_2PI = math.log(2.0 * math.pi)


class ExpectedJoint:
    """E[log p(x_o, x_m, z | theta)] under theta_t's conditional distribution of x_m, per component and row.

    Parameters
    ----------
    X : ndarray of shape (n_samples, d)
        NaN marks a missing coordinate (complete rows are fine: then x̂ = x and C = 0).
    params : MixtureParams
        theta_t.

    Attributes
    ----------
    scorer : MissingScorer
    entropy : ndarray of shape (K, n_samples)
        h_iz, the entropy of each row's missing part given z (0 for a complete row).
    """

    def __init__(self, X: ArrayLike, params: MixtureParams) -> None:
        self.scorer = MissingScorer(np.asarray(X, dtype=np.float64))
        self.filled = self.scorer.conditional_means(params.means, params.covariances)  # x̂, (K, n, d)
        k_count, n, d = self.filled.shape
        self.spread = np.zeros((k_count, n, d, d))  # C, zero on the observed rows
        self.entropy = np.zeros((k_count, n))
        for rows, blocks in self.scorer.conditional_covariances(params.covariances):
            self.spread[:, rows] = blocks[:, None]
            for k, block in enumerate(blocks):
                mis = np.flatnonzero(np.diagonal(block) > 0)
                if mis.size:
                    _, log_det = np.linalg.slogdet(block[np.ix_(mis, mis)])
                    self.entropy[k, rows] = 0.5 * (log_det + mis.size * (_LOG_2PI + 1.0))

    def __call__(self, weights: FloatArray, means: FloatArray, covariances: FloatArray) -> FloatArray:
        """log w_z + log N(x̂_iz; mu_z, Sigma_z) - tr(Sigma_z^-1 C_iz) / 2, shape (K, n_samples)."""
        k_count, n, d = self.filled.shape
        out: FloatArray = np.empty((k_count, n))
        for k in range(k_count):
            chol = np.linalg.cholesky(covariances[k])
            z = np.linalg.solve(chol, (self.filled[k] - means[k]).T)
            trace = np.einsum("ij,nji->n", np.linalg.inv(covariances[k]), self.spread[k])
            log_det = 2.0 * np.log(np.diag(chol)).sum()
            with np.errstate(divide="ignore"):
                log_w = np.log(weights[k])
            out[k] = log_w - 0.5 * (d * _LOG_2PI + log_det + (z * z).sum(axis=0) + trace)
        return out


def mixture_q(X: ArrayLike, params_t: MixtureParams, post_T: ArrayLike, params: MixtureParams) -> float:
    """Zhou's Q(theta | theta_t) = E[log p(X, x_m, Z | theta)] (eq. 7.36), with posteriors ``post_T`` (K, n)."""
    joint = ExpectedJoint(X, params_t)(params.weights, params.means, params.covariances)
    post = np.asarray(post_T)
    return float(np.where(post > 0, post * joint, 0.0).sum())


def missing_mixture_curve(
    X: ArrayLike, params: MixtureParams, post_T: ArrayLike, which: Which, values: ArrayLike
) -> BoundCurve:
    """L and B of a mixture on rows with NaN, along ``("weight", k)`` or ``("mean", k, dim)``.

    Parameters
    ----------
    X : ndarray of shape (n_samples, d)
        NaN marks a missing coordinate.
    params : MixtureParams
        theta_t, the parameters of the E step whose posteriors ``post_T`` (K, n_samples) are given.
    """
    expected = ExpectedJoint(X, params)
    kind, *at = which

    def moved(v: float) -> tuple[FloatArray, FloatArray]:
        weights, means = np.array(params.weights), np.array(params.means)
        if kind == "weight":
            weights = _set_share(weights, at[0], v)
        else:
            means[at[0], at[1]] = v
        return weights, means

    def log_joint(v: float) -> FloatArray:
        weights, means = moved(v)
        return expected(weights, means, params.covariances) + expected.entropy

    def log_likelihood(v: float) -> float:
        weights, means = moved(v)
        return float(expected.scorer.log_density(weights, means, params.covariances).sum())

    current = params.weights[at[0]] if kind == "weight" else params.means[at[0], at[1]]
    return bound_curve(log_joint, np.asarray(post_T), values, float(current), log_likelihood)
