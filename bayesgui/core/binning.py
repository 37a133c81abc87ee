"""Binning a continuous column into intervals, for the models that read categorical attributes only (SPODE, TAN,
AODE, a Bayesian network): a continuous column is used only when the user chooses bins, else it is left out.

* equal width: N intervals of the same width between the column's least and greatest value,
  e_k = min + k · (max − min) / N;
* equal frequency: the edges are the column's quantiles at k/N (numpy's default, linear interpolation between
  the sorted values), so that each interval holds about |D|/N rows; edges that coincide (many equal values) are
  merged, so the column may get fewer than N intervals.

``edges`` returns every boundary, the least value first and the greatest last (N + 1 numbers); a value x falls
into interval k when e_k ≤ x < e_{k+1} (the last interval includes its right end). The fitted edges are kept with
the model, so that new rows are binned the same way; a new value below the least or above the greatest falls into
the first or the last interval. A missing value (NaN) stays missing (code -1).
"""

from __future__ import annotations

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray, IntArray
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

METHODS = ("equal-width", "equal-frequency")


def edges(values: ArrayLike, n_bins: int, method: str = "equal-width") -> FloatArray:
    """The boundaries of the intervals of ``values`` (NaN ignored): shape (n + 1,), increasing, n ≤ ``n_bins``.

    A column with one distinct value (or none) gets one interval."""
    if method not in METHODS:
        raise ValueError(
            Note(QT_TRANSLATE_NOOP("core", "Bins must be one of {0}, got {1}."), ", ".join(METHODS), repr(method))
        )
    if isinstance(n_bins, bool) or not isinstance(n_bins, int | np.integer) or n_bins < 1:
        raise ValueError(
            Note(QT_TRANSLATE_NOOP("core", "The number of bins must be 1 or more, got {0}."), repr(n_bins))
        )
    x = np.asarray(values, dtype=np.float64).ravel()
    x = x[~np.isnan(x)]
    if x.size == 0:
        return np.array([0.0, 0.0])
    low, high = float(x.min()), float(x.max())
    if low == high:
        return np.array([low, high])
    if method == "equal-width":
        found = low + (high - low) * np.arange(n_bins + 1) / n_bins
    else:
        found = np.quantile(x, np.arange(n_bins + 1) / n_bins)
    found[0], found[-1] = low, high
    return np.unique(found)  # sorted; equal quantiles merged


def codes(values: ArrayLike, boundaries: ArrayLike) -> IntArray:
    """The interval of each value (0, 1, ..., len(boundaries) - 2), -1 for NaN; beyond the ends: the end
    intervals."""
    x = np.asarray(values, dtype=np.float64)
    inner = np.asarray(boundaries, dtype=np.float64)[1:-1]
    found = np.searchsorted(inner, x, side="right").astype(np.int64)
    found[np.isnan(x)] = -1
    return found


def labels(boundaries: ArrayLike, digits: int = 4) -> tuple[str, ...]:
    """Each interval as text, "[a, b)" (the last "[a, b]"), with ``digits`` significant digits, more where two
    edges would otherwise read the same."""
    e = np.asarray(boundaries, dtype=np.float64)
    while digits < 17 and len({format(v, f".{digits}g") for v in e}) < e.size:
        digits += 1
    text = [format(v, f".{digits}g") for v in e]
    n = e.size - 1
    return tuple(f"[{text[k]}, {text[k + 1]}{']' if k == n - 1 else ')'}" for k in range(n))
