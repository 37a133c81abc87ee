"""Exact inference by variable elimination: P(Q = q | E = e) of a :class:`BayesNet` (Zhou §7.5.3).

Nodes that are not ancestors of a query or evidence node are left out first (they sum to 1); the others' tables,
cut at the evidence, are multiplied and summed over the hidden nodes one at a time, always the node whose product
is smallest, then normalised.
"""

from __future__ import annotations

import string
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from bayesgui.core.bayes_net.network import BayesNet
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

_LETTERS = string.ascii_letters


def node_indices(net: BayesNet, nodes: Sequence[str | int]) -> list[int]:
    found = [net.structure.index(n) for n in nodes]
    if len(set(found)) != len(found):
        raise ValueError(Note(QT_TRANSLATE_NOOP("core", "A query names a node twice.")))
    return found


def evidence_codes(net: BayesNet, evidence: Mapping[Any, Any]) -> dict[int, int]:
    """{node index: value code} of ``evidence`` given by names (node and value) or indices and codes."""
    codes = {}
    for node, value in evidence.items():
        i = net.structure.index(node)
        states = net.states[i]
        if isinstance(value, int | np.integer) and not isinstance(value, bool) and 0 <= value < len(states):
            codes[i] = int(value)
        elif str(value) in states:
            codes[i] = states.index(str(value))
        else:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "{0} has no value {1}; its values: {2}."),
                    net.nodes[i], repr(value), ", ".join(states),
                )
            )  # fmt: skip
    return codes


def _check_query(net: BayesNet, query: list[int], evidence: dict[int, int]) -> None:
    if not query:
        raise ValueError(Note(QT_TRANSLATE_NOOP("core", "Name at least one query node.")))
    both = [net.nodes[i] for i in query if i in evidence]
    if both:
        raise ValueError(Note(QT_TRANSLATE_NOOP("core", "{0} is both queried and given as evidence."), both[0]))
    if len(net.nodes) > len(_LETTERS):
        raise ValueError(Note(QT_TRANSLATE_NOOP("core", "Exact inference takes networks of at most {0} nodes."), 52))


def _cut(net: BayesNet, i: int, evidence: dict[int, int]) -> tuple[tuple[int, ...], np.ndarray]:
    variables = (*net.structure.parents(i), i)
    table = net.cpts[i]
    index = tuple(evidence.get(v, slice(None)) for v in variables)
    return tuple(v for v in variables if v not in evidence), table[index]


Factor = tuple[tuple[int, ...], np.ndarray]


def _product(factors: list[Factor], keep: Sequence[int]) -> np.ndarray:
    """The product of ``factors`` summed down to the variables ``keep`` (in that order)."""
    terms = ",".join("".join(_LETTERS[v] for v in variables) for variables, _ in factors)
    spec = terms + "->" + "".join(_LETTERS[v] for v in keep)
    product: np.ndarray = np.einsum(spec, *(table for _, table in factors), optimize=len(factors) > 2)
    return product


def _joined_size(net: BayesNet, factors: list[Factor], v: int) -> int:
    joined = set().union(*(vs for vs, _ in factors if v in vs))
    return int(np.prod([net.cards[u] for u in joined]))


def variable_elimination(
    net: BayesNet, query: Sequence[str | int], evidence: Mapping[Any, Any] | None = None
) -> np.ndarray:
    """P(Q | E = e) as an array of shape (card of each query node, in the order given).

    Raises ValueError when the evidence has probability 0 under the network.
    """
    q = node_indices(net, query)
    e = evidence_codes(net, evidence or {})
    _check_query(net, q, e)
    keep = net.structure.ancestors([*q, *e])
    factors = [_cut(net, i, e) for i in sorted(keep)]
    hidden = set(keep) - set(q) - set(e)
    while hidden:
        sizes = {u: _joined_size(net, factors, u) for u in hidden}
        v = min(sorted(hidden), key=sizes.__getitem__)
        hidden.discard(v)
        touching = [f for f in factors if v in f[0]]
        rest = [f for f in factors if v not in f[0]]
        out = tuple(sorted(set().union(*(vs for vs, _ in touching)) - {v}))
        factors = [*rest, (out, _product(touching, out))]
    joint = _product(factors, q)
    total = joint.sum()
    if not total > 0:
        raise ValueError(Note(QT_TRANSLATE_NOOP("core", "The evidence has probability 0 under this network.")))
    posterior: np.ndarray = joint / total
    return posterior
