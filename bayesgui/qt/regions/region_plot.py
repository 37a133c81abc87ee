"""The decision-region plot: a background image of decisions, the training points, boundary curves per model.

The background is an RGBA ``ImageItem`` (one pixel per grid cell, its centre on the grid point): class k's
region is a light tint of class k's colour, the reject region neutral grey with diagonal hatching. Every curve
(boundaries, class-conditional contours) is a ``PlotCurveItem`` of polylines in data coordinates, computed in a
worker (``tasks.regions.drawing``: marching-squares segments joined end to end); the margins of a model that draws
them (``ModelSpec.margins``: the SVM) are straight segments in its line style.
Items are created once (per class, per model) and updated in place with ``setImage`` / ``setData``; the legend
is rebuilt only when its entries change. Colours and dashes come from the models' specs through
``bayesgui.report.palette``.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QGraphicsItem, QWidget

from bayesgui.core.models import registry
from bayesgui.qt.common.plots.style import class_color, model_pen, style_axes
from bayesgui.qt.em.plots.graphics import CodedScatter
from bayesgui.report.palette import REJECT_COLORS, hex_rgb, model_line

TINT = 0.38  # how much of the class colour the region's background takes
HATCH = 4  # width of the reject hatching's stripes, in grid cells
REJECT_RGB = tuple(hex_rgb(color) for color in REJECT_COLORS)
MAX_SHOWN_POINTS = 20_000


class RegionPlot(pg.PlotWidget):
    """See the module docstring. The view computes what to draw; this widget only draws it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, enableMenu=False)
        base = self.palette().color(QPalette.ColorRole.Base)
        self.setBackground(base)
        self._base = np.array([base.red(), base.green(), base.blue()], dtype=float)
        self._text_color = self.palette().color(QPalette.ColorRole.Text)
        plot = self.getPlotItem()
        style_axes(plot, self._text_color)
        plot.setMenuEnabled(False)
        plot.hideButtons()
        self._image = pg.ImageItem(axisOrder="row-major")
        self._image.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        plot.addItem(self._image, ignoreBounds=True)
        self._codes: np.ndarray | None = None
        self._contours: list[pg.PlotCurveItem] = []
        self._scatters: list[pg.ScatterPlotItem] = []
        self._boundaries: dict[str, pg.PlotCurveItem] = {}
        self._margins: dict[str, pg.PlotCurveItem] = {}  # the models that draw margins
        self._reject_swatch = pg.ScatterPlotItem(
            symbol="s", size=12, pen=pg.mkPen(90, 90, 90), brush=pg.mkBrush(*REJECT_RGB[0])
        )
        legend_brush = QColor(base)
        legend_brush.setAlpha(200)
        self._legend = plot.addLegend(
            offset=(-10, 10), labelTextColor=self._text_color, brush=legend_brush, pen=pg.mkPen(self._text_color)
        )
        self._legend.setZValue(20)
        self._legend_key: tuple | None = None
        self._xs = self._ys = np.empty(0)
        self._placed: tuple[np.ndarray, np.ndarray] | None = None  # the points drawn and their codes

    # ------------------------------------------------------------------ structure (new grid)
    def set_frame(self, xs, ys, x_label: str, y_label: str, note: str = "") -> None:
        """Axes, labels and the grid's rectangle (grid points at pixel centres)."""
        self._xs, self._ys = np.asarray(xs, dtype=float), np.asarray(ys, dtype=float)
        plot = self.getPlotItem()
        self.set_axis_labels(x_label, y_label)
        plot.setTitle(note or None, color=self._text_color.name(), size="8pt")
        x0, x1, y0, y1 = self._xs[0], self._xs[-1], self._ys[0], self._ys[-1]
        plot.vb.setRange(xRange=(x0, x1), yRange=(y0, y1), padding=0)

    def set_axis_labels(self, x_label: str, y_label: str) -> None:
        """The columns on the axes ("" for none)."""
        self.getPlotItem().setLabel("bottom", x_label)
        self.getPlotItem().setLabel("left", y_label)

    def set_points(self, points: np.ndarray, codes: np.ndarray, n_classes: int) -> None:
        """The training points (n, 2), coloured by class code (a subsample when there are very many)."""
        plot = self.getPlotItem()
        if len(self._scatters) != n_classes:
            self._placed = None
        while len(self._scatters) < n_classes:
            k = len(self._scatters)
            scatter = CodedScatter(size=6, pen=pg.mkPen(self._text_color, width=0.6), brush=class_color(k, 220))
            scatter.setZValue(10)
            plot.addItem(scatter)
            self._scatters.append(scatter)
        while len(self._scatters) > n_classes:
            plot.removeItem(self._scatters.pop())
        if len(points) > MAX_SHOWN_POINTS:
            rows = np.sort(np.random.default_rng(0).choice(len(points), MAX_SHOWN_POINTS, replace=False))
            points, codes = points[rows], codes[rows]
        placed = self._placed
        if placed is not None and np.array_equal(placed[0], points) and np.array_equal(placed[1], codes):
            return  # a refit on the same points (another model, loss or grid): they are drawn (~10 ms for 20,000)
        self._placed = (points, codes)
        for k, scatter in enumerate(self._scatters):
            mine = codes == k
            # one brush for all: no per-point style pass (pyqtgraph's setData: ~40 ms for 20,000 points)
            scatter.place(points[mine, 0], points[mine, 1], (scatter.opts["brush"],), np.zeros(int(mine.sum()), int))

    def set_models(self, keys) -> None:
        """One boundary curve per model key (created once, kept in the order given), and one margin curve per
        model that draws margins, in the dash its line style gives them."""
        plot = self.getPlotItem()
        for curves in (self._boundaries, self._margins):
            for key in list(curves):
                if key not in keys:
                    plot.removeItem(curves.pop(key))
        for key in keys:
            if key not in self._boundaries:
                curve = pg.PlotCurveItem(connect="finite", pen=model_pen(key, 2.2))
                curve.setZValue(5)
                plot.addItem(curve, ignoreBounds=True)
                self._boundaries[key] = curve
            if key not in self._margins and key in registry.keys() and registry.get(key).margins:
                margins = pg.PlotCurveItem(connect="pairs", pen=model_pen(key, 1.5, model_line(key).margins))
                plot.addItem(margins, ignoreBounds=True)
                self._margins[key] = margins

    def set_legend(self, class_names, models: list[tuple[str, str]], reject: bool, margins: bool, texts) -> None:
        """Classes, the reject region, each model's boundary and its margins; ``texts`` = (reject, margins)."""
        key = (tuple(class_names), tuple(models), reject, margins, tuple(texts))
        if key == self._legend_key:
            return
        self._legend_key = key
        self._legend.clear()
        for k, name in enumerate(class_names[: len(self._scatters)]):
            self._legend.addItem(self._scatters[k], str(name))
        if reject:
            self._legend.addItem(self._reject_swatch, texts[0])
        for model_key, label in models:
            if model_key in self._boundaries:
                self._legend.addItem(self._boundaries[model_key], label)
        if margins:
            for curve in self._margins.values():
                if curve.getData()[0] is not None and len(curve.getData()[0]):
                    self._legend.addItem(curve, texts[1])

    # ------------------------------------------------------------------ content (every loss edit)
    def set_background(self, codes: np.ndarray | None, n_classes: int) -> None:
        """Colour each cell by its action: 0..K-1 a class, K reject (hatched); None clears the image."""
        self._codes = None if codes is None else np.array(codes, copy=True)
        if codes is None:
            self._image.clear()
            return
        rgba = self._palette(n_classes)[codes]
        reject = codes == n_classes
        if reject.any():
            rows, cols = np.indices(codes.shape)
            light = reject & (((rows + cols) // HATCH) % 2 == 1)
            rgba[light, :3] = REJECT_RGB[1]
        self._image.setImage(rgba, autoLevels=False, levels=None)
        xs, ys = self._xs, self._ys
        dx, dy = xs[1] - xs[0], ys[1] - ys[0]
        self._image.setRect(QRectF(xs[0] - dx / 2, ys[0] - dy / 2, dx * len(xs), dy * len(ys)))

    def set_boundary(self, key: str, x: np.ndarray, y: np.ndarray) -> None:
        self._boundaries[key].setData(x, y, connect="finite")

    def set_margins(self, margins) -> None:
        """(model key, (2 n, 2) end points of its margin lines, in pairs) of each model that draws margins."""
        given = dict(margins)
        for key, curve in self._margins.items():
            ends = given.get(key, np.empty((0, 2)))
            curve.setData(ends[:, 0], ends[:, 1], connect="pairs")

    def set_contours(self, curves: list[tuple[np.ndarray, np.ndarray]]) -> None:
        """One curve set per class (x, y polylines separated by NaN); an empty list hides the contours."""
        plot = self.getPlotItem()
        while len(self._contours) < len(curves):
            k = len(self._contours)
            curve = pg.PlotCurveItem(connect="finite", pen=pg.mkPen(class_color(k).darker(130), width=1.2))
            curve.setZValue(3)
            plot.addItem(curve, ignoreBounds=True)
            self._contours.append(curve)
        for k, curve in enumerate(self._contours):
            x, y = curves[k] if k < len(curves) else (np.empty(0), np.empty(0))
            curve.setData(x, y, connect="finite")

    # ------------------------------------------------------------------ read back (tests, export)
    def export_target(self):
        return self.getPlotItem()

    def background_codes(self) -> np.ndarray | None:
        """The decision codes the background shows (ny, nx), or None."""
        return self._codes

    def background_rgba(self) -> np.ndarray | None:
        return self._image.image

    def boundary_keys(self) -> list[str]:
        return list(self._boundaries)

    def boundary_data(self, key: str) -> tuple[np.ndarray, np.ndarray]:
        x, y = self._boundaries[key].getData()
        return (np.empty(0), np.empty(0)) if x is None else (x, y)

    def margin_data(self) -> tuple[np.ndarray, np.ndarray]:
        """The end points of every margin line drawn (x, y)."""
        drawn = [curve.getData() for curve in self._margins.values()]
        drawn = [(x, y) for x, y in drawn if x is not None]
        if not drawn:
            return np.empty(0), np.empty(0)
        return np.concatenate([x for x, _ in drawn]), np.concatenate([y for _, y in drawn])

    def boundary_pen(self, key: str):
        """The pen of ``key``'s boundary."""
        return self._boundaries[key].opts["pen"]

    def margin_pen(self, key: str):
        """The pen of ``key``'s margin lines (None when it draws none)."""
        curve = self._margins.get(key)
        return None if curve is None else curve.opts["pen"]

    def contour_data(self) -> list[tuple[np.ndarray, np.ndarray]]:
        return [tuple(np.empty(0) if v is None else v for v in c.getData()) for c in self._contours]

    def point_data(self) -> list[tuple[np.ndarray, np.ndarray]]:
        """Each class's drawn points (x, y)."""
        return [(scatter.data["x"].copy(), scatter.data["y"].copy()) for scatter in self._scatters]

    def legend_texts(self) -> list[str]:
        return [label.text for _sample, label in self._legend.items]

    # ------------------------------------------------------------------ internals
    def _palette(self, n_classes: int) -> np.ndarray:
        """(K + 1, 4) RGBA: each class's tint over the base colour, then reject."""
        colors = [class_color(k) for k in range(n_classes)]
        rgb = np.array([[c.red(), c.green(), c.blue()] for c in colors], dtype=float).reshape(-1, 3)
        tints = (1 - TINT) * self._base + TINT * rgb
        table = np.vstack([tints, REJECT_RGB[0]])
        return np.column_stack([np.rint(table), np.full(len(table), 255.0)]).astype(np.ubyte)

