"""Column names: cleaning them and refusing duplicates."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence

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
            f"{source_name}: column(s) {listed} have no name in the header; they are called 'column N'."
        )
    seen: dict[str, int] = {}
    for position, name in enumerate(names, start=1):
        if name in seen:
            raise DataError(
                f"{source_name}: the column name '{name}' is used twice in the header (columns {seen[name]} "
                f"and {position}). Rename one of them so that every column has its own name."
            )
        seen[name] = position
    return names, warnings


def check_column(column: str, columns: Sequence[str], source_name: str) -> str:
    """Return ``column`` if it is one of ``columns``, else raise a :class:`DataError` with suggestions."""
    if column in columns:
        return column
    close = difflib.get_close_matches(str(column), [str(c) for c in columns], n=1)
    hint = f" Did you mean '{close[0]}'?" if close else ""
    raise DataError(
        f"{source_name} has no column named '{column}'.{hint} "
        f"Its columns are: {', '.join(map(str, columns))}."
    )
