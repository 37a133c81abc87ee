"""Guess the kind of every column, and which column is the target, with vectorised checks.

Rules, for each column:

* every value missing -> ``ignore`` (with a warning);
* booleans and text -> ``categorical``; text whose values are all different is ``ignore`` when the
  column is named like an identifier, or when there are at least :data:`MIN_ROWS_FREE_TEXT` rows
  (names, free text; with a warning); text that is all numbers follows the rules for numbers, and
  numbers with a few words among them stay categorical with a warning naming the first word;
* integers (or whole-number floats with missing values) whose values are all different and that are
  named like an identifier (``id``, ``No.``, ``编号``, ``序号``, ...) or count 0, 1, 2, ... or 1, 2, 3, ...
  row by row -> ``ignore``;
* non-negative integers that include 0 and take at least 3 values -> ``count`` (event counts start at 0);
* other integers with at most :data:`MAX_CATEGORICAL_LEVELS` distinct values -> ``categorical``;
* all other numbers -> ``continuous`` (integer measurements far from 0, such as minutes or grams, are
  better modelled as continuous than as Poisson counts).

The target is the first column named like a class (``label``, ``class``, ``target``, ``y``, ``species``,
``标签``, ``类别``, ``类``, ...) that is categorical or a count, else the last categorical column with at
least two values. Expensive checks (uniqueness, distinct counts on text) first run on the first
:data:`HEAD_ROWS` rows and only go over the whole column when that sample cannot decide.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.columns.kinds import CATEGORICAL, CONTINUOUS, COUNT, IGNORE, looks_like_id, looks_like_target
from bayesgui.data.source import Source

__all__ = [
    "HEAD_ROWS",
    "MAX_CATEGORICAL_LEVELS",
    "MIN_ROWS_FREE_TEXT",
    "infer_kind",
    "infer_kinds",
    "infer_target",
]

#: Integer columns with at most this many distinct values (and no zero-based counts) are categorical.
MAX_CATEGORICAL_LEVELS = 10
#: Text columns whose values are all different are ignored from this many rows on.
MIN_ROWS_FREE_TEXT = 20
#: Rows examined first by checks that can often decide on a sample.
HEAD_ROWS = 1000
_BINCOUNT_SPAN = 1 << 20
_NUMERIC_PROBE = 100  # text values tried as numbers before a text column is checked in full


@dataclass(frozen=True)
class _Guess:
    kind: str
    warning: str | None = None


def _span(low: float, high: float) -> float:
    """``high - low`` without integer overflow."""
    return float(high) - float(low)


def _n_distinct(values: np.ndarray, low: float, high: float) -> int:
    """Exact number of distinct values of an array of whole numbers."""
    if _span(low, high) < _BINCOUNT_SPAN:
        offsets = values - low
        return int(np.count_nonzero(np.bincount(offsets.astype(np.intp, copy=False))))
    return len(pd.unique(values))


def _has_at_least_three(values: np.ndarray, low: float, high: float) -> bool:
    if _span(low, high) < 2:
        return False
    return len(pd.unique(values[:HEAD_ROWS])) >= 3 or _n_distinct(values, low, high) >= 3


def _has_few_levels(values: np.ndarray, low: float, high: float) -> bool:
    if _span(low, high) < MAX_CATEGORICAL_LEVELS:
        return True
    if len(pd.unique(values[:HEAD_ROWS])) > MAX_CATEGORICAL_LEVELS:
        return False
    return _n_distinct(values, low, high) <= MAX_CATEGORICAL_LEVELS


def _whole_values(values: np.ndarray) -> np.ndarray | None:
    """The non-missing values if they are all whole numbers, else None (checking the first rows first)."""
    if values.dtype.kind in "iub":
        return values
    head = values[:HEAD_ROWS]
    head = head[~np.isnan(head)]
    if not np.array_equal(head, np.floor(head)):
        return None
    valid = values[~np.isnan(values)]
    return valid if np.array_equal(valid, np.floor(valid)) else None


def _is_row_number(values: np.ndarray) -> bool:
    first = values[0]
    if first not in (0, 1) or _span(first, values[-1]) != len(values) - 1:
        return False
    return bool(np.all(np.diff(values) == 1))


def _increasing(values: np.ndarray, low: float, high: float) -> bool:
    """``np.all(np.diff(values) > 0)``, by comparing neighbours where no difference can overflow (no temporary
    array of differences: a few ms on a million rows)."""
    if values.dtype.kind == "f" or (values.dtype.kind == "i" and _span(low, high) < 2**62):
        return bool((values[1:] > values[:-1]).all())
    return bool(np.all(np.diff(values) > 0))


def _all_different(values: np.ndarray, low: float, high: float) -> bool:
    if _increasing(values, low, high):
        return True
    return len(pd.unique(values)) == len(values)


def _numeric_kind(name: str, values: np.ndarray, n_rows: int) -> _Guess:
    valid = _whole_values(values)
    if valid is None:
        return _Guess(CONTINUOUS)
    low, high = valid.min(), valid.max()
    complete = len(valid) == n_rows >= 2
    if complete and (looks_like_id(name) or _is_row_number(valid)) and _all_different(valid, low, high):
        return _Guess(IGNORE)
    if low == 0 and _has_at_least_three(valid, low, high):
        return _Guess(COUNT)
    if _has_few_levels(valid, low, high):
        return _Guess(CATEGORICAL)
    return _Guess(CONTINUOUS)


def _text_kind(name: str, series: pd.Series, source: Source) -> _Guess:
    n_rows = len(series)
    head = series.iloc[:HEAD_ROWS]
    if n_rows >= 2 and head.notna().all() and head.is_unique and series.nunique(dropna=False) == n_rows:
        if looks_like_id(name):
            return _Guess(IGNORE)
        if n_rows >= MIN_ROWS_FREE_TEXT:
            return _Guess(
                IGNORE,
                Note(
                    QT_TRANSLATE_NOOP(
                        "data",
                        "{0}: every value of column '{1}' is different (names or free text?), so it cannot help to "
                        "classify and is ignored. Change its kind if it should be used.",
                    ),
                    source.name, name,
                ),
            )
    present = head.iloc[:_NUMERIC_PROBE].dropna()
    if present.empty or pd.to_numeric(present, errors="coerce").notna().mean() < 0.5:
        return _Guess(CATEGORICAL)
    numbers = pd.to_numeric(series, errors="coerce")
    bad = np.flatnonzero((numbers.isna() & series.notna()).to_numpy())
    if not bad.size:  # numbers stored as text
        return _numeric_kind(name, numbers.to_numpy(dtype=np.float64), n_rows)
    row = int(bad[0])
    return _Guess(
        CATEGORICAL,
        Note(
            QT_TRANSLATE_NOOP(
                "data",
                "{0}: column '{1}' holds numbers but also text such as '{2}' on {3}, so it is treated as categorical. "
                "Correct that value, or mark it missing (empty cell or ?), to use the column as numbers.",
            ),
            source.name, name, series.iloc[row], source.locate(row),
        ),
    )


def infer_kind(name: str, series: pd.Series, source: Source) -> tuple[str, str | None]:
    """Guess the kind of one normalised column (see :func:`bayesgui.data.normalize.normalize_frame`).

    Returns
    -------
    kind : str
        ``"categorical"``, ``"continuous"``, ``"count"`` or ``"ignore"``.
    warning : str or None
        A message for the student when the guess deserves attention.
    """
    dtype = series.dtype
    if dtype.kind == "b":
        return CATEGORICAL, None
    if dtype.kind in "iuf":
        values = series.to_numpy()
        if dtype.kind == "f" and np.isnan(values[:HEAD_ROWS]).all() and np.isnan(values).all():
            return (
                IGNORE,
                Note(
                    QT_TRANSLATE_NOOP("data", "{0}: column '{1}' is empty (every value is missing), so it is ignored."),
                    source.name, name,
                ),
            )
        guess = _numeric_kind(name, values, len(values))
        return guess.kind, guess.warning
    if isinstance(dtype, np.dtype) and dtype.kind == "O":  # booleans with missing values
        return CATEGORICAL, None
    guess = _text_kind(name, series, source)
    return guess.kind, guess.warning


def infer_kinds(frame: pd.DataFrame, source: Source) -> tuple[dict[str, str], list[str]]:
    """Guess the kind of every column of a normalised table (no target yet).

    Returns
    -------
    kinds : dict of str to str
        ``"categorical"``, ``"continuous"``, ``"count"`` or ``"ignore"`` for each column, in order.
    warnings : list of str
        Messages about columns whose guess deserves the student's attention.
    """
    kinds: dict[str, str] = {}
    notes: list[str] = []
    for column in frame.columns:
        kinds[column], note = infer_kind(column, frame[column], source)
        if note:
            notes.append(note)
    return kinds, notes


def _n_classes_at_least_two(series: pd.Series) -> bool:
    if series.iloc[:HEAD_ROWS].nunique() >= 2:
        return True
    return series.nunique() >= 2


def infer_target(frame: pd.DataFrame, kinds: dict[str, str]) -> str | None:
    """Choose the target column among columns already given a kind, or None if none fits.

    Parameters
    ----------
    frame : pandas.DataFrame
        The normalised table.
    kinds : dict of str to str
        The inferred kind of every column.
    """
    for column in frame.columns:
        if looks_like_target(column) and kinds[column] in (CATEGORICAL, COUNT):
            return column
    for column in reversed(frame.columns):
        if kinds[column] == CATEGORICAL and _n_classes_at_least_two(frame[column]):
            return column
    return None
