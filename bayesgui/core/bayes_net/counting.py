"""Family counts by one ``np.bincount`` over combined codes: |D_{x_i = k, π_i = j}| for every k and j.

Data are integer category codes, one column per node, -1 marking a missing cell. A family's rows are those whose
child and parents are all present (EM fills the others in: :mod:`bayesgui.core.bayes_net.em`).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np


def family_index(X: np.ndarray, cards: Sequence[int], child: int, parents: Sequence[int]) -> tuple[np.ndarray, int]:
    """Each row's cell of the family table, flattened: parent configuration j (first parent slowest) times r plus
    the child's value k; -1 for a row missing a family member. Returns (codes, table size)."""
    code = np.zeros(X.shape[0], dtype=np.int64)
    size = 1
    missing = X[:, child] < 0
    for p in (*parents, child):
        code *= cards[p]
        code += X[:, p]
        size *= int(cards[p])
        if p != child:
            missing |= X[:, p] < 0
    if missing.any():
        code[missing] = -1
    return code, size


def family_counts(
    X: np.ndarray, cards: Sequence[int], child: int, parents: Sequence[int], weights: np.ndarray | None = None
) -> np.ndarray:
    """The counts table of shape (*parent cards, child card): |D_{π_i = j, x_i = k}| (rows with a gap left out).

    ``weights``: one weight per row (EM's expected counts); default 1.
    """
    code, size = family_index(X, cards, child, parents)
    keep = code >= 0
    if not keep.all():
        code = code[keep]
        weights = None if weights is None else weights[keep]
    counts = np.bincount(code, weights=weights, minlength=size).astype(float)
    return counts.reshape(*(int(cards[p]) for p in parents), int(cards[child]))


def conditional_table(counts: np.ndarray, alpha: float = 0.0) -> np.ndarray:
    """θ_{x_i | π_i} from a counts table (eq. 7.32), smoothed: (N_jk + λ) / (N_j + r·λ).

    λ = 0 is the maximum-likelihood estimate (the empirical frequency); λ = 1 Laplace's correction, other λ > 0
    Lidstone's. A parent configuration that no row shows (N_j = 0, λ = 0) gets the uniform distribution.
    """
    r = counts.shape[-1]
    totals = counts.sum(axis=-1, keepdims=True) + r * alpha
    table: np.ndarray = np.divide(counts + alpha, totals, out=np.full(counts.shape, 1.0 / r), where=totals > 0)
    return table


def log_likelihood_of_counts(counts: np.ndarray) -> float:
    """Σ_jk N_jk · log(N_jk / N_j): the family's part of LL(B | D) at the maximum-likelihood θ (0·log 0 = 0)."""
    flat = counts.reshape(-1, counts.shape[-1])
    totals = flat.sum(axis=1, keepdims=True)
    safe = np.where(flat > 0, flat, 1.0)
    return float(np.sum(flat * (np.log(safe) - np.log(np.where(totals > 0, totals, 1.0)))))
