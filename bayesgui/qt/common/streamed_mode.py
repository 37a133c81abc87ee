"""The window's streamed mode: a table too large to load, shown by a preview, its jobs reading the file in chunks.

The session holds the preview as its dataset (the table, the Columns list and the query form read it as usual; its
kinds stay editable); this object holds the file (``table``) and decides how each job reads it. Training reads the
whole file for the models that are sums of per-class statistics; another model says it needs the table in memory
(``needs_table``) and can be trained on the preview instead (``train_on_sample``). Predicting every row writes the
columns to a file; a random sample replaces the first rows in the preview. Each job runs in ``runner`` (or the
session's trainer), with progress by bytes and cancel.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from bayesgui.core.note import Note
from bayesgui.data.streamed import StreamedFile
from bayesgui.qt.common.loop.task_runner import TaskRunner
from bayesgui.qt.common.text.model import model_name
from bayesgui.qt.common.text.translate import translate_template, translated
from bayesgui.tasks.stream_window import (
    predict_streamed_to_file,
    random_preview,
    streamed_refusal,
    train_streamed_table,
)

if TYPE_CHECKING:
    from bayesgui.data import Dataset
    from bayesgui.data.saved.model_settings import ModelSettings


class StreamedMode(QObject):
    """See the module docstring.

    Signals
    -------
    changed()
        Streamed mode began or ended, the preview became a sample, or the model was trained on the sample.
    needs_table(str)
        The chosen model cannot be trained streamed: the message says so (the window offers the sample).
    written(str)
        The predictions were written to this file.
    """

    changed = Signal()
    needs_table = Signal(str)
    written = Signal(str)

    def __init__(self, session) -> None:
        """``session``: the ``Session`` that owns this object (its trainer runs the training jobs)."""
        super().__init__(session)
        self._session = session
        self.table: StreamedFile | None = None
        self.on_sample = False  # the model was trained on the preview (a model that cannot stream)
        self.runner = TaskRunner(self)  # predict-all to a file, the random sample
        self.runner.succeeded.connect(self._on_done)
        self.runner.partial.connect(session.take_computed)  # the random sample's ranges and encoded rows
        self.runner.failed.connect(session.error)

    @property
    def on(self) -> bool:
        return self.table is not None

    def start(self, table: StreamedFile | None) -> None:
        """A new table: streamed (``table``) or in memory (None)."""
        self.runner.cancel()
        self.table, self.on_sample = table, False
        self.changed.emit()

    # ------------------------------------------------------------------ training
    def train(self, trainer: TaskRunner, dataset: Dataset, settings: ModelSettings, in_memory) -> None:
        """Start the session's training in ``trainer``: ``in_memory(dataset, settings)`` for a table in memory, else
        the streamed job (or, for a model that cannot stream, ask: ``needs_table``)."""
        job = self.training_job(dataset, settings, in_memory)
        if job is not None:
            trainer.start(*job)

    def training_job(self, dataset: Dataset, settings: ModelSettings, in_memory) -> tuple | None:
        """The job that trains ``settings``' model for the session: ``(function, *args)``, or None when the model
        cannot stream (``needs_table`` is sent); ``in_memory``: the job that trains on a table in memory."""
        if self.table is None:
            return (in_memory, dataset, settings)
        refusal = streamed_refusal(dataset, settings)
        if refusal is None:
            if self.on_sample:
                self.on_sample = False
                self.changed.emit()
            return (train_streamed_table, self.table, dataset, settings)
        if self.on_sample:
            return (in_memory, dataset, settings)
        # the core names the estimator's class; the user knows the model by its name in the Model menu
        name = model_name(settings.model)
        named = translate_template(refusal.template).format(name) if isinstance(refusal, Note) else translated(refusal)
        self.needs_table.emit(named)
        return None

    def train_on_sample(self) -> None:
        """Train the model that cannot stream on the rows of the preview (until the file or the model changes)."""
        if self.table is not None:
            self.on_sample = True
            self.changed.emit()
            self._session.train()

    # ------------------------------------------------------------------ other jobs
    def predict_to_file(self, path: str) -> None:
        """Classify every row of the file and write the prediction columns to ``path`` (CSV)."""
        s = self._session
        if self.table is None or s.model is None or s.loss is None or s.dataset is None:
            return
        self.runner.start(predict_streamed_to_file, self.table, s.model, s.loss, path)

    def show_random_sample(self, seed: int = 0) -> None:
        """Replace the preview's first rows by a random sample of the whole file (read in chunks)."""
        s = self._session
        if self.table is not None and s.dataset is not None:
            schema = s.model.schema if s.model is not None else None
            self.runner.start(random_preview, self.table, s.dataset, seed, schema)

    def _on_done(self, result) -> None:
        if isinstance(result, str):
            self.written.emit(result)
        elif self.table is not None:  # the random sample, with the preview's kinds and target
            self.table = dataclasses.replace(self.table, sampled=True)
            session = self._session  # the model, trained on the whole file, stays
            session.apply_edited(result, session.model)
            self.changed.emit()
