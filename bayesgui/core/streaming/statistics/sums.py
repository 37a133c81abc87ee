"""What every accumulator of per-class statistics offers (:class:`SumStatistics`; the interface is
:mod:`bayesgui.core.streaming.statistics`'s docstring): rows added, parts merged, subtracted, relabelled, the model."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any, Self

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray, IntArray
from bayesgui.core.base.estimator import Classifier
from bayesgui.core.note import Note
from bayesgui.core.streaming.relabel import moved
from bayesgui.core.translatable import QT_TRANSLATE_NOOP


class SumStatistics:
    """What every accumulator offers (see the module docstring); ``n_rows`` rows seen, ``class_rows`` per class."""

    n_classes: int
    n_features: int
    n_rows: int
    class_rows: FloatArray

    def _start(self, template: Classifier, n_classes: int, n_features: int) -> None:
        self._template = template
        self.n_classes, self.n_features = int(n_classes), int(n_features)
        self.n_rows = 0
        self.class_rows = np.zeros(self.n_classes)

    def update(self, X: ArrayLike, y: ArrayLike, first_row: int = 0, references: Self | None = None) -> Self:
        """Add the rows ``X`` of class codes ``y`` (in place); ``references``: see the module docstring."""
        yk = self._codes(y, np.shape(X)[0] if np.ndim(X) else 0, first_row)
        if yk.size:
            self._add(X, yk, first_row, references)
        self.n_rows += yk.size
        self.class_rows += np.bincount(yk, minlength=self.n_classes)
        return self

    def merge(self, other: Self) -> Self:
        """A new accumulator holding the rows of both (``self`` and ``other`` unchanged)."""
        return self._combine(other, +1)

    def subtract(self, other: Self) -> Self:
        """A new accumulator without the rows of ``other`` (a subset of this one's rows)."""
        return self._combine(other, -1)

    def to_model(self, classes: ArrayLike | None = None, template: Classifier | None = None) -> Classifier:
        """The fitted model of the rows seen; ``classes``: the class codes it knows (default: those with rows);
        ``template``: the hyper-parameters to fit with, when they are known only at the end of a pass (a level
        count, a prior over every class), else those of ``stats_for``'s template."""
        keep = np.flatnonzero(self.class_rows > 0) if classes is None else np.asarray(classes, dtype=np.intp)
        return self._model_of(keep, template or self._template)

    def grow_classes(self, n_classes: int) -> Self:
        """Make room for class codes up to ``n_classes - 1`` (a stream meets its classes as it goes; in place)."""
        if n_classes > self.n_classes:
            self._grow_classes(int(n_classes))
            self.class_rows = np.concatenate([self.class_rows, np.zeros(n_classes - self.n_classes)])
            self.n_classes = int(n_classes)
        return self

    def relabel(
        self,
        class_map: ArrayLike,
        n_classes: int | None = None,
        level_maps: Sequence[ArrayLike | None] | None = None,
        rows_before: int = 0,
    ) -> Self:
        """A new accumulator in another numbering (see the module docstring): class code c becomes
        ``class_map[c]`` among ``n_classes`` codes (default: the largest + 1); level l of column j becomes
        ``level_maps[j][l]`` (None, or no ``level_maps``: that column's numbers stay); its rows come after
        ``rows_before`` labelled rows of the table."""
        where = np.asarray(class_map, dtype=np.intp).reshape(-1)
        n = int(n_classes) if n_classes is not None else int(where.max()) + 1 if where.size else 0
        if (
            where.size != self.n_classes
            or np.unique(where).size != where.size
            or (where.size and (where.min() < 0 or where.max() >= n))
        ):
            raise ValueError(
                f"class_map must give each of the {self.n_classes} class codes its own code in 0..{n - 1}; "
                f"got {where.tolist()}."
            )
        maps = list(level_maps) if level_maps is not None else [None] * self.n_features
        if len(maps) != self.n_features:
            raise ValueError(f"level_maps has {len(maps)} entries for {self.n_features} columns.")
        out = copy.deepcopy(self)
        out._relabel(where, n, [None if m is None else np.asarray(m, dtype=np.intp).reshape(-1) for m in maps])
        out.class_rows = moved(self.class_rows, where, n)
        out.n_classes = n
        out._shift_rows(int(rows_before))
        return out

    def _combine(self, other: Self, sign: int) -> Self:
        if other.n_features != self.n_features:
            raise ValueError(
                f"Cannot combine statistics of {other.n_features} columns with statistics of {self.n_features}."
            )
        out = copy.deepcopy(self)
        if other.n_classes != self.n_classes:  # two parts of a stream that have met different numbers of classes
            other = copy.deepcopy(other).grow_classes(max(self.n_classes, other.n_classes))
            out.grow_classes(other.n_classes)
        out._add_stats(other, sign)
        out.n_rows = self.n_rows + sign * other.n_rows
        out.class_rows = out.class_rows + sign * other.class_rows  # (out's: grown to the classes of both)
        return out

    def _codes(self, y: ArrayLike, n_rows: int, first_row: int) -> IntArray:
        values = np.asarray(y)
        if values.ndim != 1 or values.size != n_rows:
            raise ValueError(f"y has shape {values.shape}, but X has {n_rows} rows; give one class code per row.")
        with np.errstate(invalid="ignore"):
            good = (values >= 0) & (values < self.n_classes) & (values % 1 == 0) if values.dtype.kind in "iuf" else None
        if good is None or not good.all():
            at = 0 if good is None else int(np.argmin(good))
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "Class codes must be whole numbers 0..{0}; row {1} has {2}."),
                    self.n_classes - 1,
                    first_row + at,
                    str(values[at]),
                )
            )
        codes: IntArray = values.astype(np.intp)
        return codes

    # hooks
    def _add(self, X: ArrayLike, yk: IntArray, first_row: int, references: Self | None) -> None:
        raise NotImplementedError

    def _add_stats(self, other: Self, sign: int) -> None:
        raise NotImplementedError

    def _model_of(self, keep: IntArray, template: Classifier) -> Classifier:
        raise NotImplementedError

    def _grow_classes(self, n_classes: int) -> None:
        raise NotImplementedError

    def _relabel(self, where: IntArray, n_classes: int, level_maps: list[IntArray | None]) -> None:
        raise NotImplementedError

    def _shift_rows(self, rows_before: int) -> None:
        """Count this accumulator's row positions from ``rows_before`` (what only naive Bayes records)."""


def fresh_estimator(template: Classifier) -> Any:
    """An unfitted estimator of ``template``'s class and hyper-parameters."""
    return type(template)(**template.get_params())
