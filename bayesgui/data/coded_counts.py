"""Count columns that may be codes: integers 0, 1, 2, … with few values (Li Hang's X1 written from 0).

Inference calls a non-negative integer column with 0 and at least three values a count (a Poisson feature).
A column of codes looks the same, so the window asks, with a one-click change to categorical.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bayesgui.data.columns.inference import MAX_CATEGORICAL_LEVELS
from bayesgui.data.columns.kinds import COUNT
from bayesgui.data.samples import get_sample, sample_id_of

if TYPE_CHECKING:
    from bayesgui.data.dataset import Dataset

__all__ = ["coded_count_columns"]


def coded_count_columns(dataset: Dataset, max_levels: int = MAX_CATEGORICAL_LEVELS) -> tuple[str, ...]:
    """The count columns with at most ``max_levels`` distinct values, which may be category codes.

    Parameters
    ----------
    dataset : Dataset
    max_levels : int, optional
        At most this many distinct values (default: the largest number of levels inference calls categorical).

    Returns
    -------
    tuple of str
        In table order; a bundled sample's columns that its datasheet declares counts are left out.
    """
    sample = sample_id_of(dataset)
    declared = dict(get_sample(sample).kinds) if sample is not None else {}
    return tuple(
        name
        for name, kind in dataset.kinds.items()
        if kind == COUNT and declared.get(name) != COUNT and dataset.frame[name].nunique() <= max_levels
    )
