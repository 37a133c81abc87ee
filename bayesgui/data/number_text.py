"""Text cells that are numbers written another way: thousands separators (1,234) and full-width digits (１２).

A column is read as numbers only when every value in it parses; the note says what was assumed.
"""

from __future__ import annotations

import re
import unicodedata

import numpy as np
import pandas as pd

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.source import Source

__all__ = ["numbers_in_text"]

_THOUSANDS = re.compile(r"^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$")
_PLAIN = re.compile(r"^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$")
_PROBE = 100


def _plain(text: str) -> tuple[str, bool, bool] | None:
    """``text`` as a plain number string, whether it had full-width characters or separators; None if not a number."""
    stripped = text.strip()
    ascii_text = unicodedata.normalize("NFKC", stripped) if not stripped.isascii() else stripped
    wide = ascii_text != stripped
    if _THOUSANDS.match(ascii_text):
        return ascii_text.replace(",", ""), wide, True
    if _PLAIN.match(ascii_text):
        return ascii_text, wide, False
    return None


def numbers_in_text(series: pd.Series, name: str, source: Source) -> tuple[pd.Series, str | None]:
    """The column as float64 numbers if every value is a number in one of these ways, with a note; else as is.

    Parameters
    ----------
    series : pandas.Series
        A text column (``str`` dtype, NaN for missing).
    name : str
        The column's name, for the note.
    source : Source
        Where the column comes from, for the note.

    Returns
    -------
    series : pandas.Series
    note : str or None
        What was assumed, with an example, when the column was converted.
    """
    head = series.iloc[: 4 * _PROBE].dropna()  # a cheap look first: most text columns are words
    if any(_plain(v) is None for v in head.iloc[:_PROBE]):
        return series, None
    present = series.dropna()
    if present.empty or any(_plain(v) is None for v in present.iloc[:_PROBE]):
        return series, None
    parsed = [_plain(v) for v in present]
    if any(p is None for p in parsed):
        return series, None
    wide = [i for i, p in enumerate(parsed) if p[1]]
    grouped = [i for i, p in enumerate(parsed) if p[2]]
    if not wide and not grouped:
        return series, None
    values = np.full(len(series), np.nan)
    values[np.flatnonzero(series.notna().to_numpy())] = [float(p[0]) for p in parsed]
    how = []
    if grouped:
        example = present.iloc[grouped[0]]
        how.append(Note(
            QT_TRANSLATE_NOOP("data", "'{0}' as {1} (a thousands separator)"),
            example, format(float(parsed[grouped[0]][0]), "g"),
        ))
    if wide:
        example = present.iloc[wide[0]]
        how.append(Note(
            QT_TRANSLATE_NOOP("data", "'{0}' as {1} (full-width digits)"),
            example, format(float(parsed[wide[0]][0]), "g"),
        ))
    note = (
        Note(
            QT_TRANSLATE_NOOP(
                "data",
                "{0}: column '{1}' was read as numbers: {2}. If these are not numbers, change the column's kind to "
                "categorical.",
            ),
            source.name, name, how[0] if len(how) == 1 else Note(QT_TRANSLATE_NOOP("data", "{0} and {1}"), *how),
        )
    )
    return pd.Series(values, index=series.index, name=series.name), note
