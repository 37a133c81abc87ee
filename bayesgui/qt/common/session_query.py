"""The session's query: the sample being classified (a table row or values typed in) and its worked decision.

A base of :class:`~bayesgui.qt.common.session.Session`, which holds the state it reads (the dataset, the model,
the loss matrix, the learning mode) and sends the signals. ``record`` is computed here, once per change, from the
one fitted model: the bars, tables and "show your work" all read it.
"""

from __future__ import annotations

import dataclasses

import numpy as np
from PySide6.QtCore import SignalInstance

from bayesgui.core import LossMatrix
from bayesgui.core.learning.lazy import COUNTED_NOW_NOTE
from bayesgui.core.note import Note
from bayesgui.data import DataError, Dataset
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.qt.common.failure import failure
from bayesgui.qt.common.table_reader import TableReader
from bayesgui.report import WorkedExample, build
from bayesgui.report.edit_changes import before_after
from bayesgui.tasks.encoded_rows import EncodedRows


class SessionQuery:
    """The query and its record (see the module docstring)."""

    # the state Session holds
    _dataset: Dataset | None
    _model: TrainedModel | None
    _loss: LossMatrix | None
    _encoded: EncodedRows | None
    _query: np.ndarray | None
    _query_row: int | None
    _query_values: dict | None
    _record: WorkedExample | None
    lazy: bool
    lookup: bool
    lookup_bins: int | None
    before_update: TrainedModel | None
    reader: TableReader
    error: SignalInstance
    record_changed: SignalInstance

    @property
    def query(self) -> np.ndarray | None:
        """The encoded sample (n_features,) in the model's schema, or None."""
        return self._query

    @property
    def query_row(self) -> int | None:
        """The table row the query came from, or None for a hand-entered query."""
        return self._query_row

    @property
    def record(self) -> WorkedExample | None:
        """The worked decision of the query (``bayesgui.report.build``): every number the views show."""
        return self._record

    def scoring_model(self) -> TrainedModel | None:
        """The model the panels and "Predict all" read: in look-up mode, the model reading its table (naive Bayes;
        another model computes, as it must), binned: counted from the current table (``TableReader``)."""
        if self._model is None or not self.lookup:
            return self._model
        return self.reader.reading(self._model, self._dataset, self.lookup_bins)

    def set_query_row(self, row: int) -> None:
        """Classify row ``row`` of the table (a position in ``dataset.frame``); remembered while training."""
        if self._take_query_row(row):
            self.record_changed.emit()

    def set_query_values(self, values: dict) -> None:
        """A hand-entered query: feature name -> level name or number (None = missing)."""
        if self._take_query_values(values):
            self.record_changed.emit()

    def _take_query_row(self, row: int) -> bool:
        """Make row ``row`` the query and refresh ``record``, announcing nothing; False when no query was taken (no
        model yet, or the row could not be encoded: the error is reported)."""
        if self._model is None or self._dataset is None:
            self._query_row, self._query_values = row, None
            return False
        x = self._encoded.row(self._dataset, self._model.schema, row) if self._encoded is not None else None
        if x is None:
            try:
                x = self._model.schema.encode_features(self._dataset.frame.iloc[[row]], unseen="missing")[0]
            except DataError as exc:
                self.error.emit(failure(exc))
                return False
        self._query_values = None
        self._set_query(x, row)
        return True

    def _take_query_values(self, values: dict) -> bool:
        """As ``_take_query_row`` for a hand-entered query."""
        if self._model is None:
            return False
        schema = self._model.schema
        x = np.full(schema.n_features, np.nan)
        for j, (name, levels) in enumerate(zip(schema.feature_names, schema.levels, strict=True)):
            value = values.get(name)
            if levels is not None:
                x[j] = levels.index(value) if value in levels else -1
            elif value is not None:
                x[j] = float(value)
        self._query_values = dict(values)
        self._set_query(x, None)
        return True

    def _set_query(self, x: np.ndarray, row: int | None) -> None:
        self._query, self._query_row = x, row
        self._refresh_record()

    def _refresh_record(self) -> None:
        if self._model is None or self._query is None or self._loss is None:
            self._record = None
            return
        decimals = self._dataset.source.decimals_of() if self._dataset is not None else None
        try:
            self._record = build(self.scoring_model(), self._query, self._loss, decimals)
        except ValueError as exc:  # a query the model refuses (a network: too many missing cells to sum out)
            self._record = None  # the panels show no decision, and the user reads why
            self.error.emit(failure(exc))
            return
        if self.lazy:
            note = Note(COUNTED_NOW_NOTE, self._model.n_rows)
            self._record = dataclasses.replace(self._record, notes=(*self._record.notes, note))
        if self.before_update is not None:  # after an incremental update: the fractions it changed, before and after
            try:
                before = build(self.before_update, self._query, self._loss, decimals)
            except (ValueError, IndexError, KeyError):  # the sample has a level the old model never saw
                return
            notes = before_after(before, self._record)
            self._record = dataclasses.replace(self._record, notes=(*self._record.notes, *notes))

