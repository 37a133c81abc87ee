"""How many numbers each way of using a model keeps (the "memory of the stored model" of the learning-mode
comparison): an eager model its statistics, a look-up table its entries, a lazy model the rows themselves."""

from __future__ import annotations

from typing import Any

import numpy as np

from bayesgui.core.base.estimator import Classifier
from bayesgui.core.learning.lazy import LazyModel
from bayesgui.core.learning.lookup import LookupTable

__all__ = ["stored_numbers"]


def stored_numbers(stored: Classifier | LookupTable | LazyModel) -> int:
    """The numbers ``stored`` keeps: a fitted estimator (what its saved state holds), a ``LookupTable`` or a
    ``LazyModel`` (its rows and labels)."""
    if isinstance(stored, LookupTable):
        return stored.n_entries
    if isinstance(stored, LazyModel):
        return int(stored.X.size + stored.y.size)
    return _count(stored.fitted_state())


def _count(value: Any) -> int:  # a saved state's value: arrays, numbers, lists and dicts of them
    if isinstance(value, dict):
        return sum(_count(v) for v in value.values())
    if isinstance(value, list | tuple):
        return sum(_count(v) for v in value)
    if isinstance(value, str) or value is None:
        return 0
    return int(np.size(value))
