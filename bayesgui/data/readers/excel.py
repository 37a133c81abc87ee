"""Read the first (or a chosen) worksheet of an .xlsx workbook with openpyxl."""

from __future__ import annotations

import zipfile
from collections.abc import Generator, Iterable, Sequence
from pathlib import Path

import numpy as np
import pandas as pd
from pandas.api.types import infer_dtype

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.columns.names import clean_column_names
from bayesgui.data.errors import DataError
from bayesgui.data.readers.charset import Sample
from bayesgui.data.readers.files import drain
from bayesgui.data.readers.formats import is_zip
from bayesgui.data.readers.limits import MAX_CELLS, MAX_COLUMNS, MAX_UNZIPPED_BYTES, ZIP_RATIO
from bayesgui.data.readers.shared_strings import iter_open_workbook
from bayesgui.data.readers.table import Table, normalize_na_values
from bayesgui.data.source import Source

__all__ = ["iter_read_excel", "read_excel"]

#: Rows read between two yields of :func:`iter_read_excel`.
ROWS_PER_STEP = 5000

_NUMBER_TYPES = frozenset({"integer", "floating", "mixed-integer-float", "decimal"})


def _check_zip(path: Path) -> None:
    """Refuse a zip bomb: parts that unpack to far more than a workbook could hold."""
    with zipfile.ZipFile(path) as archive:
        parts = archive.infolist()
    total = sum(part.file_size for part in parts)
    bomb = [p for p in parts if p.file_size > 16 * 1024 * 1024 and p.file_size > ZIP_RATIO * max(1, p.compress_size)]
    if total > MAX_UNZIPPED_BYTES or bomb or len(parts) > 10_000:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0} unpacks to {1} bytes from {2}: it is not a worksheet BayesGUI can read (it looks like a zip "
                    "bomb). If it is a real workbook, save the table as CSV.",
                ),
                path.name, f"{total:,}", f"{path.stat().st_size:,}",
            )
        )  # fmt: skip


def _choose_sheet(path: Path, names: list[str], sheet: str | int | None) -> str:
    if sheet is None:
        return names[0]
    if isinstance(sheet, int) and 0 <= sheet < len(names):
        return names[sheet]
    if sheet in names:
        return str(sheet)
    raise DataError(
        Note(
            QT_TRANSLATE_NOOP("data", "{0} has no worksheet {1}. Its worksheets are: {2}."),
            path.name, repr(sheet), ", ".join(names),
        )
    )  # fmt: skip


def _far_cells(path: Path, chosen: str, rows: int, width: int) -> DataError:
    return DataError(
        Note(
            QT_TRANSLATE_NOOP(
                "data",
                "{0}: the worksheet '{1}' uses {2} rows × {3} columns (more than {4} cells), probably because of a "
                "far cell. Delete the rows and columns after the table (Ctrl+End in Excel shows the last cell), or "
                "save the table as CSV.",
            ),
            path.name, chosen, f"{rows:,}", f"{width:,}", f"{MAX_CELLS:,}",
        )
    )  # fmt: skip


def _open_rows(
    path: Path, sheet: str | int | None
) -> Generator[tuple[int, int], None, tuple[list[tuple[object, ...]], str, list[str]]]:
    """All rows of one worksheet as tuples of cell values, the sheet's name and all sheet names.

    Yields ``(bytes parsed, bytes)`` while the shared strings are read (see
    :func:`~bayesgui.data.readers.shared_strings.iter_open_workbook`), then ``(rows read, rows in the sheet's
    stated size)`` every :data:`ROWS_PER_STEP` rows; refuses a sheet whose cells with values span more
    than :data:`~bayesgui.data.readers.limits.MAX_CELLS`.
    """
    with open(path, "rb") as handle:  # a file object, so that openpyxl does not judge by the file name
        workbook = yield from iter_open_workbook(handle, path.name)
        try:
            names = list(workbook.sheetnames)
            chosen = _choose_sheet(path, names, sheet)
            worksheet = workbook[chosen]
            stated = worksheet.max_row or 0
            worksheet.reset_dimensions()  # rows as long as their last cell, not as the stated used range
            rows: list[tuple[object, ...]] = []
            last_row = width = cells = 0
            for number, row in enumerate(worksheet.iter_rows(values_only=True), 1):
                row = tuple(row)
                rows.append(row)
                cells += len(row)
                filled = [i for i, v in enumerate(row, 1) if not _is_blank(v)]
                if filled:
                    last_row, width = number, max(width, filled[-1])
                if cells > MAX_CELLS or last_row * width > MAX_CELLS:
                    raise _far_cells(path, chosen, max(last_row, number), max(width, len(row)))
                if number % ROWS_PER_STEP == 0:
                    yield number, max(stated, number)
        finally:
            workbook.close()
    return rows, chosen, names


def _is_blank(value: object) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


def _trim(rows: list[tuple[object, ...]]) -> tuple[list[tuple[object, ...]], int]:
    """Drop empty rows before the header and after the data, and empty columns on the right.

    Returns the trimmed rows and the number of leading rows dropped.
    """
    filled = [i for i, row in enumerate(rows) if not all(_is_blank(v) for v in row)]
    if not filled:
        return [], 0
    first, last = filled[0], filled[-1]
    kept = rows[first : last + 1]
    width = max((i + 1 for row in kept for i, v in enumerate(row) if not _is_blank(v)), default=0)
    return [tuple(row[:width]) + (None,) * (width - len(row)) for row in kept], first


def _convert(values: Sequence[object], missing: frozenset[str]) -> pd.Series:
    """One column of cell values as a typed Series: numbers, booleans or text."""
    cleaned = [None if v is None or (isinstance(v, str) and v.strip() in missing) else v for v in values]
    series = pd.Series(cleaned, dtype=object)
    kind = infer_dtype(series, skipna=True)
    if kind in _NUMBER_TYPES:
        return pd.to_numeric(series)
    if kind == "boolean":
        return series.astype(bool) if series.notna().all() else series
    if kind == "empty":
        return pd.Series(np.full(len(series), np.nan))
    text = series.map(lambda v: v if v is None or isinstance(v, str) else str(v)).astype("str")
    numbers = pd.to_numeric(text, errors="coerce")
    if numbers.notna().sum() == text.notna().sum():  # numbers typed as text cells
        return numbers
    return text


def _frame(rows: Iterable[tuple[object, ...]], names: list[str], missing: frozenset[str]) -> pd.DataFrame:
    columns = list(zip(*rows, strict=True)) if rows else [() for _ in names]
    return pd.DataFrame({name: _convert(col, missing) for name, col in zip(names, columns, strict=True)})


def read_excel(path: Path, sample: Sample, **options) -> Table:
    """Read one worksheet of an .xlsx workbook in one go (see :func:`iter_read_excel`)."""
    return drain(iter_read_excel(path, sample, **options))


def iter_read_excel(
    path: Path, sample: Sample, *, sheet: str | int | None = None, na_values: object = None
) -> Generator[tuple[int, int], None, Table]:
    """Read one worksheet of an .xlsx workbook into a :class:`Table`, yielding ``(rows read, rows)``.

    The first non-empty row is the header. Cells are kept as numbers, booleans or text; a column mixing
    numbers and text is read as text.

    Parameters
    ----------
    path : Path
        The workbook.
    sample : Sample
        Its first bytes, to check that it is a workbook at all.
    sheet : str or int, optional
        Worksheet name or 0-based position; default the first worksheet.
    na_values : iterable of str, optional
        Text cells read as missing; default :data:`bayesgui.data.readers.table.DEFAULT_NA_VALUES`.

    Returns
    -------
    Table

    Raises
    ------
    DataError
        If the file is not a readable workbook (or a zip bomb), the sheet is missing or empty, or it
        spans more than :data:`~bayesgui.data.readers.limits.MAX_CELLS` cells or
        :data:`~bayesgui.data.readers.limits.MAX_COLUMNS` columns.
    """
    name = path.name
    if not is_zip(sample.data):
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0} is not an Excel workbook, although its name ends in {1}. If it is a text table, rename it to "
                    ".csv or .txt; if it comes from an old Excel (.xls), open it and save it as .xlsx.",
                ),
                name, path.suffix,
            )
        )  # fmt: skip
    try:
        _check_zip(path)
        rows, chosen, sheets = yield from _open_rows(path, sheet)
    except DataError:
        raise
    except Exception:  # openpyxl and zipfile raise many exception types for damaged workbooks
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0} could not be read as an Excel workbook: it may be damaged, password-protected or another "
                    "kind of zip file. Open it in Excel or WPS and save it again as .xlsx, or save it as CSV.",
                ),
                name,
            )
        ) from None
    rows, skipped = _trim(rows)
    if not rows:
        raise DataError(Note(QT_TRANSLATE_NOOP("data", "{0}: the worksheet '{1}' is empty."), name, chosen))
    if len(rows[0]) > MAX_COLUMNS:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP("data", "{0}: the worksheet '{1}' has more than {2} columns."),
                name, chosen, f"{MAX_COLUMNS:,}",
            )
        )  # fmt: skip
    names, warnings = clean_column_names(rows[0], name)
    frame = _frame(rows[1:], names, frozenset(normalize_na_values(na_values)))
    if len(sheets) > 1:
        warnings.append(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0} has {1} worksheets ({2}); the worksheet '{3}' was read. Choose another one with File ▸ "
                    "Choose worksheet (or --sheet on the command line).",
                ),
                name, len(sheets), ", ".join(sheets), chosen,
            )
        )  # fmt: skip
    source = Source(
        name=name, path=path, format="excel", sheet=chosen, first_data_line=skipped + 2, sheets=tuple(sheets)
    )
    return Table(frame=frame, source=source, warnings=tuple(warnings))
