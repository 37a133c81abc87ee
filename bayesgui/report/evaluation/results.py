"""The one results object of an evaluation: every view (tables, confusion matrix, curves, CLI, JSON) reads it.

``Evaluation`` holds what a run produced, the out-of-fold posteriors with the rows, classes and folds they
belong to, and the metrics computed from them (``core.evaluation.summary``); curves are computed from it on
demand, never by refitting (scikit-learn's one evaluation path, Orange's one ``Results``).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any, TypedDict

import numpy as np

from bayesgui.core.array_types import BoolArray, FloatArray, IntArray
from bayesgui.core.decision import LossMatrix
from bayesgui.core.evaluation import METRICS, MetricTable, Resampling, ranking, risk
from bayesgui.core.evaluation.summary import decide_all

if TYPE_CHECKING:
    from bayesgui.data.saved.model_settings import ModelSettings


class ClassCurves(TypedDict):
    """One class against the rest: ``ranking``'s ROC and precision-recall curves and its reliability bins."""

    roc: tuple[FloatArray, FloatArray, FloatArray]
    pr: tuple[FloatArray, FloatArray, FloatArray]
    reliability: dict[str, FloatArray]


@dataclass(frozen=True, eq=False)
class Evaluation:
    """One model's held-out evaluation.

    Attributes
    ----------
    model : str
        The model's registry key; ``settings`` its full settings (a ``ModelSettings``).
    classes : tuple of str
    loss : LossMatrix
        The loss matrix the decisions minimise (its actions: the classes, then "reject" when present).
    resampling : Resampling
    y : ndarray of int, shape (n,)
        The class code of each evaluated row.
    rows : ndarray of int, shape (n,)
        Each evaluated row's position in the dataset's table.
    folds : ndarray of int, shape (n_repeats, n)
        The fold holding each row out (-1: never held out); reproduces the run.
    scores : ndarray of shape (n_repeats, n, n_classes)
        Out-of-fold posteriors (decision scores when ``probabilistic`` is False); NaN where not held out.
    table : MetricTable
    n_table_rows : int
        Rows of the table; the ones without a class are skipped (``n_skipped``).
    n_training_skipped : int
        Rows the model leaves out of its training (LDA, QDA: rows with a missing value); they are still scored.
    seconds : float
        Time taken by the fits and predictions.
    """

    model: str
    settings: ModelSettings
    classes: tuple[str, ...]
    loss: LossMatrix
    resampling: Resampling
    y: IntArray
    rows: IntArray
    folds: IntArray
    scores: FloatArray
    probabilistic: bool
    table: MetricTable
    n_table_rows: int
    n_training_skipped: int = 0
    seconds: float = 0.0
    warnings: tuple[str, ...] = field(default=())

    # ------------------------------------------------------------------ rows
    @property
    def n_used(self) -> int:
        return int(self.y.size)

    @property
    def n_skipped(self) -> int:
        return int(self.n_table_rows - self.y.size)

    @property
    def actions(self) -> tuple[str, ...]:
        return tuple(map(str, self.loss.actions if self.probabilistic else self.loss.classes))

    @cached_property
    def decisions(self) -> IntArray:
        """The minimum-risk decision of each row in each repeat (index into ``actions``); shape (R, n)."""
        return decide_all(self.scores, self.loss, self.probabilistic)

    @cached_property
    def tested(self) -> BoolArray:
        """Rows held out in the first repeat (the ones the curves and the confusion matrix show); shape (n,)."""
        held_out: BoolArray = self.folds[0] >= 0
        return held_out

    def cell_rows(self, truth: int, action: int) -> IntArray:
        """Table positions of the rows of class ``truth`` decided as ``action`` (first repeat)."""
        hit = self.tested & (self.y == truth) & (self.decisions[0] == action)
        positions: IntArray = self.rows[hit]
        return positions

    def misclassified(self) -> BoolArray:
        """Mask of the evaluated rows decided as another class (not rejected) in the first repeat; shape (n,)."""
        return self.misclassified_mask

    @cached_property
    def misclassified_mask(self) -> BoolArray:
        d = self.decisions[0]
        mask: BoolArray = self.tested & (d != self.y) & (d < len(self.classes))
        return mask

    @property
    def n_rejected(self) -> int:
        """Held-out rows rejected in the first repeat."""
        return int(np.sum(self.decisions[0] >= len(self.classes)))

    def confusion_as(self, mode: str) -> FloatArray:
        """The confusion matrix (true class x decision) as "counts", "rows" (each row's proportions) or "loss"
        (each cell's count times its loss lambda(decision, truth): the risk's share of every cell, summed over
        cells it is the total loss); shape (n_classes, n_actions)."""
        counts = self.table.confusion.astype(np.float64)
        if mode == "rows":
            totals = counts.sum(axis=1, keepdims=True)
            shares: FloatArray = np.divide(counts, totals, out=np.zeros_like(counts), where=totals > 0)
            return shares
        if mode == "loss":
            n_actions = counts.shape[1]
            weighted: FloatArray = counts * self.loss.values[:n_actions].T
            return weighted
        return counts

    # ------------------------------------------------------------------ curves (first repeat, held-out rows)
    def _pair(self, c: int) -> tuple[BoolArray, FloatArray]:
        return self.y[self.tested] == c, self.scores[0, self.tested, c]

    @cached_property
    def curves(self) -> list[ClassCurves]:
        """Per class: "roc" (fpr, tpr, thresholds), "pr" (precision, recall, thresholds), "reliability" (bins).

        Computed once (the worker does it before handing the result over, so the GUI thread only draws).
        """
        out: list[ClassCurves] = []
        for c in range(len(self.classes)):
            pair = self._pair(c)
            out.append({
                "roc": ranking.roc_curve(*pair),
                "pr": ranking.pr_curve(*pair),
                "reliability": ranking.reliability(*pair),
            })
        return out

    def roc(self, c: int) -> tuple[FloatArray, FloatArray, FloatArray]:
        """(false positive rate, true positive rate, thresholds) of class ``c`` against the rest."""
        return self.curves[c]["roc"]

    def pr(self, c: int) -> tuple[FloatArray, FloatArray, FloatArray]:
        """(precision, recall, thresholds) of class ``c`` against the rest."""
        return self.curves[c]["pr"]

    def reliability(self, c: int) -> dict[str, FloatArray]:
        """The reliability bins of P(c|x) (``ranking.reliability``, 10 bins)."""
        return self.curves[c]["reliability"]

    def prepare(self) -> Evaluation:
        """Compute every cached view of the result now (decisions, curves, risk-reject); returns self."""
        _ = self.decisions, self.curves, self.risk_reject_curve, self.misclassified_mask
        return self

    def operating_point(self, c: int) -> dict[str, float]:
        """Where the loss matrix's decisions put class ``c``: its FPR, TPR (= recall) and precision."""
        positive = self.y[self.tested] == c
        chosen = self.decisions[0, self.tested] == c
        with np.errstate(invalid="ignore", divide="ignore"):
            return {
                "fpr": float(np.sum(chosen & ~positive) / np.sum(~positive)),
                "tpr": float(np.sum(chosen & positive) / np.sum(positive)),
                "precision": float(np.sum(chosen & positive) / np.sum(chosen)),
            }

    def risk_reject(self) -> dict[str, Any]:  # the curve's arrays, and "current": an int
        """The risk-reject curve (``risk.risk_reject_curve``) and "current", the index of the loss matrix's own
        reject cost on it (no reject action: the end, where nothing is rejected); empty without posteriors."""
        return self.risk_reject_curve

    @cached_property
    def risk_reject_curve(self) -> dict[str, Any]:
        """See ``risk_reject`` (computed once)."""
        if not self.probabilistic:
            return {}
        curve = risk.risk_reject_curve(self.y[self.tested], self.scores[0, self.tested], self.loss)
        cost = self.loss.reject_cost
        at = len(curve["cost"]) - 1 if cost is None else int(np.argmin(np.abs(curve["cost"] - cost)))
        return {**curve, "current": at}

    # ------------------------------------------------------------------ export
    def predictions(self) -> dict[str, np.ndarray]:  # numbers, and labels as objects
        """The out-of-fold predictions of the first repeat by column: row, fold, truth, P(c)..., decision."""
        tested = self.tested
        label = "P({0})" if self.probabilistic else "score({0})"
        out = {
            "row": self.rows[tested] + 1,
            "fold": self.folds[0, tested] + 1,
            "truth": np.asarray(self.classes, dtype=object)[self.y[tested]],
        }
        for k, name in enumerate(self.classes):
            out[label.format(name)] = self.scores[0, tested, k]
        out["decision"] = np.asarray(self.actions, dtype=object)[self.decisions[0, tested]]
        return out

    def to_dict(self) -> dict[str, Any]:  # a JSON document
        """A JSON-ready document: classes, actions, confusion matrix, each metric and its SE, rows, folds."""
        t = self.table
        return {
            "model": self.model,
            "classes": list(map(str, self.classes)),
            "actions": list(self.actions),
            "loss": self.loss.values.tolist(),
            "resampling": asdict(self.resampling),
            "confusion": t.confusion.tolist(),
            "metrics": {name: {"value": _num(t.values[name]), "se": _num(t.errors[name])} for name in METRICS},
            "per_class": {
                str(c): {"precision": float(t.precision[k]), "recall": float(t.recall[k]), "f1": float(t.f1[k])}
                for k, c in enumerate(self.classes)
            },
            "rows": {"used": self.n_used, "skipped": self.n_skipped, "training_skipped": self.n_training_skipped},
            "folds": (self.folds + 1).tolist(),
            "seconds": self.seconds,
        }


def _num(value: float) -> float | None:
    return None if not np.isfinite(value) else float(value)
