"""Rows arriving one by one (the streaming demo of incremental learning) as a stoppable job.

``stream_rows(model, frame)`` learns the rows of ``frame`` a few at a time (``update_model``: each step corrects
only the statistics its rows touch) and yields a :class:`Streamed` after every step, so that the window can redraw
the probability tables, the posterior bars and the decision regions as each row arrives (pace it with a timer
between ``next`` calls); closing the generator stops it, the last model yielded staying valid. It returns the
final ``TrainedModel``.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass

import pandas as pd

from bayesgui.core.learning.incremental import Update
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
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
