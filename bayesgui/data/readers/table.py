"""A table as read from a file, before kinds are assigned."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import pandas as pd

from bayesgui.data.source import Source

__all__ = ["DEFAULT_NA_VALUES", "Table", "normalize_na_values"]

#: Cell values read as missing by default: an empty cell, ``NA``, ``NaN`` and ``?`` (the UCI/Weka mark).
DEFAULT_NA_VALUES: tuple[str, ...] = ("", "NA", "NaN", "?")


def normalize_na_values(values: object) -> tuple[str, ...]:
    """The missing-value tokens as a tuple of strings; an empty cell is always missing.

    Parameters
    ----------
    values : str or iterable of str or None
        Tokens to read as missing; None means :data:`DEFAULT_NA_VALUES`.
    """
    if values is None:
        return DEFAULT_NA_VALUES
    if isinstance(values, str) or not isinstance(values, Iterable):
        values = (values,)
    return tuple(dict.fromkeys(["", *(str(value) for value in values)]))


@dataclass(frozen=True, eq=False)
class Table:
    """A frame read from a file, where it came from, and what was noticed while reading it.

    Parameters
    ----------
    frame : pandas.DataFrame
        One column per column of the file, with unique string names.
    source : Source
    warnings : tuple of str
        Messages about things that were read but may not be what the student meant.
    """

    frame: pd.DataFrame
    source: Source
    warnings: tuple[str, ...] = ()
