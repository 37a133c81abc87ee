"""The network and the score of one structure on a table: what a search ends with and what an edit shows.

The tables are counted with Lidstone λ (eq. 7.32; rows missing a family member are left out of that family's
table) and the score (eqs. 7.28–7.31) is split node by node on the complete rows.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from bayesgui.core.bayes_net.network import BayesNet
from bayesgui.core.bayes_net.score import StructureScore, score_structure
from bayesgui.core.bayes_net.structure import Structure


@dataclass(frozen=True)
class Fitted:
    """A structure's fitted network (λ = ``alpha``) and its score node by node."""

    structure: Structure
    alpha: float
    network: BayesNet
    score: StructureScore


def complete_rows(X: np.ndarray) -> np.ndarray:
    """The rows of the coded table ``X`` with no missing cell (the score's rows)."""
    keep = (X >= 0).all(axis=1)
    return X if keep.all() else X[keep]


def fit_structure(
    X: np.ndarray, states, structure: Structure, alpha: float, score: str = "bic", complete: np.ndarray | None = None
) -> Fitted:
    """The tables of ``structure`` on the coded table ``X`` (nodes in ``structure.nodes`` order) and its score.

    ``complete``: the complete rows of ``X`` when the caller has them already."""
    network = BayesNet.fit(X, structure, states, alpha=alpha)
    rows = complete_rows(X) if complete is None else complete
    return Fitted(structure.copy(), float(alpha), network, score_structure(rows, network.cards, structure, score))
