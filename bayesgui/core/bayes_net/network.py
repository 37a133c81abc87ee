"""B = ⟨G, Θ⟩ (Zhou §7.5.1): a structure with a conditional probability table per node, and the joint (eq. 7.26).

Node i's table θ_{x_i | π_i} is an array of shape (*the cards of its parents, in ``structure.parents(i)`` order, the
card of x_i): ``cpt[j_1, ..., j_q, k]`` = P(x_i = k | π_i = (j_1, ..., j_q)).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.bayes_net.counting import conditional_table, family_counts
from bayesgui.core.bayes_net.structure import Structure
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP


class BayesNet:
    """A Bayesian network over categorical nodes.

    Parameters
    ----------
    structure : Structure
    states : sequence of sequence of str
        The value names of each node (code k is ``states[i][k]``).
    cpts : sequence of ndarray
        One table per node, shaped as the module says; each distribution sums to 1.
    """

    def __init__(self, structure: Structure, states: Sequence[Sequence[str]], cpts: Sequence[np.ndarray]):
        self.structure = structure
        self.states = tuple(tuple(str(s) for s in node_states) for node_states in states)
        if len(self.states) != len(structure.nodes) or len(cpts) != len(structure.nodes):
            raise ValueError(Note(QT_TRANSLATE_NOOP("core", "The network needs the values and a table of every node.")))
        self.cpts = []
        for i, name in enumerate(structure.nodes):
            table = np.asarray(cpts[i], dtype=float)
            shape = (*(self.cards[p] for p in structure.parents(i)), self.cards[i])
            if table.shape != shape:
                raise ValueError(
                    Note(
                        QT_TRANSLATE_NOOP("core", "The table of {0} has the shape {1}; its parents and values need {2}."),
                        name, list(table.shape), list(shape),
                    )
                )  # fmt: skip
            if (
                not np.all(np.isfinite(table))
                or (table < 0).any()
                or not np.allclose(table.sum(axis=-1), 1.0, atol=1e-6)
            ):
                raise ValueError(
                    Note(
                        QT_TRANSLATE_NOOP(
                            "core", "Each distribution in the table of {0} must hold probabilities that sum to 1."
                        ),
                        name,
                    )
                )
            self.cpts.append(table)

    @property
    def cards(self) -> tuple[int, ...]:
        return tuple(len(s) for s in self.states)

    @property
    def nodes(self) -> tuple[str, ...]:
        return self.structure.nodes

    # ------------------------------------------------------------------ the joint
    def log_joint(self, X: ArrayLike) -> np.ndarray:
        """log P_B(x) = Σ_i log θ_{x_i | π_i} (eq. 7.26) of every complete coded row of ``X`` (shape (m, d))."""
        X = np.asarray(X, dtype=np.int64)
        with np.errstate(divide="ignore"):
            total = np.zeros(X.shape[0])
            for i, table in enumerate(self.cpts):
                index = (*(X[:, p] for p in self.structure.parents(i)), X[:, i])
                total += np.log(table[index])
        return total

    def joint(self, X: ArrayLike) -> np.ndarray:
        """P_B(x) (eq. 7.26) of every complete coded row."""
        joint: np.ndarray = np.exp(self.log_joint(X))
        return joint

    def zero_one_entries(self) -> list[tuple[str, tuple[int, ...], int, float]]:
        """Every table entry of exactly 0 or 1: (node, parent configuration, value, probability)."""
        found = []
        for i, table in enumerate(self.cpts):
            for index in zip(*np.nonzero((table == 0.0) | (table == 1.0)), strict=True):
                found.append((self.nodes[i], tuple(int(v) for v in index[:-1]), int(index[-1]), float(table[index])))
        return found

    # ------------------------------------------------------------------ parameters from data
    @classmethod
    def fit(cls, X: ArrayLike, structure: Structure, states: Sequence[Sequence[str]], alpha: float = 0.0) -> BayesNet:
        """θ by counting (eq. 7.32) with Lidstone λ = ``alpha`` (0: maximum likelihood); a row missing a member of
        a family is left out of that family's table (EM uses it: :func:`bayesgui.core.bayes_net.em.em_fit`)."""
        X = np.asarray(X, dtype=np.int64)
        cards = [len(s) for s in states]
        cpts = [conditional_table(family_counts(X, cards, i, structure.parents(i)), alpha)
                for i in range(len(structure.nodes))]  # fmt: skip
        return cls(structure, states, cpts)

    # ------------------------------------------------------------------ files
    def to_dict(self) -> dict[str, Any]:
        """The structure's dict plus ``"states"`` {node: [values]} and ``"cpts"`` {node: nested lists}."""
        doc = self.structure.to_dict()
        doc["states"] = {n: list(s) for n, s in zip(self.nodes, self.states, strict=True)}
        doc["cpts"] = {n: t.tolist() for n, t in zip(self.nodes, self.cpts, strict=True)}
        return doc

    @classmethod
    def from_dict(cls, doc: Mapping[str, Any]) -> BayesNet:
        structure = Structure.from_dict(doc)
        states, cpts = doc.get("states"), doc.get("cpts")
        if not isinstance(states, Mapping) or not isinstance(cpts, Mapping):
            raise ValueError(
                Note(QT_TRANSLATE_NOOP("core", 'A network with tables needs "states" and "cpts", one entry per node.'))
            )
        missing = [n for n in structure.nodes if n not in states or n not in cpts]
        if missing:
            raise ValueError(
                Note(QT_TRANSLATE_NOOP("core", "The network gives no values or no table for {0}."), missing[0])
            )
        return cls(
            structure, [states[n] for n in structure.nodes], [np.asarray(cpts[n], float) for n in structure.nodes]
        )
