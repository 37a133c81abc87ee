"""The EM lab for incomplete data: choose what is missing, then step, step back or play through EM's half-steps.

The frames come from :func:`bayesgui.tasks.em.incomplete.run_incomplete`, run in a worker (every number is
computed there, in the core and the report layer); this widget draws them: the parameters (the probability
table's cells, bold when the last step changed them), the rows' class posteriors as bars, the incomplete points
at their conditional mean with their spread, the log-likelihood so far, the lower bound B touching L at θ⁽ᵗ⁾
with the M step's move to its maximum, and after an M step the textbook's formulas with its numbers (Li Hang's
three coins, Zhou's Q function).
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QGraphicsItem,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from bayesgui.data.samples import sample_opens
from bayesgui.qt.common.failure import failure
from bayesgui.qt.common.flow_layout import MIN_PLOT_HEIGHT, FlowLayout, compact, eliding_tabs, labelled, scrolling
from bayesgui.qt.common.loop.task_runner import TaskRunner
from bayesgui.qt.common.plots.axes import fit_axis_titles, legend_below
from bayesgui.qt.common.plots.style import class_color, style_axes
from bayesgui.qt.common.session import Session
from bayesgui.qt.em.coin_practice import CoinPractice
from bayesgui.qt.em.held_paint import HeldPaint
from bayesgui.qt.em.one_line import OneLine
from bayesgui.qt.em.plots.graphics import CodedScatter
from bayesgui.tasks.em.incomplete import MODES, IncompleteFrame, run_incomplete

FRAME_MS = 600


class PagePlot(pg.PlotWidget):
    """A plot on a scrolling page: the mouse wheel scrolls the page; Ctrl+wheel zooms the plot."""

    def wheelEvent(self, event) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            super().wheelEvent(event)
        else:
            event.ignore()  # to the scroll area around the page


def _plot(parent: QWidget, left: str, bottom: str) -> pg.PlotWidget:
    widget = PagePlot(parent, enableMenu=False)
    widget.setBackground(parent.palette().color(QPalette.ColorRole.Base))
    plot = widget.getPlotItem()
    style_axes(plot, parent.palette().color(QPalette.ColorRole.Text))
    plot.setLabel("left", left)
    plot.setLabel("bottom", bottom)
    plot.setMenuEnabled(False)
    plot.hideButtons()
    widget.fit_titles = fit_axis_titles(plot)  # elided to the plot's height (a small screen, presentation mode)
    return widget


class IncompleteLab(QWidget):
    """EM on incomplete data; call ``shutdown()`` before the window closes. Public parts (for tests): ``runner``,
    ``mode_combo``, ``run_button``, ``back_button``,
    ``step_button``, ``play_button``, ``step_label``, ``param_table``, ``bound_plot``, ``loglik_plot``,
    ``rows_plot``, ``frames`` and ``index`` (the frame shown)."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.frames: list[IncompleteFrame] = []
        self.index = -1
        self._bound_on, self._resume = "", 0
        self.run_options = {"k": 2, "seed": 0, "max_iter": 30}  # run_incomplete's, kept by a project
        self.mode_combo = compact(QComboBox(), 24)
        for key, label in MODES:
            self.mode_combo.addItem(QCoreApplication.translate("em", label), key)
        self.mode_combo.setToolTip(self.tr("What is incomplete in the data: the labels, some values, or everything"))
        self.run_button = QPushButton(self.tr("&Run EM"))
        self.back_button = QPushButton(self.tr("Step &back"))
        self.step_button = QPushButton(self.tr("&Step"))
        self.play_button = QPushButton(self.tr("&Play"))
        self.play_button.setCheckable(True)
        self.gif_button = QPushButton(self.tr("Export &GIF…"))
        self.step_label, self.status_label, self.formula_label = QLabel(), QLabel(), QLabel()
        self.formula_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.formula_label.setWordWrap(True)  # in the side panel, beside the picture
        bar = FlowLayout()  # wraps on a narrow screen
        bar.addWidget(labelled(self.tr("Incomplete:"), self.mode_combo))
        for widget in (self.run_button, self.back_button, self.step_button, self.play_button, self.gif_button):
            bar.addWidget(widget)
        self.param_table = QTableWidget(0, 2)
        self.param_table.setHorizontalHeaderLabels([self.tr("Parameter"), self.tr("Value")])
        for column in range(2):  # a narrow column elides its header: in full in the tooltip
            header = self.param_table.horizontalHeaderItem(column)
            header.setToolTip(header.text())
        # A header clips its text unless told to elide: the names' column as wide as its header and names, and
        # an elided header (with its tooltip) only when even that does not fit.
        self.param_table.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        self.param_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.param_table.horizontalHeader().setStretchLastSection(True)
        self.param_table.setToolTip(self.tr("Click a parameter to draw the lower bound along it"))
        self.bound_plot = _plot(self, self.tr("log-likelihood"), self.tr("parameter"))
        text_color = self.palette().color(QPalette.ColorRole.Text)  # the legend under the plot: it fits there
        legend_below(self.bound_plot.getPlotItem(), labelTextColor=text_color)
        self._L = self.bound_plot.plot(pen=pg.mkPen(class_color(0), width=2), name=self.tr("L(θ)"))
        dashed = pg.mkPen(class_color(1), width=2, style=Qt.PenStyle.DashLine)
        self._B = self.bound_plot.plot(pen=dashed, name=self.tr("lower bound B(θ, θ⁽ᵗ⁾)"))
        self._now = pg.InfiniteLine(angle=90, pen=pg.mkPen(class_color(2), width=1))
        dotted = pg.mkPen(class_color(1), width=1, style=Qt.PenStyle.DotLine)
        self._best = pg.InfiniteLine(angle=90, pen=dotted)
        for line in (self._now, self._best):
            self.bound_plot.addItem(line)
        self.bound_plot.setToolTip(
            self.tr(
                "L along one parameter, the others held at θ⁽ᵗ⁾, and the EM lower bound (Q plus the entropy of "
                "the posteriors): it touches L at θ⁽ᵗ⁾ (solid line) and the M step moves to its maximum (dotted)"
            )
        )
        self.loglik_plot = _plot(self, self.tr("log-likelihood"), self.tr("iteration"))
        self._history = self.loglik_plot.plot(pen=pg.mkPen(class_color(0), width=2), symbol="o", symbolSize=5)
        self.rows_plot = _plot(self, self.tr("P(class 1 | row)"), self.tr("row"))
        self._bars = pg.BarGraphItem(x=[], height=[], width=0.8, brush=class_color(0, 180))
        self._complete = CodedScatter(size=6)  # the complete rows: they never move, drawn through a pixel cache
        self._complete.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # (18,000 symbols: ~4 ms)
        self._filled_in = CodedScatter(size=6)  # the rows with a value filled in (EM moves them), drawn on top
        self._row_brushes = (pg.mkBrush(class_color(0, 120)), pg.mkBrush(class_color(1)))  # complete, filled in
        self._spread = pg.ErrorBarItem(pen=pg.mkPen(class_color(1), width=1))
        for item in (self._bars, self._complete, self._filled_in, self._spread):
            self.rows_plot.addItem(item)
        for widget in (self.rows_plot, self.bound_plot, self.loglik_plot):
            widget.getPlotItem().getAxis("left").enableAutoSIPrefix(False)
        # text alternatives: what a screen reader says for each picture
        self.bound_plot.setAccessibleName(self.tr("Log-likelihood and lower bound along one parameter"))
        self.bound_plot.setAccessibleDescription(self.bound_plot.toolTip())
        self.loglik_plot.setAccessibleName(self.tr("Log-likelihood per iteration"))
        self.loglik_plot.setAccessibleDescription(
            self.tr("The log-likelihood of the observed values after each EM iteration; EM never lowers it.")
        )
        self.rows_plot.setAccessibleName(self.tr("Rows and their filled-in values"))
        self.rows_plot.setAccessibleDescription(
            self.tr(
                "For a latent class: one bar per row, the posterior probability of class 1. For two numeric "
                "columns: one point per row, a missing value at its expected value with bars of its spread."
            )
        )
        for widget in (self.param_table, self.bound_plot, self.rows_plot, self.loglik_plot):
            widget.setMinimumHeight(MIN_PLOT_HEIGHT)
        numbers = QWidget()  # the step's formulas and θ: text, it scrolls on a small screen
        column = QVBoxLayout(numbers)
        column.setContentsMargins(0, 0, 0, 0)
        self.practice = CoinPractice()  # three coins: the step's numbers typed by the student
        self.practice.box.toggled.connect(lambda _on: self.show_frame(self.index))
        column.addWidget(self.practice)
        column.addWidget(self.formula_label)  # the textbook's E and M steps first: in view
        column.addWidget(self.param_table)
        self.side_plots = QTabWidget()  # the rows' posteriors and the history, whole, one at a time
        self.side_plots.addTab(self.rows_plot, self.tr("P(class 1 | row)"))
        self.side_plots.addTab(self.loglik_plot, self.tr("log-likelihood"))
        eliding_tabs(self.side_plots)  # a narrow panel: the titles shorten, never hide
        self.side_panel = QSplitter(Qt.Orientation.Vertical)  # beside the picture; it can be dragged narrower
        self.side_panel.addWidget(scrolling(numbers))
        self.side_panel.addWidget(self.side_plots)
        self.side_panel.setSizes([400, 200])  # the plots keep their least height, the numbers take the rest
        self.side_panel.setStretchFactor(0, 1)
        self.side_panel.setStretchFactor(1, 0)
        self.side_panel.setMinimumWidth(numbers.fontMetrics().horizontalAdvance("0") * 30)
        self.body = QSplitter(Qt.Orientation.Horizontal)  # the picture: the lower bound; the side can be shut
        self.body.addWidget(self.bound_plot)
        self.body.addWidget(self.side_panel)
        self.body.setSizes([680, 320])
        self.body.setStretchFactor(0, 1)
        self.body.setStretchFactor(1, 0)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(OneLine(self.step_label))  # written at every frame: no re-layout (``OneLine``)
        layout.addWidget(self.body, 1)
        layout.addWidget(self.status_label)
        self.runner = TaskRunner(self)
        self._held_paint = HeldPaint(self)
        self._timer = QTimer(self)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._advance)
        self.run_button.clicked.connect(self.run)
        self.runner.partial.connect(self._on_frame)
        self.runner.failed.connect(self.status_label.setText)
        self.back_button.clicked.connect(lambda: self.show_frame(self.index - 1))
        self.step_button.clicked.connect(lambda: self.show_frame(self.index + 1))
        self.play_button.toggled.connect(self._on_play)
        self.gif_button.clicked.connect(self._ask_gif)
        self.mode_combo.currentIndexChanged.connect(self._clear)
        self.param_table.cellClicked.connect(lambda row, _column: self.bound_on(self.param_table.item(row, 0).text()))
        session.dataset_changed.connect(self._clear)
        session.loaded.connect(self._choose_sample_mode)
        self._clear()
        self._choose_sample_mode()

    def _choose_sample_mode(self) -> None:
        """A sample whose example is here (``SampleInfo.opens``, three coins) opens in its mode, ready to run."""
        opens = sample_opens(self._session.dataset)
        if opens is not None and opens[0] == "incomplete":
            self.mode_combo.setCurrentIndex(max(0, self.mode_combo.findData(opens[1])))

    # ------------------------------------------------------------------ running and moving
    def run(self) -> None:
        """Run EM for the chosen mode on the session's table in a worker; the start shows when it arrives."""
        self._clear()
        dataset = self._session.dataset
        if dataset is None:
            self.status_label.setText(self.tr("Open a table first."))
            return
        mode = self.mode_combo.currentData()
        self.runner.start(run_incomplete, dataset, mode, bound_on=self._bound_on, **self.run_options)

    def shutdown(self, msecs: int = 3000) -> None:
        """Stop the worker and wait for it (call before the window closes)."""
        self._timer.stop()
        self.runner.cancel()
        self.runner.wait(msecs)

    def bound_on(self, name: str) -> None:
        """Draw the lower bound along the parameter ``name`` (a row of the table): EM runs again, the same
        half-step stays shown."""
        self.replay(name, max(self.index, 0))

    @property
    def bound_name(self) -> str:
        """The parameter the lower bound is drawn along ("": the mode's default)."""
        return self._bound_on

    def replay(self, bound_on: str, index: int) -> None:
        """Run EM again with the bound along ``bound_on`` and show half-step ``index`` when it arrives."""
        self._bound_on = bound_on
        self.run()
        self._resume = index

    def say(self, text: str) -> None:
        self.status_label.setText(text)

    def _on_frame(self, frame: IncompleteFrame) -> None:
        self.frames.append(frame)
        self._show_later_drawn(self._resume) if len(self.frames) - 1 == self._resume else self._update_buttons()

    def _show_later_drawn(self, index: int) -> None:
        """``show_frame``, its plots drawn on a later turn of the event loop (``HeldPaint``)."""
        self._held_paint.hold((self.bound_plot, self.rows_plot, self.loglik_plot))
        self.show_frame(index)
        self._held_paint.arm()

    def show_frame(self, index: int) -> None:
        """Draw frame ``index`` (clamped to the run)."""
        self.practice.show_frame(self.frames[max(0, min(index, len(self.frames) - 1))] if self.frames else None,
                                 self._session.dataset)
        if not self.frames:
            return
        previous = self.frames[self.index] if 0 <= self.index < len(self.frames) else None
        self.index = max(0, min(index, len(self.frames) - 1))
        frame = self.frames[self.index]
        step = {"init": self.tr("start"), "E": self.tr("E step"), "M": self.tr("M step")}[frame.step]
        self.step_label.setText(
            self.tr("Iteration {0} · {1} · log-likelihood {2:.6g}").format(frame.iteration, step, frame.log_likelihood)
        )
        self._show_parameters(frame, previous)
        self._show_rows(frame)
        self._show_bound(frame)
        shown = self.frames[: self.index + 1]
        last_m = next((f for f in reversed(shown) if f.formulas), None)  # an E step keeps the last M step's lines
        self.formula_label.setText(
            "" if last_m is None else "\n".join(
                QCoreApplication.translate("em", template).format(*values) for template, values in last_m.formulas
            )
        )
        practicing = self.practice.practicing  # the formulas (and an M step's θ) would give the answers away
        self.formula_label.setVisible(last_m is not None and not practicing)  # once shown, it stays: no jumps
        self.param_table.setVisible(not (practicing and frame.step == "M"))
        xs = [f.iteration for f in shown if f.step != "E"]
        self._history.setData(xs, [f.log_likelihood for f in shown if f.step != "E"])
        self._update_buttons()

    def export_gif(self, path: str) -> int:
        """Write the run as an animated GIF (``bayesgui.report.em.incomplete_gif``); returns the number of frames."""
        from bayesgui.report.em.incomplete_gif import save_incomplete_gif  # Pillow: only when exporting

        return save_incomplete_gif(self.frames, path)

    def _ask_gif(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export animation"), "em.gif", self.tr("GIF (*.gif)"))
        if not path:
            return
        if not path.lower().endswith(".gif"):  # a GIF whatever the name typed ends with
            path += ".gif"
        try:
            written = self.export_gif(path)
        except (OSError, ValueError) as exc:
            self.status_label.setText(failure(exc))
            return
        self.status_label.setText(self.tr("Exported %n frame(s).", "", written))

    def _advance(self) -> None:
        if self.index >= len(self.frames) - 1 and not self.runner.busy:
            self.play_button.setChecked(False)
            return
        self._show_later_drawn(self.index + 1)

    def _on_play(self, playing: bool) -> None:
        if playing and not self.frames and not self.runner.busy:
            self.run()
        self._timer.start() if playing else self._timer.stop()

    # ------------------------------------------------------------------ drawing
    def _show_parameters(self, frame: IncompleteFrame, previous: IncompleteFrame | None) -> None:
        table = self.param_table
        # The names' column is sized to its contents once the cells are set, not at each cell: in ResizeToContents
        # mode every cell set measured the whole column again (a 164-class table's 1,968 parameters: 5 ms a cell,
        # 9 s of the GUI thread a frame, found by the random-use test's probe on penguins by bill length)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
        table.setRowCount(len(frame.parameters))
        before = dict(previous.parameters) if previous is not None else {}
        table.setWordWrap(False)
        for row, (name, value) in enumerate(frame.parameters):
            cells = (QTableWidgetItem(name), QTableWidgetItem(f"{value:.4f}"))
            if name in before and f"{before[name]:.4f}" != f"{value:.4f}":  # changed by the last step: bold
                font = QFont(cells[1].font())
                font.setBold(True)
                cells[1].setFont(font)
            for column, cell in enumerate(cells):
                table.setItem(row, column, cell)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)

    def _show_rows(self, frame: IncompleteFrame) -> None:
        practised = self.practice.practicing and frame.step == "E"  # an E step's bars are its answers (μ_j)
        if frame.posteriors is not None and len(frame.posteriors) and not practised:
            self._bars.setOpts(x=np.arange(len(frame.posteriors)), height=frame.posteriors[:, 0], width=0.8)
        else:
            self._bars.setOpts(x=[], height=[], width=0.8)
        plot = self.rows_plot.getPlotItem()
        if frame.points is None:
            plot.setLabel("left", self.tr("P(class 1 | row)"))
            plot.setLabel("bottom", self.tr("row"))
            self.rows_plot.fit_titles()
            plot.setYRange(0.0, 1.0, padding=0.02)
            for scatter in (self._complete, self._filled_in):
                scatter.setData([], [])
            self._spread.setData(x=np.empty(0), y=np.empty(0), width=np.empty(0), height=np.empty(0))
            return
        points, spread = frame.points, frame.spread
        filled = (spread > 0).any(axis=1)
        layers = zip((self._complete, self._filled_in), (~filled, filled), self._row_brushes, strict=True)
        for scatter, rows, brush in layers:
            at = points[rows]  # one brush for all (unchanged points are left alone: ``place``)
            scatter.place(at[:, 0], at[:, 1], (brush,), np.zeros(len(at), dtype=np.int64))
        x_name, y_name = frame.columns or (self.tr("first column"), self.tr("second column"))
        plot.setLabel("left", y_name)
        plot.setLabel("bottom", x_name)
        self.rows_plot.fit_titles()
        self._spread.setData(
            x=points[filled, 0], y=points[filled, 1], width=2 * spread[filled, 0], height=2 * spread[filled, 1]
        )

    def _show_bound(self, frame: IncompleteFrame) -> None:
        curve = frame.curve
        if curve is None:
            for item in (self._L, self._B):
                item.setData([], [])
            return
        self.bound_plot.getPlotItem().setLabel("bottom", frame.curve_parameter)
        self.bound_plot.fit_titles()
        self._L.setData(curve.values, curve.log_likelihood)
        self._B.setData(curve.values, curve.lower_bound)
        self._now.setValue(curve.current)
        self._best.setValue(curve.best)

    def _update_buttons(self) -> None:
        has = bool(self.frames)
        self.back_button.setEnabled(has and self.index > 0)
        self.step_button.setEnabled(has and self.index < len(self.frames) - 1)
        self.gif_button.setEnabled(has)

    def _clear(self) -> None:
        self.runner.cancel()
        self._resume = 0
        self.play_button.setChecked(False)
        self.frames, self.index = [], -1
        self.step_label.setText(self.tr("Choose what is incomplete, then Run EM."))
        self.status_label.clear()
        self.param_table.setRowCount(0)
        self.formula_label.clear()
        self.formula_label.hide()
        self._update_buttons()
