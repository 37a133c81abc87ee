"""CSV text of a table, a block of rows at a time: what :func:`~bayesgui.data.saved.csv_export.write_csv` writes,
byte for byte, but several times faster and without holding the GIL for long (for streamed predict-all, which
writes from a worker thread while the window keeps drawing).

pandas' ``to_csv`` formats a block of ~100,000 floats with numpy's ``astype(str)`` in one call (over 100 ms with
the GIL held), then hands every cell to the ``csv`` module. Here each column of a block of :data:`BLOCK_ROWS`
rows is formatted on its own (``repr`` of a float is the shortest text that reads back, as numpy's ``str``; an
integer's and a bool's ``str``; missing cells empty), formula-leading text escaped as ``write_csv`` does, quoted
only where the ``csv`` module would quote it (by the ``csv`` module itself), and the rows joined in one
``str.join``. Columns of other kinds (float32, dates, mixed objects...) go through pandas, whose text this
reproduces.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from typing import TextIO

import numpy as np
import pandas as pd
from pandas.api.types import infer_dtype

from bayesgui.data.saved.csv_export import _FORMULA_START, _escape_column, escape_cell

__all__ = ["BLOCK_ROWS", "csv_blocks", "write_csv_rows"]

BLOCK_ROWS = 2048  # ~50,000 cells: no step below holds the GIL more than a few ms (a float column ~1 ms, the join ~5)
_SPECIAL = (",", '"', "\n", "\r")  # what makes the csv module quote a cell (QUOTE_MINIMAL)


def write_csv_rows(handle: TextIO, frame: pd.DataFrame, header: bool) -> None:
    """Write ``frame``'s rows (its header first when ``header``) to ``handle`` as ``write_csv`` would."""
    for text in csv_blocks(frame, header):
        handle.write(text)


def csv_blocks(frame: pd.DataFrame, header: bool) -> Iterator[str]:
    """``frame`` as CSV text (the header first when ``header``), a block of :data:`BLOCK_ROWS` rows at a time."""
    n_columns = len(frame.columns)
    if header:
        yield _row([escape_cell(str(name)) for name in frame.columns])
    if not len(frame) or n_columns < 2 or not all(_fast(frame.iloc[:, j]) for j in range(n_columns)):
        # (pandas quotes the empty cell of a one-column row; the rare kinds keep pandas' own text)
        if len(frame):
            safe = frame.apply(_escape_column)
            safe.columns = list(range(n_columns))
            yield safe.to_csv(None, index=False, header=False, lineterminator="\n")
        return
    columns = [(frame.iloc[:, j].dtype.kind, frame.iloc[:, j].to_numpy()) for j in range(n_columns)]
    separators = [","] * (n_columns - 1) + ["\n"]
    for start in range(0, len(frame), BLOCK_ROWS):
        stop = min(start + BLOCK_ROWS, len(frame))
        n = stop - start
        cells = [""] * (2 * n_columns * n)
        for j, sep in enumerate(separators):
            kind, values = columns[j]
            cells[2 * j :: 2 * n_columns] = _cells(kind, values[start:stop])
            cells[2 * j + 1 :: 2 * n_columns] = [sep] * n
        yield "".join(cells)


def _fast(series: pd.Series) -> bool:
    """Whether ``_cells`` writes this column as pandas does (else the chunk goes through pandas)."""
    dtype = series.dtype
    if isinstance(dtype, pd.CategoricalDtype):
        return infer_dtype(dtype.categories, skipna=True) in ("string", "empty")
    if isinstance(dtype, np.dtype) and (dtype == np.float64 or dtype.kind in "iub"):
        return True  # (not float32, whose text is shorter; nor nullable Int64, boolean...)
    if dtype.kind == "O" or isinstance(dtype, pd.StringDtype):
        return infer_dtype(series, skipna=True) in ("string", "empty")
    return False


def _cells(kind: str, values: np.ndarray) -> list[str]:
    """The text of each cell of a block of one column of dtype ``kind`` (escaped and quoted)."""
    if kind == "f":
        text = list(map(float.__repr__, values.tolist()))
        for i in np.flatnonzero(np.isnan(values)).tolist():
            text[i] = ""
        return text
    if kind in "iub":
        return list(map(str, values.tolist()))
    text = [s if isinstance(s, str) else "" for s in values.tolist()]  # (strings or missing: see _fast)
    text = ["'" + s if s.startswith(_FORMULA_START) else s for s in text]
    joined = "\0".join(text)
    if any(c in joined for c in _SPECIAL):
        text = [_quoted(s) if any(c in s for c in _SPECIAL) else s for s in text]
    return text


def _row(cells: list[str]) -> str:
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\n").writerow(cells)
    return buffer.getvalue()


def _quoted(cell: str) -> str:
    return _row([cell, ""])[:-2]  # (a second cell: a lone empty row would be quoted differently)
