"""Lazy learning (Zhou, *Machine Learning* §7.3, 懒惰学习): nothing is trained; each prediction estimates the
probabilities it needs from the rows as they are at that moment.

When the data change often, training in advance is wasted work: ``LazyModel`` keeps only the rows (and an
unfitted estimator saying how to estimate), and every ``predict_proba``, ``predict`` or ``explain`` counts them
now: one pass over the current rows gives the counts and sums the estimates are made of, so the answer always
follows the last edit and equals what a model trained on those rows (eagerly) would answer. ``explain`` adds a
note saying so ("counted now from N rows").

Naive Bayes counts only what the questions need: in a categorical column, the rows whose level is one the
queries hold are counted level by level, the others only towards the class's total |D_c| (they are pooled into
one level no query holds, and the number of levels N_i is declared as it was), so P(x_i|c) of every level a
query holds, and nothing else, is estimated.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any, cast

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray, IntArray, Labels
from bayesgui.core.base.estimator import Classifier, ProbabilisticClassifier
from bayesgui.core.base.explanation import Explanation
from bayesgui.core.base.score_explanation import ScoreExplanation
from bayesgui.core.naive_bayes.categorical import CategoricalNB
from bayesgui.core.naive_bayes.mixed import MixedNB
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

__all__ = ["COUNTED_NOW_NOTE", "LazyModel"]

COUNTED_NOW_NOTE = QT_TRANSLATE_NOOP(
    "report", "Lazy learning: nothing was trained in advance; these estimates were counted now from {0} rows."
)


class LazyModel:
    """An estimator that is never trained: each prediction counts from the current rows.

    Parameters
    ----------
    estimator : unfitted core classifier
        How to estimate (its hyper-parameters); it is cloned, never fitted in place.
    X : array-like of shape (n_samples, n_features)
    y : array-like of shape (n_samples,)
        The current rows; ``with_rows`` gives the lazy model of other rows (the edited table).
    """

    def __init__(self, estimator: Classifier, X: ArrayLike, y: ArrayLike) -> None:
        self.estimator = estimator
        self.X = np.asarray(X)
        self.y = np.asarray(y)

    def with_rows(self, X: ArrayLike, y: ArrayLike) -> LazyModel:
        """The same estimator over other rows (the table after an edit)."""
        return LazyModel(self.estimator, X, y)

    @property
    def classes_(self) -> Labels:
        """The classes of the current (labelled) rows, as a fit would find them."""
        classes: Labels = np.unique(self.y[self.y >= 0]) if self.y.dtype.kind in "iu" else np.unique(self.y)
        return classes

    @property
    def probabilistic(self) -> bool:
        return bool(self.estimator.probabilistic)

    @property
    def n_rows(self) -> int:
        return int(self.y.shape[0])

    def counted(self, X_query: ArrayLike | None = None) -> Classifier:
        """The estimates the queries ``X_query`` need, counted now from the current rows: a fitted copy of the
        estimator, used for those queries once and dropped (None: every estimate, the eager model)."""
        estimator = type(self.estimator)(**self.estimator.get_params())
        X = self.X
        categorical = _categorical_columns(estimator, X.shape[1] if X.ndim == 2 else 0)
        if X_query is not None and categorical is not None and categorical.size and len(self.y):
            # categorical columns: only a CategoricalNB or a MixedNB (_categorical_columns)
            counting = cast(CategoricalNB | MixedNB, estimator)
            X, declared = _query_levels_only(X, np.asarray(X_query, dtype=np.float64), categorical, counting)
            estimator.set_params(n_categories=declared)
        return estimator.fit(X, self.y)

    def predict_proba(self, X: ArrayLike) -> FloatArray:
        return cast(ProbabilisticClassifier, self.counted(X)).predict_proba(X)  # a probabilistic estimator's

    def predict(self, X: ArrayLike) -> Labels:
        return self.counted(X).predict(X)

    def decision_scores(self, X: ArrayLike) -> FloatArray:
        return self.counted(X).decision_scores(X)

    def explain(
        self, x: ArrayLike, feature_names: Sequence[str] | None = None
    ) -> Explanation | ScoreExplanation:
        """The explanation of the model counted now, with a note saying from how many rows."""
        row = np.asarray(x, dtype=np.float64).reshape(1, -1)
        explanation = self.counted(row).explain(x, feature_names)
        note = Note(COUNTED_NOW_NOTE, self.n_rows)
        return dataclasses.replace(explanation, notes=[*explanation.notes, note])


def _categorical_columns(estimator: Classifier, n_features: int) -> IntArray | None:
    """The categorical columns of a naive Bayes ``estimator`` whose counts are per level (None: count every
    estimate; semi-supervised naive Bayes re-weighs every row by EM, so it counts everything)."""
    if type(estimator) is CategoricalNB:
        return np.arange(n_features)
    if type(estimator) is MixedNB and estimator.kinds is not None and len(estimator.kinds) == n_features:
        return np.flatnonzero(np.asarray(estimator.kinds, dtype=object) == "categorical")
    return None


def _query_levels_only(
    X: FloatArray, X_query: FloatArray, columns: IntArray, estimator: CategoricalNB | MixedNB
) -> tuple[FloatArray, list[int | None]]:
    """``X`` with each categorical column's levels that no query holds pooled into one of them, and the numbers
    of levels to declare (as a fit on ``X`` would find them), in the layout of ``estimator.n_categories``."""
    X = np.array(X, dtype=np.float64)
    given: Any = estimator.n_categories  # one int, or one entry per column (None: a numeric column)
    n_features = X.shape[1]
    if given is None:
        declared: list[int | None] = [None] * n_features
    elif np.ndim(given) == 0:
        declared = [int(given)] * n_features
    else:
        declared = list(given)
    for j in columns:
        codes = X[:, j]
        seen = codes[~np.isnan(codes) & (codes >= 0)]
        levels = max(int(declared[j] or 1), int(seen.max()) + 1 if seen.size else 1)
        declared[j] = levels
        wanted = np.unique(X_query[:, j][~np.isnan(X_query[:, j])]) if X_query.ndim == 2 else np.empty(0)
        spare = np.setdiff1d(np.arange(levels), wanted)
        if spare.size:  # one level no query holds collects every row whose level is not asked about
            other = ~np.isin(codes, wanted) & (codes >= 0) & (codes == np.floor(codes))  # bad codes: fit refuses
            codes[other] = spare[0]
    if not isinstance(estimator, MixedNB):  # a CategoricalNB
        return X, declared
    kinds = estimator.kinds or ()  # (given: _categorical_columns found them)
    return X, [levels if kind == "categorical" else None for kind, levels in zip(kinds, declared, strict=True)]
