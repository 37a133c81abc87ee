"""Small pieces the Evaluate tab's pages share: a labelled control row and a page of plots with a note."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget


def labelled_row(label: str, widget: QWidget) -> QHBoxLayout:
    """``label`` then ``widget``, pushed to the left."""
    row = QHBoxLayout()
    row.addWidget(QLabel(label))
    row.addWidget(widget)
    row.addStretch(1)
    return row


class PlotPage(QWidget):
    """A ``pg.GraphicsLayoutWidget`` (``plots``) above a wrapped caption (``note``); exports its plots."""

    def __init__(self, parent: QWidget | None = None, top: QHBoxLayout | None = None) -> None:
        super().__init__(parent)
        self.plots = pg.GraphicsLayoutWidget()
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout = QVBoxLayout(self)
        if top is not None:
            layout.addLayout(top)
        layout.addWidget(self.plots, 1)
        layout.addWidget(self.note)

    def export_target(self):
        return self.plots
