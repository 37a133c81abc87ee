"""Axes in the data's own units (no "x0.001" prefixes, ticks that read as the data's numbers), legends beside."""

import numpy as np
import pyqtgraph as pg
import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from bayesgui.qt.common.plots.axes import legend_outside, tick_strings
from bayesgui.qt.common.plots.style import style_axes


@pytest.mark.parametrize("scale", [1e-3, 1e6, 1.0])
def test_tiny_and_huge_columns_keep_their_own_numbers(qtbot, scale):
    widget = pg.PlotWidget()
    qtbot.addWidget(widget)
    plot = widget.getPlotItem()
    style_axes(plot, QColor("black"))
    plot.setLabel("bottom", "密度 (g/cm³)")
    plot.setLabel("left", "area")
    x = np.linspace(1.0, 1.4, 50) * scale
    plot.plot(x, x[::-1], symbol="o")
    widget.resize(600, 400)
    widget.show()
    qtbot.waitExposed(widget)
    widget.grab()  # lay out and paint: the axes pick their scale here
    for side in ("bottom", "left"):
        axis = plot.getAxis(side)
        assert "(x" not in axis.labelString() and "e+0" not in axis.labelString(), axis.labelString()
        assert axis.autoSIPrefixScale == 1.0
        low, high = axis.range
        ticks = [v for _, values in axis.tickValues(low, high, 500) for v in values]
        strings = axis.tickStrings(ticks, axis.autoSIPrefixScale * axis.scale, ticks[1] - ticks[0])
        numbers = np.array([float(s) for s in strings])
        assert len(set(strings)) == len(strings)
        assert np.all((numbers >= low - 1e-9 * scale) & (numbers <= high + 1e-9 * scale)), (strings, low, high)
        assert np.allclose(numbers, ticks, rtol=1e-3, atol=1e-3 * (ticks[1] - ticks[0]))
        assert all(len(s) <= 8 for s in strings), strings


def test_tick_strings_read_as_numbers():
    assert tick_strings([0, 5e5, 1e6, 1.5e6], 1, 5e5) == ["0.0e6", "0.5e6", "1.0e6", "1.5e6"]
    assert tick_strings([0.001, 0.0012], 1, 0.0002) == ["0.0010", "0.0012"]
    assert tick_strings([0.25, 0.5, 0.75], 1, 0.25) == ["0.25", "0.50", "0.75"]
    assert tick_strings([1e-4, 2e-4], 1, 1e-4) == ["1e-4", "2e-4"]
    assert tick_strings([1, 2, 3], 1, 1) == ["1", "2", "3"]


def test_a_legend_outside_sits_beside_the_data(qtbot):
    widget = pg.PlotWidget()
    qtbot.addWidget(widget)
    plot = widget.getPlotItem()
    legend = legend_outside(plot)
    assert legend_outside(plot) is legend and plot.addLegend() is legend
    plot.plot([0, 1, 2], [2, 1, 3], name="class A")
    plot.plot([0, 1, 2], [1, 2, 0], name="class B")
    widget.resize(600, 300)
    widget.show()
    qtbot.waitExposed(widget)
    widget.grab()
    assert len(legend.items) == 2
    assert legend.sceneBoundingRect().width() > 0
    assert not legend.sceneBoundingRect().intersects(data_rect(plot))
    # for contrast: the legend pyqtgraph puts inside the view covers the data
    other = pg.PlotWidget()
    qtbot.addWidget(other)
    other.getPlotItem().addLegend(offset=(-10, 10))
    other.plot([0, 1, 2], [2, 1, 3], name="class A")
    other.resize(600, 300)
    other.show()
    qtbot.waitExposed(other)
    other.grab()
    assert other.getPlotItem().legend.sceneBoundingRect().intersects(data_rect(other.getPlotItem()))


def data_rect(plot: pg.PlotItem):
    """The scene rectangle of ``plot``'s curves and points (their data's bounds, mapped to the scene)."""
    xs = [b for item in plot.listDataItems() for b in item.dataBounds(0)]
    ys = [b for item in plot.listDataItems() for b in item.dataBounds(1)]
    view = QRectF(QPointF(min(xs), min(ys)), QPointF(max(xs), max(ys)))
    rect = plot.vb.mapViewToScene(view).boundingRect()
    assert rect.width() > 100 and rect.height() > 100
    return rect
