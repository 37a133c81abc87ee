"""The network and the score of one structure on a table: what a search ends with, what an edit shows, and the
job that codes a table as nodes for the Bayesian-network tab.

The tables are counted with Lidstone λ (eq. 7.32; rows missing a family member are left out of that family's
table) and the score (eqs. 7.28–7.31) is split node by node on the complete rows.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass

import numpy as np

from bayesgui.core.bayes_net.network import BayesNet
from bayesgui.core.bayes_net.score import StructureScore, score_structure
from bayesgui.core.bayes_net.structure import Structure
from bayesgui.data.errors import DataError
from bayesgui.data.network_table import NetworkTable, network_table
from bayesgui.tasks.progress import ENCODING, Progress


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


@dataclass(frozen=True)
class TableFit:
    """A table coded as nodes (None when it has fewer than two categorical columns: ``n_categorical`` says how
    many), its structure (``keep``'s edges among the nodes it still has, else the first one) and their fit."""

    table: NetworkTable | None
    fitted: Fitted | None
    n_categorical: int


def first_structure(table: NetworkTable, has_class: bool) -> Structure:
    """The first structure of a table: the class the parent of every attribute (naive Bayes), else no edge."""
    names = table.names
    return Structure(names, [(names[-1], n) for n in names[:-1]] if has_class else [])


def table_job(dataset, keep: Structure | None, alpha: float, score: str) -> Generator[Progress, None, TableFit]:
    """Code ``dataset``'s categorical columns and class as nodes and fit the structure, in the worker (coding
    100,000 rows takes a few hundred ms of pandas). ``keep``: the structure to keep (the same table, a column's
    kind changed), or None (another table)."""
    yield Progress(0, 1, ENCODING)
    n_categorical = sum(dataset.kinds[c] == "categorical" for c in dataset.feature_names)
    n_categorical += dataset.target is not None
    try:
        table = network_table(dataset)
    except DataError:
        return TableFit(None, None, n_categorical)
    if keep is not None and len(set(keep.nodes) & set(table.names)) >= 2:  # a kind changed: the edges stay
        structure = Structure(table.names, [(p, c) for p, c in keep.edges if p in table.names and c in table.names])
    else:
        structure = first_structure(table, dataset.target is not None)
    fitted = fit_structure(table.X, table.states, structure, alpha, score)
    yield Progress(1, 1, ENCODING)
    return TableFit(table, fitted, n_categorical)
