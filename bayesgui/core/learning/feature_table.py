"""One feature's part of a naive Bayes look-up table (:mod:`bayesgui.core.learning.lookup`): its kind and the arrays
that kind stores, shared by the table, its scorer (:mod:`~bayesgui.core.learning.table_scorer`) and its files."""

from __future__ import annotations

from dataclasses import dataclass

from bayesgui.core.array_types import FloatArray

__all__ = ["BINNED", "CATEGORICAL", "CONTINUOUS", "COUNT", "FeatureTable", "held"]

CATEGORICAL, CONTINUOUS, COUNT, BINNED = "categorical", "continuous", "count", "binned"


@dataclass(frozen=True, eq=False)
class FeatureTable:
    """One feature's part of the table; arrays are class-major (one row per class).

    ``probability`` (K, L), ``count`` (K, L) and ``total`` (K,) for a categorical feature; ``mean`` and
    ``variance`` (K,) for a continuous one (NaN: the class never showed a value, factor 1); ``rate`` and
    ``total`` (the observed values, K,) for a count (NaN likewise); ``probability`` (K, B) and the B - 1 inner
    ``edges`` for a binned continuous one (bin b holds edges[b-1] <= x < edges[b]; a class without values: NaN,
    factor 1). ``exponent``: the model works with the column as x / 2**exponent.
    """

    kind: str
    probability: FloatArray | None = None
    count: FloatArray | None = None
    total: FloatArray | None = None
    mean: FloatArray | None = None
    variance: FloatArray | None = None
    rate: FloatArray | None = None
    edges: FloatArray | None = None
    exponent: int = 0


def held(values: FloatArray | None) -> FloatArray:
    """An array of a ``FeatureTable`` that its kind holds (the class docstring says which); a ValueError if absent."""
    if values is None:
        raise ValueError("This feature's kind holds no such array.")
    return values

