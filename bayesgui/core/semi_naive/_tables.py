"""The smoothed estimates of the one-dependent estimators, as log tables read from the pair counts N[c, s, t]
(see :mod:`bayesgui.core.semi_naive._counts`; s, t are attribute-value slots).

* ``conditional``: log P(x_j = t | c, x_i = s) = log (|D_c,s,t| + λ) / (|D_c,s,x_j known| + N_j·λ) (Zhou eq. 7.25,
  λ = 1), shape (K, S, S); on the diagonal block of attribute i it is the factor P(x_i | c, x_i) of eq. 7.23's
  j = i.
* ``marginal``: log P(x_j = t | c) = log (|D_c,t| + λ) / (|D_c, x_j known| + N_j·λ) (eq. 7.20), shape (K, S).
* ``joint_with_class``: log P(c, x_i = s) = log (|D_c,s| + λ) / (|D_x_i known| + N·N_i·λ) (eq. 7.24), shape (K, S).
"""

from __future__ import annotations

import numpy as np

from bayesgui.core.semi_naive._counts import slot_starts


def blocks(levels: np.ndarray) -> np.ndarray:
    """The attribute of every slot; shape (S,)."""
    return np.repeat(np.arange(levels.size), levels)


def diagonal(counts: np.ndarray) -> np.ndarray:
    """|D_c,s|: the class-and-value counts, shape (K, S)."""
    return np.diagonal(counts, axis1=1, axis2=2).copy()


def block_totals(values: np.ndarray, levels: np.ndarray) -> np.ndarray:
    """Sums over each attribute's slots along the last axis (shape (..., d))."""
    return np.add.reduceat(values, slot_starts(levels), axis=-1)


def conditional_totals(counts: np.ndarray, levels: np.ndarray) -> np.ndarray:
    """|D_c,s,x_j known| for every slot s and attribute j, repeated over j's slots: shape (K, S, S)."""
    return block_totals(counts, levels)[:, :, blocks(levels)]


def conditional(counts: np.ndarray, levels: np.ndarray, lam: float) -> np.ndarray:
    """log P(x_j = t | c, x_i = s); shape (K, S, S)."""
    denom = conditional_totals(counts, levels) + levels[blocks(levels)] * lam
    return _log_ratio(counts + lam, denom)


def marginal(counts: np.ndarray, levels: np.ndarray, lam: float) -> tuple[np.ndarray, np.ndarray]:
    """(log P(x_j = t | c) of shape (K, S), |D_c, x_j known| of shape (K, S))."""
    single = diagonal(counts)
    totals = block_totals(single, levels)[:, blocks(levels)]
    return _log_ratio(single + lam, totals + levels[blocks(levels)] * lam), totals


def joint_with_class(counts: np.ndarray, levels: np.ndarray, lam: float) -> tuple[np.ndarray, np.ndarray]:
    """(log P(c, x_i = s) of shape (K, S), |D_x_i known| of shape (S,))."""
    single = diagonal(counts)
    known = block_totals(single.sum(axis=0), levels)[blocks(levels)]
    n_classes = counts.shape[0]
    return _log_ratio(single + lam, known + n_classes * levels[blocks(levels)] * lam), known


def _log_ratio(top: np.ndarray, bottom: np.ndarray) -> np.ndarray:
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.log(top) - np.log(bottom)
