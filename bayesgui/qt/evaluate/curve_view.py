"""A ``Curve`` (learning curve, smoothing explorer) drawn as lines with standard-error bars and its marks."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtWidgets import QWidget

from bayesgui.qt.evaluate.parts import PlotPage
from bayesgui.report import palette
from bayesgui.report.evaluation.comparison import Curve
from bayesgui.report.palette import SERIES_COLORS

_STYLES = {
    "train log_loss": (SERIES_COLORS["log_loss"], pg.QtCore.Qt.PenStyle.DashLine),
    "test log_loss": (SERIES_COLORS["log_loss"], pg.QtCore.Qt.PenStyle.SolidLine),
    "train risk": (SERIES_COLORS["risk"], pg.QtCore.Qt.PenStyle.DashLine),
    "test risk": (SERIES_COLORS["risk"], pg.QtCore.Qt.PenStyle.SolidLine),
}


class CurveView(PlotPage):
    """Log-loss (top) and risk (bottom) against the curve's x, each series with ± one standard error."""

    def __init__(self, x_label: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.x_label = x_label
        self.curve: Curve | None = None

    def show_curve(self, curve: Curve | None) -> None:
        self.curve = curve
        self.plots.clear()
        if curve is None:
            return
        names = {
            "train log_loss": self.tr("train log-loss"),
            "test log_loss": self.tr("held-out log-loss"),
            "train risk": self.tr("train risk"),
            "test risk": self.tr("held-out risk"),
        }
        for row, metric in enumerate(("log_loss", "risk")):
            plot = self.add_plot(row, 0, legend=True)
            plot.setLabel("bottom", self.x_label)
            plot.setLabel("left", self.tr("log-loss") if metric == "log_loss" else self.tr("risk"))
            for name, (values, errors) in curve.series.items():
                if not name.endswith(metric) or not np.isfinite(values).any():
                    continue  # (a series without one value, every fit of it refused: nothing to draw)
                color, style = _STYLES[name]
                plot.plot(curve.x, values, pen=pg.mkPen(color, width=2, style=style), symbol="o",
                          symbolSize=5, symbolBrush=color, name=names[name])
                bars = pg.ErrorBarItem(x=curve.x, y=values, height=2 * errors, pen=pg.mkPen(color))
                plot.addItem(bars)
            for mark, value in curve.marks.items():
                label = self.tr("Laplace (λ = 1)") if mark == "laplace" else self.tr("best λ = {0:g}").format(value)
                dotted = pg.mkPen(palette.NEUTRAL_COLOR, style=pg.QtCore.Qt.PenStyle.DotLine)
                line = pg.InfiniteLine(value, angle=90, pen=dotted,
                                       label=label if row == 0 else None,
                                       labelOpts={"position": 0.9, "color": self.text_color})
                plot.addItem(line)
