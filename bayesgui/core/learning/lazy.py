"""Lazy learning (Zhou, *Machine Learning* §7.3, 懒惰学习): nothing is trained; each prediction estimates the
probabilities it needs from the rows as they are at that moment.

When the data change often, training in advance is wasted work: ``LazyModel`` keeps only the rows (and an
unfitted estimator saying how to estimate), and every ``predict_proba``, ``predict`` or ``explain`` counts them
now: one pass over the current rows gives the counts and sums the estimates are made of, so the answer always
follows the last edit and equals what a model trained on those rows (eagerly) would answer. ``explain`` adds a
note saying so ("counted now from N rows").
"""

from __future__ import annotations

import dataclasses

import numpy as np

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

    def __init__(self, estimator, X, y) -> None:
        self.estimator = estimator
        self.X = np.asarray(X)
        self.y = np.asarray(y)

    def with_rows(self, X, y) -> LazyModel:
        """The same estimator over other rows (the table after an edit)."""
        return LazyModel(self.estimator, X, y)

    @property
    def classes_(self) -> np.ndarray:
        """The classes of the current (labelled) rows, as a fit would find them."""
        return np.unique(self.y[self.y >= 0]) if self.y.dtype.kind in "iu" else np.unique(self.y)

    @property
    def probabilistic(self) -> bool:
        return bool(self.estimator.probabilistic)

    @property
    def n_rows(self) -> int:
        return int(self.y.shape[0])

    def counted(self):
        """The estimates counted now from the current rows: a fitted copy of the estimator (used once, dropped)."""
        return type(self.estimator)(**self.estimator.get_params()).fit(self.X, self.y)

    def predict_proba(self, X) -> np.ndarray:
        return self.counted().predict_proba(X)

    def predict(self, X) -> np.ndarray:
        return self.counted().predict(X)

    def decision_scores(self, X) -> np.ndarray:
        return self.counted().decision_scores(X)

    def explain(self, x, feature_names=None):
        """The explanation of the model counted now, with a note saying from how many rows."""
        explanation = self.counted().explain(x, feature_names)
        note = Note(COUNTED_NOW_NOTE, self.n_rows)
        return dataclasses.replace(explanation, notes=[*explanation.notes, note])
