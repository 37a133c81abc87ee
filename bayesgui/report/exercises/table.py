"""A dataset as the table the exercise builders take (:class:`bayesgui.core.exercises.table.Table`)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from bayesgui.core.exercises.table import Table
from bayesgui.data import DataError, Dataset

__all__ = ["table_of"]


def table_of(dataset: Dataset, columns: Sequence[str] = (), need_target: bool = True) -> Table:
    """``dataset``'s features (or only ``columns``) and target, encoded; count columns are read as continuous.

    Without a target (``need_target`` false: the EM exercises) the table has no classes.

    Raises
    ------
    DataError
        When a named column is not a feature of the dataset, or the dataset has no target and ``need_target``.
    """
    arrays = dataset.to_arrays()
    schema = arrays.schema
    names = list(schema.feature_names)
    unknown = [c for c in columns if c not in names]
    if unknown:
        raise DataError(
            f"--columns names {', '.join(unknown)}, which {'is' if len(unknown) == 1 else 'are'} not a feature; "
            f"the features are: {', '.join(names)}."
        )
    picked = [names.index(c) for c in columns] if columns else list(range(len(names)))
    decimals = dataset.source.decimals_of()
    if need_target and (arrays.y is None or schema.class_names is None):
        raise DataError("The table has no target column: name one with --target.")
    return Table(
        names=tuple(names[j] for j in picked),
        kinds=tuple("categorical" if schema.kinds[j] == "categorical" else "continuous" for j in picked),
        levels=tuple(schema.levels[j] if schema.kinds[j] == "categorical" else None for j in picked),
        X=np.asarray(arrays.X, dtype=np.float64)[:, picked].copy(),
        y=np.asarray(arrays.y if arrays.y is not None else [], dtype=np.int64),
        classes=tuple(str(c) for c in schema.class_names or ()),
        target=str(schema.target or ""),
        numbers=np.asarray(arrays.rows, dtype=np.int64) + 1,
        decimals=tuple(decimals.get(names[j], 0 if schema.kinds[j] == "categorical" else 3) for j in picked),
    )

