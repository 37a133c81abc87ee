"""Incremental learning (Zhou, *Machine Learning* §7.3, 增量学习): an added row corrects only the statistics its
values touch, a removed row subtracts them, an edited row is both.

Every model that is a function of summed per-class statistics updates so (``can_update``): naive Bayes of every
kind (``GaussianNB``, ``CategoricalNB``, ``PoissonNB``, ``MultinomialNB``, ``MixedNB``), LDA, QDA and
``GaussianBayes`` (except with ``missing="em"``). Adding reuses the models' ``partial_fit``; removing reuses the
fold subtraction of cross-validation (the models' ``downdate(X, y, finalize=False)``). What a refit on
the edited table would change besides the sums is done here too, so the updated model equals that refit (to
rounding):

* a row of a class the model has not seen adds the class (its statistics start at zero);
* removing a class's last row drops the class (a refit on the table would not know it);
* a categorical level not seen before widens that feature's count table (``CategoricalNB`` grows);
* a missing value (NaN, or the code -1) is left out of its feature's statistics, as in ``fit``.

Each function returns an :class:`Update`: the new model (the given one is not changed, so undo is keeping the
old one) and the statistics that changed, with old and new values (``Update.changes``).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from functools import cached_property
from typing import Any, TypeAlias, TypeVar

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import BoolArray, Labels
from bayesgui.core.base.estimator import Classifier
from bayesgui.core.discriminant._base import _GaussianDA
from bayesgui.core.evaluation.downdate import can_downdate
from bayesgui.core.incomplete.semi_supervised import SemiSupervisedNB
from bayesgui.core.learning.changes import Change, changes
from bayesgui.core.naive_bayes._base import BaseNB
from bayesgui.core.naive_bayes._downdate import additive_names
from bayesgui.core.naive_bayes.categorical import CategoricalNB
from bayesgui.core.naive_bayes.gaussian import GaussianNB
from bayesgui.core.naive_bayes.mixed import MixedNB
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

__all__ = ["Change", "Update", "add_rows", "can_update", "edit_rows", "remove_rows"]  # Change: from .changes

#: a model that updates row by row (``can_update``): naive Bayes, or LDA, QDA, Gaussian Bayes
Updatable: TypeAlias = BaseNB[Any, Any] | _GaussianDA
_U = TypeVar("_U", bound=Updatable)
#: an object that keeps statistics: the model, or a part of ``MixedNB``
_Node: TypeAlias = BaseNB[Any, Any] | _GaussianDA


@dataclass(frozen=True)
class Update:
    """The result of an incremental update.

    Attributes
    ----------
    model : estimator
        The updated model (a new object; the one given is unchanged).
    before : estimator
        The model given (what ``changes`` compares with).
    added, removed : int
        Rows added and removed.
    classes_added, classes_removed : tuple
        Classes the update created (a row of a new class) or dropped (their last row removed).
    """

    model: Updatable
    before: Updatable
    added: int = 0
    removed: int = 0
    classes_added: tuple[Any, ...] = ()  # class labels, as in classes_
    classes_removed: tuple[Any, ...] = ()

    @cached_property
    def changes(self) -> tuple[Change, ...]:
        """Every statistic whose value changed, the class counts first (found when first asked: a stream of
        updates that nobody reads costs only the updates)."""
        return changes(self.before, self.model)

    @property
    def n_touched(self) -> int:
        """How many statistics (counts, sums) the update changed."""
        return len(self.changes)


def can_update(model: Classifier) -> bool:
    """Whether ``model`` (fitted or not) updates incrementally; other models must be fitted again.

    Semi-supervised naive Bayes is not a sum of counts over its rows: EM re-weighs every unlabeled row.
    """
    return can_downdate(model) and not isinstance(model, SemiSupervisedNB)


def add_rows(model: Updatable, X: ArrayLike, y: ArrayLike) -> Update:
    """The fitted ``model`` with the rows ``X`` (labels ``y``) added to its statistics.

    A label the model has not seen adds a class; a categorical code above the known levels adds levels.
    """
    _require_updatable(model)
    labels = np.asarray(y)
    new = _own_copy(model)
    counted = _counted(model, X, labels)
    extra = _unknown(np.unique(labels[counted]), model.classes_)
    if extra:
        _resize_classes(new, np.union1d(model.classes_, np.asarray(extra, dtype=model.classes_.dtype)))
    if counted.any():
        _learn(new, np.asarray(X)[counted], labels[counted])
        _sync_levels(new)
    if isinstance(new, _GaussianDA):
        new.n_skipped_ += int((~counted).sum())
    return Update(new, model, added=int(labels.size), classes_added=extra)


def remove_rows(model: Updatable, X: ArrayLike, y: ArrayLike) -> Update:
    """The fitted ``model`` with the rows ``X`` (labels ``y``) taken out of its statistics.

    The rows must be rows the model was trained on (a count that would fall below zero is refused). A class
    left without rows is dropped; a ValueError when fewer than two classes would remain.
    """
    _require_updatable(model)
    y = np.asarray(y)
    if not y.size:
        return Update(copy.deepcopy(model), model, removed=0)
    unknown = np.setdiff1d(np.unique(y[_counted(model, X, y)]), model.classes_)
    if unknown.size:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core", "Cannot remove rows of class {0}: the model has no such class (its classes: {1})."
                ),
                repr(unknown[0].item()), model.classes_.tolist(),
            )
        )  # fmt: skip
    _refuse_unknown_levels(model, X)
    labels = np.where(_counted(model, X, y), y, model.classes_[0])  # a skipped row's class does not matter
    new = _waiting_allowed(model).downdate(X, labels, finalize=False)
    _refuse_negative(new)
    empty = new.class_count_ == 0
    gone = tuple(model.classes_[empty].tolist())
    if empty.any():
        if (~empty).sum() < 2:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "Removing these rows would leave one class ({0}); a classifier needs at least two. Keep a "
                        "row of another class.",
                    ),
                    model.classes_[~empty].tolist(),
                )
            )  # fmt: skip
        _resize_classes(new, model.classes_[~empty])
    _clean_empty_sums(new, model)
    if isinstance(new, _GaussianDA):
        new._finalize(strict=False)  # as partial_fit: a singular covariance waits, saying why
    else:
        new._finalize()
    return Update(new, model, removed=int(y.size), classes_removed=gone)


def edit_rows(model: Updatable, X_old: ArrayLike, y_old: ArrayLike, X_new: ArrayLike, y_new: ArrayLike) -> Update:
    """The fitted ``model`` with the rows ``X_old`` replaced by ``X_new``: the new rows added, then the old ones
    removed (in this order, so that changing the class of a class's last row never leaves a single class)."""
    added = add_rows(model, X_new, y_new)
    removed = remove_rows(added.model, X_old, y_old)
    kept = tuple(c for c in added.classes_added if c not in removed.classes_removed)
    gone = tuple(c for c in removed.classes_removed if c not in added.classes_added)
    return Update(
        removed.model,
        model,
        added=added.added,
        removed=removed.removed,
        classes_added=kept,
        classes_removed=gone,
    )


# ---------------------------------------------------------------------------------------------- classes and levels
def _unknown(labels: Labels, classes: Labels) -> tuple[Any, ...]:
    """The ``labels`` (sorted, unique) that are not among the sorted ``classes``."""
    at = np.minimum(np.searchsorted(classes, labels), classes.size - 1)
    return tuple(labels[classes[at] != labels].tolist())


def _own_copy(model: _U) -> _U:
    """A copy of ``model`` whose statistics (the arrays an update changes in place) are its own; the fitted
    parameters are shared until ``_finalize`` replaces them (cheaper than a deep copy of a large model)."""
    if not isinstance(model, BaseNB):
        return copy.deepcopy(model)
    new = copy.copy(model)
    if isinstance(new, MixedNB):  # (model is one)
        new.parts_ = [(kind, columns, copy.copy(part)) for kind, columns, part in new.parts_]
    for node in statistic_nodes(new):
        for name in _class_major(node):
            setattr(node, name, getattr(node, name).copy())
    return new


def _learn(model: Updatable, X: ArrayLike, y: ArrayLike) -> None:
    """``partial_fit`` of a copy that is ours: naive Bayes without its all-or-nothing deep copy (an error drops
    the copy), which would be most of the time of a one-row update of a large model."""
    if not isinstance(model, MixedNB | CategoricalNB | GaussianNB) or model._exponent is not None:
        model.partial_fit(X, y)
        return
    counting: BaseNB[Any, Any] = model
    rows = counting._check_X(X, fitting=True, first=False)
    counting._add(rows, counting._partial_labels(y, None, rows.shape[0]))
    counting._finalize()


def _waiting_allowed(model: _U) -> _U:
    """``model``, or for one waiting for rows (a singular covariance after ``partial_fit``) a shallow copy that
    does not say so: its statistics can still be subtracted (``downdate`` would refuse a model that cannot
    predict)."""
    if not getattr(model, "_not_ready", None):
        return model
    ready = copy.copy(model)
    ready._not_ready = None
    return ready


def statistic_nodes(model: Updatable) -> list[_Node]:
    """Every object of ``model`` that keeps statistics: the model, and the parts of ``MixedNB``."""
    return list(model._stat_nodes()) if isinstance(model, BaseNB) else [model]


def _counted(model: Updatable, X: ArrayLike, y: Labels) -> BoolArray:
    """Which rows enter the statistics: all (naive Bayes leaves out single values), or for LDA, QDA and Gaussian
    Bayes the complete rows (a row with a missing value is skipped, so its class need not be known)."""
    if isinstance(model, _GaussianDA) and y.size:
        complete: BoolArray = ~np.any(np.isnan(np.asarray(X, dtype=np.float64).reshape(y.size, -1)), axis=1)
        return complete
    return np.ones(y.size, dtype=bool)


def _require_updatable(model: Updatable) -> None:
    if not can_update(model):
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core", "{0} cannot be updated row by row (it is not a sum of per-class counts); fit it again."
                ),
                type(model).__name__,
            )
        )  # fmt: skip
    if "classes_" not in vars(model):
        model._check_fitted()  # raises: not fitted yet (a model waiting for rows may still be updated)


def _class_major(node: _Node) -> list[str]:
    """The statistics of ``node`` with one entry per class (first axis)."""
    if isinstance(node, _GaussianDA):
        return ["class_count_", "means_", "scatter_"]
    return [*additive_names(node), *(["ref_"] if isinstance(node, GaussianNB) else [])]


def _resize_classes(model: Updatable, classes: Labels) -> None:
    """Give ``model`` the classes ``classes``: statistics of a kept class move to its new position, a new class
    starts at zero, a class not in ``classes`` is dropped."""
    old = model.classes_
    keep = np.flatnonzero(np.isin(old, classes))
    where = np.searchsorted(classes, old[keep])
    for node in statistic_nodes(model):
        for name in _class_major(node):
            value = getattr(node, name)
            resized = np.zeros((classes.size, *value.shape[1:]))
            resized[where] = value[keep]
            setattr(node, name, resized)
        node.classes_ = classes
    prior = getattr(model, "class_prior", None)
    if prior is not None:
        prior = np.asarray(prior, dtype=np.float64)
        if not np.allclose(prior, prior[0]):
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "The model has an explicit class prior of {0} classes, so the classes cannot change "
                        "incrementally; set the prior for the new classes and fit it again.",
                    ),
                    prior.size,
                )
            )  # fmt: skip
        model.class_prior = [1.0 / classes.size] * classes.size  # the uniform prior, over the new classes


def _sync_levels(model: Updatable) -> None:
    """Record levels ``partial_fit`` added as the declared ``n_categories`` (what a refit is given)."""
    if isinstance(model, CategoricalNB) and model.n_categories is not None:
        model.n_categories = model.n_categories_.tolist()
    if isinstance(model, MixedNB) and model.n_categories is not None:
        declared = list(model.n_categories)
        for kind, columns, part in model.parts_:
            if kind == "categorical" and isinstance(part, CategoricalNB):  # (the categorical part is one)
                for j, levels in zip(columns, part.n_categories_.tolist(), strict=True):
                    declared[j] = levels
                part.n_categories = part.n_categories_.tolist()
        model.n_categories = declared


def _refuse_unknown_levels(model: Updatable, X: ArrayLike) -> None:
    """A categorical code the model never counted cannot be removed from its counts."""
    parts: list[tuple[str, Any, object]] = list(model.parts_) if isinstance(model, MixedNB) else [("", None, model)]
    values = np.asarray(X, dtype=np.float64)
    for _, columns, part in parts:
        if isinstance(part, CategoricalNB) and values.size:
            codes = np.nan_to_num(values if columns is None else values[:, columns], nan=-1.0)
            if np.any(codes >= part.n_categories_):
                _refuse_rows()


def _refuse_rows() -> None:
    raise ValueError(
        Note(
            QT_TRANSLATE_NOOP(
                "core",
                "These rows are not all in the model's training data: removing them would make a count negative.",
            )
        )
    )


def _refuse_negative(model: Updatable) -> None:
    for node in statistic_nodes(model):
        for name in _class_major(node):
            if name in ("class_count_", "flat_count_", "feature_count_") and np.any(getattr(node, name) < 0):
                _refuse_rows()


_DUST = 1e-12
"""A scatter entry left below this fraction of the class's scatter before the subtraction is rounding dust: 0."""


def _clean_empty_sums(model: Updatable, before: Updatable) -> None:
    """Exact zeros where no value is left (a subtraction may leave rounding dust in the sums).

    A class of LDA, QDA or Gaussian Bayes left with one row, or with rows that do not vary along a direction, has
    a scatter of exactly 0 there (a singular covariance, which a refit names); subtracting leaves dust of the
    order of the rounding of the scatter before, which would pass for a tiny variance. It is set to 0.
    """
    if isinstance(model, _GaussianDA) and isinstance(before, _GaussianDA):  # (the same kind of model)
        old = dict(zip(before.classes_.tolist(), before.scatter_, strict=True))
        for k, label in enumerate(model.classes_.tolist()):
            scale = np.abs(old[label]).max(initial=0.0)
            model.scatter_[k][np.abs(model.scatter_[k]) <= _DUST * scale] = 0.0
            if model.class_count_[k] == 1:
                model.scatter_[k] = 0.0
    for node in statistic_nodes(model):
        if isinstance(node, GaussianNB):
            empty = node.feature_count_ == 0
            node.shifted_sum_[empty] = 0.0
            node.shifted_sumsq_[empty] = 0.0
        elif isinstance(node, _GaussianDA):
            empty = node.class_count_ == 0
            node.means_[empty] = 0.0
            node.scatter_[empty] = 0.0
