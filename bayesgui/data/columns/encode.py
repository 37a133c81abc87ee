"""Encode a table as arrays for a classifier, one column at a time: what :meth:`Dataset.to_arrays` runs.

Levels and classes are numbered in the order they first appear (:func:`~bayesgui.data.columns.levels.fit_levels`);
continuous and count columns are checked and turned into floats; the result is a
:class:`~bayesgui.data.columns.arrays.FeatureArrays`.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping

import numpy as np
import pandas as pd

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.columns.arrays import FeatureArrays
from bayesgui.data.columns.checks import as_numbers, check_kind_fits
from bayesgui.data.columns.kinds import CATEGORICAL, FEATURE_KINDS, TARGET
from bayesgui.data.columns.levels import fit_levels
from bayesgui.data.columns.schema import Schema
from bayesgui.data.errors import DataError
from bayesgui.data.source import Source

__all__ = ["iter_encode"]


def iter_encode(
    frame: pd.DataFrame, kinds: Mapping[str, str], source: Source, keep_unlabeled: bool = False
) -> Generator[int, None, FeatureArrays]:
    """Encode the feature and target columns of a dataset's normalised ``frame`` (see
    :meth:`bayesgui.data.dataset.Dataset.iter_arrays`).

    Yields the number of columns encoded so far (the target first, then each feature) and returns the
    :class:`FeatureArrays`.

    Raises
    ------
    DataError
        If there is no feature column, if the target has fewer than two classes, or if a continuous or
        count column holds values that are not numbers.
    """
    n_rows = len(frame)
    name = source.name
    features = tuple(column for column, kind in kinds.items() if kind in FEATURE_KINDS)
    if not features:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0} has no feature columns: every column is ignored or is the target. Set at least one column "
                    "to categorical, continuous or count.",
                ),
                name,
            )
        )
    notes: list[str] = []
    rows = np.arange(n_rows, dtype=np.int64)
    y = class_names = None
    target = next((column for column, kind in kinds.items() if kind == TARGET), None)
    if target is not None:
        y, class_names = fit_levels(frame[target])
        if len(class_names) < 2:
            found = (
                Note(QT_TRANSLATE_NOOP("data", "only the class '{0}'"), class_names[0])
                if class_names
                else Note(QT_TRANSLATE_NOOP("data", "no values"))
            )
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "data",
                        "{0}: the target column '{1}' has {2}. A classifier needs at least two classes: choose "
                        "another target column, or add rows of other classes.",
                    ),
                    name, target, found,
                )
            )  # fmt: skip
        unlabeled = y < 0
        if unlabeled.any() and keep_unlabeled:
            notes.append(
                Note(
                    QT_TRANSLATE_NOOP("data", "{0}: {1} row(s) have no class: they are the unlabeled rows."),
                    name, int(unlabeled.sum()),
                )
            )  # fmt: skip
        elif unlabeled.any():
            first = int(np.flatnonzero(unlabeled)[0])
            notes.append(
                Note(
                    QT_TRANSLATE_NOOP(
                        "data",
                        "{0}: {1} row(s) have no value in the target column '{2}' (the first on {3}); they are left "
                        "out.",
                    ),
                    name, int(unlabeled.sum()), target, source.locate(first),
                )
            )  # fmt: skip
            rows = np.flatnonzero(~unlabeled).astype(np.int64)
            y = y[rows]
    yield 1
    X = np.empty((len(rows), len(features)), dtype=np.float64, order="F")  # a column touches only its pages
    feature_kinds, levels = [], []
    for j, column in enumerate(features):
        kind = kinds[column]
        series = frame[column]
        if kind == CATEGORICAL:
            codes, names = fit_levels(series)
            X[:, j] = codes[rows] if len(rows) < n_rows else codes
            levels.append(names)
        else:
            check_kind_fits(series, kind, source)
            values = as_numbers(series).to_numpy()
            X[:, j] = values[rows] if len(rows) < n_rows else values
            levels.append(None)
        feature_kinds.append(kind)
        yield j + 2
    schema = Schema(
        feature_names=features,
        kinds=tuple(feature_kinds),
        levels=tuple(levels),
        target=target,
        class_names=class_names,
    )
    return FeatureArrays(X=X, y=y, schema=schema, rows=rows, warnings=tuple(notes))
