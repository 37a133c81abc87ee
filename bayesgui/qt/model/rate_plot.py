"""One count feature: the fitted Poisson rate of each class (bars), and each class's pmf over 0..max.

It draws a ``bayesgui.report.probability_tables.CountTable``; items are created once and updated in place (for
a model of many classes, a few classes per turn of the event loop: ``ClassItems``).
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QWidget

from bayesgui.qt.common.plots.axes import legend_outside
from bayesgui.qt.common.plots.bar_chart import BarChart
from bayesgui.qt.common.plots.class_items import ClassItems
from bayesgui.qt.common.plots.style import class_color, query_line, set_legend_text, style_axes
from bayesgui.qt.common.session import Session
from bayesgui.qt.model.sample_value import sample_value
from bayesgui.report.probability_tables import CountTable

BAR_WIDTH = 0.6


class RatePlot(pg.GraphicsLayoutWidget):
    """Poisson rates per class (left) and the pmf of each class (right) for one count feature."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setBackground(self.palette().color(QPalette.ColorRole.Base))
        self._session = session
        self._feature: str | None = None
        self._classes: list[str] = []
        text_color = self.palette().color(QPalette.ColorRole.Text)
        self._text_color = text_color
        self._rate_plot = self.addPlot(row=0, col=0, title=self.tr("Poisson rate λ per class"), enableMenu=False)
        self._pmf_plot = self.addPlot(row=0, col=1, title=self.tr("P(k | class) = Poisson(k; λ)"), enableMenu=False)
        self._pmf_plot.setMenuEnabled(False)
        self._pmf_plot.hideButtons()
        self._pmf_plot.setTitle(self._pmf_plot.titleLabel.text, color=text_color.name())
        style_axes(self._pmf_plot, text_color)
        self._rates = BarChart(self._rate_plot, text_color, BAR_WIDTH)
        self._pmf_plot.setLabel("bottom", self.tr("count k"))
        self._legend = legend_outside(self._pmf_plot, labelTextColor=text_color)
        self._table: CountTable | None = None
        self._pmfs = ClassItems(self, self._make, lambda items: self._pmf_plot.removeItem(items[0]), self._fill)
        self._query_line = query_line(text_color, "k = {value:g}")
        self._pmf_plot.addItem(self._query_line, ignoreBounds=True)
        self.setToolTip(
            self.tr(
                "Left: the smoothed mean count λ of each class. Right: the probability of each count k under "
                "each class's Poisson distribution. Dashed line: the current sample's count."
            )
        )
        self.setAccessibleName(self.tr("Poisson rates per class"))  # a picture: a name, its tooltip as words
        self.setAccessibleDescription(self.toolTip())

    def _make(self, k: int) -> tuple[pg.PlotDataItem]:
        item = pg.PlotDataItem(
            pen=pg.mkPen(class_color(k), width=2),
            symbol="o",
            symbolSize=5,
            symbolBrush=class_color(k),
            name=f"class {k}",
        )
        self._pmf_plot.addItem(item)
        return (item,)

    def _fill(self, k: int, items: tuple) -> None:
        pmf = self._table.pmfs[k]
        items[0].setData(pmf.k, pmf.pmf)
        text = self.tr("{0}: λ = {1}") if pmf.pmf.size else self.tr("{0}: no counts")
        set_legend_text(self._legend, items[0], text.format(pmf.name, f"{pmf.rate:.4g}"))

    def show_table(self, table: CountTable) -> None:
        """Draw ``table`` (from ``bayesgui.report.probability_tables.feature_table``)."""
        self._feature = table.feature
        self._classes = list(table.classes)
        self._table = table
        n = len(self._classes)
        rates = np.array([p.rate for p in table.pmfs], dtype=float)
        heights = np.where(np.isfinite(rates), rates, 0.0)
        top = max(float(heights.max(initial=0.0)), 1e-12) * 1.15
        brushes = [class_color(k) for k in range(n)]
        self._rates.show(self._classes, self._classes, rates.tolist(), brushes, (0.0, top))  # NaN: no bar, "—"
        self._pmfs.show(n)
        self._pmf_plot.enableAutoRange()
        self.update_query()

    def update_query(self) -> None:
        """Move the dashed line to the current sample's count (hidden when it is missing)."""
        value = sample_value(self._session.record, self._feature)
        self._query_line.setVisible(value is not None)
        if value is not None:
            self._query_line.setValue(float(value))

    # ------------------------------------------------------------------ read back (tests, export)
    def rate_heights(self) -> dict[str, float]:
        """Class -> the height the rate BarGraphItem holds."""
        return self._rates.heights()

    def rate_labels(self) -> dict[str, str]:
        return {name: self._rates.labels[k].textItem.toPlainText() for k, name in enumerate(self._classes)}

    def pmf_data(self, class_name: str) -> tuple[np.ndarray, np.ndarray]:
        return self._pmfs.items[self._classes.index(class_name)][0].getData()

    def query_line_value(self) -> float | None:
        return float(self._query_line.value()) if self._query_line.isVisible() else None

    def legend_texts(self) -> list[str]:
        return [label.text for _, label in self._legend.items]
