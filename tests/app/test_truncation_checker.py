"""The truncation checker reports each kind of cut, hidden or overlapping text it claims to find, and nothing on a
window where everything fits (small synthetic windows, one defect each)."""

import pyqtgraph as pg
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tests.app.truncation import truncated

LONG = "A rather long text that needs room"


def shown(qtbot, *widgets: QWidget, width: int = 420, height: int = 300) -> QWidget:
    """``widgets`` stacked in a window of ``width``×``height``, shown and laid out."""
    top = QWidget()
    column = QVBoxLayout(top)
    for widget in widgets:
        column.addWidget(widget)
    qtbot.addWidget(top)
    top.resize(width, height)
    top.show()
    qtbot.waitExposed(top)
    for _ in range(3):
        QApplication.processEvents()
    return top


def fixed(widget: QWidget, width: int | None = None, height: int | None = None) -> QWidget:
    if width is not None:
        widget.setFixedWidth(width)
    if height is not None:
        widget.setFixedHeight(height)
    return widget


def bar_plot(values: list[float], names: list[str], top: float) -> pg.PlotWidget:
    """A bar chart as the Classify dock draws one: a bar and a value label above it per class."""
    plot = pg.PlotWidget(title="Posterior")
    plot.addItem(pg.BarGraphItem(x=list(range(len(values))), height=values, width=0.6))
    for i, value in enumerate(values):
        label = pg.TextItem(f"{value:.4g}", anchor=(0.5, 1.0), color="k")
        plot.addItem(label)
        label.setPos(i, value)
    plot.getAxis("bottom").setTicks([list(enumerate(names))])
    plot.setXRange(-0.6, len(values) - 0.4, padding=0)
    plot.setYRange(0, top, padding=0)
    return plot


def test_a_window_where_everything_fits_is_clean(qtbot):
    table = QTableWidget(2, 2)
    table.setHorizontalHeaderLabels(["a", "b"])
    table.setItem(0, 0, QTableWidgetItem("0.5"))
    combo = QComboBox()
    combo.addItems(["short", "also short"])
    plot = bar_plot([0.9, 0.1], ["yes", "no"], 1.3)
    wrapped = QLabel(LONG + " " + LONG)
    wrapped.setWordWrap(True)
    top = shown(qtbot, QLabel("Fits"), wrapped, QLabel("<b>bold</b> fits"), QPushButton("OK"), combo,
                QToolButton(text="Go"), table, plot, width=500, height=600)  # fmt: skip
    assert truncated(top) == []


def test_a_cut_label_is_reported(qtbot):
    top = shown(qtbot, fixed(QLabel(LONG), width=60))
    assert any("label" in p and repr(LONG) in p for p in truncated(top)), truncated(top)


def test_a_wrapped_label_lower_than_its_lines_is_reported(qtbot):
    label = QLabel(" ".join([LONG] * 4))
    label.setWordWrap(True)
    top = shown(qtbot, fixed(label, width=120, height=20))
    assert any(p.startswith("wrapped label") for p in truncated(top)), truncated(top)


def test_a_rich_text_label_narrower_than_its_text_is_reported(qtbot):
    top = shown(qtbot, fixed(QLabel(f"<b>{LONG}</b>"), width=80))
    assert any("label" in p and "needs" in p for p in truncated(top)), truncated(top)


def test_a_cut_combo_box_and_tool_button_are_reported(qtbot):
    combo = QComboBox()
    combo.addItem(LONG)
    top = shown(qtbot, fixed(combo, width=90), fixed(QToolButton(text=LONG), width=60))
    problems = truncated(top)
    assert any(p.startswith("combo box") for p in problems), problems
    assert any(p.startswith("tool button") for p in problems), problems


def test_two_overlapping_text_items_are_reported(qtbot):
    plot = pg.PlotWidget()
    plot.setRange(xRange=(0, 10), yRange=(0, 10), padding=0)
    for x in (5.0, 5.1):
        label = pg.TextItem("1.358e-18", anchor=(0.5, 0.5), color="k")
        plot.addItem(label)
        label.setPos(x, 5)
    top = shown(qtbot, plot)
    assert any("overlaps" in p and "1.358e-18" in p for p in truncated(top)), truncated(top)


def test_a_value_label_above_its_view_box_is_reported(qtbot):
    top = shown(qtbot, bar_plot([0.9987, 0.0013], ["yes", "no"], 1.0))  # no headroom for the label
    assert any("'0.9987'" in p and "cut by its view box" in p for p in truncated(top)), truncated(top)


def test_overlapping_and_dropped_category_ticks_are_reported(qtbot):
    names = ["setosa", "versicolor", "virginica"]
    plot = bar_plot([0.2, 0.3, 0.5], names, 1.3)
    top = shown(qtbot, fixed(plot, width=150, height=200))
    problems = truncated(top)
    assert any("tick label" in p and ("overlaps" in p or "not drawn" in p) for p in problems), problems


def test_a_plot_narrower_than_its_layout_needs_is_reported(qtbot):
    view = pg.GraphicsLayoutWidget()
    for col, title in enumerate(["Posterior P(c | x)", "Conditional risk R(a | x)"]):
        view.addPlot(row=0, col=col, title=title)
    top = shown(qtbot, fixed(view, width=200, height=150))
    problems = truncated(top)
    assert any("its plots need" in p for p in problems), problems
    assert any("Conditional risk R(a | x)" in p and "cut by the view" in p for p in problems), problems


def test_a_scrolling_tab_bar_is_reported(qtbot):
    tabs = QTabWidget()
    for name in ["Confusion matrix", "ROC curve", "Risk–reject", "Model comparison", "Predictions"]:
        tabs.addTab(QWidget(), name)
    top = shown(qtbot, tabs, width=250)
    assert any(p.startswith("tab") and "is hidden" in p for p in truncated(top)), truncated(top)


@pytest.mark.parametrize("elide", [Qt.TextElideMode.ElideNone, Qt.TextElideMode.ElideRight])
def test_a_cut_table_cell_is_reported_unless_elided(qtbot, elide):
    table = QTableWidget(1, 2)
    table.setTextElideMode(elide)
    table.setItem(0, 0, QTableWidgetItem(LONG))
    table.setColumnWidth(0, 60)
    problems = [p for p in truncated(shown(qtbot, table)) if p.startswith("cell")]
    assert bool(problems) == (elide == Qt.TextElideMode.ElideNone), problems


def test_a_cut_vertical_header_is_reported(qtbot):
    table = QTableWidget(2, 1)
    table.setVerticalHeaderLabels(["decide versicolor", "decide virginica"])
    table.verticalHeader().setFixedWidth(40)
    problems = truncated(shown(qtbot, table))
    assert any(p.startswith("header 'decide versicolor'") for p in problems), problems


def _tipped_header(text: str) -> QTableWidget:
    table = QTableWidget(1, 1)
    item = QTableWidgetItem(text)
    item.setToolTip(text)
    table.setHorizontalHeaderItem(0, item)
    return table


def test_an_elided_header_with_its_tooltip_passes_but_not_one_cut_in_height(qtbot):
    """A tooltip excuses a header elided sideways, never one whose lines are cut at the top or bottom."""
    table = _tipped_header("Conditional risk of deciding")
    table.setColumnWidth(0, 60)
    table.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)  # a header's default is ElideNone
    top = shown(qtbot, table)
    assert not [p for p in truncated(top) if p.startswith("header")]
    table.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideNone)
    assert any(p.startswith("header") for p in truncated(top)), "an unelided cut header passed"

    tall = _tipped_header("risk\nof\ndeciding")
    tall.setColumnWidth(0, 60)
    tall.horizontalHeader().setFixedHeight(18)
    tall_top = shown(qtbot, tall)
    problems = [p for p in truncated(tall_top) if p.startswith("header")]
    assert any("tall in" in p for p in problems), problems


def test_a_scroll_area_narrower_than_its_content_or_lower_unless_allowed_is_reported(qtbot):
    area = QScrollArea()
    area.setWidgetResizable(True)
    content = QWidget()
    content.setMinimumSize(600, 600)
    area.setWidget(content)
    top = shown(qtbot, area, width=300, height=200)
    assert any("cut sideways" in p for p in truncated(top)), truncated(top)
    assert any("scrolls down" in p for p in truncated(top)), truncated(top)
    assert not any("scrolls down" in p for p in truncated(top, scrolls=lambda _area: True))


def test_a_label_cut_by_its_parent_is_reported(qtbot):
    holder = fixed(QWidget(), width=200, height=40)
    label = QLabel("Cut at the bottom", holder)
    label.setGeometry(0, 20, 190, 40)
    top = shown(qtbot, holder)
    assert any("is cut by" in p for p in truncated(top)), truncated(top)
