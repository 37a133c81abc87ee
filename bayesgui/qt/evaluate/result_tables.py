"""Tables of an evaluation: the metrics with standard errors, the model comparison, the out-of-fold predictions.

Each is a ``QTableWidget`` filled from the report objects, and can be saved as CSV (``save_csv``).
"""

from __future__ import annotations

import csv
from pathlib import Path

import numpy as np
from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from bayesgui.core.evaluation import METRICS
from bayesgui.core.evaluation.summary import MetricTable
from bayesgui.qt.common.text.model import model_name
from bayesgui.qt.common.text.translate import translated
from bayesgui.report.evaluation.comparison import Comparison
from bayesgui.report.evaluation.results import Evaluation
from bayesgui.report.evaluation.words import METRIC_NAMES


def metric_name(name: str) -> str:
    return QCoreApplication.translate("evaluation", METRIC_NAMES[name])


def _text(value: float, error: float = float("nan")) -> str:
    if not np.isfinite(value):
        return "—"
    return f"{value:.4f} ± {error:.4f}" if np.isfinite(error) else f"{value:.4f}"


def fill(table: QTableWidget, header: list[str], rows: list[list[str]]) -> None:
    table.clear()
    table.clearSpans()
    table.setColumnCount(len(header))
    table.setRowCount(len(rows))
    table.setHorizontalHeaderLabels(header)
    for i, row in enumerate(rows):
        for j, value in enumerate(row):
            table.setItem(i, j, QTableWidgetItem(value))
    table.resizeColumnsToContents()


def save_csv(table, path: str | Path) -> None:
    """Write what ``table`` (a QTableWidget or a QTableView) shows, its header first, as UTF-8 CSV."""
    model = table.model()
    rows, columns = model.rowCount(), model.columnCount()
    with Path(path).open("w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow([model.headerData(j, Qt.Orientation.Horizontal) for j in range(columns)])
        for i in range(rows):
            writer.writerow([model.data(model.index(i, j)) or "" for j in range(columns)])


def _table() -> QTableWidget:
    table = QTableWidget()
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.verticalHeader().setVisible(False)
    return table


class MetricsTable(QWidget):
    """Each metric with its standard error, then precision, recall and F1 per class."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = _table()
        self.note = QLabel()  # what a streamed run cannot show, and why
        self.note.setWordWrap(True)
        self.note.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.note)

    def show_evaluation(self, e: Evaluation | None) -> None:
        self.note.hide()
        if e is None:
            fill(self.table, [], [])
            return
        self._fill(e.table, e.classes, [self.tr("rows used / skipped"), f"{e.n_used} / {e.n_skipped}"])

    def show_streamed(self, t: MetricTable, classes, n_rows: int) -> None:
        """A streamed evaluation's metrics (``report.evaluation.streamed.tally_table``): no AUC, said below."""
        self._fill(t, classes, [self.tr("rows held out"), f"{n_rows}"])
        self.note.setText(
            self.tr(
                "A streamed evaluation keeps the confusion counts and sums, not every row's posterior: the AUCs "
                "(which rank the rows by score) are not computed (—)."
            )
        )
        self.note.show()

    def _fill(self, t: MetricTable, classes, last: list[str]) -> None:
        rows = [[metric_name(m), _text(t.values[m], t.errors[m])] for m in METRICS]
        for k, c in enumerate(classes):
            rows.append([self.tr("{0}: precision / recall / F1").format(c),
                         f"{t.precision[k]:.3f} / {t.recall[k]:.3f} / {t.f1[k]:.3f}"])  # fmt: skip
        rows.append(last)
        fill(self.table, [self.tr("Metric"), self.tr("Value ± standard error")], rows)


class ComparisonTable(QWidget):
    """One row per model: the metrics with SEs, the paired risk difference to the best model, the time taken."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = _table()
        QVBoxLayout(self).addWidget(self.table)

    def show_comparison(self, c: Comparison | None) -> None:
        if c is None or not c.evaluations:
            fill(self.table, [], [])
            return
        shown = ("accuracy", "balanced_accuracy", "log_loss", "brier", "auc_macro", "risk")
        best = c.best("risk")
        rows = []
        for i, e in enumerate(c.evaluations):
            cells = [_text(e.table.values[m], e.table.errors[m]) for m in shown]
            diff = self.tr("best") if i == best else _text(*c.difference(i, best, "risk"))
            rows.append([model_name(e.model), *cells, diff, f"{e.seconds:.3f}"])
        failed = [[model_name(key), self.tr("not run: {0}").format(translated(why))] for key, why in c.failures]
        header = [self.tr("Model"), *map(metric_name, shown), self.tr("Risk − best (paired)"), self.tr("Seconds")]
        fill(self.table, header, rows + failed)
        for i, (_, why) in enumerate(failed, start=len(rows)):  # why spans the metric columns, not the first one
            self.table.setSpan(i, 1, 1, len(header) - 1)
            self.table.item(i, 1).setToolTip(why)  # in full where the span is too narrow
        self.table.resizeColumnsToContents()


class PredictionsModel(QAbstractTableModel):
    """The out-of-fold predictions as a lazy table model: a million rows cost nothing until shown."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.columns: dict[str, np.ndarray] = {}
        self.keep = np.zeros(0, dtype=np.int64)

    def set_rows(self, columns: dict[str, np.ndarray], keep: np.ndarray) -> None:
        self.beginResetModel()
        self.columns, self.keep = columns, keep
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else int(self.keep.size)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole or not index.isValid():
            return None
        value = list(self.columns.values())[index.column()][self.keep[index.row()]]
        return f"{value:.4f}" if isinstance(value, float | np.floating) else str(value)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return list(self.columns)[section]
        return None


class PredictionsTable(QWidget):
    """The out-of-fold prediction of every held-out row beside its class; optionally only the misclassified."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.evaluation: Evaluation | None = None
        self.only_wrong = QCheckBox(self.tr("Misclassified rows only"))
        self.beside_data = QPushButton(self.tr("Show beside the data"))
        self.beside_data.setToolTip(
            self.tr("Put these out-of-fold predictions in the data table: misclassified rows are tinted there.")
        )
        self.model = PredictionsModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.verticalHeader().setVisible(False)
        top = QHBoxLayout()
        top.addWidget(self.only_wrong)
        top.addStretch(1)
        top.addWidget(self.beside_data)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        self.only_wrong.toggled.connect(lambda _on: self.redraw())

    def show_evaluation(self, e: Evaluation | None) -> None:
        self.evaluation = e
        self.redraw()

    def redraw(self) -> None:
        e = self.evaluation
        if e is None:
            self.model.set_rows({}, np.zeros(0, dtype=np.int64))
            return
        columns = e.predictions()
        n = len(columns["row"])
        keep = np.flatnonzero(e.misclassified()[e.tested]) if self.only_wrong.isChecked() else np.arange(n)
        self.model.set_rows(columns, keep)
