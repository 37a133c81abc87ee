"""One continuous feature: each class's training values as a normalised histogram, and its fitted normal density.

It draws a ``bayesgui.report.probability_tables.ContinuousTable``; a vertical line marks the current sample's
value. Items are created once per number of classes and updated with setData; a model of many classes gets its
items a few classes per turn of the event loop (``ClassItems``).
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QWidget

from bayesgui.qt.common.plots.axes import legend_outside
from bayesgui.qt.common.plots.class_items import ClassItems
from bayesgui.qt.common.plots.style import class_color, query_line, set_legend_text, style_axes
from bayesgui.qt.common.session import Session
from bayesgui.qt.model.sample_value import sample_value
from bayesgui.report.probability_tables import ContinuousTable


class DensityPlot(pg.PlotWidget):
    """Histograms and fitted normal densities of one continuous feature, per class."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent, enableMenu=False)  # no menu built only to be disabled
        self.setBackground(self.palette().color(QPalette.ColorRole.Base))
        self._session = session
        self._feature: str | None = None
        self._to_unit = float
        self._classes: list[str] = []
        self._table: ContinuousTable | None = None
        self._items = ClassItems(self, self._make, self._remove, self._fill)  # (histogram, curve) per class
        plot = self.getPlotItem()
        text_color = self.palette().color(QPalette.ColorRole.Text)
        style_axes(plot, text_color)
        plot.setLabel("left", self.tr("density"))
        plot.setMenuEnabled(False)
        plot.hideButtons()
        self._legend = legend_outside(plot, labelTextColor=text_color)
        self._query_line = query_line(text_color, "x = {value:.4g}")
        plot.addItem(self._query_line, ignoreBounds=True)
        self.setToolTip(
            self.tr(
                "Bars: each class's training values (normalised histogram). Curves: the fitted normal density "
                "p(x | class) = N(x; μ, σ²). Dashed line: the current sample's value."
            )
        )
        self.setAccessibleName(self.tr("Class-conditional densities"))  # a picture: a name, its tooltip as words
        self.setAccessibleDescription(self.toolTip())

    def _make(self, k: int) -> tuple[pg.PlotDataItem, pg.PlotDataItem]:
        plot = self.getPlotItem()
        histogram = pg.PlotDataItem(
            stepMode="center", fillLevel=0, brush=class_color(k, 70), pen=pg.mkPen(class_color(k, 160))
        )
        curve = pg.PlotDataItem(pen=pg.mkPen(class_color(k), width=2), name=f"class {k}")
        plot.addItem(histogram)
        plot.addItem(curve)
        return histogram, curve

    def _remove(self, items: tuple) -> None:
        for item in items:
            self.getPlotItem().removeItem(item)

    def _fill(self, k: int, items: tuple) -> None:
        histogram, curve_item = items
        table = self._table
        curve = table.curves[k]
        if curve.heights.size:
            histogram.setData(table.edges, curve.heights)
        else:
            histogram.clear()
        curve_item.setData(curve.x, curve.density)
        text = self.tr("{0}: μ = {1}, σ = {2}") if curve.fitted else self.tr("{0}: no values")
        set_legend_text(self._legend, curve_item, text.format(curve.name, f"{curve.mean:.4g}", f"{curve.std:.4g}"))

    def show_table(self, table: ContinuousTable) -> None:
        """Draw ``table`` (from ``bayesgui.report.probability_tables.feature_table``)."""
        self._feature = table.feature
        self._to_unit = table.to_unit
        self._classes = list(table.classes)
        self._table = table
        self._items.show(len(self._classes))
        self.getPlotItem().setLabel("bottom", table.unit)
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
        value = sample_value(self._session.record, self._feature)
        return None if value is None else self._to_unit(float(value))

    def query_line_value(self) -> float | None:
        return float(self._query_line.value()) if self._query_line.isVisible() else None

    def curve_data(self, class_name: str) -> tuple[np.ndarray, np.ndarray]:
        """The (x, y) the density curve of ``class_name`` holds."""
        return self._items.items[self._classes.index(class_name)][1].getData()

    def histogram_data(self, class_name: str) -> tuple[np.ndarray, np.ndarray]:
        """The (bin edges, heights) the histogram of ``class_name`` holds."""
        item = self._items.items[self._classes.index(class_name)][0]
        return item.xData, item.yData

    def legend_texts(self) -> list[str]:
        return [label.text for _, label in self._legend.items]
