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
        self._extent: tuple | None = None
        self._marker = pg.ScatterPlotItem(size=14, symbol="o", pen=pg.mkPen(text_color, width=2), brush=None)
        plot.addItem(self._marker)
        self.setToolTip(
            self.tr(
                "log p(X | θ) after each E step. EM never lowers it: the curve rises and flattens as the "
                "parameters converge. One curve per restart."
            )
        )

    def show_runs(self, runs: list[list], histories: list[list] | None = None) -> None:
        """``runs``: per run, its snapshots up to the one shown (only the E steps are plotted). ``histories``:
        every snapshot received so far; the axes span them, so they stay put while the curve grows."""
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
        if extent is not None and extent != self._extent:
            self._extent = extent
            margin = 0.05 * (extent[3] - extent[2] or 1.0)
            self.getPlotItem().setRange(
                xRange=(0.5, max(extent[1], 2) + 0.5), yRange=(extent[2] - margin, extent[3] + margin), padding=0
            )

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
