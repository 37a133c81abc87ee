"""The state every view reads: dataset, model settings, loss matrix, trained model, current query.

Widgets never compute: they read this object and call its setters. Kind, target and loss edits go
through ``undo_stack``. Changing the data or the settings retrains in the background (debounced);
the loss matrix and the query only re-run the decision, which is instant. The numbers for the current
query live in one record (``record``), computed from the one fitted model, so the bars, tables and
"show your work" can never disagree.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from bayesgui.core import LossMatrix
from bayesgui.data import DataError, Dataset
from bayesgui.data.column_summary import ColumnSummaries
from bayesgui.data.columns.kinds import kind_name
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.qt.common.failure import failure
from bayesgui.qt.common.loop.task_runner import TaskRunner
from bayesgui.qt.common.session_query import SessionQuery
from bayesgui.qt.common.streamed_mode import StreamedMode
from bayesgui.qt.common.table_reader import TableReader
from bayesgui.qt.common.text.translate import translated
from bayesgui.qt.common.undo_commands import ReplaceCommand
from bayesgui.report import WorkedExample
from bayesgui.tasks.encoded_rows import EncodedRows
from bayesgui.tasks.feature_ranges import FeatureRanges
from bayesgui.tasks.predict import Predictions, predict_all
from bayesgui.tasks.train import train_model

TRAIN_DELAY_MS = 150


class Session(SessionQuery, QObject):
    """See the module docstring. Signals carry no payload: read the properties."""

    loaded = Signal()  # a new table (sent after its dataset_changed)
    dataset_changed = Signal()  # a new table, or a kind / the target changed
    settings_changed = Signal()
    loss_changed = Signal()  # the loss matrix itself (the project's content); panels follow record_changed
    model_changed = Signal()  # a newly trained model (or None): for what depends on the model alone
    record_changed = Signal()  # what the panels show changed (model, loss or query, hence ``record``): once a change
    predictions_changed = Signal()
    streamed = Signal()  # the streaming demo learnt one more row (``streamed_dataset``: the rows learnt so far)
    error = Signal(object)  # a message for the user, a str (a Failure from a job); the app keeps running
    pending_changed = Signal(bool)  # a retraining waits (``retrain_pending``), or no longer does

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.trainer = TaskRunner(self)
        self.predictor = TaskRunner(self)
        self._dataset: Dataset | None = None
        self._settings = ModelSettings()
        self._loss: LossMatrix | None = None
        self._model: TrainedModel | None = None
        self._query: np.ndarray | None = None
        self._query_row: int | None = None
        self._query_values: dict | None = None  # a hand-entered query, re-encoded after retraining
        self._record: WorkedExample | None = None
        self._predictions: Predictions | None = None
        self._train_timer = QTimer(self, singleShot=True, interval=TRAIN_DELAY_MS)
        self._train_timer.timeout.connect(self.train)
        self._ranges: FeatureRanges | None = None  # the number features' ranges, from the training job
        self._summaries: ColumnSummaries | None = None  # what the Columns list shows, from the load job
        self._encoded: EncodedRows | None = None  # the rows encoded for the model in a job (a streamed preview)
        self.trainer.partial.connect(self.take_computed)
        self.trainer.succeeded.connect(self._on_retrained)
        self.last_update = None  # the incremental Update behind the current model (None: trained, or undone)
        self.before_update: TrainedModel | None = None  # the model before it (show your work compares them)
        self.lazy = False  # lazy learning (the table editor's mode): show your work says it counted just now
        self.lookup = False  # look-up table mode: the bars, show your work and "Predict all" read the model's table
        self.lookup_bins: int | None = None  # the table's continuous columns binned (None: μ and σ²)
        self.reader = TableReader(self)  # the model reading its look-up table (a binned one counted by a job)
        self.reader.ready.connect(self._on_table_counted)
        self.streamed_dataset: Dataset | None = None  # while rows are streamed in: the rows learnt so far
        self.trainer.failed.connect(self.error)  # (signal to signal: the message passes on as it is)
        self.stream = StreamedMode(self)  # a table too large to load: its file, read in chunks by every job
        self.predictor.succeeded.connect(self._on_predicted)
        self.predictor.failed.connect(self.error)

    # ------------------------------------------------------------------ read-only state
    @property
    def retrain_pending(self) -> bool:
        """Whether a change waits for the debounced retraining to start (the window is as busy as while training)."""
        return self._train_timer.isActive()

    def train_delay(self) -> int:
        """Milliseconds until the pending retraining starts (-1: none pending)."""
        return self._train_timer.remainingTime()

    @property
    def dataset(self) -> Dataset | None:
        return self._dataset

    @property
    def settings(self) -> ModelSettings:
        return self._settings

    loss = property(lambda self: self._loss, doc="The loss matrix (LossMatrix or None).")

    @property
    def model(self) -> TrainedModel | None:
        return self._model

    @property
    def predictions(self) -> Predictions | None:
        return self._predictions

    # ------------------------------------------------------------------ loading
    def load(
        self,
        dataset: Dataset,
        *,
        settings: ModelSettings | None = None,
        loss: LossMatrix | None = None,
        summaries: ColumnSummaries | None = None,
        streamed=None,
    ) -> None:
        """Start over with another table (clears the undo history) and train on it at once (the delay before
        retraining gathers a run of edits; a new table is not an edit, and waiting only delays its first model);
        ``summaries`` are its columns' figures, when the load job computed them; ``streamed``: see ``StreamedMode``."""
        self._summaries, self._encoded = summaries, None
        self.stream.start(streamed)
        self.trainer.cancel()
        self.predictor.cancel()
        self.undo_stack.clear()
        self.last_update = self.before_update = None
        self._model = self._record = self._query = self._query_row = self._predictions = None
        self._query_values = None
        if settings is not None:
            self._settings = settings
        self._loss = loss
        self._apply_dataset(dataset)
        self.loaded.emit()
        self.settings_changed.emit()
        self.loss_changed.emit()
        self.model_changed.emit()
        self.record_changed.emit()
        # Training starts on the next turn of the event loop, not inside this one: the new table's first paint and
        # the start of the job are two short waits for the GUI thread, not one long one (retrain_pending meanwhile).
        self.schedule_training(0)

    # ------------------------------------------------------------------ undoable edits
    def set_kind(self, column: str, kind: str) -> None:
        if self._dataset is None or self._dataset.kinds.get(column) == kind:
            return
        try:
            new = self._dataset.with_kind(column, kind)
        except DataError as exc:
            self.error.emit(failure(exc))
            return
        self.undo_stack.push(
            ReplaceCommand(
                self._apply_dataset,
                self._dataset,
                new,
                self.tr("Set {0} to {1}").format(column, translated(kind_name(kind))),
            )
        )

    def set_target(self, column: str | None) -> None:
        if self._dataset is None or self._dataset.target == column:
            return
        try:
            new = self._dataset.with_target(column)
        except DataError as exc:
            self.error.emit(failure(exc))
            return
        self.undo_stack.push(
            ReplaceCommand(self._apply_dataset, self._dataset, new, self.tr("Set target to {0}").format(column))
        )

    def set_loss(self, loss: LossMatrix, text: str | None = None) -> None:
        if (
            self._loss is not None
            and np.array_equal(loss.values, self._loss.values)
            and loss.has_reject == self._loss.has_reject
        ):
            return
        old = self._loss if self._loss is not None else loss
        self.undo_stack.push(ReplaceCommand(self._apply_loss, old, loss, text or self.tr("Edit loss matrix")))

    # ------------------------------------------------------------------ plain setters
    def set_settings(self, settings: ModelSettings) -> None:
        if settings == self._settings:
            return
        self._settings = settings
        self.settings_changed.emit()
        self.schedule_training()

    def set_learning(self, lazy: bool, lookup: bool, bins: int | None = None) -> None:
        """The learning mode's part in what is shown: lazy (show your work says it counted just now) or look-up
        table (every number shown is read from the model's table, its continuous columns in ``bins`` bins)."""
        if (lazy, lookup, bins) != (self.lazy, self.lookup, self.lookup_bins):
            self.lazy, self.lookup, self.lookup_bins = lazy, lookup, bins
            self._refresh_record()
            self.record_changed.emit()

    # ------------------------------------------------------------------ background work
    def schedule_training(self, delay_ms: int = TRAIN_DELAY_MS) -> None:
        """Train after ``delay_ms`` (a run of edits within it trains once; 0: on the next turn of the event loop)."""
        self._train_timer.start(delay_ms)
        self.pending_changed.emit(True)

    def train(self) -> None:
        self._train_timer.stop()
        if self._dataset is not None and self._dataset.target is not None:
            self.stream.train(self.trainer, self._dataset, self._settings, train_model)  # in memory, or streamed
        self.pending_changed.emit(False)  # (a table without a target: nothing to wait for; the busy bar goes)

    def predict_all(self) -> None:
        if self._model is None or self._dataset is None or self._loss is None:
            return
        self.predictor.start(predict_all, self.scoring_model(), self._dataset, self._loss)

    def show_predictions(self, predictions: Predictions) -> None:
        """Put results computed elsewhere beside the data (the Evaluate tab's out-of-fold predictions)."""
        self.predictor.cancel()
        self._on_predicted(predictions)

    # ------------------------------------------------------------------ internals (also used by undo)
    def _apply_dataset(self, dataset: Dataset) -> None:
        self.predictor.cancel()  # results for the old columns would be stale
        self._dataset, self._predictions, self.streamed_dataset = dataset, None, None
        self.dataset_changed.emit()
        self.predictions_changed.emit()
        self.schedule_training()

    def apply_edited(
        self, dataset: Dataset, model: TrainedModel | None = None, update=None, before: TrainedModel | None = None
    ) -> None:
        """Install an edited table (``qt/table/table_editor``, also on undo/redo): with ``model`` (the table's model,
        updated incrementally or kept from before the edit; ``update`` what the edit changed in it) take it at once,
        else train again. ``before`` is the model before ``update``: show your work writes the fractions that
        changed before and after."""
        self.predictor.cancel()
        self._dataset, self._predictions, self.streamed_dataset = dataset, None, None
        if self._query_row is not None and self._query_row >= dataset.n_rows:
            self._query_row = dataset.n_rows - 1
        self.dataset_changed.emit()
        self.predictions_changed.emit()
        if model is None:
            self.schedule_training()
            return
        self._train_timer.stop()
        self.pending_changed.emit(False)
        self.trainer.cancel()
        self.last_update, self.before_update = update, (before if update is not None else None)
        self._on_trained(model)

    def show_streamed(self, model: TrainedModel, update, learnt: Dataset) -> None:
        """A model that learnt one more streamed row (the streaming demo): drawn at once, the table unchanged;
        ``learnt`` is the table of the rows it has learnt (the decision regions are fitted on them)."""
        self.before_update, self.last_update, self.streamed_dataset = self._model, update, learnt
        self._on_trained(model)
        self.streamed.emit()

    def _on_table_counted(self) -> None:
        self._refresh_record()
        self.record_changed.emit()

    def _on_retrained(self, model: TrainedModel) -> None:
        self.last_update = self.before_update = self.streamed_dataset = None
        self._on_trained(model)

    def _apply_loss(self, loss: LossMatrix) -> None:
        self._loss = loss
        self._refresh_record()
        self.loss_changed.emit()
        self.record_changed.emit()
        if self._predictions is not None:
            self.predict_all()

    @property
    def column_summaries(self) -> ColumnSummaries | None:
        """The missing counts, ranges and levels of the current table's columns, when the load job computed
        them (None otherwise: the Columns list then computes what it shows)."""
        summaries = self._summaries
        return summaries if summaries is not None and summaries.describes(self._dataset) else None

    @property
    def feature_ranges(self) -> FeatureRanges | None:
        """The number features' (minimum, maximum, decimals, step) for the query form, when the last training
        job read them from the current table (None otherwise)."""
        ranges = self._ranges
        return ranges if ranges is not None and ranges.dataset is self._dataset else None

    def take_computed(self, value) -> None:
        """Keep what a job computed from a table for the GUI thread (any other value is not kept): the number
        features' ``FeatureRanges`` (the query form's), and rows encoded for a model (``EncodedRows``: a query row
        is read there, when they are the current table's, encoded for the current model)."""
        if isinstance(value, FeatureRanges):
            self._ranges = value
        elif isinstance(value, EncodedRows):
            self._encoded = value

    def _on_trained(self, model: TrainedModel) -> None:
        """Take the new model, its loss matrix (if the classes changed) and the query's record, then say so: each
        signal once, after every one of them is in place (the panels redraw once per training)."""
        self._model = model
        classes = model.class_names
        new_loss = self._loss is None or tuple(map(str, self._loss.classes)) != tuple(classes)
        if new_loss:
            self._loss = LossMatrix.zero_one(classes)
        if self._query_values is not None:
            self._take_query_values(self._query_values)
        else:
            self._take_query_row(self._query_row or 0)
        if new_loss:
            self.loss_changed.emit()
        self.model_changed.emit()
        self.record_changed.emit()

    def _on_predicted(self, predictions: Predictions) -> None:
        self._predictions = predictions
        self.predictions_changed.emit()

    def shutdown(self, msecs: int = 3000) -> None:
        """Cancel background work and wait for the threads (before the window closes)."""
        self._train_timer.stop()
        self.trainer.cancel()
        self.predictor.cancel()
        self.reader.counting.cancel()
        self.trainer.wait(msecs)
