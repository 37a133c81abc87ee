"""Training as a stoppable job: encode the table column by column, then fit step by step.

Every step is short (one column, one chunk of rows, one EM iteration or one optimiser iteration: each
estimator's ``iter_fit`` decides), so a cancel takes effect within a few tens of milliseconds even on a million
rows. ``iter_fit`` leaves the estimator exactly as ``fit`` would.

The model's registry entry decides which columns it reads (``ModelSettings.columns``): the Gaussian models leave
the categorical columns out, and ``TrainedModel.left_out`` names them.
"""

from __future__ import annotations

from collections.abc import Generator

import numpy as np

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data import Dataset, FeatureArrays
from bayesgui.data.columns.binning import bin_columns
from bayesgui.data.columns.schema import Schema
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.tasks.feature_ranges import FeatureRanges, feature_ranges
from bayesgui.tasks.fit_errors import in_user_terms
from bayesgui.tasks.progress import ENCODING, Progress
from bayesgui.tasks.row_use import row_use

_FITTING = Note(QT_TRANSLATE_NOOP("tasks", "Fitting"))

FIT_STEPS = 1000  # the fitting share of the progress bar, in units


def train_model(dataset: Dataset, settings: ModelSettings) -> Generator[Progress | FeatureRanges, None, TrainedModel]:
    """Yield ``Progress`` after every column encoded and every fitting step, and once the number features'
    ``FeatureRanges``; return the ``TrainedModel``."""
    n_columns = len(dataset.feature_names) + 1
    total = n_columns + FIT_STEPS
    yield Progress(0, total, ENCODING)
    encoding = dataset.iter_arrays(keep_unlabeled=settings.spec.unlabeled)
    try:
        while True:
            done = next(encoding)
            yield Progress(done, total, ENCODING)
    except StopIteration as stop:
        arrays = stop.value
    yield feature_ranges(dataset)  # for the query form (here, in the worker: it reads every row)
    schema, X = model_inputs(arrays, settings)
    estimator = settings.build(schema)
    with in_user_terms(schema, settings):
        for done, steps in estimator.iter_fit(X, arrays.y):
            yield Progress(n_columns + (FIT_STEPS * done) // max(steps, 1), total, _FITTING)
    return _trained(arrays, settings, schema, X, estimator, dataset.n_rows)


def fit_model(arrays: FeatureArrays, settings: ModelSettings, table_rows: int | None = None) -> TrainedModel:
    """``train_model`` without the progress, on arrays already encoded; ``table_rows`` (the table's length)
    lets the result name the rows without a class that the encoding left out."""
    return _fit(arrays, settings, table_rows)[0]


def fit_and_score(
    arrays: FeatureArrays, settings: ModelSettings, table_rows: int | None = None
) -> tuple[TrainedModel, float]:
    """:func:`fit_model` and the model's accuracy on the labelled rows it was trained on (the CLI's
    ``train``): the model's columns are selected once, for both."""
    model, X = _fit(arrays, settings, table_rows)
    labeled = arrays.y >= 0  # a semi-supervised model also trains on rows without a class
    return model, float(np.mean(model.estimator.predict(X[labeled]) == arrays.y[labeled]))


def _fit(arrays: FeatureArrays, settings: ModelSettings, table_rows: int | None) -> tuple[TrainedModel, np.ndarray]:
    schema, X = model_inputs(arrays, settings)
    with in_user_terms(schema, settings):
        estimator = settings.build(schema).fit(X, arrays.y)
    return _trained(arrays, settings, schema, X, estimator, table_rows), X


def _trained(arrays: FeatureArrays, settings: ModelSettings, schema: Schema, X, estimator, table_rows) -> TrainedModel:
    left_out = tuple(settings.left_out(arrays.schema))
    rows = row_use(arrays, schema, X, estimator, table_rows)
    n_rows = X.shape[0] - int(getattr(estimator, "n_skipped_", 0))  # models without it marginalise, skip none
    notes = (*arrays.warnings, *binning_notes(schema, settings))
    return TrainedModel(schema, settings, estimator, left_out=left_out, n_rows=n_rows, rows=rows, notes=notes)


_BINNED = QT_TRANSLATE_NOOP("tasks", "{0} is cut into {1} intervals of {2}: {3}.")
_HOW = {
    "equal-width": Note(QT_TRANSLATE_NOOP("tasks", "equal width")),
    "equal-frequency": Note(QT_TRANSLATE_NOOP("tasks", "equal frequency")),
}


def binning_notes(schema: Schema, settings: ModelSettings) -> tuple[Note, ...]:
    """One notice per binned column: its intervals, named by their edges (for the notice bar)."""
    binning = settings.binning()
    if binning is None:
        return ()
    return tuple(
        Note(_BINNED, name, len(levels or ()), _HOW[binning[0]], ", ".join(levels or ()))
        for j, (name, levels) in enumerate(zip(schema.feature_names, schema.levels, strict=True))
        if schema.edges_of(j) is not None
    )


def model_inputs(arrays: FeatureArrays, settings: ModelSettings) -> tuple[Schema, np.ndarray]:
    """The schema and the X the chosen model is trained on (the columns it can read; with bins chosen, the
    continuous and count columns binned, their edges in the schema)."""
    schema, X = arrays.schema, arrays.X
    binning = settings.binning()
    if binning is not None:  # continuous and count columns cut into intervals (the edges kept in the schema)
        schema, X = bin_columns(schema, X, *binning)
    columns = settings.columns(schema)
    if len(columns) == X.shape[1]:
        return schema, X
    return schema.select(columns), X[:, columns]
