"""Each row's fold from a seeded hash of its position: k-fold and hold-out without holding the table.

In memory, ``Resampling`` deals each class's rows round-robin over the folds in a random order, which needs every
label first. A stream cannot: row i's fold is ``splitmix64(i, seed) mod k`` instead, a fixed function of the row's
position in the table (counted from 0) and the seed, so any chunk, on any machine, knows its rows' folds, and the
same file and seed always give the same folds. Folds are about equal in size (not stratified); the array has the
layout of ``Resampling.folds`` (one repeat), so the in-memory evaluation can be run on the same folds.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import ArrayLike, NDArray

from bayesgui.core.array_types import IntArray
from bayesgui.core.evaluation.resampling import TRAIN_ONLY
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

__all__ = ["hash_folds", "hash_holdout", "position_hash"]

_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MIX_1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX_2 = np.uint64(0x94D049BB133111EB)


def _splitmix64(x: NDArray[np.uint64]) -> NDArray[np.uint64]:
    """Steele, Lea and Flood's SplitMix64 finaliser (uint64 arithmetic wraps, as intended)."""
    z = x + _GOLDEN
    z = (z ^ (z >> np.uint64(30))) * _MIX_1
    z = (z ^ (z >> np.uint64(27))) * _MIX_2
    return z ^ (z >> np.uint64(31))


def position_hash(positions: ArrayLike, seed: int = 0) -> NDArray[np.uint64]:
    """A uint64 hash of each row position (0-based, in the whole table) under ``seed``."""
    at = np.asarray(positions).astype(np.uint64)
    key = _splitmix64(np.array([seed & 0xFFFFFFFFFFFFFFFF], dtype=np.uint64))[0]
    hashed: NDArray[np.uint64] = _splitmix64(at ^ key)
    return hashed


def hash_folds(positions: ArrayLike, k: int, seed: int = 0) -> IntArray:
    """Fold 0..k-1 of the rows at ``positions`` of a table; shape (n_rows,)."""
    if k < 2:
        raise ValueError(Note(QT_TRANSLATE_NOOP("core", "k-fold cross-validation needs k >= 2; got k={0}."), k))
    folds: IntArray = (position_hash(positions, seed) % np.uint64(k)).astype(np.intp)
    return folds


def hash_holdout(positions: ArrayLike, fraction: float, seed: int = 0) -> IntArray:
    """0 for a held-out row (a share ``fraction`` of rows, in expectation), ``TRAIN_ONLY`` (-1) for a training row."""
    if not 0 < fraction < 1:
        raise ValueError(
            Note(QT_TRANSLATE_NOOP("core", "The hold-out fraction must be between 0 and 1; got {0}."), fraction)
        )
    uniform = (position_hash(positions, seed) >> np.uint64(11)).astype(np.float64) * 2.0**-53
    held: IntArray = np.where(uniform < fraction, 0, TRAIN_ONLY).astype(np.intp)
    return held
