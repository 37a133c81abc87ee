"""An edit of the data table as a job: the edited table and, when learning incrementally, the updated model.

Adding or deleting rows copies the table (and a cell edit copies one column): on a million rows that is work for
a worker thread, never the window's. ``edit_table`` makes the new ``Dataset`` and, if asked to learn
incrementally, applies the edit to the model too (``data.saved.model_update.update_model``: only the statistics
the edited rows touch change). A model that cannot update that way is left for the window to train again, and
the result says why.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass

import pandas as pd

from bayesgui.core.learning.incremental import Update
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data import DataError, Dataset
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.data.saved.model_update import update_model
from bayesgui.data.table_edits import with_cell, with_rows, without_rows
from bayesgui.tasks.progress import Progress

__all__ = ["CellEdit", "EditResult", "RowsAdded", "RowsDeleted", "edit_table"]

_EDITING = Note(QT_TRANSLATE_NOOP("tasks", "Editing the table"))


@dataclass(frozen=True)
class CellEdit:
    """Set the cell at position ``row`` of ``column`` to ``text``."""

    row: int
    column: str
    text: object


@dataclass(frozen=True)
class RowsAdded:
    """Append ``rows`` (typed values, the table's columns)."""

    rows: pd.DataFrame


@dataclass(frozen=True)
class RowsDeleted:
    """Delete the rows at ``positions``."""

    positions: Sequence[int]


@dataclass(frozen=True)
class EditResult:
    """The edited table; ``model`` the incrementally updated model (None: train again), ``update`` what changed,
    ``note`` why the model must be trained again (None when it was updated or not asked to)."""

    dataset: Dataset
    model: TrainedModel | None = None
    update: Update | None = None
    note: object = None


def _apply(dataset: Dataset, edit) -> tuple[Dataset, pd.DataFrame | None, pd.DataFrame | None]:
    """The edited table, the rows it gains and the rows it loses (as frames, for the model)."""
    if isinstance(edit, CellEdit):
        new = with_cell(dataset, edit.row, edit.column, edit.text)
        return new, new.frame.iloc[[edit.row]], dataset.frame.iloc[[edit.row]]
    if isinstance(edit, RowsAdded):
        new = with_rows(dataset, edit.rows)
        return new, new.frame.iloc[dataset.n_rows :], None
    positions = sorted(set(edit.positions))
    return without_rows(dataset, positions), None, dataset.frame.iloc[positions]


def edit_table(dataset: Dataset, edit, model: TrainedModel | None = None) -> Generator[Progress, None, EditResult]:
    """Apply ``edit`` (a ``CellEdit``, ``RowsAdded`` or ``RowsDeleted``) to ``dataset``; with ``model`` (trained
    on ``dataset``) update it incrementally as well."""
    yield Progress(0, 2, _EDITING)
    new, added, removed = _apply(dataset, edit)
    yield Progress(1, 2, _EDITING)
    if model is None:
        return EditResult(new)
    try:
        updated, update = update_model(model, added=added, removed=removed, source=dataset.source)
    except DataError as exc:
        return EditResult(new, note=exc.args[0] if exc.args else None)
    return EditResult(new, updated, update)
