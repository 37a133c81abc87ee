"""EM for the Bayes classifier with Gaussian-mixture classes (``MixtureBayes``), one pass over the table per iteration.

An EM iteration's E step needs each row's responsibilities under the current parameters, and its M step only their
sums (Zhou §9.4.3 eqs. 9.34-9.38; Li Hang §9.3): per class c and component m, n_cm = sum_i r_im, the r-weighted sum
of x, and the r-weighted scatter. :class:`MixturePass` gathers these chunk by chunk (about the current means, so no
raw sum of squares is formed) and ``m_step`` turns them into the next parameters, as ``GaussianMixture.m_step`` does
with full covariances (n_cm + 10 eps in the denominators, ``reg_covar`` added to the diagonal). Passes merge by
adding their sums (a Dask reduction may gather them).

The starting parameters come from the caller (the streamed job fits the model on a random sample of rows);
``covariance_type="full"`` only. A component whose responsibilities vanish is refused with the way out, rather than
re-seeded as the in-memory EM does (re-seeding needs a far point of the data).
"""

from __future__ import annotations

import copy
from typing import Any, Self

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray, IntArray
from bayesgui.core.base._logspace import logsumexp_T
from bayesgui.core.discriminant.stats import GaussianBank, complete_rows, factorize, log_density
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

__all__ = ["MixturePass"]

_EPS10 = 10 * np.finfo(np.float64).eps
_EMPTY = 1e-10


class MixturePass:
    """The E-step sums of one EM iteration over every class's mixture (see the module docstring).

    Parameters
    ----------
    weights, means, covariances : list of arrays, one entry per class code
        The current mixture of each class: (M,), (M, d), (M, d, d).
    reg_covar : float
    """

    def __init__(
        self, weights: list[FloatArray], means: list[FloatArray], covariances: list[FloatArray], reg_covar: float
    ) -> None:
        self.weights = [np.asarray(w, dtype=np.float64) for w in weights]
        self.means = [np.asarray(m, dtype=np.float64) for m in means]
        self.covariances = [np.asarray(c, dtype=np.float64) for c in covariances]
        self.reg_covar = float(reg_covar)
        d = self.means[0].shape[1]
        self.nk = [np.zeros(m.shape[0]) for m in self.means]
        self.first = [np.zeros_like(m) for m in self.means]
        self.second = [np.zeros((m.shape[0], d, d)) for m in self.means]
        self.log_likelihood = np.zeros(len(self.means))
        self.count = np.zeros(len(self.means))
        self.n_skipped = 0
        self._banks: list[GaussianBank] | None = None

    def _bank(self, k: int) -> GaussianBank:
        if self._banks is None:
            self._banks = []
            for means, covs in zip(self.means, self.covariances, strict=True):
                chols, log_dets = np.empty_like(covs), np.empty(covs.shape[0])
                for g in range(covs.shape[0]):
                    chols[g], log_dets[g] = factorize(covs[g], check=False)
                self._banks.append(GaussianBank(means, covs, False, chols, log_dets))
        return self._banks[k]

    def __getstate__(self) -> dict[str, Any]:  # the factorised banks are rebuilt where the pass is unpickled
        state = dict(vars(self))
        state["_banks"] = None
        return state

    def update(self, X: ArrayLike, y: ArrayLike) -> Self:
        """Add the E-step sums of the rows ``X`` of class codes ``y`` (rows with a missing value are skipped)."""
        rows = np.asarray(X, dtype=np.float64)
        yk: IntArray = np.asarray(y).astype(np.intp)
        keep = complete_rows(rows)
        if keep is not None:
            self.n_skipped += int(rows.shape[0] - keep.sum())
            rows, yk = rows[keep], yk[keep]
        for k in np.unique(yk).tolist():
            Xk = rows[yk == k]
            with np.errstate(divide="ignore"):
                log_p = log_density(*self._bank(k).terms(Xk)) + np.log(self.weights[k])[:, None]  # (M, n)
            total = logsumexp_T(log_p)
            resp = np.exp(log_p - total)
            self.log_likelihood[k] += float(total.sum())
            self.count[k] += Xk.shape[0]
            for m in range(resp.shape[0]):
                diff = Xk - self.means[k][m]
                r = resp[m]
                self.nk[k][m] += r.sum()
                self.first[k][m] += r @ diff
                self.second[k][m] += (diff * r[:, None]).T @ diff
        return self

    def merge(self, other: MixturePass) -> MixturePass:
        """A new pass holding the sums of both (gathered under the same parameters)."""
        out = copy.deepcopy(self)
        for name in ("nk", "first", "second"):
            setattr(out, name, [a + b for a, b in zip(getattr(self, name), getattr(other, name), strict=True)])
        out.log_likelihood = self.log_likelihood + other.log_likelihood
        out.count = self.count + other.count
        out.n_skipped = self.n_skipped + other.n_skipped
        return out

    def mean_log_likelihood(self) -> FloatArray:
        """Each class's mean log p(x|c) under the parameters the pass ran with (EM's lower bound)."""
        with np.errstate(invalid="ignore", divide="ignore"):
            mean: FloatArray = self.log_likelihood / self.count
        return mean

    def m_step(self, k: int, label: object = None) -> tuple[FloatArray, FloatArray, FloatArray]:
        """Class ``k``'s next (weights, means, covariances)."""
        nk = self.nk[k]
        if np.any(nk < _EMPTY):
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "A mixture component of class {0} lost every row during EM; lower n_components, or train on "
                        "a sample of the rows in memory (which re-seeds it).",
                    ),
                    k if label is None else label,
                )
            )
        denom = nk + _EPS10
        shift = self.first[k] / denom[:, None]
        means = self.means[k] + shift
        raw = self.second[k] / denom[:, None, None] - shift[:, :, None] * shift[:, None, :]
        d = means.shape[1]
        covariances = raw + self.reg_covar * np.eye(d)
        weights = denom / denom.sum()
        return weights, means, covariances
