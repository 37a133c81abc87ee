"""The limits of what the data layer reads, in one place: past them a file is refused with a message.

They keep a hostile or mistaken file (a 20 MB line, a worksheet whose used range reaches XFD1048576,
a zip bomb named .xlsx) from taking minutes or gigabytes before anything is shown.
"""

from __future__ import annotations

__all__ = [
    "MAX_BLANK_BYTES",
    "MAX_CELLS",
    "MAX_COLUMNS",
    "MAX_LINE_BYTES",
    "MAX_SHARED_STRINGS",
    "MAX_SHARED_STRINGS_BYTES",
    "MAX_UNZIPPED_BYTES",
    "ZIP_RATIO",
]

#: Most columns of a table: Excel's own limit (XFD is column 16,384).
MAX_COLUMNS = 16_384
#: Longest first line (the header) of a text table.
MAX_LINE_BYTES = 4 * 1024 * 1024
#: Most blank bytes skipped before the first line of a text table.
MAX_BLANK_BYTES = 256 * 1024 * 1024
#: Most cells (rows × columns, empty ones included) of a worksheet's used range.
MAX_CELLS = 50_000_000
#: Most bytes all the parts of an .xlsx workbook may unpack to.
MAX_UNZIPPED_BYTES = 1024 * 1024 * 1024
#: A part of a workbook that unpacks to more than this many times its packed size (and more than
#: 16 MB) is a zip bomb: real worksheets pack at most about 1:100.
ZIP_RATIO = 400
#: Most bytes the shared strings table of a workbook (xl/sharedStrings.xml, every distinct text) may
#: unpack to: about ten million short texts.
MAX_SHARED_STRINGS_BYTES = 256 * 1024 * 1024
#: Most distinct texts in that table (each costs about 60 bytes of memory once read).
MAX_SHARED_STRINGS = 10_000_000
