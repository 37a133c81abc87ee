"""Open a table file of any supported format: the entry points :func:`load_table` and :func:`load_dataset`."""

from __future__ import annotations

import os
from collections.abc import Generator, Iterable, Mapping
from pathlib import Path

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.dataset import AUTO, AutoTarget, Dataset
from bayesgui.data.errors import DataError
from bayesgui.data.readers.charset import read_sample
from bayesgui.data.readers.excel import iter_read_excel
from bayesgui.data.readers.files import check_regular_file, drain
from bayesgui.data.readers.formats import is_excel_name, is_zip
from bayesgui.data.readers.memory import EXCEL_MEMORY_FACTOR, TEXT_MEMORY_FACTOR, check_fits_in_memory
from bayesgui.data.readers.table import Table
from bayesgui.data.readers.text import iter_read_text

__all__ = ["iter_load_dataset", "iter_load_table", "load_dataset", "load_table"]


def _file_size(path: Path) -> int:
    return check_regular_file(path).st_size


def load_table(path: str | os.PathLike[str], **options) -> Table:
    """Read a table file in one go; see :func:`iter_load_table` for the parameters."""
    return drain(iter_load_table(path, **options))


def iter_load_table(
    path: str | os.PathLike[str],
    *,
    encoding: str | None = None,
    delimiter: str | None = None,
    decimal: str | None = None,
    na_values: Iterable[str] | None = None,
    sheet: str | int | None = None,
) -> Generator[tuple[int, int], None, Table]:
    """Read a CSV, TSV, TXT or .xlsx file into a :class:`Table`, detecting how it is written.

    A generator: it yields ``(done, total)`` often (bytes of a text file, rows of a worksheet), so that
    a caller can show progress and stop at any yield; the table is its return value.

    The format is chosen by content: a zip file is read as an Excel workbook whatever its name; a file
    named .xlsx that is not one is an error. For text files the encoding (from the first 64 KB only), the
    delimiter (``,`` ``;`` tab ``|`` or whitespace), the decimal mark (``,`` is detected for files not
    delimited by commas) and the header are detected unless given.

    Parameters
    ----------
    path : str or path-like
        The file to read.
    encoding : str, optional
        Text encoding, e.g. ``"gb18030"``; detected if not given.
    delimiter : str, optional
        One character, ``"tab"`` or ``"whitespace"``; detected if not given.
    decimal : str, optional
        ``"."`` or ``","``; detected if not given.
    na_values : iterable of str, optional
        Cell values meaning "missing"; default ``("", "NA", "NaN", "?")``.
    sheet : str or int, optional
        Worksheet of a workbook (name or 0-based position); default the first.

    Returns
    -------
    Table

    Raises
    ------
    DataError
        For any problem with the file: missing, not a regular file, empty, binary, too large for the
        memory available or past the limits of :mod:`bayesgui.data.readers.limits`, undecodable, malformed, or
        with duplicate column names.
    """
    path = Path(path)
    size = _file_size(path)
    if size == 0:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP("data", "{0} is empty (0 bytes). Choose a file that contains a table."),
                path.name,
            )
        )
    try:
        sample = read_sample(path)
    except OSError as exc:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP("data", "{0} cannot be opened: {1}."),
                path.name, exc.strerror or exc,
            )
        ) from None
    excel = is_zip(sample.data) or is_excel_name(path)
    check_fits_in_memory(path.name, size, EXCEL_MEMORY_FACTOR if excel else TEXT_MEMORY_FACTOR)
    if not excel:
        return (
            yield from iter_read_text(
                path, sample, encoding=encoding, delimiter=delimiter, decimal=decimal, na_values=na_values
            )
        )
    table = yield from iter_read_excel(path, sample, sheet=sheet, na_values=na_values)
    if is_excel_name(path):
        return table
    note = (
        Note(
            QT_TRANSLATE_NOOP(
                "data",
                "{0} is an Excel workbook although its name ends in '{1}'; it was read as a workbook.",
            ),
            path.name, path.suffix,
        )
    )
    return Table(frame=table.frame, source=table.source, warnings=(note, *table.warnings))


def load_dataset(path: str | os.PathLike[str], **options) -> Dataset:
    """Read a table file and infer its columns in one go; see :func:`iter_load_dataset`."""
    return drain(iter_load_dataset(path, **options))


def iter_load_dataset(
    path: str | os.PathLike[str],
    *,
    target: str | AutoTarget | None = AUTO,
    kinds: Mapping[str, str] | None = None,
    encoding: str | None = None,
    delimiter: str | None = None,
    decimal: str | None = None,
    na_values: Iterable[str] | None = None,
    sheet: str | int | None = None,
) -> Generator[tuple[int, int], None, Dataset]:
    """Read a table file and infer the kind of each column and the target (a generator, as
    :func:`iter_load_table`).

    Parameters
    ----------
    path : str or path-like
        The file to read (CSV, TSV, TXT or .xlsx).
    target : str, None or AUTO, default AUTO
        The target column, None for none, or :data:`~bayesgui.data.dataset.AUTO` to choose one.
    kinds : mapping of str to str, optional
        Kinds to use instead of the inferred ones for some columns.
    encoding, delimiter, decimal, na_values, sheet
        As for :func:`load_table`.

    Returns
    -------
    Dataset
        With the warnings of reading and inspecting the file in :attr:`Dataset.warnings`.

    Raises
    ------
    DataError
        For any problem with the file or its content (see :func:`load_table` and
        :meth:`Dataset.from_frame`).
    """
    table = yield from iter_load_table(
        path, encoding=encoding, delimiter=delimiter, decimal=decimal, na_values=na_values, sheet=sheet
    )
    return Dataset.from_frame(
        table.frame, target=target, kinds=kinds, source=table.source, warnings=table.warnings
    )
