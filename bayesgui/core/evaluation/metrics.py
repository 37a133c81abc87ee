"""Classification metrics as pure functions of the true class codes and the out-of-fold posteriors.

``y`` holds class codes 0..K-1, shape (n,); ``proba`` the posteriors, shape (n, K); ``pred`` decisions, shape
(n,). Each function matches scikit-learn's namesake (``sklearn.metrics``) on the same input.
"""

from __future__ import annotations

import numpy as np

from bayesgui.core.array_types import FloatArray, IntArray

_EPS = np.finfo(np.float64).eps


def confusion(y: IntArray, pred: IntArray, n_classes: int, n_actions: int | None = None) -> IntArray:
    """Counts of (true class, decision); shape (n_classes, n_actions) (an extra column: the reject action)."""
    n_actions = n_classes if n_actions is None else n_actions
    keys = np.asarray(y, dtype=np.intp) * n_actions + np.asarray(pred, dtype=np.intp)
    counts: IntArray = np.bincount(keys, minlength=n_classes * n_actions).reshape(n_classes, n_actions)
    return counts


def accuracy(y: IntArray, pred: IntArray) -> float:
    """The share of rows decided as their true class."""
    return float(np.mean(np.asarray(y) == np.asarray(pred)))


def recall_per_class(matrix: IntArray) -> FloatArray:
    """Recall of each class from a confusion matrix (NaN for a class with no rows); shape (K,)."""
    k = matrix.shape[0]
    with np.errstate(invalid="ignore", divide="ignore"):
        recall: FloatArray = np.diag(matrix[:, :k]) / matrix.sum(axis=1)
    return recall


def balanced_accuracy(matrix: IntArray) -> float:
    """The mean recall over the classes that have rows (``sklearn.metrics.balanced_accuracy_score``)."""
    recall = recall_per_class(matrix)
    recall = recall[np.isfinite(recall)]
    return float(np.mean(recall)) if recall.size else float("nan")


def precision_recall_f1(matrix: IntArray) -> tuple[FloatArray, FloatArray, FloatArray]:
    """Per-class precision, recall and F1 (0 where undefined, as scikit-learn's ``zero_division=0``); each (K,)."""
    k = matrix.shape[0]
    hits = np.diag(matrix[:, :k]).astype(np.float64)
    decided = matrix[:, :k].sum(axis=0)
    actual = matrix.sum(axis=1)
    with np.errstate(invalid="ignore", divide="ignore"):
        precision = np.where(decided > 0, hits / decided, 0.0)
        recall = np.where(actual > 0, hits / actual, 0.0)
        f1 = np.where(precision + recall > 0, 2 * precision * recall / (precision + recall), 0.0)
    return precision, recall, f1


def log_loss(y: IntArray, proba: FloatArray) -> float:
    """Mean -log P(true class | x), probabilities clipped to [eps, 1 - eps] (``sklearn.metrics.log_loss``)."""
    p = np.clip(proba[np.arange(len(y)), np.asarray(y, dtype=np.intp)], _EPS, 1 - _EPS)
    return float(-np.mean(np.log(p)))


def brier(y: IntArray, proba: FloatArray) -> float:
    """Mean over rows of sum_c (P(c|x) - [y = c])^2; for two classes scikit-learn's ``brier_score_loss`` x 2."""
    target = np.zeros_like(proba)
    target[np.arange(len(y)), np.asarray(y, dtype=np.intp)] = 1.0
    return float(np.mean(np.sum((proba - target) ** 2, axis=1)))


def per_row_losses(y: IntArray, proba: FloatArray) -> dict[str, FloatArray]:
    """Each row's log-loss and Brier term (for standard errors and paired differences); each shape (n,)."""
    rows = np.arange(len(y))
    yk = np.asarray(y, dtype=np.intp)
    target = np.zeros_like(proba)
    target[rows, yk] = 1.0
    return {
        "log_loss": -np.log(np.clip(proba[rows, yk], _EPS, 1 - _EPS)),
        "brier": np.sum((proba - target) ** 2, axis=1),
    }
