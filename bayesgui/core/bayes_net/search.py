"""Learning a structure by the score of eq. 7.28 (Zhou §7.5.2): hill climbing and K2, as generators.

Both yield a :class:`SearchStep` after every change (and one at the start), so a window can animate the search
and a task can stop it by closing the generator; the last step has ``done`` true and holds the best structure.

* ``hill_climb``: from a start (default: no edges) take, among every legal single-edge change (add, remove,
  reverse; no cycle, at most ``max_parents`` parents, not undoing one of the last ``tabu_length`` changes), the one
  that lowers the score most; stop when none lowers it. ``restarts`` > 0: from the best structure so far, make a
  few random legal changes (seeded) and climb again; the best structure of every climb wins.
* ``k2``: given an order of the nodes, each node in turn takes, one at a time, the earlier node whose addition as
  a parent lowers its score most, while one does (Cooper & Herskovits' greedy K2 with this score).

Only a node's own family enters its term of the score, so each family's term is computed once (by
``np.bincount`` on its combined codes) and cached. Rows with a missing cell are left out of the search.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.bayes_net.counting import family_counts, log_likelihood_of_counts
from bayesgui.core.bayes_net.score import penalty_factor
from bayesgui.core.bayes_net.structure import path_exists
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

_MAX_CELLS = 1 << 22  # a family table beyond this many cells is not tried (its parents would be too many)
_EPS = 1e-9


@dataclass(frozen=True)
class SearchStep:
    """One step of a search.

    Attributes
    ----------
    step : int
        0 for the start, then 1, 2, ... over every climb.
    restart : int
        0 for the first climb, then the restart's number.
    move : (str, int, int) or None
        ("add" | "remove" | "reverse" | "perturb", parent, child) as node indices; None at a start.
    score : float
        s(B | D) of the current structure (smaller is better).
    edges : tuple of (int, int)
        The current structure's edges (parent, child).
    best_score, best_edges : the best structure seen so far.
    done : bool
        True on the last step (its ``best_edges`` is the result).
    """

    step: int
    restart: int
    move: tuple[str, int, int] | None
    score: float
    edges: tuple[tuple[int, int], ...]
    best_score: float
    best_edges: tuple[tuple[int, int], ...]
    done: bool = False


class FamilyScores:
    """Each family's term f(θ)·(N_i − 1)·q_i − LL_i of s(B | D), computed once (complete rows of ``X`` only)."""

    def __init__(self, X: ArrayLike, cards: Sequence[int], score: str = "bic"):
        X = np.asarray(X, dtype=np.int64)
        complete = (X >= 0).all(axis=1)
        self.X = X if complete.all() else X[complete]
        self.n_skipped = int(X.shape[0] - self.X.shape[0])
        self.cards = [int(c) for c in cards]
        self.factor = penalty_factor(score, self.X.shape[0])
        self._cache: dict[tuple[int, tuple[int, ...]], float] = {}

    def cells(self, child: int, parents: Iterable[int]) -> int:
        return int(np.prod([self.cards[p] for p in parents], dtype=np.int64)) * self.cards[child]

    def __call__(self, child: int, parents: Iterable[int]) -> float:
        key = (child, tuple(sorted(parents)))
        found = self._cache.get(key)
        if found is None:
            q = self.cells(child, key[1]) // self.cards[child]
            ll = log_likelihood_of_counts(family_counts(self.X, self.cards, child, key[1]))
            found = self._cache[key] = self.factor * (self.cards[child] - 1) * q - ll
        return found


def _edges(parents: list[set[int]]) -> tuple[tuple[int, int], ...]:
    return tuple((p, c) for c, ps in enumerate(parents) for p in sorted(ps))


def _closure(parents: list[set[int]]) -> np.ndarray:
    """reach[a, b]: a directed path a ⇝ b (a reaches itself)."""
    d = len(parents)
    reach = np.eye(d, dtype=bool)
    for c, ps in enumerate(parents):
        for p in ps:
            reach[p, c] = True
    for k in range(d):
        reach |= reach[:, [k]] & reach[[k], :]
    return reach


Move = tuple[float, str, int, int]


def _moves(
    parents: list[set[int]],
    local: Callable[[int, Iterable[int]], float],
    scores: list[float],
    family: FamilyScores,
    max_parents: int | None,
    tabu: set[tuple[str, int, int]],
) -> list[Move]:
    """Every legal change with its change of the score: (delta, op, parent, child)."""
    d = len(parents)
    reach = _closure(parents)
    found: list[Move] = []
    for c in range(d):
        for p in range(d):
            if p == c:
                continue
            if p in parents[c]:
                if ("remove", p, c) not in tabu:
                    found.append((local(c, parents[c] - {p}) - scores[c], "remove", p, c))
                if ("reverse", p, c) in tabu or (max_parents is not None and len(parents[p]) >= max_parents):
                    continue
                if family.cells(p, parents[p] | {c}) > _MAX_CELLS or path_exists(parents, p, c, skip=(p, c)):
                    continue
                delta = local(c, parents[c] - {p}) - scores[c] + local(p, parents[p] | {c}) - scores[p]
                found.append((delta, "reverse", p, c))
            elif not reach[c, p] and ("add", p, c) not in tabu:
                if (max_parents is not None and len(parents[c]) >= max_parents) or family.cells(
                    c, parents[c] | {p}
                ) > _MAX_CELLS:
                    continue
                found.append((local(c, parents[c] | {p}) - scores[c], "add", p, c))
    return found


def _apply(parents: list[set[int]], op: str, p: int, c: int) -> None:
    if op == "add":
        parents[c].add(p)
    elif op == "remove":
        parents[c].discard(p)
    else:
        parents[c].discard(p)
        parents[p].add(c)


_UNDO = {"add": "remove", "remove": "add", "reverse": "reverse"}


def _check_search(n_nodes: int, tabu_length: int, restarts: int, max_steps: int, max_parents: int | None) -> None:
    for name, value in (("tabu_length", tabu_length), ("restarts", restarts), ("max_steps", max_steps)):
        if not isinstance(value, int | np.integer) or value < 0:
            raise ValueError(Note(QT_TRANSLATE_NOOP("core", "{0} must be a whole number ≥ 0, got {1}."), name, value))
    if max_parents is not None and (not isinstance(max_parents, int | np.integer) or max_parents < 0):
        raise ValueError(
            Note(QT_TRANSLATE_NOOP("core", "{0} must be a whole number ≥ 0, got {1}."), "max_parents", max_parents)
        )
    if n_nodes < 1:
        raise ValueError(Note(QT_TRANSLATE_NOOP("core", "A network needs at least one node.")))


def hill_climb(
    X: ArrayLike,
    cards: Sequence[int],
    score: str = "bic",
    start: Sequence[tuple[int, int]] = (),
    tabu_length: int = 10,
    restarts: int = 0,
    seed: int | None = 0,
    max_parents: int | None = None,
    max_steps: int = 10_000,
    fixed: Sequence[tuple[int, int]] = (),
) -> Generator[SearchStep, None, None]:
    """Hill climbing over single-edge changes (see the module); ``fixed`` edges are never removed or reversed.

    Parameters
    ----------
    X : array of int codes, shape (m, d); -1 marks a missing cell (such rows are left out)
    cards : the number of values of each column
    score : "bic" or "aic"
    start : the edges to start from (parent, child) as indices (default: none)
    """
    family = FamilyScores(X, cards, score)
    d = len(family.cards)
    _check_search(d, tabu_length, restarts, max_steps, max_parents)
    rng = np.random.default_rng(seed)
    fixed_set = set(map(tuple, fixed))
    parents: list[set[int]] = [set() for _ in range(d)]
    for p, c in (*fixed_set, *start):
        if not path_exists(parents, c, p):
            parents[c].add(p)
    scores = [family(c, parents[c]) for c in range(d)]
    best_score, best_edges = float(sum(scores)), _edges(parents)
    step = 0
    yield SearchStep(step, 0, None, best_score, best_edges, best_score, best_edges)
    for restart in range(restarts + 1):
        if restart:
            parents = [set() for _ in range(d)]
            for p, c in best_edges:
                parents[c].add(p)
            for _ in range(max(1, d // 2)):  # a few random legal changes away from the best
                moves = [m for m in _moves(parents, family, scores, family, max_parents, set())
                         if (m[2], m[3]) not in fixed_set]  # fmt: skip
                if not moves:
                    break
                _delta, op, p, c = moves[int(rng.integers(len(moves)))]
                _apply(parents, op, p, c)
            scores = [family(c, parents[c]) for c in range(d)]
            step += 1
            yield SearchStep(step, restart, ("perturb", -1, -1), float(sum(scores)), _edges(parents), best_score,
                             best_edges)  # fmt: skip
        tabu: list[tuple[str, int, int]] = []
        for _ in range(max_steps):
            moves = [m for m in _moves(parents, family, scores, family, max_parents, set(tabu))
                     if (m[2], m[3]) not in fixed_set]  # fmt: skip
            if not moves:
                break
            delta, op, p, c = min(moves, key=lambda m: m[0])
            if delta >= -_EPS:
                break
            _apply(parents, op, p, c)
            for node in (p, c):
                scores[node] = family(node, parents[node])
            if tabu_length:
                tabu.append((_UNDO[op], *((c, p) if op == "reverse" else (p, c))))
                del tabu[:-tabu_length]
            current = float(sum(scores))
            if current < best_score - _EPS:
                best_score, best_edges = current, _edges(parents)
            step += 1
            yield SearchStep(step, restart, (op, p, c), current, _edges(parents), best_score, best_edges)
    yield SearchStep(step + 1, restarts, None, best_score, best_edges, best_score, best_edges, done=True)


def k2(
    X: ArrayLike, cards: Sequence[int], order: Sequence[int], score: str = "bic", max_parents: int | None = None
) -> Generator[SearchStep, None, None]:
    """K2 given ``order`` (node indices, every node once): see the module."""
    family = FamilyScores(X, cards, score)
    d = len(family.cards)
    _check_search(d, 0, 0, 0, max_parents)
    if sorted(order) != list(range(d)):
        raise ValueError(Note(QT_TRANSLATE_NOOP("core", "The order must name every node once ({0} nodes)."), d))
    parents: list[set[int]] = [set() for _ in range(d)]
    scores = [family(c, ()) for c in range(d)]
    step = 0
    total = float(sum(scores))
    yield SearchStep(0, 0, None, total, (), total, ())
    for position, child in enumerate(order):
        while max_parents is None or len(parents[child]) < max_parents:
            candidates = [
                (family(child, parents[child] | {p}), p)
                for p in order[:position]
                if p not in parents[child] and family.cells(child, parents[child] | {p}) <= _MAX_CELLS
            ]
            if not candidates:
                break
            value, p = min(candidates)
            if value >= scores[child] - _EPS:
                break
            parents[child].add(p)
            scores[child] = value
            step += 1
            total = float(sum(scores))
            yield SearchStep(step, 0, ("add", p, child), total, _edges(parents), total, _edges(parents))
    yield SearchStep(step + 1, 0, None, total, _edges(parents), total, _edges(parents), done=True)


def last_step(steps: Generator[SearchStep, None, None]) -> SearchStep:
    """Run a search to its end; its last step."""
    last = None
    for last in steps:  # noqa: B007
        pass
    assert last is not None and last.done
    return last
