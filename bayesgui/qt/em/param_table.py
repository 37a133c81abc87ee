"""The parameters in force at the shown half-step: one row per component, its weight, mean and covariance.

Columns: α (Zhou's mixing coefficient α_k), then μ per column, then the covariance entries (variances and, for two
columns, the covariance). Cells are updated in place; the table is read-only and selectable (copy with Ctrl+C).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from bayesgui.qt.common.plots.style import component_color
from bayesgui.qt.common.text.fit import LinesHeader


def _fmt(value: float) -> str:
    return f"{value:.4g}"


class EmParamTable(QTableWidget):
    """Weights, means and covariances of each component of the shown snapshot."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        # Stretch, not ResizeToContents: measuring every cell on each update cost ~3 ms a frame while playing;
        # the symbol over the column's name, each line elided to the section ("μ 含糖率" was cut on both sides),
        # and no column narrower than a number of .4g ("0.2183"; the table scrolls sideways when it must)
        self.setHorizontalHeader(LinesHeader(Qt.Orientation.Horizontal, self))
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.horizontalHeader().setMinimumSectionSize(self.fontMetrics().horizontalAdvance("-0.0000") + 10)
        self.setAccessibleName(self.tr("Mixture parameters"))
        self.setToolTip(
            self.tr(
                "The parameters in force after the shown half-step: mixing coefficient α_k, mean μ_k, variances σ²_k "
                "and (two columns) the covariance of component k."
            )
        )
        self._columns: tuple[str, ...] = ()
        self._params = None

    def set_columns(self, columns) -> None:
        """Name the data columns (one or two) and clear the rows."""
        self._columns = tuple(columns)
        headers = [self.tr("α")]
        headers += [self.tr("μ {0}").format(c) for c in self._columns]
        headers += [self.tr("σ² {0}").format(c) for c in self._columns]
        if len(self._columns) == 2:
            headers.append(self.tr("cov"))
        self.setColumnCount(len(headers))
        self.setHorizontalHeaderLabels([text.replace(" ", "\n", 1) for text in headers])
        for column, text in enumerate(headers):  # a narrow side panel elides the headers: the tooltip has them
            self.horizontalHeaderItem(column).setToolTip(text)
        self.setRowCount(0)
        self._params = None

    def prepare(self, n_components: int) -> None:
        """One empty row per component (done before a run, so that its first frame only fills cells)."""
        self._params = None
        if self.rowCount() != n_components:
            self.setRowCount(n_components)
            self.setVerticalHeaderLabels([self.tr("k = {0}").format(k + 1) for k in range(n_components)])
            for k in range(n_components):
                self.verticalHeaderItem(k).setForeground(component_color(k))
                for column in range(self.columnCount()):
                    item = QTableWidgetItem()
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                    self.setItem(k, column, item)
        for k in range(n_components):
            for column in range(self.columnCount()):
                self.item(k, column).setText("")

    def show_params(self, params) -> None:
        """Fill the rows from ``params`` (a ``MixtureParams``), or blank them for None."""
        if params is self._params:
            return  # an E step leaves the parameters as they were
        if params is None:
            self.prepare(self.rowCount())
            return
        n = len(params.weights)
        if self.rowCount() != n:
            self.prepare(n)
        self._params = params
        d = len(self._columns)
        for k in range(n):
            values = [params.weights[k], *params.means[k, :d], *(params.covariances[k, j, j] for j in range(d))]
            if d == 2:
                values.append(params.covariances[k, 0, 1])
            for column, value in enumerate(values):
                item = self.item(k, column)
                item.setText(_fmt(float(value)))
                item.setToolTip(f"{float(value):.10g}")  # a cell too narrow for its number elides it

    # ------------------------------------------------------------------ read back (tests)
    def texts(self) -> list[list[str]]:
        """The cell texts, row by row."""
        return [
            [self.item(r, c).text() if self.item(r, c) else "" for c in range(self.columnCount())]
            for r in range(self.rowCount())
        ]
