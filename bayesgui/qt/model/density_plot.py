"""One continuous feature: each class's training values as a normalised histogram, and its fitted normal density.

The curves are N(mu, sigma^2) with the ``GaussianNB`` part's ``theta_`` and ``var_``; a vertical line
marks the current sample's value. Items are created once per number of classes and updated with setData.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

from bayesgui.data.checks import as_numbers
from bayesgui.data.levels import codes_for_levels
from bayesgui.qt.common.plot_style import style_axes
from bayesgui.qt.common.session import Session

CLASS_COLORS = ("#4c72b0", "#dd8452", "#55a868", "#c44e52", "#8172b3", "#937860", "#da8bc3", "#8c8c8c")
CURVE_POINTS = 301
MAX_BINS = 30


def class_color(k: int, alpha: int = 255) -> QColor:
    color = QColor(CLASS_COLORS[k % len(CLASS_COLORS)])
    color.setAlpha(alpha)
    return color


def class_values(session: Session, feature: str) -> list[np.ndarray]:
    """The training values of ``feature`` of each model class (empty when the table no longer matches)."""
    model, dataset = session.model, session.dataset
    classes = model.class_names
    target = model.schema.target
    if dataset is None or target not in dataset.frame.columns or feature not in dataset.frame.columns:
        return [np.empty(0) for _ in classes]
    codes, _ = codes_for_levels(dataset.frame[target], classes)
    values = as_numbers(dataset.frame[feature]).to_numpy(dtype=float)
    return [values[(codes == k) & np.isfinite(values)] for k in range(len(classes))]


class DensityPlot(pg.PlotWidget):
    """Histograms and fitted normal densities of one continuous feature, per class."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setBackground(self.palette().color(QPalette.ColorRole.Base))
        self._session = session
        self._feature: str | None = None
        self._classes: list[str] = []
        self._histograms: list[pg.PlotDataItem] = []
        self._curves: list[pg.PlotDataItem] = []
        plot = self.getPlotItem()
        text_color = self.palette().color(QPalette.ColorRole.Text)
        style_axes(plot, text_color)
        plot.setLabel("left", self.tr("density"))
        plot.setMenuEnabled(False)
        plot.hideButtons()
        self._legend = plot.addLegend(offset=(-10, 10), labelTextColor=text_color)
        self._query_line = pg.InfiniteLine(
            angle=90,
            movable=False,
            pen=pg.mkPen(text_color, width=2, style=Qt.PenStyle.DashLine),
            label="x = {value:.4g}",
            labelOpts={"position": 0.95, "color": text_color},
        )
        plot.addItem(self._query_line, ignoreBounds=True)
        self._query_line.hide()
        self.setToolTip(
            self.tr(
                "Bars: each class's training values (normalised histogram). Curves: the fitted normal density "
                "p(x | class) = N(x; μ, σ²). Dashed line: the current sample's value."
            )
        )

    def _ensure_items(self, n: int) -> None:
        plot = self.getPlotItem()
        while len(self._curves) < n:
            k = len(self._curves)
            histogram = pg.PlotDataItem(
                stepMode="center", fillLevel=0, brush=class_color(k, 70), pen=pg.mkPen(class_color(k, 160))
            )
            curve = pg.PlotDataItem(pen=pg.mkPen(class_color(k), width=2), name=f"class {k}")
            plot.addItem(histogram)
            plot.addItem(curve)
            self._histograms.append(histogram)
            self._curves.append(curve)
        while len(self._curves) > n:
            for item in (self._histograms.pop(), self._curves.pop()):
                plot.removeItem(item)

    def show_feature(self, feature: str, part, column: int) -> None:
        """Show column ``column`` of the fitted ``GaussianNB`` ``part`` (the model's feature ``feature``)."""
        self._feature = feature
        self._classes = [str(c) for c in self._session.model.class_names]
        self._ensure_items(len(self._classes))
        mean = np.asarray(part.theta_[:, column], dtype=float)
        var = np.asarray(part.var_[:, column], dtype=float)
        std = np.sqrt(var)
        values = class_values(self._session, feature)
        pooled = np.concatenate(values)
        fitted = np.isfinite(mean) & (var > 0)
        low = [pooled.min()] if pooled.size else []
        high = [pooled.max()] if pooled.size else []
        low = min([*low, *(mean[fitted] - 4 * std[fitted])], default=0.0)
        high = max([*high, *(mean[fitted] + 4 * std[fitted])], default=1.0)
        x = np.union1d(np.linspace(low, high, CURVE_POINTS), mean[fitted])
        edges = np.histogram_bin_edges(pooled, bins="auto") if pooled.size else np.empty(0)
        if edges.size > MAX_BINS + 1:
            edges = np.histogram_bin_edges(pooled, bins=MAX_BINS)
        for k, name in enumerate(self._classes):
            if values[k].size and edges.size > 1:
                heights, _ = np.histogram(values[k], bins=edges, density=True)
                self._histograms[k].setData(edges, heights)
            else:
                self._histograms[k].clear()
            if fitted[k]:
                density = np.exp(-((x - mean[k]) ** 2) / (2 * var[k])) / np.sqrt(2 * np.pi * var[k])
                self._curves[k].setData(x, density)
                text = self.tr("{0}: μ = {1}, σ = {2}").format(name, f"{mean[k]:.4g}", f"{std[k]:.4g}")
            else:
                self._curves[k].setData([], [])
                text = self.tr("{0}: no values").format(name)
            label = self._legend.getLabel(self._curves[k])
            if label is not None:
                label.setText(text)
        self.getPlotItem().setLabel("bottom", feature)
        self.getPlotItem().enableAutoRange()
        self.update_query()

    def update_query(self) -> None:
        """Move the dashed line to the current sample's value (hidden when it is missing)."""
        value = self.query_value()
        self._query_line.setVisible(value is not None)
        if value is not None:
            self._query_line.setValue(value)

    # ------------------------------------------------------------------ read back (tests, export)
    def query_value(self) -> float | None:
        record = self._session.record
        value = None if record is None or self._feature is None else record["sample"].get(self._feature)
        return None if value is None else float(value)

    def query_line_value(self) -> float | None:
        return float(self._query_line.value()) if self._query_line.isVisible() else None

    def curve_data(self, class_name: str) -> tuple[np.ndarray, np.ndarray]:
        """The (x, y) the density curve of ``class_name`` holds."""
        return self._curves[self._classes.index(class_name)].getData()

    def histogram_data(self, class_name: str) -> tuple[np.ndarray, np.ndarray]:
        """The (bin edges, heights) the histogram of ``class_name`` holds."""
        item = self._histograms[self._classes.index(class_name)]
        return item.xData, item.yData

    def legend_texts(self) -> list[str]:
        return [label.text for _, label in self._legend.items]


if __name__ == "__main__":
    import sys

    from PySide6.QtWidgets import QApplication

    from bayesgui.data import load_sample
    from bayesgui.qt.model.cpt_view import locate_feature

    app = QApplication(sys.argv)
    preview_session = Session()
    view = DensityPlot(preview_session)

    def _show() -> None:
        if preview_session.model is not None:
            _, part, column = locate_feature(preview_session.model, "密度")
            view.show_feature("密度", part, column)

    preview_session.model_changed.connect(_show)
    preview_session.query_changed.connect(view.update_query)
    view.resize(600, 400)
    view.show()
    preview_session.load(load_sample("watermelon3"))
    app.aboutToQuit.connect(preview_session.shutdown)
    sys.exit(app.exec())
