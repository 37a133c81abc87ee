"""Structure learning by score (Zhou §7.5.2), animated: the settings, a Search / Stop button, the score plot.

The search (``tasks.bayes_net.search.search_job``) runs in the worker; its steps arrive queued and are shown
one per ``delay`` milliseconds (0: as they come, at most one redraw per ``FRAME`` ms), so a search on 17 rows
can be watched and one on 100,000 rows never holds up the window. ``step_shown`` hands each shown step to the
tab (the graph changes in place); ``finished`` hands over the result, fitted in the worker, once the last step
has been shown; ``stopped`` says the search was stopped before.
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from bayesgui.core.bayes_net.search import SearchStep
from bayesgui.qt.bayes_net.order_list import OrderList
from bayesgui.qt.bayes_net.score_plot import ScorePlot
from bayesgui.qt.common.flow_layout import FlowLayout, labelled
from bayesgui.qt.common.loop.task_runner import TaskRunner
from bayesgui.qt.common.text.fit import whole_items
from bayesgui.tasks.bayes_net.search import SearchSettings, search_job

FRAME = 50  # ms between two redraws at most once per this


class SearchPanel(QWidget):
    """See the module docstring. ``source`` returns (X, names, states, alpha, class index) or None."""

    step_shown = Signal(object)  # SearchStep
    finished = Signal(object)  # Fitted
    stopped = Signal()

    def __init__(self, source, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._source = source
        self.runner = TaskRunner(self)
        self.method_combo = QComboBox(self)
        for key, text in (
            ("hill-climb", self.tr("Hill climbing")),
            ("k2", self.tr("K2 (given an order)")),
            ("tan", self.tr("TAN")),
        ):
            self.method_combo.addItem(text, key)
        k2_tip = self.tr("K2 takes the nodes in the order you give: a node's parents come from the nodes before it.")
        self.method_combo.setItemData(1, k2_tip, Qt.ItemDataRole.ToolTipRole)
        self.score_combo = QComboBox(self)
        self.score_combo.addItem(self.tr("BIC (MDL)"), "bic")
        self.score_combo.addItem(self.tr("AIC"), "aic")
        for combo in (self.method_combo, self.score_combo):  # (wider with presentation mode's font)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            whole_items(combo)
        self.tabu_spin = QSpinBox(self, minimum=0, maximum=100, value=10)
        self.restarts_spin = QSpinBox(self, minimum=0, maximum=50, value=0)
        self.parents_spin = QSpinBox(self, minimum=0, maximum=10, value=0)
        self.parents_spin.setSpecialValueText(self.tr("any"))
        self.delay_spin = QSpinBox(self, minimum=0, maximum=2000, value=250, singleStep=50)
        self.delay_spin.setSuffix(self.tr(" ms"))
        self.search_button = QPushButton(self.tr("&Search"), self)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.plot = ScorePlot(self)
        self.order_list = OrderList(self)
        self.order_box = QWidget(self)
        order_layout = QVBoxLayout(self.order_box)
        order_layout.setContentsMargins(0, 0, 0, 0)
        order_label = QLabel(self.tr("&K2 order (drag a node; its parents come from the nodes above it):"), self)
        order_label.setWordWrap(True)
        order_label.setBuddy(self.order_list.list)
        order_layout.addWidget(order_label)
        order_layout.addWidget(self.order_list)
        row = FlowLayout()
        row.addWidget(labelled(self.tr("Searc&h by:"), self.method_combo, self.tr("How the structure is searched")))
        row.addWidget(labelled(self.tr("Sc&ore:"), self.score_combo,
                               self.tr("BIC: f(θ) = ½ ln m (eq. 7.31); AIC: f(θ) = 1 (eq. 7.30)")))  # fmt: skip
        self.tabu_box = labelled(self.tr("&Tabu list:"), self.tabu_spin,
                                 self.tr("Hill climbing: the last changes that may not be undone"))  # fmt: skip
        self.restarts_box = labelled(
            self.tr("Rest&arts:"),
            self.restarts_spin,
            self.tr("Hill climbing: random changes from the best, then climb again"),
        )
        row.addWidget(self.tabu_box)
        row.addWidget(self.restarts_box)
        row.addWidget(labelled(self.tr("Most &parents:"), self.parents_spin,
                               self.tr("At most this many parents per node")))  # fmt: skip
        row.addWidget(labelled(self.tr("Step &delay:"), self.delay_spin,
                               self.tr("Time each step stays on screen (0: as fast as it runs)")))  # fmt: skip
        row.addWidget(self.search_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(row)
        layout.addWidget(self.order_box)
        layout.addWidget(self.status)
        layout.addWidget(self.plot, 1)
        self._queue: deque[SearchStep] = deque()
        self._result = None
        self._steps: list[int] = []
        self._scores: list[float] = []
        self._best: list[float] = []
        self.last_shown: SearchStep | None = None
        self.waiting = False  # the tab's table is still being read: nothing to search yet
        self.pending = False  # Search was asked for while it was read: it starts once the table is there
        self._names: tuple[str, ...] = ()
        self._timer = QTimer(self, interval=FRAME)
        self._timer.timeout.connect(self._tick)
        self.search_button.clicked.connect(self.toggle)
        self.method_combo.currentIndexChanged.connect(self._update_controls)
        self.runner.partial.connect(self._queue.append)
        self.runner.succeeded.connect(self._on_result)
        self.runner.failed.connect(self._on_failed)
        self._update_controls()

    # ------------------------------------------------------------------ settings
    def set_nodes(self, names) -> None:
        """The table's nodes, for K2's order (the order the user chose is kept while they are the same)."""
        self.order_list.set_nodes(names)

    def settings(self) -> SearchSettings:
        most = self.parents_spin.value()
        return SearchSettings(self.method_combo.currentData(), self.score_combo.currentData(),
                              self.tabu_spin.value(), self.restarts_spin.value(), 0, most or None,
                              self.order_list.order())  # fmt: skip

    def _update_controls(self) -> None:
        climbing = self.method_combo.currentData() == "hill-climb"
        self.tabu_box.setEnabled(climbing)
        self.restarts_box.setEnabled(climbing)
        searching = self.searching
        self.order_box.setVisible(self.method_combo.currentData() == "k2")
        self.order_box.setEnabled(not searching)
        self.search_button.setText(self.tr("&Stop") if searching or self.pending else self.tr("&Search"))
        self.search_button.setEnabled(searching or self.pending or not self.waiting)
        self.search_button.setToolTip(
            self.tr("Reading the table's categorical columns… Search is ready once they are read.")
            if self.waiting and not self.pending
            else self.tr("Search a structure by its score, step by step (Esc stops it)")
        )
        for widget in (self.method_combo, self.score_combo, self.tabu_spin, self.restarts_spin, self.parents_spin):
            widget.setEnabled(not searching and (climbing or widget not in (self.tabu_spin, self.restarts_spin)))

    @property
    def searching(self) -> bool:
        """A search runs or its steps are still being shown."""
        return self.runner.busy or self._timer.isActive()

    # ------------------------------------------------------------------ running
    def set_waiting(self, waiting: bool) -> None:
        """The tab's table is being read (``waiting``) or is there: a search asked for meanwhile starts now."""
        self.waiting = waiting
        if not waiting and self.pending:
            self.pending = False
            self.start()
        self._update_controls()

    def toggle(self) -> None:
        if self.searching or self.pending:
            self.stop()
        else:
            self.start()

    def start(self) -> bool:
        """Start a search on the tab's table; False when there is nothing to search."""
        source = self._source()
        if source is None and self.waiting:
            self.pending = True
            self.status.setText(self.tr("Reading the table… the search starts as soon as it is read."))
            self._update_controls()
            return True
        if source is None:
            self.status.setText(self.tr("Open a table with two categorical columns or more to search a structure."))
            return False
        X, names, states, alpha, class_index = source
        self._names = tuple(names)
        settings = self.settings()
        if settings.method == "tan" and class_index is None:
            self.status.setText(self.tr("TAN needs a class column: choose the target first."))
            return False
        self._queue.clear()
        self._result = None
        self._steps, self._scores, self._best = [], [], []
        self.last_shown = None
        self.plot.clear_steps()
        self.status.setText(self.tr("Searching…"))
        self.runner.start(search_job, X, names, states, settings, alpha, class_index)
        self._timer.setInterval(max(self.delay_spin.value(), FRAME) if self.delay_spin.value() else FRAME)
        self._timer.start()
        self._update_controls()
        return True

    def stop(self) -> None:
        """Stop the search (the structure stays as it was before it)."""
        was = self.searching or self.pending
        self.pending = False
        self.runner.cancel()
        self._timer.stop()
        self._queue.clear()
        self._result = None
        self._update_controls()
        if was:
            self.status.setText(self.tr("Search stopped; the structure is as it was."))
            self.stopped.emit()

    def shutdown(self, msecs: int = 3000) -> None:
        self.stop()
        self.runner.wait(msecs)

    def _tick(self) -> None:
        if self._queue:
            self._timer.setInterval(max(self.delay_spin.value(), FRAME) if self.delay_spin.value() else FRAME)
            count = 1 if self.delay_spin.value() else len(self._queue)
            for _ in range(count):
                step = self._queue.popleft()
                if step.done:  # the best structure again: not a step of its own on the plot
                    continue
                self._steps.append(step.step)
                self._scores.append(step.score)
                self._best.append(step.best_score)
            self.plot.show_steps(self._steps, self._scores, self._best)
            self.last_shown = step
            self.status.setText(self._describe(step))
            self.step_shown.emit(step)
        elif self._result is not None:
            result, self._result = self._result, None
            self._timer.stop()
            self._update_controls()
            done = self.tr("Done: {0} steps; the best structure scores {1}.").format(
                max(len(self._steps) - 1, 0), f"{result.score.total:.4f}")  # fmt: skip
            if result.n_incomplete:
                rows = self.tr("The search and its score count the {0} complete rows; the {1} rows with a missing "
                               "cell enter the tables, by EM.")  # fmt: skip
                two = self.tr("{0} {1}", "two sentences, one after the other")  # (zh_CN: no space after 。)
                done = two.format(done, rows.format(result.score.m, result.n_incomplete))
            self.status.setText(done)
            self.finished.emit(result)
        elif not self.runner.busy:
            self._timer.stop()
            self._update_controls()

    def _describe(self, step: SearchStep) -> str:
        names = self._names
        if step.done:
            return self.tr("The search ends: best score {0}.").format(f"{step.best_score:.4f}")
        if step.move is None:
            return self.tr("Start: score {0}").format(f"{step.score:.4f}")
        op, p, c = step.move
        if op == "perturb":
            return self.tr("Step {0}: restart {1} from random changes, score {2}").format(
                step.step, step.restart, f"{step.score:.4f}")  # fmt: skip
        texts = {"add": self.tr("add {0} → {1}"), "remove": self.tr("remove {0} → {1}"),
                 "reverse": self.tr("reverse {0} → {1}")}  # fmt: skip
        move = texts[op].format(names[p], names[c])
        return self.tr("Step {0}: {1}, score {2}").format(step.step, move, f"{step.score:.4f}")

    def _on_result(self, fitted) -> None:
        self._result = fitted
        if not self._timer.isActive():
            self._timer.start()

    def _on_failed(self, message) -> None:
        self._timer.stop()
        self._queue.clear()
        self.status.setText(str(message))
        self._update_controls()
        self.stopped.emit()
