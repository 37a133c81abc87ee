"""Mergeable per-class sufficient statistics: a model that is a sum over rows, fitted from chunks of a table.

Naive Bayes of every kind (``GaussianNB``, ``CategoricalNB``, ``PoissonNB``, ``MultinomialNB``, ``MixedNB``), LDA,
QDA and ``GaussianBayes`` are functions of per-class counts and sums (Zhou, *Machine Learning* §7.3, eqs. 7.16-7.20;
the Gaussian classifiers' means and scatter matrices, eqs. 7.12-7.13). Their statistics are gathered one chunk of
rows at a time, combined across chunks, machines or folds, and turned into the fitted model at the end.

Interface
---------
::

    acc = stats_for(template, n_classes, n_features)  # template: an unfitted estimator (its hyper-parameters)
    acc.update(X_chunk, y_chunk, first_row=r)          # y: class codes 0..n_classes-1; X as template.fit reads it
    both = acc.merge(other)                            # a new accumulator: the rows of both (exact, see below)
    rest = both.subtract(part)                         # the rows of ``both`` that are not in ``part``
    model = acc.to_model()                             # the fitted estimator template.fit(all X, all y) gives
    acc.grow_classes(n)                                # room for class codes met later in the stream
    model = acc.to_model(template=final)               # hyper-parameters known only at the end (level counts)

* ``X`` is what the estimator's ``fit`` reads: category codes (-1 or NaN: missing) for ``CategoricalNB`` and the
  categorical columns of ``MixedNB``, numbers with NaN for missing values elsewhere. ``first_row`` (the chunk's
  first row in the whole table) makes an error name the table's row.
* ``to_model()`` has the fitted attributes of an in-memory ``fit`` on the rows seen, in any chunking, to rounding
  (1e-12): its ``classes_`` are the class codes that have rows (``to_model(classes)`` keeps the codes given, as a
  fold's model keeps the classes of the whole fit), and its ``n_categories_`` the levels seen or declared.
* ``merge`` is exact for counts (integers in float64 up to 2**53). Gaussian naive Bayes keeps each class's sums
  relative to a reference value (its first row, as ``fit`` does); merging re-centres the other side's sums on this
  side's references. LDA, QDA and Gaussian Bayes keep (count, mean, centred scatter) per class and merge with Chan
  et al.'s pairwise formulas (:func:`bayesgui.core.discriminant.stats.merge_stats`), never a raw sum of squares.
* ``subtract`` takes a subset's statistics out (a fold's: the model trained on the other rows), as the model's
  ``downdate`` does in memory. For the result to match ``downdate`` to rounding, gather the subset with
  ``update(..., references=whole)`` after ``whole.update`` of the same chunk: it then uses the whole's reference
  values (:class:`bayesgui.core.streaming.folds`-based k-fold does so).
* The accumulators are plain objects of numpy arrays: they pickle (a Dask reduction ships them between workers).

Limits: columns beyond +-2**100 are refused rather than rescaled (an in-memory fit works with them in units of a
power of two, which needs the whole column's range first; see :mod:`bayesgui.core.base._scaling`); ``missing="em"``
of the Gaussian classifiers and the EM models (semi-supervised naive Bayes, mixtures) are not sums of rows
(:func:`supports` says no, :func:`refusal` says why).
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Self

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray, IntArray
from bayesgui.core.base._validation import as_2d_float, check_n_features, reject_huge
from bayesgui.core.base.estimator import Classifier
from bayesgui.core.discriminant._base import _GaussianDA
from bayesgui.core.discriminant.stats import Stats, chunk_stats, complete_rows, empty_stats, merge_stats, unmerge_stats
from bayesgui.core.learning.incremental import _resize_classes, can_update
from bayesgui.core.naive_bayes._base import BaseNB
from bayesgui.core.naive_bayes._downdate import _no_new_references, additive_names
from bayesgui.core.naive_bayes.categorical import CategoricalNB
from bayesgui.core.naive_bayes.gaussian import GaussianNB
from bayesgui.core.naive_bayes.mixed import MixedNB
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

__all__ = ["DiscriminantStats", "NaiveBayesStats", "SumStatistics", "refusal", "stats_for", "supports"]


def supports(template: Classifier) -> bool:
    """Whether the model ``template`` (fitted or not) is a sum of per-class statistics that streams."""
    return can_update(template) and isinstance(template, BaseNB | _GaussianDA)


def refusal(template: Classifier) -> str:
    """Why ``template`` cannot be trained chunk by chunk, and what to do (a translatable ``Note``)."""
    return Note(
        QT_TRANSLATE_NOOP(
            "core",
            "{0} needs the whole table in memory: its fit is not a sum of per-class counts and sums. Train it on a "
            "sample of the rows, or stream naive Bayes, LDA, QDA or Gaussian Bayes (without EM for missing values).",
        ),
        type(template).__name__,
    )


def stats_for(template: Classifier, n_classes: int, n_features: int) -> SumStatistics:
    """An empty accumulator of ``template``'s statistics for ``n_classes`` class codes and ``n_features`` columns."""
    if not supports(template):
        raise ValueError(refusal(template))
    if isinstance(template, BaseNB):
        return NaiveBayesStats(template, n_classes, n_features)
    assert isinstance(template, _GaussianDA)  # supports() said so
    return DiscriminantStats(template, n_classes, n_features)


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
        out.class_rows = self.class_rows + sign * other.class_rows
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


def _fresh(template: Classifier) -> Any:
    """An unfitted estimator of ``template``'s class and hyper-parameters."""
    return type(template)(**template.get_params())


class NaiveBayesStats(SumStatistics):
    """The counts and sums of a naive Bayes model, kept in an estimator that is never finalised until the end."""

    def __init__(self, template: Classifier, n_classes: int, n_features: int) -> None:
        self._start(template, n_classes, n_features)
        model: BaseNB[Any, Any] = _fresh(template)
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

    def _model_of(self, keep: IntArray, template: Classifier) -> Classifier:
        model: _GaussianDA = _fresh(template)
        model._check_hyper()
        count, mean, scatter = self.stats
        model.classes_ = keep.copy()
        model.n_features_in_, model.n_skipped_ = self.n_features, self.n_skipped
        model.class_count_, model.means_, model.scatter_ = count[keep], mean[keep], scatter[keep]
        model._finalize(strict=True)
        model._set_exponent(None, self.n_features)
        return model
