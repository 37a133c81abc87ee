"""The Bayesian-network tab's table, coded as nodes in the worker: its categorical columns and its class (coding
100,000 rows takes a few hundred ms of pandas), with the structure to show and its fit."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass

import numpy as np

from bayesgui.core.bayes_net.structure import Structure
from bayesgui.data.errors import DataError
from bayesgui.data.network_table import NetworkTable, network_table
from bayesgui.tasks.bayes_net.search_result import Fitted, complete_rows, fit_structure
from bayesgui.tasks.progress import ENCODING, Progress


@dataclass(frozen=True)
class TableFit:
    """A table coded as nodes (None when it has fewer than two categorical columns: ``n_categorical`` says how
    many), its structure (``keep``'s edges among the nodes it still has, else the first one), their fit, and the
    complete rows (the score's)."""

    table: NetworkTable | None
    fitted: Fitted | None
    n_categorical: int
    complete: np.ndarray | None = None  # the table's rows with no missing cell (found here, not on the GUI thread)


def first_structure(table: NetworkTable, has_class: bool) -> Structure:
    """The first structure of a table: the class the parent of every attribute (naive Bayes), else no edge."""
    names = table.names
    return Structure(names, [(names[-1], n) for n in names[:-1]] if has_class else [])


def table_job(dataset, keep: Structure | None, alpha: float, score: str) -> Generator[Progress, None, TableFit]:
    """Code ``dataset``'s categorical columns and class as nodes and fit the structure. ``keep``: the structure
    to keep (the same table, a column's kind changed), or None (another table)."""
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
    complete = complete_rows(table.X)
    fitted = fit_structure(table.X, table.states, structure, alpha, score, complete)
    yield Progress(1, 1, ENCODING)
    return TableFit(table, fitted, n_categorical, complete)
