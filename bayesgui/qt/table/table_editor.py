"""Edits of the data table (a cell, added or pasted rows, deleted rows), each one undoable, and the learning mode
that decides what an edit does to the model (Zhou §7.3).

An edit runs as a job (``tasks.table_edit``: the new table is made in a worker, so a million-row table never
blocks the window); its result becomes one ``TableEditCommand`` on the session's undo stack, which swaps
(table, model) pairs: undo puts back the very table and model from before the edit, so every number on screen
returns exactly. What happens to the model:

- eager and look-up table: it is trained again on the edited table (after the usual short delay);
- lazy: nothing is kept trained; the estimates are counted again from the edited table at once;
- incremental: only the statistics the edited rows touch change (``Update``: which, old → new); a model that
  cannot update that way is trained again, and ``note`` says so.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand

from bayesgui.data import DataError
from bayesgui.data.table_edits import pasted_rows, reinferred
from bayesgui.qt.common.loop.task_runner import TaskRunner
from bayesgui.qt.common.session import Session
from bayesgui.qt.common.text.translate import translated
from bayesgui.qt.common.undo_commands import ReplaceCommand
from bayesgui.tasks.learning import EAGER, INCREMENTAL, LAZY, LOOKUP
from bayesgui.tasks.table_edit import CellEdit, EditResult, RowsAdded, RowsDeleted, edit_table

__all__ = ["MODES", "TableEditCommand", "TableEditor"]

MODES = (EAGER, LOOKUP, LAZY, INCREMENTAL)


class TableEditCommand(QUndoCommand):
    """Swap the session's (table, model) for the edited pair; undo swaps the old pair back (with the incremental
    update that had made the old model, if one had: its highlights come back too)."""

    def __init__(self, editor: TableEditor, old: tuple, result: EditResult, text: str) -> None:
        super().__init__(text)
        self._editor, self._old, self._result = editor, old, result

    def redo(self) -> None:
        result = self._result
        self._editor._install(result.dataset, result.model, result.update, result.note, self._old[1])

    def undo(self) -> None:
        dataset, model, update, before = self._old
        self._editor._install(dataset, model, update, None, before)


class TableEditor(QObject):
    """The one place the table is edited; see the module docstring.

    Signals
    -------
    edited : the table was edited, an edit undone or redone (read ``last_update``, ``note``, ``edited_table``)
    mode_changed : the learning mode changed
    """

    edited = Signal()
    mode_changed = Signal()

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.runner = TaskRunner(self)
        self.runner.succeeded.connect(self._on_done)
        self.runner.failed.connect(session.error)
        self._mode = EAGER
        self._pending: tuple | None = None  # (old table, old model, text) of the running edit
        self.note = None  # why the last edit trained the model again instead of updating it (translated)
        session.loaded.connect(self._on_loaded)

    # ------------------------------------------------------------------ state
    @property
    def mode(self) -> str:
        return self._mode

    def set_mode(self, mode: str) -> None:
        if mode not in MODES or mode == self._mode:
            return
        self._mode = mode
        self.note = None
        self.session.set_learning(mode == LAZY, mode == LOOKUP, self.session.lookup_bins)
        self.mode_changed.emit()

    def set_bins(self, bins: int | None) -> None:
        """The look-up table's continuous columns in ``bins`` bins (None: μ and σ²)."""
        if bins != self.session.lookup_bins:
            self.session.set_learning(self.session.lazy, self.session.lookup, bins)
            self.mode_changed.emit()

    def saved_state(self) -> dict:
        """The learning mode as a project keeps it (``Project.learning``)."""
        return {"mode": self._mode, "bins": self.session.lookup_bins}

    def restore(self, state: dict | None) -> None:
        """The learning mode a project kept (None, or a mode this version lacks: eager)."""
        state = state or {}
        bins = state.get("bins")
        self.set_bins(bins if isinstance(bins, int) and bins > 1 else None)
        self.set_mode(state.get("mode") if state.get("mode") in MODES else EAGER)

    @property
    def last_update(self):
        """The incremental ``Update`` that made the current model (None: it was trained)."""
        return self.session.last_update

    @property
    def edited_table(self) -> bool:
        """Whether the table differs from the file it was read from (an edit not undone)."""
        stack = self.session.undo_stack
        return any(isinstance(stack.command(i), TableEditCommand) for i in range(stack.index()))

    @property
    def busy(self) -> bool:
        return self.runner.busy

    # ------------------------------------------------------------------ edits
    def set_cell(self, row: int, column: str, text: object) -> None:
        self._start(CellEdit(row, column, text), self.tr("Edit {0} in row {1}").format(column, row + 1))

    def add_rows(self, rows) -> None:
        """Append ``rows`` (a frame of the table's columns, typed values)."""
        self._start(RowsAdded(rows), self.tr("Add %n row(s)", "", len(rows)))

    def paste_rows(self, text: str) -> bool:
        """Append the tab-separated rows of ``text`` (copied from a spreadsheet); False (error reported) if they
        do not fit the table."""
        dataset = self.session.dataset
        if dataset is None:
            return False
        try:
            rows = pasted_rows(dataset, text)
        except DataError as exc:
            self.session.error.emit(translated(exc))
            return False
        self.add_rows(rows)
        return True

    def add_empty_row(self) -> None:
        """Append a row of missing values (to be filled in cell by cell)."""
        dataset = self.session.dataset
        if dataset is not None:
            self.add_rows(dataset.frame.iloc[:0].reindex([0]))

    def delete_rows(self, positions) -> None:
        positions = sorted(set(positions))
        if positions:
            self._start(RowsDeleted(positions), self.tr("Delete %n row(s)", "", len(positions)))

    def reinfer_kinds(self) -> None:
        """Infer every column's kind again from the edited values (only when the user asks)."""
        dataset = self.session.dataset
        if dataset is None:
            return
        try:
            new = reinferred(dataset)
        except DataError as exc:
            self.session.error.emit(translated(exc))
            return
        self.session.undo_stack.push(
            ReplaceCommand(self.session._apply_dataset, dataset, new, self.tr("Infer the column kinds again"))
        )

    # ------------------------------------------------------------------ internals
    def _current_model(self):
        """The model of the current table (None while one is being trained: it would be of another table)."""
        s = self.session
        return None if s.retrain_pending or s.trainer.busy else s.model

    @property
    def can_edit(self) -> bool:
        """Whether the table's rows can be edited: not a streamed file's preview (every job reads the file)."""
        return self.session.dataset is not None and not self.session.stream.on

    def _start(self, edit, text: str) -> None:
        dataset = self.session.dataset
        if dataset is None:
            return
        if self.session.stream.on:  # (the menu offers no edit then; a paste or a shortcut still lands here)
            self.session.error.emit(
                self.tr(
                    "The table is streamed from its file: the rows shown are a preview, and every job reads the "
                    "file itself, so an edit here would change nothing. To edit the table, open the file in "
                    "memory (File ▸ Open)."
                )
            )
            return
        model = self._current_model()
        self._pending = (dataset, model, text)
        incremental = model if self._mode == INCREMENTAL else None
        self.runner.start(edit_table, dataset, edit, incremental)

    def _on_done(self, result: EditResult) -> None:
        if self._pending is None or self._pending[0] is not self.session.dataset:
            return  # the table changed meanwhile (another file opened): drop the edit
        dataset, model, text = self._pending
        self._pending = None
        s = self.session
        same = model is s.model
        old = (dataset, model, s.last_update if same else None, s.before_update if same else None)
        s.undo_stack.push(TableEditCommand(self, old, result, text))

    def _install(self, dataset, model, update, note, before=None) -> None:
        self.note = None if note is None else translated(note)
        self.session.apply_edited(dataset, model, update, before)
        if model is None and self._mode == LAZY:
            self.session.train()  # counted now, no delay
        self.edited.emit()

    def _on_loaded(self) -> None:
        self.runner.cancel()
        self._pending = None
        self.note = None
        self.edited.emit()
