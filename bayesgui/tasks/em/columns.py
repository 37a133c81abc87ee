"""The columns an EM job was asked for, checked against the table: a clear message for a name it lacks."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.errors import DataError

if TYPE_CHECKING:  # importing the data layer's Dataset would load pandas
    from bayesgui.data import Dataset


def check_known(dataset: Dataset, columns: Sequence[str]) -> None:
    """Raise :class:`DataError` naming every one of ``columns`` that ``dataset`` lacks, and the columns it has."""
    unknown = [c for c in columns if c not in dataset.columns]
    if unknown:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP("tasks", "No column named {0}; the columns are: {1}."),
                ', '.join(map(repr, unknown)), ', '.join(dataset.columns),
            )
        )
