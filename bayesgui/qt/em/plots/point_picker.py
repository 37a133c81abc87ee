"""Pointing at the points of the EM lab's 2-D plot: hover shows a point's γ, Shift+click chooses it for the γ table.

The nearest drawn point within ``PICK_PIXELS`` of the cursor is found on demand (one pass over the positions,
in pixels), so nothing is computed while the animation plays and the mouse is still. The text of the tip comes
from the lab (``bayesgui.report.em.mixture_points.gamma_tip`` with the step's γ); the chosen points are ringed.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QObject, QPoint, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QToolTip

PICK_PIXELS = 8.0


class PointPicker(QObject):
    """Hover and Shift+click on ``plot`` (an ``EmPlot2D``); ``toggled(index)`` gives the drawn point's index.

    ``tip_for(index)`` returns the hover text of drawn point ``index``; ``hover_text`` keeps the last one shown.
    """

    toggled = Signal(int)

    def __init__(self, plot, tip_for: Callable[[int], str]) -> None:
        super().__init__(plot)
        self._plot = plot
        self._tip_for = tip_for
        self.hover_text = ""
        self.hovered = -1
        color = plot.palette().color(QPalette.ColorRole.Text)
        self._rings = pg.ScatterPlotItem(size=14, symbol="o", pen=pg.mkPen(color, width=2), brush=None)
        plot.getPlotItem().addItem(self._rings, ignoreBounds=True)
        plot.scene().sigMouseMoved.connect(self._on_moved)
        plot.scene().sigMouseClicked.connect(self._on_clicked)

    def nearest(self, scene_pos) -> int:
        """The drawn point within ``PICK_PIXELS`` of ``scene_pos`` (-1: none)."""
        vb = self._plot.getPlotItem().vb
        data = self._plot.scatter.data
        if not len(data) or not vb.sceneBoundingRect().contains(scene_pos):
            return -1
        where = vb.mapSceneToView(scene_pos)
        pixel = vb.viewPixelSize()
        if not pixel[0] or not pixel[1]:
            return -1
        dx = (data["x"] - where.x()) / pixel[0]
        dy = (data["y"] - where.y()) / pixel[1]
        distance = dx * dx + dy * dy
        best = int(np.argmin(distance))
        return best if distance[best] <= PICK_PIXELS**2 else -1

    def mark(self, indices) -> None:
        """Ring the drawn points ``indices``."""
        data = self._plot.scatter.data
        indices = [i for i in indices if 0 <= i < len(data)]
        self._rings.setData(data["x"][indices], data["y"][indices])

    def _on_moved(self, scene_pos) -> None:
        index = self.nearest(scene_pos)
        self.hovered = index
        if index < 0:
            if self.hover_text:
                self.hover_text = ""
                QToolTip.hideText()
            return
        self.hover_text = self._tip_for(index)
        view_pos = self._plot.mapFromScene(scene_pos)
        QToolTip.showText(self._plot.viewport().mapToGlobal(view_pos + QPoint(12, 12)), self.hover_text, self._plot)

    def _on_clicked(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton or not event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            return
        index = self.nearest(event.scenePos())
        if index >= 0:
            event.accept()
            self.toggled.emit(index)
