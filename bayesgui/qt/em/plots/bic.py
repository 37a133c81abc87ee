"""BIC and AIC of the fitted mixture against the number of components K (lower is better).

BIC = −2 log L + p log N and AIC = −2 log L + 2p, p the number of free parameters. The button runs
``bayesgui.tasks.em.mixture.bic_aic_curve`` for K = 1..max in this widget's own ``TaskRunner`` on the data and
settings the ``source`` callable returns; the curves appear when it finishes. A ring marks each minimum.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSpinBox, QVBoxLayout, QWidget

from bayesgui.qt.common.loop.task_runner import TaskRunner
from bayesgui.qt.common.plots.axes import fit_axis_titles, legend_below
from bayesgui.qt.common.plots.style import class_color, style_axes
from bayesgui.tasks.em.mixture import bic_aic_curve


class EmBicPlot(QWidget):
    """A "BIC/AIC for K = 1..max" button and two curves, BIC(K) and AIC(K), with their minima marked.

    Parameters
    ----------
    source : callable () -> (X, EMSettings) or None
        The data and settings to fit (None: nothing to fit).
    """

    def __init__(self, source: Callable[[], tuple | None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._source = source
        self.runner = TaskRunner(self)
        self.button = QPushButton(self, toolTip=self.tr("Fit K = 1..max components and plot BIC and AIC."))
        self.max_k_spin = QSpinBox(self, minimum=2, maximum=12, value=8, toolTip=self.tr("Largest K for BIC / AIC."))
        self.max_k_spin.setAccessibleName(self.tr("Largest K"))
        self.plot_widget = pg.PlotWidget(self, enableMenu=False)
        self.plot_widget.setBackground(self.palette().color(QPalette.ColorRole.Base))
        row = QHBoxLayout()
        row.addWidget(self.button, 1)
        row.addWidget(self.max_k_spin)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.plot_widget, 1)
        self.button.clicked.connect(self.compute)
        self.max_k_spin.valueChanged.connect(self._update_button)
        self.runner.busy_changed.connect(self._update_button)
        self.runner.succeeded.connect(self._on_result)
        text_color = self.palette().color(QPalette.ColorRole.Text)
        plot = self.plot_widget.getPlotItem()
        style_axes(plot, text_color)
        plot.setLabel("bottom", self.tr("number of components K"))
        plot.setLabel("left", self.tr("criterion (lower is better)"))
        plot.setMenuEnabled(False)
        plot.hideButtons()
        legend = legend_below(plot, labelTextColor=text_color)  # the plot keeps its width
        fit_axis_titles(plot)
        self._bic = pg.PlotDataItem(
            pen=pg.mkPen(class_color(0), width=2), symbol="o", symbolBrush=class_color(0), name=self.tr("BIC")
        )
        self._aic = pg.PlotDataItem(
            pen=pg.mkPen(class_color(1), width=2), symbol="s", symbolBrush=class_color(1), name=self.tr("AIC")
        )
        self._best = pg.ScatterPlotItem(size=18, symbol="o", pen=pg.mkPen(text_color, width=2), brush=None)
        for item in (self._bic, self._aic, self._best):
            plot.addItem(item)
        self._legend = legend
        self._update_button()
        self.plot_widget.setToolTip(
            self.tr(
                "BIC = −2 log L + p log N and AIC = −2 log L + 2p for K = 1, 2, ... components (p: free "
                "parameters). The ringed K is each criterion's choice."
            )
        )

    def compute(self) -> None:
        """Start fitting K = 1..max in the worker (the old curves stay until the new ones arrive)."""
        job = self._source()
        if job is not None:
            x, settings = job
            self.runner.start(bic_aic_curve, x, settings, list(range(1, self.max_k_spin.value() + 1)))

    def shutdown(self, msecs: int = 3000) -> None:
        self.runner.cancel()
        self.runner.wait(msecs)

    def show_curves(self, ks, bic, aic) -> None:
        """Plot BIC and AIC against ``ks``."""
        ks, bic, aic = (np.asarray(v, dtype=float) for v in (ks, bic, aic))
        self._bic.setData(ks, bic)
        self._aic.setData(ks, aic)
        best = [(ks[np.nanargmin(v)], np.nanmin(v)) for v in (bic, aic) if np.isfinite(v).any()]
        self._best.setData([b[0] for b in best], [b[1] for b in best])
        plot = self.plot_widget.getPlotItem()
        plot.getAxis("bottom").setTicks([[(k, f"{k:g}") for k in ks]])
        plot.enableAutoRange()

    def _on_result(self, result: dict) -> None:
        ks = sorted(result)
        self.show_curves(ks, [result[k][0] for k in ks], [result[k][1] for k in ks])

    def _update_button(self) -> None:
        self.button.setEnabled(not self.runner.busy)
        self.button.setText(self.tr("BIC/AIC for K = 1..{0}").format(self.max_k_spin.value()))

    # ------------------------------------------------------------------ read back (tests)
    def curve_data(self, name: str) -> tuple[np.ndarray, np.ndarray]:
        """(ks, values) of the "bic" or "aic" curve."""
        x, y = (self._bic if name == "bic" else self._aic).getData()
        return (np.empty(0), np.empty(0)) if x is None else (x, y)
