"""Level names of categorical values, in first-seen order, and codes for them."""

from __future__ import annotations

import numbers
from collections.abc import Sequence

import numpy as np
import pandas as pd

__all__ = ["codes_for_levels", "fit_levels", "level_name"]


def level_name(value: object) -> str:
    """The text naming one categorical value.

    Text is kept as it is; numbers keep their value, written without a useless ``.0``
    (``2007`` and ``2007.0`` are both ``"2007"``, ``0.5`` is ``"0.5"``); booleans are ``"True"``/``"False"``.
    """
    if isinstance(value, str):
        return value
    if isinstance(value, bool | np.bool_):
        return str(bool(value))
    if isinstance(value, numbers.Integral):
        return str(int(value))
    if isinstance(value, numbers.Real):
        number = float(value)
        return str(int(number)) if number.is_integer() else repr(number)
    return str(value)


CHUNK_ROWS = 1 << 14
"""Rows hashed in one pandas call. pandas holds the GIL while it hashes text (~45 ms per million strings), so a job
encoding a long column in a worker would stall the GUI thread that long; between chunks (under 1 ms each) the GIL
changes hands."""


def _factorize(series: pd.Series) -> tuple[np.ndarray, np.ndarray]:
    """What ``pd.factorize(series, use_na_sentinel=True)`` finds (codes, -1 where missing; the distinct values, as
    objects, in the order they first appear), hashing ``CHUNK_ROWS`` rows at a time."""
    if len(series) <= CHUNK_ROWS:
        codes, uniques = pd.factorize(series, use_na_sentinel=True)
        return codes, np.asarray(uniques, dtype=object)
    starts = range(0, len(series), CHUNK_ROWS)
    codes = np.empty(len(series), dtype=np.intp)
    chunks = []
    for start in starts:
        chunk_codes, uniques = pd.factorize(series.iloc[start : start + CHUNK_ROWS], use_na_sentinel=True)
        codes[start : start + CHUNK_ROWS] = chunk_codes
        chunks.append(np.asarray(uniques, dtype=object))
    # the chunks' distinct values numbered once more, told apart as pandas does: the whole column's first-seen order
    numbers, uniques = pd.factorize(np.concatenate(chunks), use_na_sentinel=True)
    offsets = np.cumsum([0, *map(len, chunks)])
    for start, first, end in zip(starts, offsets[:-1], offsets[1:], strict=True):
        table = np.append(numbers[first:end], -1)  # a chunk's code -1 (missing) stays -1
        codes[start : start + CHUNK_ROWS] = table[codes[start : start + CHUNK_ROWS]]
    return codes, np.asarray(uniques, dtype=object)


def fit_levels(series: pd.Series) -> tuple[np.ndarray, tuple[str, ...]]:
    """Integer codes of a column and the names of its levels, in the order they first appear.

    Returns
    -------
    codes : ndarray of int64
        ``codes[i]`` is the position of row ``i``'s value in ``levels``, or -1 if it is missing.
    levels : tuple of str
        The distinct non-missing values, as :func:`level_name` writes them.
    """
    codes, uniques = _factorize(series)
    names = [level_name(value) for value in uniques]
    if len(set(names)) < len(names):  # values that write the same (e.g. True and "True") share a level
        merged: dict[str, int] = {}
        remap = np.array([merged.setdefault(name, len(merged)) for name in names] + [-1], dtype=np.int64)
        return remap[codes], tuple(merged)
    return codes.astype(np.int64, copy=False), tuple(names)


def codes_for_levels(series: pd.Series, levels: Sequence[str]) -> tuple[np.ndarray, list[str]]:
    """Codes of the values of ``series`` among known ``levels``.

    Returns
    -------
    codes : ndarray of int64
        Position of each value in ``levels``; -1 for missing values and for values not in ``levels``.
    unseen : list of str
        The distinct values not in ``levels``, in first-seen order.
    """
    codes, uniques = _factorize(series)
    lookup = {name: position for position, name in enumerate(levels)}
    names = [level_name(value) for value in uniques]
    mapped = np.array([lookup.get(name, -1) for name in names] + [-1], dtype=np.int64)
    unseen = [name for name in names if name not in lookup]
    return mapped[codes], unseen
