"""Continuous and count columns cut into intervals for a model that reads categorical columns only, when the user
chooses bins (``ModelSettings.binning``): each becomes a categorical column whose levels are its intervals,
"[a, b)", and whose edges the schema keeps (so the trained model bins new rows the same way and a saved model
keeps them). The edges come from :mod:`bayesgui.core.binning`."""

from __future__ import annotations

import dataclasses

import numpy as np

from bayesgui.core import binning
from bayesgui.data.columns.kinds import CATEGORICAL, CONTINUOUS, COUNT
from bayesgui.data.columns.schema import Schema

BINNABLE = (CONTINUOUS, COUNT)
"""The kinds of column that bins turn categorical."""


def bin_columns(schema: Schema, X: np.ndarray, method: str, n_bins: int) -> tuple[Schema, np.ndarray]:
    """``schema`` and ``X`` with every continuous and count column binned (codes 0, 1, ...; -1 for missing); the
    same objects when there is none."""
    columns = [j for j, kind in enumerate(schema.kinds) if kind in BINNABLE]
    if not columns:
        return schema, X
    X = np.array(X, dtype=np.float64)
    kinds, levels = list(schema.kinds), list(schema.levels)
    edges: list[tuple[float, ...] | None] = list(schema.edges) if schema.edges else [None] * schema.n_features
    for j in columns:
        found = binning.edges(X[:, j], n_bins, method)
        X[:, j] = binning.codes(X[:, j], found)
        kinds[j], levels[j], edges[j] = CATEGORICAL, binning.labels(found), tuple(float(v) for v in found)
    return dataclasses.replace(schema, kinds=tuple(kinds), levels=tuple(levels), edges=tuple(edges)), X
