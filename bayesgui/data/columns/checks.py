"""Checks that the values of a column suit a kind, with messages that point at the offending cell."""

from __future__ import annotations

import numpy as np
import pandas as pd
from pandas.api.types import is_numeric_dtype

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.columns.inference import HEAD_ROWS
from bayesgui.data.columns.kinds import CONTINUOUS, COUNT, kind_name
from bayesgui.data.errors import DataError
from bayesgui.data.source import Source

__all__ = ["as_numbers", "check_finite", "check_kind_fits", "target_warnings"]


def _shorten(value: object, limit: int = 40) -> str:
    text = str(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def as_numbers(series: pd.Series) -> pd.Series:
    """The values of a column as float64, missing values as NaN; text that is not a number becomes NaN."""
    if is_numeric_dtype(series.dtype):  # booleans included, as 0 and 1
        return series.astype(np.float64)
    if series.dtype == object:
        series = series.map(lambda v: float(v) if isinstance(v, bool | np.bool_) else v)
    return pd.to_numeric(series, errors="coerce").astype(np.float64)


def check_finite(frame: pd.DataFrame, source: Source) -> None:
    """Raise :class:`DataError` if a numeric column holds an infinite value (``inf``, ``-inf``, ``1e999``)."""
    for column in frame.columns:
        series = frame[column]
        if series.dtype.kind != "f":
            continue
        values = series.to_numpy()
        # Two reductions (NaN ignored) first: no temporary array for a column without infinities.
        if not values.size or not (np.isinf(np.fmax.reduce(values)) or np.isinf(np.fmin.reduce(values))):
            continue
        infinite = np.isinf(values)
        if infinite.any():
            row = int(np.flatnonzero(infinite)[0])
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "data",
                        "{0}: column '{1}' has an infinite value ({2}) on {3}. Replace it with a number, or leave the "
                        "cell empty to mark it missing.",
                    ),
                    source.name, column, values[row], source.locate(row),
                )
            )


def check_kind_fits(series: pd.Series, kind: str, source: Source) -> None:
    """Raise :class:`DataError` if ``series`` cannot be used as a column of ``kind``.

    A continuous or count column must hold numbers (or be missing); a count column must not be negative.
    Categorical, ignored and target columns accept any values.
    """
    if kind not in (CONTINUOUS, COUNT):
        return
    numbers = as_numbers(series)
    if not is_numeric_dtype(series.dtype):
        bad = np.flatnonzero((numbers.isna() & series.notna()).to_numpy())
        if bad.size:
            row = int(bad[0])
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "data",
                        "{0}: column '{1}' cannot be {2}: '{3}' on {4} is not a number. Correct it, or mark it "
                        "missing (empty cell or ?), or keep the column categorical.",
                    ),
                    source.name, series.name, kind_name(kind), _shorten(series.iloc[row]), source.locate(row),
                )
            )
    values = numbers.to_numpy()
    if np.isinf(values).any():
        check_finite(numbers.to_frame(series.name), source)
    if kind == COUNT:
        negative = np.flatnonzero(values < 0)
        if negative.size:
            row = int(negative[0])
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "data",
                        "{0}: column '{1}' cannot be a count: it has the negative value {2} on {3}. Counts are 0, 1, "
                        "2, ...; make it continuous instead.",
                    ),
                    source.name, series.name, format(values[row], "g"), source.locate(row),
                )
            )


def target_warnings(series: pd.Series, source: Source) -> list[str]:
    """Messages about a column chosen as the target: continuous numbers, or fewer than two classes."""
    column = series.name
    if series.dtype.kind == "f":
        head = series.iloc[:HEAD_ROWS].dropna().to_numpy()
        if not np.array_equal(head, np.floor(head)):
            return [
                Note(
                    QT_TRANSLATE_NOOP(
                        "data",
                        "{0}: the target column '{1}' holds continuous numbers; every different value becomes a "
                        "class. Choose a column of categories as the target.",
                    ),
                    source.name, column,
                )
            ]
    if series.iloc[:HEAD_ROWS].nunique() < 2 and series.nunique() < 2:
        return [
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0}: the target column '{1}' has fewer than two classes, so a classifier cannot be trained on "
                    "it. Choose another target column, or add rows of other classes.",
                ),
                source.name, column,
            )
        ]
    return []
