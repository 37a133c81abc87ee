"""Naive Bayes's accumulator: its counts and sums, kept in an estimator that is finalised only at the end."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Self

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray, IntArray
from bayesgui.core.base.estimator import Classifier
from bayesgui.core.learning.incremental import _class_major, _resize_classes
from bayesgui.core.naive_bayes._base import BaseNB
from bayesgui.core.naive_bayes._downdate import _no_new_references, additive_names
from bayesgui.core.naive_bayes.categorical import CategoricalNB
from bayesgui.core.naive_bayes.gaussian import GaussianNB
from bayesgui.core.naive_bayes.mixed import MixedNB
from bayesgui.core.streaming.relabel import moved, relevel
from bayesgui.core.streaming.statistics.sums import SumStatistics, fresh_estimator


class NaiveBayesStats(SumStatistics):
    """The counts and sums of a naive Bayes model, kept in an estimator that is never finalised until the end."""

    def __init__(self, template: Classifier, n_classes: int, n_features: int) -> None:
        self._start(template, n_classes, n_features)
        model: BaseNB[Any, Any] = fresh_estimator(template)
        if "class_prior" in model.get_params():
            model.set_params(class_prior=None)  # used only by to_model (its template's), never while counting
        model.classes_ = np.arange(self.n_classes)
        model._start(model._check_X(np.zeros((1, self.n_features)), fitting=True))  # its shape only
        self._model = model
        #: the table row where each class first appears: a Gaussian part's references come from there, as in fit
        self.first_row = np.full(self.n_classes, np.inf)

    def _add(self, X: ArrayLike, yk: IntArray, first_row: int, references: Self | None) -> None:
        rows = self._model._check_X(X, fitting=True, first=False)
        for k in np.flatnonzero(np.isinf(self.first_row)):  # classes not seen yet (a few, and soon none)
            at = np.flatnonzero(yk == k)[:1]
            if at.size:
                self.first_row[k] = first_row + at[0]
        if references is None:
            self._model._add(rows, yk, first_row)
            return
        with _references_of(self._model, references._model):
            self._model._add(rows, yk, first_row)

    def _add_stats(self, other: Self, sign: int) -> None:
        earlier = other.first_row < self.first_row  # whose reference values a fit in row order would have
        for mine, theirs in zip(self._model._stat_nodes(), other._model._stat_nodes(), strict=True):
            if isinstance(mine, CategoricalNB) and isinstance(theirs, CategoricalNB):
                levels = np.maximum(mine.n_categories_, theirs.n_categories_)
                mine._grow(levels)
                wider = copy.deepcopy(theirs)
                wider._grow(levels)
                theirs = wider
            if isinstance(mine, GaussianNB) and isinstance(theirs, GaussianNB):
                target = np.where(earlier[:, None], theirs.ref_, mine.ref_)
                moved = copy.deepcopy(theirs)
                _recentre(mine, target)
                _recentre(moved, target)
                theirs = moved
            for name in additive_names(theirs):
                setattr(mine, name, getattr(mine, name) + sign * getattr(theirs, name))
        self.first_row = np.minimum(self.first_row, other.first_row) if sign > 0 else self.first_row

    def _grow_classes(self, n_classes: int) -> None:
        _resize_classes(self._model, np.arange(n_classes))
        self.first_row = np.concatenate([self.first_row, np.full(n_classes - self.n_classes, np.inf)])

    def _relabel(self, where: IntArray, n_classes: int, level_maps: list[IntArray | None]) -> None:
        for node in self._model._stat_nodes():
            for name in _class_major(node):
                setattr(node, name, moved(getattr(node, name), where, n_classes))
            node.classes_ = np.arange(n_classes)
        self.first_row = moved(self.first_row, where, n_classes, np.inf)
        model = self._model
        if isinstance(model, CategoricalNB):
            relevel(model, level_maps)
        elif isinstance(model, MixedNB):
            for kind, columns, part in model.parts_:
                if kind == "categorical" and isinstance(part, CategoricalNB):
                    relevel(part, [level_maps[c] for c in columns])

    def _shift_rows(self, rows_before: int) -> None:
        self.first_row = self.first_row + rows_before

    def _model_of(self, keep: IntArray, template: Classifier) -> Classifier:
        model = copy.deepcopy(self._model)
        if not np.array_equal(keep, model.classes_):
            _resize_classes(model, keep)
        model.set_params(**template.get_params())
        _declare_levels(model)
        model._finalize()
        model._set_exponent(None, self.n_features)
        model.n_features_in_ = self.n_features
        return model


def _declare_levels(model: BaseNB[Any, Any]) -> None:
    """Widen the categorical counts to the levels the parameters declare (levels seen only in rows without a
    class, which a fit given the table's level counts also has)."""
    if isinstance(model, CategoricalNB):
        model._grow(np.maximum(model.n_categories_, model._declared_levels(model.n_features_in_)))
    if not isinstance(model, MixedNB):
        return
    for kind, columns, part in model.parts_:
        if kind == "categorical" and isinstance(part, CategoricalNB):
            part.set_params(**model._new_part(kind, columns).get_params())
            part._grow(np.maximum(part.n_categories_, part._declared_levels(columns.size)))


def _recentre(node: GaussianNB, ref: FloatArray) -> None:
    """Move ``node``'s shifted sums onto the reference values ``ref`` (x - r' = (x - r) + (r - r')), in place; a
    reference that does not move leaves the sums exactly as they were."""
    d = node.ref_ - ref
    n, s1 = node.feature_count_, node.shifted_sum_
    node.shifted_sumsq_ = node.shifted_sumsq_ + 2.0 * d * s1 + n * d * d
    node.shifted_sum_ = s1 + n * d
    node.ref_ = ref.copy()


@contextmanager
def _references_of(model: BaseNB[Any, Any], whole: BaseNB[Any, Any]) -> Iterator[None]:
    """While it runs, every Gaussian part of ``model`` shifts its sums by ``whole``'s references (as ``downdate``'s
    fold statistics do), so ``whole.subtract(model)`` cancels the same terms."""
    gaussian = [
        (node, ref)
        for node, ref in zip(model._stat_nodes(), whole._stat_nodes(), strict=True)
        if isinstance(node, GaussianNB) and isinstance(ref, GaussianNB)
    ]
    for node, ref in gaussian:
        node.ref_ = ref.ref_.copy()
        node._set_references = _no_new_references  # type: ignore[method-assign]  # an instance's own, removed below
    try:
        yield
    finally:
        for node, _ in gaussian:
            del node._set_references
