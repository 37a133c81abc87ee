"""The streaming demo's job: rows replayed one by one into a model, at a chosen speed (stoppable at every row).

``replay(model, rows, rows_per_second, unlearn_first)`` yields ``tasks.learning.Streamed`` after each row
(``stream_rows``: only the statistics the row touches change) and pauses between rows, in the worker thread, so
that the window can redraw the probability tables, the posterior bars and the decision regions as each row
arrives. ``unlearn_first`` first subtracts the rows from the model (the rest of the table, replayed into a model of
the rows above it); otherwise they are new rows (a second file). Closing the generator stops it.
"""

from __future__ import annotations

import time
from collections.abc import Generator

import pandas as pd

from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.data.saved.model_update import update_model
from bayesgui.data.source import Source
from bayesgui.tasks.learning import Streamed, stream_rows

__all__ = ["replay"]


def replay(
    model: TrainedModel,
    rows: pd.DataFrame,
    rows_per_second: float = 2.0,
    unlearn_first: bool = False,
    source: Source | None = None,
) -> Generator[Streamed, None, TrainedModel]:
    """See the module docstring; returns the model with every row learnt."""
    if unlearn_first:
        model, _ = update_model(model, removed=rows, source=source)
    pause = 1.0 / rows_per_second if rows_per_second > 0 else 0.0
    steps = stream_rows(model, rows, 1, source)
    try:
        for step in steps:
            yield step
            model = step.model
            if pause:
                time.sleep(pause)
    finally:
        steps.close()
    return model
