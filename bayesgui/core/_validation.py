"""Input checks shared by the estimators: arrays, labels and hyper-parameters.

Every error is a ``ValueError`` whose message says what is wrong and how to fix the input.
"""

from __future__ import annotations

import numpy as np

_SMALL_INT_LABELS = 1 << 16


def as_2d_float(X, *, name: str = "X") -> np.ndarray:
    """``X`` as a float64 array of shape (n_samples, n_features); NaN is allowed (missing)."""
    try:
        arr = np.asarray(X, dtype=np.float64)
    except (TypeError, ValueError) as exc:
        raise ValueError(
            f"{name} must hold numbers only; convert text columns to category codes first ({exc})."
        ) from None
    return _check_2d(arr, name)


def as_2d(X, *, name: str = "X") -> np.ndarray:
    """``X`` as a numeric 2-D array without copying integer input to float."""
    arr = np.asarray(X)
    if arr.dtype.kind not in "iuf b":
        return as_2d_float(arr, name=name)
    return _check_2d(arr, name)


def _check_2d(arr: np.ndarray, name: str) -> np.ndarray:
    if arr.ndim == 1:
        raise ValueError(
            f"{name} must be 2-D of shape (n_samples, n_features) but is 1-D; "
            "use X.reshape(-1, 1) for a single feature or X.reshape(1, -1) for a single sample."
        )
    if arr.ndim != 2:
        raise ValueError(f"{name} must be 2-D of shape (n_samples, n_features), got shape {arr.shape}.")
    if arr.shape[0] == 0:
        raise ValueError(f"{name} has no rows; at least one sample is needed.")
    return arr


def check_n_features(X: np.ndarray, expected: int) -> None:
    if X.shape[1] != expected:
        raise ValueError(
            f"X has {X.shape[1]} features but the model was fitted with {expected}; "
            "pass the same columns, in the same order, as at training time."
        )


def reject_infinite(X: np.ndarray, *, name: str = "X") -> None:
    """Raise, naming the first bad cell, when a float array holds +-inf."""
    if X.dtype.kind != "f":
        return
    bad = np.isinf(X)
    if bad.any():
        row, col = np.argwhere(bad)[0]
        raise ValueError(
            f"{name} holds an infinite value at row {row}, column {col}; "
            "replace it with a finite number or with NaN (missing)."
        )


def encode_labels(y, n_samples: int) -> tuple[np.ndarray, np.ndarray]:
    """Sorted class labels and each sample's class index, as ``np.unique(y, return_inverse=True)``."""
    y = _as_labels(y, n_samples)
    if y.dtype.kind in "iu" and y.size and y.min() >= 0 and y.max() < _SMALL_INT_LABELS:
        present = np.bincount(y)  # fast path for integer codes: no sort
        classes = np.flatnonzero(present).astype(y.dtype)
        lookup = np.full(present.size, -1, dtype=np.intp)
        lookup[classes] = np.arange(classes.size)
        return classes, lookup[y]
    classes, index = np.unique(y, return_inverse=True)
    return classes, index.astype(np.intp, copy=False)


def index_labels(y, classes: np.ndarray, n_samples: int) -> np.ndarray:
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


def _raise_unknown(labels: np.ndarray, classes: np.ndarray) -> None:
    raise ValueError(
        f"y holds labels {sorted(set(labels.tolist()))[:5]} that are not among the classes "
        f"{classes.tolist()}; pass every class in `classes=` on the first partial_fit call."
    )


def _as_labels(y, n_samples: int) -> np.ndarray:
    y = np.asarray(y)
    if y.ndim == 2 and y.shape[1] == 1:
        y = y.ravel()
    if y.ndim != 1:
        raise ValueError(f"y must be 1-D with one label per sample, got shape {y.shape}.")
    if y.shape[0] != n_samples:
        raise ValueError(f"X has {n_samples} rows but y has {y.shape[0]} labels; they must match.")
    if y.dtype.kind == "f" and np.isnan(y).any():
        raise ValueError(
            f"y has a missing label at row {int(np.flatnonzero(np.isnan(y))[0])}; drop unlabelled rows before fitting."
        )
    if y.dtype.kind == "O" and any(v is None for v in y):
        raise ValueError("y has missing labels (None); drop unlabelled rows before fitting.")
    return y


def check_non_negative_number(value, name: str) -> float:
    try:
        value = float(value)
    except (TypeError, ValueError):
        raise ValueError(f"{name} must be a number, got {value!r}.") from None
    if not np.isfinite(value) or value < 0:
        raise ValueError(f"{name} must be a finite number >= 0, got {value}.")
    return value


def check_class_prior(class_prior, n_classes: int) -> np.ndarray:
    prior = np.asarray(class_prior, dtype=np.float64).ravel()
    if prior.size != n_classes:
        raise ValueError(f"class_prior has {prior.size} values but there are {n_classes} classes.")
    if not np.all(np.isfinite(prior)) or np.any(prior <= 0):
        raise ValueError("class_prior values must be finite and > 0 (a zero prior rules a class out forever).")
    if not np.isclose(prior.sum(), 1.0, rtol=0, atol=1e-9):
        raise ValueError(f"class_prior must sum to 1, but sums to {prior.sum():.12g}.")
    return prior
