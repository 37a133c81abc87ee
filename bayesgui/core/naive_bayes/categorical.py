"""Naive Bayes for categorical features, with Lidstone / Laplace smoothing.

Zhou, *Machine Learning* §7.3: P(x_i|c) = |D_c,x_i| / |D_c| (eq. 7.17), Laplace-corrected to
(|D_c,x_i| + 1) / (|D_c| + N_i) (eq. 7.20); Li Hang, *Statistical Learning Methods* ch. 4: the
maximum-likelihood estimate (eq. 4.9) and the Bayesian estimate with any lambda >= 0 (eq. 4.10).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeAlias, cast

import numpy as np
from numpy.typing import ArrayLike, NDArray

from bayesgui.core.array_types import BoolArray, Details, FloatArray, IntArray, NumberArray
from bayesgui.core.base._validation import as_2d, check_non_negative_number
from bayesgui.core.naive_bayes import _leave_one_out
from bayesgui.core.naive_bayes._base import BaseNB
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

_CHUNK_ROWS = 1 << 14
_PREDICT_BLOCK = 1 << 14
_FUSED_TABLE_MAX = 4096  # entries per class of a fused lookup table (stays in L1/L2 cache)
#: category codes as the model reads them (-1: missing): int64, or the integer dtype given
_Codes: TypeAlias = NDArray[np.integer[Any]]


def _fuse_features(slots: IntArray) -> list[IntArray]:
    """Group consecutive features while the product of their slot counts stays small."""
    groups: list[IntArray] = []
    current: list[int] = []
    size = 1
    for j, s in enumerate(slots.tolist()):
        if current and size * s > _FUSED_TABLE_MAX:
            groups.append(np.array(current))
            current, size = [], 1
        current.append(j)
        size *= s
    groups.append(np.array(current))
    return groups


def _key_weights(slots: IntArray, group: IntArray) -> IntArray:
    """Mixed-radix weights turning a group's slot indices into one key."""
    radix = slots[group]
    return np.concatenate([np.cumprod(radix[::-1])[::-1][1:], [1]]).astype(np.int64)


def _fused_table(tables: FloatArray, starts: IntArray, slots: IntArray, group: IntArray) -> FloatArray:
    """Sum of the group's per-feature log tables over every combination of their slots."""
    fused = tables[:, starts[group[0]] : starts[group[0]] + slots[group[0]]]
    for j in group[1:]:
        part = tables[:, starts[j] : starts[j] + slots[j]]
        fused = (fused[:, :, None] + part[:, None, :]).reshape(tables.shape[0], -1)
    return np.ascontiguousarray(fused)


class CategoricalNB(BaseNB[FloatArray, np.integer[Any]]):
    """Naive Bayes over categorical features given as integer category codes.

    P(x_i = v | c) = (|D_c,v| + alpha) / (|D_c| + N_i * alpha) (Li Hang eq. 4.10), where |D_c,v| counts the class-c
    samples whose feature i equals v, |D_c| counts the class-c samples with feature i present and N_i
    is the number of levels of feature i. alpha = 1 is Laplace's correction, any alpha > 0 the
    Lidstone (Bayesian) estimate, alpha = 0 the maximum-likelihood frequency (zero counts give
    probability 0; see ``bayesgui.core.naive_bayes._base`` for what happens when every class gets 0).

    The class prior is P(c) = (|D_c| + prior_alpha) / (|D| + N * prior_alpha) with N classes, unless
    ``class_prior`` gives it.

    Parameters
    ----------
    alpha : float, default=1.0
        Smoothing strength lambda of the conditional probabilities.
    prior_alpha : float, default=0.0
        Smoothing strength of the class prior (0: plain frequency; 1: Laplace-corrected prior).
    class_prior : array-like of shape (n_classes,), optional
        Explicit priors in the order of ``classes_`` (e.g. uniform); overrides ``prior_alpha``.
    n_categories : int or array-like of shape (n_features,), optional
        Number of levels N_i per feature when more exist than the training data shows.

    Notes
    -----
    A code of -1 (or NaN) marks a missing value: it is left out of the counts, and at prediction
    time its factor is skipped (the product runs over the observed features only).

    Attributes
    ----------
    classes_ : ndarray of shape (n_classes,)
    class_count_ : ndarray of shape (n_classes,)
    class_log_prior_ : ndarray of shape (n_classes,)
    n_categories_ : ndarray of shape (n_features,)
    category_count_ : list of ndarray of shape (n_classes, n_categories_[i])
    feature_log_prob_ : list of ndarray of shape (n_classes, n_categories_[i])
    class_feature_count_ : ndarray of shape (n_classes, n_features)
        |D_c| per feature: the class-c samples where the feature is present.
    """

    _state_names = (*BaseNB._state_names, "flat_count_", "n_categories_")
    feature_kind = "categorical"
    _input_tags = frozenset({"allow_nan", "positive_only", "categorical"})
    n_categories_: IntArray
    flat_count_: FloatArray
    category_count_: list[FloatArray]
    class_feature_count_: FloatArray
    feature_log_prob_: list[FloatArray]

    def __init__(
        self,
        alpha: float = 1.0,
        prior_alpha: float = 0.0,
        class_prior: ArrayLike | None = None,
        n_categories: ArrayLike | Sequence[int | None] | None = None,  # one int, or one per column
    ) -> None:
        self.alpha = alpha
        self.prior_alpha = prior_alpha
        self.class_prior = class_prior
        self.n_categories = n_categories

    # ------------------------------------------------------------------ input
    def _convert_X(self, X: ArrayLike, fitting: bool) -> _Codes:
        X = as_2d(X)
        if X.dtype.kind == "f":
            missing = np.isnan(X)
            X = np.where(missing, -1.0, X)
            if X.min(initial=0.0) < 0:
                self._reject_negative(X)
            _reject_non_codes(X)
            return X.astype(np.int64)
        if X.dtype.kind == "b":
            return X.astype(np.int64)
        if fitting and X.min(initial=0) < -1:
            self._reject_negative(X)
        return cast(_Codes, X)  # as_2d gives kinds "iufb": float and bool were converted above

    def _reject_negative(self, X: NumberArray) -> None:
        """Raise for a negative code other than -1 (missing), if any."""
        bad = (X < 0) & (X != -1)
        if bad.any():
            r, j = np.argwhere(bad)[0]
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "Negative values in data passed to CategoricalNB: feature {0} holds the negative code {1}; "
                        "codes must be 0, 1, 2, ... (-1 or NaN marks a missing value).",
                    ),
                    j, format(X[r, j], "g"),
                )
            )

    def _raise_bad_code(self, X: _Codes, bad_columns: BoolArray) -> None:
        self._reject_negative(X)
        j = int(np.argmax(bad_columns))
        known = int(self.n_categories_[j])
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core",
                    "Feature {0} holds category code {1}, but the model knows only {2} levels (codes 0..{3}); declare "
                    "all levels with n_categories, or mark the value missing (-1).",
                ),
                j, int(X[:, j].max()), known, known - 1,
            )
        )

    # ------------------------------------------------------------------ statistics
    def _declared_levels(self, n_features: int) -> IntArray:
        if self.n_categories is None:
            return np.ones(n_features, dtype=np.int64)
        given = np.asarray(self.n_categories)
        if given.ndim > 1 or (given.ndim == 1 and given.size != n_features):
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "n_categories has shape {0}, but X has {1} feature(s); pass one int, or one number of levels "
                        "per feature (shape ({1},)).",
                    ),
                    given.shape, n_features,
                )
            )
        if given.dtype.kind not in "iu" and not (given.dtype.kind == "f" and np.all(given == np.round(given))):
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "n_categories must hold whole numbers of levels, got {0}."),
                    repr(self.n_categories),
                )
            )
        declared = np.broadcast_to(given.astype(np.int64), (n_features,)).copy()
        if np.any(declared < 1):
            raise ValueError(Note(QT_TRANSLATE_NOOP("core", "n_categories must be >= 1 for every feature.")))
        return declared

    def _reset_stats(self, X: _Codes) -> None:
        self.n_categories_ = self._declared_levels(X.shape[1])
        self.flat_count_ = np.zeros((self.classes_.size, int(self.n_categories_.sum())))

    def _grow(self, n_levels: IntArray) -> None:
        """Widen the count table when a chunk shows levels not seen before."""
        if np.array_equal(n_levels, self.n_categories_):
            return
        wider = np.zeros((self.classes_.size, int(n_levels.sum())))
        new_starts = np.concatenate([[0], np.cumsum(n_levels)[:-1]])
        for j, block in enumerate(self._split(self.flat_count_)):
            wider[:, new_starts[j] : new_starts[j] + block.shape[1]] = block
        self.n_categories_ = n_levels
        self.flat_count_ = wider

    def _update_stats(self, X: _Codes, yk: IntArray, first_row: int = 0) -> None:
        self._grow(np.maximum(self.n_categories_, X.max(axis=0) + 1))
        n_classes = self.classes_.size
        slots = self.n_categories_ + 1  # slot 0 of every feature collects the missing values
        shift = np.concatenate([[0], np.cumsum(slots)[:-1]]) + 1
        total = int(slots.sum())
        counts = np.zeros(total * n_classes)
        for start in range(0, X.shape[0], _CHUNK_ROWS):
            keys = np.add(X[start : start + _CHUNK_ROWS], shift, dtype=np.intp)
            keys *= n_classes
            keys += yk[start : start + _CHUNK_ROWS, None]
            counts += np.bincount(keys.ravel(), minlength=total * n_classes)
        level_slots = np.delete(np.arange(total), shift - 1)
        self.flat_count_ += counts.reshape(total, n_classes)[level_slots].T

    # ------------------------------------------------------------------ parameters
    def _split(self, flat: FloatArray) -> list[FloatArray]:
        return np.split(flat, np.cumsum(self.n_categories_)[:-1], axis=1)

    def _compute_params(self) -> None:
        self.category_count_ = self._split(self.flat_count_)
        starts = np.concatenate([[0], np.cumsum(self.n_categories_)[:-1]])
        self.class_feature_count_ = np.add.reduceat(self.flat_count_, starts, axis=1)
        self._tables = self._tables_for(check_non_negative_number(self.alpha, "alpha"))
        log_prob = np.delete(self._tables, self._tables_missing_slots(), axis=1)
        self.feature_log_prob_ = self._split(log_prob)

    def _limit_tables(self, alpha: float) -> FloatArray:
        return self._tables_for(alpha) if float(self.alpha) == 0 else self._tables

    def _tables_missing_slots(self) -> IntArray:
        return np.concatenate([[0], np.cumsum(self.n_categories_ + 1)[:-1]])

    def _tables_for(self, alpha: float) -> FloatArray:
        """log P(v|c) laid out per feature as [missing slot (log 1 = 0), level 0, level 1, ...]."""
        levels = self.n_categories_
        denom = np.repeat(self.class_feature_count_ + levels * alpha, levels, axis=1)
        with np.errstate(divide="ignore", invalid="ignore"):
            prob = (self.flat_count_ + alpha) / denom
        uniform = np.repeat(1.0 / levels, levels)  # alpha = 0 and no class-c sample shows the feature
        prob = np.where(denom == 0, uniform, prob)
        with np.errstate(divide="ignore"):
            log_prob = np.log(prob)
        return np.insert(log_prob, np.concatenate([[0], np.cumsum(levels)[:-1]]), 0.0, axis=1)

    # ------------------------------------------------------------------ prediction
    def _log_likelihood_T(self, X: _Codes, tables: FloatArray) -> FloatArray:
        # Rows go in cache-sized blocks; within a block, a few features at a time are fused into one
        # key of a joint lookup table (the sum of their log-probabilities), so each class needs one
        # gather per group instead of one per feature. Codes are range-checked on the way.
        groups = _fuse_features(self.n_categories_ + 1)
        starts = self._tables_missing_slots()
        fused = [_fused_table(tables, starts, self.n_categories_ + 1, g) for g in groups]
        weights = [_key_weights(self.n_categories_ + 1, g) for g in groups]
        out: FloatArray = np.empty((tables.shape[0], X.shape[0]))
        for start in range(0, X.shape[0], _PREDICT_BLOCK):
            codes = X[start : start + _PREDICT_BLOCK].T.astype(np.intp, order="C")  # feature-major, in cache
            bad = (codes.min(axis=1) < -1) | (codes.max(axis=1) >= self.n_categories_)
            if bad.any():
                self._raise_bad_code(codes.T, bad)
            target = out[:, start : start + _PREDICT_BLOCK]
            for g, (group, table) in enumerate(zip(groups, fused, strict=True)):
                key = codes[group[0]] * weights[g][0] + weights[g].sum()  # +1 per feature: slot 0 = missing
                for j, weight in zip(group[1:], weights[g][1:], strict=True):
                    key += codes[j] * weight
                if g == 0:
                    np.take(table, key, axis=1, out=target)
                else:
                    target += np.take(table, key, axis=1)
        return out

    @property
    def closed_form_loo(self) -> bool:
        """With ``alpha = 0`` a level seen once would leave a zero count (the zero-probability rule): no closed form."""
        return float(self.alpha) > 0

    def _loo_log_likelihood_T(self, X: _Codes, yk: IntArray) -> FloatArray:
        """Class-major log-likelihoods, each row's own class recounted without the row."""
        return _leave_one_out.categorical(self, X, yk)

    def _explain_factors(self, row: _Codes) -> tuple[FloatArray, BoolArray, list[Details]]:
        codes = row[0]
        skipped = codes < 0
        keys = self._tables_missing_slots() + 1 + codes
        log_factors = self._tables[:, keys]
        level_starts = np.concatenate([[0], np.cumsum(self.n_categories_)[:-1]])
        details: list[Details] = []
        for j, code in enumerate(codes):
            count = self.flat_count_[:, level_starts[j] + code] if code >= 0 else np.full(len(self.classes_), np.nan)
            details.append(
                {
                    "count": count,
                    "class_total": self.class_feature_count_[:, j].copy(),
                    "n_levels": int(self.n_categories_[j]),
                    "alpha": float(self.alpha),
                }
            )
        return log_factors, skipped, details


_MAX_CODE = float(1 << 31)


def _reject_non_codes(X: FloatArray) -> None:
    """Raise, naming the first bad column, unless every code is a whole number in [-1, 2**31)."""
    whole = np.isfinite(X) & (X == np.floor(X)) & (np.abs(X) < _MAX_CODE)
    if not whole.all():
        r, j = np.argwhere(~whole)[0]
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core",
                    "CategoricalNB needs integer category codes (0, 1, 2, ...), but feature {0} holds {1} (row {2}). "
                    "Encode each level of column {0} as an integer, mark a missing value with -1 or NaN, or use "
                    "GaussianNB for a continuous column.",
                ),
                j, format(X[r, j], "g"), r,
            )
        )
