"""The curves of an ``Evaluation``: ROC and precision-recall per class, risk-reject, and reliability.

Every point comes from the ``Evaluation`` (``roc``, ``pr``, ``operating_point``, ``risk_reject``,
``reliability``); these widgets only draw it.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QWidget

from bayesgui.qt.common.plots.style import class_color, qcolor
from bayesgui.qt.evaluate.parts import PlotPage, labelled_row
from bayesgui.report import palette
from bayesgui.report.evaluation.results import Evaluation

_MARK = qcolor(palette.CHOSEN_COLOR)  # the decision, in the highlight no class wears


def _plot(page: PlotPage, title: str, x: str, y: str, col: int, row: int = 0) -> pg.PlotItem:
    plot = page.add_plot(row, col, title)
    plot.setLabel("bottom", x)
    plot.setLabel("left", y)
    return plot


class _ClassCurves(PlotPage):
    """A class selector above a plot area; subclasses draw ``draw(evaluation, class index)``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.which = QComboBox()
        super().__init__(parent, labelled_row(QCoreApplication.translate("EvaluateCurves", "Class"), self.which))
        self.evaluation: Evaluation | None = None
        self.which.currentIndexChanged.connect(self.redraw)

    def show_evaluation(self, evaluation: Evaluation | None) -> None:
        self.evaluation = evaluation
        self.which.blockSignals(True)
        self.which.clear()
        if evaluation is not None:
            self.which.addItems([str(c) for c in evaluation.classes])
        self.which.blockSignals(False)
        self.redraw()

    def redraw(self) -> None:
        self.plots.clear()
        if self.evaluation is not None and self.which.currentIndex() >= 0:
            self.draw(self.evaluation, self.which.currentIndex())

    def draw(self, evaluation: Evaluation, c: int) -> None:
        raise NotImplementedError


class RocPrView(_ClassCurves):
    """ROC (left) and precision-recall (right) of one class against the rest, the loss matrix's decision marked."""

    def draw(self, e: Evaluation, c: int) -> None:
        color = class_color(c)
        roc = _plot(self, self.tr("ROC"), self.tr("false positive rate"), self.tr("true positive rate"), 0)
        pr = _plot(self, self.tr("Precision-recall"), self.tr("recall"), self.tr("precision"), 1)
        fpr, tpr, _ = e.roc(c)
        roc.plot([0, 1], [0, 1], pen=pg.mkPen(palette.NEUTRAL_COLOR, style=pg.QtCore.Qt.PenStyle.DashLine))
        roc.plot(fpr, tpr, pen=pg.mkPen(color, width=2))
        precision, recall, _ = e.pr(c)
        pr.plot(recall, precision, pen=pg.mkPen(color, width=2))
        point = e.operating_point(c)
        if e.probabilistic:
            tip = self.tr("the decisions of the current loss matrix")
            roc.plot([point["fpr"]], [point["tpr"]], pen=None, symbol="o", symbolBrush=_MARK, name=tip)
            pr.plot([point["tpr"]], [point["precision"]], pen=None, symbol="o", symbolBrush=_MARK)
        roc.setToolTip(self.tr("Gold dot: where the minimum-risk decisions of the current loss matrix operate."))


class ReliabilityView(_ClassCurves):
    """The reliability diagram of P(class | x) over the held-out rows, with the histogram of the predictions."""

    def draw(self, e: Evaluation, c: int) -> None:
        if not e.probabilistic:
            return
        bins = e.reliability(c)
        top = _plot(self, self.tr("Reliability"), self.tr("mean predicted probability"),
                    self.tr("observed frequency"), 0, 0)
        top.plot([0, 1], [0, 1], pen=pg.mkPen(palette.NEUTRAL_COLOR, style=pg.QtCore.Qt.PenStyle.DashLine))
        filled = bins["count"] > 0
        top.plot(bins["mean_predicted"][filled], bins["observed"][filled], pen=pg.mkPen(class_color(c), width=2),
                 symbol="o", symbolBrush=class_color(c))
        hist = _plot(self, "", self.tr("predicted probability"), self.tr("rows"), 0, 1)
        edges = bins["edges"]
        hist.addItem(pg.BarGraphItem(x0=edges[:-1], x1=edges[1:], height=bins["count"], brush=class_color(c, 120)))
        hist.setXLink(top)
        self.plots.ci.layout.setRowStretchFactor(0, 3)  # the diagram, not the histogram under it, takes the height
        self.plots.ci.layout.setRowStretchFactor(1, 1)


class RiskRejectView(PlotPage):
    """Empirical risk against reject rate as the reject cost varies; the current setting marked."""

    def show_evaluation(self, e: Evaluation | None) -> None:
        self.plots.clear()
        curve = {} if e is None else e.risk_reject()
        if not curve:
            self.note.setText(self.tr("The risk-reject curve needs a model with posteriors."))
            return
        plot = _plot(self, self.tr("Risk-reject curve"), self.tr("reject rate"), self.tr("risk"), 0)
        solid = pg.mkPen(palette.SERIES_COLORS["risk"], width=2)
        plot.plot(curve["reject_rate"], curve["risk"], pen=solid, name=self.tr("total risk"))
        dashed = pg.mkPen(palette.SERIES_COLORS["risk_kept"], width=2, style=pg.QtCore.Qt.PenStyle.DashLine)
        plot.plot(curve["reject_rate"], curve["risk_kept"], pen=dashed)
        cost, at = e.loss.reject_cost, curve["current"]
        plot.plot([curve["reject_rate"][at]], [curve["risk"][at]], pen=None, symbol="o", symbolBrush=_MARK)
        self.note.setText(
            self.tr("Solid: total risk (rejections cost the reject cost); dashed: risk of the rows kept. "
                    "Gold dot: the current setting (reject cost {0}).").format(
                self.tr("none") if cost is None else f"{cost:g}")
        )
