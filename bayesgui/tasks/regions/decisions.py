"""Decisions from a stored grid under a loss matrix: cheap, so a loss edit redraws without a refit."""

from __future__ import annotations

import numpy as np

from bayesgui.core import LossMatrix, conditional_risk, decide
from bayesgui.tasks.loss_by_name import loss_for_classes
from bayesgui.tasks.regions.grid import ModelSurface


def decision_grid(surface: ModelSurface, loss: LossMatrix | None = None) -> np.ndarray:
    """The action of least conditional risk in every cell: (ny, nx) ints.

    0..K-1 are the classes in ``surface.classes`` order, K is reject. For the SVM (no posterior) the loss does
    not apply: the class of highest score.
    """
    K, ny, nx = surface.scores.shape
    if not surface.probabilistic:
        return np.argmax(surface.scores, axis=0)
    decisions, _risk = decide(surface.posterior.reshape(K, -1).T, loss_for_classes(surface.classes, loss))
    return decisions.reshape(ny, nx)


def decision_margins(surface: ModelSurface, loss: LossMatrix | None = None) -> np.ndarray:
    """How much better each action is than the best other one: (A, ny, nx), > 0 exactly where it is chosen.

    For a model with posteriors, min over b != a of R(b|x) minus R(a|x); for the SVM, s_a minus the largest other
    score. Each action's region boundary is the 0 line of its margin (so the boundaries are smooth, not pixels).
    """
    K, ny, nx = surface.scores.shape
    if surface.probabilistic:
        cost = conditional_risk(surface.posterior.reshape(K, -1).T, loss_for_classes(surface.classes, loss))
    else:
        cost = -surface.scores.reshape(K, -1).T
    best = np.argmin(cost, axis=1)
    two = np.partition(cost, 1, axis=1)[:, :2]  # the best and second-best cost of each cell (A >= 2)
    actions = np.arange(cost.shape[1])
    other = np.where(best[:, None] == actions[None, :], two[:, 1:2], two[:, 0:1])
    with np.errstate(invalid="ignore"):
        margins = other - cost
    margins = np.nan_to_num(margins, nan=0.0, posinf=1e300, neginf=-1e300)
    return margins.T.reshape(cost.shape[1], ny, nx)


def boundary_mask(decisions: np.ndarray) -> np.ndarray:
    """(ny, nx) bools: True where a cell's decision differs from its right or upper neighbour's."""
    decisions = np.asarray(decisions)
    mask = np.zeros(decisions.shape, dtype=bool)
    mask[:, :-1] |= decisions[:, :-1] != decisions[:, 1:]
    mask[:-1, :] |= decisions[:-1, :] != decisions[1:, :]
    return mask
