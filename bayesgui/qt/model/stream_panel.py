"""The streaming demo: "Add rows one by one" replays rows into the model at a chosen speed, and every view of the
model (probability tables, posterior bars, decision regions) moves as each row arrives.

The rows are the rest of the table below the selected row (first unlearnt, then learnt again one by one) or the
rows of a second file. The job (``tasks.replay``) runs in a worker and pauses between rows; Esc or Stop ends it.
When it ends or stops, the model of the table comes back; a second file's rows, replayed to the end, are then
added to the table as one edit (undoable).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDoubleSpinBox, QFileDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from bayesgui.data import DataError, load_dataset
from bayesgui.qt.common.task_runner import TaskRunner
from bayesgui.qt.common.translate_text import translated
from bayesgui.qt.table.table_editor import TableEditor
from bayesgui.tasks.learning import Streamed
from bayesgui.tasks.replay import replay

__all__ = ["StreamPanel"]


class StreamPanel(QWidget):
    """See the module docstring. ``start_rest(row)`` and ``start_file(path)`` are what the buttons do."""

    def __init__(self, editor: TableEditor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor, self.session = editor, editor.session
        self.runner = TaskRunner(self)
        self.runner.partial.connect(self._on_row)
        self.runner.succeeded.connect(self._on_done)
        self.runner.failed.connect(self._on_failed)
        self.speed = QDoubleSpinBox(minimum=0.5, maximum=100.0, value=2.0, singleStep=0.5)
        self.speed.setSuffix(self.tr(" rows/s"))
        self.speed.setAccessibleName(self.tr("Speed"))
        self.rest_button = QPushButton(self.tr("Add rows one by one (the rest of the table)"))
        self.rest_button.setToolTip(
            self.tr("The rows below the selected one are taken out of the model, then learnt again one by one")
        )
        self.file_button = QPushButton(self.tr("Add rows one by one from a file…"))
        self.stop_button = QPushButton(self.tr("Stop (Esc)"), enabled=False)
        self.progress = QLabel(wordWrap=True)
        self.escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self, enabled=False)
        self.escape.setContext(Qt.ShortcutContext.WindowShortcut)
        self.escape.activated.connect(self.stop)
        self.rest_button.clicked.connect(lambda: self.start_rest((self.session.query_row or 0) + 1))
        self.file_button.clicked.connect(self._choose_file)
        self.stop_button.clicked.connect(self.stop)
        speed = QHBoxLayout()
        speed.addWidget(QLabel(self.tr("Speed")))
        speed.addWidget(self.speed, 1)
        speed.addWidget(self.stop_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.rest_button)
        layout.addWidget(self.file_button)
        layout.addLayout(speed)
        layout.addWidget(self.progress)
        self._table_model = None  # the model of the table, put back when the replay ends
        self._file_rows = None

    # ------------------------------------------------------------------ starting and stopping
    @property
    def running(self) -> bool:
        return self._table_model is not None

    def start_rest(self, row: int) -> None:
        """Replay the table's rows from position ``row`` on into a model of the rows above them."""
        dataset = self.session.dataset
        if dataset is None or not 0 < row < dataset.n_rows:
            self.progress.setText(self.tr("Select a row above the last one: the rows below it are replayed."))
            return
        self._start(dataset.frame.iloc[row:], unlearn_first=True)

    def start_file(self, path: str) -> None:
        """Replay the rows of the table file ``path`` (the same columns as the table) as new rows."""
        dataset = self.session.dataset
        if dataset is None:
            return
        try:
            rows = load_dataset(path, target=None).frame
            missing = [c for c in dataset.columns if c not in rows.columns]
            if missing:
                raise DataError(
                    self.tr("{0} lacks the table's column(s): {1}.").format(path, ", ".join(map(str, missing)))
                )
        except DataError as exc:
            self.session.error.emit(translated(exc))
            return
        self._start(rows[list(dataset.columns)], unlearn_first=False, file_rows=True)

    def _choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Rows to add one by one"), "", self.tr("Tables (*.csv *.tsv *.txt *.xlsx)")
        )
        if path:
            self.start_file(path)

    def _start(self, rows, unlearn_first: bool, file_rows: bool = False) -> None:
        model = self.session.model
        if model is None or self.running:
            return
        self._table_model, self._file_rows = model, (rows if file_rows else None)
        self._set_running(True)
        self.runner.start(replay, model, rows, self.speed.value(), unlearn_first, self.session.dataset.source)

    def stop(self) -> None:
        """Stop the replay; the table's model comes back."""
        if self.running:
            self.runner.cancel()
            self._finish(completed=False)

    def _set_running(self, running: bool) -> None:
        self.rest_button.setEnabled(not running)
        self.file_button.setEnabled(not running)
        self.stop_button.setEnabled(running)
        self.escape.setEnabled(running)

    # ------------------------------------------------------------------ rows arriving
    def _on_row(self, step) -> None:
        if not isinstance(step, Streamed) or not self.running:
            return
        self.session.show_streamed(step.model, step.update)
        self.progress.setText(
            self.tr("Row {0} of {1} learnt: it touched %n count(s).", "", step.update.n_touched).format(
                step.progress.done, step.progress.total
            )
        )

    def _on_done(self, _model) -> None:
        if self.running:
            self._finish(completed=True)

    def _on_failed(self, message: str) -> None:
        self.session.error.emit(message)
        if self.running:
            self._finish(completed=False)

    def _finish(self, completed: bool) -> None:
        model, rows = self._table_model, self._file_rows
        self._table_model = self._file_rows = None
        self._set_running(False)
        self.session.apply_edited(self.session.dataset, model)  # the table's own model again
        if completed and rows is not None:
            self.editor.add_rows(rows)  # the file's rows join the table (one undoable edit)
        self.progress.setText(self.tr("All rows learnt.") if completed else self.tr("Stopped."))
