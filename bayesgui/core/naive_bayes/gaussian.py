"""Naive Bayes for continuous features: one normal density per class and feature.

Zhou, *Machine Learning* §7.3, eq. 7.18: p(x_i|c) = N(x_i; mu_{c,i}, sigma^2_{c,i}), with the class mean
and variance of feature i estimated by maximum likelihood (§7.2, eqs. 7.12-7.13, per feature).
"""

from __future__ import annotations

from typing import Literal, TypeAlias

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import BoolArray, Details, FloatArray, IntArray
from bayesgui.core.base._blocks import BLOCK_ROWS, one_hot_T, row_blocks
from bayesgui.core.base._posterior import refuse_unscorable
from bayesgui.core.base._scaling import GAUSSIAN_RANGE
from bayesgui.core.base._validation import as_2d_float, check_non_negative_number, reject_huge, reject_infinite
from bayesgui.core.naive_bayes import _leave_one_out
from bayesgui.core.naive_bayes._base import BaseNB
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

_LOG_2PI = np.log(2.0 * np.pi)
_VARIANCES = ("mle", "unbiased")
_MAX_CONDITIONING = 1e5
_MIN_VARIANCE = 1e-300  # 1 / var stays finite, with room
#: log N(x; mu, var) = quad x'^2 + lin x' + const (x' = x - center); the classes in direct are scored directly
_Tables: TypeAlias = tuple[FloatArray, FloatArray, FloatArray, IntArray, FloatArray]  # quad, lin, const, direct, center
SINGLE_VALUE = QT_TRANSLATE_NOOP(
    "core",
    "Class {0} has a single observed value of feature {1}; the unbiased variance needs at least 2. Use "
    "variance='mle' or add samples.",
)
"""The template of the error "a class with one value under the unbiased variance" ({0} the class as given to
``fit``, {1} the feature's column index): the layers that know the names say it in the user's terms."""


def _class_text(label: object) -> str:
    """A class label as the user gave it: ``0``, not ``np.int64(0)``."""
    return str(label.item() if isinstance(label, np.generic) else label)


class GaussianNB(BaseNB[_Tables, np.float64]):
    """Naive Bayes with p(x_i|c) = N(x_i; mu_{c,i}, sigma^2_{c,i}).

    Parameters
    ----------
    variance : {"mle", "unbiased"}, default="mle"
        "mle": sigma^2 = (1/|D_c|) sum (x - mu)^2, the maximum-likelihood estimate (scikit-learn's);
        "unbiased": 1/(|D_c| - 1), as in the watermelon worked example of Zhou's *Machine Learning*.
    var_smoothing : float, default=1e-9
        Added to every variance, times the largest variance of any feature over all samples (as in
        scikit-learn; times 1 when every feature is constant), so that a constant feature does not
        give an infinite density.
    class_prior : array-like of shape (n_classes,), optional
    prior_alpha : float, default=0.0
        Smoothing of the class prior, as in ``CategoricalNB``.

    Notes
    -----
    NaN marks a missing value: it is left out of the class's mean and variance, and its factor is
    skipped at prediction time. A class with no observed value of a feature gets factor 1 for it.
    Each class's sums are kept relative to its first sample, for precision, so ``partial_fit`` in
    chunks reproduces ``fit`` up to rounding.

    Attributes
    ----------
    classes_ : ndarray of shape (n_classes,)
    class_count_ : ndarray of shape (n_classes,)
    class_log_prior_ : ndarray of shape (n_classes,)
    theta_ : ndarray of shape (n_classes, n_features)
        Mean of each feature per class.
    var_ : ndarray of shape (n_classes, n_features)
        Variance of each feature per class (smoothing included).
    epsilon_ : float
        What ``var_smoothing`` added to the variances.
    feature_count_ : ndarray of shape (n_classes, n_features)
        Observed (non-missing) values per class and feature.
    """

    _state_names = (*BaseNB._state_names, "ref_", "feature_count_", "shifted_sum_", "shifted_sumsq_")
    _factor_kind = "density"
    feature_kind = "continuous"
    _scale_range = GAUSSIAN_RANGE
    ref_: FloatArray
    feature_count_: FloatArray
    shifted_sum_: FloatArray
    shifted_sumsq_: FloatArray
    theta_: FloatArray
    var_: FloatArray
    epsilon_: float

    def __init__(
        self,
        variance: Literal["mle", "unbiased"] = "mle",
        var_smoothing: float = 1e-9,
        class_prior: ArrayLike | None = None,
        prior_alpha: float = 0.0,
    ) -> None:
        self.variance = variance
        self.var_smoothing = var_smoothing
        self.class_prior = class_prior
        self.prior_alpha = prior_alpha

    def _convert_X(self, X: ArrayLike, fitting: bool) -> FloatArray:
        X = as_2d_float(X)
        if fitting and not self._fit_range_checked:  # at prediction: refused by _log_likelihood_T
            reject_huge(X)
        return X

    # ------------------------------------------------------------------ statistics
    def _reset_stats(self, X: FloatArray) -> None:
        shape = (self.classes_.size, X.shape[1])
        self.ref_ = np.zeros(shape)
        self.feature_count_ = np.zeros(shape)
        self.shifted_sum_ = np.zeros(shape)
        self.shifted_sumsq_ = np.zeros(shape)

    def _set_references(self, X: FloatArray, yk: IntArray) -> None:
        """Each class's sums are kept relative to its first sample (per feature: first observed value)."""
        for k in np.flatnonzero(self.feature_count_.sum(axis=1) == 0):
            members = np.flatnonzero(yk == k)[:BLOCK_ROWS]
            if members.size:
                head = X[members]
                finite = np.isfinite(head)
                first = head[np.argmax(finite, axis=0), np.arange(X.shape[1])]
                self.ref_[k] = np.where(finite.any(axis=0), first, 0.0)

    def _update_stats(self, X: FloatArray, yk: IntArray, first_row: int = 0) -> None:
        n_classes = self.classes_.size
        self._set_references(X, yk)
        self.feature_count_ += np.bincount(yk, minlength=n_classes)[:, None]
        with np.errstate(invalid="ignore"):  # NaN blocks are detected from their sums and redone
            self._accumulate(X, yk, n_classes, first_row)

    def _accumulate(self, X: FloatArray, yk: IntArray, n_classes: int, first_row: int) -> None:
        for rows in row_blocks(X.shape[0]):
            shifted = X[rows] - np.take(self.ref_, yk[rows], axis=0)
            one_hot = one_hot_T(yk[rows], n_classes)
            total = one_hot @ shifted
            if not np.isfinite(total).all():  # NaN (missing) in this block: mask it, redo
                observed = _observed_or_raise(shifted, first_row + rows.start)
                if observed is not None:  # else an overflowed sum of finite values (refused before: reject_huge)
                    shifted[~observed] = 0.0
                    self.feature_count_ -= one_hot @ ~observed
                    total = one_hot @ shifted
            self.shifted_sum_ += total
            shifted *= shifted
            self.shifted_sumsq_ += one_hot @ shifted

    def _compute_params(self) -> None:
        if self.variance not in _VARIANCES:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "variance must be one of {0}, got {1}."),
                    _VARIANCES, repr(self.variance),
                )
            )
        smoothing = check_non_negative_number(self.var_smoothing, "var_smoothing")
        n, s1, s2 = self.feature_count_, self.shifted_sum_, self.shifted_sumsq_
        seen = n > 0
        with np.errstate(invalid="ignore", divide="ignore"):
            mean_shift = np.where(seen, s1 / n, 0.0)
            squares = np.maximum(s2 - n * mean_shift**2, 0.0)
            dof = n - 1 if self.variance == "unbiased" else n
            raw_var = np.where(seen, squares / dof, 0.0)
            theta = np.where(seen, self.ref_ + mean_shift, 0.0)
            n_all = n.sum(axis=0)
            center = np.where(n_all > 0, (n * theta).sum(axis=0) / n_all, 0.0)  # pooled mean
            spread = squares + n * (theta - center) ** 2  # parallel combination of the class variances
            var_all = np.where(n_all > 0, spread.sum(axis=0) / n_all, 0.0)
        if self.variance == "unbiased" and np.any(n == 1):
            k, j = np.argwhere(n == 1)[0]
            raise ValueError(Note(SINGLE_VALUE, _class_text(self.classes_[k]), j))
        largest = float(var_all.max(initial=0.0))
        self.epsilon_ = smoothing * (largest if largest > 0 else 1.0)  # every feature constant: absolute
        self.theta_ = np.where(seen, theta, np.nan)
        self.var_ = np.where(seen, raw_var + self.epsilon_, np.nan)
        if np.any(self.var_[seen] <= 0):
            k, j = np.argwhere(seen & (self.var_ <= 0))[0]
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "Feature {0} is constant within class {1}, so its variance is 0; set var_smoothing > 0 (the "
                        "default 1e-9 works).",
                    ),
                    j, repr(self.classes_[k]),
                )
            )
        if np.any(self.var_[seen] < _MIN_VARIANCE):
            k, j = np.argwhere(seen & (self.var_ < _MIN_VARIANCE))[0]
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "Feature {0} varies by about {1} within class {2}, too little for float64 to invert its "
                        "variance; rescale column {0} (multiply it by 1e150).",
                    ),
                    j, format(np.sqrt(self.var_[k, j]), ".1e"), repr(self.classes_[k]),
                )
            )
        # log N(x; mu, var) = A x^2 + B x + C in coordinates centred on the pooled mean; factor 1 where
        # unseen. The expanded form loses about eps * mu'^2 / var (mu' = mean - centre) to cancellation;
        # classes where that could exceed ~1e-11 are scored directly as -(x - mu)^2 / (2 var) instead.
        mean_shift = np.where(seen, theta - center, 0.0)
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):  # huge terms: scored directly
            quad = np.where(seen, -0.5 / self.var_, 0.0)
            lin = np.where(seen, mean_shift / self.var_, 0.0)
            const = np.where(seen, -0.5 * (_LOG_2PI + np.log(self.var_)) - 0.5 * mean_shift**2 / self.var_, 0.0)
            conditioning = np.where(seen, mean_shift**2 / self.var_, 0.0)
        direct = np.flatnonzero(conditioning.max(axis=1) > _MAX_CONDITIONING)
        self._tables = (quad, lin, const, direct, center)

    # ------------------------------------------------------------------ prediction
    def _log_likelihood_T(self, X: FloatArray, tables: _Tables) -> FloatArray:
        out: FloatArray = np.empty((tables[0].shape[0], X.shape[0]))
        with np.errstate(invalid="ignore", over="ignore"):  # NaN blocks are detected and redone
            self._fill_log_likelihood(X, tables, out)
            overflowed = np.flatnonzero(~np.isfinite(out).all(axis=0))
            for k in range(out.shape[0]) if overflowed.size else ():  # inf - inf: redo those rows directly
                out[k, overflowed] = self._direct_log_likelihood(X[overflowed], k)
        if overflowed.size:
            refuse_unscorable(out)
        return out

    def _fill_log_likelihood(self, X: FloatArray, tables: _Tables, out: FloatArray) -> None:
        quad, lin, const, direct, center = tables
        const_sum = const.sum(axis=1)[:, None]
        for rows in row_blocks(X.shape[0]):
            target = out[:, rows]
            shifted = X[rows] - center
            np.matmul(lin, shifted.T, out=target)
            shifted *= shifted
            target += quad @ shifted.T
            target += const_sum
            if not np.isfinite(target).all():  # NaN (missing) in this block: skip those factors
                shifted = X[rows] - center
                observed = _observed_or_raise(shifted, rows.start)
                if observed is not None:
                    shifted[~observed] = 0.0
                    np.matmul(lin, shifted.T, out=target)
                    shifted *= shifted
                    target += quad @ shifted.T
                    target += const @ observed.T
            for k in direct:
                target[k] = self._direct_log_likelihood(X[rows], k)

    def _direct_log_likelihood(self, X: FloatArray, k: int) -> FloatArray:
        """sum_j log N(x_j; theta_kj, var_kj) computed without expansion; NaN factors skipped."""
        seen = ~np.isnan(self.theta_[k])
        z = (X[:, seen] - self.theta_[k, seen]) ** 2
        z *= -0.5 / self.var_[k, seen]
        z -= 0.5 * (_LOG_2PI + np.log(self.var_[k, seen]))
        total: FloatArray = np.nansum(z, axis=1)
        return total

    @property
    def closed_form_loo(self) -> bool:
        return True

    def _loo_log_likelihood_T(self, X: FloatArray, yk: IntArray) -> FloatArray:
        """Class-major log-densities, each row's own class (and the variance floor) estimated without the row."""
        return _leave_one_out.gaussian(self, X, yk)

    def _explain_factors(self, row: FloatArray) -> tuple[FloatArray, BoolArray, list[Details]]:
        x = row[0]
        skipped = np.isnan(x)
        with np.errstate(invalid="ignore", divide="ignore"):
            log_density = -0.5 * (_LOG_2PI + np.log(self.var_)) - 0.5 * (x - self.theta_) ** 2 / self.var_
        log_factors = np.where(skipped | np.isnan(self.theta_), 0.0, log_density)
        ddof = 1 if self.variance == "unbiased" else 0  # σ² = Σ(x − μ)² / (n − ddof)
        details = [
            {
                "mean": self.theta_[:, j].copy(),
                "var": self.var_[:, j].copy(),
                "std": np.sqrt(self.var_[:, j]),
                "n": self.feature_count_[:, j].copy(),
                "ddof": ddof,
            }
            for j in range(x.size)
        ]
        return log_factors, skipped, details


def _observed_or_raise(block: FloatArray, first_row: int) -> BoolArray | None:
    """None when every value of the block is finite; else the mask of observed (non-NaN) values."""
    finite = np.isfinite(block)
    if finite.all():
        return None
    reject_infinite(block, first_row=first_row)
    return finite
