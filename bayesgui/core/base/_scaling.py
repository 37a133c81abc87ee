"""Columns too large or too small for float64 arithmetic, worked with in units of an exact power of two.

A column whose largest |value| lies beyond ``high`` (its squares would overflow) or, for the models that ask,
below ``low`` (its variance would underflow) is divided by ``2**e``, with ``e`` the binary exponent of that
largest value, so the model sees values of magnitude in [0.5, 1). ``np.ldexp`` does this exactly in floating
point (except for values that become subnormal). Columns in range keep ``e = 0`` and are never touched, so
ordinary data take exactly the unscaled code path.

For the Gaussian models the posteriors are invariant to a per-column scale (the Jacobian ``2**-e`` is the
same for every class), so they are exactly those of the model fitted in the original units. For logistic
regression and the SVM the scale changes what the regularisation penalises, so they scale only the columns
that would otherwise overflow.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import BoolArray, FloatArray, IntArray
from bayesgui.core.note import SCALED_NOTE, Note

#: Gaussian models: scale a column whose largest |value| is beyond 2**100 (about 1.3e30) or below 2**-100.
GAUSSIAN_RANGE = (2.0**-100, 2.0**100)
#: Logistic regression, the SVM: scale only a column beyond 1e150 (squares and products would overflow).
OVERFLOW_RANGE = (0.0, 1e150)
_HEAD_ROWS = 64


def column_exponents(X: FloatArray, columns: BoolArray, low: float, high: float) -> IntArray | None:
    """The exponent ``e_j`` of every column (0 where in range or not in ``columns``), or None when all are 0.

    One whole-array min / max decides the usual case (no huge value); a tiny column is ruled out by the first
    rows (any |value| >= ``low`` there), so only the columns left in doubt are read in full.
    """
    if not columns.any() or X.shape[0] == 0:
        return None
    lo, hi = X.min(), X.max()  # NaN when a value is missing: then every column is looked at
    doubt = np.zeros(X.shape[1], dtype=bool)
    if not (-high <= lo and hi <= high):
        doubt |= columns
    if low > 0:
        with np.errstate(invalid="ignore"):
            head = np.fmax.reduce(np.abs(X[:_HEAD_ROWS]), axis=0)
        doubt |= columns & ~(head >= low)
    if not doubt.any():
        return None
    top = np.zeros(X.shape[1])
    with np.errstate(invalid="ignore"):
        part = np.abs(X[:, doubt])
        top[doubt] = np.fmax.reduce(part, axis=0) if part.shape[0] else 0.0
    top = np.nan_to_num(top, nan=0.0)
    scale = doubt & np.isfinite(top) & (top > 0) & ((top > high) | (top < low))
    if not scale.any():
        return None
    exponent = np.zeros(X.shape[1], dtype=np.int64)
    exponent[scale] = np.frexp(top[scale])[1]
    return exponent


def scale(X: FloatArray, exponent: IntArray, *, name: str = "X") -> FloatArray:
    """``X / 2**exponent`` per column (a new array); a ValueError naming the column where a value overflows."""
    with np.errstate(over="ignore"):
        out = np.ldexp(X, -exponent)
    with np.errstate(over="ignore", invalid="ignore"):
        if np.isfinite(out.sum()) or not np.isinf(out).any():
            return out
    overflow = np.isinf(out) & np.isfinite(X)
    if overflow.any():
        row, col = np.argwhere(overflow)[0]
        raise ValueError(
            f"{name} column {col} holds {X[row, col]:.3g} at row {row}, so far beyond the training values of that "
            f"column (about 2^{int(exponent[col])}) that the model cannot compute with it; check the value's unit."
        )
    return out


def check_exponent(exponent: ArrayLike, n_features: int) -> IntArray:
    """A saved ``feature_exponent_`` as an int array of one exponent per feature (a ValueError otherwise)."""
    arr = np.asarray(exponent, dtype=np.float64).reshape(-1)
    if arr.size != n_features or not np.all(np.isfinite(arr)) or np.any(arr != np.round(arr)):
        raise ValueError(f"feature_exponent_ must hold {n_features} whole numbers, got {exponent!r}.")
    if np.any(np.abs(arr) > 1100):
        raise ValueError("feature_exponent_ holds an exponent beyond the range of float64 (|e| > 1100).")
    return arr.astype(np.int64)


def scaled_notes(exponent: IntArray | None, names: list[str], row: FloatArray) -> list[Note]:
    """One note per scaled column: the unit its parameters are in, and the (scaled) value of ``row``."""
    if exponent is None:
        return []
    return [Note(SCALED_NOTE, names[j], int(exponent[j]), f"{row[j]:.6g}") for j in np.flatnonzero(exponent)]
