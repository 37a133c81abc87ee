"""The rows a region plot draws: two numeric columns with their class codes, and a grid spanning them."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.errors import DataError

if TYPE_CHECKING:  # the data layer's Dataset loads pandas
    from bayesgui.data import Dataset

NUMERIC_KINDS = ("continuous", "count")
MARGIN = 0.08  # the grid spans the data plus this fraction of its range on every side


def numeric_columns(dataset: Dataset) -> list[str]:
    """The columns a region plot can use as axes (continuous and count)."""
    return [c for c, kind in dataset.kinds.items() if kind in NUMERIC_KINDS]


def region_data(dataset: Dataset, x_column: str, y_column: str) -> tuple[np.ndarray, np.ndarray, tuple, int]:
    """The complete rows of two numeric columns and their class codes.

    Returns
    -------
    X : ndarray (n, 2), y : ndarray (n,) of int, class_names : tuple of str, n_dropped : int
    """
    from bayesgui.data.columns.checks import as_numbers
    from bayesgui.data.columns.levels import fit_levels

    if dataset.target is None:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP("tasks", "Choose a target column (the class to predict) to draw decision regions."),
            )
        )
    allowed = numeric_columns(dataset)
    for column in (x_column, y_column):
        if column not in allowed:
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("tasks", "Column {0} is not continuous or count; choose two of: {1}."),
                    repr(column), ', '.join(allowed) or 'none',
                )
            )
    if x_column == y_column:
        raise DataError(Note(QT_TRANSLATE_NOOP("tasks", "Choose two different columns for the x and y axes.")))
    frame = dataset.frame
    codes, class_names = fit_levels(frame[dataset.target])
    X = np.column_stack([as_numbers(frame[c]).to_numpy(dtype=np.float64) for c in (x_column, y_column)])
    keep = np.isfinite(X).all(axis=1) & (codes >= 0)
    present = np.unique(codes[keep])
    if present.size < 2:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "tasks",
                    "Fewer than two classes have complete rows in {0} and {1}; choose other columns.",
                ),
                x_column, y_column,
            )
        )
    return np.ascontiguousarray(X[keep]), codes[keep].astype(np.int64), tuple(class_names), int((~keep).sum())


def grid_axes(X: np.ndarray, resolution: int) -> tuple[np.ndarray, np.ndarray]:
    """Grid coordinates spanning the points ``X`` (n, 2) plus a margin; each of length ``resolution``."""
    if resolution < 2:
        raise ValueError(Note(QT_TRANSLATE_NOOP("tasks", "resolution must be at least 2, got {0}."), resolution))
    low, high = X.min(axis=0), X.max(axis=0)
    span = np.where(high > low, high - low, np.maximum(np.abs(low), 1.0))
    low, high = low - MARGIN * span, high + MARGIN * span
    return np.linspace(low[0], high[0], resolution), np.linspace(low[1], high[1], resolution)
