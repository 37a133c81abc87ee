"""The latent class model's input, Qt-free: chosen columns as category codes, levels in their natural order."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import numpy as np

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.errors import DataError
from bayesgui.tasks.em.columns import check_known

if TYPE_CHECKING:  # importing the data layer's Dataset would load pandas
    from bayesgui.data import Dataset


def latent_class_matrix(dataset: Dataset, columns: Iterable[str]) -> tuple[np.ndarray, tuple[tuple[str, ...], ...]]:
    """The chosen columns as category codes; no row is dropped (a missing value is NaN).

    Levels are sorted (numerically when the column holds numbers), so that 0 comes before 1.

    Returns
    -------
    X : ndarray of shape (n_rows, len(columns))
        Codes 0, 1, ... as floats; NaN where the cell is empty.
    levels : tuple of tuple of str
        The level names of every column, in code order.

    Raises
    ------
    DataError
        For an unknown column, no column, or a column without any value.
    """
    columns = list(columns) or [c for c in dataset.columns if dataset.kinds[c] not in ("ignore", "target")]
    check_known(dataset, columns)
    if not columns:
        raise DataError(Note(QT_TRANSLATE_NOOP("tasks", "Choose at least one column for the latent class model.")))
    frame = dataset.frame
    X = np.full((len(frame), len(columns)), np.nan)
    levels = []
    for j, name in enumerate(columns):
        series = frame[name]
        values = series.dropna().unique()
        if values.size == 0:
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("tasks", "Column {0} is empty; the latent class model needs observed values."),
                    repr(name),
                )
            )
        values = sorted(values) if series.dtype.kind in "iufb" else sorted(map(str, values))
        index = {str(v): code for code, v in enumerate(values)}
        observed = series.notna().to_numpy()
        X[observed, j] = [index[str(v)] for v in series[observed]]
        levels.append(tuple(_name(v) for v in values))
    return X, tuple(levels)


def _name(value) -> str:
    """A level's display name: 1.0 is written 1."""
    if isinstance(value, (float, np.floating)) and float(value).is_integer():
        return str(int(value))
    return str(value)
