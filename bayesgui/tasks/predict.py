"""Classifying every row of a table as a stoppable job: posterior, risk and decision per row."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass

import numpy as np
import pandas as pd

from bayesgui.core import LossMatrix, decide
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data import Dataset
from bayesgui.data.columns.levels import fit_levels
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.tasks.progress import Progress

_CLASSIFYING = Note(QT_TRANSLATE_NOOP("tasks", "Classifying every row"))

CHUNK_ROWS = 1 << 15
ROW_OK, ROW_WRONG, ROW_REJECTED = range(3)  # a row's state once its decision and true class are known


@dataclass(frozen=True, eq=False)
class Predictions:
    """Results for every row of the table (rows in the table's order).

    Attributes
    ----------
    classes : tuple of str
    actions : tuple of str
        The decisions: the classes, then "reject" if the loss matrix has it.
        A model without posteriors (the SVM) decides among the classes only.
    posterior : ndarray of shape (n_rows, n_classes)
        P(class|row); for a model without posteriors, its decision scores.
    risk : ndarray of shape (n_rows, n_actions)
        Conditional risks; shape (n_rows, 0) for a model without posteriors (no loss matrix applies).
    decision : ndarray of int, shape (n_rows,)
        Index into ``actions`` of the minimum-risk decision (the top score without posteriors).
    probabilistic : bool
        False when ``posterior`` holds scores.
    truth : (ndarray of int64, tuple of str) or None
        The target column's codes (-1: missing) and level names (``data.levels.fit_levels``), computed in the
        worker so that the table can mark misclassified rows without factorising a million labels on the GUI
        thread; None when the table has no target or nobody computed them.
    row_state : ndarray of int8, shape (n_rows,), or None
        ``ROW_OK``, ``ROW_WRONG`` (decided another class than the row's) or ``ROW_REJECTED`` per row
        (:func:`row_states`, computed in the worker with ``truth``: the table tints rows by it).
    """

    classes: tuple[str, ...]
    actions: tuple[str, ...]
    posterior: np.ndarray
    risk: np.ndarray
    decision: np.ndarray
    probabilistic: bool = True
    truth: tuple[np.ndarray, tuple[str, ...]] | None = None
    row_state: np.ndarray | None = None

    @property
    def risk_actions(self) -> tuple[str, ...]:
        """The actions that have a risk column: all of them, or none without posteriors."""
        return self.actions if self.probabilistic else ()

    def decision_names(self) -> np.ndarray:
        """The decision of every row by name (an action), shape (n_rows,)."""
        return np.asarray(self.actions, dtype=object)[self.decision]

    def with_columns(self, frame: pd.DataFrame) -> pd.DataFrame:
        """``frame`` with the columns P(class)..., risk(action)..., decision appended (for CSV export)."""
        table = frame.copy(deep=False)
        label = "P({0})" if self.probabilistic else "score({0})"
        for k, name in enumerate(self.classes):
            table[label.format(name)] = self.posterior[:, k]
        for i, name in enumerate(self.risk_actions):
            table[f"risk({name})"] = self.risk[:, i]
        table["decision"] = self.decision_names()
        return table


def row_states(
    classes: tuple[str, ...], decision: np.ndarray, truth: tuple[np.ndarray, tuple[str, ...]]
) -> np.ndarray:
    """Per row: ``ROW_REJECTED`` when the decision is reject, ``ROW_WRONG`` when it is a class other than the
    row's true one (``truth``: codes, -1 missing, and level names), else ``ROW_OK``."""
    codes, names = truth
    n_classes = len(classes)
    code_of = {name: code for code, name in enumerate(names)}
    lookup = np.array([code_of.get(c, -2) for c in classes], dtype=np.int64)
    decision = np.asarray(decision)
    decided = lookup[np.minimum(decision, n_classes - 1)]
    state = np.full(len(decision), ROW_OK, dtype=np.int8)
    state[(codes >= 0) & (decided != codes)] = ROW_WRONG
    state[decision >= n_classes] = ROW_REJECTED
    return state


def classify(estimator, X: np.ndarray, loss: LossMatrix) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Posterior (or scores), risks and decisions of rows ``X`` (see ``Predictions``)."""
    if not estimator.probabilistic:
        scores = estimator.decision_scores(X)
        return scores, np.empty((X.shape[0], 0)), np.argmax(scores, axis=1)
    posterior = estimator.predict_proba(X)
    decision, risk = decide(posterior, loss)
    return posterior, risk, decision


def actions_of(estimator, loss: LossMatrix) -> tuple[str, ...]:
    """The decisions a model can make: the loss matrix's actions, or only the classes without posteriors."""
    actions = loss.actions if estimator.probabilistic else loss.classes
    return tuple(map(str, actions))


def predict_all(
    model: TrainedModel, dataset: Dataset, loss: LossMatrix, chunk_rows: int = CHUNK_ROWS
) -> Generator[Progress, None, Predictions]:
    """Encode and classify the table chunk by chunk; unseen levels count as missing."""
    n = dataset.n_rows
    estimator = model.estimator
    n_classes = len(loss.classes)
    n_actions = len(loss.actions) if estimator.probabilistic else 0  # no risks without posteriors
    posterior = np.empty((n, n_classes))
    risk = np.empty((n, n_actions))
    decision = np.empty(n, dtype=np.intp)
    total = max(1, -(-n // chunk_rows))
    yield Progress(0, total, _CLASSIFYING)
    for i, start in enumerate(range(0, n, chunk_rows)):
        rows = slice(start, min(start + chunk_rows, n))
        X = model.schema.encode_features(dataset.frame.iloc[rows], unseen="missing")
        posterior[rows], risk[rows], decision[rows] = classify(estimator, X, loss)
        yield Progress(i + 1, total, _CLASSIFYING)
    truth = fit_levels(dataset.frame[dataset.target]) if dataset.target is not None else None
    classes = tuple(model.class_names)
    state = row_states(classes, decision, truth) if truth is not None else None
    return Predictions(
        classes, actions_of(estimator, loss), posterior, risk, decision, estimator.probabilistic, truth, state
    )
