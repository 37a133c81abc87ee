"""Every metric of a run from its out-of-fold posteriors, with standard errors across folds.

The value of a metric is computed on the pooled held-out rows of each repeat (then averaged over repeats);
its standard error is the spread of the same metric over the folds, std / sqrt(number of folds). With a
single fold (hold-out, test set) or with single-row folds (leave-one-out), the metrics that are means over
rows take their standard error from the rows instead; the others have none (NaN).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import BoolArray, FloatArray, IntArray
from bayesgui.core.decision import LossMatrix
from bayesgui.core.evaluation import metrics, ranking, risk
from bayesgui.core.evaluation.resampling import fold_ids

#: the metrics of a run, in the order they are shown; the ones that need posteriors are marked
METRICS = (
    "accuracy",
    "balanced_accuracy",
    "log_loss",
    "brier",
    "auc_macro",
    "auc_weighted",
    "risk",
    "expected_risk",
    "reject_rate",
    "risk_kept",
)
_NEED_PROBA = frozenset({"log_loss", "brier", "expected_risk"})
#: beyond this many folds in a repeat (leave-one-out) the folds are single rows: errors come from the rows
MANY_FOLDS = 100
_ROW_MEANS = frozenset({"accuracy", "log_loss", "brier", "risk", "expected_risk", "reject_rate"})


@dataclass(frozen=True)
class MetricTable:
    """Metrics of one model's out-of-fold predictions.

    Attributes
    ----------
    values, errors : dict of str to float
        Each metric of ``METRICS`` and its standard error (NaN: not defined for this model or run).
    per_fold : dict of str to ndarray of shape (n_folds_total,)
    precision, recall, f1 : ndarray of shape (n_classes,)
        Per class, on the pooled rows of the first repeat.
    confusion : ndarray of int, shape (n_classes, n_actions)
        True class by decision (the reject action last when the loss has one), first repeat.
    """

    values: dict[str, float]
    errors: dict[str, float]
    per_fold: dict[str, FloatArray] = field(repr=False)
    precision: FloatArray
    recall: FloatArray
    f1: FloatArray
    confusion: IntArray


def decide_all(scores: FloatArray, loss: LossMatrix, probabilistic: bool) -> IntArray:
    """The decision (index into ``loss.actions``) of every held-out row; -1 where not held out; shape (R, n)."""
    return _decide(scores, loss, probabilistic)[0]


def _decide(scores: FloatArray, loss: LossMatrix, probabilistic: bool) -> tuple[IntArray, FloatArray]:
    """(decisions as ``decide_all``, the least conditional risk of each row (NaN without posteriors))."""
    action = np.full(scores.shape[:2], -1, dtype=np.int64)
    least = np.full(scores.shape[:2], np.nan)
    tested = ~np.isnan(scores[..., 0])
    if probabilistic:
        action[tested], least[tested] = risk.decisions(scores[tested], loss)
    else:
        action[tested] = np.argmax(scores[tested], axis=1)
    return action, least


def point_metrics(
    y: IntArray,
    scores: FloatArray,
    action: IntArray,
    loss: LossMatrix,
    probabilistic: bool,
    least: FloatArray | None = None,
    orders: list[IntArray] | None = None,
) -> dict[str, float]:
    """Every metric of ``METRICS`` on one set of rows (codes ``y`` (n,), ``scores`` (n, K), ``action`` (n,)).

    ``least`` (n,): each row's least conditional risk, and ``orders``: per class the rows by falling score,
    when the caller has them.
    """
    k = scores.shape[1]
    matrix = metrics.confusion(y, action, k, len(loss.actions))
    reject_rate, risk_kept = risk.reject_summary(y, action, loss)
    out = {
        "accuracy": metrics.accuracy(y, action),
        "balanced_accuracy": metrics.balanced_accuracy(matrix),
        "risk": risk.empirical_risk(y, action, loss),
        "reject_rate": reject_rate,
        "risk_kept": risk_kept,
    }
    with np.errstate(invalid="ignore"):
        out["auc_macro"], out["auc_weighted"] = ranking.ovr_auc(y, scores, orders)
    if probabilistic:
        out["log_loss"] = metrics.log_loss(y, scores)
        out["brier"] = metrics.brier(y, scores)
        out["expected_risk"] = float(np.mean(risk.decisions(scores, loss)[1] if least is None else least))
    else:
        out.update(dict.fromkeys(_NEED_PROBA, float("nan")))
    return out


def summarize(
    y: ArrayLike, scores: FloatArray, folds: IntArray, loss: LossMatrix, probabilistic: bool = True
) -> MetricTable:
    """Metrics with standard errors of out-of-fold ``scores`` (R, n, K) for class codes ``y`` (n,), ``folds`` (R, n)."""
    codes = np.asarray(y, dtype=np.intp)
    action, least = _decide(scores, loss, probabilistic)
    pooled: list[dict[str, float]] = []
    fold_values: dict[str, list[float]] = {name: [] for name in METRICS}
    many = max(len(fold_ids(row)) for row in folds) > MANY_FOLDS
    for r in range(folds.shape[0]):
        t = np.flatnonzero(folds[r] >= 0)
        s = scores[r, t]
        orders = [np.argsort(-s[:, c]) for c in range(s.shape[1])]  # one sort per class serves every fold
        pooled.append(point_metrics(codes[t], s, action[r, t], loss, probabilistic, least[r, t], orders))
        if many:
            continue
        fold_of = folds[r, t]
        for f in fold_ids(folds[r]):
            inside = fold_of == f
            rank = np.cumsum(inside) - 1  # position of each row of the fold among the fold's rows
            fold_orders = [rank[o[inside[o]]] for o in orders]
            rows = t[inside]
            values = point_metrics(codes[rows], scores[r, rows], action[r, rows], loss, probabilistic, least[r, rows],
                                   fold_orders)
            for name, value in values.items():
                fold_values[name].append(value)
    values = {name: float(np.mean([p[name] for p in pooled])) for name in METRICS}
    if many:  # leave-one-out: the folds are the rows
        rows = _row_values(codes, scores[0], action[0], folds[0] >= 0, loss, probabilistic)
        per_fold = {name: rows.get(name, np.full(1, np.nan)) for name in METRICS}
    else:
        per_fold = {name: np.asarray(v) for name, v in fold_values.items()}
    errors = {name: _error(per_fold[name]) for name in METRICS}
    if per_fold["accuracy"].size < 2:
        rows = _row_values(codes, scores[0], action[0], folds[0] >= 0, loss, probabilistic)
        errors.update({name: _error(v) for name, v in rows.items()})
    first = folds[0] >= 0
    matrix = metrics.confusion(codes[first], action[0, first], scores.shape[2], len(loss.actions))
    precision, recall, f1 = metrics.precision_recall_f1(matrix)
    return MetricTable(values, errors, per_fold, precision, recall, f1, matrix)


def _error(values: FloatArray) -> float:
    finite = values[np.isfinite(values)]
    if finite.size < 2:
        return float("nan")
    return float(np.std(finite, ddof=1) / np.sqrt(finite.size))


def _row_values(
    y: IntArray, scores: FloatArray, action: IntArray, tested: BoolArray, loss: LossMatrix, probabilistic: bool
) -> dict[str, FloatArray]:
    """The row-mean metrics row by row, on the rows of the first repeat that were held out; each (n_tested,)."""
    y, scores, action = y[tested], scores[tested], action[tested]
    rows = {
        "accuracy": (action == y).astype(np.float64),
        "risk": risk.row_losses(y, action, loss),
        "reject_rate": (action == len(loss.classes)).astype(np.float64),
    }
    if probabilistic:
        rows.update(metrics.per_row_losses(y, scores))
        rows["expected_risk"] = risk.decisions(scores, loss)[1]
    return {name: values for name, values in rows.items() if name in _ROW_MEANS}
