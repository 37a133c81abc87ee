"""Counting for the one-dependent estimators: |D_c,x_i,x_j| for every class and every pair of attribute values.

The attribute values are laid out as *slots*: attribute i's level v is slot ``starts[i] + v`` (S slots in all).
``pair_counts`` returns the table N[c, s, t] = the number of class-c rows holding both slot s and slot t; its
diagonal N[c, s, s] is |D_c,x_i=v|, and every count the estimators need (eqs. 7.21–7.25) is read from it. A missing
value (code -1) holds no slot, so a row is counted for exactly the pairs whose two values it has.

Two ways to count, whichever costs less: one-hot rows multiplied as matrices (BLAS; n·S² operations, cheap when
attributes have few levels), or one ``np.bincount`` of combined codes per pair of attributes (n·d² operations).
"""

from __future__ import annotations

import numpy as np

CHUNK_ROWS = 1 << 16
"""Rows counted at a time (one step of ``iter_fit``)."""


def slot_starts(levels: np.ndarray) -> np.ndarray:
    """Where each attribute's slots begin; shape (n_features,)."""
    return np.concatenate([[0], np.cumsum(levels)[:-1]]).astype(np.intp)


def pair_counts(X: np.ndarray, yk: np.ndarray, levels: np.ndarray, n_classes: int) -> np.ndarray:
    """N[c, s, t] for the rows of ``X``; shape (n_classes, S, S).

    Parameters
    ----------
    X : ndarray of int, shape (n_samples, n_features)
        Level codes, -1 for a missing value; every code below ``levels``.
    yk : ndarray of int, shape (n_samples,)
        Class indices.
    levels : ndarray of int, shape (n_features,)
    n_classes : int
    """
    n_slots = int(levels.sum())
    d = X.shape[1]
    if n_slots <= 4 * d:
        return _by_matmul(X, yk, levels, n_classes)
    return _by_bincount(X, yk, levels, n_classes)


def _one_hot(X: np.ndarray, levels: np.ndarray) -> np.ndarray:
    """Rows as 0/1 indicators of their slots (float32: exact up to 2**24 per sum); a missing value: none."""
    n, n_slots = X.shape[0], int(levels.sum())
    out = np.zeros((n, n_slots + 1), dtype=np.float32)  # the last column collects the missing values
    slots = np.where(X >= 0, X + slot_starts(levels), n_slots)
    np.put_along_axis(out, slots, 1.0, axis=1)
    return out[:, :n_slots]


def _by_matmul(X: np.ndarray, yk: np.ndarray, levels: np.ndarray, n_classes: int) -> np.ndarray:
    n_slots = int(levels.sum())
    counts = np.zeros((n_classes, n_slots, n_slots))
    order = np.argsort(yk, kind="stable")
    bounds = np.concatenate([[0], np.cumsum(np.bincount(yk, minlength=n_classes))])
    for c in range(n_classes):
        rows = order[bounds[c] : bounds[c + 1]]
        for start in range(0, rows.size, CHUNK_ROWS):  # float32 sums stay exact (< 2**24)
            hot = _one_hot(X[rows[start : start + CHUNK_ROWS]], levels)
            counts[c] += hot.T @ hot
    return counts


def _by_bincount(X: np.ndarray, yk: np.ndarray, levels: np.ndarray, n_classes: int) -> np.ndarray:
    n_slots = int(levels.sum())
    starts = slot_starts(levels)
    counts = np.zeros((n_classes, n_slots, n_slots))
    d = X.shape[1]
    for i in range(d):
        present_i = X[:, i] >= 0
        for j in range(i, d):
            both = present_i & (X[:, j] >= 0)
            ni, nj = int(levels[i]), int(levels[j])
            key = (yk[both].astype(np.intp) * ni + X[both, i]) * nj + X[both, j]
            table = np.bincount(key, minlength=n_classes * ni * nj).reshape(n_classes, ni, nj)
            counts[:, starts[i] : starts[i] + ni, starts[j] : starts[j] + nj] = table
            if j != i:
                counts[:, starts[j] : starts[j] + nj, starts[i] : starts[i] + ni] = table.transpose(0, 2, 1)
    return counts
