"""The streaming demo's one long step, as a job: the rows to replay taken out of the model first.

"Add rows one by one (the rest of the table)" replays the rows below the selected one into a model of the rows
above them: ``unlearn(model, rows)`` subtracts them (the fold subtraction, one pass: a job, since the rest of a
large table is large). The rows are then learnt one by one on the GUI thread, paced by a timer
(``qt/model/stream_panel``), each an incremental update of only the statistics the row touches
(``tasks.learning.stream_rows``: fast, whatever the table's size).
"""

from __future__ import annotations

from collections.abc import Generator

import pandas as pd

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.data.saved.model_update import update_model
from bayesgui.data.source import Source
from bayesgui.tasks.progress import Progress

__all__ = ["unlearn"]

_TAKING_OUT = Note(QT_TRANSLATE_NOOP("tasks", "Taking the rows out of the model"))


def unlearn(
    model: TrainedModel, rows: pd.DataFrame, source: Source | None = None
) -> Generator[Progress, None, TrainedModel]:
    """``model`` without ``rows`` (the rows it was trained on, feature and class columns)."""
    yield Progress(0, 1, _TAKING_OUT)
    model, _ = update_model(model, removed=rows, source=source)
    yield Progress(1, 1, _TAKING_OUT)
    return model
