"""TAN's structure (Friedman et al. 1997, as Zhou §7.4 writes it): the conditional mutual information of every
pair of attributes (eq. 7.22), the maximum weighted spanning tree of the complete graph they weight (Prim), and the
tree's edges directed away from a chosen root.

Zhou's eq. 7.22 weights each term by P(x_i, x_j | c):

    I(x_i, x_j | y) = Σ_c Σ_{x_i, x_j} P(x_i, x_j | c) · log [P(x_i, x_j | c) / (P(x_i | c) · P(x_j | c))],

Friedman's original by P(x_i, x_j, c) (= P(c) · P(x_i, x_j | c)); both are the maximum-likelihood frequencies
(0 · log 0 = 0), counted over the class-c rows that hold both values.
"""

from __future__ import annotations

import numpy as np

from bayesgui.core.semi_naive._counts import slot_starts

WEIGHTINGS = ("zhou", "friedman")


def conditional_mutual_information(counts: np.ndarray, levels: np.ndarray, weighting: str = "zhou") -> np.ndarray:
    """I(x_i, x_j | y) for every pair of attributes, from the pair counts N[c, s, t]; shape (d, d), diagonal 0.

    Parameters
    ----------
    counts : ndarray of shape (n_classes, S, S)
    levels : ndarray of int, shape (n_features,)
    weighting : {"zhou", "friedman"}
        Each term weighted by P(x_i, x_j | c) (eq. 7.22) or by P(x_i, x_j, c).
    """
    d, starts = levels.size, slot_starts(levels)
    info = np.zeros((d, d))
    for i in range(d):
        for j in range(i + 1, d):
            table = counts[:, starts[i] : starts[i] + levels[i], starts[j] : starts[j] + levels[j]]
            per_class = table.sum(axis=(1, 2))  # |D_c| with both values known
            with np.errstate(divide="ignore", invalid="ignore"):
                joint = table / per_class[:, None, None]  # P(x_i, x_j | c)
                margins = table.sum(axis=2)[:, :, None] * table.sum(axis=1)[:, None, :]  # |D_c,x_i|·|D_c,x_j|
                ratio = table * per_class[:, None, None] / margins
                terms = np.where(table > 0, joint * np.log(ratio), 0.0)
            by_class = terms.sum(axis=(1, 2))
            if weighting == "friedman":
                by_class = by_class * per_class / max(per_class.sum(), 1.0)
            info[i, j] = info[j, i] = by_class.sum()
    return info


def maximum_spanning_tree(weights: np.ndarray, root: int) -> np.ndarray:
    """Prim's maximum weighted spanning tree of the complete graph, grown from ``root``: each node's parent (-1
    for the root), so every edge points away from the root. Ties go to the lower-numbered node."""
    d = weights.shape[0]
    parents = np.full(d, -1, dtype=np.int64)
    in_tree = np.zeros(d, dtype=bool)
    in_tree[root] = True
    best = weights[root].astype(np.float64).copy()  # the heaviest edge from the tree to each node
    link = np.full(d, root, dtype=np.int64)
    for _ in range(d - 1):
        candidates = np.where(in_tree, -np.inf, best)
        node = int(np.argmax(candidates))
        parents[node] = link[node]
        in_tree[node] = True
        closer = ~in_tree & (weights[node] > best)
        best[closer] = weights[node][closer]
        link[closer] = node
    return parents
