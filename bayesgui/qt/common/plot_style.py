"""One look for every pyqtgraph plot: axes and text follow the widget's palette (light and dark themes)."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtGui import QColor


def style_axes(plot: pg.PlotItem, color: QColor) -> None:
    """Left and bottom axes (lines and tick labels) in ``color``."""
    for side in ("left", "bottom"):
        axis = plot.getAxis(side)
        axis.setPen(color)
        axis.setTextPen(color)
