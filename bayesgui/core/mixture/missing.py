"""EM for a Gaussian mixture when some coordinates are missing (Little & Rubin, ch. 11; Zhou §7.6).

A row x_i with observed part o and missing part m has, under component k, the marginal density
N(x_o; mu_o, Sigma_oo): the missing part is integrated out. The E step gives, besides the
responsibilities, the conditional distribution of the missing part given the observed one:

    E[x_m | x_o, k]   = mu_m + Sigma_mo Sigma_oo^-1 (x_o - mu_o)
    Cov[x_m | x_o, k] = Sigma_mm - Sigma_mo Sigma_oo^-1 Sigma_om

and the sufficient statistics sum_i gamma_ik x̂_ik and sum_i gamma_ik (x̂_ik x̂_ik^T + C_ik), where x̂_ik is
the row with its missing part filled by the conditional mean and C_ik the conditional covariance in the
(m, m) block (the covariance correction: filling in the mean alone would shrink the covariance). The
M step is the complete-data one on these statistics, so the observed-data log-likelihood never decreases.

Every row first goes through the fast :class:`~bayesgui.core.mixture.density.MixtureScorer` at its
imputed values; the incomplete rows, grouped by their pattern of missing values, are then redone exactly
and their imputed share of the statistics taken out.
"""

from __future__ import annotations

import math

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import BoolArray, FloatArray, IntArray
from bayesgui.core.mixture.density import Estimates, MixtureScorer
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

_LOG_2PI = math.log(2.0 * math.pi)
_EPS10 = 10 * np.finfo(np.float64).eps


class MissingScorer:
    """E steps of Gaussian mixtures on rows with missing (NaN) coordinates.

    Parameters
    ----------
    X : ndarray of shape (n_samples, n_features)
        NaN marks a missing coordinate; a row may be entirely missing (it then only counts in the weights).

    Attributes
    ----------
    shift : ndarray of shape (n_features,)
        Every computation runs on X - shift (``base``'s shift).
    imputed : ndarray of shape (n_samples, n_features)
        X with every missing value replaced by its column's mean (for starting values only).
    observed : ndarray of bool, shape (n_samples, n_features)
        Where X has a value.
    base : MixtureScorer
        The scorer of ``imputed``: the complete rows' E step, the starts and the degeneracy rules.
    """

    def __init__(self, X: FloatArray) -> None:
        X = np.asarray(X, dtype=np.float64)
        self.n_samples, self.n_features = X.shape
        observed = ~np.isnan(X)
        if not observed.any(axis=0).all():
            j = int(np.flatnonzero(~observed.any(axis=0))[0])
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "Column {0} of X has no observed value; remove it before EM."),
                    j,
                )
            )
        column_means = np.nanmean(X, axis=0)
        self.imputed = np.where(observed, X, column_means)
        self.observed = observed
        self.base = MixtureScorer(self.imputed)  # scores every row at once; the incomplete ones are redone
        self.shift = self.base.shift
        complete = observed.all(axis=1)
        self.incomplete = np.flatnonzero(~complete)
        F_T = self.base.F_T
        self._imputed_F = None if F_T is None else np.ascontiguousarray(F_T[:, self.incomplete].T)  # (n_inc, q)
        patterns, inverse = np.unique(observed[~complete], axis=0, return_inverse=True)
        self.groups: list[tuple[BoolArray, IntArray, FloatArray]] = []  # (observed columns, rows, their values)
        for g, obs in enumerate(patterns):
            rows = self.incomplete[inverse.ravel() == g]
            self.groups.append((obs, rows, X[np.ix_(rows, obs)] - self.shift[obs]))

    def e_step(
        self,
        weights: FloatArray,
        means: FloatArray,
        covariances: FloatArray,
        out: FloatArray | None = None,
        with_stats: bool = True,
    ) -> tuple[FloatArray, FloatArray, Estimates | None]:
        """Responsibilities (K, n), log p(x_i,o) (n,), and the M step's estimates (n_k, means, raw covariances).

        The estimates (shapes (K,), (K, d), (K, d, d), means in original coordinates, without reg_covar)
        take the place of the complete-data ``stats``; None when ``with_stats`` is False.
        """
        k, d = weights.size, self.n_features
        resp, log_norm, stats = self.base.e_step(weights, means, covariances, out=out, with_stats=with_stats)
        nk, s1, s2 = np.zeros(k), np.zeros((k, d)), np.zeros((k, d, d))
        centred = means - self.shift
        if with_stats:
            self._add_complete(resp, stats, nk, s1, s2)
        with np.errstate(divide="ignore"):
            log_w = np.log(weights)
        for obs, rows, Xo in self.groups:
            fills, corrections, log_p = self._conditionals(obs, Xo, centred, covariances, log_w)
            top = log_p.max(axis=0)
            part = np.exp(log_p - top)
            total = part.sum(axis=0)
            part /= total
            resp[:, rows], log_norm[rows] = part, np.log(total) + top
            if with_stats:
                mass = part.sum(axis=1)
                nk += mass
                s1 += (part[:, None, :] @ fills)[:, 0]
                s2 += np.swapaxes(fills * part[:, :, None], 1, 2) @ fills + mass[:, None, None] * corrections
        if not with_stats:
            return resp, log_norm, None
        mean_c = s1 / (nk + _EPS10)[:, None]
        raw = s2 / (nk + _EPS10)[:, None, None] - mean_c[:, :, None] * mean_c[:, None, :]
        return resp, log_norm, (nk, mean_c + self.shift, raw)

    def log_density(self, weights: FloatArray, means: FloatArray, covariances: FloatArray) -> FloatArray:
        """log p(x_i,o | params) of every row (its observed part), shape (n_samples,)."""
        return self.e_step(weights, means, covariances, with_stats=False)[1]

    def conditional_means(self, means: FloatArray, covariances: FloatArray) -> FloatArray:
        """Every row with its missing part filled by E[x_m | x_o, k], per component: shape (K, n, d)."""
        k = means.shape[0]
        filled = np.broadcast_to(self.imputed - self.shift, (k, self.n_samples, self.n_features)).copy()
        for obs, rows, Xo in self.groups:
            fills = self._conditionals(obs, Xo, means - self.shift, covariances, np.zeros(k))[0]
            filled[:, rows] = fills
        shifted_back: FloatArray = filled + self.shift
        return shifted_back

    def conditional_covariances(self, covariances: FloatArray) -> list[tuple[IntArray, FloatArray]]:
        """Per pattern (rows, C of shape (K, d, d)): the conditional covariance of the missing part."""
        result: list[tuple[IntArray, FloatArray]] = []
        for obs, rows, _ in self.groups:
            mis = ~obs
            blocks = np.zeros_like(covariances)
            for c, cov in enumerate(covariances):
                regress = np.linalg.solve(cov[np.ix_(obs, obs)], cov[np.ix_(obs, mis)]).T if obs.any() else None
                inner = cov[np.ix_(mis, mis)] - (regress @ cov[np.ix_(obs, mis)] if regress is not None else 0.0)
                blocks[c][np.ix_(mis, mis)] = inner
            result.append((rows, blocks))
        return result

    def filled_points(
        self, means: FloatArray, covariances: FloatArray, resp: ArrayLike
    ) -> tuple[FloatArray, FloatArray]:
        """Every row with its missing part at Σ_k γ_ik E[x_m | x_o, k], and the spread of that guess.

        ``resp`` (n, K) are the responsibilities (or a (K,) weight vector, the same for every row: before the
        first E step). The spread is the square root of the mixed conditional variance (the within-component
        variances plus the spread of the component means), shape (n, d), 0 where a value is observed.
        """
        resp = np.broadcast_to(np.asarray(resp, dtype=np.float64), (self.n_samples, means.shape[0]))
        filled = self.conditional_means(means, covariances)  # (K, n, d)
        points = np.einsum("nk,knd->nd", resp, filled)
        variance = np.zeros_like(points)
        for rows, blocks in self.conditional_covariances(covariances):
            within = np.einsum("nk,kd->nd", resp[rows], np.diagonal(blocks, axis1=1, axis2=2))
            between = np.einsum("nk,knd->nd", resp[rows], (filled[:, rows] - points[rows]) ** 2)
            variance[rows] = within + between
        observed = self.observed
        return np.where(observed, self.imputed, points), np.sqrt(np.where(observed, 0.0, np.maximum(variance, 0.0)))

    def _conditionals(
        self, obs: BoolArray, Xo: FloatArray, centred: FloatArray, covariances: FloatArray, log_w: FloatArray
    ) -> tuple[FloatArray, FloatArray, FloatArray]:
        """Filled rows (K, m, d), corrections (K, d, d) and log w_k N(x_o) (K, m) for one pattern, all K at once."""
        o, mis = np.flatnonzero(obs), np.flatnonzero(~obs)
        k, m, d = centred.shape[0], Xo.shape[0], self.n_features
        fills = np.empty((k, m, d))
        corrections = np.zeros((k, d, d))
        fills[:, :, o] = Xo
        if o.size == 0:
            fills[:] = centred[:, None, :]
            return fills, covariances.copy(), np.repeat(log_w[:, None], m, axis=1)
        chol = np.linalg.cholesky(covariances[:, o[:, None], o])
        whiten = np.linalg.inv(chol)  # L^-1 of every component, |o| x |o|: small
        z = (Xo[None] - centred[:, None, o]) @ np.swapaxes(whiten, 1, 2)  # (K, m, |o|)
        log_det = np.log(np.diagonal(chol, axis1=1, axis2=2)).sum(axis=1)
        log_p = (log_w - log_det - 0.5 * o.size * _LOG_2PI)[:, None] - 0.5 * (z * z).sum(axis=2)
        cross = whiten @ covariances[:, o[:, None], mis]  # L^-1 Sigma_om, (K, |o|, |m|)
        fills[:, :, mis] = centred[:, None, mis] + z @ cross
        corrections[:, mis[:, None], mis] = covariances[:, mis[:, None], mis] - np.swapaxes(cross, 1, 2) @ cross
        return fills, corrections, log_p

    def _add_complete(
        self, resp: FloatArray, stats: FloatArray | None, nk: FloatArray, s1: FloatArray, s2: FloatArray
    ) -> None:
        """Add the complete rows' statistics (shifted coordinates) to the running sums.

        ``stats`` covers every row (the incomplete ones at their imputed values): their share is taken out.
        """
        scorer, inc = self.base, self.incomplete
        if stats is None or self._imputed_F is None:  # (stats come with the features: never only one)
            part = resp.copy()
            part[:, inc] = 0.0
            Xs_T = scorer.Xs_T
            nk += part.sum(axis=1)
            s1 += part @ Xs_T.T
            s2 += np.einsum("kn,in,jn->kij", part, Xs_T, Xs_T)
            return
        stats = stats - resp[:, inc] @ self._imputed_F
        n_quad, d = len(scorer.pairs), self.n_features
        nk += stats[:, -1]
        s1 += stats[:, n_quad : n_quad + d]
        for q, (i, j) in enumerate(scorer.pairs):
            s2[:, i, j] += stats[:, q]
            if i != j:
                s2[:, j, i] += stats[:, q]

def scorers_for(X: FloatArray) -> tuple[MixtureScorer | MissingScorer, FloatArray]:
    """The E-step scorer of X (a MissingScorer when a value is NaN) and the complete X to start EM from."""
    if not np.isnan(X).any():
        return MixtureScorer(X), X
    scorer = MissingScorer(X)
    return scorer, scorer.imputed
