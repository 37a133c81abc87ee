"""Writing a result table as CSV that a spreadsheet opens safely.

A cell (or a column header) that starts with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return is
a formula to Excel, WPS and LibreOffice: ``=HYPERLINK(...)`` in a class name would run when the file is
opened. Such text cells get a leading apostrophe (OWASP's advice), which spreadsheets show as text.
Numbers are written as numbers, negative ones included.
"""

from __future__ import annotations

import os

import pandas as pd

from bayesgui.data.saved.atomic import atomic_writer

__all__ = ["escape_cell", "write_csv"]

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def escape_cell(value: object) -> object:
    """``value`` with a leading apostrophe if it is text a spreadsheet would read as a formula."""
    if isinstance(value, str) and value.startswith(_FORMULA_START):
        return "'" + value
    return value


def _escape_column(series: pd.Series) -> pd.Series:
    if series.dtype.kind in "biufc":
        return series
    return series.map(escape_cell)


def write_csv(frame: pd.DataFrame, path: str | os.PathLike) -> None:
    """Write ``frame`` as UTF-8 CSV without its index, formula-leading text escaped, atomically.

    Raises
    ------
    DataError
        If ``path`` is a folder or a device.
    OSError
        If the file cannot be written.
    """
    safe = frame.apply(_escape_column) if len(frame.columns) else frame
    safe.columns = [escape_cell(str(name)) for name in frame.columns]
    with atomic_writer(path, newline="") as handle:
        safe.to_csv(handle, index=False)
