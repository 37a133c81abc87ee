"""Counting for the one-dependent estimators: |D_c,x_i,x_j| for every class and every pair of attribute values.

The attribute values are laid out as *slots*: attribute i's level v is slot ``starts[i] + v`` (S slots in all).
``_fused.pair_counts`` returns the table N[c, s, t] = the number of class-c rows holding both slot s and slot t; its
diagonal N[c, s, s] is |D_c,x_i=v|, and every count the estimators need (eqs. 7.21–7.25) is read from it. A missing
value (code -1) holds no slot, so a row is counted for exactly the pairs whose two values it has.

Counted by one ``np.bincount`` per attribute and group of attributes (:mod:`~bayesgui.core.semi_naive._fused`);
``by_pairs`` counts one pair at a time, the plain way.
"""

from __future__ import annotations

import numpy as np

CHUNK_ROWS = 1 << 16
"""Rows counted at a time (one step of ``iter_fit``)."""


def slot_starts(levels: np.ndarray) -> np.ndarray:
    """Where each attribute's slots begin; shape (n_features,)."""
    return np.concatenate([[0], np.cumsum(levels)[:-1]]).astype(np.intp)


def by_pairs(X: np.ndarray, yk: np.ndarray, levels: np.ndarray, n_classes: int) -> np.ndarray:
    """N[c, s, t] for the rows of ``X`` (shape (n_classes, S, S)), the plain way: one ``np.bincount`` per pair of
    attributes (the tests' second opinion on ``_fused.pair_counts``).

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
