"""Sufficient statistics and Gaussian log-densities shared by the multivariate Gaussian classifiers.

Per class the statistics are the number of complete rows n, their mean m and their centred scatter
matrix M = sum (x - m)(x - m)^T. Two sets of rows combine exactly with Chan et al.'s parallel formula

    n = n_a + n_b,  m = m_a + delta n_b / n,  M = M_a + M_b + delta delta^T n_a n_b / n,  delta = m_b - m_a,

so statistics gathered chunk by chunk equal those of all rows at once (up to rounding), and no sum of
squares is ever formed away from the mean.

A density is evaluated through the Cholesky factor L of its covariance (Sigma = L L^T):
(x - mu)^T Sigma^-1 (x - mu) = |L^-1 (x - mu)|^2 and log|Sigma| = 2 sum log L_jj. A row with missing
(NaN) values is scored under the marginal of its observed dimensions o, which for a Gaussian is
N(x_o; mu_o, Sigma_oo) exactly; rows are grouped by their pattern of missing values so each pattern's
sub-covariance is factorised once.
"""

from __future__ import annotations

import math
from typing import TypeAlias

import numpy as np

from bayesgui.core.array_types import BoolArray, FloatArray, IntArray
from bayesgui.core.base._blocks import row_blocks
from bayesgui.core.base._validation import reject_infinite
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

LOG_2PI = math.log(2.0 * math.pi)
_BLOCK_CELLS = 1 << 17  # values per temporary block (1 MB): they stay in cache
_MIN_PIVOT = 1e-10
"""A covariance whose Cholesky pivot L_jj^2 falls below this fraction of Sigma_jj is called singular."""
#: (count (K,), mean (K, d), scatter (K, d, d)) of the rows of every class
Stats: TypeAlias = tuple[FloatArray, FloatArray, FloatArray]
#: GaussianBank._entry: (indices, centre, stacked W^T, whitened means, log-dets, summer)
_Entry: TypeAlias = tuple[IntArray, FloatArray, FloatArray, FloatArray, FloatArray, FloatArray]


class SingularCovarianceError(ValueError):
    """A covariance matrix is not (numerically) positive definite."""


# ---------------------------------------------------------------------------------------------- statistics
def chunk_stats(X: FloatArray, yk: IntArray, n_classes: int) -> Stats:
    """Count, mean and centred scatter of the rows of every class (rows must be complete).

    Returns
    -------
    count : ndarray of shape (n_classes,)
    mean : ndarray of shape (n_classes, n_features)
    scatter : ndarray of shape (n_classes, n_features, n_features)
    """
    d = X.shape[1]
    count = np.bincount(yk, minlength=n_classes).astype(np.float64)
    mean = np.zeros((n_classes, d))
    scatter = np.zeros((n_classes, d, d))
    for k in np.flatnonzero(count):
        rows = X[yk == k] if count[k] < X.shape[0] else X.copy()
        mean[k] = rows.mean(axis=0)
        rows -= mean[k]
        scatter[k] = rows.T @ rows
    return count, mean, scatter


def empty_stats(n_classes: int, d: int) -> Stats:
    """The statistics of no rows: zero counts, means and scatters."""
    return np.zeros(n_classes), np.zeros((n_classes, d)), np.zeros((n_classes, d, d))


def merge_stats(a: Stats, b: Stats) -> Stats:
    """Chan's parallel combination of two (count, mean, scatter) triples (class-major arrays)."""
    n_a, m_a, s_a = a
    n_b, m_b, s_b = b
    n = n_a + n_b
    with np.errstate(invalid="ignore", divide="ignore"):
        share = np.where(n > 0, n_b / n, 0.0)
    delta = m_b - m_a
    mean = m_a + delta * share[:, None]
    scatter = s_a + s_b + (n_a * share)[:, None, None] * (delta[:, :, None] * delta[:, None, :])
    return n, mean, scatter


def unmerge_stats(whole: Stats, part: Stats) -> Stats:
    """Chan's merge reversed: the statistics of the rows of ``whole`` that are not in ``part`` (a subset of them)."""
    n, m, s = whole
    n_b, m_b, s_b = part
    n_a = n - n_b
    with np.errstate(invalid="ignore", divide="ignore"):
        m_a = np.where(n_a[:, None] > 0, (n[:, None] * m - n_b[:, None] * m_b) / n_a[:, None], 0.0)
        share = np.where(n > 0, n_a * n_b / n, 0.0)
    delta = m_b - m_a
    scatter = s - s_b - share[:, None, None] * (delta[:, :, None] * delta[:, None, :])
    return n_a, m_a, scatter


def complete_rows(X: FloatArray) -> BoolArray | None:
    """None when every value is finite, else the mask of rows without NaN (+-inf raises)."""
    finite = np.isfinite(X)
    if finite.all():
        return None
    reject_infinite(X)
    complete: BoolArray = np.all(finite, axis=1)
    return complete


# ---------------------------------------------------------------------------------------------- factorisation
def factorize(cov: FloatArray, *, check: bool = True) -> tuple[FloatArray, float]:
    """Lower Cholesky factor and log-determinant of one covariance (d, d).

    Raises ``SingularCovarianceError`` (whose ``args[1]`` is the first bad feature, or None) when the
    matrix is not positive definite or, with ``check``, when a pivot is tiny against its diagonal.
    """
    from scipy.linalg import cholesky  # imported when first needed: scipy costs ~0.2 s at start-up

    diag = np.diagonal(cov)
    if not np.all(diag > 0):
        raise SingularCovarianceError("zero variance", int(np.flatnonzero(~(diag > 0))[0]))
    try:
        chol = cholesky(cov, lower=True, check_finite=False)
    except np.linalg.LinAlgError:  # scipy.linalg raises numpy's
        raise SingularCovarianceError("not positive definite", None) from None
    pivots = np.diagonal(chol)
    if not np.all(pivots > 0) or (check and np.any(pivots**2 < _MIN_PIVOT * diag)):
        raise SingularCovarianceError("rank deficient", None)
    return chol, 2.0 * float(np.log(pivots).sum())


def describe_singular(exc: SingularCovarianceError, names: list[str] | None = None) -> str:
    """Words for a singular covariance: which feature is constant, or that columns are collinear."""
    feature = exc.args[1] if len(exc.args) > 1 else None
    if feature is not None:
        name = names[feature] if names else Note(QT_TRANSLATE_NOOP("core", "feature {0}"), feature)
        return Note(QT_TRANSLATE_NOOP("core", "{0} is constant (variance 0)"), name)
    return Note(
        QT_TRANSLATE_NOOP(
            "core", "its columns are linearly dependent (collinear, duplicated, or fewer rows than features)"
        )
    )


# ---------------------------------------------------------------------------------------------- densities
class GaussianBank:
    """G Gaussians N(mu_g, Sigma_g) in d dimensions, evaluated on blocks of rows with NaN marginalised.

    Each covariance's Cholesky factor L gives the whitening matrix W = L^-1 (one triangular solve),
    so (x - mu)^T Sigma^-1 (x - mu) = |W (x - c) - W (mu - c)|^2 with c the centre of the means: one
    matrix product per block of rows serves every Gaussian.

    Parameters
    ----------
    means : ndarray of shape (G, d)
    covariances : ndarray of shape (G, d, d)
    shared : bool
        True when every Sigma_g is the same matrix (LDA): one whitening serves all G.
    chols, log_dets : ndarray of shapes (G, d, d) and (G,)
        The factors of the full covariances (from ``factorize``).
    """

    def __init__(
        self, means: FloatArray, covariances: FloatArray, shared: bool, chols: FloatArray, log_dets: FloatArray
    ) -> None:
        self.means, self.covariances, self.shared = means, covariances, shared
        self._centre = means.mean(axis=0)
        self._cache: dict[bytes, _Entry] = {}
        full = np.ones(means.shape[1], dtype=bool)
        self._cache[np.packbits(full).tobytes()] = self._entry(full, chols, log_dets)

    def _entry(self, observed: BoolArray, chols: FloatArray, log_dets: FloatArray) -> _Entry:
        """(indices, centre, stacked W^T (d_o, U d_o), whitened means (G, d_o), log-dets (G,), summer)."""
        from scipy.linalg import solve_triangular  # imported when first needed: scipy costs ~0.2 s at start-up

        idx = np.flatnonzero(observed)
        g, k = self.means.shape[0], idx.size
        used = chols[:1] if self.shared else chols
        whiten = np.stack([solve_triangular(c, np.eye(k), lower=True, check_finite=False) for c in used])
        centred = self.means[:, idx] - self._centre[idx]
        owner = np.zeros(g, dtype=int) if self.shared else np.arange(g)
        offsets = np.einsum("gij,gj->gi", whiten[owner], centred)
        stacked = np.ascontiguousarray(whiten.transpose(2, 0, 1).reshape(k, -1))
        summer = np.repeat(np.eye(g), k, axis=0)  # (G d_o, G): adds up each Gaussian's d_o squares
        return idx, self._centre[idx], stacked, offsets, np.asarray(log_dets, dtype=np.float64), summer

    def _factors(self, observed: BoolArray) -> _Entry:
        """The ``_entry`` of the sub-Gaussians on the observed dims (cached per pattern)."""
        key = np.packbits(observed).tobytes()
        if key not in self._cache:
            idx = np.flatnonzero(observed)
            sub = self.covariances[:, idx[:, None], idx]
            count = 1 if self.shared else sub.shape[0]
            chols = np.empty((count, idx.size, idx.size))
            log_dets = np.empty(count)
            for g in range(count):
                chols[g], log_dets[g] = factorize(sub[g], check=False)
            if self.shared:
                log_dets = np.repeat(log_dets, sub.shape[0])
            if len(self._cache) > 4096:
                self._cache.clear()
            self._cache[key] = self._entry(observed, chols, log_dets)
        return self._cache[key]

    def terms(self, X: FloatArray) -> tuple[FloatArray, FloatArray, FloatArray]:
        """Squared Mahalanobis distances, log-determinants and observed-dimension counts.

        Parameters
        ----------
        X : ndarray of shape (m, d)
            Finite values or NaN (missing).

        Returns
        -------
        maha : ndarray of shape (G, m)
            (x_o - mu_o)^T Sigma_oo^-1 (x_o - mu_o) over each row's observed dims o.
        log_det : ndarray of shape (G, m)
            log |Sigma_oo|.
        n_obs : ndarray of shape (m,)
        """
        m, d = X.shape
        missing = np.isnan(X)
        if not missing.any():
            entry = self._factors(np.ones(d, dtype=bool))
            return self._mahalanobis(X, entry), np.repeat(entry[4][:, None], m, axis=1), np.full(m, float(d))
        maha = np.zeros((self.means.shape[0], m))
        log_det = np.zeros_like(maha)
        patterns, inverse = np.unique(~missing, axis=0, return_inverse=True)
        for p, observed in enumerate(patterns):
            rows = np.flatnonzero(inverse.ravel() == p)
            if not observed.any():
                continue  # nothing observed: density 1 (log 0) under every Gaussian
            entry = self._factors(observed)
            maha[:, rows] = self._mahalanobis(X[np.ix_(rows, entry[0])], entry)
            log_det[:, rows] = entry[4][:, None]
        return maha, log_det, (~missing).sum(axis=1).astype(np.float64)

    def _mahalanobis(self, X: FloatArray, entry: _Entry) -> FloatArray:
        _, centre, stacked, offsets, _, summer = entry
        g, k = offsets.shape
        out: FloatArray = np.empty((X.shape[0], g))
        if self.shared:  # one whitening: |z - o_g|^2 = |z|^2 - 2 z.o_g + |o_g|^2, a single (m, k) x (k, G) product
            norms = np.einsum("gi,gi->g", offsets, offsets)
            for rows in row_blocks(X.shape[0], max(256, _BLOCK_CELLS // (g + k + 1))):
                z = (X[rows] - centre) @ stacked
                block = out[rows]
                np.matmul(z, -2.0 * offsets.T, out=block)
                block += np.einsum("ij,ij->i", z, z)[:, None]
                block += norms
                np.maximum(block, 0.0, out=block)
            return out.T
        for rows in row_blocks(X.shape[0], max(256, _BLOCK_CELLS // (g * k + 1))):
            z = (X[rows] - centre) @ stacked  # (m, U k): every whitening at once
            diff = z.reshape(z.shape[0], -1, k) - offsets
            diff *= diff
            np.matmul(diff.reshape(z.shape[0], g * k), summer, out=out[rows])
        return out.T


def log_density(maha: FloatArray, log_det: FloatArray, n_obs: FloatArray) -> FloatArray:
    """log N from ``GaussianBank.terms``, summed in the order of the explanation's terms."""
    return -0.5 * LOG_2PI * n_obs + (-0.5 * log_det) + (-0.5 * maha)
