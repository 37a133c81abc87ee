"""The metrics table of a streamed evaluation, from what its one pass added up (``core.streaming.tally.Tally``).

A stream keeps per fold the confusion counts under the minimum-risk decisions and the sums of the per-row
log-losses, Brier scores and least conditional risks, never the rows' posteriors. Everything that is a function
of those is computed as the in-memory ``core.evaluation.summary.summarize`` computes it: each value on the pooled
held-out rows; its standard error the spread over the folds (std / sqrt(folds)); with one fold (hold-out) the
spread over the rows for accuracy, risk and reject rate (a row's value is fixed by its confusion cell). The AUCs
need the rows' scores in order, which a stream does not keep: NaN (shown as "—"), as are the errors of log-loss,
Brier score and expected risk on a hold-out (they need sums of squares).
"""

from __future__ import annotations

import numpy as np

from bayesgui.core.array_types import FloatArray, IntArray
from bayesgui.core.evaluation import metrics
from bayesgui.core.evaluation.summary import METRICS, MetricTable
from bayesgui.core.streaming.tally import Tally

__all__ = ["tally_table"]


def tally_table(tally: Tally) -> MetricTable:
    """Every metric of ``METRICS`` that the tally determines, with standard errors (see the module docstring)."""
    total = tally.total_confusion()
    sums = (tally.log_loss_sum.sum(), tally.brier_sum.sum(), tally.expected_risk_sum.sum())
    values = _values(tally, total, *sums)
    folds = [
        _values(tally, tally.confusion[f], tally.log_loss_sum[f], tally.brier_sum[f], tally.expected_risk_sum[f])
        for f in range(tally.n_folds)
        if tally.confusion[f].sum() > 0
    ]
    per_fold = {name: np.array([v[name] for v in folds]) for name in METRICS}
    errors = {name: _error(per_fold[name]) for name in METRICS}
    if len(folds) < 2:
        errors.update(_row_errors(tally, total))
    precision, recall, f1 = metrics.precision_recall_f1(total)
    return MetricTable(values, errors, per_fold, precision, recall, f1, total)


def _values(tally: Tally, matrix: IntArray, log_loss: float, brier: float, least: float) -> dict[str, float]:
    n = int(matrix.sum())
    if n == 0:
        return dict.fromkeys(METRICS, float("nan"))
    k = matrix.shape[0]
    losses = matrix * tally.loss.values.T  # (class, action): the loss of each cell's rows
    kept = matrix[:, :k].sum() if tally.loss.has_reject else n
    kept_loss = losses[:, :k].sum() if tally.loss.has_reject else losses.sum()
    return {
        "accuracy": float(np.trace(matrix[:, :k]) / n),
        "balanced_accuracy": metrics.balanced_accuracy(matrix),
        "log_loss": float(log_loss / n),
        "brier": float(brier / n),
        "auc_macro": float("nan"),
        "auc_weighted": float("nan"),
        "risk": float(losses.sum() / n),
        "expected_risk": float(least / n),
        "reject_rate": float(matrix[:, k:].sum() / n) if tally.loss.has_reject else 0.0,
        "risk_kept": float(kept_loss / kept) if kept else float("nan"),
    }


def _error(values: FloatArray) -> float:
    finite = values[np.isfinite(values)]
    if finite.size < 2:
        return float("nan")
    return float(np.std(finite, ddof=1) / np.sqrt(finite.size))


def _row_errors(tally: Tally, matrix: IntArray) -> dict[str, float]:
    """Standard errors over the rows of the metrics whose per-row value a confusion cell fixes."""
    k, a = matrix.shape
    cells = {
        "accuracy": np.eye(k, a),
        "risk": tally.loss.values.T.astype(np.float64),
        "reject_rate": np.zeros((k, a)) + (np.arange(a) >= k),
    }
    return {name: _weighted_error(value, matrix) for name, value in cells.items()}


def _weighted_error(value: FloatArray, counts: IntArray) -> float:
    """std (ddof=1) / sqrt(n) of ``counts[c, a]`` rows each worth ``value[c, a]``."""
    n = counts.sum()
    if n < 2:
        return float("nan")
    mean = (value * counts).sum() / n
    variance = (((value - mean) ** 2) * counts).sum() / (n - 1)
    return float(np.sqrt(variance / n))
