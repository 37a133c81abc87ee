"""The moral graph of a d-separation question drawn (Zhou fig. 7.4): nodes on a circle (or where the tab put them),
the network's edges solid, the married parents dashed, the connecting path thick in the accent, the nodes of X, Y
and Z in their colours and the nodes left out of the moral graph faded. Items are created once, updated in place.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping, Sequence

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

from bayesgui.qt.common.plots.style import class_color, qcolor
from bayesgui.report import palette
from bayesgui.report.bayes_net.moral_graph import MoralEdge

NODE_SIZE = 18  # pixels
ROLE_COLORS = {"X": class_color(0), "Y": class_color(1), "Z": qcolor(palette.NEUTRAL_COLOR)}


def circle_layout(nodes: Sequence[str]) -> dict[str, tuple[float, float]]:
    """Each node on the unit circle, the first at the top, clockwise."""
    n = max(len(nodes), 1)
    angles = np.pi / 2 - 2 * np.pi * np.arange(len(nodes)) / n
    return {name: (float(np.cos(a)), float(np.sin(a))) for name, a in zip(nodes, angles, strict=True)}


class MoralGraphView(pg.PlotWidget):
    """``show_graph(nodes, edges, roles, kept, path)`` draws one question's moral graph."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, enableMenu=False)
        base = self.palette().color(QPalette.ColorRole.Base)
        self._text_color = self.palette().color(QPalette.ColorRole.Text)
        self._base = base
        self.setBackground(base)
        plot = self.getPlotItem()
        plot.hideAxis("left")
        plot.hideAxis("bottom")
        plot.setMenuEnabled(False)
        plot.hideButtons()
        plot.setMouseEnabled(x=False, y=False)
        gray = QColor(self._text_color)
        self.edges = pg.PlotDataItem(pen=pg.mkPen(gray, width=2), connect="pairs")
        self.married = pg.PlotDataItem(pen=pg.mkPen(gray, width=2, style=Qt.PenStyle.DashLine), connect="pairs")
        self.path = pg.PlotDataItem(pen=pg.mkPen(QColor(palette.CHOSEN_COLOR), width=6), connect="pairs")
        self.nodes = pg.ScatterPlotItem(size=NODE_SIZE, pxMode=True)
        for z, item in enumerate((self.path, self.edges, self.married, self.nodes)):
            item.setZValue(z)
            plot.addItem(item)
        self._labels: list[pg.TextItem] = []
        self._positions: Callable[[], Mapping[str, tuple[float, float]]] | None = None
        self.setToolTip(
            self.tr(
                "The moral graph: the network's edges without directions (solid), the parents of a common child "
                "joined (dashed), only the ancestors of X, Y and Z (the others faded). Removing Z's nodes, X and Y "
                "are d-separated when no path joins them; a path that does is drawn thick."
            )
        )

    def follow_positions(self, source: Callable[[], Mapping[str, tuple[float, float]]] | None) -> None:
        """Read where each node goes from ``source()`` (the tab's graph, scene coordinates) at every drawing; nodes
        on a circle when it is None or misses a node."""
        self._positions = source

    def _where(self, nodes: Sequence[str]) -> dict[str, tuple[float, float]]:
        given = self._positions() if self._positions is not None else {}
        if not all(n in given for n in nodes):
            return circle_layout(nodes)
        return {n: (float(given[n][0]), -float(given[n][1])) for n in nodes}  # the scene's y grows downwards

    def show_graph(
        self,
        nodes: Sequence[str],
        edges: Sequence[MoralEdge],
        roles: Mapping[str, str],
        kept: Sequence[str],
        path: Sequence[str] = (),
    ) -> None:
        """``roles``: node -> "X", "Y" or "Z"; ``kept``: the moral graph's nodes (others faded)."""
        where = self._where(nodes)

        def pairs(chosen: Sequence[tuple[str, str]]) -> tuple[list[float], list[float]]:
            xs = [where[n][0] for pair in chosen for n in pair]
            ys = [where[n][1] for pair in chosen for n in pair]
            return xs, ys

        self.edges.setData(*pairs([(e.a, e.b) for e in edges if not e.married]))
        self.married.setData(*pairs([(e.a, e.b) for e in edges if e.married]))
        self.path.setData(*pairs(list(itertools.pairwise(path))))
        kept_set = set(kept)
        brushes, pens = [], []
        for name in nodes:
            role = roles.get(name)
            fill = ROLE_COLORS[role] if role else QColor(self._base)
            if name not in kept_set:
                fill = QColor(fill)
                fill.setAlpha(70)
            brushes.append(pg.mkBrush(fill))
            outline = QColor(self._text_color)
            outline.setAlpha(255 if name in kept_set else 90)
            pens.append(pg.mkPen(outline, width=1.5))
        self.nodes.setData(
            x=[where[n][0] for n in nodes], y=[where[n][1] for n in nodes], brush=brushes, pen=pens, data=list(nodes)
        )
        while len(self._labels) < len(nodes):
            fill = QColor(self._base)
            fill.setAlpha(200)  # the name readable over the edges that pass behind it
            label = pg.TextItem(anchor=(0.5, 1.4), color=self._text_color, fill=fill)  # above its node, clear of it
            label.textItem.document().setDocumentMargin(1)
            label.setZValue(5)
            self.getPlotItem().addItem(label)
            self._labels.append(label)
        for k, label in enumerate(self._labels):
            label.setVisible(k < len(nodes))
            if k < len(nodes):
                name = nodes[k]
                role = roles.get(name)
                label.setText(f"{name} ({role})" if role else name)
                label.setPos(*where[name])
        if nodes:
            xs = [p[0] for p in where.values()]
            ys = [p[1] for p in where.values()]
            width = max(max(xs) - min(xs), 1e-9)
            height = max(max(ys) - min(ys), 1e-9)  # the box filled both ways (no aspect lock: a wide layout in a
            self.getPlotItem().setRange(  # short panel stays legible); room left for the names above the nodes
                xRange=(min(xs) - 0.12 * width, max(xs) + 0.12 * width),
                yRange=(min(ys) - 0.12 * height, max(ys) + 0.3 * height),
                padding=0,
            )

    # ------------------------------------------------------------------ read back (tests)
    def drawn_pairs(self, item: pg.PlotDataItem) -> set[frozenset[tuple[float, float]]]:
        """The segments an item draws, as pairs of points."""
        x, y = item.getData()
        if x is None or len(x) == 0:
            return set()
        points = list(zip(np.round(x, 9), np.round(y, 9), strict=True))
        return {frozenset(points[k : k + 2]) for k in range(0, len(points), 2)}

    def point_of(self, name: str) -> tuple[float, float]:
        for spot in self.nodes.points():
            if spot.data() == name:
                return (round(float(spot.pos().x()), 9), round(float(spot.pos().y()), 9))
        raise KeyError(name)
