"""Input checks shared by the estimators: arrays, labels and hyper-parameters.

Every error says what is wrong and how to fix the input. Bad values raise ``ValueError``; input of the
wrong type (a sparse matrix, an object that is not a number) raises ``TypeError``. The wording follows
scikit-learn's where its common estimator checks look for it ("Complex data not supported",
"Negative values in data", "0 feature(s)", "Unknown label type").
"""

from __future__ import annotations

import warnings
from typing import SupportsFloat, SupportsIndex, TypeAlias, TypeVar

import numpy as np
from numpy.typing import ArrayLike, NDArray

from bayesgui.core.array_types import FloatArray, IntArray, Labels, NumberArray
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

_SMALL_INT_LABELS = 1 << 16
_COMPLEX = QT_TRANSLATE_NOOP("core", "Complex data not supported: {0} holds complex numbers; pass real numbers.")
#: a float target with more distinct values than this, and than half its rows, is taken as continuous
_MAX_FLOAT_CLASSES = 50
_A = TypeVar("_A", bound=np.ndarray)  # an array of whichever dtype as_2d gives
#: what a numeric hyper-parameter may be given as (what float() takes; anything else is refused with a message)
_Number: TypeAlias = SupportsFloat | SupportsIndex | str


class DataConversionWarning(UserWarning):
    """The input was accepted after a conversion the caller may not have intended (a column-vector y)."""


def as_2d_float(X: ArrayLike, *, name: str = "X") -> FloatArray:
    """``X`` as a float64 array of shape (n_samples, n_features); NaN is allowed (missing)."""
    _reject_sparse(X, name)
    if getattr(getattr(X, "dtype", None), "kind", None) == "c":
        raise ValueError(Note(_COMPLEX, name))
    try:
        arr = np.asarray(X, dtype=np.float64)
    except (TypeError, ValueError) as exc:
        if np.iscomplexobj(X):
            raise ValueError(Note(_COMPLEX, name)) from None
        raise type(exc)(
            Note(
                QT_TRANSLATE_NOOP(
                    "core", "{0} must hold numbers only; convert text columns to category codes first ({1})."
                ),
                name, exc,
            )
        ) from None  # fmt: skip
    return _check_2d(arr, name)


def as_2d(X: ArrayLike, *, name: str = "X") -> NumberArray:
    """``X`` as a numeric 2-D array without copying integer input to float."""
    _reject_sparse(X, name)
    arr = np.asarray(X)
    if arr.dtype.kind not in "iuf b":
        return as_2d_float(arr, name=name)
    return _check_2d(arr, name)


def _reject_sparse(X: object, name: str) -> None:
    if hasattr(X, "tocsr") and hasattr(X, "nnz"):
        raise TypeError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core", "{0} is a sparse matrix, but dense data is required; convert it with {0}.toarray()."
                ),
                name,
            )
        )


def _check_2d(arr: _A, name: str) -> _A:
    if arr.ndim == 1:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core",
                    "{0} must be 2-D of shape (n_samples, n_features) but is 1-D. Reshape your data: "
                    "{0}.reshape(-1, 1) for a single feature or {0}.reshape(1, -1) for a single sample.",
                ),
                name,
            )
        )
    if arr.ndim != 2:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("core", "{0} must be 2-D of shape (n_samples, n_features), got shape {1}."),
                name, arr.shape,
            )
        )  # fmt: skip
    if arr.shape[0] == 0:
        raise ValueError(Note(QT_TRANSLATE_NOOP("core", "{0} has no rows; at least one sample is needed."), name))
    if arr.shape[1] == 0:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core",
                    "{0} has 0 feature(s) (shape={1}) while a minimum of 1 is required; give the model at least one "
                    "column.",
                ),
                name, arr.shape,
            )
        )  # fmt: skip
    return arr


def check_n_features(X: NDArray[np.generic], expected: int, who: str = "the model") -> None:
    """Raise unless ``X`` has the ``expected`` number of columns (``who`` names the model)."""
    if X.shape[1] != expected:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core",
                    "X has {0} features, but {1} is expecting {2} features as input; pass the same columns, in the "
                    "same order, as at training time.",
                ),
                X.shape[1], who, expected,
            )
        )  # fmt: skip


def reject_infinite(X: NDArray[np.generic], *, name: str = "X", first_row: int = 0) -> None:
    """Raise, naming the first bad cell, when a float array holds +-inf (``first_row``: the row of X[0])."""
    if X.dtype.kind != "f" or X.size == 0:
        return
    with np.errstate(over="ignore", invalid="ignore"):  # huge finite values may overflow the sum: checked below
        if np.isfinite(X.sum()):  # one cheap pass in the usual case
            return
    bad = np.isinf(X)
    if bad.any():
        row, col = np.argwhere(bad)[0]
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core",
                    "{0} holds an infinite value at row {1}, column {2}; replace it with a finite number or with NaN "
                    "(missing).",
                ),
                name, first_row + row, col,
            )
        )  # fmt: skip


MAX_MAGNITUDE = 1e150
"""The largest |value| a count column (or an unscaled column at prediction) may hold: its square, summed over rows,
stays finite. A real-valued column beyond it is fitted in units of a power of two instead
(``core/base/_scaling.py``)."""
# The bound as a float64 scalar: compared with a float32 array's values it promotes them to float64, whereas the
# Python float would be cast to float32 (1e150 overflows to inf, with an "overflow encountered in cast" warning).
_LIMIT = np.float64(MAX_MAGNITUDE)


def reject_huge(X: NDArray[np.generic], *, name: str = "X") -> None:
    """Raise, naming the first column, when a float array holds a finite value beyond +-``MAX_MAGNITUDE``.

    Squares and products of larger values overflow float64 (1e308), so no variance, covariance or
    gradient could be computed; the message says how to rescale the column.
    """
    if X.dtype.kind != "f" or X.size == 0:
        return
    if _in_range(X):
        return
    top = np.maximum(X.max(axis=0), -X.min(axis=0))  # NaN where a column has a missing value
    unsure = np.isnan(top)
    if unsure.any():
        top[unsure] = np.nanmax(np.abs(X[:, unsure]), axis=0, initial=0.0)
    bad = np.flatnonzero((top > _LIMIT) & np.isfinite(top))
    if bad.size:
        j = int(bad[0])
        power = int(np.floor(np.log10(top[j])))
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core",
                    "{0} column {1} holds values as large as {2}; squares of values beyond {3} overflow, so the model "
                    "cannot be computed. Rescale column {1} (for example divide it by 1e{4}, or express it in larger "
                    "units) in the training and the prediction data.",
                ),
                name, j, f"{top[j]:.3g}", f"{MAX_MAGNITUDE:.0e}", power,
            )
        )  # fmt: skip


def _in_range(X: NDArray[np.generic]) -> bool:
    """Every value within +-``MAX_MAGNITUDE`` (so finite); False with a NaN. Two fast whole-array reductions."""
    return bool(-_LIMIT <= X.min() and X.max() <= _LIMIT)


def reject_infinite_or_huge(X: NDArray[np.generic], *, name: str = "X") -> None:
    """``reject_infinite`` then ``reject_huge``, after one shared look at the whole array's range (the usual case)."""
    if X.dtype.kind == "f" and X.size and _in_range(X):
        return  # finite, in range and without NaN: nothing to search for
    reject_infinite(X, name=name)
    reject_huge(X, name=name)


def encode_labels(y: ArrayLike, n_samples: int) -> tuple[Labels, IntArray]:
    """Sorted class labels and each sample's class index, as ``np.unique(y, return_inverse=True)``."""
    labels = _as_labels(y, n_samples)
    if labels.dtype.kind in "iu" and labels.size and labels.min() >= 0 and labels.max() < _SMALL_INT_LABELS:
        present = np.bincount(labels)  # fast path for integer codes: no sort
        classes = np.flatnonzero(present).astype(labels.dtype)
        lookup = np.full(present.size, -1, dtype=np.intp)
        lookup[classes] = np.arange(classes.size)
        return classes, lookup[labels]
    classes, index = np.unique(labels, return_inverse=True)
    return classes, index.astype(np.intp, copy=False)


def index_labels(y: ArrayLike, classes: Labels, n_samples: int) -> IntArray:
    """Each sample's index into the known ``classes``; unknown labels raise a ValueError."""
    y = _as_labels(y, n_samples)
    if y.dtype.kind in "iu" and classes.dtype.kind in "iu" and y.size and y.min() >= 0:
        top = int(max(y.max(), classes.max())) + 1
        if top < _SMALL_INT_LABELS:
            lookup = np.full(top, -1, dtype=np.intp)
            lookup[classes] = np.arange(classes.size)
            index = lookup[y]
            if (index < 0).any():
                _raise_unknown(y[index < 0], classes)
            return index
    index = np.searchsorted(classes, y)
    index = np.clip(index, 0, classes.size - 1)
    unknown = classes[index] != y
    if unknown.any():
        _raise_unknown(y[unknown], classes)
    return index


def _raise_unknown(labels: Labels, classes: Labels) -> None:
    raise ValueError(
        Note(
            QT_TRANSLATE_NOOP(
                "core",
                "y holds labels {0} that are not among the classes {1}; pass every class in `classes=` on the first "
                "partial_fit call.",
            ),
            sorted(set(labels.tolist()))[:5], classes.tolist(),
        )
    )  # fmt: skip


def _as_labels(y: ArrayLike | None, n_samples: int) -> Labels:
    if y is None:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core", "This classifier requires y to be passed, but the target y is None; pass the class labels."
                )
            )
        )
    labels = np.asarray(y)
    if labels.ndim == 2 and labels.shape[1] == 1:
        warnings.warn(
            "A column-vector y was passed when a 1d array was expected; it was flattened. "
            "Pass y of shape (n_samples,), for example y.ravel().",
            DataConversionWarning,
            stacklevel=4,
        )
        labels = labels.ravel()
    if labels.ndim != 1:
        raise ValueError(
            Note(QT_TRANSLATE_NOOP("core", "y must be 1-D with one label per sample, got shape {0}."), labels.shape)
        )
    if labels.shape[0] != n_samples:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("core", "X has {0} rows but y has {1} labels; they must match."),
                n_samples, labels.shape[0],
            )
        )  # fmt: skip
    if labels.dtype.kind == "f":
        _check_float_labels(labels)
    elif labels.dtype.kind == "c":
        raise ValueError(
            Note(QT_TRANSLATE_NOOP("core", "Unknown label type: complex; class labels must be integers or text."))
        )
    if labels.dtype.kind == "O" and any(v is None for v in labels):
        raise ValueError(
            Note(QT_TRANSLATE_NOOP("core", "y has missing labels (None); drop unlabelled rows before fitting."))
        )
    return labels


def _check_float_labels(y: FloatArray) -> None:
    """Float labels must be whole numbers: 0.0, 1.0, ... are classes, 0.37 is a regression target."""
    bad = ~np.isfinite(y)
    if bad.any():
        row = int(np.flatnonzero(bad)[0])
        what = "NaN" if np.isnan(y[row]) else Note(QT_TRANSLATE_NOOP("core", "infinity"))
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("core", "Input y contains {0} (row {1}); drop unlabelled rows before fitting."),
                what, row,
            )
        )  # fmt: skip
    fractional = y != np.round(y)
    if fractional.any():
        _raise_continuous(Note(QT_TRANSLATE_NOOP("core", "fractional values such as {0}"), f"{y[fractional][0]:g}"))
    distinct = np.unique(y).size
    if distinct > _MAX_FLOAT_CLASSES and 2 * distinct > y.size:
        _raise_continuous(Note(QT_TRANSLATE_NOOP("core", "{0} distinct numbers in {1} rows"), distinct, y.size))


def _raise_continuous(what: Note) -> None:
    raise ValueError(
        Note(
            QT_TRANSLATE_NOOP(
                "core",
                "Unknown label type: continuous. The target y looks continuous ({0}); choose a categorical target, or "
                "bin this column into a few classes first.",
            ),
            what,
        )
    )


def check_non_negative_number(value: _Number, name: str) -> float:
    """``value`` as a finite float >= 0, else a ValueError naming the parameter."""
    number = _as_number(value, name)
    if not np.isfinite(number) or number < 0:
        raise ValueError(Note(QT_TRANSLATE_NOOP("core", "{0} must be a finite number >= 0, got {1}."), name, number))
    return number


def check_positive_number(value: _Number, name: str) -> float:
    """``value`` as a finite float > 0, else a ValueError naming the parameter."""
    number = _as_number(value, name)
    if not np.isfinite(number) or number <= 0:
        raise ValueError(Note(QT_TRANSLATE_NOOP("core", "{0} must be a finite number > 0, got {1}."), name, number))
    return number


def _as_number(value: _Number, name: str) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        raise ValueError(
            Note(QT_TRANSLATE_NOOP("core", "{0} must be a number, got {1}."), name, repr(value))
        ) from None


def check_class_prior(class_prior: ArrayLike, n_classes: int) -> FloatArray:
    prior = np.asarray(class_prior, dtype=np.float64).ravel()
    if prior.size != n_classes:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("core", "class_prior has {0} values but there are {1} classes."),
                prior.size, n_classes,
            )
        )  # fmt: skip
    if not np.all(np.isfinite(prior)) or np.any(prior <= 0):
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core", "class_prior values must be finite and > 0 (a zero prior rules a class out forever)."
                )
            )
        )
    if not np.isclose(prior.sum(), 1.0, rtol=0, atol=1e-9):
        raise ValueError(
            Note(QT_TRANSLATE_NOOP("core", "class_prior must sum to 1, but sums to {0}."), f"{prior.sum():.12g}")
        )
    return prior


def check_int(value: object, name: str, minimum: int) -> int:
    """``value`` as an int >= ``minimum`` (bool refused), else a ValueError naming the parameter."""
    if isinstance(value, bool) or not isinstance(value, int | np.integer) or value < minimum:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("core", "{0} must be an integer >= {1}, got {2}."),
                name, minimum, repr(value),
            )
        )  # fmt: skip
    return int(value)
