"""The range, decimals and step of the query form's number fields, read from the data (Qt-free).

The training job computes them in the worker (``train_model`` yields a ``FeatureRanges``), so that the form that
appears after training does not read a million rows per feature on the GUI thread; ``spin_setup`` is also the
form's fallback for a table it has no ranges for.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
import pandas as pd

if TYPE_CHECKING:
    from bayesgui.data import Dataset

MAX_DECIMALS = 6
DECIMALS_SAMPLE = 2000  # values looked at to choose the decimals
MAX_FIELDS = 300  # features with a number field at most (the form's MAX_CONTROLS)
NUMBER_KINDS = ("continuous", "count")


@dataclass(frozen=True, eq=False)
class FeatureRanges:
    """``spin_setup`` of every number feature of ``dataset`` (the object, compared by identity).

    ``ranges`` maps (column, kind) to (minimum, maximum, decimals, step).
    """

    dataset: Dataset
    ranges: Mapping[tuple[str, str], tuple[float, float, int, float]]


def feature_ranges(dataset: Dataset) -> FeatureRanges:
    """``spin_setup`` of the first ``MAX_FIELDS`` continuous and count features of ``dataset``."""
    frame, kinds = dataset.frame, dataset.kinds
    names = [n for n in dataset.feature_names if kinds.get(n) in NUMBER_KINDS][:MAX_FIELDS]
    return FeatureRanges(dataset, {(n, kinds[n]): spin_setup(frame[n], kinds[n]) for n in names})


def decimals_needed(values: np.ndarray) -> int:
    """The fewest decimals (up to MAX_DECIMALS) that write the values exactly (judged on a sample)."""
    values = values[:: max(1, values.size // DECIMALS_SAMPLE)]
    for decimals in range(MAX_DECIMALS + 1):
        if np.allclose(np.round(values, decimals), values, rtol=0, atol=1e-9):
            return decimals
    return MAX_DECIMALS


def spin_setup(column: pd.Series | None, kind: str) -> tuple[float, float, int, float]:
    """(minimum, maximum, decimals, step) of a number field: the data's range widened by its spread."""
    values = np.array([], dtype=np.float64)
    low, high = 0.0, 1.0
    if column is not None:
        if isinstance(column.dtype, np.dtype) and column.dtype.kind in "iuf":  # numbers already: no copy
            numbers = column.to_numpy()
        else:
            numbers = pd.to_numeric(column, errors="coerce").to_numpy(dtype=np.float64, na_value=np.nan)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)  # every value missing: NaN, handled below
            ends = (float(np.nanmin(numbers)), float(np.nanmax(numbers))) if numbers.size else (np.nan, np.nan)
        if not np.isfinite(ends).all():  # an infinity (rare): the finite values only
            numbers = numbers[np.isfinite(numbers)]
            ends = (float(numbers.min()), float(numbers.max())) if numbers.size else (np.nan, np.nan)
        sample = np.asarray(numbers[:: max(1, numbers.size // DECIMALS_SAMPLE)], dtype=np.float64)
        values = sample[np.isfinite(sample)]  # the decimals are judged on a sample (they need no more)
        if np.isfinite(ends).all():
            low, high = ends
    spread = high - low or max(abs(high), 1.0)
    if kind == "count":
        return max(0.0, math.floor(low - spread)), math.ceil(high + spread), 0, 1.0
    step = 10.0 ** math.floor(math.log10(spread / 20))
    decimals = min(MAX_DECIMALS, max(decimals_needed(values) if values.size else 0, -math.floor(math.log10(step))))
    return low - spread, high + spread, decimals, step
