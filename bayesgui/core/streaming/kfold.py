"""k-fold statistics in one pass: the whole table's accumulator and one per fold, each fold's model by subtraction.

As the in-memory cross-validation (``evaluation.cross_val``) fits once and takes each fold out (``downdate``), a
stream gathers the statistics of every row and, beside them, those of each fold's rows (gathered with the whole's
reference values); fold f's model is the whole minus fold f, with the classes of the whole (a class absent from
the training rows keeps a count of 0, as ``downdate`` leaves it). Scoring the held-out rows is then a second pass.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray, IntArray
from bayesgui.core.base.estimator import Classifier
from bayesgui.core.evaluation.cross_val import _scores
from bayesgui.core.streaming.statistics import SumStatistics, stats_for

__all__ = ["FoldStatistics", "held_out_scores"]


class FoldStatistics:
    """The statistics of every row (``whole``) and of each fold's rows (``parts``)."""

    def __init__(self, template: Classifier, n_classes: int, n_features: int, n_folds: int) -> None:
        self.whole: SumStatistics = stats_for(template, n_classes, n_features)
        self.parts: list[SumStatistics] = [stats_for(template, n_classes, n_features) for _ in range(n_folds)]

    def update(self, X: ArrayLike, y: ArrayLike, folds: IntArray, first_row: int = 0) -> FoldStatistics:
        """Add a chunk: ``folds`` gives each row's fold (-1: a training row only)."""
        X, y = np.asarray(X), np.asarray(y)
        self.whole.update(X, y, first_row)
        for f, part in enumerate(self.parts):
            rows = np.flatnonzero(folds == f)
            if rows.size:
                part.update(X[rows], y[rows], first_row, references=self.whole)
        return self

    def grow_classes(self, n_classes: int) -> FoldStatistics:
        """Make room for class codes up to ``n_classes - 1`` (in place)."""
        for stats in (self.whole, *self.parts):
            stats.grow_classes(n_classes)
        return self

    def merge(self, other: FoldStatistics) -> FoldStatistics:
        """A new one holding the rows of both (e.g. two partitions of a table)."""
        out = FoldStatistics.__new__(FoldStatistics)
        out.whole = self.whole.merge(other.whole)
        out.parts = [a.merge(b) for a, b in zip(self.parts, other.parts, strict=True)]
        return out

    def classes(self) -> IntArray:
        """The class codes that have rows in the table (the whole fit's ``classes_``)."""
        present: IntArray = np.flatnonzero(self.whole.class_rows > 0)
        return present

    def whole_model(self, template: Classifier | None = None) -> Classifier:
        """The model of every row (``template``: see ``SumStatistics.to_model``)."""
        return self.whole.to_model(template=template)

    def fold_model(self, fold: int, template: Classifier | None = None) -> Classifier:
        """The model trained on every row not in ``fold``."""
        return self.whole.subtract(self.parts[fold]).to_model(self.classes(), template)


def held_out_scores(model: Classifier, X: ArrayLike, n_classes: int) -> FloatArray:
    """The posterior of rows held out of ``model`` in the columns of all ``n_classes`` class codes (a class the
    model does not know: 0), as the in-memory cross-validation scores them."""
    return _scores(model, np.asarray(X, dtype=np.float64), n_classes)
