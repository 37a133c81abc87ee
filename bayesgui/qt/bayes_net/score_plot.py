"""The score of a search against its steps (Zhou eq. 7.28, smaller is better): the current structure's score
and the best so far, falling as the search goes. Both curves are made once and updated in place."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QWidget

from bayesgui.qt.common.plots.axes import fit_axis_titles, legend_below, plain_axes
from bayesgui.qt.common.plots.style import class_color, style_axes


class ScorePlot(pg.PlotWidget):
    """``show_steps(steps, scores, best)`` draws the curves; ``clear_steps()`` empties them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, enableMenu=False)
        self.setBackground(self.palette().color(QPalette.ColorRole.Base))
        text = self.palette().color(QPalette.ColorRole.Text)
        plot = self.getPlotItem()
        style_axes(plot, text)
        plain_axes(plot)
        plot.setLabel("bottom", self.tr("step"))
        plot.setLabel("left", self.tr("score (smaller is better)"))
        plot.setMenuEnabled(False)
        plot.hideButtons()
        legend_below(plot, labelTextColor=text)
        fit_axis_titles(plot)
        self.current = pg.PlotDataItem(pen=pg.mkPen(class_color(0), width=2), symbol="o", symbolSize=5,
                                       symbolBrush=class_color(0), name=self.tr("current structure"))  # fmt: skip
        self.best = pg.PlotDataItem(pen=pg.mkPen(class_color(1), width=2, style=Qt.PenStyle.DashLine),
                                    name=self.tr("best so far"))  # fmt: skip
        plot.addItem(self.current)
        plot.addItem(self.best)
        self.setMinimumHeight(160)
        self.setToolTip(self.tr("The score s(B | D) of each step of the search (eq. 7.28): it falls as edges that "
                                "explain the data better than they cost are added."))  # fmt: skip

    def show_steps(self, steps: list[int], scores: list[float], best: list[float]) -> None:
        self.current.setData(steps, scores)
        self.best.setData(steps, best)

    def clear_steps(self) -> None:
        self.show_steps([], [], [])
