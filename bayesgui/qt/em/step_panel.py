"""The 2-D EM lab's account of the step that is happening: at an E step a table of γ_jk for the chosen samples, at
an M step each update (Zhou eqs. 9.34, 9.35, 9.38) with the γ sums that produce the new α_k, μ_k and Σ_k.

The text is ``bayesgui.report.em.mixture_step.step_lines`` and the table ``bayesgui.report.em.mixture_points``; this
widget only draws them. The lab calls ``show_step`` when the shown snapshot or the chosen samples change.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from bayesgui.qt.common.flow_layout import scrolling
from bayesgui.qt.common.plot_style import component_color
from bayesgui.report.em.mixture_points import gamma_header, gamma_rows
from bayesgui.report.em.mixture_step import step_lines


def _translate(text: str) -> str:
    return QCoreApplication.translate("em", text)


class EmStepPanel(QWidget):
    """The formulas of the shown half-step (``formula_text``) and the γ table of the chosen samples (``table``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.formulas = QLabel()
        self.formulas.setTextFormat(Qt.TextFormat.PlainText)
        self.formulas.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.formulas.setWordWrap(True)
        self.formulas.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.table = QTableWidget()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        self.table.setAccessibleName(self.tr("Responsibilities of the chosen samples"))
        self.table.setToolTip(
            self.tr(
                "γ_jk, the responsibility of component k for sample x_j at this E step (Zhou eq. 9.30). "
                "Shift+click a point on the plot to add or remove it; hover over any point for its γ."
            )
        )
        self.table.setMaximumHeight(self.table.fontMetrics().lineSpacing() * 9)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scrolling(self.formulas), 1)  # an M step's lines need more than the pane may have: scroll
        layout.addWidget(self.table)
        self._key = None
        self.clear()

    def clear(self) -> None:
        self._key = None
        self.formulas.setText(self.tr("Press Play or Step to run EM."))
        self.table.hide()

    def show_step(self, snapshot, points, rows, labels=None, reg_covar=0.0, of_rows=None, covariance_type="full"):
        """Write ``snapshot``'s step over ``points`` (the rows of ``snapshot.resp``); at an E step fill the table
        with the γ of ``rows`` (indices into ``points``; ``labels`` their data rows)."""
        if snapshot is None:
            self.clear()
            return
        key = (snapshot, tuple(rows))
        if self._key is not None and key[0] is self._key[0] and key[1] == self._key[1]:
            return  # the same frame: nothing to redo
        self._key = key
        lines = step_lines(snapshot, points, _translate, reg_covar, True, of_rows, covariance_type)
        self.formulas.setText("\n".join(lines))
        if snapshot.step != "E" or snapshot.resp is None:
            self.table.hide()
            return
        n_components = snapshot.resp.shape[1]
        header = gamma_header(n_components, _translate)
        body = gamma_rows(snapshot.resp, rows, labels)
        self.table.setColumnCount(len(header))
        self.table.setHorizontalHeaderLabels(header)
        for k in range(n_components):
            self.table.horizontalHeaderItem(k + 1).setForeground(component_color(k))
        self.table.setRowCount(len(body))
        for r, cells in enumerate(body):
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        self.table.show()

    # ------------------------------------------------------------------ read back (tests)
    def formula_text(self) -> str:
        return self.formulas.text()

    def table_texts(self) -> list[list[str]]:
        t = self.table
        return [[t.item(r, c).text() for c in range(t.columnCount())] for r in range(t.rowCount())]
