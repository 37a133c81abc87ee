"""A table's rows encoded for a model, in the job that made the model or the table (Qt-free).

Taking a row as the query encodes it for the model: ~3-5 ms for 20 columns (pandas per column), on the GUI thread,
in the slot that shows a newly trained model or a new preview. A streamed table's preview has a few thousand rows,
so the job encodes them all (in about the same time) and hands them over; the session reads its query row there.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from bayesgui.data import DataError

if TYPE_CHECKING:
    from bayesgui.data import Dataset
    from bayesgui.data.columns.schema import Schema

__all__ = ["EncodedRows", "encoded_rows"]


@dataclass(frozen=True, eq=False)
class EncodedRows:
    """``X``: every row of ``dataset`` encoded by ``schema`` (both compared by identity), unseen levels missing."""

    dataset: Dataset
    schema: Schema
    X: np.ndarray

    def row(self, dataset: Dataset, schema: Schema, row: int) -> np.ndarray | None:
        """Row ``row`` encoded, if these are ``dataset``'s rows encoded by ``schema`` (else None)."""
        if dataset is not self.dataset or schema is not self.schema or not 0 <= row < len(self.X):
            return None
        return self.X[row].copy()


def encoded_rows(dataset: Dataset, schema: Schema) -> EncodedRows | None:
    """``dataset``'s rows encoded as the session encodes a query row; None when a row cannot be (the session then
    encodes its query row itself, and says what is wrong with it)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # (an unseen level: the session's own encoding warns of it)
            X = schema.encode_features(dataset.frame, unseen="missing")
    except (DataError, ValueError, KeyError):
        return None
    return EncodedRows(dataset, schema, X)
