"""A Bayesian network's graph G (Zhou §7.5.1): named nodes and directed edges, always acyclic.

Every edit (add, remove, reverse an edge) keeps the graph a DAG: an edge that would close a cycle is refused with
a ValueError that names it. ``to_dict`` / ``from_dict`` give the file form ``{"nodes": [...], "edges": [[parent,
child], ...]}`` (the data layer reads and writes the files).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP


def path_exists(parents: Sequence[Iterable[int]], start: int, end: int, skip: tuple[int, int] | None = None) -> bool:
    """A directed path start ⇝ end in the graph of each node's ``parents`` (``skip``: an edge (parent, child) not
    to use); a node reaches itself."""
    children: list[list[int]] = [[] for _ in parents]
    for c, ps in enumerate(parents):
        for p in ps:
            if (p, c) != skip:
                children[p].append(c)
    seen, stack = {start}, [start]
    while stack:
        node = stack.pop()
        if node == end:
            return True
        for c in children[node]:
            if c not in seen:
                seen.add(c)
                stack.append(c)
    return False


class Structure:
    """A directed acyclic graph over named nodes.

    Parameters
    ----------
    nodes : iterable of str
        Distinct node names, in order (a node's index is its position).
    edges : iterable of (parent, child)
        Node names; added in order, each checked as ``add_edge`` checks it.
    """

    def __init__(self, nodes: Iterable[str], edges: Iterable[tuple[str, str]] = ()):
        self.nodes = tuple(str(n) for n in nodes)
        if len(set(self.nodes)) != len(self.nodes):
            twice = sorted({n for n in self.nodes if self.nodes.count(n) > 1})
            raise ValueError(Note(QT_TRANSLATE_NOOP("core", "The network names node {0} twice."), twice[0]))
        self._index = {n: i for i, n in enumerate(self.nodes)}
        self._parents: list[list[int]] = [[] for _ in self.nodes]
        for parent, child in edges:
            self.add_edge(parent, child)

    # ------------------------------------------------------------------ reading
    def index(self, node: str | int) -> int:
        """The index of ``node`` (a name or an index); a ValueError names an unknown node."""
        if isinstance(node, int) and not isinstance(node, bool) and 0 <= node < len(self.nodes):
            return node
        try:
            return self._index[node]  # type: ignore[index]
        except (KeyError, TypeError):
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "The network has no node {0}; its nodes: {1}."),
                    repr(node), ", ".join(self.nodes),
                )
            ) from None  # fmt: skip

    def parents(self, node: str | int) -> tuple[int, ...]:
        """The parent indices of ``node``, in the order they were added."""
        return tuple(self._parents[self.index(node)])

    def children(self, node: str | int) -> tuple[int, ...]:
        i = self.index(node)
        return tuple(c for c, ps in enumerate(self._parents) if i in ps)

    @property
    def edges(self) -> tuple[tuple[str, str], ...]:
        """Every edge as (parent name, child name), child by child."""
        return tuple((self.nodes[p], self.nodes[c]) for c, ps in enumerate(self._parents) for p in ps)

    def has_edge(self, parent: str | int, child: str | int) -> bool:
        return self.index(parent) in self._parents[self.index(child)]

    def has_path(self, start: str | int, end: str | int) -> bool:
        """Whether a directed path leads from ``start`` to ``end`` (a node reaches itself)."""
        return path_exists(self._parents, self.index(start), self.index(end))

    def topological_order(self) -> tuple[int, ...]:
        """Node indices, every parent before its children (ties by index)."""
        done: list[int] = []
        placed: set[int] = set()
        while len(done) < len(self.nodes):
            for i, ps in enumerate(self._parents):
                if i not in placed and all(p in placed for p in ps):
                    done.append(i)
                    placed.add(i)
                    break
        return tuple(done)

    def ancestors(self, nodes: Iterable[str | int]) -> set[int]:
        """The indices of ``nodes`` and of all their ancestors."""
        found = {self.index(n) for n in nodes}
        stack = list(found)
        while stack:
            for p in self._parents[stack.pop()]:
                if p not in found:
                    found.add(p)
                    stack.append(p)
        return found

    # ------------------------------------------------------------------ editing
    def add_edge(self, parent: str | int, child: str | int) -> None:
        """Add parent → child; refused (ValueError) for a loop, a duplicate or an edge that closes a cycle."""
        p, c = self.index(parent), self.index(child)
        if p == c:
            raise ValueError(
                Note(QT_TRANSLATE_NOOP("core", "An edge from {0} to itself is not allowed."), self.nodes[p])
            )
        if p in self._parents[c]:
            raise ValueError(
                Note(QT_TRANSLATE_NOOP("core", "The edge {0} → {1} is there already."), self.nodes[p], self.nodes[c])
            )
        if self.has_path(c, p):
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "The edge {0} → {1} would close a cycle (a Bayesian network is acyclic)."),
                    self.nodes[p], self.nodes[c],
                )
            )  # fmt: skip
        self._parents[c].append(p)

    def remove_edge(self, parent: str | int, child: str | int) -> None:
        p, c = self.index(parent), self.index(child)
        if p not in self._parents[c]:
            raise ValueError(
                Note(QT_TRANSLATE_NOOP("core", "There is no edge {0} → {1}."), self.nodes[p], self.nodes[c])
            )
        self._parents[c].remove(p)

    def reverse_edge(self, parent: str | int, child: str | int) -> None:
        """parent → child becomes child → parent; refused (and nothing changed) when that closes a cycle."""
        self.remove_edge(parent, child)
        try:
            self.add_edge(child, parent)
        except ValueError:
            self._parents[self.index(child)].append(self.index(parent))
            raise

    # ------------------------------------------------------------------ copies and files
    def copy(self) -> Structure:
        other = Structure(self.nodes)
        other._parents = [list(ps) for ps in self._parents]
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Structure):
            return NotImplemented
        return self.nodes == other.nodes and [set(p) for p in self._parents] == [set(p) for p in other._parents]

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return f"Structure({list(self.nodes)}, {[list(e) for e in self.edges]})"

    def to_dict(self) -> dict[str, Any]:
        """``{"nodes": [...], "edges": [[parent, child], ...]}``."""
        return {"nodes": list(self.nodes), "edges": [list(e) for e in self.edges]}

    @classmethod
    def from_dict(cls, doc: Mapping[str, Any]) -> Structure:
        """The structure of ``{"nodes": [...], "edges": [[parent, child], ...]}``; a ValueError says what is wrong."""
        if not isinstance(doc, Mapping) or not isinstance(doc.get("nodes"), list):
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", 'A network needs "nodes": a list of names, and "edges": a list of pairs.')
                )
            )
        edges = doc.get("edges", [])
        if not isinstance(edges, list) or any(not isinstance(e, list | tuple) or len(e) != 2 for e in edges):
            raise ValueError(
                Note(QT_TRANSLATE_NOOP("core", 'Each of the network\'s "edges" is a pair [parent, child].'))
            )
        return cls(doc["nodes"], [(str(p), str(c)) for p, c in edges])
