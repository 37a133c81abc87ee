"""A dataset as a Bayesian network's data: its categorical columns and its class as nodes, coded 0, 1, ... (each
column's values in the order they first appear; -1 marks a missing cell). Continuous and count columns are left
out with a notice (a network's nodes are categorical), unless bins are asked for: then each is cut into intervals
(:mod:`bayesgui.core.binning`), its states the intervals' names "[a, b)"."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from bayesgui.core import binning as bins
from bayesgui.data.columns.binning import BINNABLE
from bayesgui.data.columns.checks import as_numbers
from bayesgui.data.columns.levels import fit_levels
from bayesgui.data.dataset import Dataset
from bayesgui.data.errors import DataError

__all__ = ["NetworkTable", "network_table"]


@dataclass(frozen=True)
class NetworkTable:
    """``names`` (the nodes: the categorical features, then the class if any), ``X`` (codes, shape (rows, nodes)),
    ``states`` (each node's values), ``left_out`` (the other feature columns), ``has_class`` (the last node is the
    class), ``edges`` (a binned column's interval edges, by name)."""

    names: tuple[str, ...]
    X: np.ndarray
    states: tuple[tuple[str, ...], ...]
    left_out: tuple[str, ...]
    has_class: bool = False
    edges: dict[str, tuple[float, ...]] = field(default_factory=dict)

    @property
    def cards(self) -> list[int]:
        return [max(len(s), 1) for s in self.states]

    @property
    def n_incomplete(self) -> int:
        """Rows with a missing cell."""
        return int((self.X < 0).any(axis=1).sum())


def network_table(dataset: Dataset, binning: tuple[str, int] | None = None) -> NetworkTable:
    """The nodes and codes of ``dataset`` (a DataError when fewer than two categorical columns remain);
    ``binning`` (method, number of bins): continuous and count columns binned, not left out."""
    readable = ("categorical", *(BINNABLE if binning is not None else ()))
    names = [c for c in dataset.feature_names if dataset.kinds[c] in readable]
    if dataset.target is not None:
        names.append(dataset.target)
    left_out = tuple(c for c in dataset.feature_names if dataset.kinds[c] not in readable)
    if len(names) < 2:
        raise DataError(
            f"{dataset.source.name}: a Bayesian network needs two categorical columns or more; this table has "
            f"{len(names)}. Mark columns as categorical with --kind COL=categorical, or bin the numbers with --bins."
        )
    frame = dataset.frame
    states, columns, edges = [], [], {}
    for c in names:
        if c != dataset.target and dataset.kinds[c] in BINNABLE:
            assert binning is not None
            numbers = as_numbers(frame[c]).to_numpy(dtype=np.float64)
            found = bins.edges(numbers, binning[1], binning[0])
            edges[c] = tuple(float(v) for v in found)
            states.append(bins.labels(found))
            columns.append(bins.codes(numbers, found))
        else:  # the codes and names Dataset.levels gives (one function: "1" for a float column's 1.0 too)
            codes, levels = fit_levels(frame[c])
            states.append(levels)
            columns.append(codes)
    codes = np.column_stack(columns).astype(np.int64)
    return NetworkTable(tuple(names), codes, tuple(states), left_out, dataset.target is not None, edges)
