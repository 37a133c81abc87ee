"""Querying a Bayesian network (Zhou §7.5.3): P(Q | E = e) exactly (variable elimination) or by Gibbs sampling.

Each node has a row: a "query" check box and an evidence picker ("—" or one of its values). The exact posterior is
shown as soon as the question changes (bars and a table). With the Gibbs method, "Run" samples as a job
(:func:`bayesgui.tasks.bayes_net.gibbs_run.gibbs_run`, in the :class:`TaskRunner`'s pool): its estimates are
drawn against the number of samples as they come, beside the exact lines, the redraws at most every
``REDRAW_MS``. When the core says a table entry of exactly 0 or 1 kept the chain from moving (the book's warning),
a yellow banner says so. Every number is the core's; this widget only draws.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from bayesgui.core.bayes_net.network import BayesNet
from bayesgui.qt.bayes_net.query.inference_plots import ConvergencePlot, PosteriorBars, PosteriorTable
from bayesgui.qt.common.flow_layout import FlowLayout, replace_scrolled
from bayesgui.qt.common.loop.task_runner import TaskRunner
from bayesgui.qt.common.text.fit import whole_items
from bayesgui.qt.common.text.translate import translated
from bayesgui.qt.common.text.wrapping_label import wrapping_label
from bayesgui.report.bayes_net.query import state_labels
from bayesgui.tasks.bayes_net.gibbs_run import GibbsTrace, exact_or_none, gibbs_run

REDRAW_MS = 80
SHOWN_ROWS = 8  # node rows seen without scrolling (more scroll)
MAX_STATES = 24  # joint states of the query drawn (a larger query is refused with a message)
WIDE = 900  # pixels: from this width the bars and the convergence plot side by side
NARROW = 440  # pixels: below this width the pickers above the table
EXACT, GIBBS = 0, 1
WARNING_STYLE = "background: #fff3c4; color: #3d3000; border: 1px solid #e0c060; border-radius: 3px; padding: 4px;"


class InferencePanel(QWidget):
    """Query and evidence pickers, the method, and the answer; ``set_network`` gives it a network."""

    gibbs_finished = Signal(object)  # the last GibbsTrace (re-emitted on the GUI thread)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.network: BayesNet | None = None
        self.runner = TaskRunner(self)
        self._exact: np.ndarray | None = None
        self._labels: list[str] = []
        self._trace: GibbsTrace | None = None
        self._pending: GibbsTrace | None = None
        self._plots_drawn = False  # the bars and exact lines show the question asked
        self._query_boxes: list[QCheckBox] = []
        self._evidence_boxes: list[QComboBox] = []
        self._redraw = QTimer(self)
        self._redraw.setSingleShot(True)
        self._redraw.setInterval(REDRAW_MS)
        self._redraw.timeout.connect(self._draw_pending)
        self._build()
        self.runner.partial.connect(self._on_partial)
        self.runner.succeeded.connect(self._on_done)
        self.runner.failed.connect(self._on_failed)
        self.runner.busy_changed.connect(self._on_busy)
        self.set_network(None)

    # ------------------------------------------------------------------ building
    def _build(self) -> None:
        self._nodes_scroll = QScrollArea()
        self._nodes_scroll.setWidgetResizable(True)
        self._nodes_scroll.setToolTip(
            self.tr("Tick the nodes to ask about (the query Q); give the value of each observed node (the evidence).")
        )
        self.method = QComboBox()
        self.method.addItems([self.tr("Exact (variable elimination)"), self.tr("Gibbs sampling (fig. 7.5)")])
        self.method.setToolTip(self.tr("Exact: summed out node by node. Gibbs: estimated from a sampled chain."))
        whole_items(self.method)  # Qt's width falls short of "精确推断（变量消去）" by a few pixels
        self.samples = self._spin(100, 1_000_000, 10_000, 1000, self.tr("Samples T counted after the burn-in."))
        self.burn_in = self._spin(0, 100_000, 100, 100, self.tr("Samples drawn first and not counted."))
        self.seed = self._spin(0, 2_147_483_647, 0, 1, self.tr("The same seed gives the same chain."))
        self.run_button = QPushButton(self.tr("Run"))
        self.run_button.setToolTip(self.tr("Run Gibbs sampling with these settings."))
        self.stop_button = QPushButton(self.tr("Stop"))
        self.run_button.clicked.connect(self.run_gibbs)
        self.stop_button.clicked.connect(self.runner.cancel)
        settings = QWidget()
        flow = FlowLayout(settings)
        flow.setContentsMargins(0, 0, 0, 0)
        flow.addWidget(self.method)
        self._gibbs_settings = []
        for text, box in ((self.tr("Samples"), self.samples), (self.tr("Burn-in"), self.burn_in),
                          (self.tr("Seed"), self.seed)):  # fmt: skip
            pair = QWidget()
            row = QHBoxLayout(pair)
            row.setContentsMargins(0, 0, 0, 0)
            label = QLabel(text)
            label.setBuddy(box)
            row.addWidget(label)
            row.addWidget(box)
            flow.addWidget(pair)
            self._gibbs_settings.append(pair)
        flow.addWidget(self.run_button)
        flow.addWidget(self.stop_button)
        self._gibbs_settings += [self.run_button, self.stop_button]
        self.message = wrapping_label()
        self.progress = QLabel()
        self.warning = wrapping_label()
        self.warning.setObjectName("gibbsWarning")
        self.warning.setStyleSheet(WARNING_STYLE)
        self.bars = PosteriorBars()
        self.table = PosteriorTable([self.tr("State"), self.tr("Exact"), self.tr("Gibbs"), self.tr("± SE")])
        self.convergence = ConvergencePlot()
        self._question_row = QSplitter(Qt.Orientation.Horizontal)
        self._question_row.addWidget(self._nodes_scroll)
        self._question_row.addWidget(self.table)
        self._plot_row = QSplitter(Qt.Orientation.Horizontal)
        self._plot_row.addWidget(self.bars)
        self._plot_row.addWidget(self.convergence)
        results = QSplitter(Qt.Orientation.Vertical)
        results.addWidget(self._question_row)
        results.addWidget(self._plot_row)
        results.setStretchFactor(0, 2)
        results.setStretchFactor(1, 3)
        for splitter in (self._question_row, self._plot_row, results):
            splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(settings)
        layout.addWidget(self.message)
        layout.addWidget(self.warning)
        layout.addWidget(self.progress)
        layout.addWidget(results, 1)
        self.method.currentIndexChanged.connect(self._on_method)
        self._on_method()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._arrange()

    def _arrange(self) -> None:
        """Wide: the bars beside the convergence plot. Narrow (a side tab): the method's own picture only, the
        exact bars or the Gibbs curves (its table has both answers); the pickers above the table when very narrow."""
        wide = self.width() >= WIDE
        gibbs = self.method.currentIndex() == GIBBS
        self.bars.setVisible(wide or not gibbs)
        self.convergence.setVisible(gibbs)
        orientation = Qt.Orientation.Horizontal if self.width() >= NARROW else Qt.Orientation.Vertical
        if self._question_row.orientation() != orientation:
            self._question_row.setOrientation(orientation)

    def _spin(self, low: int, high: int, value: int, step: int, tip: str) -> QSpinBox:
        box = QSpinBox()
        box.setRange(low, high)
        box.setValue(value)
        box.setSingleStep(step)
        box.setGroupSeparatorShown(True)
        box.setToolTip(tip)
        return box

    # ------------------------------------------------------------------ the network
    def title(self) -> str:
        return self.tr("Inference")

    def shutdown(self, msecs: int = 3000) -> None:
        """Stop a Gibbs job and wait for its thread (before the window closes)."""
        self.runner.cancel()
        self.runner.wait(msecs)

    def set_network(self, network: BayesNet | None) -> None:
        """Ask about ``network`` (None: nothing to ask about); a running Gibbs job is stopped, the answer cleared.

        A network with the same nodes and values as the last (its tables or edges edited) keeps the question picked
        and answers it again; any other starts afresh. The very network already shown changes nothing (a run goes on).
        """
        if network is not None and network is self.network:
            return
        self.runner.cancel()
        same = (
            network is not None
            and self.network is not None
            and (network.nodes, network.states) == (self.network.nodes, self.network.states)
        )
        self.network = network
        if same:
            self._on_question()
            return
        self._query_boxes, self._evidence_boxes = [], []
        rows = QWidget()  # a new grid for each network (the old one goes with its scroll area's old widget)
        grid = QGridLayout(rows)
        grid.setContentsMargins(2, 2, 2, 2)
        grid.setHorizontalSpacing(10)
        grid.addWidget(QLabel(self.tr("Query")), 0, 0)
        grid.addWidget(QLabel(self.tr("Evidence")), 0, 1)
        if network is not None:
            for i, (name, states) in enumerate(zip(network.nodes, network.states, strict=True)):
                query = QCheckBox(name)
                evidence = QComboBox()
                evidence.addItem(self.tr("—"), None)
                for value in states:
                    evidence.addItem(value, value)
                whole_items(evidence)
                evidence.setAccessibleName(self.tr("Evidence for {0}").format(name))
                query.setChecked(i == len(network.nodes) - 1)  # a first question: the last node (often the class)
                query.toggled.connect(self._on_question)
                evidence.currentIndexChanged.connect(self._on_question)
                grid.addWidget(query, i + 1, 0)
                grid.addWidget(evidence, i + 1, 1)
                self._query_boxes.append(query)
                self._evidence_boxes.append(evidence)
        grid.setRowStretch(grid.rowCount(), 1)
        grid.setColumnStretch(2, 1)  # the pickers at their own width, the room after them
        replace_scrolled(self._nodes_scroll, rows)
        shown = min(len(self._query_boxes), SHOWN_ROWS) + 1  # the header and the first nodes without scrolling
        row_height = rows.sizeHint().height() / max(len(self._query_boxes) + 1, 1)
        self._nodes_scroll.setMinimumHeight(int(shown * row_height) + 2 * self._nodes_scroll.frameWidth())
        self._on_question()

    # ------------------------------------------------------------------ the question
    def set_question(self, query: list[str], evidence: dict[str, str]) -> None:
        """Tick ``query`` and pick ``evidence`` (node: value) in the pickers, as a user would."""
        assert self.network is not None
        for name, query_box, evidence_box in zip(self.network.nodes, self._query_boxes, self._evidence_boxes,
                                                 strict=True):  # fmt: skip
            for box in (query_box, evidence_box):
                box.blockSignals(True)
            query_box.setChecked(name in query)
            evidence_box.setCurrentIndex(max(evidence_box.findData(evidence.get(name)), 0))
            for box in (query_box, evidence_box):
                box.blockSignals(False)
        self._on_question()

    def question(self) -> tuple[list[str], dict[str, str]]:
        """The query nodes and the evidence {node: value} as picked."""
        if self.network is None:
            return [], {}
        query, evidence = [], {}
        for name, query_box, evidence_box in zip(self.network.nodes, self._query_boxes, self._evidence_boxes,
                                                 strict=True):  # fmt: skip
            value = evidence_box.currentData()
            if value is not None:
                evidence[name] = value
            elif query_box.isChecked():
                query.append(name)
        return query, evidence

    def _on_question(self) -> None:
        """The question changed: stop sampling, show the exact answer (or why there is none)."""
        self.runner.cancel()
        self._trace = self._pending = None
        self._exact, self._labels = None, []
        for query_box, evidence_box in zip(self._query_boxes, self._evidence_boxes, strict=True):
            query_box.setEnabled(evidence_box.currentData() is None)  # an observed node is not asked about
        message = ""
        if self.network is None:
            message = self.tr("No network yet: load or learn one.")
        else:
            query, evidence = self.question()
            n_states = int(np.prod([self.network.cards[self.network.structure.index(q)] for q in query]))
            if not query:
                message = self.tr("Tick at least one node to ask about.")
            elif n_states > MAX_STATES:
                message = self.tr("The query has {0} joint states; ask about fewer nodes (at most {1} states).").format(
                    n_states, MAX_STATES
                )
            else:
                try:
                    self._exact = exact_or_none(self.network, query, evidence)
                except ValueError as exc:
                    message = translated(exc)
                else:
                    self._labels = state_labels(self.network, query)
                    if self._exact is None:
                        message = self.tr("The network is too large for exact inference; use Gibbs sampling.")
        self.message.setText(message)
        self.message.setVisible(bool(message))
        self.warning.hide()
        self.progress.clear()
        self._plots_drawn = False
        self._draw_plots()
        self._fill_table()
        self._on_busy(self.runner.busy)

    def _draw_plots(self) -> None:
        """The answer's bars and exact lines, drawn when the panel is seen: a side tab not chosen draws them when
        it is shown (the tab's every network came with ~15 ms of pyqtgraph here for a panel no one saw)."""
        if not self._plots_drawn and self.isVisible():
            self._plots_drawn = True
            self.bars.show_posterior(self._labels, self._exact)
            self.convergence.reset(self._labels, self._exact)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._draw_plots()

    # ------------------------------------------------------------------ Gibbs sampling
    def _on_method(self) -> None:
        gibbs = self.method.currentIndex() == GIBBS
        for widget in self._gibbs_settings:
            widget.setVisible(gibbs)
        self._arrange()
        self.table.setColumnHidden(2, not gibbs)
        self.table.setColumnHidden(3, not gibbs)
        if not gibbs:
            self.runner.cancel()

    def run_gibbs(self) -> None:
        """Start sampling the current question (the Gibbs method's "Run")."""
        if self.network is None or not self._labels:
            return
        query, evidence = self.question()
        self._trace = self._pending = None
        self.warning.hide()
        if not self._plots_drawn:  # (asked for off-screen: the run is drawn from its start all the same)
            self._plots_drawn = True
            self.bars.show_posterior(self._labels, self._exact)
        self.convergence.reset(self._labels, self._exact)
        self.bars.show_estimate(None, None)
        self.runner.start(gibbs_run, self.network, query, evidence, self.samples.value(), self.burn_in.value(),
                          self.seed.value(), self._exact)  # fmt: skip

    def _on_partial(self, trace: object) -> None:
        if isinstance(trace, GibbsTrace):
            self._pending = trace
            if not self._redraw.isActive():
                self._redraw.start()

    def _draw_pending(self) -> None:
        trace, self._pending = self._pending, None
        if trace is not None:
            self._show_trace(trace)

    def _on_done(self, trace: object) -> None:
        self._redraw.stop()
        self._pending = None
        if isinstance(trace, GibbsTrace):
            self._show_trace(trace)
            self.gibbs_finished.emit(trace)

    def _on_failed(self, message: str) -> None:
        self.message.setText(str(message))
        self.message.show()

    def _on_busy(self, busy: bool) -> None:
        self.run_button.setEnabled(not busy and bool(self._labels))
        self.stop_button.setEnabled(busy)

    def _show_trace(self, trace: GibbsTrace) -> None:
        self._trace = trace
        self.convergence.show_trace(trace)
        last = trace.estimates[-1]
        error = trace.errors[-1]
        self.bars.show_estimate(last, error)
        self._fill_table()
        counts = (f"{int(trace.samples[-1]):,}", f"{trace.total:,}")
        if trace.done:
            self.progress.setText(self.tr("{0} of {1} samples").format(*counts))
        else:
            self.progress.setText(self.tr("{0} of {1} samples (running)").format(*counts))
        flags = trace.last
        if flags.warning:
            parts = [
                self.tr(
                    "Warning (Zhou §7.5.3): the network has {0} probabilities of exactly 0 or 1, and the chain could "
                    "not move freely, so its estimate need not converge to the exact answer."
                ).format(flags.zero_one_entries)
            ]
            if flags.stuck:
                parts.append(self.tr("Never changed, every draw forced: {0}.").format(", ".join(flags.stuck)))
            if flags.impossible_draws:
                parts.append(self.tr("Draws that met a state of probability 0: {0}.").format(flags.impossible_draws))
            self.warning.setText(" ".join(parts))
        self.warning.setVisible(flags.warning)

    def _fill_table(self) -> None:
        trace = self._trace
        self.table.show_rows(self._labels, self._exact, None if trace is None else trace.estimates[-1],
                             None if trace is None else trace.errors[-1])  # fmt: skip

    # ------------------------------------------------------------------ read back (tests)
    def exact_answer(self) -> np.ndarray | None:
        return self._exact

    def last_trace(self) -> GibbsTrace | None:
        return self._trace
