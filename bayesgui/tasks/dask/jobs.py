"""Train, evaluate and predict on a :class:`~bayesgui.tasks.dask.table.DaskTable`, partition by partition.

Each job is a generator (``Progress`` in partitions; stop it at any yield) and gives what the streamed job gives on
the same file (:mod:`bayesgui.tasks.streaming`), hence what an in-memory fit gives, to 1e-12:

1. the scan: each partition's row count, labelled rows and levels in the order they first appear; merged in
   partition order, they are the streamed scan's :class:`~bayesgui.data.streaming.scan.StreamedTable` (the levels
   in first-seen order of the whole table), and the partitions' row offsets;
2. training: each partition's accumulator (:func:`~bayesgui.core.streaming.statistics.stats_for`, updated with the
   partition's rows at its offset), merged in partition order, then ``to_model``;
3. evaluation: each partition's fold statistics, merged, give the folds' models (each row's fold a seeded hash of its
   position, as streamed); each partition then tallies its held-out rows; the tallies add up;
4. predict-all: each partition's rows with their prediction columns, written to the output file in order.

The work on partitions runs where Dask runs it (``client``: a ``distributed.Client``; None: Dask's local threads);
merging the small accumulators happens here.
"""

from __future__ import annotations

import os
import warnings
from collections.abc import Generator, Iterator, Mapping
from types import SimpleNamespace

import numpy as np
import pandas as pd

from bayesgui.core import LossMatrix
from bayesgui.core.note import Note
from bayesgui.core.streaming.kfold import FoldStatistics, held_out_scores
from bayesgui.core.streaming.statistics import refusal, stats_for, supports
from bayesgui.core.streaming.tally import Tally
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data import DataError
from bayesgui.data.columns.kinds import CATEGORICAL, FEATURE_KINDS, TARGET
from bayesgui.data.columns.levels import fit_levels
from bayesgui.data.columns.schema import Schema
from bayesgui.data.dataset import AUTO, AutoTarget, Dataset
from bayesgui.data.normalize import normalize_frame
from bayesgui.data.saved.atomic import atomic_writer
from bayesgui.data.saved.csv_export import _escape_column, escape_cell
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.data.streaming.encoder import StreamEncoder
from bayesgui.data.streaming.scan import StreamedTable
from bayesgui.tasks.dask.failures import in_dask_terms
from bayesgui.tasks.dask.table import DaskTable, import_dask, partition_chunk
from bayesgui.tasks.fit_errors import in_user_terms
from bayesgui.tasks.predict import Predictions, actions_of, classify
from bayesgui.tasks.progress import Progress
from bayesgui.tasks.streaming.evaluate import StreamedEvaluation, row_folds
from bayesgui.tasks.streaming.train import _unlabeled_note

__all__ = ["DaskScan", "evaluate_dask", "predict_dask", "scan_dask", "train_dask"]

SCANNING = Note(QT_TRANSLATE_NOOP("tasks", "Dask: reading the columns' levels, partition by partition"))
TRAINING = Note(QT_TRANSLATE_NOOP("tasks", "Dask: gathering the statistics of each partition"))
EVALUATING = Note(QT_TRANSLATE_NOOP("tasks", "Dask: evaluating, partition by partition"))
PREDICTING = Note(QT_TRANSLATE_NOOP("tasks", "Dask: classifying every row, partition by partition"))


class DaskScan:
    """The scan of a Dask table: its kinds (``streamed``), the schema of every row (levels and classes in first-seen
    order), the rows with and without a class, and each partition's first row and first labelled row (the offsets a
    streamed pass reaches it at)."""

    def __init__(self, table: DaskTable, streamed: StreamedTable, schema: Schema, counts, starts, labeled) -> None:
        self.table, self.streamed, self.schema = table, streamed, schema
        self.n_rows, self.n_labeled = counts
        self.starts, self.labeled = starts, labeled

    def plan(self, settings: ModelSettings) -> tuple[Schema, list[int], object]:
        """(the model's schema, its columns among the features, the unfitted estimator); a ``DataError`` saying
        why and what to do for a model that cannot stream."""
        columns = settings.columns(self.schema)
        schema = self.schema if len(columns) == self.schema.n_features else self.schema.select(columns)
        template = settings.build(schema)
        if not supports(template):
            raise DataError(refusal(template))
        return schema, columns, template

    def notes(self) -> tuple[str, ...]:
        """What the kinds' inference noticed, and the rows left out for want of a class (as the streamed model)."""
        seen = SimpleNamespace(n_rows=self.n_rows, target=self.schema.target)
        return (*self.streamed.warnings, *_unlabeled_note(self.streamed, seen, self.n_labeled))


def _results(parts: list, client) -> Iterator[object]:
    """Each delayed part's value, in order, computed by Dask (a cluster's workers, or local threads)."""
    if client is None:
        dask, _ = import_dask()
        batch = max(1, os.cpu_count() or 1)
        for start in range(0, len(parts), batch):
            yield from dask.compute(*parts[start : start + batch])
        return
    futures = client.compute(parts)
    try:
        for future in futures:
            yield future.result()
            future.release()
    finally:
        client.cancel(futures)


def _run(table: DaskTable, parts: list, client, message: str, kinds=None) -> Generator[Progress, None, list]:
    """Compute ``parts``, yielding progress by partition; a failure becomes a message naming the worker or row."""
    out = []
    with in_dask_terms(table, kinds):
        yield Progress(0, len(parts), message)
        for value in _results(parts, client):
            out.append(value)
            yield Progress(len(out), len(parts), message)
    return out


def _merged(parts: list):
    """The partitions' accumulators (or tallies) merged in the table's order."""
    merged = parts[0]
    for other in parts[1:]:
        merged = merged.merge(other)
    return merged


# ---------------------------------------------------------------------- partition functions (run on the workers)
def _scan_part(raw, file, read: tuple[str, ...], coded, target: str | None) -> tuple[int, int, dict, int | None]:
    """A partition's rows, labelled rows, levels in first-seen order (only the ``read`` columns were parsed)."""
    raw.columns = pd.Index(read, dtype="str")
    frame, _ = normalize_frame(raw.reset_index(drop=True), file.source)
    levels = {column: fit_levels(frame[column])[1] for column in coded}
    if target is None:
        return len(frame), 0, levels, None
    missing = frame[target].isna().to_numpy()
    return len(frame), int((~missing).sum()), levels, (int(np.argmax(missing)) if missing.any() else None)


def _encoded(file, raw, kinds, schema: Schema, columns, first_row: int):
    """(X of the model's columns, y, rows) of a partition, its levels fixed by ``schema`` (the whole table's)."""
    X, y, rows = StreamEncoder(kinds, schema=schema, name=file.name).encode(partition_chunk(file, raw, first_row))
    return (X if len(columns) == X.shape[1] else X[:, columns]), y, rows


def _stats_part(raw, file, kinds, schema, columns, template, n_classes, first_row, labeled):
    X, y, _ = _encoded(file, raw, kinds, schema, columns, first_row)
    return stats_for(template, n_classes, len(columns)).update(X, y, first_row=labeled)


def _folds_part(raw, file, kinds, schema, columns, template, n_classes, folds, first_row, labeled):
    X, y, rows = _encoded(file, raw, kinds, schema, columns, first_row)
    k, holdout, seed = folds
    stats = FoldStatistics(template, n_classes, len(columns), 1 if holdout is not None else k)
    return stats.update(X, y, row_folds(rows, k, holdout, seed), first_row=labeled)


def _tally_part(raw, file, kinds, schema, columns, models, loss, folds, first_row) -> Tally:
    X, y, rows = _encoded(file, raw, kinds, schema, columns, first_row)
    k, holdout, seed = folds
    fold_of = row_folds(rows, k, holdout, seed)
    tally = Tally(loss, len(models))
    for f, model in enumerate(models):
        held = np.flatnonzero(fold_of == f)
        if held.size:
            tally.add(y[held], held_out_scores(model, X[held], len(schema.class_names or ())), f)
    return tally


def _predict_part(raw, file, model: TrainedModel, loss: LossMatrix, first_row: int, header: bool):
    chunk = partition_chunk(file, raw, first_row)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        X = model.schema.encode_features(chunk.frame, unseen="missing", source=chunk.source)
    estimator = model.estimator
    posterior, risk, decision = classify(estimator, X, loss)
    results = Predictions(
        tuple(model.class_names), actions_of(estimator, loss), posterior, risk, decision, bool(estimator.probabilistic)
    )
    table = results.with_columns(chunk.frame)
    safe = table.apply(_escape_column)  # formula-leading text escaped, as the in-memory export writes it
    safe.columns = [escape_cell(str(name)) for name in table.columns]
    return safe.to_csv(index=False, header=header), [str(w.message) for w in caught[:20]]


# ---------------------------------------------------------------------- the jobs
def scan_dask(
    table: DaskTable,
    target: str | AutoTarget | None = AUTO,
    kinds: Mapping[str, str] | None = None,
    client=None,
) -> Generator[Progress, None, DaskScan]:
    """Kinds from the first file's first rows (``kinds`` overrides, as streamed), then each partition's row counts
    and levels, merged in the table's order."""
    dask, _ = import_dask()
    dataset = Dataset.from_frame(table.head, target=target, kinds=kinds, source=table.file.source)  # as streamed
    streamed = StreamedTable(table.file, dict(dataset.kinds), (*table.file.notes, *dataset.warnings))
    inferred = dict(streamed.kinds)
    features = tuple(c for c in table.file.columns if inferred[c] in FEATURE_KINDS)
    target_column = next((c for c in table.file.columns if inferred[c] == TARGET), None)
    coded = tuple(c for c in (*features, target_column) if c is not None and inferred[c] in (CATEGORICAL, TARGET))
    read = coded or table.file.columns[:1]  # the levels pass parses the coded columns only (any one to count rows)
    scan = dask.delayed(_scan_part, pure=True)
    parts = [scan(raw, table.file, read, coded, target_column) for raw in table.partitions(read)]
    scans = yield from _run(table, parts, client, SCANNING, inferred)
    levels: dict[str, dict[str, int]] = {column: {} for column in coded}
    starts, labeled, n_rows, n_labeled = [], [], 0, 0
    for rows, labelled, part_levels, _ in scans:
        starts.append(n_rows)
        labeled.append(n_labeled)
        for column, names in part_levels.items():
            for name in names:
                levels[column].setdefault(name, len(levels[column]))
        n_rows, n_labeled = n_rows + rows, n_labeled + labelled
    classes = tuple(levels[target_column]) if target_column is not None else None
    if target_column is not None and len(classes or ()) < 2:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0}: the target column '{1}' has {2} class(es). A classifier needs at least two: choose "
                    "another target column.",
                ),
                table.name, target_column, len(classes or ()),
            )
        )  # fmt: skip
    schema = Schema(
        feature_names=features,
        kinds=tuple(inferred[c] for c in features),
        levels=tuple(tuple(levels[c]) if inferred[c] == CATEGORICAL else None for c in features),
        target=target_column,
        class_names=classes,
    )
    return DaskScan(table, streamed, schema, (n_rows, n_labeled), starts, labeled)


def train_dask(scan: DaskScan, settings: ModelSettings, client=None) -> Generator[Progress, None, TrainedModel]:
    """The model of every row: each partition's statistics, merged in order (the streamed ``train_streamed``)."""
    dask, _ = import_dask()
    schema, columns, template = scan.plan(settings)
    table, n_classes = scan.table, len(scan.schema.class_names or ())
    part = dask.delayed(_stats_part, pure=True)
    parts = [
        part(raw, table.file, scan.streamed.kinds, scan.schema, columns, template, n_classes, first, labeled)
        for raw, first, labeled in zip(table.partitions(), scan.starts, scan.labeled, strict=True)
    ]
    with in_user_terms(schema, settings):  # a refusal raised on a worker, said with the names
        acc = _merged((yield from _run(table, parts, client, TRAINING, scan.streamed.kinds)))
    if acc.n_rows == 0:
        raise DataError(Note(QT_TRANSLATE_NOOP("tasks", "{0} has no rows with a class."), table.name))
    with in_user_terms(schema, settings):
        estimator = acc.to_model(template=template)
    left_out = tuple(settings.left_out(scan.schema))
    n_rows = acc.n_rows - int(getattr(estimator, "n_skipped_", 0))
    return TrainedModel(schema, settings, estimator, left_out=left_out, n_rows=n_rows, notes=scan.notes())


def evaluate_dask(
    scan: DaskScan,
    settings: ModelSettings,
    loss: LossMatrix,
    k: int | None = 10,
    holdout: float | None = None,
    seed: int = 0,
    client=None,
) -> Generator[Progress, None, StreamedEvaluation]:
    """k-fold (or a hold-out of that share of rows) on the streamed folds: the streamed ``evaluate_streamed``."""
    dask, _ = import_dask()
    schema, columns, template = scan.plan(settings)
    table, kinds, n_classes = scan.table, scan.streamed.kinds, len(scan.schema.class_names or ())
    folds = (int(k or 10), holdout, seed)
    gather = dask.delayed(_folds_part, pure=True)
    parts = [
        gather(raw, table.file, kinds, scan.schema, columns, template, n_classes, folds, first, labeled)
        for raw, first, labeled in zip(table.partitions(), scan.starts, scan.labeled, strict=True)
    ]
    with in_user_terms(schema, settings):
        stats = _merged((yield from _run(table, parts, client, EVALUATING, kinds)))
        models = [stats.fold_model(f, template) for f in range(len(stats.parts))]
    score = dask.delayed(_tally_part, pure=True)
    parts = [
        score(raw, table.file, kinds, scan.schema, columns, models, loss, folds, first)
        for raw, first in zip(table.partitions(), scan.starts, strict=True)
    ]
    tally = _merged((yield from _run(table, parts, client, EVALUATING, kinds)))
    scheme = f"hold-out {holdout:g}" if holdout is not None else f"{len(models)}-fold"
    actions = tuple(map(str, loss.actions))
    return StreamedEvaluation(settings.model, scheme, seed, tuple(map(str, loss.classes)), actions, tally)


def predict_dask(
    table: DaskTable, model: TrainedModel, loss: LossMatrix, output: str | os.PathLike[str], client=None
) -> Generator[Progress, None, tuple[int, tuple[str, ...]]]:
    """Write every row with its prediction columns to ``output`` (through a temporary file: a failure leaves any
    earlier output as it was); return (rows written, the warnings about unseen levels, each once)."""
    dask, _ = import_dask()
    count = dask.delayed(len, pure=True)
    lengths = yield from _run(table, [count(raw) for raw in table.partitions()], client, PREDICTING)
    starts = np.concatenate([[0], np.cumsum(lengths)[:-1]]).astype(int).tolist()
    part = dask.delayed(_predict_part, pure=True)
    parts = [
        part(raw, table.file, model, loss, first, i == 0)
        for i, (raw, first) in enumerate(zip(table.partitions(), starts, strict=True))
    ]
    notes: dict[str, None] = {}
    with atomic_writer(output, newline="") as handle, in_dask_terms(table, None):
        yield Progress(0, len(parts), PREDICTING)
        for done, (text, caught) in enumerate(_results(parts, client), start=1):
            handle.write(text)
            notes.update(dict.fromkeys(caught))
            yield Progress(done, len(parts), PREDICTING)
    return int(sum(lengths)), tuple(list(notes)[:20])
