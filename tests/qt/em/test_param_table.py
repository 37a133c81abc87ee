"""The EM parameter table in a narrow side panel: every number whole, every header line elided to its column."""

from types import SimpleNamespace

import numpy as np
import pytest
from PySide6.QtWidgets import QStyleOptionHeader

from bayesgui.qt.em.param_table import EmParamTable


@pytest.mark.parametrize("width", [240, 330, 500])
def test_numbers_are_whole_and_headers_elided_with_their_names_in_tooltips(qtbot, width):
    table = EmParamTable()
    qtbot.addWidget(table)
    table.resize(width, 160)
    table.show()
    qtbot.waitExposed(table)
    table.set_columns(["含糖率", "waiting time"])
    table.prepare(2)
    covariances = np.array([[[0.2183, 0.01], [0.01, 56.17]], [[0.1331, -0.0123], [-0.0123, 30.79]]])
    table.show_params(SimpleNamespace(weights=np.array([0.3559, 0.6441]), means=np.array([[2.183, 56.17],
                                      [4.340, 80.52]]), covariances=covariances))  # fmt: skip
    header, metrics = table.horizontalHeader(), table.fontMetrics()
    for column in range(table.columnCount()):
        for row in range(2):
            text = table.item(row, column).text()
            assert metrics.horizontalAdvance(text) + 6 <= table.columnWidth(column), (text, table.columnWidth(column))
            assert float(table.item(row, column).toolTip()) == pytest.approx(float(text), rel=1e-3)
        option = QStyleOptionHeader()
        header.initStyleOptionForIndex(option, column)
        full = table.horizontalHeaderItem(column).toolTip()
        for shown, whole in zip(option.text.split("\n"), full.split(" ", 1), strict=True):
            assert metrics.horizontalAdvance(shown) <= header.sectionSize(column)
            assert shown == whole or (shown.endswith("…") and whole.startswith(shown[:-1]))
    assert table.horizontalHeaderItem(1).toolTip() == "μ 含糖率"


def test_the_m_step_text_is_never_cut_it_scrolls(qtbot):
    """An M step's lines need ~165 px where the pane had 135: the label keeps its whole height in a scroll area."""
    from PySide6.QtWidgets import QScrollArea

    from bayesgui.qt.em.step_panel import EmStepPanel

    panel = EmStepPanel()
    qtbot.addWidget(panel)
    panel.resize(430, 135)
    panel.show()
    qtbot.waitExposed(panel)
    lines = [f"M step (Zhou eq. 9.3{k}): α_{k} = Σ_j γ_j{k} / m = {k}.0000 / 272 = 0.{k}000" for k in range(14)]
    panel.formulas.setText("\n".join(lines))
    area = panel.findChild(QScrollArea)
    qtbot.waitUntil(lambda: panel.formulas.height() >= panel.formulas.heightForWidth(panel.formulas.width()))
    assert panel.formulas.height() > area.viewport().height()  # more than the pane: it scrolls, nothing is cut
    assert area.verticalScrollBar().maximum() >= panel.formulas.height() - area.viewport().height()


@pytest.mark.parametrize("size", [(330, 200), (560, 260)])
def test_the_bic_plot_keeps_its_axis_titles_and_legend_inside(qtbot, size):
    from bayesgui.qt.em.plots.bic import EmBicPlot

    panel = EmBicPlot(lambda: None)
    qtbot.addWidget(panel)
    panel.resize(*size)
    panel.show()
    qtbot.waitExposed(panel)
    widget = panel.plot_widget
    plot = widget.getPlotItem()
    qtbot.waitUntil(lambda: plot.getAxis("left").height() > 0)
    widget.grab()  # painted: the titles are where the user sees them
    seen = widget.mapToScene(widget.viewport().rect()).boundingRect()
    for side in ("left", "bottom"):
        axis = plot.getAxis(side)
        margin = axis.label.document().documentMargin()  # blank around the glyphs
        title = axis.label.sceneBoundingRect().adjusted(margin, margin, -margin, -margin)
        assert seen.contains(title), (side, axis.labelText)
        along = title.height() if side == "left" else title.width()
        assert along <= (axis.sceneBoundingRect().height() if side == "left" else axis.sceneBoundingRect().width())
        full = {"left": "criterion (lower is better)", "bottom": "number of components K"}[side]
        assert axis.labelText == full or (axis.labelText.endswith("…") and axis.toolTip() == full)
    assert seen.contains(plot.legend.sceneBoundingRect())
