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

from bayesgui.core.lower_bound import BoundCurve, _set_share, bound_curve
from bayesgui.core.mixture.missing import MissingScorer
from bayesgui.core.mixture.params import MixtureParams

_LOG_2PI = math.log(2.0 * math.pi)


def missing_mixture_curve(X, params: MixtureParams, post_T, which: tuple, values) -> BoundCurve:
    """L and B of a mixture on rows with NaN, along ``("weight", k)`` or ``("mean", k, dim)``.

    Parameters
    ----------
    X : ndarray of shape (n_samples, d)
        NaN marks a missing coordinate.
    params : MixtureParams
        theta_t, the parameters of the E step whose posteriors ``post_T`` (K, n_samples) are given.
    """
    scorer = MissingScorer(np.asarray(X, dtype=np.float64))
    filled = scorer.conditional_means(params.means, params.covariances)  # x̂, (K, n, d)
    k_count, n, d = filled.shape
    spread = np.zeros((k_count, n, d, d))  # C, zero on the observed rows
    entropy = np.zeros((k_count, n))
    for rows, blocks in scorer.conditional_covariances(params.covariances):
        spread[:, rows] = blocks[:, None]
        for k, block in enumerate(blocks):
            mis = np.flatnonzero(np.diagonal(block) > 0)
            if mis.size:
                _, log_det = np.linalg.slogdet(block[np.ix_(mis, mis)])
                entropy[k, rows] = 0.5 * (log_det + mis.size * (_LOG_2PI + 1.0))

    def moved(v: float) -> tuple[np.ndarray, np.ndarray]:
        weights, means = np.array(params.weights), np.array(params.means)
        if which[0] == "weight":
            weights = _set_share(weights, which[1], v)
        else:
            means[which[1], which[2]] = v
        return weights, means

    def log_joint(v: float) -> np.ndarray:
        weights, means = moved(v)
        out = np.empty((k_count, n))
        for k in range(k_count):
            cov = params.covariances[k]
            chol = np.linalg.cholesky(cov)
            z = np.linalg.solve(chol, (filled[k] - means[k]).T)
            precision = np.linalg.inv(cov)
            trace = np.einsum("ij,nji->n", precision, spread[k])
            log_det = 2.0 * np.log(np.diag(chol)).sum()
            with np.errstate(divide="ignore"):
                log_w = np.log(weights[k])
            out[k] = log_w - 0.5 * (d * _LOG_2PI + log_det + (z * z).sum(axis=0) + trace) + entropy[k]
        return out

    def log_likelihood(v: float) -> float:
        weights, means = moved(v)
        return float(scorer.log_density(weights, means, params.covariances).sum())

    current = params.weights[which[1]] if which[0] == "weight" else params.means[which[1], which[2]]
    return bound_curve(log_joint, np.asarray(post_T), values, float(current), log_likelihood)
