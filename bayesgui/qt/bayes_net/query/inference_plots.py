"""The inference panel's two plots (the posterior's bars, and Gibbs estimates against the number of samples) and its
table.

``PosteriorBars``: one bar per joint state of the query (the exact posterior), with the Gibbs estimate as a point
and its ±2 SE whiskers on top. ``ConvergencePlot``: one curve per state (the running estimate n_q / T, Zhou eq.
7.33), its exact answer as a dashed horizontal line in the same colour, and a ±1 SE band. Every item is created
once (pools grow with the number of states) and updated in place. ``PosteriorTable``: each state's exact answer,
Gibbs estimate and standard error.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from bayesgui.qt.common.plots.bar_chart import BarChart
from bayesgui.qt.common.plots.style import class_color, set_legend_text, style_axes
from bayesgui.report import palette
from bayesgui.report.bayes_net.query import posterior_rows
from bayesgui.tasks.bayes_net.gibbs_run import GibbsTrace


class PosteriorBars(pg.PlotWidget):
    """The exact posterior as bars; the Gibbs estimate ± 2 SE drawn over them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, enableMenu=False)
        self.setBackground(self.palette().color(QPalette.ColorRole.Base))
        text_color = self.palette().color(QPalette.ColorRole.Text)
        plot = self.getPlotItem()
        self.chart = BarChart(plot, text_color)
        self.chart.title(self.tr("Posterior P(Q | evidence)"))
        self._points = pg.ScatterPlotItem(size=9, symbol="d", brush=QColor(palette.CHOSEN_COLOR),
                                          pen=pg.mkPen(text_color, width=1))  # fmt: skip
        self._whiskers = pg.ErrorBarItem(x=np.empty(0), y=np.empty(0), beam=0.15, pen=pg.mkPen(text_color, width=1.5))
        plot.addItem(self._whiskers)
        plot.addItem(self._points)
        self._points.setZValue(10)
        self._whiskers.setZValue(9)

    def show_posterior(self, labels: Sequence[str], exact: np.ndarray | None) -> None:
        """Bars of ``exact`` (flat; None: no bars) named ``labels``; the Gibbs points are cleared."""
        heights = [] if exact is None else [float(v) for v in exact]
        names = list(labels) if exact is not None else []
        self.chart.show(names, names, heights, [QColor(palette.BAR_COLOR)] * len(heights), (0.0, 1.15))
        self.show_estimate(None, None)

    def show_estimate(self, estimate: np.ndarray | None, error: np.ndarray | None) -> None:
        """The Gibbs estimate (flat) at each bar, with ±2 SE whiskers where the error is known."""
        if estimate is None:
            self._points.setData(x=[], y=[])
            self._whiskers.setData(x=np.empty(0), y=np.empty(0), height=np.empty(0))
            return
        x = np.arange(len(estimate), dtype=float)
        self._points.setData(x=x, y=np.asarray(estimate, dtype=float))
        err = np.zeros(len(estimate)) if error is None else np.nan_to_num(np.asarray(error, dtype=float))
        self._whiskers.setData(x=x, y=np.asarray(estimate, dtype=float), height=4 * err)

    def estimate_points(self) -> np.ndarray:
        """The Gibbs points' heights (for tests)."""
        _, y = self._points.getData()
        return np.asarray(y, dtype=float)


class ConvergencePlot(pg.PlotWidget):
    """Running Gibbs estimates against the number of samples, converging on the exact lines."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, enableMenu=False)
        self.setBackground(self.palette().color(QPalette.ColorRole.Base))
        self._text_color = self.palette().color(QPalette.ColorRole.Text)
        plot = self.getPlotItem()
        style_axes(plot, self._text_color)
        plot.setMenuEnabled(False)
        plot.hideButtons()
        plot.setMouseEnabled(x=False, y=False)
        plot.setLabel("left", self.tr("estimate (dashed: exact)"))
        plot.setLabel("bottom", self.tr("samples T"))
        plot.setYRange(0.0, 1.0, padding=0.02)
        self.legend = plot.addLegend(offset=(-6, 6), labelTextColor=self._text_color, brush=self._legend_brush())
        self._curves: list[pg.PlotDataItem] = []
        self._exact: list[pg.InfiniteLine] = []
        self._bands: list[tuple[pg.PlotDataItem, pg.PlotDataItem, pg.FillBetweenItem]] = []
        self._labels: list[str] = []
        self.setToolTip(
            self.tr(
                "Gibbs sampling's estimate n_q / T of each state after T samples (solid), with a band of ±1 "
                "standard error, and the exact answer by variable elimination (dashed). The estimate wanders at "
                "first and settles on the exact line as T grows."
            )
        )

    def _legend_brush(self) -> QColor:
        color = QColor(self.palette().color(QPalette.ColorRole.Base))
        color.setAlpha(200)
        return color

    def reset(self, labels: Sequence[str], exact: np.ndarray | None) -> None:
        """One empty curve per state named ``labels``; the exact lines at ``exact`` (None: none drawn)."""
        self._ensure(len(labels))
        self._labels = list(labels)
        for k, label in enumerate(labels):
            curve = self._curves[k]
            curve.setData([], [])
            if self.legend.getLabel(curve) is None:
                self.legend.addItem(curve, label)
            else:
                set_legend_text(self.legend, curve, label)  # the entry kept, renamed
            line = self._exact[k]
            line.setVisible(exact is not None)
            if exact is not None:
                line.setValue(float(exact[k]))
            upper, lower, _ = self._bands[k]
            upper.setData([], [])
            lower.setData([], [])
        self.getPlotItem().setXRange(0, 1, padding=0.02)

    def show_trace(self, trace: GibbsTrace) -> None:
        """Every estimate of ``trace`` so far (the x axis spans the samples asked for)."""
        x = trace.samples.astype(float)
        for k in range(min(len(self._labels), trace.estimates.shape[1])):
            y = trace.estimates[:, k]
            self._curves[k].setData(x, y)
            error = trace.errors[:, k]
            known = np.isfinite(error)
            upper, lower, _ = self._bands[k]
            upper.setData(x[known], (y + error)[known])
            lower.setData(x[known], (y - error)[known])
        self.getPlotItem().setXRange(0, trace.total, padding=0.02)

    # ------------------------------------------------------------------ read back (tests)
    def curve(self, k: int) -> tuple[np.ndarray, np.ndarray]:
        x, y = self._curves[k].getData()
        return (np.empty(0), np.empty(0)) if x is None else (np.asarray(x), np.asarray(y))

    def exact_lines(self) -> list[float]:
        return [float(line.value()) for line in self._exact[: len(self._labels)] if line.isVisible()]

    def band(self, k: int) -> tuple[np.ndarray, np.ndarray]:
        upper, lower, _ = self._bands[k]
        return np.asarray(upper.getData()[1]), np.asarray(lower.getData()[1])

    # ------------------------------------------------------------------ internals
    def _ensure(self, n: int) -> None:
        plot = self.getPlotItem()
        while len(self._curves) < n:
            k = len(self._curves)
            color = class_color(k)
            curve = pg.PlotDataItem(pen=pg.mkPen(color, width=2))
            line = pg.InfiniteLine(angle=0, movable=False, pen=pg.mkPen(color, width=1.5, style=Qt.PenStyle.DashLine))
            upper = pg.PlotDataItem(pen=None)
            lower = pg.PlotDataItem(pen=None)
            fill = pg.FillBetweenItem(upper, lower, brush=class_color(k, 50))
            for item in (fill, line, curve):
                plot.addItem(item)
            self._curves.append(curve)
            self._exact.append(line)
            self._bands.append((upper, lower, fill))
        for k, curve in enumerate(self._curves):
            shown = k < n
            curve.setVisible(shown)
            self._bands[k][2].setVisible(shown)
            if not shown:
                self._exact[k].setVisible(False)
                if self.legend.getLabel(curve) is not None:
                    self.legend.removeItem(curve)


class PosteriorTable(QTableWidget):
    """One row per state: its name, the exact answer, the Gibbs estimate and its standard error ("—": none)."""

    def __init__(self, headers: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(0, 4, parent)
        self.setHorizontalHeaderLabels(list(headers))  # (translated by the panel)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.verticalHeader().hide()
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)

    def show_rows(self, labels: Sequence[str], exact, estimate, error) -> None:
        rows = posterior_rows(labels, exact, estimate, error)
        self.setRowCount(len(rows))
        for r, row in enumerate(rows):
            cells = [row.label, *(f"{v:.4f}" if np.isfinite(v) else "—" for v in (row.exact, row.estimate, row.error))]
            for c, text in enumerate(cells):
                item = self.item(r, c)
                if item is None:
                    item = QTableWidgetItem()
                    self.setItem(r, c, item)
                item.setText(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
