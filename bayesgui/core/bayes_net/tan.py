"""A TAN structure (Zhou §7.4, eq. 7.22) for searching a classifier's network "as TAN".

The conditional mutual information I(x_i, x_j | y) = Σ P(x_i, x_j | c) log[P(x_i, x_j | c) / (P(x_i | c) P(x_j | c))]
(Zhou weights each term by P(x_i, x_j | c); Friedman by P(x_i, x_j, c)), the maximum weighted spanning tree (Prim),
its edges directed away from the root, and the class as every attribute's parent.

TODO after issue 24's semi-naive models land (core/semi_naive/): reuse their conditional mutual information and
spanning tree instead of this small copy.
"""

from __future__ import annotations

import numpy as np


def conditional_mutual_information(X: np.ndarray, cards, attributes, class_index: int, weighting: str = "zhou"):
    """The matrix I(x_i, x_j | y) over ``attributes`` (rows complete in i, j and the class)."""
    k = len(attributes)
    cmi = np.zeros((k, k))
    nc = int(cards[class_index])
    for a in range(k):
        for b in range(a + 1, k):
            i, j = attributes[a], attributes[b]
            ri, rj = int(cards[i]), int(cards[j])
            rows = (X[:, i] >= 0) & (X[:, j] >= 0) & (X[:, class_index] >= 0)
            code = (X[rows, class_index] * ri + X[rows, i]) * rj + X[rows, j]
            n = np.bincount(code, minlength=nc * ri * rj).reshape(nc, ri, rj).astype(float)
            per_class = n.sum(axis=(1, 2), keepdims=True)
            pij = np.divide(n, per_class, out=np.zeros_like(n), where=per_class > 0)
            pi, pj = pij.sum(axis=2, keepdims=True), pij.sum(axis=1, keepdims=True)
            ratio = np.divide(pij, pi * pj, out=np.ones_like(pij), where=pij > 0)
            weight = pij if weighting == "zhou" else n / max(n.sum(), 1.0)
            cmi[a, b] = cmi[b, a] = float(np.sum(weight * np.log(ratio)))
    return cmi


def tan_edges(X: np.ndarray, cards, class_index: int, root: int | None = None, weighting: str = "zhou"):
    """The TAN edges (parent, child) as column indices: the tree over the attributes, then class → each."""
    X = np.asarray(X, dtype=np.int64)
    attributes = [j for j in range(X.shape[1]) if j != class_index]
    cmi = conditional_mutual_information(X, cards, attributes, class_index, weighting)
    start = attributes.index(root) if root is not None else 0
    in_tree, edges = {start}, []
    while len(in_tree) < len(attributes):
        best = max((cmi[a, b], a, b) for a in in_tree for b in range(len(attributes)) if b not in in_tree)
        _w, a, b = best
        in_tree.add(b)
        edges.append((attributes[a], attributes[b]))
    return [*edges, *((class_index, j) for j in attributes)]
