"""Training as a stoppable job: encode the table column by column, then fit chunk by chunk.

Every step is short (one column, or one chunk of rows through ``partial_fit``), so a cancel takes
effect within a few tens of milliseconds even on a million rows. Chunked ``partial_fit`` gives the
model ``fit`` gives (the counts and sums are the same).
"""

from __future__ import annotations

from collections.abc import Generator

import numpy as np

from bayesgui.data import Dataset
from bayesgui.data.model_file import TrainedModel
from bayesgui.data.model_settings import ModelSettings
from bayesgui.tasks.progress import Progress

CHUNK_ROWS = 1 << 16


def train_model(
    dataset: Dataset, settings: ModelSettings, chunk_rows: int = CHUNK_ROWS
) -> Generator[Progress, None, TrainedModel]:
    """Yield ``Progress`` after every column encoded and every chunk fitted; return the ``TrainedModel``."""
    n_columns = len(dataset.feature_names) + 1
    n_chunks = max(1, -(-dataset.n_rows // chunk_rows))
    total = n_columns + n_chunks
    yield Progress(0, total, "Encoding the table")
    encoding = dataset.iter_arrays()
    try:
        while True:
            done = next(encoding)
            yield Progress(done, total, "Encoding the table")
    except StopIteration as stop:
        arrays = stop.value
    estimator = settings.build(arrays.schema)
    classes = np.arange(len(arrays.class_names))
    for i, start in enumerate(range(0, max(arrays.n_samples, 1), chunk_rows)):
        rows = slice(start, start + chunk_rows)
        estimator.partial_fit(arrays.X[rows], arrays.y[rows], classes=classes)
        yield Progress(n_columns + i + 1, total, "Fitting")
    return TrainedModel(arrays.schema, settings, estimator)
