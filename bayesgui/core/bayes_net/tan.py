"""A TAN structure (Zhou §7.4, eq. 7.22) for searching a classifier's network "as TAN", on the semi-naive models'
own pieces: the pair counts, the conditional mutual information I(x_i, x_j | y) (Zhou's weighting by
P(x_i, x_j | c), or Friedman's by P(x_i, x_j, c)), the maximum weighted spanning tree directed away from the root;
then the class as every attribute's parent.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from bayesgui.core.semi_naive._fused import pair_counts
from bayesgui.core.semi_naive._tree import conditional_mutual_information, maximum_spanning_tree


def tan_edges(
    X: np.ndarray, cards: Sequence[int], class_index: int, root: int | None = None, weighting: str = "zhou"
) -> list[tuple[int, int]]:
    """The TAN edges (parent, child) as column indices: the tree over the attributes, then class → each."""
    X = np.asarray(X, dtype=np.int64)
    attributes = [j for j in range(X.shape[1]) if j != class_index]
    levels = np.asarray([int(cards[j]) for j in attributes], dtype=np.int64)
    counts = pair_counts(np.ascontiguousarray(X[:, attributes]), X[:, class_index], levels, int(cards[class_index]))
    info = conditional_mutual_information(counts, levels, weighting)
    parents = maximum_spanning_tree(info, attributes.index(root) if root is not None else 0)
    tree = [(attributes[int(p)], attributes[c]) for c, p in enumerate(parents) if p >= 0]
    return [*tree, *((class_index, j) for j in attributes)]
