"""Out-of-fold predictions: every row scored by a model that did not see it (the one evaluation path).

Models made of summed statistics (``downdate.can_downdate``) are fitted once on every row and each fold's
model is that fit minus the fold (leave-one-out of naive Bayes: ``loo``, in closed form); the others are
refitted on each fold's training rows. Either way the result is the posterior of every held-out row, from
which every metric is computed (``metrics``, ``ranking``, ``risk``); nothing downstream refits.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import cast

import numpy as np

from bayesgui.core.array_types import FloatArray, IntArray
from bayesgui.core.base.estimator import Classifier, ProbabilisticClassifier
from bayesgui.core.evaluation import loo
from bayesgui.core.evaluation.downdate import can_downdate, downdate
from bayesgui.core.evaluation.resampling import fold_ids


def iter_out_of_fold(
    make: Callable[[], Classifier], X: FloatArray, y: IntArray, folds: IntArray, n_classes: int
) -> Generator[tuple[int, int], None, FloatArray]:
    """Fit and score fold after fold, yielding ``(folds done, folds)``; return the out-of-fold scores.

    Parameters
    ----------
    make : callable
        Returns a new unfitted estimator.
    X : ndarray of shape (n_rows, n_features)
    y : ndarray of int, shape (n_rows,)
        Class codes 0..n_classes-1.
    folds : ndarray of int, shape (n_repeats, n_rows)
        See ``resampling``.
    n_classes : int

    Returns
    -------
    ndarray of shape (n_repeats, n_rows, n_classes)
        The posterior P(c|x) of each held-out row (``decision_scores`` for a model without posteriors);
        NaN where a row was not held out.
    """
    X = np.ascontiguousarray(X)  # a table's arrays come column-major; a fold's rows are gathered row by row
    out = np.full((folds.shape[0], X.shape[0], n_classes), np.nan)
    plan = [(r, f) for r in range(folds.shape[0]) for f in fold_ids(folds[r])]
    full = make()
    subtract = can_downdate(full)
    if subtract:
        full.fit(X, y)
        yield 0, len(plan)
        if is_leave_one_out(folds) and loo.supports(full):
            out[0] = loo.loo_proba(full, X, np.searchsorted(full.classes_, y))
            yield len(plan), len(plan)
            return out
    members = {r: _members(folds[r]) for r in range(folds.shape[0])}
    for done, (r, f) in enumerate(plan, start=1):
        test = members[r][f]
        X_test = X.take(test, axis=0)
        if subtract:
            model = downdate(full, X_test, y[test])
        else:
            train = np.flatnonzero(folds[r] != f)
            model = make().fit(X.take(train, axis=0), y[train])
        out[r, test] = _scores(model, X_test, n_classes)
        yield done, len(plan)
    return out


def _members(folds_row: IntArray) -> dict[int, IntArray]:
    """The rows of each fold (sorted), from one stable sort instead of one scan of all rows per fold."""
    order = np.argsort(folds_row, kind="stable")
    ids, starts = np.unique(folds_row[order], return_index=True)
    return dict(zip(ids.tolist(), np.split(order, starts[1:]), strict=True))


def is_leave_one_out(folds: IntArray) -> bool:
    """Whether ``folds`` holds each row out alone, once."""
    return folds.shape[0] == 1 and np.array_equal(np.sort(folds[0]), np.arange(folds.shape[1]))


def _scores(model: Classifier, X: FloatArray, n_classes: int) -> FloatArray:
    """The model's posterior (or scores) in the columns of all ``n_classes`` (a class it never saw: 0 / -inf)."""
    if model.probabilistic:  # it has predict_proba
        values = cast(ProbabilisticClassifier, model).predict_proba(X)
    else:
        values = model.decision_scores(X)
    if model.classes_.size == n_classes:
        return values
    full: FloatArray = np.full((X.shape[0], n_classes), 0.0 if model.probabilistic else -np.inf)
    full[:, np.asarray(model.classes_, dtype=np.intp)] = values
    return full


def fold_models(make: Callable[[], Classifier], X: FloatArray, y: IntArray, folds_row: IntArray) -> list[Classifier]:
    """The fitted model of each fold of one repeat (for tests and inspection), by subtraction when possible."""
    full = make()
    if can_downdate(full):
        full.fit(X, y)
        return [downdate(full, X[folds_row == f], y[folds_row == f]) for f in fold_ids(folds_row)]
    return [make().fit(X[folds_row != f], y[folds_row != f]) for f in fold_ids(folds_row)]
