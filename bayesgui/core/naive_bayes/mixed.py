"""Naive Bayes over a table whose columns are of different kinds (a "mixed" or "merged" naive Bayes).

Zhou, *Machine Learning* §7.3: the naive Bayes score log P(c) + sum_i log P(x_i|c) (eq. 7.15) does not
ask every factor to be of one kind, so a categorical column contributes the smoothed frequency of
eq. 7.20 (Li Hang eq. 4.10), a continuous column the normal density of eq. 7.18, and a count column a
Poisson probability, all under one class prior (eq. 7.16, or 7.19 with Laplace's correction).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, Literal, TypeAlias

import numpy as np
from numpy.typing import ArrayLike, NDArray

from bayesgui.core.array_types import BoolArray, Details, FloatArray, IntArray
from bayesgui.core.base._scaling import GAUSSIAN_RANGE
from bayesgui.core.base._validation import as_2d_float
from bayesgui.core.naive_bayes._base import BaseNB
from bayesgui.core.naive_bayes.categorical import CategoricalNB
from bayesgui.core.naive_bayes.gaussian import GaussianNB
from bayesgui.core.naive_bayes.poisson import PoissonNB
from bayesgui.core.note import Note, message_of
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

KINDS = ("categorical", "continuous", "count")
#: one part per kind of column; each reads its own tables and array type (codes, floats), hence Any
_Part: TypeAlias = BaseNB[Any, Any]


class MixedNB(BaseNB[list[Any], np.float64]):
    """Naive Bayes in which each column's likelihood follows its kind.

    A categorical column uses ``CategoricalNB``'s smoothed frequencies, a continuous one
    ``GaussianNB``'s normal density, a count column ``PoissonNB``'s Poisson probability; their logs
    add up (the naive independence assumption) with one class prior.

    Parameters
    ----------
    kinds : sequence of {"categorical", "continuous", "count"}, optional
        The kind of each column of X; None (the default) makes every column continuous.
    alpha : float, default=1.0
        Smoothing of the categorical columns.
    prior_alpha : float, default=0.0
    class_prior : array-like of shape (n_classes,), optional
    n_categories : sequence of (int or None), optional
        Levels per column (None for non-categorical columns).
    variance : {"mle", "unbiased"}, default="mle"
    var_smoothing : float, default=1e-9
    count_alpha : float, default=1.0
        Smoothing of the Poisson rates.

    Notes
    -----
    X is one float array: category codes (0, 1, ...) in categorical columns, numbers elsewhere. A
    missing value (NaN, or the code -1) skips that column's factor for that sample, and is left out
    of the counts, means and variances at fitting time.

    Attributes
    ----------
    classes_, class_count_, class_log_prior_ : as the other models
    parts_ : list of (kind, ndarray of column indices, fitted estimator)
    """

    _state_names = (*BaseNB._state_names, "parts")
    _scale_range = GAUSSIAN_RANGE
    parts_: list[tuple[str, IntArray, _Part]]

    def _scalable_columns(self, n_features: int) -> BoolArray:
        """The continuous columns (never counts or category codes)."""
        kinds = self._kinds(n_features)
        if kinds.size != n_features:  # refused by _convert_X with its own message
            return np.zeros(n_features, dtype=bool)
        continuous: BoolArray = kinds == "continuous"
        return continuous

    def __init__(
        self,
        kinds: Sequence[str] | None = None,
        alpha: float = 1.0,
        prior_alpha: float = 0.0,
        class_prior: ArrayLike | None = None,
        n_categories: Sequence[int | None] | None = None,
        variance: Literal["mle", "unbiased"] = "mle",
        var_smoothing: float = 1e-9,
        count_alpha: float = 1.0,
    ) -> None:
        self.kinds = kinds
        self.alpha = alpha
        self.prior_alpha = prior_alpha
        self.class_prior = class_prior
        self.n_categories = n_categories
        self.variance = variance
        self.var_smoothing = var_smoothing
        self.count_alpha = count_alpha

    def _convert_X(self, X: ArrayLike, fitting: bool) -> FloatArray:
        X = as_2d_float(X)
        if self.kinds is not None and X.shape[1] != len(self.kinds):
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "X has {0} columns but kinds names {1}; give one kind per column."),
                    X.shape[1], len(self.kinds),
                )
            )
        return X

    def _kinds(self, n_features: int) -> NDArray[np.object_]:
        kinds = ["continuous"] * n_features if self.kinds is None else list(self.kinds)
        return np.asarray(kinds, dtype=object)

    def _new_part(self, kind: str, columns: IntArray) -> _Part:
        if kind == "categorical":
            levels = None
            if self.n_categories is not None:
                declared = [list(self.n_categories)[j] for j in columns]
                levels = [1 if n is None else n for n in declared]
            return CategoricalNB(alpha=self.alpha, n_categories=levels)
        if kind == "continuous":
            return GaussianNB(variance=self.variance, var_smoothing=self.var_smoothing)
        return PoissonNB(alpha=self.count_alpha)

    def _reset_stats(self, X: FloatArray) -> None:
        kinds = self._kinds(X.shape[1])
        unknown = sorted({k for k in kinds if k not in KINDS})
        if unknown:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "Unknown column kinds {0}; each kind must be one of {1}."),
                    unknown, KINDS,
                )
            )
        self.parts_ = []
        for kind in KINDS:
            columns = np.flatnonzero(kinds == kind)
            if columns.size:
                part = self._new_part(kind, columns)
                part.classes_ = self.classes_
                part._start(_checked(part, X, columns, fitting=True, prechecked=self._fit_range_checked))
                self.parts_.append((kind, columns, part))

    def _update_stats(self, X: FloatArray, yk: IntArray, first_row: int = 0) -> None:
        for _, columns, part in self.parts_:
            part._add(_checked(part, X, columns, fitting=True, prechecked=self._fit_range_checked), yk, first_row)

    def _compute_params(self) -> None:
        for _, columns, part in self.parts_:
            with _columns_of_X(columns):
                part._finalize()
        self._tables = [part._tables for _, _, part in self.parts_]

    def _limit_tables(self, alpha: float) -> list[Any]:
        return [part._limit_tables(alpha) for _, _, part in self.parts_]

    def _log_likelihood_T(self, X: FloatArray, tables: list[Any]) -> FloatArray:
        out: FloatArray = np.zeros((self.classes_.size, X.shape[0]))
        for (_, columns, part), part_tables in zip(self.parts_, tables, strict=True):
            out += part._log_likelihood_T(_checked(part, X, columns), part_tables)
        return out

    def _explain_factors(self, row: FloatArray) -> tuple[FloatArray, BoolArray, list[Details]]:
        log_factors = np.zeros((self.classes_.size, row.shape[1]))
        skipped = np.zeros(row.shape[1], dtype=bool)
        details: list[Details] = [{} for _ in range(row.shape[1])]
        for _, columns, part in self.parts_:
            part_factors, part_skipped, part_details = part._explain_factors(_checked(part, row, columns))
            log_factors[:, columns] = part_factors
            skipped[columns] = part_skipped
            for j, detail in zip(columns, part_details, strict=True):
                details[j] = detail
        return log_factors, skipped, details

    def _feature_kinds(self) -> list[str]:
        kinds = [""] * self.n_features_in_
        for _, columns, part in self.parts_:
            for j in columns:
                kinds[j] = part._factor_kind
        return kinds

    # ------------------------------------------------------------------ what evaluation and the report ask
    @property
    def closed_form_loo(self) -> bool:
        """Whether every part's leave-one-out has a closed form (normal and smoothed categorical columns)."""
        return "parts_" in vars(self) and all(part.closed_form_loo for _, _, part in self.parts_)

    def locate_feature(self, j: int) -> tuple[str, object, int] | None:
        """(kind, the fitted part of that kind, the column among the part's) of column ``j`` of X."""
        for kind, columns, part in getattr(self, "parts_", ()):
            positions = [int(c) for c in columns]
            if j in positions:
                return kind, part, positions.index(j)
        return None

    def _parts(self) -> list[tuple[IntArray | None, BaseNB[Any, Any]]]:
        return [(columns, part) for _, columns, part in self.parts_]

    def _stat_nodes(self) -> list[BaseNB[Any, Any]]:
        return [self, *(part for _, _, part in self.parts_)]

    # ------------------------------------------------------------------ persistence: the parts' statistics
    def _saved_value(self, name: str) -> Any:
        if name == "parts":
            return [part.fitted_state() for _, _, part in self.parts_]
        return super()._saved_value(name)

    def _restore(self) -> None:
        states = self.__dict__.pop("parts")
        kinds = self._kinds(self.n_features_in_)
        self.parts_ = []
        present = [k for k in KINDS if np.any(kinds == k)]
        for kind, part_state in zip(present, states, strict=True):
            columns = np.flatnonzero(kinds == kind)
            template = self._new_part(kind, columns)
            part = type(template).from_state(template.get_params(), dict(part_state))
            self.parts_.append((kind, columns, part))
        self._finalize()


def _checked(
    part: _Part, X: FloatArray, columns: IntArray, fitting: bool = False, prechecked: bool = False
) -> NDArray[Any]:
    """``part._check_X`` of its columns of X; an error that names a column names it as a column of X.

    ``prechecked``: ``iter_fit`` has checked (and scaled) the continuous columns, so the normal part does not
    look at their range again (the count part still does: counts are not scaled).
    """
    # Every column of one kind (the usual all-continuous table): X itself, not a copy of it per chunk and fold
    # (X[:, columns] copied 80 MB each time for 500,000 x 20); the part reads it as it would read X fitted alone.
    own = X if columns.size == X.shape[1] else X[:, columns]
    with _columns_of_X(columns):
        if not (prechecked and isinstance(part, GaussianNB)):
            return part._check_X(own, fitting=fitting)
        part._fit_range_checked = True
        try:
            return part._check_X(own, fitting=fitting)
        finally:
            del part._fit_range_checked


@contextmanager
def _columns_of_X(columns: IntArray) -> Iterator[None]:
    """Re-raise a part's ValueError with "column j" / "feature j" turned into the column of X it is; a
    translatable message (a ``Note``) stays one, with the same template and that argument changed."""
    try:
        yield
    except ValueError as error:
        note = message_of(error)
        if isinstance(note, Note):
            at = {int(i) for i in re.findall(r"\b(?:column|feature) \{(\d+)\}", note.template, flags=re.I)}
            if not at:
                raise
            args = [_column_of(columns, a) if i in at else a for i, a in enumerate(note.args)]
            raise ValueError(note.with_args(*args)) from None
        text = str(error)
        message = re.sub(
            r"\b(column|feature) (\d+)", lambda m: f"{m.group(1)} {columns[int(m.group(2))]}", text, flags=re.I
        )
        if message == text:
            raise
        raise ValueError(message) from None


def _column_of(columns: IntArray, index: str) -> str:
    return str(columns[int(index)]) if index.isdigit() and int(index) < len(columns) else index
