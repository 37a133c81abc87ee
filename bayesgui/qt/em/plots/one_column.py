"""One EM run on one column: histogram, weighted component densities, the mixture density, and the step that
is happening, written with its numbers.

The curves come from ``bayesgui.core.mixture.mixture_density_1d``; a rug of points under the axis is coloured
by responsibility like the 2-D view. The text is ``bayesgui.report.em.mixture_step.step_lines``: the starting
α_k, μ_k, σ_k²; at an E step the γ_jk of the first samples; at an M step each update (Zhou eqs. 9.34, 9.35,
9.38) with the γ sums that produce the new value.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from bayesgui.core.mixture import mixture_density_1d
from bayesgui.qt.common.plots.style import component_color, style_axes
from bayesgui.qt.em.plots.graphics import ResponsibilityScatter, same_array
from bayesgui.report.em.mixture_step import step_lines

CURVE_POINTS = 301
MAX_BINS = 40


class EmPlot1D(QWidget):
    """The 1-D view of one EM run; ``clicked(x, y)`` reports a left click in data coordinates."""

    clicked = Signal(float, float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plot_widget = pg.PlotWidget(self, enableMenu=False)
        self.plot_widget.setBackground(self.palette().color(QPalette.ColorRole.Base))
        text_color = self.palette().color(QPalette.ColorRole.Text)
        plot = self.plot_widget.getPlotItem()
        style_axes(plot, text_color)
        plot.setLabel("left", self.tr("density"))
        plot.setMenuEnabled(False)
        plot.hideButtons()
        self._histogram = pg.PlotDataItem(
            stepMode="center",
            fillLevel=0,
            brush=pg.mkBrush(text_color.red(), text_color.green(), text_color.blue(), 40),
        )
        self._mixture = pg.PlotDataItem(pen=pg.mkPen(text_color, width=2.5))
        self.rug = ResponsibilityScatter()
        self._means = pg.ScatterPlotItem(size=12, symbol="t", pen=pg.mkPen(text_color, width=1.5))
        self._clicks = pg.ScatterPlotItem(size=16, symbol="+", pen=pg.mkPen(text_color, width=3), brush=None)
        for item in (self._histogram, self._mixture, self.rug, self._means, self._clicks):
            plot.addItem(item)
        self._components: list[pg.PlotDataItem] = []
        self._formulas = QLabel(self)
        self._formulas.setTextFormat(Qt.TextFormat.PlainText)
        self._formulas.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._formulas.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot_widget, 1)
        layout.addWidget(self._formulas)
        self._xs = np.empty(0)
        self._n = 0
        self._values = self._shown_values = np.empty(0)
        self._rug_level = 0.0
        self._shown_resp = self._shown_params = None
        self.plot_widget.scene().sigMouseClicked.connect(self._on_scene_click)
        self.plot_widget.setToolTip(
            self.tr(
                "Bars: the column's values (normalised histogram). Thin curves: each component's weighted "
                "density α_k N(x | μ_k, σ²_k); thick curve: their sum, the mixture density. Points under the axis "
                "are coloured by their responsibilities. With \"Place means\" pressed, click to place initial means."
            )
        )

    # ------------------------------------------------------------------ data and frames
    def set_values(self, values: np.ndarray, shown: np.ndarray, column: str, note: str = "") -> None:
        """Histogram of all ``values``; ``shown`` (the drawn subsample) becomes the rug."""
        self._n = len(values)
        self._values = values
        self._shown_values = shown
        edges = np.histogram_bin_edges(values, bins="auto")
        if edges.size > MAX_BINS + 1:
            edges = np.histogram_bin_edges(values, bins=MAX_BINS)
        heights, _ = np.histogram(values, bins=edges, density=True)
        self._histogram.setData(edges, heights)
        low, high = float(values.min()), float(values.max())
        pad = 0.1 * (high - low or 1.0)
        self._xs = np.linspace(low - pad, high + pad, CURVE_POINTS)
        top = float(heights.max()) if heights.size else 1.0
        self._rug_level = -0.06 * top
        jitter = np.linspace(0.0, 1.0, len(shown)) % 0.37 / 0.37  # spread the rug a little, deterministically
        self.rug.setData(x=shown, y=self._rug_level * (0.5 + jitter))
        plot = self.plot_widget.getPlotItem()
        plot.setLabel("bottom", column)
        plot.setTitle(note or None, size="8pt")
        plot.vb.setRange(xRange=(self._xs[0], self._xs[-1]), yRange=(2 * self._rug_level, 1.6 * top), padding=0)
        self.clear_frame()

    def clear_frame(self) -> None:
        self._shown_resp = self._shown_params = None
        self._mixture.setData([], [])
        for curve in self._components:
            curve.setData([], [])
        self._means.setData([], [])
        self._formulas.setText(self.tr("Press Play or Step to run EM."))

    def show_snapshot(self, snapshot, resp: np.ndarray | None) -> None:
        """Draw ``snapshot``'s densities and formulas; colour the rug by ``resp`` (rows of the drawn points)."""
        if snapshot is None:
            self.clear_frame()
            return
        if resp is not None and not same_array(resp, self._shown_resp) and len(resp) == len(self.rug.data):
            self.rug.set_responsibilities(resp)
            self._shown_resp = resp
        params = snapshot.params
        if params is not self._shown_params:
            self._shown_params = params
            mixture, components = mixture_density_1d(params, self._xs)
            self._mixture.setData(self._xs, mixture)
            self._ensure_components(len(components))
            for curve, density in zip(self._components, components, strict=True):
                curve.setData(self._xs, density)
            brushes = [pg.mkBrush(component_color(k)) for k in range(len(params.weights))]
            self._means.setData(params.means[:, 0], np.zeros(len(params.weights)), brush=brushes)
        self._formulas.setText("\n".join(self._formula_lines(snapshot)))

    def set_clicked_points(self, points) -> None:
        points = np.asarray(points, dtype=float).reshape(-1, 2)
        self._clicks.setData(points[:, 0], np.zeros(len(points)))

    # ------------------------------------------------------------------ read back (tests, export)
    def export_target(self):
        return self.plot_widget.getPlotItem()

    def set_formulas_visible(self, visible: bool) -> None:
        """Show or hide the step's formulas under the plot (hidden while the step is practised: they hold the
        answers)."""
        self._formulas.setVisible(visible)

    def formula_text(self) -> str:
        return self._formulas.text()

    def mixture_data(self) -> tuple[np.ndarray, np.ndarray]:
        return self._mixture.getData()

    def component_data(self, k: int) -> tuple[np.ndarray, np.ndarray]:
        return self._components[k].getData()

    def histogram_data(self) -> tuple[np.ndarray, np.ndarray]:
        return self._histogram.xData, self._histogram.yData

    def data_to_widget(self, x: float, y: float):
        vb = self.plot_widget.getPlotItem().vb
        return self.plot_widget.mapFromScene(vb.mapViewToScene(pg.Point(x, y)))

    # ------------------------------------------------------------------ internals
    def _formula_lines(self, snapshot) -> list[str]:
        """The step that is happening, written by ``report.mixture_step`` in the interface's language."""
        values = self._values
        if snapshot.resp is not None and len(snapshot.resp) != len(values):
            values = self._shown_values  # the history keeps the drawn points' γ only
        return step_lines(
            snapshot, values, lambda text: QCoreApplication.translate("em", text), of_rows=len(self._values)
        )

    def _ensure_components(self, n: int) -> None:
        plot = self.plot_widget.getPlotItem()
        while len(self._components) < n:
            curve = pg.PlotDataItem(pen=pg.mkPen(component_color(len(self._components)), width=1.5))
            plot.addItem(curve)
            self._components.append(curve)
        while len(self._components) > n:
            plot.removeItem(self._components.pop())

    def _on_scene_click(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton or event.double():
            return
        vb = self.plot_widget.getPlotItem().vb
        if vb.sceneBoundingRect().contains(event.scenePos()):
            point = vb.mapSceneToView(event.scenePos())
            self.clicked.emit(float(point.x()), float(point.y()))
