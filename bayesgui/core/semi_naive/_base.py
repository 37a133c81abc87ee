"""What the one-dependent estimators share: category codes in, the pair counts of every class, fitting in steps.

Every attribute is categorical, given as integer level codes (0, 1, 2, ...); -1 or NaN marks a missing value, which
is left out of every count it would take part in (a pair is counted when the row has both values). Fitting is
counting (``_fused.PairCounter``, a chunk of rows per step of ``iter_fit``); the estimates are then read from the
counts (``_tables``), so a saved model is its counts.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray, IntArray
from bayesgui.core.base._posterior import JointPosterior
from bayesgui.core.base._validation import as_2d, check_n_features
from bayesgui.core.note import Note
from bayesgui.core.semi_naive._counts import CHUNK_ROWS
from bayesgui.core.semi_naive._fused import PairCounter
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

_MAX_CODE = float(1 << 31)


class OneDependentBase(JointPosterior):
    """Shared machinery of SPODE, TAN and AODE (not used directly)."""

    _state_names = ("classes_", "n_features_in_", "class_count_", "n_categories_", "pair_count_")
    _input_tags = frozenset({"allow_nan", "positive_only", "categorical"})
    chunk_rows = CHUNK_ROWS
    alpha: float  # the hyper-parameters every subclass takes
    n_categories: ArrayLike | Sequence[int | None] | None
    n_categories_: IntArray
    pair_count_: FloatArray

    # ------------------------------------------------------------------ fitting
    def _fit_steps(self, X: ArrayLike, y: ArrayLike) -> Generator[tuple[int, int], None, None]:
        X = self._convert_X(X)
        self.classes_, yk = self._class_labels(y, X.shape[0])
        self._check_params(X.shape[1])
        levels = np.maximum(self._declared_levels(X.shape[1]), X.max(axis=0, initial=-1) + 1)
        n_classes = self.classes_.size
        counter = PairCounter(levels, n_classes)
        starts = range(0, X.shape[0], self.chunk_rows)
        for i, start in enumerate(starts):
            rows = slice(start, start + self.chunk_rows)
            counter.add(X[rows], yk[rows])
            yield i + 1, len(starts) + 1
        self.n_features_in_ = X.shape[1]
        self.n_categories_ = levels
        self.class_count_ = np.bincount(yk, minlength=n_classes).astype(np.float64)
        self.pair_count_ = counter.counts()
        self._restore()
        yield len(starts) + 1, len(starts) + 1

    def _check_params(self, n_features: int) -> None:
        """Raise a ValueError (a ``Note``) for a hyper-parameter the data cannot take; subclasses add theirs."""
        alpha = self.alpha
        if isinstance(alpha, bool) or not isinstance(alpha, int | float) or not np.isfinite(alpha) or alpha <= 0:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "{0} needs a smoothing λ (alpha) greater than 0, got {1}: most pairs of attribute values are "
                        "never seen with a class, and their probability would be 0. Use alpha = 1 (the Laplace "
                        "correction).",
                    ),
                    type(self).__name__, repr(alpha),
                )
            )  # fmt: skip

    def _check_attribute(self, value: object, name: str, n_features: int) -> int:
        """``value`` as a column index in [0, n_features); a ValueError says what is allowed."""
        if isinstance(value, bool) or not isinstance(value, int | np.integer) or not 0 <= value < n_features:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core", "{0} must be the index of an attribute, 0 to {1}, got {2}; X has {3} attribute(s)."
                    ),
                    name, n_features - 1, repr(value), n_features,
                )
            )  # fmt: skip
        return int(value)

    def _declared_levels(self, n_features: int) -> IntArray:
        if self.n_categories is None:
            return np.ones(n_features, dtype=np.int64)
        given = np.asarray(self.n_categories)
        if given.ndim > 1 or (given.ndim == 1 and given.size != n_features) or given.dtype.kind not in "iuf":
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core", "n_categories has shape {0}, but X has {1} attribute(s); pass one int, or one number "
                        "of levels per attribute (shape ({1},)).",
                    ),
                    given.shape, n_features,
                )
            )  # fmt: skip
        declared = np.broadcast_to(given, (n_features,)).astype(np.int64)
        if np.any(declared < 1) or np.any(declared != np.broadcast_to(given, (n_features,))):
            raise ValueError(Note(QT_TRANSLATE_NOOP("core", "n_categories must be >= 1 for every feature.")))
        return declared

    # ------------------------------------------------------------------ input
    def _convert_X(self, X: ArrayLike) -> IntArray:
        """Level codes as int64, -1 for missing; a ValueError names the first value that is not a code."""
        X = as_2d(X)
        if X.dtype.kind == "b":
            return X.astype(np.int64)
        if X.dtype.kind not in "iuf":
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core", "{0} needs integer level codes (0, 1, 2, ...); X has values of type {1}."
                    ),
                    type(self).__name__, str(X.dtype),
                )
            )  # fmt: skip
        if X.dtype.kind in "iu" and X.size and X.min() >= -1:  # the usual case: one pass
            return X.astype(np.int64, copy=False)
        negative = (X < 0) & (X != -1)  # NaN compares False: missing
        if negative.any():
            r, j = np.argwhere(negative)[0]
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core", "Negative values in data passed to {0}: attribute {1} holds {2} (row {3}); codes must "
                        "be 0, 1, 2, ... (-1 or NaN marks a missing value).",
                    ),
                    type(self).__name__, j, format(X[r, j], "g"), r,
                )
            )  # fmt: skip
        if X.dtype.kind == "f":
            X = np.where(np.isnan(X), -1.0, X)
            whole = np.isfinite(X) & (X == np.floor(X)) & (np.abs(X) < _MAX_CODE)
            if not whole.all():
                r, j = np.argwhere(~whole)[0]
                raise ValueError(
                    Note(
                        QT_TRANSLATE_NOOP(
                            "core",
                            "{0} needs integer level codes (0, 1, 2, ...), but attribute {1} holds {2} (row {3}). "
                            "Encode each level as an integer, or mark a missing value with -1 or NaN.",
                        ),
                        type(self).__name__, j, format(X[r, j], "g"), r,
                    )
                )  # fmt: skip
        return X.astype(np.int64)

    def _check_X(self, X: ArrayLike) -> IntArray:
        X = self._convert_X(X)
        check_n_features(X, self.n_features_in_, type(self).__name__)
        if X.size and not (X.max(axis=0) >= self.n_categories_).any():  # one pass down the columns, no mask
            return X
        too_big = X >= self.n_categories_
        if too_big.any():
            r, j = np.argwhere(too_big)[0]
            known = int(self.n_categories_[j])
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "Attribute {0} holds level code {1} (row {2}), but the model knows only {3} levels (codes "
                        "0..{4}); declare all levels with n_categories, or mark the value missing (-1).",
                    ),
                    j, int(X[r, j]), r, known, known - 1,
                )
            )  # fmt: skip
        return X

    def _joint_T(self, X: ArrayLike) -> FloatArray:
        self._check_fitted()
        return self._scores_T(self._check_X(X))

    # ------------------------------------------------------------------ hooks
    def _scores_T(self, X: IntArray) -> FloatArray:
        """log P(c) + log P(x | c) as the model estimates it, class-major: shape (n_classes, n_samples)."""
        raise NotImplementedError
