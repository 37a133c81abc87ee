"""One EM run on two columns: points coloured by responsibility, mixture-density contours, 1σ / 2σ ellipses.

Point i is filled with colour_i = Σ_k γ_ik · colour_k (``em_graphics.ResponsibilityScatter``). The log mixture
density on a ``GRID_SIZE``² grid (from ``bayesgui.core.mixture.mixture_log_density_grid``) is an ImageItem whose
IsocurveItem children (``em_graphics.FastIsocurve``) share its transform; the ellipses come from
``covariance_ellipse``. Every item is created once and updated in place;
colours are redrawn only when the responsibilities change, contours and ellipses only when the parameters do.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QGraphicsItem, QWidget

from bayesgui.core.mixture import covariance_ellipse, mixture_log_density_grid
from bayesgui.qt.common.plots.style import component_color, pen_style, qcolor, style_axes
from bayesgui.qt.em.plots.graphics import FastIsocurve, ResponsibilityScatter, same_array
from bayesgui.report.palette import DENSITY_COLOR, NEUTRAL_COLOR, hex_rgb

GRID_SIZE = 100
CONTOUR_DROPS = (1.0, 3.0, 6.0, 10.0)  # contours this far below the highest log density on the grid
IMAGE_DEPTH = 14.0  # the image's colour scale spans [peak - IMAGE_DEPTH, peak]
SIGMAS = (1.0, 2.0)


class EmPlot2D(pg.PlotWidget):
    """The 2-D view of one EM run; ``clicked(x, y)`` reports a left click in data coordinates."""

    clicked = Signal(float, float)

    def __init__(self, parent: QWidget | None = None, compact: bool = False) -> None:
        super().__init__(parent, enableMenu=False)
        self.setBackground(self.palette().color(QPalette.ColorRole.Base))
        text_color = self.palette().color(QPalette.ColorRole.Text)
        plot = self.getPlotItem()
        style_axes(plot, text_color)
        plot.setMenuEnabled(False)
        plot.hideButtons()
        self._text_color = text_color
        self._compact = compact
        self._image = pg.ImageItem(axisOrder="row-major")
        self._image.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # rescaled only when it changes
        self._lut = self._density_lut()  # applied here: an RGBA image paints 3x faster than an indexed one
        self._log_density: np.ndarray | None = None
        plot.addItem(self._image, ignoreBounds=True)
        self._isocurves = []
        for i, _ in enumerate(CONTOUR_DROPS):
            pen_color = QColor(text_color)
            pen_color.setAlpha(150 - 25 * i)
            curve = FastIsocurve(level=0.0, pen=pg.mkPen(pen_color, width=1), axisOrder="row-major")
            curve.setParentItem(self._image)  # shares the image's transform (pyqtgraph's isocurve example)
            self._isocurves.append(curve)
        self._plain_brush = pg.mkBrush(qcolor(NEUTRAL_COLOR, 150))
        self.scatter = ResponsibilityScatter()
        plot.addItem(self.scatter)
        self._ellipses: list[tuple[pg.PlotCurveItem, pg.PlotCurveItem]] = []
        self._means = pg.ScatterPlotItem(size=13, symbol="o", pen=pg.mkPen(text_color, width=2))
        self._clicks = pg.ScatterPlotItem(size=16, symbol="+", pen=pg.mkPen(text_color, width=3), brush=None)
        self._spread = pg.ErrorBarItem(pen=pg.mkPen(qcolor(NEUTRAL_COLOR, 200), width=1))
        self._positions: np.ndarray | None = None
        plot.addItem(self._spread, ignoreBounds=True)
        plot.addItem(self._means, ignoreBounds=True)
        plot.addItem(self._clicks, ignoreBounds=True)
        self._xs = self._ys = np.empty(0)
        self._rect = QRectF()
        self._shown_resp = self._shown_params = None
        self._contour_levels: tuple[float, ...] = ()
        self.scene().sigMouseClicked.connect(self._on_scene_click)
        self.setToolTip(
            self.tr(
                "Each point is coloured by its responsibilities: a blend of the component colours weighted by "
                "γ_ik. Shading and thin curves: the mixture's log density. Ellipses: each component's 1σ and 2σ "
                "contours. Rings: the means. With \"Place means\" pressed, click to place initial means (as many "
                "clicks as components); hover over a point for its γ, Shift+click it to add it to the γ table."
            )
        )

    # ------------------------------------------------------------------ data and frames
    def set_points(
        self, points: np.ndarray, bounds: tuple[float, float, float, float], columns, note: str = ""
    ) -> None:
        """Show ``points`` (m, 2) (the drawn subsample) in a view of ``bounds`` (x0, x1, y0, y1), uncoloured."""
        self.scatter.place(points[:, 0], points[:, 1], (self._plain_brush,), np.zeros(len(points), dtype=np.int64))
        self._positions = points
        self._spread.setData(x=np.empty(0), y=np.empty(0), width=np.empty(0), height=np.empty(0))
        x0, x1, y0, y1 = bounds
        self._xs = np.linspace(x0, x1, GRID_SIZE)
        self._ys = np.linspace(y0, y1, GRID_SIZE)
        dx, dy = self._xs[1] - self._xs[0], self._ys[1] - self._ys[0]
        self._rect = QRectF(x0 - dx / 2, y0 - dy / 2, dx * GRID_SIZE, dy * GRID_SIZE)  # grid points at pixel centres
        plot = self.getPlotItem()
        plot.setLabel("bottom", columns[0])
        plot.setLabel("left", columns[1])
        plot.setTitle(note or None, color=self._text_color.name(), size="8pt")
        plot.vb.setRange(xRange=(x0, x1), yRange=(y0, y1), padding=0)
        self.clear_frame()

    def prepare(self, n_components: int) -> None:
        """Create the items of ``n_components`` components and draw the points' usual colours ahead (before a
        run, so that its first frames are quick)."""
        self._ensure_components(n_components)
        self.scatter.warm(n_components)

    def clear_frame(self) -> None:
        """Forget the parameters drawn: plain points, no contours, ellipses or means."""
        if self._shown_resp is None and self._shown_params is None and self._log_density is None:
            return  # nothing drawn (and recolouring 20,000 points is not free)
        self._shown_resp = self._shown_params = None
        self._image.clear()
        self._log_density = None
        for curve in self._isocurves:
            curve.setData(None)
        for pair in self._ellipses:
            for curve in pair:
                curve.setData([], [])
        self._means.setData([], [])
        self.scatter.set_uniform(self._plain_brush)

    def show_snapshot(self, snapshot, resp: np.ndarray | None) -> None:
        """Draw ``snapshot``'s parameters and colour the points by ``resp`` (rows of the drawn points)."""
        if snapshot is None:
            self.clear_frame()
            return
        if resp is not None and not same_array(resp, self._shown_resp) and len(resp) == len(self.scatter.data):
            self.scatter.set_responsibilities(resp)
            self._shown_resp = resp
        params = snapshot.params
        if params is self._shown_params:
            return
        self._shown_params = params
        log_density = mixture_log_density_grid(params, self._xs, self._ys)
        peak = float(np.max(log_density)) if np.isfinite(log_density).any() else 0.0
        self._log_density = log_density
        shade = np.nan_to_num((log_density - (peak - IMAGE_DEPTH)) * (255.0 / IMAGE_DEPTH), nan=0.0)
        self._image.setImage(self._lut[np.clip(shade, 0, 255).astype(np.uint8)], autoLevels=False, levels=None)
        self._image.setRect(self._rect)  # (only takes effect once the image has its size)
        self._contour_levels = tuple(peak - drop for drop in CONTOUR_DROPS)
        for curve, level in zip(self._isocurves, self._contour_levels, strict=True):
            curve.setData(log_density, level)
        self._ensure_components(len(params.weights))
        for k, pair in enumerate(self._ellipses):
            for curve, n_sigma in zip(pair, SIGMAS, strict=True):
                outline = covariance_ellipse(params.means[k, :2], params.covariances[k, :2, :2], n_sigma)
                curve.setData(outline[:, 0], outline[:, 1])
        brushes = [pg.mkBrush(component_color(k)) for k in range(len(params.weights))]
        self._means.setData(params.means[:, 0], params.means[:, 1], brush=brushes)

    def move_points(self, points: np.ndarray, spread: np.ndarray | None, incomplete: np.ndarray) -> None:
        """Draw the points at ``points`` (m, 2): the ``incomplete`` rows (a mask) at their conditional mean, with
        error bars of ± ``spread`` (one row per incomplete point; None: no bars)."""
        if points is not self._positions:
            self._positions = points
            if not self.scatter.move(points[:, 0], points[:, 1]):  # (keeps the colours)
                self.scatter.setData(x=points[:, 0], y=points[:, 1], brush=self._plain_brush)
                self._shown_resp = None  # setData dropped the colours: show_snapshot paints them again
        if spread is None:
            self._spread.setData(x=np.empty(0), y=np.empty(0), width=np.empty(0), height=np.empty(0))
            return
        centres = points[incomplete]
        self._spread.setData(x=centres[:, 0], y=centres[:, 1], width=2 * spread[:, 0], height=2 * spread[:, 1])

    def spread_data(self) -> tuple[np.ndarray, np.ndarray]:
        """The error bars' centres (n, 2) and half-widths (n, 2) (for tests)."""
        opts = self._spread.opts
        centres = np.column_stack([opts["x"], opts["y"]]) if opts["x"] is not None else np.empty((0, 2))
        half = np.column_stack([opts["width"], opts["height"]]) / 2 if opts["width"] is not None else np.empty((0, 2))
        return centres, half

    def set_clicked_points(self, points) -> None:
        """Mark the initial means placed by clicking ((n, 2), possibly empty)."""
        points = np.asarray(points, dtype=float).reshape(-1, 2)
        self._clicks.setData(points[:, 0], points[:, 1])

    # ------------------------------------------------------------------ read back (tests, export)
    def export_target(self):
        return self.getPlotItem()

    def mean_positions(self) -> np.ndarray:
        x, y = self._means.getData()
        return np.column_stack([x, y])

    def clicked_points(self) -> np.ndarray:
        x, y = self._clicks.getData()
        return np.column_stack([x, y])

    def data_to_widget(self, x: float, y: float):
        """The viewport pixel of data point (x, y) (to click on it in tests)."""
        return self.mapFromScene(self.getPlotItem().vb.mapViewToScene(pg.Point(x, y)))

    # ------------------------------------------------------------------ internals
    def _ensure_components(self, n: int) -> None:
        plot = self.getPlotItem()
        while len(self._ellipses) < n:
            k = len(self._ellipses)
            pair = (
                pg.PlotCurveItem(pen=pg.mkPen(component_color(k), width=2)),
                pg.PlotCurveItem(pen=pg.mkPen(component_color(k), width=1.5, style=pen_style("dash"))),
            )
            for curve in pair:
                plot.addItem(curve, ignoreBounds=True)
            self._ellipses.append(pair)
        while len(self._ellipses) > n:
            for curve in self._ellipses.pop():
                plot.removeItem(curve)

    def _density_lut(self) -> np.ndarray:
        """(256, 4) RGBA: the base colour (low density) towards ``palette.DENSITY_COLOR`` (high density)."""
        base = self.palette().color(QPalette.ColorRole.Base)
        start = np.array([base.red(), base.green(), base.blue()], dtype=float)
        end = 0.55 * start + 0.45 * np.array(hex_rgb(DENSITY_COLOR), dtype=float)
        ramp = np.linspace(0.0, 1.0, 256)[:, None]
        rgb = np.rint(start + ramp * (end - start))
        return np.column_stack([rgb, np.full(256, 255.0)]).astype(np.ubyte)

    def _on_scene_click(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton or event.double():
            return
        if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            return  # Shift+click chooses a point for the γ table (``point_picker``)
        vb = self.getPlotItem().vb
        if not vb.sceneBoundingRect().contains(event.scenePos()):
            return
        point = vb.mapSceneToView(event.scenePos())
        self.clicked.emit(float(point.x()), float(point.y()))
