"""Streamed training: the model's statistics gathered in one pass over the file, chunk by chunk.

Naive Bayes of every kind, LDA, QDA and Gaussian Bayes (:func:`bayesgui.core.streaming.statistics.supports`) train
in one pass, to the model an in-memory fit of the same rows gives: the levels and classes are numbered as the pass
meets them (:class:`bayesgui.data.streaming.encoder.StreamEncoder`), the statistics grow with them, and the
hyper-parameters that depend on them (level counts, a prior over every class) are set at the end. Any other model
is refused with the reason and the way out: train it on a random sample (:func:`iter_sample_dataset`).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from bayesgui.core.base.estimator import Classifier
from bayesgui.core.note import Note
from bayesgui.core.streaming.statistics import refusal, stats_for, supports
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.columns.kinds import CATEGORICAL
from bayesgui.data.columns.schema import Schema
from bayesgui.data.dataset import Dataset
from bayesgui.data.errors import DataError
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.data.source import Source
from bayesgui.data.streaming.encoder import StreamEncoder
from bayesgui.data.streaming.sample import iter_sample
from bayesgui.data.streaming.scan import StreamedTable
from bayesgui.tasks.fit_errors import in_user_terms
from bayesgui.tasks.progress import Progress

__all__ = ["Plan", "iter_sample_dataset", "train_streamed"]

TRAINING = Note(QT_TRANSLATE_NOOP("tasks", "Training, one pass over the file"))
SAMPLING = Note(QT_TRANSLATE_NOOP("tasks", "Drawing a random sample of the rows"))


class Plan:
    """What a streamed job of ``settings`` on ``table`` reads: the model's columns among the features, a schema of
    them whose levels and classes are not known yet (for the pass), and the estimator to gather statistics for."""

    def __init__(self, table: StreamedTable, settings: ModelSettings) -> None:
        encoder = table.encoder()
        self.settings = settings
        self.encoder = encoder
        provisional = Schema(
            feature_names=encoder.features,
            kinds=tuple(encoder.kinds[c] for c in encoder.features),
            levels=tuple(("",) if encoder.kinds[c] == CATEGORICAL else None for c in encoder.features),
            target=encoder.target,
            class_names=("", " ") if encoder.target is not None else None,
        )
        self.columns = settings.columns(provisional)
        self.provisional = self._selected(provisional)
        self.template: Classifier = settings.build(self.provisional)
        if not supports(self.template):
            raise DataError(refusal(self.template))

    def _selected(self, schema: Schema) -> Schema:
        return schema if len(self.columns) == schema.n_features else schema.select(self.columns)

    def final(self) -> tuple[Schema, Schema, Any]:
        """At the end of the pass: the table's schema, the model's, and the estimator with its final settings."""
        schema = self.encoder.schema()
        model_schema = self._selected(schema)
        return schema, model_schema, self.settings.build(model_schema)


def train_streamed(table: StreamedTable, settings: ModelSettings) -> Generator[Progress, None, TrainedModel]:
    """One pass over ``table``'s file; return the ``TrainedModel`` (nothing is kept of an interrupted pass)."""
    job = Plan(table, settings)
    encoder, columns = job.encoder, job.columns
    acc = stats_for(job.template, 2, len(columns))
    total = table.file.total_bytes
    yield Progress(0, total, TRAINING)
    with in_user_terms(job.provisional, settings):
        for chunk in table.file.chunks(categorical=encoder.categorical):
            X, y, _ = encoder.encode(chunk)
            acc.grow_classes(encoder.n_classes)
            acc.update(X[:, columns] if len(columns) < X.shape[1] else X, y, first_row=acc.n_rows)
            yield Progress(chunk.bytes_done, total, TRAINING)
    schema, model_schema, final = job.final()
    if acc.n_rows == 0:
        raise DataError(Note(QT_TRANSLATE_NOOP("tasks", "{0} has no rows with a class."), table.file.name))
    with in_user_terms(model_schema, settings):
        estimator = acc.to_model(template=final)
    left_out = tuple(settings.left_out(schema))
    n_rows = acc.n_rows - int(getattr(estimator, "n_skipped_", 0))
    notes = (*table.warnings, *_unlabeled_note(table, encoder, acc.n_rows))
    return TrainedModel(model_schema, settings, estimator, left_out=left_out, n_rows=n_rows, notes=notes)


def _unlabeled_note(table: StreamedTable, encoder: StreamEncoder, labeled: int) -> list[str]:
    if encoder.n_rows == labeled:
        return []
    return [
        Note(
            QT_TRANSLATE_NOOP("tasks", "{0}: {1} row(s) have no value in the target column '{2}'; they are left out."),
            table.file.name, encoder.n_rows - labeled, encoder.target,
        )
    ]  # fmt: skip


def iter_sample_dataset(table: StreamedTable, n_rows: int, seed: int = 0) -> Generator[Progress, None, Dataset]:
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
    name = Note(QT_TRANSLATE_NOOP("tasks", "a random sample of {0}"), table.file.name)
    return Dataset(frame, table.kinds, source=Source(name=name), warnings=table.warnings)
