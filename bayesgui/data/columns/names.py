"""Column names: cleaning them and refusing duplicates."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.errors import DataError

__all__ = ["check_column", "clean_column_names"]


def clean_column_names(raw: Iterable[object], source_name: str) -> tuple[list[str], list[str]]:
    """Turn header cells into usable, unique column names.

    Names are converted to text and stripped of surrounding spaces; a blank name becomes
    ``"column N"`` (N counted from 1), with a warning.

    Parameters
    ----------
    raw : iterable
        The header cells, in order.
    source_name : str
        The file or table name, for messages.

    Returns
    -------
    names : list of str
    warnings : list of str

    Raises
    ------
    DataError
        If two columns have the same name.
    """
    names: list[str] = []
    blank: list[int] = []
    for position, cell in enumerate(raw, start=1):
        name = "" if cell is None else str(cell).strip()
        if not name:
            name = f"column {position}"
            blank.append(position)
        names.append(name)
    warnings = []
    if blank:
        listed = ", ".join(str(p) for p in blank)
        warnings.append(
            Note(
                QT_TRANSLATE_NOOP("data", "{0}: column(s) {1} have no name in the header; they are called 'column N'."),
                source_name, listed,
            )
        )
    seen: dict[str, int] = {}
    for position, name in enumerate(names, start=1):
        if name in seen:
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "data",
                        "{0}: the column name '{1}' is used twice in the header (columns {2} and {3}). Rename one of "
                        "them so that every column has its own name.",
                    ),
                    source_name, name, seen[name], position,
                )
            )
        seen[name] = position
    return names, warnings


def check_column(column: str, columns: Sequence[str], source_name: str) -> str:
    """Return ``column`` if it is one of ``columns``, else raise a :class:`DataError` with suggestions."""
    if column in columns:
        return column
    close = difflib.get_close_matches(str(column), [str(c) for c in columns], n=1)
    hint = Note(QT_TRANSLATE_NOOP("data", " Did you mean '{0}'?"), close[0]) if close else ""
    raise DataError(
        Note(
            QT_TRANSLATE_NOOP("data", "{0} has no column named '{1}'.{2} Its columns are: {3}."),
            source_name, column, hint, ', '.join(map(str, columns)),
        )
    )
