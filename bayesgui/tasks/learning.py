"""Rows arriving one by one (the streaming demo of incremental learning) as a stoppable job, and the costs of the
learning modes compared on the current data.

``stream_rows(model, frame)`` learns the rows of ``frame`` a few at a time (``update_model``: each step corrects
only the statistics its rows touch) and yields a :class:`Streamed` after every step, so that the window can redraw
the probability tables, the posterior bars and the decision regions as each row arrives (pace it with a timer
between ``next`` calls); closing the generator stops it, the last model yielded staying valid. It returns the
final ``TrainedModel``.

``reading_table(model, dataset, bins)`` is the model that predicts and explains from its look-up table (binned:
counted from the table's rows); ``compare_modes(estimator, X, y, X_query)`` measures, on the current rows, what
each way of using the model costs
(the learning-mode panel's comparison): the time to get ready, the time per prediction and the numbers stored.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Generator
from dataclasses import dataclass

import numpy as np
import pandas as pd

from bayesgui.core.learning.footprint import stored_numbers
from bayesgui.core.learning.incremental import Update, add_rows, can_update
from bayesgui.core.learning.lazy import LazyModel
from bayesgui.core.learning.lookup import LookupTable
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data import Dataset
from bayesgui.data.columns.kinds import CATEGORICAL
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.data.saved.model_update import update_model
from bayesgui.data.source import Source
from bayesgui.tasks.progress import Progress

_ADDING = Note(QT_TRANSLATE_NOOP("tasks", "Adding rows one by one"))


@dataclass(frozen=True)
class Streamed:
    """The model after one step of ``stream_rows``, the step's ``Update`` (what changed) and the progress."""

    model: TrainedModel
    update: Update
    progress: Progress


def stream_rows(
    model: TrainedModel, frame: pd.DataFrame, rows_per_step: int = 1, source: Source | None = None
) -> Generator[Streamed, None, TrainedModel]:
    """Learn the rows of ``frame`` (feature and class columns) ``rows_per_step`` at a time."""
    total = len(frame)
    for start in range(0, total, max(1, rows_per_step)):
        rows = frame.iloc[start : start + max(1, rows_per_step)]
        model, update = update_model(model, added=rows, source=source)
        yield Streamed(model, update, Progress(start + len(rows), total, _ADDING))
    return model


EAGER, LOOKUP, LAZY, INCREMENTAL = "eager", "lookup", "lazy", "incremental"


def reading_table(model: TrainedModel, dataset: Dataset | None = None, bins: int | None = None) -> TrainedModel:
    """``model`` predicting and explaining from its look-up table (every number read from it; a ValueError for a
    model that is not naive Bayes); ``bins``: its continuous columns in that many bins, counted from the rows of
    ``dataset``, the table ``model`` was trained on."""
    if bins is None or dataset is None:
        table = LookupTable.of(model.estimator)
    else:  # (only the number columns are read: the categorical ones are not binned)
        schema, frame = model.schema, dataset.frame
        numbers = [j for j, kind in enumerate(schema.kinds) if kind != CATEGORICAL]
        X = np.full((len(frame), schema.n_features), np.nan)
        if numbers:
            X[:, numbers] = schema.select(numbers).encode_features(frame)
        y = schema.encode_target(frame[schema.target], unseen="missing") if schema.target else None
        table = LookupTable.of(model.estimator, bins, X, y)
    return dataclasses.replace(model, estimator=table.scorer)


@dataclass(frozen=True)
class ModeCost:
    """What one learning mode costs on the current data.

    Attributes
    ----------
    mode : str
        ``EAGER``, ``LOOKUP``, ``LAZY`` or ``INCREMENTAL``.
    ready_seconds : float
        Eager: fitting every row; look-up: fitting and tabulating; lazy: 0 (nothing is trained); incremental:
        learning one more row.
    predict_seconds : float
        Per predicted row (lazy: the counting included).
    stored : int
        Numbers kept (``footprint.stored_numbers``).
    """

    mode: str
    ready_seconds: float
    predict_seconds: float
    stored: int


def compare_modes(estimator, X: np.ndarray, y: np.ndarray, X_query: np.ndarray) -> tuple[ModeCost, ...]:
    """The costs of each mode the unfitted ``estimator`` allows (a look-up table: naive Bayes; incremental: a
    model of summed statistics), on the rows ``X``, ``y`` and the queries ``X_query`` (at least one row)."""
    n_query = max(1, len(X_query))

    def timed(job):
        start = time.perf_counter()
        result = job()
        return result, time.perf_counter() - start

    fitted, fit_seconds = timed(lambda: type(estimator)(**estimator.get_params()).fit(X, y))
    _, predict_seconds = timed(lambda: _answer(fitted)(X_query))
    costs = [ModeCost(EAGER, fit_seconds, predict_seconds / n_query, stored_numbers(fitted))]
    try:
        table, table_seconds = timed(lambda: _with_scorer(LookupTable.of(fitted)))
    except ValueError:  # not naive Bayes: no look-up table
        table = None
    if table is not None:
        _, lookup_seconds = timed(lambda: table.predict_proba(X_query))
        costs.append(ModeCost(LOOKUP, fit_seconds + table_seconds, lookup_seconds / n_query, stored_numbers(table)))
    lazy = LazyModel(estimator, X, y)
    _, lazy_seconds = timed(lambda: _answer(lazy)(X_query))
    costs.append(ModeCost(LAZY, 0.0, lazy_seconds / n_query, stored_numbers(lazy)))
    if can_update(fitted) and len(y):
        _, update_seconds = timed(lambda: add_rows(fitted, X[-1:], y[-1:]))
        costs.append(ModeCost(INCREMENTAL, update_seconds, predict_seconds / n_query, stored_numbers(fitted)))
    return tuple(costs)


def _answer(model):
    """What the window asks ``model`` for a query: the posterior, or the decision of a model without probabilities
    (the SVM: asked for probabilities, it raised an internal error in "Compare the modes")."""
    return model.predict_proba if model.probabilistic else model.predict


def _with_scorer(table: LookupTable) -> LookupTable:
    """``table`` with its scorer made (its fused tables are part of the table's making, not of a prediction)."""
    _ = table.scorer
    return table
