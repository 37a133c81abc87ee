"""Which rows of the table a fitted model skipped and why (``RowUse``), computed once after training."""

from __future__ import annotations

import numpy as np

from bayesgui.data import FeatureArrays
from bayesgui.data.columns.schema import Schema
from bayesgui.data.row_use import RowUse


def missing_cells(X: np.ndarray, schema: Schema) -> np.ndarray:
    """Bool mask of X's missing cells: NaN, or the code -1 in a categorical column."""
    missing = np.isnan(X)
    for j, kind in enumerate(schema.kinds):
        if kind == "categorical":
            missing[:, j] |= X[:, j] < 0
    return missing


def row_use(arrays: FeatureArrays, schema: Schema, X: np.ndarray, estimator, table_rows: int | None) -> RowUse:
    """The rows the fitted ``estimator`` left out of ``X`` (trained on ``arrays``' rows), and the rows of the
    table without a class that ``arrays`` already left out (``table_rows``: the table's length, if known)."""
    skipped = np.asarray(estimator.skipped_rows(X), dtype=bool) if X.shape[0] else np.zeros(0, dtype=bool)
    missing = missing_cells(X, schema)
    columns = missing[skipped].any(axis=0)
    kept = np.zeros(table_rows if table_rows is not None else 0, dtype=bool)
    kept[arrays.rows[arrays.rows < kept.size]] = True
    unlabeled = np.flatnonzero(~kept)
    rows = np.union1d(arrays.rows[skipped], unlabeled).astype(np.int64)
    return RowUse(
        skipped=tuple(int(r) for r in rows),
        missing_columns=tuple(name for name, hit in zip(schema.feature_names, columns, strict=True) if hit),
        n_unlabeled=int(unlabeled.size),
        n_missing_used=int(missing[~skipped].any(axis=1).sum()),
        filled_by_em=getattr(estimator, "missing", None) == "em" or getattr(estimator, "fills_missing_by_em", False),
    )
