"""Two bar charts for the current sample: the posterior P(c|x) of each class and the risk R(a|x) of each action.

Every number comes from ``session.record``; the plot items are created once and updated in place.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from bayesgui.qt.common.loop.gui_turns import Redraw
from bayesgui.qt.common.plots.bar_chart import BarChart
from bayesgui.qt.common.session import Session
from bayesgui.report import WorkedExample, palette

BAR_COLOR = palette.BAR_COLOR  # a plain bar
DECISION_COLOR = palette.CHOSEN_COLOR  # the decided action (and its class in the posterior chart), no class's colour
BAR_WIDTH = 0.6


class _BarChart(BarChart):
    """A ``BarChart`` with the decision: the decided bar in the accent, over a band visible even at height 0."""

    def __init__(self, plot: pg.PlotItem, text_color: QColor) -> None:
        super().__init__(plot, text_color, BAR_WIDTH)
        self.band = pg.BarGraphItem(x=[], height=[], width=0.9, brush=QColor(DECISION_COLOR).lighter(170), pen=None)
        self.band.setZValue(-1)
        plot.addItem(self.band)

    def show_decision(
        self, names: list[str], shown: list[str], heights: list[float], highlight: int | None, top: float
    ) -> None:
        """Bars ``heights`` named ``names`` (keys) shown as ``shown`` (tick labels); ``highlight`` gets the accent."""
        brushes = [QColor(DECISION_COLOR if i == highlight else BAR_COLOR) for i in range(len(heights))]
        bottom = min(0.0, *heights) * 1.15 if heights else 0.0  # decision scores may be negative
        self.show(names, shown, heights, brushes, (bottom, top * 1.15))  # headroom for the labels above the bars
        chosen = [] if highlight is None else [highlight]
        self.band.setOpts(x=chosen, height=[top * 1.15 - bottom] * len(chosen), y0=bottom, width=0.9)

    def highlighted(self) -> str | None:
        accent = QColor(DECISION_COLOR)
        for name, brush in zip(self.names, self.bars.opts["brushes"] or [], strict=True):
            if pg.mkBrush(brush).color() == accent:
                return name
        return None


class PosteriorView(QWidget):
    """Posterior probabilities and conditional risks of the session's current sample, with the decision.

    Parameters
    ----------
    session : Session
        Read on ``record_changed`` (only ``session.record``).
    """

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._caption = QLabel(self)
        self._caption.setWordWrap(True)
        self._caption.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = QFont(self._caption.font())
        font.setBold(True)
        self._caption.setFont(font)
        self._plots = pg.GraphicsLayoutWidget(self)
        self._plots.setBackground(self.palette().color(QPalette.ColorRole.Base))
        self._plots.setToolTip(
            self.tr(
                "Left: the posterior probability of each class for the current sample. Right: the expected "
                "loss (conditional risk) of each action. The highlighted bar is the decision of least risk."
            )
        )
        self._plots.setAccessibleName(self.tr("Posterior and risk bars"))
        self._plots.setAccessibleDescription(self._plots.toolTip())
        text_color = self.palette().color(QPalette.ColorRole.Text)
        posterior_plot = self._plots.addPlot(row=0, col=0, title=self.tr("Posterior P(c | x)"), enableMenu=False)
        risk_plot = self._plots.addPlot(row=0, col=1, title=self.tr("Conditional risk R(a | x)"), enableMenu=False)
        self._posterior = _BarChart(posterior_plot, text_color)
        self._risk = _BarChart(risk_plot, text_color)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._plots, 1)
        layout.addWidget(self._caption)
        self.setAccessibleName(self.tr("Posterior and risk"))
        # A new record is drawn in a later turn of the event loop (``gui_turns``: the bars and their paint ~15 ms, not
        # in the slot that installed a new model), or as the view is shown if it is hidden, or when it is read.
        self._redraw = Redraw(self, self._draw)
        session.record_changed.connect(self.refresh)
        self._draw()

    # ------------------------------------------------------------------ public (also for tests)
    def posterior_heights(self) -> dict[str, float]:
        """Class -> the height the posterior BarGraphItem holds."""
        self._redraw.flush()
        return self._posterior.heights()

    def risk_heights(self) -> dict[str, float]:
        """Action (as in ``record.risks``, e.g. "reject") -> the height the risk BarGraphItem holds."""
        self._redraw.flush()
        return self._risk.heights()

    def highlighted_action(self) -> str | None:
        """The action whose risk bar carries the decision colour."""
        self._redraw.flush()
        return self._risk.highlighted()

    def highlighted_class(self) -> str | None:
        """The class whose posterior bar carries the decision colour (None when the decision is reject)."""
        self._redraw.flush()
        return self._posterior.highlighted()

    def charts(self) -> tuple[BarChart, BarChart]:
        """The posterior chart and the risk chart (their labels and ticks, for tests)."""
        self._redraw.flush()
        return self._posterior, self._risk

    def decision_text(self) -> str:
        self._redraw.flush()
        return self._caption.text()

    def export_target(self) -> QWidget:
        """What ``plots.export.export_plot`` should draw: the charts with the caption."""
        self._redraw.flush()
        return self

    # ------------------------------------------------------------------ updates
    @property
    def drawing(self) -> bool:
        """Whether the current record waits to be drawn (in a later turn, or as the view is shown)."""
        return self._redraw.stale

    def refresh(self) -> None:
        """Show ``session.record`` (or the empty state when there is none), in a later turn (see ``__init__``)."""
        self._redraw.request()

    def _draw(self) -> None:
        record = self._session.record
        if record is None:
            self._posterior.show_decision([], [], [], None, 1.0)
            self._risk.show_decision([], [], [], None, 1.0)
            self._caption.setText(self.tr("No decision yet: open a table and choose the target column."))
            return
        classes = list(record.classes)
        if record.posterior is None:
            self._show_scores(record, classes)
            return
        self._posterior.title(self.tr("Posterior P(c | x)"))
        self._risk.title(self.tr("Conditional risk R(a | x)"))
        by_class = record.posterior  # a property that builds a dict: once, not once per class
        posterior = [by_class[c] for c in classes]
        actions = [line.action for line in record.risks]
        risks = [line.value for line in record.risks]
        decision = record.decision
        has_reject = len(actions) > len(classes)
        shown_actions = [*actions[: len(classes)], self.tr("reject")] if has_reject else actions
        decided = actions.index(decision)
        self._posterior.show_decision(
            classes, classes, posterior, classes.index(decision) if decision in classes else None, 1.12
        )
        self._risk.show_decision(actions, shown_actions, risks, decided, max(max(risks, default=0.0), 1e-12) * 1.15)
        self._caption.setText(
            self._decision_caption(classes, posterior, decision, has_reject and decided == len(classes))
        )

    def _show_scores(self, record: WorkedExample, classes: list[str]) -> None:
        """A model without posteriors (the SVM): its decision scores, no risks."""
        scores = [record.scores[c] for c in classes]
        decision = record.decision
        self._posterior.title(self.tr("Decision score (no posterior)"))
        self._risk.title(self.tr("No risks: the loss matrix needs posteriors"))
        self._posterior.show_decision(classes, classes, scores, classes.index(decision), max(max(scores), 1e-12))
        self._risk.show_decision([], [], [], None, 1.0)
        self._caption.setText(
            self.tr(
                "Decision: {0} (largest score). The SVM gives decisions, not posteriors, so the loss matrix "
                "does not apply."
            ).format(decision)
        )

    def _decision_caption(self, classes: list[str], posterior: list[float], decision: str, rejected: bool) -> str:
        best = classes[max(range(len(classes)), key=posterior.__getitem__)]
        if rejected:
            return self.tr(
                "Decision: reject (least risk): deciding any class, even the most probable one ({0}), risks more."
            ).format(best)
        if decision != best:
            return self.tr(
                "Decision: {0} (least risk), although the most probable class is {1}: the loss matrix makes "
                "deciding {1} riskier."
            ).format(decision, best)
        return self.tr("Decision: {0} (least risk)").format(decision)
