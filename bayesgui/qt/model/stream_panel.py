"""The streaming demo: "Add rows one by one" replays rows into the model at a chosen speed, and every view of the
model (probability tables, posterior bars, decision regions) moves as each row arrives.

The rows are the rest of the table below the selected row (first taken out of the model by a job,
``tasks.replay.unlearn``, then learnt again one by one) or the rows of a second file. A timer on the GUI thread
paces them: each tick learns one row (``tasks.learning.stream_rows``: an incremental update of the statistics the
row touches, fast whatever the table's size) and shows the model with the rows learnt so far
(``Session.show_streamed``: the decision regions are fitted on those rows). A new speed sets the timer's interval
at once; Esc or Stop stops the timer, so no row arrives after it. When the replay ends or stops, the model of the
table comes back; a second file's rows, replayed to the end, are then added to the table as one edit (undoable).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDoubleSpinBox, QFileDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from bayesgui.data import DataError, Dataset, load_dataset
from bayesgui.data.table_edits import with_rows
from bayesgui.qt.common.loop.task_runner import TaskRunner
from bayesgui.qt.common.text.translate import translated
from bayesgui.qt.table.table_editor import TableEditor
from bayesgui.tasks.learning import stream_rows
from bayesgui.tasks.replay import unlearn

__all__ = ["StreamPanel"]


class StreamPanel(QWidget):
    """See the module docstring. ``start_rest(row)`` and ``start_file(path)`` are what the buttons do; ``timer``
    paces the rows; ``finished`` is sent when the replay ends or stops (the table's model is back)."""

    finished = Signal()

    def __init__(self, editor: TableEditor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor, self.session = editor, editor.session
        self.runner = TaskRunner(self)  # taking the rest of the table out of the model
        self.runner.succeeded.connect(self._replay)
        self.runner.failed.connect(self._on_failed)
        self.timer = QTimer(self)  # one row per tick, on the GUI thread
        self.timer.timeout.connect(self._next_row)
        self.speed = QDoubleSpinBox(minimum=0.5, maximum=100.0, value=2.0, singleStep=0.5)
        self.speed.setSuffix(self.tr(" rows/s"))
        self.speed.setAccessibleName(self.tr("Speed"))
        self.speed.valueChanged.connect(lambda _: self.timer.setInterval(self._interval()))
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
        self._file_rows = None  # a second file's rows (added to the table when all are learnt)
        self._rows = None  # the rows to learn, and the table they extend (rows learnt so far: its first ones)
        self._table: Dataset | None = None
        self._first = 0  # rows of ``_table`` learnt before the first replayed row
        self._steps = None  # ``stream_rows``, one ``next`` per tick

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
        self._start(dataset.frame.iloc[row:], dataset, row, unlearn_first=True)

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
            rows = rows[list(dataset.columns)]
            extended = with_rows(dataset, rows)
        except DataError as exc:
            self.session.error.emit(translated(exc))
            return
        self._start(rows, extended, dataset.n_rows, unlearn_first=False, file_rows=True)

    def _choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Rows to add one by one"), "", self.tr("Tables (*.csv *.tsv *.txt *.xlsx)")
        )
        if path:
            self.start_file(path)

    def _start(self, rows, table: Dataset, first: int, unlearn_first: bool, file_rows: bool = False) -> None:
        model = self.session.model
        if model is None or self.running:
            return
        self._table_model, self._file_rows = model, (rows if file_rows else None)
        self._rows, self._table, self._first = rows, table, first
        self._set_running(True)
        if unlearn_first:
            self.progress.setText(self.tr("Taking the rows out of the model…"))
            self.runner.start(unlearn, model, rows, self.session.dataset.source)
        else:
            self._replay(model)

    def _replay(self, model) -> None:
        """Learn the rows one by one into ``model``: the first at once, then one per tick."""
        if not self.running:
            return
        self._steps = stream_rows(model, self._rows, 1, self.session.dataset.source)
        self.timer.start(self._interval())
        self._next_row()

    def _interval(self) -> int:
        return round(1000 / self.speed.value())

    def stop(self) -> None:
        """Stop the replay at once; the table's model comes back."""
        if self.running:
            self.runner.cancel()
            self._finish(completed=False)

    def _set_running(self, running: bool) -> None:
        self.rest_button.setEnabled(not running)
        self.file_button.setEnabled(not running)
        self.stop_button.setEnabled(running)
        self.escape.setEnabled(running)

    # ------------------------------------------------------------------ rows arriving
    def _next_row(self) -> None:
        if self._steps is None:
            return
        try:
            step = next(self._steps)
        except StopIteration:
            self._finish(completed=True)
            return
        except (DataError, ValueError) as exc:
            self._on_failed(translated(exc))
            return
        learnt = self._table.frame.iloc[: self._first + step.progress.done]
        table = self._table
        self.session.show_streamed(
            step.model, step.update, Dataset(learnt, table.kinds, source=table.source, warnings=table.warnings)
        )
        self.progress.setText(
            self.tr("Row {0} of {1} learnt: it touched %n count(s).", "", step.update.n_touched).format(
                step.progress.done, step.progress.total
            )
        )

    def _on_failed(self, message: str) -> None:
        self.session.error.emit(message)
        if self.running:
            self._finish(completed=False)

    def _finish(self, completed: bool) -> None:
        self.timer.stop()
        if self._steps is not None:
            self._steps.close()
        model, rows = self._table_model, self._file_rows
        self._table_model = self._file_rows = self._rows = self._table = self._steps = None
        self._set_running(False)
        self.session.apply_edited(self.session.dataset, model)  # the table's own model again
        if completed and rows is not None:
            self.editor.add_rows(rows)  # the file's rows join the table (one undoable edit)
        self.progress.setText(self.tr("All rows learnt.") if completed else self.tr("Stopped."))
        self.finished.emit()
