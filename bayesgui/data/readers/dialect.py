"""Delimiter, decimal mark and header detection on the decoded start of a text table."""

from __future__ import annotations

import csv
import io
import math
import re
from dataclasses import dataclass

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.errors import DataError
from bayesgui.data.readers.limits import MAX_LINE_BYTES

__all__ = ["WHITESPACE", "Dialect", "parse_delimiter", "sniff_dialect"]

#: The delimiter value meaning "one or more spaces or tabs" (as understood by pandas).
WHITESPACE = r"\s+"

# Candidate single-character delimiters, in order of preference when several fit equally well.
_CANDIDATES = (",", "\t", ";", "|")
_MAX_SCORED_RECORDS = 500
_ALIASES = {"tab": "\t", "\\t": "\t", "whitespace": WHITESPACE, "space": WHITESPACE, " ": WHITESPACE}
_COMMA_DECIMAL = re.compile(r"^\s*[-+]?\d*,\d+\s*$")
_POINT_DECIMAL = re.compile(r"^\s*[-+]?\d*\.\d+\s*$")
# A header field may be as long as the longest first line read (csv's default limit is 128 KB).
csv.field_size_limit(max(csv.field_size_limit(), MAX_LINE_BYTES))


@dataclass(frozen=True)
class Dialect:
    """How a delimited text table is written.

    Parameters
    ----------
    delimiter : str
        One character, or :data:`WHITESPACE`.
    decimal : str
        ``"."`` or ``","``.
    header : tuple of str or None
        The cells of the first line, or None when the first line already holds data (all numbers).
    n_columns : int
        Number of fields on the first line.
    skip_initial_space : bool
        True when fields are written with a space after the delimiter (``a, b, c``).
    """

    delimiter: str
    decimal: str
    header: tuple[str, ...] | None
    n_columns: int
    skip_initial_space: bool = False


def parse_delimiter(delimiter: str) -> str:
    """Validate a delimiter given by a user: one character, ``"tab"`` or ``"whitespace"``."""
    value = _ALIASES.get(delimiter.lower() if delimiter.isalpha() else delimiter, delimiter)
    if value != WHITESPACE and len(value) != 1:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "The delimiter must be a single character such as ',' ';' '|', or 'tab' or 'whitespace' (got "
                    "{0}).",
                ),
                repr(delimiter),
            )
        )
    return value


def _split_whitespace(line: str) -> list[str]:
    """Fields separated by runs of spaces and tabs, where double quotes may protect spaces."""
    try:
        return next(csv.reader([line.strip().replace("\t", " ")], delimiter=" ", skipinitialspace=True))
    except csv.Error:
        return line.split()


def _records(body: str, delimiter: str) -> list[tuple[int, list[str]]]:
    """Split text into records of fields, with the line number where each record ends; skip blank lines."""
    if delimiter == WHITESPACE:
        return [
            (number, _split_whitespace(line))
            for number, line in enumerate(body.splitlines(), 1)
            if line.strip()
        ]
    reader = csv.reader(io.StringIO(body, newline=""), delimiter=delimiter, strict=False)
    records = []
    try:
        for fields in reader:
            if fields and (len(fields) > 1 or fields[0].strip()):
                records.append((reader.line_num, fields))
    except csv.Error:  # a pathological sample (e.g. a field past csv's size limit): keep what was parsed
        pass
    return records


def _consistency(records: list[tuple[int, list[str]]]) -> float:
    """Fraction of the first records as wide as the first one (one trailing empty field allowed)."""
    scored = records[:_MAX_SCORED_RECORDS]
    width = len(scored[0][1])
    fitting = sum(1 for _, fields in scored if _fits(fields, width))
    return fitting / len(scored)


def _fits(fields: list[str], width: int) -> bool:
    return len(fields) == width or (len(fields) == width + 1 and not fields[-1].strip())


def _head(body: str, n_lines: int) -> str:
    """The first ``n_lines`` lines of ``body``."""
    end = -1
    for _ in range(n_lines):
        end = body.find("\n", end + 1)
        if end < 0:
            return body
    return body[: end + 1]


def _choose_delimiter(body: str) -> str:
    head = _head(body, _MAX_SCORED_RECORDS)
    best: tuple[float, str] | None = None
    for delimiter in (*_CANDIDATES, WHITESPACE):
        records = _records(head, delimiter)
        if not records or len(records[0][1]) < 2:
            continue
        score = _consistency(records)
        # Whitespace only wins when it fits strictly better than every single character.
        if best is None or score > best[0]:
            best = (score, delimiter)
    return "," if best is None else best[1]


def _is_number(text: str, decimal: str) -> bool:
    try:
        value = float(text.replace(decimal, ".") if decimal != "." else text)
    except ValueError:
        return False
    return math.isfinite(value)


def _looks_like_data(first: list[str], decimal: str) -> bool:
    """True if the first line holds values rather than names: a decimal number, or only numbers that are not
    a column numbering such as ``0,1,2,...``."""
    pattern = _COMMA_DECIMAL if decimal == "," else _POINT_DECIMAL
    if any(pattern.match(field) for field in first):
        return True
    if not all(field and _is_number(field, decimal) for field in first):
        return False
    numbers = [float(field.replace(decimal, ".")) for field in first]
    return numbers != list(range(int(numbers[0]), int(numbers[0]) + len(numbers))) or numbers[0] not in (0, 1)


def _detect_decimal(delimiter: str, records: list[tuple[int, list[str]]]) -> str:
    if delimiter == ",":
        return "."
    comma = point = 0
    for _, fields in records[1:_MAX_SCORED_RECORDS]:
        for field in fields:
            comma += bool(_COMMA_DECIMAL.match(field))
            point += bool(_POINT_DECIMAL.match(field))
    return "," if comma > point else "."


def _spaced(delimiter: str, records: list[tuple[int, list[str]]]) -> bool:
    if delimiter in (WHITESPACE, "\t"):
        return False
    later = [field for _, fields in records[:_MAX_SCORED_RECORDS] for field in fields[1:] if field]
    return bool(later) and sum(field.startswith(" ") for field in later) > len(later) / 2


def _check_widths(name: str, delimiter: str, records: list[tuple[int, list[str]]]) -> None:
    width = len(records[0][1])
    bad = [(line, len(fields)) for line, fields in records[1:] if not _fits(fields, width)]
    if not bad:
        return
    line, count = bad[0]
    if delimiter == "\t":
        shown = Note(QT_TRANSLATE_NOOP("data", "a tab"))
    elif delimiter == WHITESPACE:
        shown = Note(QT_TRANSLATE_NOOP("data", "spaces"))
    else:
        shown = f"'{delimiter}'"
    more = (
        Note(
            QT_TRANSLATE_NOOP("data", " ({0} more line(s) near the start of the file have the same problem)"),
            len(bad) - 1,
        )
        if len(bad) > 1
        else ""
    )
    raise DataError(
        Note(
            QT_TRANSLATE_NOOP(
                "data",
                "{0}: line {1} has {2} values but the first line has {3} columns (values separated by {4}){5}. Every "
                "line needs one value per column: add the missing values (leave a cell empty if unknown) or remove "
                "the extra ones, or put quotes around text that contains the delimiter.",
            ),
            name, line, count, width, shown, more,
        )
    )


def sniff_dialect(
    text: str,
    *,
    complete: bool,
    name: str,
    delimiter: str | None = None,
    decimal: str | None = None,
) -> Dialect:
    """Work out how the start of a text table is written, and check its lines have consistent widths.

    Parameters
    ----------
    text : str
        The decoded start of the file (see :func:`bayesgui.data.readers.charset.decode_sample`).
    complete : bool
        True when ``text`` is the whole file; otherwise its last, possibly cut, line is not checked.
    name : str
        The file name, for messages.
    delimiter, decimal : str, optional
        Values given by the user, which are used instead of detected ones.

    Returns
    -------
    Dialect

    Raises
    ------
    DataError
        If a line in ``text`` has a different number of fields than the first line.
    """
    body = text
    if not complete and "\n" in text.rstrip("\n"):
        body = text[: text.rstrip("\n").rfind("\n") + 1]
    delimiter = _choose_delimiter(body) if delimiter is None else parse_delimiter(delimiter)
    records = _records(body, delimiter)
    if not records:
        raise DataError(Note(QT_TRANSLATE_NOOP("data", "{0} is empty: it has no lines with values."), name))
    if not complete and len(records) > 1:
        records = records[:-1]  # a quoted field may run past the end of the sample
    if decimal is None:
        decimal = _detect_decimal(delimiter, records)
    _check_widths(name, delimiter, records)
    first = [field.strip() for field in records[0][1]]
    is_data = _looks_like_data(first, decimal)
    return Dialect(
        delimiter=delimiter,
        decimal=decimal,
        header=None if is_data else tuple(first),
        n_columns=len(first),
        skip_initial_space=_spaced(delimiter, records),
    )
