"""BarChart: the value labels a user sees never overlap each other and never leave the plot, and the category
names under the bars never run into each other: 2, 3 and 8 classes (long names too), posteriors 1 .. 1e-300,
at the sizes the Classify panel has at 1280x720 and 1366x768 (and larger)."""

import itertools

import pyqtgraph as pg
import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from bayesgui.qt.common.plots.bar_chart import BarChart

SIZES = [(340, 150), (420, 200), (560, 260), (900, 330)]  # two charts side by side, as in the Classify panel
CASES = {
    "2 classes, 1 and 1e-300": (["是", "否"], [1.0, 1e-300]),
    "3 classes as in the issue": (["setosa", "versicolor", "virginica"], [1.0, 1.358e-181, 1.13e-26]),
    "3 long names, even": (
        ["Iris-setosa-long-name", "Iris-versicolor-long-name", "Iris-virginica-long-name"],
        [0.34, 0.33, 0.33],
    ),
    "8 classes, 1 to 1e-300": ([f"class {k}" for k in range(8)], [1.0, 0.5, 0.1, 1e-3, 1e-7, 1e-30, 1e-100, 1e-300]),
    "8 Chinese names, even": ([f"第{k}类西瓜品种" for k in range(8)], [0.125] * 8),
}


def drawn_chart(qtbot, size, names, values):
    widget = pg.GraphicsLayoutWidget()
    qtbot.addWidget(widget)
    chart = BarChart(widget.addPlot(row=0, col=0, title="Posterior P(c | x)"), QColor("black"))
    other = BarChart(widget.addPlot(row=0, col=1, title="Conditional risk R(a | x)"), QColor("black"))
    widget.resize(*size)
    widget.show()
    qtbot.waitExposed(widget)
    brushes = [QColor("#a9b4c2")] * len(values)
    chart.show(names, names, values, brushes, (0.0, 1.12 * 1.15))
    other.show(names, names, [1 - v for v in values], brushes, (0.0, 1.15))
    widget.grab()  # paints: every TextItem has its view transform, the axes measure their text
    for plot in (chart.plot, other.plot):  # the layout follows the heights the axes asked for while painting
        axis = plot.getAxis("bottom")
        qtbot.waitUntil(lambda axis=axis: axis.height() >= axis.minimumHeight())
    widget.grab()
    chart.widget = widget  # kept alive with the chart
    return chart


def tick_rects(chart):
    axis = chart.plot.getAxis("bottom")
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        _, _, texts = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return axis, [(rect, text) for rect, _, text in texts]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("case", CASES)
def test_value_labels_are_disjoint_and_inside_the_plot(qtbot, size, case):
    names, values = CASES[case]
    chart = drawn_chart(qtbot, size, names, values)
    box = chart.plot.getViewBox().sceneBoundingRect()
    labels = chart.visible_labels()
    rects = [label.sceneBoundingRect() for label in labels]
    for label, rect in zip(labels, rects, strict=True):
        assert box.contains(rect), (label.textItem.toPlainText(), rect, box)
    for (a, ra), (b, rb) in itertools.combinations(zip(labels, rects, strict=True), 2):
        assert not ra.intersects(rb), (a.textItem.toPlainText(), b.textItem.toPlainText())
    shown = {label.textItem.toPlainText() for label in labels}
    assert shown <= {"1", "0.5", "0.1", "0.001", "< 0.001", "0.34", "0.33", "0.125"}
    if size[0] >= (420 if len(values) <= 3 else 560):  # room enough: the tallest bar says its value
        assert labels and labels[0] is chart.labels[0], case
    if size[0] >= 560 and len(values) <= 3:
        assert len(labels) == len(values)  # and every bar of a small chart does


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("case", CASES)
def test_category_names_do_not_overlap_and_stay_in_their_axis(qtbot, size, case):
    names, values = CASES[case]
    chart = drawn_chart(qtbot, size, names, values)
    axis, texts = tick_rects(chart)
    if size[0] >= 900 or len(names) <= 3:
        assert texts, ("the names are drawn", chart.tick_texts())
    for (ra, a), (rb, b) in itertools.combinations(texts, 2):
        assert ra.right() < rb.left() or rb.right() < ra.left(), (a, b)
    for rect, text in texts:
        assert 0 <= rect.left() and rect.right() <= axis.width(), text
        assert text in names or text.endswith("…") or text.isdigit()  # numbered: too narrow even to elide
        assert text, "no empty label: a name, a cut name or a number"
    if any(text != name for (_, text), name in zip(texts, names, strict=False)) or len(texts) < len(names):
        assert all(name in axis.toolTip() for name in names)  # the cut names in full


def test_a_tiny_value_shows_short_with_the_full_value_in_its_tooltip(qtbot):
    chart = drawn_chart(qtbot, (900, 330), ["setosa", "versicolor", "virginica"], [1.0, 1.358e-181, 1.13e-26])
    label = chart.labels[1]
    assert label.textItem.toPlainText() == "< 0.001"
    assert label.toolTip() == "versicolor: 1.358e-181"
    assert "virginica: 1.13e-26" in chart.bars.toolTip()


def test_the_label_of_a_bar_of_height_1_is_not_cut_at_the_top(qtbot):
    chart = drawn_chart(qtbot, (340, 150), ["是", "否"], [1.0, 0.0])
    label = chart.labels[0]
    assert label.isVisible()
    assert chart.plot.getViewBox().sceneBoundingRect().contains(label.sceneBoundingRect())


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_titles_fit_and_the_charts_stay_inside_the_widget(qtbot, size):
    chart = drawn_chart(qtbot, size, ["setosa", "versicolor", "virginica"], [1.0, 1e-30, 1e-20])
    widget = chart.widget
    view_rect = widget.mapToScene(widget.viewport().rect()).boundingRect()
    for plot in (chart.plot, widget.getItem(0, 1)):
        assert view_rect.contains(plot.sceneBoundingRect()), "the risk chart is not cut on the right"
        title = plot.titleLabel
        drawn = title.item.sceneBoundingRect()
        assert plot.sceneBoundingRect().left() <= drawn.left() and drawn.right() <= plot.sceneBoundingRect().right()
        shown = title.item.toPlainText()
        assert shown in ("Posterior P(c | x)", "Conditional risk R(a | x)") or shown.endswith("…") or not shown
        if shown.endswith("…"):
            assert title.toolTip() in ("Posterior P(c | x)", "Conditional risk R(a | x)")
