"""One look for every pyqtgraph plot: axes and text follow the widget's palette (light and dark themes), and
the colours of ``bayesgui.report.palette`` become QColors and pens here.

Dash names ("solid", "dash", "dot", "dash-dot") map to Qt pen styles; ``query_line`` is the dashed vertical
line that marks the current sample's value in the probability-table plots.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPen

from bayesgui.qt.common.plots.axes import plain_axes
from bayesgui.report import palette

PEN_STYLES = {
    "solid": Qt.PenStyle.SolidLine,
    "dash": Qt.PenStyle.DashLine,
    "dot": Qt.PenStyle.DotLine,
    "dash-dot": Qt.PenStyle.DashDotLine,
}


def style_axes(plot: pg.PlotItem, color: QColor) -> None:
    """Left and bottom axes (lines and tick labels) in ``color``; every axis in the data's units (``plain_axes``)."""
    plain_axes(plot)
    for side in ("left", "bottom"):
        axis = plot.getAxis(side)
        axis.setPen(color)
        axis.setTextPen(color)


def qcolor(color: str, alpha: int = 255) -> QColor:
    """The QColor of a hex string, with ``alpha`` (0-255)."""
    result = QColor(color)
    result.setAlpha(alpha)
    return result


def class_color(k: int, alpha: int = 255) -> QColor:
    """Class ``k``'s colour (``palette.class_color``)."""
    return qcolor(palette.class_color(k), alpha)


def component_color(k: int, alpha: int = 255) -> QColor:
    """Mixture component ``k``'s colour (``palette.component_color``)."""
    return qcolor(palette.component_color(k), alpha)


def pen_style(dash: str) -> Qt.PenStyle:
    """The Qt pen style of a dash name (solid for an unknown name)."""
    return PEN_STYLES.get(dash, Qt.PenStyle.SolidLine)


def model_pen(key: str, width: float, dash: str | None = None) -> QPen:
    """The pen of model ``key``'s boundary (``palette.model_line``); ``dash`` overrides its dash."""
    line = palette.model_line(key)
    return pg.mkPen(line.color, width=width, style=pen_style(dash or line.dash))


def query_line(color: QColor, label: str) -> pg.InfiniteLine:
    """A hidden dashed vertical line labelled ``label`` (e.g. "x = {value:.4g}"), to mark the sample."""
    line = pg.InfiniteLine(
        angle=90,
        movable=False,
        pen=pg.mkPen(color, width=2, style=Qt.PenStyle.DashLine),
        label=label,
        labelOpts={"position": 0.95, "color": color},
    )
    line.hide()
    return line


def set_legend_text(legend: pg.LegendItem, item, text: str) -> None:
    """Rename ``item``'s entry in ``legend`` (no entry: nothing)."""
    label = legend.getLabel(item)
    if label is not None:
        label.setText(text)
