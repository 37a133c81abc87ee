"""Streamed training: the model's statistics gathered in one pass over the file, chunk by chunk.

Naive Bayes of every kind, LDA, QDA and Gaussian Bayes (:func:`bayesgui.core.streaming.statistics.supports`) train
in one pass, to the model an in-memory fit of the same rows gives. Any other model is refused with the reason and
the way out: train it on a random sample (:func:`iter_scan_job` reads one, ``sample_rows``), which fits in memory.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping

from bayesgui.core.base.estimator import Classifier
from bayesgui.core.note import Note
from bayesgui.core.streaming.statistics import SumStatistics, refusal, stats_for, supports
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.columns.schema import Schema
from bayesgui.data.dataset import AUTO, AutoTarget, Dataset
from bayesgui.data.errors import DataError
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.data.streaming.reader import ChunkedFile
from bayesgui.data.streaming.sample import iter_sample
from bayesgui.data.streaming.scan import StreamedTable, encode_chunk, infer_stream_kinds, iter_scan
from bayesgui.tasks.fit_errors import in_user_terms
from bayesgui.tasks.progress import Progress

__all__ = ["iter_sample_dataset", "model_template", "scan_table", "train_streamed"]

SCANNING = Note(QT_TRANSLATE_NOOP("tasks", "Reading the columns' levels"))
TRAINING = Note(QT_TRANSLATE_NOOP("tasks", "Training, one pass over the file"))
SAMPLING = Note(QT_TRANSLATE_NOOP("tasks", "Drawing a random sample of the rows"))


def scan_table(
    file: ChunkedFile, target: str | AutoTarget | None = AUTO, kinds: Mapping[str, str] | None = None
) -> Generator[Progress, None, StreamedTable]:
    """Kinds from the first rows (``kinds`` overrides), then the levels pass; return the ``StreamedTable``."""
    inferred, notes = infer_stream_kinds(file, target, kinds)
    scan = iter_scan(file, inferred, notes)
    while True:
        try:
            done, total = next(scan)
        except StopIteration as stop:
            return stop.value
        yield Progress(done, total, SCANNING)


def model_template(table: StreamedTable, settings: ModelSettings) -> tuple[Schema, list[int], Classifier]:
    """(the schema of the model's columns, their indices among the table's features, the unfitted estimator);
    a ``DataError`` saying why and what to do for a model that cannot stream."""
    columns = settings.columns(table.schema)
    schema = table.schema if len(columns) == table.schema.n_features else table.schema.select(columns)
    template = settings.build(schema)
    if not supports(template):
        raise DataError(refusal(template))
    return schema, columns, template


def train_streamed(table: StreamedTable, settings: ModelSettings) -> Generator[Progress, None, TrainedModel]:
    """One pass over ``table``'s file; return the ``TrainedModel`` (nothing is kept of an interrupted pass)."""
    schema, columns, template = model_template(table, settings)
    acc: SumStatistics = stats_for(template, len(table.schema.class_names or ()), schema.n_features)
    total = table.file.total_bytes
    yield Progress(0, total, TRAINING)
    with in_user_terms(schema, settings):
        for chunk in table.file.chunks():
            X, y, _ = encode_chunk(table.schema, chunk)
            if len(columns) != X.shape[1]:
                X = X[:, columns]
            acc.update(X, y, first_row=acc.n_rows)
            yield Progress(chunk.bytes_done, total, TRAINING)
        if acc.n_rows == 0:
            raise DataError(Note(QT_TRANSLATE_NOOP("tasks", "{0} has no rows with a class."), table.file.name))
        estimator = acc.to_model()
    left_out = tuple(settings.left_out(table.schema))
    n_rows = acc.n_rows - int(getattr(estimator, "n_skipped_", 0))
    return TrainedModel(schema, settings, estimator, left_out=left_out, n_rows=n_rows, notes=table.warnings)


def iter_sample_dataset(
    table: StreamedTable, n_rows: int, seed: int = 0
) -> Generator[Progress, None, Dataset]:
    """A random sample of ``n_rows`` rows as an in-memory ``Dataset`` with the table's kinds (for a model that needs
    its table in memory)."""
    sample = iter_sample(table.file, n_rows, seed)
    while True:
        try:
            done, total = next(sample)
        except StopIteration as stop:
            frame = stop.value
            break
        yield Progress(done, total, SAMPLING)
    return Dataset(frame, table.kinds, source=table.file.source, warnings=table.warnings)
