"""Turning class-major log scores into probabilities, one way everywhere (so every view agrees)."""

from __future__ import annotations

import numpy as np

from bayesgui.core.array_types import FloatArray


def normalize_T(log_scores: FloatArray) -> FloatArray:
    """Posterior probabilities from log joint scores of shape (n_classes, n_samples), in place.

    Each column is shifted by its maximum before ``exp`` so nothing overflows or underflows to 0/0.
    """
    log_scores -= log_scores.max(axis=0)
    np.exp(log_scores, out=log_scores)
    log_scores /= log_scores.sum(axis=0)
    return log_scores


def logsumexp_T(log_scores: FloatArray) -> FloatArray:
    """log sum exp of each column of ``log_scores`` (n_classes, n_samples), as ``scipy.special.logsumexp(.., axis=0)``:
    shifted by the column's maximum; a column of -inf gives -inf. (numpy only: scipy costs ~0.2 s to import.)"""
    top = log_scores.max(axis=0)
    top[~np.isfinite(top)] = 0.0
    with np.errstate(divide="ignore"):  # a column of -inf: log 0 = -inf, as scipy gives
        out: FloatArray = np.log(np.exp(log_scores - top).sum(axis=0)) + top
    return out


def xlogy_dot_T(log_table: FloatArray, X: FloatArray) -> FloatArray:
    """``log_table @ X.T`` with 0 * log 0 taken as 0, shape (n_classes, n_samples).

    ``log_table`` (n_classes, n_features) may hold -inf (a probability or rate of 0); a sample gets
    -inf for a class only where it has a positive count on such a feature.
    """
    finite = np.isfinite(log_table)
    if finite.all():
        return log_table @ X.T
    out = np.where(finite, log_table, 0.0) @ X.T
    hits = (~finite).astype(np.float64) @ (X > 0).T
    out[hits > 0] = -np.inf
    return out
