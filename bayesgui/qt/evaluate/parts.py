"""Small pieces the Evaluate tab's pages share: a labelled control row and a page of plots with a note."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from bayesgui.qt.common.plots.axes import legend_outside
from bayesgui.qt.common.plots.style import style_axes


def labelled_row(label: str, widget: QWidget) -> QHBoxLayout:
    """``label`` then ``widget``, pushed to the left."""
    row = QHBoxLayout()
    row.addWidget(QLabel(label))
    row.addWidget(widget)
    row.addStretch(1)
    return row


class PlotPage(QWidget):
    """A ``pg.GraphicsLayoutWidget`` (``plots``) above a wrapped caption (``note``); exports its plots.

    The plots wear the look of every other tab (``plots.style``): the palette's base colour behind, its text colour
    for axes, titles and legends (pyqtgraph's default is white on black).
    """

    def __init__(self, parent: QWidget | None = None, top: QHBoxLayout | None = None) -> None:
        super().__init__(parent)
        self.plots = pg.GraphicsLayoutWidget()
        self.plots.setBackground(self.palette().color(QPalette.ColorRole.Base))
        self.text_color = self.palette().color(QPalette.ColorRole.Text)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout = QVBoxLayout(self)
        if top is not None:
            layout.addLayout(top)
        layout.addWidget(self.plots, 1)
        layout.addWidget(self.note)

    def add_plot(self, row: int, col: int, title: str = "", legend: bool = False) -> pg.PlotItem:
        """A plot at (``row``, ``col``) of ``plots`` in the common style; ``legend``: one right of it."""
        plot = self.plots.addPlot(row=row, col=col)
        if title:
            plot.setTitle(title, color=self.text_color.name())
        style_axes(plot, self.text_color)
        plot.showGrid(x=True, y=True, alpha=0.2)
        if legend:
            legend_outside(plot, labelTextColor=self.text_color)
        return plot

    def export_target(self):
        return self.plots
