"""Where a table came from, and how to point a student at one of its rows."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

__all__ = ["Source"]


@dataclass(frozen=True)
class Source:
    """Description of the origin of a table, used in messages and shown in the interface.

    Parameters
    ----------
    name : str
        What to call the table in messages: a file name, a sample title or ``"table"``.
    path : Path or None
        The file read, if any.
    format : {"text", "excel", "frame"}
        A delimited text file, an Excel workbook or an in-memory table.
    encoding : str or None
        The text encoding used to read a text file (detected or given).
    delimiter : str or None
        The field delimiter of a text file; ``r"\\s+"`` for runs of whitespace.
    decimal : str or None
        The decimal mark of a text file.
    sheet : str or None
        The worksheet read from a workbook.
    sheets : tuple of str
        All the worksheets of that workbook (empty for other sources).
    first_data_line : int
        The 1-based line (text) or row (Excel) number of the first data row.
    decimals : tuple of (str, int)
        Per numeric column of a text file, the most decimals its first lines are written with ("0.460": 3), so
        that a value is printed as the file writes it (:mod:`bayesgui.data.readers.decimals`).
    """

    name: str = "table"
    path: Path | None = None
    format: str = "frame"
    encoding: str | None = None
    delimiter: str | None = None
    decimal: str | None = None
    sheet: str | None = None
    first_data_line: int = 1
    sheets: tuple[str, ...] = ()
    decimals: tuple[tuple[str, int], ...] = ()

    def decimals_of(self) -> dict[str, int]:
        """Column name → the decimals it is written with (columns the file writes as decimals only)."""
        return dict(self.decimals)

    def locate(self, row: int) -> str:
        """Describe where data row ``row`` (0-based position in the frame) is, e.g. ``"line 8"``.

        Line numbers assume one line per row: blank lines or quoted line breaks before the row shift them.
        """
        number = self.first_data_line + row
        if self.format == "text":
            return Note(QT_TRANSLATE_NOOP("data", "line {0}"), number)
        return Note(QT_TRANSLATE_NOOP("data", "row {0}"), number)
