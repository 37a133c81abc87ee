"""How many decimals each column of a text file is written with, read cheaply from the file's first lines.

pandas reads "0.460" as 0.46; the worked report prints an input as the file writes it (Zhou's 含糖率 = 0.460), so
the loader records, per column, the most digits after the decimal mark among the first :data:`MAX_LINES` data
lines of the sample it has already read for sniffing. Cells that are not plain decimals (text, exponents) are
left out; a column with none gets no entry.
"""

from __future__ import annotations

import csv
import functools
import re

__all__ = ["column_decimals", "written_decimals"]

MAX_LINES = 500


@functools.cache
def _plain_number(decimal: str) -> re.Pattern[str]:
    """Optional sign, digits, optional decimal mark and digits (group 1), with at least one digit, blanks around."""
    mark = re.escape(decimal)
    return re.compile(rf"\s*[+-]?(?=\d|{mark}\d)\d*(?:{mark}(\d*))?\s*")


def written_decimals(cell: str, decimal: str = ".") -> int | None:
    """The digits after the decimal mark of ``cell`` written as a plain number ("0.460": 3, "8": 0), else None."""
    match = _plain_number(decimal).fullmatch(cell)
    return None if match is None else len(match.group(1) or "")


def column_decimals(
    text: str, delimiter: str, decimal: str, names, has_header: bool, complete: bool
) -> tuple[tuple[str, int], ...]:
    """(column name, decimals) for the columns of ``text`` written as plain decimal numbers.

    Parameters
    ----------
    text : str
        The decoded start of the file (from its first non-blank line).
    delimiter : str
        One character, or ``r"\\s+"`` for runs of whitespace.
    decimal : str
        The decimal mark, "." or ",".
    names : sequence of str
        The columns' final names, in file order.
    has_header : bool
        The first line holds the column names.
    complete : bool
        ``text`` reaches the end of the file (else its last line may be cut and is not read).
    """
    lines = text.splitlines()
    if not complete:
        lines = lines[:-1]
    lines = lines[1 if has_header else 0 :][:MAX_LINES]
    if delimiter in (r"\s+", " "):
        rows = (line.split() for line in lines)
    else:
        rows = csv.reader(lines, delimiter=delimiter)
    found: dict[int, int] = {}
    plain = _plain_number(decimal).fullmatch
    for row in rows:
        for j, cell in enumerate(row[: len(names)]):
            match = plain(cell)
            if match is not None:
                found[j] = max(found.get(j, 0), len(match.group(1) or ""))
    return tuple((str(names[j]), found[j]) for j in sorted(found))
