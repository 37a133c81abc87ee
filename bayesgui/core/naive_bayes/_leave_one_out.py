"""Leave-one-out of naive Bayes in closed form: every row's posterior under the model fitted without it.

Taking row i out of ``GaussianNB`` or ``CategoricalNB`` (or a ``MixedNB`` made of them) changes only its own
class's counts and sums, the class prior, and (for Gaussian columns) the variance floor ``epsilon``, which
follows the largest variance of any feature over all rows. So the n leave-one-out models need not be built:
for each row its own class's parameters are recomputed from the statistics minus the row, vectorised over
rows, at the cost of about one prediction. The models ask this module (``BaseNB.leave_one_out_proba``; each
part's ``_loo_log_likelihood_T``); ``closed_form_loo`` says when it applies (``CategoricalNB`` with ``alpha = 0``
does not: a level seen once would leave a zero count and the zero-probability rule).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

import numpy as np
from numpy.typing import ArrayLike, NDArray

from bayesgui.core.array_types import FloatArray, IntArray, Labels
from bayesgui.core.base._logspace import normalize_T

_BLOCK = 4096
_LOG_2PI = np.log(2.0 * np.pi)


# What this module reads of the models (they import it, so it names them by what it reads, not by class).
class _Part(Protocol):
    def _check_X(self, X: ArrayLike) -> NDArray[Any]: ...
    def _loo_log_likelihood_T(self, X: NDArray[Any], yk: IntArray) -> FloatArray: ...


class _Model(Protocol):
    """A naive Bayes model (``BaseNB``): its prior's statistics and its parts."""

    @property
    def class_count_(self) -> FloatArray: ...
    @property
    def class_log_prior_(self) -> FloatArray: ...
    @property
    def _exponent(self) -> IntArray | None: ...
    def _scale_input(self, X: FloatArray) -> FloatArray: ...
    def _parts(self) -> Sequence[tuple[IntArray | None, _Part]]: ...


class _Categorical(Protocol):
    """A ``CategoricalNB``."""

    @property
    def alpha(self) -> float: ...
    @property
    def n_categories_(self) -> IntArray: ...
    @property
    def flat_count_(self) -> FloatArray: ...
    @property
    def class_feature_count_(self) -> FloatArray: ...
    @property
    def _tables(self) -> FloatArray: ...
    def _log_likelihood_T(self, X: NDArray[np.integer[Any]], tables: FloatArray) -> FloatArray: ...


class _Gaussian(Protocol):
    """A ``GaussianNB``."""

    @property
    def classes_(self) -> Labels: ...
    @property
    def variance(self) -> str: ...
    @property
    def var_smoothing(self) -> float: ...
    @property
    def epsilon_(self) -> float: ...
    @property
    def feature_count_(self) -> FloatArray: ...
    @property
    def shifted_sum_(self) -> FloatArray: ...
    @property
    def shifted_sumsq_(self) -> FloatArray: ...
    @property
    def ref_(self) -> FloatArray: ...
    @property
    def theta_(self) -> FloatArray: ...
    @property
    def var_(self) -> FloatArray: ...
    @property
    def _tables(self) -> tuple[FloatArray, FloatArray, FloatArray, IntArray, FloatArray]: ...
    def _direct_log_likelihood(self, X: FloatArray, k: int) -> FloatArray: ...


def proba(model: _Model, X: FloatArray, yk: IntArray) -> FloatArray:
    """P(c | x_i) under ``model`` fitted on every row but i, for every row; shape (n, n_classes).

    Parameters
    ----------
    model  whose ``closed_form_loo`` holds
        Fitted on exactly the rows ``X``, ``yk``.
    X : ndarray of shape (n, n_features)
    yk : ndarray of int, shape (n,)
        Each row's class index into ``model.classes_``.
    """
    log_joint = _log_prior(model, yk).T
    if model._exponent is not None:  # in the units of the fit
        X = model._scale_input(np.asarray(X, dtype=np.float64))
    for columns, part in model._parts():
        Xp = part._check_X(X if columns is None else X[:, columns])
        log_joint += part._loo_log_likelihood_T(Xp, yk)
    return normalize_T(log_joint).T


def _log_prior(model: _Model, yk: IntArray) -> FloatArray:
    """log P(c) per row from the counts without that row; shape (n, n_classes).

    Without row i only its own class's count drops by one, so each class has two values: with and without.
    """
    count = model.class_count_
    n_classes = count.size
    if getattr(model, "class_prior", None) is not None:
        return np.broadcast_to(model.class_log_prior_, (yk.size, n_classes)).copy()
    lam = float(getattr(model, "prior_alpha", 0.0))
    total = np.log(count.sum() - 1 + n_classes * lam)
    with np.errstate(divide="ignore"):
        others, own = np.log(count + lam) - total, np.log(count - 1 + lam) - total
    out = np.broadcast_to(others, (yk.size, n_classes)).copy()
    out[np.arange(yk.size), yk] = own[yk]
    return out


def categorical(part: _Categorical, X: NDArray[np.integer[Any]], yk: IntArray) -> FloatArray:
    """Class-major log-likelihoods, the row's own class recounted without the row; shape (K, n)."""
    out = part._log_likelihood_T(X, part._tables)
    alpha = float(part.alpha)
    starts = np.concatenate([[0], np.cumsum(part.n_categories_)[:-1]])
    observed = X >= 0
    keys = np.where(observed, starts + X, 0)
    own_count = part.flat_count_[yk[:, None], keys]
    own_total = part.class_feature_count_[yk]
    own = np.log(own_count - 1 + alpha) - np.log(own_total - 1 + part.n_categories_ * alpha)
    out[yk, np.arange(X.shape[0])] = np.where(observed, own, 0.0).sum(axis=1)
    return out


def gaussian(part: _Gaussian, X: FloatArray, yk: IntArray) -> FloatArray:
    """Class-major log-densities with the row's own class and the variance floor computed without the row."""
    n_c, s1, s2, ref = part.feature_count_, part.shifted_sum_, part.shifted_sumsq_, part.ref_
    with np.errstate(invalid="ignore", divide="ignore"):
        theta = ref + s1 / n_c
        squares = np.maximum(s2 - s1**2 / n_c, 0.0)
        raw = squares / (n_c - 1 if part.variance == "unbiased" else n_c)
    eps = _floors(part, X, theta, squares)
    # The other classes keep their parameters; only the floor moves, by |delta| ~ 1e-9 var_max / n. To first
    # order in delta / var that is a product with the slope; the neglected term is (delta / var)^2 per feature.
    delta = eps - part.epsilon_
    smallest = np.nanmin(part.var_, initial=np.inf)
    out: FloatArray
    if X.shape[1] * (np.max(np.abs(delta), initial=0.0) / smallest) ** 2 < 1e-15:
        out = _Slope(part).moved(X, delta)
    else:
        out = np.empty((part.classes_.size, X.shape[0]))
        for rows in _blocks(X.shape[0]):
            out[:, rows] = _log_density_sum(X[rows], theta[None], raw[None] + eps[rows, None, None]).T
    # each row's own class without the row (Welford reversed): with d = x - theta and r = n / (n - 1), the
    # mean moves to theta - d / (n - 1), so x - mean = r d, and the scatter drops by r d^2
    with np.errstate(invalid="ignore", divide="ignore"):
        r = np.where(n_c > 1, n_c / (n_c - 1), np.nan)  # a class's only value: no mean without it
        inv_dof = 1.0 / (n_c - 2 if part.variance == "unbiased" else n_c - 1)
    for c in range(part.classes_.size):  # class by class: its parameters broadcast, no per-row gathers
        members = np.flatnonzero(yk == c)
        for block in _blocks(members.size):
            own = members[block]
            d = X.take(own, axis=0)
            d -= theta[c]
            d *= d
            var = np.multiply(d, -r[c] * inv_dof[c])
            var += squares[c] * inv_dof[c]
            np.maximum(var, 0.0, out=var)
            var += eps[own, None]
            d *= r[c] * r[c]
            out[c, own] = _log_density_sum(None, d, var)
    return out


def _blocks(n: int) -> list[slice]:
    return [slice(s, min(s + _BLOCK, n)) for s in range(0, n, _BLOCK)]


def _floors(part: _Gaussian, X: FloatArray, theta: FloatArray, squares: FloatArray) -> FloatArray:
    """The variance floor epsilon of each row's leave-one-out model; shape (n,).

    It is ``var_smoothing`` times the largest pooled variance of a feature without the row. Removing a row
    never raises a feature's scatter, so a feature whose scatter / (count - 1) is below the least
    leave-one-out variance of the full model's largest feature cannot be the largest: only the few
    features that can are recomputed per row.
    """
    n_c = part.feature_count_
    n_all = n_c.sum(axis=0)
    with np.errstate(invalid="ignore", divide="ignore"):
        center = np.nansum(n_c * theta, axis=0) / n_all
        total = np.nansum(squares + n_c * (theta - center) ** 2, axis=0)
        bound = np.where(n_all > 1, total / (n_all - 1), total)
    top = int(np.argmax(np.where(n_all > 0, total / np.maximum(n_all, 1), 0.0)))
    floor_top = _pooled_without(X[:, [top]], n_all[[top]], center[[top]], total[[top]])[:, 0]
    candidates = np.flatnonzero(bound >= floor_top.min(initial=np.inf))
    largest = _pooled_without(X[:, candidates], n_all[candidates], center[candidates], total[candidates])
    largest = largest.max(axis=1, initial=0.0)
    return float(part.var_smoothing) * np.where(largest > 0, largest, 1.0)


def _pooled_without(x: FloatArray, n_all: FloatArray, center: FloatArray, total: FloatArray) -> FloatArray:
    """The variance of each feature over all rows but the row itself (Welford, reversed); shape of ``x``."""
    o = (~np.isnan(x)).astype(np.float64)
    xz = np.where(o > 0, x, 0.0)
    n_new = n_all - o
    with np.errstate(invalid="ignore", divide="ignore"):
        c_new = np.where(n_new > 0, (n_all * center - o * xz) / n_new, 0.0)
        pooled: FloatArray = np.where(n_new > 0, (total - o * (xz - center) * (xz - c_new)) / n_new, 0.0)
    return pooled


class _Slope:
    """The full model's log-densities moved to each row's floor: ll + delta * d(ll)/d(epsilon).

    d/d(epsilon) of sum_j log N(x_j; theta_cj, v_cj) = sum_j (x_j - theta_cj)^2 / (2 v^2) - 1 / (2 v). In
    coordinates centred on the pooled mean both the log-density and its slope are quadratic forms of the
    same x and x^2, so one product with the stacked coefficients gives both.
    """

    def __init__(self, part: _Gaussian) -> None:
        quad, lin, const, direct, center = part._tables
        usable = ~np.isnan(part.theta_)
        v = np.where(usable, part.var_, 1.0)
        b = np.where(usable, 0.5 / v**2, 0.0)
        mu = np.where(usable, part.theta_ - center, 0.0)
        self.square = np.vstack([quad, b])
        self.linear = np.vstack([lin, -2.0 * b * mu])
        self.const = np.vstack([const, np.where(usable, b * mu**2 - 0.5 / v, 0.0)])
        self.center, self.direct, self.part = center, direct, part

    def moved(self, X: FloatArray, delta: FloatArray) -> FloatArray:
        """Class-major (K, n): each row's log-densities under the full parameters with its own floor."""
        k = self.part.classes_.size
        out: FloatArray = np.empty((k, X.shape[0]))
        for rows in _blocks(X.shape[0]):
            xc = X[rows] - self.center
            seen = ~np.isnan(xc)
            if seen.all():
                both = self.const.sum(axis=1)[:, None] + self.linear @ xc.T
            else:
                xc[~seen] = 0.0
                both = self.const @ seen.T.astype(np.float64) + self.linear @ xc.T
            xc *= xc
            both += self.square @ xc.T
            out[:, rows] = both[:k] + delta[rows] * both[k:]
            for c in self.direct:  # classes the expanded form would round badly
                out[c, rows] = self.part._direct_log_likelihood(X[rows], c) + delta[rows] * both[k + c]
        return out


def _log_density_sum(x: FloatArray | None, mean: FloatArray, var: FloatArray) -> FloatArray:
    """sum_j log N(x_j; mean_j, var_j) over the features, a NaN value or mean skipped; the last axis summed.

    ``x`` (m, d) against ``mean`` and ``var`` (m, d) or broadcast to (m, K, d) with ``x[:, None, :]``; with
    ``x`` None, ``mean`` holds the squared deviations (x - mean)^2 themselves (and is overwritten).
    """
    with np.errstate(invalid="ignore", divide="ignore"):
        if x is None:  # ``mean`` holds the squared deviations already
            z = mean
        else:
            z = (x[:, None, :] if var.ndim == 3 else x) - mean
            z *= z
        z /= var
        z += np.log(var, out=var if x is None else None)
    total = z.sum(axis=-1)
    if np.isnan(total).any():  # a missing value or an unseen mean: skip those factors
        z += _LOG_2PI
        skipped: FloatArray = -0.5 * np.nansum(z, axis=-1)
        return skipped
    total += _LOG_2PI * z.shape[-1]
    summed: FloatArray = -0.5 * total
    return summed
