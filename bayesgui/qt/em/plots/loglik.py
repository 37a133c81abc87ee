"""The log-likelihood of each EM run against the iteration, up to the half-step shown: one marker per E step.

An E step's snapshot carries log p(X | θ) of the parameters it used, so the curve is EM's monotone rise
(the seed's proof: L(θ⁽ⁱ⁺¹⁾) ≥ L(θ⁽ⁱ⁾)). One curve per restart; a ring marks the shown iteration of run 1.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QWidget

from bayesgui.qt.common.plots.style import class_color, style_axes

GROWTH = 0.5  # while a run goes on, its axes leave this share of the log-likelihood's rise as room above


class EmLoglikPlot(pg.PlotWidget):
    """Log-likelihood curves (one per run), updated in place."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, enableMenu=False)
        self.setBackground(self.palette().color(QPalette.ColorRole.Base))
        text_color = self.palette().color(QPalette.ColorRole.Text)
        plot = self.getPlotItem()
        style_axes(plot, text_color)
        plot.setLabel("left", self.tr("log-likelihood"))
        plot.setLabel("bottom", self.tr("iteration"))
        plot.setMenuEnabled(False)
        plot.hideButtons()
        self._text_color = text_color
        self._curves: list[pg.PlotDataItem] = []
        self._extent: tuple | None = None  # the values the axes were last fitted to
        self._range = (0.0, 1.0, 0.0, 1.0)  # (x0, x1, y0, y1) the axes show
        self._fitted = False  # the axes span exactly ``_extent`` (no room ahead)
        self._marker = pg.ScatterPlotItem(size=14, symbol="o", pen=pg.mkPen(text_color, width=2), brush=None)
        plot.addItem(self._marker)
        self.setToolTip(
            self.tr(
                "log p(X | θ) after each E step. EM never lowers it: the curve rises and flattens as the "
                "parameters converge. One curve per restart."
            )
        )

    def show_runs(self, runs: list[list], histories: list[list] | None = None, complete: bool = True) -> None:
        """``runs``: per run, its snapshots up to the one shown (only the E steps are plotted). ``histories``:
        every snapshot received so far; the axes span them, so they stay put while the curve grows. While more
        are coming (not ``complete``) the axes leave room ahead and move only when a value falls
        outside: redrawing the axes at every frame of an animation cost ~3 ms of it."""
        self._ensure_curves(len(runs))
        for curve, snapshots in zip(self._curves, runs, strict=True):
            x, y = self._points(snapshots)
            old_x, _ = curve.getData()
            if old_x is None or len(old_x) != len(x) or (len(x) and old_x[-1] != x[-1]):  # M steps add nothing
                curve.setData(x, y)
        x, y = self._points(runs[0]) if runs else (np.empty(0), np.empty(0))
        self._marker.setData(x[-1:], y[-1:])
        points = [self._points(h) for h in (histories if histories is not None else runs)]
        xs = np.concatenate([p[0] for p in points]) if points else np.empty(0)
        ys = np.concatenate([p[1] for p in points]) if points else np.empty(0)
        extent = (xs.min(), xs.max(), ys.min(), ys.max()) if xs.size else None
        if extent is None or (extent == self._extent and self._fitted):
            return
        if not complete and self._extent is not None and self._holds(extent):
            return  # room left ahead: the axes stay put
        self._extent, self._fitted = extent, complete
        x_high, y_low, y_high = max(extent[1], 2), extent[2], extent[3]
        if not complete:  # room ahead: twice the iterations (at least 4 more), half the rise again above
            x_high = max(2 * x_high, x_high + 4)
            y_high += GROWTH * (y_high - y_low)  # (EM raises the log-likelihood: the first value is the lowest)
        margin = 0.05 * (y_high - y_low or 1.0)
        self._range = (0.5, x_high + 0.5, y_low - margin, y_high + margin)
        self.getPlotItem().setRange(xRange=self._range[:2], yRange=self._range[2:], padding=0)

    def _holds(self, extent: tuple) -> bool:
        """Every value of ``extent`` lies inside the axes' range."""
        _, x1, y0, y1 = self._range
        return extent[1] <= x1 - 0.5 and y0 <= extent[2] and extent[3] <= y1

    # ------------------------------------------------------------------ read back (tests)
    def curve_data(self, run: int = 0) -> tuple[np.ndarray, np.ndarray]:
        x, y = self._curves[run].getData()
        return (np.empty(0), np.empty(0)) if x is None else (x, y)

    # ------------------------------------------------------------------ internals
    @staticmethod
    def _points(snapshots: list) -> tuple[np.ndarray, np.ndarray]:
        steps = [s for s in snapshots if s.step == "E"]
        return (
            np.array([s.iteration for s in steps], dtype=float),
            np.array([s.log_likelihood for s in steps], dtype=float),
        )

    def _ensure_curves(self, n: int) -> None:
        plot = self.getPlotItem()
        while len(self._curves) < n:
            color = class_color(len(self._curves))
            curve = pg.PlotDataItem(
                pen=pg.mkPen(color, width=2), symbol="o", symbolSize=6, symbolBrush=color, symbolPen=None
            )
            plot.addItem(curve)
            self._curves.append(curve)
        while len(self._curves) > n:
            plot.removeItem(self._curves.pop())
