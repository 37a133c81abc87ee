"""Log-densities of a Gaussian mixture on many points, and the E step, as a few matrix products.

For d <= 2 every log N(x; mu_k, Sigma_k) is a quadratic polynomial in x, so with the feature rows
F = [x1^2, x1 x2, x2^2, x1, x2, 1] (computed once per data set, on data shifted by their mean) the
log-densities of all K components are one product ``W @ F`` with W (K x 6) built from each component's
precision (closed-form 2x2 inverse and determinant), and the M step's sufficient statistics are
``resp @ F.T``. A component for which the expanded polynomial would lose more than ~1e-8 to cancellation
(a very narrow component far from the centre) is scored directly instead. For d > 2 each component is
scored as scikit-learn does, through the Cholesky factor of its covariance.

Arrays are component-major: log-densities and responsibilities have shape (K, n_samples).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TypeAlias

import numpy as np

from bayesgui.core.array_types import FloatArray, IntArray

FAST_MAX_FEATURES = 2
"""Up to this dimension the quadratic-feature products are used."""
_LOG_2PI = math.log(2.0 * math.pi)
_MAX_EXPANSION = 1e8  # (|x|^2 + |mu|^2) * trace(precision) above this: score the component directly
_TINY = 1e-290  # below this the sum of exp(log p - offset) may have lost digits: redo the column exactly
_BLOCK_CELLS = 1 << 17  # K x block values per block (1 MB): the temporaries stay in cache
#: the M step's estimates from an E step with missing values: (n_k (K,), means (K, d), raw covariances (K, d, d))
Estimates: TypeAlias = tuple[FloatArray, FloatArray, FloatArray]
#: samples of one block: a slice, or the indices of the columns to redo
_Columns: TypeAlias = slice | IntArray


def precision_parts(covariances: FloatArray) -> tuple[FloatArray, FloatArray]:
    """Precision matrices and log-determinants of covariances (K, d, d): shapes (K, d, d) and (K,)."""
    d = covariances.shape[1]
    if d == 1:
        return 1.0 / covariances, np.log(covariances[:, 0, 0])
    if d == 2:
        # In terms of the correlation r, so that nothing overflows or underflows for variances anywhere
        # in float64's range (a * c - b * b does beyond ~1e+-154): det = a c (1 - r^2).
        a, b, c = covariances[:, 0, 0], covariances[:, 0, 1], covariances[:, 1, 1]
        sa, sc = np.sqrt(a), np.sqrt(c)
        r = b / sa / sc
        q = (1.0 - r) * (1.0 + r)
        cross = -r / sa / sc / q
        precision = np.stack([np.stack([1.0 / a / q, cross], axis=-1), np.stack([cross, 1.0 / c / q], axis=-1)], axis=1)
        return precision, np.log(a) + np.log(c) + np.log(q)
    chol = np.linalg.cholesky(covariances)
    inverse = np.linalg.inv(chol)
    return np.swapaxes(inverse, 1, 2) @ inverse, 2.0 * np.log(np.diagonal(chol, axis1=1, axis2=2)).sum(axis=1)


@dataclass(frozen=True)
class _Coefficients:
    """Per-component constants of one E step: W (K x n_features) for the expanded components (None for
    d > 2), and for the directly scored ones their centred means, inverse Cholesky factors and constants.
    Every log-density is computed minus ``offset`` (the largest peak), so that exp never overflows."""

    n_components: int
    W: FloatArray | None
    direct: IntArray
    centred: FloatArray
    whiten: FloatArray | None
    const: FloatArray
    offset: float


class MixtureScorer:
    """Weighted log-densities and responsibilities of mixtures on one fixed set of points.

    Parameters
    ----------
    X : ndarray of shape (n_samples, n_features)
        Finite values (copied).
    transposed : bool, default=False
        True when ``X`` is given feature-major, shape (n_features, n_samples) (saves a transpose).

    Attributes
    ----------
    shift : ndarray of shape (n_features,)
        The data's mean (a constant column: its value exactly); every computation runs on X - shift.
    Xs_T : ndarray of shape (n_features, n_samples)
        The shifted data, feature-major.
    F_T : ndarray of shape (n_quadratic + n_features + 1, n_samples) or None
        The quadratic features (d <= 2 only): products x_i x_j (i <= j), then x_i, then 1.
    constant : ndarray of bool, shape (n_features,)
    variances : ndarray of shape (n_features,)
        The variance of every column.
    """

    def __init__(self, X: FloatArray, transposed: bool = False) -> None:
        XT = np.array(X.T if not transposed else X, dtype=np.float64, order="C")  # (d, n), our own copy
        d, n = XT.shape
        self.n_samples, self.n_features = n, d
        first = XT[:, 0].copy()
        self.constant = XT.min(axis=1) == XT.max(axis=1)
        self.shift = np.where(self.constant, first, XT.mean(axis=1))
        XT -= self.shift[:, None]
        self.Xs_T = XT
        self.pairs = [(i, j) for i in range(d) for j in range(i, d)]
        squares = np.empty((d, n))
        np.multiply(XT, XT, out=squares)
        self.F_T: FloatArray | None = None
        if d <= FAST_MAX_FEATURES:
            self.F_T = np.empty((len(self.pairs) + d + 1, n))
            for row, (i, j) in enumerate(self.pairs):
                np.multiply(XT[i], XT[j], out=self.F_T[row])
            self.F_T[len(self.pairs) : -1] = XT
            self.F_T[-1] = 1.0
        self.variances = squares.sum(axis=1) / n
        self.radius2 = float(squares.sum(axis=0).max())

    def data_covariance(self) -> FloatArray:
        """The maximum-likelihood covariance of all points, shape (d, d)."""
        covariance: FloatArray = self.Xs_T @ self.Xs_T.T / self.n_samples
        return covariance

    # ------------------------------------------------------------------ coefficients
    def coefficients(self, weights: FloatArray, means: FloatArray, covariances: FloatArray) -> _Coefficients:
        """The constants ``log_prob_block`` needs for these parameters (see ``_Coefficients``)."""
        with np.errstate(divide="ignore"):
            log_weights = np.log(weights)
        precision, log_det = precision_parts(covariances)
        peak = log_weights - 0.5 * log_det - 0.5 * self.n_features * _LOG_2PI  # max of each weighted density
        offset = float(peak[np.isfinite(peak)].max(initial=0.0))
        centred = means - self.shift
        if self.F_T is None:
            direct = np.arange(means.shape[0])
            W = None
        else:
            spread = np.trace(precision, axis1=1, axis2=2) * (self.radius2 + np.einsum("kd,kd->k", centred, centred))
            direct = np.flatnonzero(~(spread <= _MAX_EXPANSION))
            linear = np.einsum("kij,kj->ki", precision, centred)
            quad = [(-0.5 if i == j else -1.0) * precision[:, i, j] for i, j in self.pairs]
            const = peak - offset - 0.5 * np.einsum("kd,kd->k", centred, linear)
            W = np.column_stack([*quad, linear, const])
            W[direct] = 0.0
        whiten = np.linalg.inv(np.linalg.cholesky(covariances[direct])) if direct.size else None  # L^-1
        return _Coefficients(means.shape[0], W, direct, centred[direct], whiten, peak[direct] - offset, offset)

    def log_prob_block(self, coefs: _Coefficients, cols: _Columns, out: FloatArray) -> FloatArray:
        """log(w_k N(x_i; mu_k, Sigma_k)) - offset for the samples ``cols`` into ``out`` (K, m)."""
        if coefs.W is not None and self.F_T is not None:  # W exists only where the features F_T do (d <= 2)
            np.matmul(coefs.W, self.F_T[:, cols], out=out)
        if coefs.whiten is None:  # no component is scored directly
            return out
        for r, k in enumerate(coefs.direct):
            whiten = coefs.whiten[r]
            z = whiten @ self.Xs_T[:, cols] - (whiten @ coefs.centred[r])[:, None]  # as scikit-learn
            z *= z
            out[k] = coefs.const[r] - 0.5 * z.sum(axis=0)
        return out

    # ------------------------------------------------------------------ E step
    def e_step(
        self,
        weights: FloatArray,
        means: FloatArray,
        covariances: FloatArray,
        out: FloatArray | None = None,
        with_stats: bool = True,
    ) -> tuple[FloatArray, FloatArray, FloatArray | None]:
        """Responsibilities, log p(x_i) per sample, and the sufficient statistics resp @ F.T.

        Returns
        -------
        resp_T : ndarray of shape (K, n_samples)
            Written into ``out`` when given.
        log_norm : ndarray of shape (n_samples,)
            log p(x_i | params).
        stats : ndarray of shape (K, n_quadratic + d + 1) or None
            ``resp_T @ F_T.T`` (d <= 2 and ``with_stats``), fused into the same pass over the data.
        """
        resp = np.empty((weights.shape[0], self.n_samples)) if out is None else out
        stats: FloatArray | None = (
            np.zeros((weights.shape[0], self.F_T.shape[0])) if self.F_T is not None and with_stats else None
        )
        log_norm = self._pass(self.coefficients(weights, means, covariances), resp, stats)
        return resp, log_norm, stats

    def log_density(self, weights: FloatArray, means: FloatArray, covariances: FloatArray) -> FloatArray:
        """log p(x_i | params) of every sample, shape (n_samples,)."""
        return self._pass(self.coefficients(weights, means, covariances), None, None)

    def _pass(self, coefs: _Coefficients, resp: FloatArray | None, stats: FloatArray | None) -> FloatArray:
        """One pass over the data, block by block: log p(x_i); fills ``resp`` and ``stats`` when given."""
        n, k = self.n_samples, coefs.n_components
        log_norm: FloatArray = np.empty(n)
        block = max(1024, _BLOCK_CELLS // k)
        scratch = np.empty((k, min(block, n)))
        with np.errstate(under="ignore"):
            for start in range(0, n, block):
                cols = slice(start, min(start + block, n))
                tmp = scratch[:, : cols.stop - start]
                self.log_prob_block(coefs, cols, tmp)
                np.exp(tmp, out=tmp)
                total = tmp.sum(axis=0)
                top = self._rescue(coefs, tmp, total, start) if total.min() < _TINY else None
                np.log(total, out=log_norm[cols])
                if top is not None:
                    log_norm[cols] += top
                if resp is not None:
                    target = resp[:, cols]
                    np.divide(tmp, total, out=target)
                    if stats is not None and self.F_T is not None:  # stats exist only with F_T
                        stats += target @ self.F_T[:, cols].T
        log_norm += coefs.offset
        return log_norm

    def _rescue(self, coefs: _Coefficients, tmp: FloatArray, total: FloatArray, start: int) -> FloatArray:
        """Columns whose every component underflowed: normalise by their own maximum instead.

        Returns what to add back to log(total) for every column of the block (0 for the others).
        """
        low = np.flatnonzero(~(total >= _TINY))
        exact = self.log_prob_block(coefs, start + low, np.empty((tmp.shape[0], low.size)))
        top = exact.max(axis=0)
        if not np.isfinite(top).all():
            i = int(start + low[np.flatnonzero(~np.isfinite(top))[0]])
            raise ValueError(
                f"Row {i} of X is so far from every component that its density is not a finite number; "
                "rescale the data (e.g. standardise the columns) or remove that row."
            )
        exact = np.exp(exact - top)
        tmp[:, low] = exact
        total[low] = exact.sum(axis=0)
        shift = np.zeros(total.size)
        shift[low] = top
        return shift
