"""A TAN structure (Zhou §7.4, eq. 7.22) for searching a classifier's network "as TAN", on the semi-naive models'
own pieces: the pair counts, the conditional mutual information I(x_i, x_j | y) (Zhou's weighting by
P(x_i, x_j | c), or Friedman's by P(x_i, x_j, c)), the maximum weighted spanning tree directed away from the root;
then the class as every attribute's parent. ``tan_search`` gives the same edges as a search's steps (the class's
edges, then the tree's, one at a time, with the score after each), so ``bn learn --search tan`` and a window can
show it as they show hill climbing and K2.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence

import numpy as np

from bayesgui.core.bayes_net.search import FamilyScores, SearchStep
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


def tan_search(
    X: np.ndarray,
    cards: Sequence[int],
    class_index: int,
    root: int | None = None,
    weighting: str = "zhou",
    score: str = "bic",
) -> Generator[SearchStep, None, None]:
    """TAN as a search's steps (see :mod:`~bayesgui.core.bayes_net.search`): the empty network, then one edge added
    per step (class → each attribute, then the tree's edges from the root down), its score s(B | D) on the complete
    rows after each; the last step (``done``) holds the TAN structure. The tree is learned on the rows whose class
    is known (a missing attribute value leaves only its own pairs out)."""
    X = np.asarray(X, dtype=np.int64)
    edges = tan_edges(X[X[:, class_index] >= 0], cards, class_index, root, weighting)
    ordered = [e for e in edges if e[0] == class_index] + [e for e in edges if e[0] != class_index]
    family = FamilyScores(X, cards, score)
    parents: list[set[int]] = [set() for _ in range(X.shape[1])]
    scores = [family(c, ()) for c in range(X.shape[1])]
    total = float(sum(scores))
    yield SearchStep(0, 0, None, total, (), total, ())
    done: list[tuple[int, int]] = []
    for step, (p, c) in enumerate(ordered, 1):
        parents[c].add(p)
        scores[c] = family(c, parents[c])
        done.append((p, c))
        total = float(sum(scores))
        yield SearchStep(step, 0, ("add", p, c), total, tuple(done), total, tuple(done))
    yield SearchStep(len(ordered) + 1, 0, None, total, tuple(done), total, tuple(done), done=True)
