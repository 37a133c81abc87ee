"""A structure search as a job: hill climbing (tabu list, restarts), K2 given an order, or TAN.

``search_job`` yields every :class:`~bayesgui.core.bayes_net.search.SearchStep` of the core's search (TAN's tree
is yielded edge by edge, each with the score of the structure so far), and returns a :class:`Fitted`: the best
structure's tables and its score node by node, computed here in the worker so that the window only draws.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass

import numpy as np

from bayesgui.core.bayes_net.search import FamilyScores, SearchStep, hill_climb, k2
from bayesgui.core.bayes_net.structure import Structure
from bayesgui.core.bayes_net.tan import tan_edges
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.tasks.bayes_net.search_result import Fitted, complete_rows, fit_structure

METHODS = ("hill-climb", "k2", "tan")


@dataclass(frozen=True)
class SearchSettings:
    """How to search: ``method`` one of METHODS, ``score`` "bic" or "aic", the hill climbing's tabu length,
    restarts, seed, the most parents a node may have (None: no limit), and K2's order of the nodes by name
    (empty: the columns' order)."""

    method: str = "hill-climb"
    score: str = "bic"
    tabu_length: int = 10
    restarts: int = 0
    seed: int = 0
    max_parents: int | None = None
    order: tuple[str, ...] = ()


def tan_steps(X: np.ndarray, cards: Sequence[int], class_index: int, score: str) -> Generator[SearchStep, None, None]:
    """TAN's structure (Zhou eq. 7.22: the tree, then the class as every attribute's parent) edge by edge."""
    family = FamilyScores(X, cards, score)
    parents: list[set[int]] = [set() for _ in cards]
    total = float(sum(family(c, ()) for c in range(len(cards))))
    edges: list[tuple[int, int]] = []
    yield SearchStep(0, 0, None, total, (), total, ())
    for step, (p, c) in enumerate(tan_edges(family.X, cards, class_index), start=1):
        parents[c].add(p)
        edges.append((p, c))
        total = float(sum(family(node, parents[node]) for node in range(len(cards))))
        yield SearchStep(step, 0, ("add", p, c), total, tuple(edges), total, tuple(edges))
    yield SearchStep(len(edges) + 1, 0, None, total, tuple(edges), total, tuple(edges), done=True)


def search_job(
    X: np.ndarray,
    names: Sequence[str],
    states: Sequence[Sequence[str]],
    settings: SearchSettings,
    alpha: float,
    class_index: int | None = None,
) -> Generator[SearchStep, None, Fitted]:
    """Search a structure over the coded table ``X`` (columns: the nodes ``names``; -1: missing) step by step.

    K2 takes the nodes in ``settings.order`` (default the columns' order); TAN needs ``class_index`` (the class
    column). Returns the best structure fitted with Lidstone λ = ``alpha`` and scored node by node.
    """
    X = np.asarray(X, dtype=np.int64)
    cards = [max(len(s), 1) for s in states]
    if settings.method == "hill-climb":
        steps = hill_climb(X, cards, settings.score, tabu_length=settings.tabu_length, restarts=settings.restarts,
                           seed=settings.seed, max_parents=settings.max_parents)  # fmt: skip
    elif settings.method == "k2":
        order = [list(names).index(n) for n in settings.order if n in names] if settings.order else range(len(names))
        steps = k2(X, cards, list(order), settings.score, settings.max_parents)  # (the core refuses a partial order)
    elif settings.method == "tan":
        if class_index is None:
            raise ValueError(Note(QT_TRANSLATE_NOOP("tasks", "TAN needs a class column: choose the target first.")))
        steps = tan_steps(complete_rows(X), cards, class_index, settings.score)
    else:
        raise ValueError(Note(QT_TRANSLATE_NOOP("tasks", "Unknown search {0}."), settings.method))
    last = None
    try:
        for last in steps:
            yield last
    finally:
        steps.close()
    assert last is not None and last.done
    structure = Structure(names, [(names[p], names[c]) for p, c in last.best_edges])
    return fit_structure(X, states, structure, alpha, settings.score)
