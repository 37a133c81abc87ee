"""The Gaussian classifiers' accumulator (LDA, QDA, Gaussian Bayes): per class (count, mean, centred scatter),
merged with Chan et al.'s pairwise formulas."""

from __future__ import annotations

from typing import Self

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import IntArray
from bayesgui.core.base._validation import as_2d_float, check_n_features, reject_huge
from bayesgui.core.base.estimator import Classifier
from bayesgui.core.discriminant._base import _GaussianDA
from bayesgui.core.discriminant.stats import Stats, chunk_stats, complete_rows, empty_stats, merge_stats, unmerge_stats
from bayesgui.core.streaming.relabel import moved
from bayesgui.core.streaming.statistics.sums import SumStatistics, fresh_estimator


class DiscriminantStats(SumStatistics):
    """(count, mean, centred scatter) of the complete rows of each class: LDA, QDA, Gaussian Bayes."""

    def __init__(self, template: Classifier, n_classes: int, n_features: int) -> None:
        self._start(template, n_classes, n_features)
        self.stats: Stats = empty_stats(self.n_classes, self.n_features)
        self.n_skipped = 0

    def _add(self, X: ArrayLike, yk: IntArray, first_row: int, references: Self | None) -> None:
        rows = as_2d_float(X)
        check_n_features(rows, self.n_features, type(self._template).__name__)
        reject_huge(rows)
        keep = complete_rows(rows)
        if keep is not None:
            self.n_skipped += int(rows.shape[0] - keep.sum())
            rows, yk = rows[keep], yk[keep]
        self.stats = merge_stats(self.stats, chunk_stats(rows, yk, self.n_classes))

    def _add_stats(self, other: Self, sign: int) -> None:
        self.stats = merge_stats(self.stats, other.stats) if sign > 0 else unmerge_stats(self.stats, other.stats)
        self.n_skipped += sign * other.n_skipped

    def _grow_classes(self, n_classes: int) -> None:
        (n, mean, scatter), (n0, mean0, scatter0) = self.stats, empty_stats(n_classes - self.n_classes, self.n_features)
        self.stats = (np.concatenate([n, n0]), np.concatenate([mean, mean0]), np.concatenate([scatter, scatter0]))

    def _relabel(self, where: IntArray, n_classes: int, level_maps: list[IntArray | None]) -> None:
        count, mean, scatter = self.stats  # numbers only: only the classes move
        self.stats = (
            moved(count, where, n_classes),
            moved(mean, where, n_classes),
            moved(scatter, where, n_classes),
        )

    def _model_of(self, keep: IntArray, template: Classifier) -> Classifier:
        model: _GaussianDA = fresh_estimator(template)
        model._check_hyper()
        count, mean, scatter = self.stats
        model.classes_ = keep.copy()
        model.n_features_in_, model.n_skipped_ = self.n_features, self.n_skipped
        model.class_count_, model.means_, model.scatter_ = count[keep], mean[keep], scatter[keep]
        model._finalize(strict=True)
        model._set_exponent(None, self.n_features)
        return model
