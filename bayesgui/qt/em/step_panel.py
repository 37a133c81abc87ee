"""The 2-D EM lab's account of the step that is happening: at an E step a table of γ_jk for the chosen samples, at
an M step each update (Zhou eqs. 9.34, 9.35, 9.38) with the γ sums that produce the new α_k, μ_k and Σ_k.

The text is ``bayesgui.report.em.mixture_step.step_lines`` and the table ``bayesgui.report.em.mixture_points``; this
widget only draws them. The lab calls ``show_step`` when the shown snapshot or the chosen samples change.

"Practice" (a switch) replaces the numbers by input boxes (``bayesgui.report.em.practice`` of the same snapshot,
drawn by ``qt.common.practice_sheet``): at an E step each γ_jk of the chosen samples, at an M step each new α_k,
μ_k and σ_k² (Σ_k's entries in 2-D); the formulas above keep only the step's heading.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from bayesgui.qt.common.flow_layout import scrolling
from bayesgui.qt.common.plots.style import component_color
from bayesgui.qt.common.practice_sheet import PracticeSheet
from bayesgui.report.em.mixture_points import gamma_header, gamma_rows
from bayesgui.report.em.mixture_step import step_lines
from bayesgui.report.em.practice import step_questions

HEADING_LINES = {"E": 2, "M": 2, "init": 1}
"""The lines of ``step_lines`` kept above the practice boxes: the iteration and the step's formula."""


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
        self.practice_box = QCheckBox(self.tr("Practice: type the numbers"))
        self.practice_box.setToolTip(
            self.tr(
                "Work the step out yourself: at an E step type each γ_jk of the chosen samples, at an M step each "
                "new α_k, μ_k and σ_k²; each box is checked when you press Enter"
            )
        )
        self.practice_box.toggled.connect(self._on_practice_toggled)
        self.sheet = PracticeSheet(compact=True)
        self.sheet.setMinimumHeight(self.fontMetrics().lineSpacing() * 14)
        self.sheet.hide()
        self._formula_pane = scrolling(self.formulas)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.practice_box)
        layout.addWidget(self._formula_pane, 1)  # an M step's lines need more than the pane may have: scroll
        layout.addWidget(self.table)
        layout.addWidget(self.sheet, 3)
        self._key = None
        self._step: tuple | None = None  # show_step's arguments, to redraw when practice is switched
        self._formulas_shown = True
        self.clear()

    @property
    def practicing(self) -> bool:
        return self.practice_box.isChecked()

    def set_formulas_shown(self, shown: bool) -> None:
        """Write the step's formulas and γ table (2-D), or only the practice boxes (1-D: the plot writes them)."""
        self._formulas_shown = shown
        self._key = None
        if self._step is not None:
            self.show_step(*self._step)
        self._formula_pane.setVisible(shown or self.practicing)
        if not shown and not self.practicing:
            self.table.hide()

    def clear(self) -> None:
        self._key, self._step = None, None
        self.formulas.setText(self.tr("Press Play or Step to run EM."))
        self.table.hide()
        if self.practicing:
            self.sheet.set_questions((), note=self.tr("Press Step E to practise the γ of an E step."))

    def _on_practice_toggled(self, on: bool) -> None:
        self.sheet.setVisible(on)
        self._formula_pane.setVisible(on or self._formulas_shown)
        self.layout().setStretchFactor(self._formula_pane, 0 if on else 1)  # practising: two lines, the boxes grow
        self._key = None
        if self._step is None:
            self.clear()
        else:
            self.show_step(*self._step)
        if not on:
            return
        if self.sheet.rows:
            self.sheet.rows[0].box.setFocus()

    def show_step(self, snapshot, points, rows, labels=None, reg_covar=0.0, of_rows=None, covariance_type="full"):
        """Write ``snapshot``'s step over ``points`` (the rows of ``snapshot.resp``); at an E step fill the table
        with the γ of ``rows`` (indices into ``points``; ``labels`` their data rows)."""
        if snapshot is None:
            self.clear()
            return
        self._step = (snapshot, points, rows, labels, reg_covar, of_rows, covariance_type)
        key = (snapshot, tuple(rows))
        if self._key is not None and key[0] is self._key[0] and key[1] == self._key[1]:
            return  # the same frame: nothing to redo
        self._key = key
        lines = step_lines(snapshot, points, _translate, reg_covar, True, of_rows, covariance_type)
        if self.practicing:
            self.formulas.setText("\n".join(lines[: HEADING_LINES.get(snapshot.step, 1)]))
            self.table.hide()
            questions, note = step_questions(snapshot, points, rows, labels, of_rows, _translate)
            self.sheet.set_questions(questions, note=note)
            return
        self.formulas.setText("\n".join(lines))
        if snapshot.step != "E" or snapshot.resp is None or not self._formulas_shown:
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
    def keep_table_room(self, keep: bool) -> None:
        """While ``keep`` (EM playing) the γ table keeps its room when an M step hides it: else the plots below
        grew and shrank at every write (4 times a second), each time laid out and drawn again."""
        keep = keep and self._formulas_shown and not self.practicing  # (else the table never shows)
        policy = self.table.sizePolicy()
        if policy.retainSizeWhenHidden() != keep:
            policy.setRetainSizeWhenHidden(keep)
            self.table.setSizePolicy(policy)
            self.layout().invalidate()  # (Qt lays nothing out again for a hidden widget's new policy)

    def formula_text(self) -> str:
        return self.formulas.text()

    def table_texts(self) -> list[list[str]]:
        t = self.table
        return [[t.item(r, c).text() for c in range(t.columnCount())] for r in range(t.rowCount())]
