"""What the Columns list shows of each column (missing cells, range or levels), computed once, off the GUI thread.

The load job (``tasks/loading/table.py``) summarizes the table it read; the window's Columns list only reads the result.
Reading 1,000,000 rows x 20 columns for these figures took ~0.1 s, which the GUI thread must never spend at once.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

import numpy as np
import pandas as pd
from pandas.api.types import is_bool_dtype, is_numeric_dtype

from bayesgui.data.columns.checks import as_numbers
from bayesgui.data.columns.kinds import CATEGORICAL, IGNORE, TARGET
from bayesgui.data.columns.levels import fit_levels
from bayesgui.data.dataset import Dataset
from bayesgui.data.readers.files import drain
from bayesgui.data.source import Source

__all__ = [
    "ColumnSummaries",
    "NumberRange",
    "iter_summarize",
    "missing_counts",
    "number_range",
    "shows_numbers",
    "summarize",
]


@dataclass(frozen=True)
class NumberRange:
    """The smallest, largest and mean number of a column (missing cells and text left out)."""

    low: float
    high: float
    mean: float


@dataclass(frozen=True, eq=False)
class ColumnSummaries:
    """Per column: the number of missing cells, and the range or the levels the Columns list shows for it.

    ``ranges`` holds the columns summarized as numbers (None: the column holds no number), ``levels`` those
    summarized by their levels; a column whose kind was changed after loading may be in neither.
    """

    source: Source
    """The table these figures describe (a kind edit keeps it; another table has another source)."""
    missing: Mapping[str, int]
    ranges: Mapping[str, NumberRange | None] = field(default_factory=dict)
    levels: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def describes(self, dataset: Dataset | None) -> bool:
        """True if these figures are of ``dataset``'s table (its rows and columns, whatever its kinds)."""
        return dataset is not None and dataset.source is self.source and set(dataset.columns) == set(self.missing)


def shows_numbers(dataset: Dataset, column: str) -> bool:
    """Whether the Columns list shows the range of ``column`` (numbers) rather than its levels."""
    kind = dataset.kinds[column]
    if kind == IGNORE:
        dtype = dataset.frame[column].dtype
        return is_numeric_dtype(dtype) and not is_bool_dtype(dtype)
    return kind not in (CATEGORICAL, TARGET)


def missing_counts(frame: pd.DataFrame) -> dict[str, int]:
    """The number of missing cells of every column (one pass over the table)."""
    return {name: int(count) for name, count in frame.isna().sum().items()}


def number_range(series: pd.Series) -> NumberRange | None:
    """The range and mean of a column's numbers, or None if it holds none."""
    values = as_numbers(series).to_numpy()
    values = values[~np.isnan(values)]
    if not len(values):
        return None
    return NumberRange(float(values.min()), float(values.max()), float(values.mean()))


CELLS_PER_STEP = 4_000_000  # numbers summarized between two yields (a few columns of a long table, or many short)


def _ranges(block: pd.DataFrame) -> dict[str, NumberRange | None]:
    """The ranges of several numeric columns at once (a wide table has thousands)."""
    numbers = block.astype(np.float64)
    low, high, mean, count = numbers.min(), numbers.max(), numbers.mean(), numbers.count()
    return {
        column: NumberRange(float(low[column]), float(high[column]), float(mean[column])) if count[column] else None
        for column in block.columns
    }


def iter_summarize(dataset: Dataset) -> Generator[tuple[int, int], None, ColumnSummaries]:
    """:func:`summarize` step by step: yields ``(columns done, columns)``, returns the summaries."""
    frame, columns = dataset.frame, dataset.columns
    missing = missing_counts(frame)
    ranges: dict[str, NumberRange | None] = {}
    levels: dict[str, tuple[str, ...]] = {}
    numeric = [c for c in columns if shows_numbers(dataset, c) and is_numeric_dtype(frame[c].dtype)]
    per_step = max(1, CELLS_PER_STEP // max(1, len(frame)))
    done = 0
    for start in range(0, len(numeric), per_step):
        yield done, len(columns)
        chunk = numeric[start : start + per_step]
        ranges.update(_ranges(frame[chunk]))
        done += len(chunk)
    for column in columns:
        if column in ranges:
            continue
        yield done, len(columns)
        if shows_numbers(dataset, column):  # numbers written as text
            ranges[column] = number_range(frame[column])
        else:
            levels[column] = fit_levels(frame[column])[1]
        done += 1
    yield len(columns), len(columns)
    ranges = {column: ranges[column] for column in columns if column in ranges}  # in the table's order
    return ColumnSummaries(
        dataset.source, MappingProxyType(missing), MappingProxyType(ranges), MappingProxyType(levels)
    )


def summarize(dataset: Dataset) -> ColumnSummaries:
    """The missing counts of every column, and the range or levels of each as its kind shows it."""
    return drain(iter_summarize(dataset))
