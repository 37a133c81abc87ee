"""The confusion matrix of an ``Evaluation``: counts, row proportions or loss-weighted cells; a click selects rows."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QComboBox, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from bayesgui.qt.evaluate.parts import labelled_row
from bayesgui.report.evaluation.results import Evaluation


class ConfusionView(QWidget):
    """Rows: the true classes; columns: the decisions (reject last). ``rows_selected`` carries table positions."""

    rows_selected = Signal(object)  # ndarray of row positions in the data table

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.evaluation: Evaluation | None = None
        self._tally = None  # a streamed evaluation's (show_tally)
        self.mode = QComboBox()
        self.mode.addItem(self.tr("Counts"), "counts")
        self.mode.addItem(self.tr("Row proportions"), "rows")
        self.mode.addItem(self.tr("Weighted by loss λ"), "loss")
        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setToolTip(self.tr("Click a cell to select its rows in the data table."))
        self.note = QLabel()
        layout = QVBoxLayout(self)
        layout.addLayout(labelled_row(self.tr("Show"), self.mode))
        layout.addWidget(self.table, 1)
        layout.addWidget(self.note)
        self.mode.currentIndexChanged.connect(self.redraw)
        self.table.cellClicked.connect(self._on_clicked)

    def show_evaluation(self, evaluation: Evaluation | None) -> None:
        self.evaluation, self._tally = evaluation, None
        self.redraw()

    def show_tally(self, result) -> None:
        """A streamed evaluation's confusion counts (``tasks.streaming.evaluate.StreamedEvaluation``): every row of
        the file, so no cell selects rows of the table (which shows a preview)."""
        self.evaluation, self._tally = None, result
        self.redraw()

    def redraw(self) -> None:
        e = self.evaluation
        self.table.clear()
        tally = self._tally if e is None else None
        if e is None and tally is None:
            self.table.setRowCount(0)
            self.table.setColumnCount(0)
            return
        mode = self.mode.currentData()
        matrix = e.confusion_as(mode) if e is not None else _tally_as(tally.tally, mode)
        e = e if e is not None else tally
        self.table.setRowCount(matrix.shape[0])
        self.table.setColumnCount(matrix.shape[1])
        self.table.setVerticalHeaderLabels([self.tr("true {0}").format(c) for c in e.classes])
        self.table.setHorizontalHeaderLabels([self.tr("decide {0}").format(a) for a in e.actions])
        top = float(matrix.max()) if matrix.size and matrix.max() > 0 else 1.0
        for i in range(matrix.shape[0]):
            for j in range(matrix.shape[1]):
                value = matrix[i, j]
                text = f"{int(value)}" if mode == "counts" else f"{value:.3f}"
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                shade = int(40 + 160 * value / top)
                item.setBackground(QColor(70, 130, 180, shade) if i == j else QColor(220, 90, 60, shade))
                self.table.setItem(i, j, item)
        if tally is not None:
            counts = tally.tally.total_confusion()
            k = counts.shape[0]
            wrong, rejected = int(counts[:, :k].sum() - np.trace(counts[:, :k])), int(counts[:, k:].sum())
            self.note.setText(
                self.tr("%n row(s) held out; {0} misclassified, {1} rejected.", "", int(counts.sum())).format(
                    wrong, rejected
                )
            )
            return
        self.note.setText(
            self.tr("%n row(s) held out; {0} misclassified, {1} rejected.", "", int(e.tested.sum())).format(
                int(e.misclassified().sum()), e.n_rejected
            )
        )

    def _on_clicked(self, row: int, column: int) -> None:
        if self.evaluation is not None:
            self.rows_selected.emit(self.evaluation.cell_rows(row, column))


def _tally_as(tally, mode: str) -> np.ndarray:
    """A streamed tally's confusion matrix as ``Evaluation.confusion_as`` gives it (counts, row shares, losses)."""
    counts = tally.total_confusion().astype(np.float64)
    if mode == "rows":
        totals = counts.sum(axis=1, keepdims=True)
        return np.divide(counts, totals, out=np.zeros_like(counts), where=totals > 0)
    if mode == "loss":
        return counts * tally.loss.values[: counts.shape[1]].T
    return counts
