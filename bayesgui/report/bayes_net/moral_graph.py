"""What the d-separation panel shows of one question "X ⟂ Y | Z?" (Zhou §7.5.1, fig. 7.4), Qt-free.

The answer is the core's (:func:`bayesgui.core.bayes_net.dseparation.d_separated`). Beside it: the moral graph the
answer is read from (of the ancestors of X ∪ Y ∪ Z, as the core builds it), each edge marked as a directed edge of
the network or as a "marriage" of two parents, and, when X and Y are connected, one shortest path between them in
that graph that avoids Z: the reason they are not separated.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from dataclasses import dataclass

from bayesgui.core.bayes_net.dseparation import d_separated, moral_graph
from bayesgui.core.bayes_net.structure import Structure


@dataclass(frozen=True)
class MoralEdge:
    """An undirected edge of the moral graph: ``a`` — ``b`` (names, in the network's node order); ``married``: the
    two are parents of a common child and no edge joins them in the network."""

    a: str
    b: str
    married: bool


@dataclass(frozen=True)
class SeparationAnswer:
    """One d-separation question and everything shown of it.

    Attributes
    ----------
    x, y, z : tuple of str
        The three sets, in the network's node order.
    separated : bool
        The core's answer: every node of ``x`` is d-separated from every node of ``y`` given ``z``.
    kept : tuple of str
        The nodes of the moral graph: the ancestors of x ∪ y ∪ z (the sets included).
    edges : tuple of MoralEdge
    path : tuple of str
        A shortest path from a node of ``x`` to a node of ``y`` through nodes outside ``z``; empty when separated.
    """

    x: tuple[str, ...]
    y: tuple[str, ...]
    z: tuple[str, ...]
    separated: bool
    kept: tuple[str, ...]
    edges: tuple[MoralEdge, ...]
    path: tuple[str, ...]

    @property
    def married(self) -> tuple[MoralEdge, ...]:
        return tuple(e for e in self.edges if e.married)

    def path_edges(self) -> set[frozenset[str]]:
        """The path's edges as pairs of names."""
        return {frozenset(pair) for pair in itertools.pairwise(self.path)}


def answer(
    structure: Structure, xs: Iterable[str | int], ys: Iterable[str | int], zs: Iterable[str | int] = ()
) -> SeparationAnswer:
    """The answer to "X ⟂ Y | Z?" with its moral graph and, when not separated, a connecting path.

    Raises ValueError (from the core) when the sets share a node or name an unknown node.
    """
    x, y, z = ({structure.index(n) for n in s} for s in (xs, ys, zs))
    separated = d_separated(structure, x, y, z)
    keep = structure.ancestors(x | y | z)
    pairs = _pairs(structure, keep)
    edges = _named_edges(structure, pairs)
    path = () if separated else _shortest_path(pairs, x, y, z)
    names = structure.nodes

    def named(indices: Iterable[int]) -> tuple[str, ...]:
        return tuple(names[i] for i in sorted(indices))

    return SeparationAnswer(named(x), named(y), named(z), separated, named(keep), edges, tuple(names[i] for i in path))


def moral_edges(structure: Structure) -> tuple[MoralEdge, ...]:
    """The edges of the whole network's moral graph (Zhou fig. 7.4), married pairs marked."""
    return _named_edges(structure, _pairs(structure, None))


def _pairs(structure: Structure, keep: set[int] | None) -> list[tuple[int, int]]:
    return sorted((min(edge), max(edge)) for edge in moral_graph(structure, keep))


def _named_edges(structure: Structure, pairs: list[tuple[int, int]]) -> tuple[MoralEdge, ...]:
    names = structure.nodes
    return tuple(
        MoralEdge(names[a], names[b], not (structure.has_edge(a, b) or structure.has_edge(b, a))) for a, b in pairs
    )


def _shortest_path(pairs: list[tuple[int, int]], x: set[int], y: set[int], z: set[int]) -> tuple[int, ...]:
    """Breadth first from every node of ``x`` at once, never entering ``z``; the first node of ``y`` reached."""
    neighbours: dict[int, list[int]] = {}
    for a, b in pairs:
        neighbours.setdefault(a, []).append(b)
        neighbours.setdefault(b, []).append(a)
    came_from: dict[int, int | None] = dict.fromkeys(sorted(x))
    frontier = sorted(x)
    while frontier:
        ahead = []
        for node in frontier:
            for other in sorted(neighbours.get(node, [])):
                if other in z or other in came_from:
                    continue
                came_from[other] = node
                if other in y:
                    path = [other]
                    while (previous := came_from[path[-1]]) is not None:
                        path.append(previous)
                    return tuple(reversed(path))
                ahead.append(other)
        frontier = ahead
    return ()
