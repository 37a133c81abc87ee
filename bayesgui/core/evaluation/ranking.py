"""Curves of one class against the rest: ROC, precision-recall, their areas, and reliability bins.

Each takes ``positive`` (n,) booleans (the class of interest) and ``score`` (n,) (its posterior), and gives
what ``sklearn.metrics.roc_curve``, ``precision_recall_curve``, ``roc_auc_score`` give for the same input.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from bayesgui.core.array_types import BoolArray, FloatArray, IntArray


def _cumulative(
    positive: BoolArray, score: FloatArray, order: IntArray | None = None
) -> tuple[FloatArray, FloatArray, FloatArray]:
    """(true positives, false positives, threshold) at each distinct score, highest score first.

    ``order`` sorts ``score`` from high to low when the caller has it already (ties in any order).
    """
    order = np.argsort(-score) if order is None else order
    s, p = score[order], positive[order].astype(np.float64)
    last = np.r_[np.flatnonzero(np.diff(s)), s.size - 1]  # the last row of each run of equal scores
    tps = np.cumsum(p)[last]
    return tps, (last + 1) - tps, s[last]


def roc_curve(positive: BoolArray, score: FloatArray) -> tuple[FloatArray, FloatArray, FloatArray]:
    """(false positive rate, true positive rate, thresholds), starting at (0, 0) with threshold +inf."""
    tps, fps, thresholds = _cumulative(positive, score)
    tps, fps = np.r_[0.0, tps], np.r_[0.0, fps]
    with np.errstate(invalid="ignore", divide="ignore"):
        return fps / fps[-1], tps / tps[-1], np.r_[np.inf, thresholds]


def roc_auc(positive: BoolArray, score: FloatArray, order: IntArray | None = None) -> float:
    """The area under the ROC curve (trapezoids; ties count one half); NaN when a side is empty."""
    if positive.all() or not positive.any():
        return float("nan")
    tps, fps, _ = _cumulative(positive, score, order)
    return float(np.trapezoid(np.r_[0.0, tps] / tps[-1], np.r_[0.0, fps] / fps[-1]))


def ovr_auc(y: IntArray, proba: FloatArray, orders: Sequence[IntArray] | None = None) -> tuple[float, float]:
    """One-vs-rest AUC, (macro mean, mean weighted by class size), over the classes present in ``y``.

    ``orders`` (optional): for each class, the rows sorted by its score from high to low.
    """
    classes = np.unique(y)
    aucs = np.array([roc_auc(y == c, proba[:, c], None if orders is None else orders[c]) for c in classes])
    if proba.shape[1] == 2 and classes.size == 2:
        return aucs[1], aucs[1]  # two classes: the AUC of the second (scikit-learn's binary convention)
    weights = np.array([np.sum(y == c) for c in classes], dtype=np.float64)
    return float(np.mean(aucs)), float(np.sum(aucs * weights) / weights.sum())


def pr_curve(positive: BoolArray, score: FloatArray) -> tuple[FloatArray, FloatArray, FloatArray]:
    """(precision, recall, thresholds) from the lowest threshold up, ending at (1, 0), as scikit-learn's."""
    tps, fps, thresholds = _cumulative(positive, score)
    with np.errstate(invalid="ignore", divide="ignore"):
        precision = np.where(tps + fps > 0, tps / (tps + fps), 1.0)
        recall = tps / tps[-1] if tps[-1] > 0 else np.ones_like(tps)
    return np.r_[precision[::-1], 1.0], np.r_[recall[::-1], 0.0], thresholds[::-1]

def average_precision(positive: BoolArray, score: FloatArray) -> float:
    """sum_n (R_n - R_{n-1}) P_n (``sklearn.metrics.average_precision_score``)."""
    precision, recall, _ = pr_curve(positive, score)
    return float(-np.sum(np.diff(recall) * precision[:-1]))


def reliability(positive: BoolArray, score: FloatArray, n_bins: int = 10) -> dict[str, FloatArray]:
    """Equal-width bins of the predicted probability: mean prediction, observed frequency and count per bin.

    Returns
    -------
    dict
        "mean_predicted", "observed" (NaN for an empty bin), "count", each shape (n_bins,); "edges" (n_bins + 1,).
    """
    edges = np.linspace(0.0, 1.0, n_bins + 1)
    which = np.searchsorted(edges[1:-1], score)  # bins (a, b], the first [0, b], as scikit-learn's
    count = np.bincount(which, minlength=n_bins).astype(np.float64)
    with np.errstate(invalid="ignore", divide="ignore"):
        mean = np.bincount(which, weights=score, minlength=n_bins) / count
        observed = np.bincount(which, weights=positive.astype(np.float64), minlength=n_bins) / count
    return {"mean_predicted": mean, "observed": observed, "count": count, "edges": edges}
