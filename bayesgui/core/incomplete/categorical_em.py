"""The E and M steps shared by EM on categorical data: latent class models and semi-supervised naive Bayes.

A row x_i = (x_i1, ..., x_im) of category codes (NaN: missing) has, given class k,
P(x_i | k) = prod_j theta_kj[x_ij] over its *observed* columns: a missing value is summed out, which for
a categorical distribution multiplies by 1. The E step is the posterior P(k | x_i) ∝ w_k P(x_i | k); the
M step counts, class by class, the rows' (expected) class memberships: theta_kj[l] ∝ alpha +
sum_i r_ik [x_ij = l] over the rows where column j is observed.

Arrays are class-major: log-joints and memberships have shape (K, n_samples).
"""

from __future__ import annotations

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray, IntArray
from bayesgui.core.base._validation import as_2d_float
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP


class CategoricalCodes:
    """Category codes of a table, column by column, with the missing values in their own slot.

    Parameters
    ----------
    X : array-like of shape (n_samples, n_features)
        Integer codes 0, 1, ... as numbers; NaN is missing.
    n_levels : array-like of int, shape (n_features,), optional
        Levels per column (default: the largest code + 1, at least 1).

    Attributes
    ----------
    slots : ndarray of int, shape (n_features, n_samples)
        The codes, feature-major; a missing value is ``n_levels[j]`` (one slot past the levels).
    n_levels : ndarray of int, shape (n_features,)
    """

    def __init__(self, X: ArrayLike, n_levels: ArrayLike | None = None) -> None:
        X = as_2d_float(X)
        observed = ~np.isnan(X)
        values = X[observed]
        if values.size and (not np.isfinite(values).all() or (values < 0).any() or (values != np.round(values)).any()):
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "Category codes must be whole numbers 0, 1, 2, ... (NaN for a missing value).",
                    ),
                )
            )
        top = np.where(observed, X, -1).max(axis=0).astype(np.int64) + 1
        levels = np.maximum(top, 1) if n_levels is None else np.asarray(n_levels, dtype=np.int64)
        if levels.shape != (X.shape[1],):
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "n_levels must give one count per column ({0}), got shape {1}."),
                    X.shape[1], levels.shape,
                )
            )
        if (top > levels).any():
            j = int(np.flatnonzero(top > levels)[0])
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "Column {0} holds code {1} but has only {2} levels."),
                    j, top[j] - 1, levels[j],
                )
            )
        self.n_samples, self.n_features = X.shape
        self.n_levels: IntArray = levels
        self.slots = np.where(observed, X, levels).T.astype(np.intp)

    def log_joint(self, log_weights: FloatArray, log_tables: list[FloatArray]) -> FloatArray:
        """log w_k + sum_j log theta_kj[x_ij] over the observed columns; shape (K, n_samples).

        Parameters
        ----------
        log_weights : ndarray of shape (K,)
        log_tables : list of ndarray of shape (K, n_levels[j])
        """
        out: FloatArray = np.empty((log_weights.size, self.n_samples))
        out[:] = log_weights[:, None]
        for slots, table in zip(self.slots, log_tables, strict=True):
            padded = np.concatenate([table, np.zeros((table.shape[0], 1))], axis=1)  # the missing slot: log 1
            out += np.take(padded, slots, axis=1)
        return out

    def counts(self, member_T: FloatArray) -> list[FloatArray]:
        """Expected counts sum_i r_ik [x_ij = l] of every observed level; one (K, n_levels[j]) per column.

        Parameters
        ----------
        member_T : ndarray of shape (K, n_samples)
            Each row's (expected) membership of each class.
        """
        tables: list[FloatArray] = []
        for slots, levels in zip(self.slots, self.n_levels, strict=True):
            table = np.empty((member_T.shape[0], levels))
            for k, weights in enumerate(member_T):
                table[k] = np.bincount(slots, weights=weights, minlength=levels + 1)[:levels]
            tables.append(table)
        return tables


def normalise_log(log_joint: FloatArray) -> tuple[FloatArray, FloatArray]:
    """Posteriors and log-normalisers of class-major log-joints (K, n): shapes (K, n) and (n,)."""
    top = log_joint.max(axis=0)
    post = np.exp(log_joint - top)
    total = post.sum(axis=0)
    post /= total
    return post, np.log(total) + top


def smoothed_tables(counts: list[FloatArray], alpha: float) -> list[FloatArray]:
    """theta_kj[l] = (count + alpha) / (row total + L_j alpha); a class that saw nothing gets a uniform row."""
    tables: list[FloatArray] = []
    for table in counts:
        table = table + alpha
        total = table.sum(axis=1, keepdims=True)
        tables.append(np.divide(table, total, out=np.full_like(table, 1.0 / table.shape[1]), where=total > 0))
    return tables


def log_of(tables: list[FloatArray]) -> list[FloatArray]:
    """Elementwise log of every table (log 0 = -inf, without a warning)."""
    with np.errstate(divide="ignore"):
        return [np.log(t) for t in tables]
