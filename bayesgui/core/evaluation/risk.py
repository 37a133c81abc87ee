"""Risk under a loss matrix: what the minimum-risk decisions cost on held-out rows, and the reject option.

Zhou, *Machine Learning* §7.1: the conditional risk R(a|x) = sum_j lambda(a, c_j) P(c_j|x) (eq. 7.1), the
Bayes decision h*(x) = argmin_a R(a|x) (eq. 7.3), and the total risk R(h) = E_x[R(h(x)|x)] (eq. 7.2). On
held-out rows the total risk has two estimates: the **empirical risk**, the mean of lambda(h(x_i), y_i), and
the **expected risk** the model itself believes in, the mean of min_a R(a|x_i). When the posteriors are
calibrated the two agree; a gap says they are not.
"""

from __future__ import annotations

import numpy as np

from bayesgui.core.array_types import FloatArray, IntArray
from bayesgui.core.decision import LossMatrix, decide


def decisions(proba: FloatArray, loss: LossMatrix) -> tuple[IntArray, FloatArray]:
    """(minimum-risk action per row, its conditional risk); shapes (n,), (n,). Actions index ``loss.actions``.

    The same decisions as ``core.decision.decide`` (ties: the first action); the risks are summed class by
    class, which is faster than a matrix product this thin, on many rows.
    """
    if proba.shape[0] < 4096:
        action, risk = decide(proba, loss)
        return action, risk[np.arange(action.size), action]
    values = loss.values
    risk = proba[:, :1] * values[:, 0]
    for j in range(1, values.shape[1]):
        risk += proba[:, j : j + 1] * values[:, j]
    action = np.argmin(risk, axis=1)
    return action, np.take_along_axis(risk, action[:, None], axis=1)[:, 0]


def empirical_risk(y: IntArray, action: IntArray, loss: LossMatrix) -> float:
    """The mean loss lambda(action_i, y_i) actually incurred."""
    return float(np.mean(row_losses(y, action, loss)))


def row_losses(y: IntArray, action: IntArray, loss: LossMatrix) -> FloatArray:
    """lambda(action_i, y_i) of each row; shape (n,)."""
    return loss.values[np.asarray(action, dtype=np.intp), np.asarray(y, dtype=np.intp)]


def reject_summary(y: IntArray, action: IntArray, loss: LossMatrix) -> tuple[float, float]:
    """(reject rate, risk of the rows not rejected); (0, empirical risk) without a reject action."""
    if not loss.has_reject:
        return 0.0, empirical_risk(y, action, loss)
    rejected = action == len(loss.classes)
    kept = ~rejected
    risk = float(np.mean(row_losses(y[kept], action[kept], loss))) if kept.any() else float("nan")
    return float(rejected.mean()), risk


def risk_reject_curve(
    y: IntArray, proba: FloatArray, loss: LossMatrix, n_points: int = 101
) -> dict[str, FloatArray]:
    """Empirical risk against reject rate as a constant reject cost t goes from 0 to the largest class risk.

    A row is rejected when t is below its least class risk m_i (ties go to the class). With rows sorted by
    m_i, every point of the curve is a prefix sum: O(n log n) for the whole curve.

    Returns
    -------
    dict
        "cost", "reject_rate", "risk" (the total risk: t per rejected row, lambda(h(x), y) otherwise) and
        "risk_kept" (over the rows not rejected), each shape (n_points,) at most.
    """
    classes_only = LossMatrix(loss.decision_block, loss.classes)
    action, least = decisions(proba, classes_only)
    incurred = row_losses(y, action, classes_only)
    order = np.argsort(least, kind="mergesort")
    m, paid = least[order], np.r_[0.0, np.cumsum(incurred[order])]
    top = float(m[-1]) if m.size else 0.0
    cost = np.unique(np.r_[np.linspace(0.0, top, n_points), loss.reject_cost or 0.0])
    kept = np.searchsorted(m, cost, side="right")  # rows whose least class risk is <= t keep their class
    n = float(m.size)
    with np.errstate(invalid="ignore", divide="ignore"):
        return {
            "cost": cost,
            "reject_rate": (n - kept) / n,
            "risk": (paid[kept] + cost * (n - kept)) / n,
            "risk_kept": paid[kept] / kept,
        }
