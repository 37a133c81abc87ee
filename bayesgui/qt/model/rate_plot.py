"""One count feature: the fitted Poisson rate of each class (bars), and each class's pmf over 0..max.

It draws a ``bayesgui.report.probability_tables.CountTable``; items are created once and updated in place.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QWidget

from bayesgui.qt.common.plot_axes import legend_outside
from bayesgui.qt.common.plot_style import class_color, query_line, set_legend_text, style_axes
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
        self._rate_plot = self.addPlot(row=0, col=0, title=self.tr("Poisson rate λ per class"))
        self._pmf_plot = self.addPlot(row=0, col=1, title=self.tr("P(k | class) = Poisson(k; λ)"))
        for plot in (self._rate_plot, self._pmf_plot):
            plot.setMenuEnabled(False)
            plot.hideButtons()
            plot.setTitle(plot.titleLabel.text, color=text_color.name())
            style_axes(plot, text_color)
        self._rate_plot.setMouseEnabled(x=False, y=False)
        self._pmf_plot.setLabel("bottom", self.tr("count k"))
        self._bars = pg.BarGraphItem(x=[], height=[], width=BAR_WIDTH, brushes=[], pen=pg.mkPen(None))
        self._rate_plot.addItem(self._bars)
        self._labels: list[pg.TextItem] = []
        self._legend = legend_outside(self._pmf_plot, labelTextColor=text_color)
        self._pmfs: list[pg.PlotDataItem] = []
        self._query_line = query_line(text_color, "k = {value:g}")
        self._pmf_plot.addItem(self._query_line, ignoreBounds=True)
        self.setToolTip(
            self.tr(
                "Left: the smoothed mean count λ of each class. Right: the probability of each count k under "
                "each class's Poisson distribution. Dashed line: the current sample's count."
            )
        )

    def _ensure_items(self, n: int) -> None:
        while len(self._pmfs) < n:
            k = len(self._pmfs)
            item = pg.PlotDataItem(
                pen=pg.mkPen(class_color(k), width=2),
                symbol="o",
                symbolSize=5,
                symbolBrush=class_color(k),
                name=f"class {k}",
            )
            self._pmf_plot.addItem(item)
            self._pmfs.append(item)
        while len(self._pmfs) > n:
            self._pmf_plot.removeItem(self._pmfs.pop())
        while len(self._labels) < n:
            label = pg.TextItem(anchor=(0.5, 1.0), color=self._text_color)
            self._rate_plot.addItem(label)
            self._labels.append(label)

    def show_table(self, table: CountTable) -> None:
        """Draw ``table`` (from ``bayesgui.report.probability_tables.feature_table``)."""
        self._feature = table.feature
        self._classes = list(table.classes)
        n = len(self._classes)
        self._ensure_items(n)
        rates = np.array([p.rate for p in table.pmfs], dtype=float)
        heights = np.where(np.isfinite(rates), rates, 0.0)
        self._bars.setOpts(
            x=list(range(n)), height=heights.tolist(), width=BAR_WIDTH, brushes=[class_color(k) for k in range(n)]
        )
        self._rate_plot.getAxis("bottom").setTicks([list(enumerate(self._classes))])
        for k, label in enumerate(self._labels):
            label.setVisible(k < n)
            if k < n:
                label.setText(f"{rates[k]:.4g}" if np.isfinite(rates[k]) else "—")
                label.setPos(k, heights[k])
        self._rate_plot.setXRange(-0.6, n - 0.4, padding=0)
        self._rate_plot.setYRange(0, max(float(heights.max(initial=0.0)), 1e-12) * 1.15, padding=0)
        for item, pmf in zip(self._pmfs, table.pmfs, strict=True):
            item.setData(pmf.k, pmf.pmf)
            fitted = bool(pmf.pmf.size)
            text = self.tr("{0}: λ = {1}") if fitted else self.tr("{0}: no counts")
            set_legend_text(self._legend, item, text.format(pmf.name, f"{pmf.rate:.4g}"))
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
        return {name: float(h) for name, h in zip(self._classes, self._bars.opts["height"], strict=True)}

    def rate_labels(self) -> dict[str, str]:
        return {name: self._labels[k].textItem.toPlainText() for k, name in enumerate(self._classes)}

    def pmf_data(self, class_name: str) -> tuple[np.ndarray, np.ndarray]:
        return self._pmfs[self._classes.index(class_name)].getData()

    def query_line_value(self) -> float | None:
        return float(self._query_line.value()) if self._query_line.isVisible() else None
