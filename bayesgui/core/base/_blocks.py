"""Per-class sums over rows, computed block by block as small matrix products.

Summing the rows of each class is a product of a one-hot (n_classes x block) matrix with the block;
blocks of a few thousand rows keep every temporary in cache, so ``X`` is read from memory once.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np

from bayesgui.core.array_types import FloatArray, IntArray

BLOCK_ROWS = 8192


def row_blocks(n_rows: int, size: int = BLOCK_ROWS) -> Iterator[slice]:
    for start in range(0, n_rows, size):
        yield slice(start, min(start + size, n_rows))


def one_hot_T(yk: IntArray, n_classes: int) -> FloatArray:
    """Class-major indicator matrix of shape (n_classes, len(yk))."""
    indicator: FloatArray = (yk == np.arange(n_classes)[:, None]).astype(np.float64)
    return indicator

