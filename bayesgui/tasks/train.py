"""Training as a stoppable job: encode the table column by column, then fit step by step.

Every step is short (one column, one chunk of rows through ``partial_fit``, one EM iteration or one
optimiser iteration: each estimator's ``iter_fit`` decides), so a cancel takes effect within a few tens
of milliseconds even on a million rows. ``iter_fit`` leaves the estimator exactly as ``fit`` would.

The numeric-only models (LDA, QDA, ..., see ``ModelSettings.numeric_columns``) are trained on the
continuous and count columns; their ``TrainedModel.schema`` lists only those.
"""

from __future__ import annotations

from collections.abc import Generator

import numpy as np

from bayesgui.data import Dataset, FeatureArrays
from bayesgui.data.model_file import TrainedModel
from bayesgui.data.model_settings import ModelSettings
from bayesgui.data.schema import Schema
from bayesgui.tasks.progress import Progress

CHUNK_ROWS = 1 << 16
FIT_STEPS = 1000  # the fitting share of the progress bar, in units


def train_model(
    dataset: Dataset, settings: ModelSettings, chunk_rows: int = CHUNK_ROWS
) -> Generator[Progress, None, TrainedModel]:
    """Yield ``Progress`` after every column encoded and every fitting step; return the ``TrainedModel``."""
    n_columns = len(dataset.feature_names) + 1
    total = n_columns + FIT_STEPS
    yield Progress(0, total, "Encoding the table")
    encoding = dataset.iter_arrays()
    try:
        while True:
            done = next(encoding)
            yield Progress(done, total, "Encoding the table")
    except StopIteration as stop:
        arrays = stop.value
    schema, X = model_inputs(arrays, settings)
    estimator = settings.build(schema)
    if settings.model == "naive-bayes":
        fitting = estimator.iter_fit(X, arrays.y, chunk_rows, classes=np.arange(len(arrays.class_names)))
    else:
        fitting = estimator.iter_fit(X, arrays.y)
    for done, steps in fitting:
        yield Progress(n_columns + (FIT_STEPS * done) // max(steps, 1), total, "Fitting")
    return TrainedModel(schema, settings, estimator)


def model_inputs(arrays: FeatureArrays, settings: ModelSettings) -> tuple[Schema, np.ndarray]:
    """The schema and the X the chosen model is trained on (the numeric columns for all but naive Bayes)."""
    columns = settings.numeric_columns(arrays.schema)
    if len(columns) == arrays.X.shape[1]:
        return arrays.schema, arrays.X
    return arrays.schema.select(columns), arrays.X[:, columns]
