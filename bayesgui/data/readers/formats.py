"""Recognise what kind of file a table is from its first bytes."""

from __future__ import annotations

import re
from pathlib import Path

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.errors import DataError

__all__ = ["EXCEL_SUFFIXES", "check_text", "is_excel_name", "is_zip"]

#: File name endings read as Excel workbooks.
EXCEL_SUFFIXES = (".xlsx", ".xlsm")

_ZIP_MAGIC = b"PK\x03\x04"
_MAGIC = (
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "an old-style Excel .xls (or Word .doc) file"),
    (b"%PDF", "a PDF document"),
    (b"\x89PNG", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"GIF8", "a GIF image"),
    (b"\x1f\x8b", "a gzip-compressed file"),
    (b"7z\xbc\xaf", "a 7-Zip archive"),
    (b"Rar!", "a RAR archive"),
    (b"SQLite format 3", "an SQLite database"),
    (b"\x7fELF", "a program"),
)
# C0 control characters never found in text tables (tab, line feed, form feed, carriage return and
# the MS-DOS end-of-file mark are allowed).
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0e-\x19\x1b-\x1f\x7f]")
_MAX_CONTROL_FRACTION = 0.01


def is_excel_name(path: Path) -> bool:
    """True if the file name ends like an Excel workbook."""
    return path.suffix.lower() in EXCEL_SUFFIXES


def is_zip(data: bytes) -> bool:
    """True if ``data`` starts like a zip archive, which is what an .xlsx workbook is."""
    return data.startswith(_ZIP_MAGIC)


def check_text(name: str, data: bytes, text: str) -> None:
    """Refuse a file that is not a text table.

    Parameters
    ----------
    name : str
        The file name, for the message.
    data : bytes
        The first bytes of the file, checked for well-known binary formats.
    text : str
        The same bytes decoded, checked for control characters that text never contains.

    Raises
    ------
    DataError
        If the file is a known binary format, or looks like binary data.
    """
    if data.startswith(b"\xd0\xcf\x11\xe0"):
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0} is an old-style Excel .xls (or other Office) file, which BayesGUI cannot read. Open it in "
                    "Excel or WPS and save it as .xlsx or as CSV (UTF-8).",
                ),
                name,
            )
        )
    for magic, what in _MAGIC:
        if data.startswith(magic):
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("data", "{0} is {1}, not a table. Choose a CSV, TXT or Excel (.xlsx) file."),
                    name, what,
                )
            )
    if "\x00" in text or len(_CONTROL.findall(text)) > _MAX_CONTROL_FRACTION * len(text):
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0} does not look like a text table (it contains binary data). Choose a CSV, TSV, TXT or Excel "
                    "(.xlsx) file.",
                ),
                name,
            )
        )
