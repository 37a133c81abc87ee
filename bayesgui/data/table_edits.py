"""Edits of a dataset's table (a cell, added rows, deleted rows), each giving a new immutable ``Dataset``.

The column kinds are kept as they are (re-inferring them is a separate, explicit step: :func:`reinferred`). A cell
edit copies one column only (the others are shared with the old table, copy-on-write), so it stays cheap on a
table of a million rows; adding or deleting rows copies the table and belongs in a job (``tasks.table_edit``).
Text typed or pasted by the user is read with the column's type: an empty cell or ``?`` is missing, a number
column takes numbers only (a :class:`DataError` names the column and the text otherwise).
"""

from __future__ import annotations

import io

import numpy as np
import pandas as pd

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.dataset import Dataset
from bayesgui.data.errors import DataError

__all__ = ["parse_cell", "pasted_rows", "reinferred", "with_cell", "with_rows", "without_rows"]

MISSING_TEXTS = frozenset({"", "?", "NA", "NaN", "nan"})


def parse_cell(dataset: Dataset, column: str, text: object) -> object:
    """``text`` read as a value of ``column`` (NaN for missing)."""
    series = dataset.frame[column]
    if text is None or (isinstance(text, float) and text != text):
        return np.nan
    if not isinstance(text, str):
        return text
    text = text.strip()
    if text in MISSING_TEXTS:
        return np.nan
    kind = series.dtype.kind
    if kind in "fiu":
        try:
            return float(text.replace(",", "")) if kind == "f" else _number(text)
        except ValueError:
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("data", "Column {0} holds numbers; '{1}' is not a number. Type a number, or leave the cell empty for a missing value."),  # noqa: E501
                    column, text,
                )
            ) from None  # fmt: skip
    if kind == "b" or (kind == "O" and series.dropna().map(type).eq(bool).all() and len(series.dropna())):
        lowered = text.lower()
        if lowered in ("true", "1", "yes"):
            return True
        if lowered in ("false", "0", "no"):
            return False
        raise DataError(
            Note(QT_TRANSLATE_NOOP("data", "Column {0} holds True/False; '{1}' is neither."), column, text)
        )  # fmt: skip
    return text


def _number(text: str) -> float | int:
    value = float(text.replace(",", ""))
    return int(value) if value.is_integer() else value


def _column_with(series: pd.Series, positions: np.ndarray, values: list) -> pd.Series:
    """A copy of ``series`` with ``values`` at ``positions`` (an integer column becomes float for a fraction or a
    missing value; a True/False column becomes object for a missing value)."""
    array = series.to_numpy(copy=True)
    kind = array.dtype.kind
    if kind in "iu" and any(not isinstance(v, (int, np.integer)) for v in values):
        array = array.astype(np.float64)
    elif kind == "b" and any(not isinstance(v, (bool, np.bool_)) for v in values):
        array = array.astype(object)
    if array.dtype.kind in "OUT" or str(series.dtype) == "str":
        if series.dtype != object:
            array[positions] = [None if isinstance(v, float) and v != v else v for v in values]
            return pd.Series(array, index=series.index, name=series.name, dtype=series.dtype)
    array[positions] = values
    return pd.Series(array, index=series.index, name=series.name)


def with_cell(dataset: Dataset, row: int, column: str, text: object) -> Dataset:
    """``dataset`` with the cell at position ``row`` of ``column`` set to ``text`` (read with the column's type)."""
    value = parse_cell(dataset, column, text)
    frame = dataset.frame  # a shallow, copy-on-write view: only the edited column is copied
    frame[column] = _column_with(frame[column], np.array([row]), [value])
    return Dataset(frame, dataset.kinds, source=dataset.source, warnings=dataset.warnings)


def pasted_rows(dataset: Dataset, text: str) -> pd.DataFrame:
    """Rows pasted from a spreadsheet (tab-separated lines, in the table's column order; a first line that repeats
    the column names is skipped) as a frame of the table's columns and types."""
    lines = [line for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n") if line.strip()]
    columns = list(dataset.columns)
    if lines and [cell.strip() for cell in lines[0].split("\t")] == columns:
        lines = lines[1:]
    if not lines:
        raise DataError(Note(QT_TRANSLATE_NOOP("data", "The clipboard holds no rows to paste.")))
    return _typed_rows(dataset, lines)


def _typed_rows(dataset: Dataset, lines: list[str]) -> pd.DataFrame:
    columns = list(dataset.columns)
    rows = []
    for number, line in enumerate(lines, start=1):
        cells = line.split("\t")
        if len(cells) != len(columns):
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("data", "Pasted row {0} has {1} cells; the table has {2} columns ({3}). Copy whole rows, in the table's column order."),  # noqa: E501
                    number, len(cells), len(columns), ", ".join(columns[:6]) + (", ..." if len(columns) > 6 else ""),
                )
            )  # fmt: skip
        rows.append([parse_cell(dataset, column, cell) for column, cell in zip(columns, cells, strict=True)])
    return pd.DataFrame(rows, columns=columns)


def with_rows(dataset: Dataset, rows: pd.DataFrame) -> Dataset:
    """``dataset`` with ``rows`` (the table's columns, values already typed) appended at the end."""
    frame = dataset.frame
    n, m = len(frame), len(rows)
    positions = np.arange(n, n + m)
    columns = {}
    for column in frame.columns:
        old = frame[column]
        array = old.to_numpy()
        extended = pd.Series(np.concatenate([array, np.repeat(array[:1], m)]), name=column)
        if str(old.dtype) == "str":
            extended = extended.astype(old.dtype)
        columns[column] = _column_with(extended, positions, list(rows[column]))
    return Dataset(pd.DataFrame(columns), dataset.kinds, source=dataset.source, warnings=dataset.warnings)


def without_rows(dataset: Dataset, positions) -> Dataset:
    """``dataset`` without the rows at ``positions`` (at least one row stays)."""
    frame = dataset.frame
    keep = np.ones(len(frame), dtype=bool)
    keep[np.asarray(list(positions), dtype=np.intp)] = False
    if not keep.any():
        raise DataError(Note(QT_TRANSLATE_NOOP("data", "A table needs at least one row; keep one.")))
    return Dataset(frame[keep].reset_index(drop=True), dataset.kinds, source=dataset.source, warnings=dataset.warnings)


def reinferred(dataset: Dataset) -> Dataset:
    """``dataset`` with every column's kind inferred again from its current values (the target kept)."""
    return Dataset.from_frame(dataset.frame, target=dataset.target, source=dataset.source)


def frame_text(frame: pd.DataFrame) -> str:
    """Tab-separated rows (with a header), as a spreadsheet pastes them."""
    buffer = io.StringIO()
    frame.to_csv(buffer, sep="\t", index=False, na_rep="")
    return buffer.getvalue()
