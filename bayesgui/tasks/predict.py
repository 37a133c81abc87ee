"""Classifying every row of a table as a stoppable job: posterior, risk and decision per row."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass

import numpy as np
import pandas as pd

from bayesgui.core import LossMatrix, decide
from bayesgui.data import Dataset
from bayesgui.data.model_file import TrainedModel
from bayesgui.tasks.progress import Progress

CHUNK_ROWS = 1 << 15


@dataclass(frozen=True, eq=False)
class Predictions:
    """Results for every row of the table (rows in the table's order).

    Attributes
    ----------
    classes : tuple of str
    actions : tuple of str
        The decisions: the classes, then "reject" if the loss matrix has it.
    posterior : ndarray of shape (n_rows, n_classes)
    risk : ndarray of shape (n_rows, n_actions)
    decision : ndarray of int, shape (n_rows,)
        Index into ``actions`` of the minimum-risk decision.
    """

    classes: tuple[str, ...]
    actions: tuple[str, ...]
    posterior: np.ndarray
    risk: np.ndarray
    decision: np.ndarray

    def decision_names(self) -> np.ndarray:
        return np.asarray(self.actions, dtype=object)[self.decision]

    def with_columns(self, frame: pd.DataFrame) -> pd.DataFrame:
        """``frame`` with the columns P(class)..., risk(action)..., decision appended (for CSV export)."""
        table = frame.copy(deep=False)
        for k, name in enumerate(self.classes):
            table[f"P({name})"] = self.posterior[:, k]
        for i, name in enumerate(self.actions):
            table[f"risk({name})"] = self.risk[:, i]
        table["decision"] = self.decision_names()
        return table


def predict_all(
    model: TrainedModel, dataset: Dataset, loss: LossMatrix, chunk_rows: int = CHUNK_ROWS
) -> Generator[Progress, None, Predictions]:
    """Encode and classify the table chunk by chunk; unseen levels count as missing."""
    n = dataset.n_rows
    n_classes, n_actions = len(loss.classes), len(loss.actions)
    posterior = np.empty((n, n_classes))
    risk = np.empty((n, n_actions))
    decision = np.empty(n, dtype=np.intp)
    total = max(1, -(-n // chunk_rows))
    yield Progress(0, total, "Classifying every row")
    for i, start in enumerate(range(0, n, chunk_rows)):
        rows = slice(start, min(start + chunk_rows, n))
        X = model.schema.encode_features(dataset.frame.iloc[rows], unseen="missing")
        posterior[rows] = model.estimator.predict_proba(X)
        decision[rows], risk[rows] = decide(posterior[rows], loss)
        yield Progress(i + 1, total, "Classifying every row")
    return Predictions(tuple(model.class_names), tuple(map(str, loss.actions)), posterior, risk, decision)
