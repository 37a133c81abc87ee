"""Bayes decision theory: loss matrices, conditional risk, minimum-risk decisions, a reject option.

The loss matrix follows Zhou's *Machine Learning* eq. 7.1: ``lambda[i, j]`` is the loss of deciding
action i when the true class is c_j (rows = decisions, columns = true classes). The conditional risk
of action i for a sample x is R(a_i|x) = sum_j lambda[i, j] P(c_j|x), and the Bayes decision rule
takes the action of least risk. With the 0-1 loss, R(c_i|x) = 1 - P(c_i|x), so the rule picks the
most probable class. An optional reject action costs the same whatever the truth.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, SupportsFloat, SupportsIndex

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray, IntArray
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

REJECT = "reject"


def _label(value: object) -> str:
    return str(value)


@dataclass(frozen=True, eq=False)
class LossMatrix:
    """An immutable, validated loss matrix over the actions "decide c_i" (and optionally "reject").

    Attributes
    ----------
    values : ndarray of shape (n_actions, n_classes)
        ``values[i, j]`` is the loss of action i when the truth is class j.
    classes : tuple
        The true classes (columns), in the order of the model's ``classes_``.
    has_reject : bool
        Whether the last row is the reject action.
    """

    values: FloatArray
    classes: tuple[Any, ...]  # the model's class labels: any type
    has_reject: bool = False

    def __post_init__(self) -> None:
        values = np.array(self.values, dtype=np.float64)
        values.setflags(write=False)
        object.__setattr__(self, "values", values)
        object.__setattr__(self, "classes", tuple(self.classes))
        validate_loss(values, self.classes, has_reject=self.has_reject)

    # ------------------------------------------------------------------ construction
    @classmethod
    def zero_one(cls, classes: Sequence[Any], reject_cost: float | None = None) -> LossMatrix:
        """lambda = 0 on the diagonal and 1 elsewhere (minimum risk = maximum posterior)."""
        n = len(classes)
        return cls.from_decisions(1.0 - np.eye(n), classes, reject_cost)

    @classmethod
    def from_decisions(
        cls, values: ArrayLike, classes: Sequence[Any], reject_cost: float | None = None
    ) -> LossMatrix:
        """A square class-by-class matrix, plus a constant reject row when ``reject_cost`` is given."""
        values = np.asarray(values, dtype=np.float64)
        if reject_cost is None:
            return cls(values, tuple(classes))
        reject_cost = _check_cell(reject_cost, Note(QT_TRANSLATE_NOOP("core", "{0} cost"), REJECT))
        if values.ndim != 2:
            validate_loss(values, tuple(classes))
        return cls(np.vstack([values, np.full((1, values.shape[1]), reject_cost)]), tuple(classes), True)

    @property
    def actions(self) -> tuple[Any, ...]:
        """The decisions (rows): each class, then "reject" when present."""
        return (*self.classes, REJECT) if self.has_reject else self.classes

    @property
    def decision_block(self) -> FloatArray:
        """The class-by-class part (rows = decide c_i)."""
        return self.values[: len(self.classes)]

    @property
    def reject_cost(self) -> float | None:
        """The reject row's cost when it is the same for every true class, else None."""
        if not self.has_reject or np.ptp(self.values[-1]) != 0:
            return None
        return float(self.values[-1, 0])

    # ------------------------------------------------------------------ edits (each returns a new matrix)
    def with_cell(self, action: int, truth: int, value: SupportsFloat | SupportsIndex | str) -> LossMatrix:
        """A copy with one cell changed (rows index ``actions``, columns ``classes``)."""
        values = self.values.copy()
        where = Note(
            QT_TRANSLATE_NOOP("core", "cell ({0}, {1})"), _label(self.actions[action]), _label(self.classes[truth])
        )
        values[action, truth] = _check_cell(value, where)
        return LossMatrix(values, self.classes, self.has_reject)

    def with_reject(self, cost: float | None) -> LossMatrix:
        """A copy with a constant-cost reject action added or re-priced, or removed (``cost=None``)."""
        return LossMatrix.from_decisions(self.decision_block, self.classes, cost)

    def is_zero_one(self) -> bool:
        n = len(self.classes)
        return bool(np.array_equal(self.decision_block, 1.0 - np.eye(n)))

    def to_dict(self) -> dict[str, list[Any]]:
        return {
            "classes": [_label(c) for c in self.classes],
            "actions": [_label(a) for a in self.actions],
            "values": self.values.tolist(),
        }


def _check_cell(value: SupportsFloat | SupportsIndex | str, where: str) -> float:
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("core", "Loss {0} must be a number, got {1}."),
                where, repr(value),
            )
        ) from None
    if not np.isfinite(number):
        raise ValueError(Note(QT_TRANSLATE_NOOP("core", "Loss {0} must be finite, got {1}."), where, repr(value)))
    if number < 0:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("core", "Loss {0} must be >= 0 (a loss, not a reward), got {1}."),
                where, format(number, "g"),
            )
        )
    return number


def validate_loss(values: FloatArray, classes: Sequence[Any], *, has_reject: bool = False) -> None:
    """Raise a ValueError naming the first bad cell: shape, finiteness, sign."""
    classes = tuple(classes)
    n = len(classes)
    rows = n + 1 if has_reject else n
    if values.ndim != 2 or values.shape != (rows, n):
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core",
                    "The loss matrix must have {0} rows (one per decision{1}) and {2} columns (one per true class "
                    "{3}), got shape {4}.",
                ),
                rows,
                Note(QT_TRANSLATE_NOOP("core", ", plus reject")) if has_reject else "",
                n,
                list(map(_label, classes)),
                values.shape,
            )
        )
    actions = (*classes, REJECT) if has_reject else classes
    bad = ~np.isfinite(values) | (values < 0)
    if bad.any():
        i, j = np.argwhere(bad)[0]
        _check_cell(
            values[i, j],
            Note(QT_TRANSLATE_NOOP("core", "cell (decision {0}, truth {1})"), _label(actions[i]), _label(classes[j])),
        )


def conditional_risk(posterior: ArrayLike, loss: LossMatrix) -> FloatArray:
    """R(a_i|x) = sum_j lambda[i, j] P(c_j|x) for many samples at once.

    Parameters
    ----------
    posterior : array-like of shape (n_samples, n_classes)
    loss : LossMatrix

    Returns
    -------
    ndarray of shape (n_samples, n_actions)
    """
    posterior = np.asarray(posterior, dtype=np.float64)
    if posterior.ndim == 1:
        posterior = posterior[None, :]
    if posterior.shape[1] != len(loss.classes):
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core",
                    "The posterior has {0} classes but the loss matrix {1}; build the loss matrix over the model's "
                    "classes_.",
                ),
                posterior.shape[1], len(loss.classes),
            )
        )
    risk: FloatArray = posterior @ loss.values.T
    return risk


def min_risk_decision(risk: ArrayLike) -> IntArray:
    """Index of the action of least conditional risk per sample (ties: the first action)."""
    least: IntArray = np.argmin(np.asarray(risk), axis=1)
    return least


def decide(posterior: ArrayLike, loss: LossMatrix) -> tuple[IntArray, FloatArray]:
    """Minimum-risk decisions: (action index per sample, risk matrix of shape (n_samples, n_actions))."""
    risk = conditional_risk(posterior, loss)
    return min_risk_decision(risk), risk


def empirical_risk(decisions: ArrayLike, truth: ArrayLike, loss: LossMatrix) -> float:
    """Average loss lambda[decision, truth] of decisions on labelled data (indices into actions / classes)."""
    decisions = np.asarray(decisions, dtype=np.intp)
    truth = np.asarray(truth, dtype=np.intp)
    if decisions.shape != truth.shape:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("core", "{0} decisions but {1} true labels; they must match."),
                decisions.size, truth.size,
            )
        )
    if decisions.size == 0:
        raise ValueError(Note(QT_TRANSLATE_NOOP("core", "No decisions to score.")))
    return float(loss.values[decisions, truth].mean())
