"""Evaluation numbers added up chunk by chunk: confusion counts, the empirical risk, accuracy, log-loss, Brier.

The in-memory evaluation keeps every held-out posterior (``cross_val``) and computes the metrics from them
(``metrics``, ``risk``). A stream keeps only what adds: per fold, the counts of (true class, decision) under the
loss matrix's minimum-risk decisions (Zhou eq. 7.3; the reject action, when the loss has one, its last column),
and the sums of the per-row losses. The empirical risk is then sum_(c,a) count(c, a) lambda(a, c) / n, which is
the mean of lambda(h(x_i), y_i) (``risk.empirical_risk``) with the sum taken in another order; the confusion
counts are integers and equal the in-memory ones exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from bayesgui.core.array_types import FloatArray, IntArray
from bayesgui.core.decision import LossMatrix
from bayesgui.core.evaluation import metrics
from bayesgui.core.evaluation.risk import decisions

__all__ = ["Tally"]


@dataclass
class Tally:
    """What held-out rows add to, for ``n_folds`` folds under ``loss`` (see the module docstring).

    Attributes
    ----------
    confusion : ndarray of int, shape (n_folds, n_classes, n_actions)
    log_loss_sum, brier_sum, expected_risk_sum : ndarray of shape (n_folds,)
    """

    loss: LossMatrix
    n_folds: int = 1
    confusion: IntArray = field(init=False)
    log_loss_sum: FloatArray = field(init=False)
    brier_sum: FloatArray = field(init=False)
    expected_risk_sum: FloatArray = field(init=False)

    def __post_init__(self) -> None:
        k, a = len(self.loss.classes), len(self.loss.actions)
        self.confusion = np.zeros((self.n_folds, k, a), dtype=np.intp)
        self.log_loss_sum = np.zeros(self.n_folds)
        self.brier_sum = np.zeros(self.n_folds)
        self.expected_risk_sum = np.zeros(self.n_folds)

    def add(self, y: IntArray, proba: FloatArray, fold: int = 0) -> IntArray:
        """Count the held-out rows of class codes ``y`` with posteriors ``proba`` (n, n_classes) in ``fold``;
        return their decisions (action indices)."""
        action, least = decisions(proba, self.loss)
        k, a = self.confusion.shape[1:]
        self.confusion[fold] += metrics.confusion(y, action, k, a)
        losses = metrics.per_row_losses(y, proba)
        self.log_loss_sum[fold] += losses["log_loss"].sum()
        self.brier_sum[fold] += losses["brier"].sum()
        self.expected_risk_sum[fold] += least.sum()
        return action

    def merge(self, other: Tally) -> Tally:
        """A new tally of both (folds matched by index)."""
        out = Tally(self.loss, self.n_folds)
        for name in ("confusion", "log_loss_sum", "brier_sum", "expected_risk_sum"):
            setattr(out, name, getattr(self, name) + getattr(other, name))
        return out

    @property
    def n_rows(self) -> int:
        return int(self.confusion.sum())

    def total_confusion(self) -> IntArray:
        """True class by decision over every fold; shape (n_classes, n_actions)."""
        total: IntArray = self.confusion.sum(axis=0)
        return total

    def empirical_risk(self) -> float:
        """The mean loss lambda(h(x_i), y_i) of the held-out rows."""
        matrix = self.total_confusion()
        return float((matrix * self.loss.values.T).sum() / max(matrix.sum(), 1))

    def summary(self) -> dict[str, float]:
        """Accuracy, balanced accuracy, empirical and expected risk, reject rate, log-loss and Brier score."""
        matrix = self.total_confusion()
        n = max(int(matrix.sum()), 1)
        k = matrix.shape[0]
        reject_rate = float(matrix[:, k:].sum() / n) if self.loss.has_reject else 0.0
        return {
            "accuracy": float(np.trace(matrix[:, :k]) / n),
            "balanced_accuracy": metrics.balanced_accuracy(matrix),
            "risk": self.empirical_risk(),
            "expected_risk": float(self.expected_risk_sum.sum() / n),
            "reject_rate": reject_rate,
            "log_loss": float(self.log_loss_sum.sum() / n),
            "brier": float(self.brier_sum.sum() / n),
        }
