"""The score of a structure (Zhou eqs. 7.28–7.31), split node by node.

s(B | D) = f(θ)·|B| − LL(B | D) (eq. 7.28, the description length: smaller is better), with |B| = Σ_i (N_i − 1)·q_i
free parameters (q_i: the number of value combinations of x_i's parents) and LL(B | D) = Σ_rows log P_B(x) (eq. 7.29)
at the maximum-likelihood θ (eq. 7.32). Both terms are sums over the nodes, so each node has a structure term
f(θ)·(N_i − 1)·q_i and a log-likelihood term −LL_i: AIC takes f(θ) = 1 (eq. 7.30), BIC f(θ) = ½ log m (eq. 7.31).
Logarithms are natural. pgmpy's BIC is the same number with the opposite sign (it maximises LL − ½ log m·|B|).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from bayesgui.core.bayes_net.counting import family_counts, log_likelihood_of_counts
from bayesgui.core.bayes_net.structure import Structure
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

SCORES = ("bic", "aic")


def penalty_factor(score: str, m: int) -> float:
    """f(θ): 1 for AIC (eq. 7.30), ½ log m for BIC (eq. 7.31)."""
    if score == "aic":
        return 1.0
    if score == "bic":
        return 0.5 * math.log(m) if m > 0 else 0.0
    raise ValueError(Note(QT_TRANSLATE_NOOP("core", "Unknown score {0}; choose one of: {1}."), repr(score), "bic, aic"))


@dataclass(frozen=True)
class NodeScore:
    """One node's share of s(B | D): ``penalty`` = f(θ)·``n_params``, ``log_likelihood`` = LL_i, score = the
    penalty minus LL_i."""

    node: str
    parents: tuple[str, ...]
    n_params: int
    penalty: float
    log_likelihood: float

    @property
    def score(self) -> float:
        return self.penalty - self.log_likelihood


@dataclass(frozen=True)
class StructureScore:
    """s(B | D) node by node: ``nodes`` in the structure's order, m rows, f(θ), and the sums."""

    score: str
    m: int
    factor: float
    nodes: tuple[NodeScore, ...]

    @property
    def n_params(self) -> int:
        return sum(n.n_params for n in self.nodes)

    @property
    def log_likelihood(self) -> float:
        return math.fsum(n.log_likelihood for n in self.nodes)

    @property
    def penalty(self) -> float:
        return math.fsum(n.penalty for n in self.nodes)

    @property
    def total(self) -> float:
        return self.penalty - self.log_likelihood


def node_score(
    X: np.ndarray, cards: Sequence[int], child: int, parents: Sequence[int], factor: float
) -> tuple[int, float, float]:
    """(free parameters, penalty, LL_i) of one family."""
    q = int(np.prod([cards[p] for p in parents], dtype=np.int64)) if parents else 1
    n_params = (int(cards[child]) - 1) * q
    return n_params, factor * n_params, log_likelihood_of_counts(family_counts(X, cards, child, parents))


def score_structure(X: np.ndarray, cards: Sequence[int], structure: Structure, score: str = "bic") -> StructureScore:
    """s(B | D) of ``structure`` on the complete coded data ``X`` (columns in ``structure.nodes`` order)."""
    m = int(X.shape[0])
    factor = penalty_factor(score, m)
    nodes = []
    for i, name in enumerate(structure.nodes):
        parents = structure.parents(i)
        n_params, penalty, ll = node_score(X, cards, i, parents, factor)
        nodes.append(NodeScore(name, tuple(structure.nodes[p] for p in parents), n_params, penalty, ll))
    return StructureScore(score, m, factor, tuple(nodes))
