"""The moral graph and d-separation (Zhou §7.5.1, figs. 7.3–7.4).

Moralising connects the two parents of every V-structure and drops every direction. x and y are d-separated by z
when, in the moral graph of the ancestors of x ∪ y ∪ z, removing z disconnects x from y. (Zhou moralises the whole
graph; restricting it to those ancestors first, as Lauritzen does, is what makes the V-structure's parents come out
marginally independent, as fig. 7.3 says they are.)
"""

from __future__ import annotations

from collections.abc import Iterable

from bayesgui.core.bayes_net.structure import Structure
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP


def moral_graph(structure: Structure, keep: Iterable[int] | None = None) -> set[frozenset[int]]:
    """The moral graph's undirected edges (pairs of node indices), of the nodes ``keep`` (default all)."""
    nodes = set(range(len(structure.nodes))) if keep is None else set(keep)
    edges: set[frozenset[int]] = set()
    for child in nodes:
        parents = [p for p in structure.parents(child) if p in nodes]
        edges.update(frozenset((p, child)) for p in parents)
        edges.update(frozenset((a, b)) for k, a in enumerate(parents) for b in parents[k + 1 :])
    return edges


def d_separated(
    structure: Structure, xs: Iterable[str | int], ys: Iterable[str | int], zs: Iterable[str | int] = ()
) -> bool:
    """Whether every node of ``xs`` is d-separated from every node of ``ys`` given ``zs`` (names or indices)."""
    x = {structure.index(n) for n in xs}
    y = {structure.index(n) for n in ys}
    z = {structure.index(n) for n in zs}
    if x & y or (x | y) & z:
        raise ValueError(Note(QT_TRANSLATE_NOOP("core", "The sets of a d-separation question must not share a node.")))
    keep = structure.ancestors(x | y | z)
    neighbours: dict[int, set[int]] = {n: set() for n in keep}
    for edge in moral_graph(structure, keep):
        a, b = tuple(edge)
        neighbours[a].add(b)
        neighbours[b].add(a)
    seen, stack = set(x), list(x)
    while stack:
        for other in neighbours[stack.pop()] - z:
            if other in y:
                return False
            if other not in seen:
                seen.add(other)
                stack.append(other)
    return True
