"""A saved model updated with rows of a table: incremental learning at the level of names (files, the window).

``update_model(model, added, removed)`` encodes the rows with the model's schema, widening it first where the
added rows bring a level or a class the model has not seen (appended, as a refit's encoding would number them),
and applies :mod:`bayesgui.core.learning.incremental`. Rows without a class are left out, as training leaves
them out.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pandas as pd

from bayesgui.core.learning.incremental import Update, add_rows, can_update, edit_rows, remove_rows
from bayesgui.core.note import Note, message_of
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.columns.kinds import CATEGORICAL
from bayesgui.data.columns.levels import codes_for_levels
from bayesgui.data.columns.names import check_column
from bayesgui.data.columns.schema import Schema
from bayesgui.data.errors import DataError
from bayesgui.data.row_use import RowUse
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.data.source import Source

__all__ = ["grown_schema", "update_model"]


def grown_schema(schema: Schema, frame: pd.DataFrame) -> Schema:
    """``schema`` with the levels and classes of ``frame`` it lacks appended (first-seen order)."""
    levels = []
    for column, kind, known in zip(schema.feature_names, schema.kinds, schema.levels, strict=True):
        if kind == CATEGORICAL and known is not None and column in frame.columns:
            _, new = codes_for_levels(frame[column].reset_index(drop=True), known)
            known = (*known, *new)
        levels.append(known)
    classes = schema.class_names
    if classes is not None and schema.target in frame.columns:
        _, new = codes_for_levels(frame[schema.target].reset_index(drop=True), classes)
        classes = (*classes, *new)
    return dataclasses.replace(schema, levels=tuple(levels), class_names=classes)


def update_model(
    model: TrainedModel,
    added: pd.DataFrame | None = None,
    removed: pd.DataFrame | None = None,
    source: Source | None = None,
) -> tuple[TrainedModel, Update]:
    """``model`` with the rows ``added`` learnt and the rows ``removed`` unlearnt (both tables with the feature and
    class columns); a :class:`DataError` names what is wrong (a model that cannot update, a missing column, rows
    that were never learnt)."""
    if not can_update(model.estimator) or not model.settings.spec.incremental:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data", "The {0} model cannot be updated row by row; train it again on the edited table."
                ),
                model.settings.model,
            )
        )  # fmt: skip
    schema = grown_schema(model.schema, added) if added is not None else model.schema
    X_add, y_add = _encoded(schema, added, source)
    X_old, y_old = _encoded(model.schema, removed, source)
    try:
        if removed is None:
            update = add_rows(model.estimator, X_add, y_add)
        elif added is None:
            update = remove_rows(model.estimator, X_old, y_old)
        else:
            update = edit_rows(model.estimator, X_old, y_old, X_add, y_add)
    except ValueError as exc:
        raise DataError(message_of(exc)) from None
    estimator = update.model
    n_rows = int(np.sum(estimator.class_count_))
    # the rows a table-trained model skipped and its encoding notes were about the old table: not carried over
    updated = dataclasses.replace(model, schema=schema, estimator=estimator, n_rows=n_rows, rows=RowUse(), notes=())
    return updated, update


def _encoded(schema: Schema, frame: pd.DataFrame | None, source: Source | None) -> tuple[np.ndarray, np.ndarray]:
    """(X, class codes) of the labelled rows of ``frame``; empty arrays for None."""
    if frame is None:
        return np.empty((0, schema.n_features)), np.empty(0, dtype=np.int64)
    source = source or Source(name=str(Note(QT_TRANSLATE_NOOP("data", "The rows"))))
    assert schema.target is not None
    if schema.target not in frame.columns:
        check_column(schema.target, list(frame.columns), source.name)
    X = schema.encode_features(frame, source=source)
    y = schema.encode_target(frame[schema.target])
    labelled = y >= 0
    return X[labelled], y[labelled]
