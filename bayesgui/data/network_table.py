"""A dataset as a Bayesian network's data: its categorical columns and its class as nodes, coded 0, 1, ... (each
column's values in the order they first appear; -1 marks a missing cell). Continuous and count columns are left
out with a notice (a network's nodes are categorical)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from bayesgui.data.dataset import Dataset
from bayesgui.data.errors import DataError

__all__ = ["NetworkTable", "network_table"]


@dataclass(frozen=True)
class NetworkTable:
    """``names`` (the nodes: the categorical features, then the class if any), ``X`` (codes, shape (rows, nodes)),
    ``states`` (each node's values), ``left_out`` (the other feature columns)."""

    names: tuple[str, ...]
    X: np.ndarray
    states: tuple[tuple[str, ...], ...]
    left_out: tuple[str, ...]

    @property
    def cards(self) -> list[int]:
        return [max(len(s), 1) for s in self.states]

    @property
    def n_incomplete(self) -> int:
        """Rows with a missing cell."""
        return int((self.X < 0).any(axis=1).sum())


def network_table(dataset: Dataset) -> NetworkTable:
    """The nodes and codes of ``dataset`` (a DataError when fewer than two categorical columns remain)."""
    names = [c for c in dataset.feature_names if dataset.kinds[c] == "categorical"]
    if dataset.target is not None:
        names.append(dataset.target)
    left_out = tuple(c for c in dataset.feature_names if dataset.kinds[c] != "categorical")
    if len(names) < 2:
        raise DataError(
            f"{dataset.source.name}: a Bayesian network needs two categorical columns or more; this table has "
            f"{len(names)}. Mark columns as categorical with --kind COL=categorical."
        )
    frame = dataset.frame
    states = tuple(dataset.levels(c) for c in names)
    codes = np.column_stack(
        [
            pd.Categorical(frame[c].astype("string"), categories=list(s)).codes
            for c, s in zip(names, states, strict=True)
        ]
    ).astype(np.int64)
    return NetworkTable(tuple(names), codes, states, left_out)
