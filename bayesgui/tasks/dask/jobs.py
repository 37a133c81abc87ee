"""Train, evaluate and predict on a :class:`~bayesgui.tasks.dask.table.DaskTable`, partition by partition.

Each job is a generator (``Progress`` in partitions; stop it at any yield) and gives what the streamed job gives on
the same file (:mod:`bayesgui.tasks.streaming`), hence what an in-memory fit gives, to 1e-12. Each partition's rows
are parsed once per pass, as a streamed pass reads each chunk once:

1. training: each partition encodes its rows on its own, numbering its levels and classes as it meets them
   (:class:`~bayesgui.data.streaming.encoder.StreamEncoder`), and returns its accumulator
   (:func:`~bayesgui.core.streaming.statistics.stats_for`), its levels and its row count. Here, in partition order,
   the partitions' levels are met by one encoder (the first-seen numbering of the whole table, as a streamed or
   in-memory read numbers them), each accumulator is renumbered into it (``relabel``) and merged, then ``to_model``;
2. evaluation: the same with each partition's fold statistics (each row's fold a seeded hash of its position in the
   table, as streamed) give the folds' models; a second pass tallies each partition's held-out rows in the table's
   numbering; the tallies add up;
3. predict-all: each partition's rows with their prediction columns, written to the output file in order.

Training needs no row positions: each partition is one task that parses it and returns its statistics (Dask fuses
the two, so no parsed frame waits in a worker's memory or moves to another worker), its rows counted from 0; a bad
value it meets is located again in the files, only then (:func:`~bayesgui.tasks.dask.failures.in_dask_terms`). In
evaluation and predict-all, a partition's first row in the table (the k-fold hash, the file's line in a message) is
the sum of the earlier partitions' lengths: a chain of small tasks on their parsed frames, so no pass counts the
rows first.

The work on partitions runs where Dask runs it (``client``: a ``distributed.Client``; None: Dask's local threads);
renumbering and merging the small accumulators happens here.
"""

from __future__ import annotations

import operator
import os
import warnings
from collections.abc import Callable, Generator, Iterator, Mapping

import numpy as np

from bayesgui.core import LossMatrix
from bayesgui.core.note import Note
from bayesgui.core.streaming.kfold import FoldStatistics, held_out_scores
from bayesgui.core.streaming.statistics import stats_for
from bayesgui.core.streaming.tally import Tally
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data import DataError
from bayesgui.data.columns.schema import Schema
from bayesgui.data.dataset import AUTO, AutoTarget, Dataset
from bayesgui.data.saved.atomic import atomic_writer
from bayesgui.data.saved.csv_export import _escape_column, escape_cell
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.data.streaming.encoder import StreamEncoder
from bayesgui.data.streaming.scan import StreamedTable
from bayesgui.tasks.dask.failures import in_dask_terms
from bayesgui.tasks.dask.table import DaskTable, import_dask
from bayesgui.tasks.fit_errors import in_user_terms
from bayesgui.tasks.loss_by_name import run_loss
from bayesgui.tasks.predict import Predictions, actions_of, classify
from bayesgui.tasks.progress import Progress
from bayesgui.tasks.streaming.evaluate import StreamedEvaluation, row_folds
from bayesgui.tasks.streaming.train import Plan, _unlabeled_note

__all__ = ["DaskScan", "evaluate_dask", "predict_dask", "scan_dask", "train_dask"]

TRAINING = Note(QT_TRANSLATE_NOOP("tasks", "Dask: gathering the statistics of each partition"))
EVALUATING = Note(QT_TRANSLATE_NOOP("tasks", "Dask: evaluating, partition by partition"))
PREDICTING = Note(QT_TRANSLATE_NOOP("tasks", "Dask: classifying every row, partition by partition"))


class DaskScan:
    """A Dask table and the kind of every column (``streamed``: the first file's first rows read as a streamed table
    reads them; no pass over the table)."""

    def __init__(self, table: DaskTable, streamed: StreamedTable) -> None:
        self.table, self.streamed = table, streamed

    @property
    def kinds(self) -> Mapping[str, str]:
        return self.streamed.kinds


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


def _run(
    table: DaskTable, parts: list, client, message: str, kinds=None, relocate: bool = False
) -> Generator[Progress, None, list]:
    """Compute ``parts``, yielding progress by partition; a failure becomes a message naming the worker or row
    (``relocate``: see ``in_dask_terms``)."""
    out = []
    with in_dask_terms(table, kinds, relocate):
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
def _stats_part(raw, file, kinds, columns, template, first_row: int, folds: tuple | None = None) -> tuple:
    """(rows, levels, statistics) of a partition at ``first_row``, its levels and classes numbered as it meets
    them; the statistics of its labelled rows (None without one), with ``folds`` (k, holdout, seed) per fold."""
    encoder = StreamEncoder(kinds, name=file.name)
    X, y, rows = encoder.encode(file.as_chunk(raw.copy(deep=False), first_row, encoder.categorical))
    if y is None or y.size == 0:
        return len(raw), encoder.levels(), None
    X = X if len(columns) == X.shape[1] else X[:, columns]
    if folds is None:
        return len(raw), encoder.levels(), stats_for(template, encoder.n_classes, len(columns)).update(X, y)
    k, holdout, seed = folds
    stats = FoldStatistics(template, encoder.n_classes, len(columns), 1 if holdout is not None else k)
    return len(raw), encoder.levels(), stats.update(X, y, row_folds(rows, k, holdout, seed))


def _folds_part(raw, file, kinds, columns, template, first_row: int, folds: tuple) -> tuple:
    return _stats_part(raw, file, kinds, columns, template, first_row, folds)


def _encoded(file, raw, kinds, schema: Schema, columns, first_row: int):
    """(X of the model's columns, y, rows) of a partition, its levels fixed by ``schema`` (the whole table's)."""
    encoder = StreamEncoder(kinds, schema=schema, name=file.name)
    X, y, rows = encoder.encode(file.as_chunk(raw.copy(deep=False), first_row, encoder.categorical))
    return (X if len(columns) == X.shape[1] else X[:, columns]), y, rows


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
    chunk = file.as_chunk(raw.copy(deep=False), first_row)
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
    return len(raw), safe.to_csv(index=False, header=header), [str(w.message) for w in caught[:20]]


# ---------------------------------------------------------------------- here: offsets, renumbering, merging
def _first_rows(raws: list) -> list:
    """Each partition's first row in the table: 0, then a delayed running sum of the earlier partitions' lengths
    (computed from their parsed frames as they come, in the same graph as the work on them)."""
    dask, _ = import_dask()
    length, add = dask.delayed(len, pure=True), dask.delayed(operator.add, pure=True)
    firsts: list = [0]
    for raw in raws[:-1]:
        firsts.append(add(firsts[-1], length(raw)))
    return firsts


def _merged_in_order(results: list, encoder: StreamEncoder, columns: list[int]):
    """The partitions' statistics renumbered into ``encoder``'s numbering (which meets their levels in order, as
    one pass would) and merged in the table's order; None if no partition has a labelled row."""
    merged, labeled = None, 0
    for n_rows, levels, stats in results:
        maps = encoder.meet(levels)
        encoder.n_rows += n_rows
        if stats is None:
            continue
        level_maps = [maps.get(encoder.features[c]) for c in columns]
        assert encoder.target is not None  # a model's plan has one
        part = stats.relabel(maps[encoder.target], encoder.n_classes, level_maps, rows_before=labeled)
        labeled += _n_labeled(part)
        merged = part if merged is None else merged.merge(part)
    return merged


def _n_labeled(stats) -> int:
    return int(stats.whole.n_rows if isinstance(stats, FoldStatistics) else stats.n_rows)


def _no_rows(table: DaskTable) -> DataError:
    return DataError(Note(QT_TRANSLATE_NOOP("tasks", "{0} has no rows with a class."), table.name))


# ---------------------------------------------------------------------- the jobs
def scan_dask(
    table: DaskTable, target: str | AutoTarget | None = AUTO, kinds: Mapping[str, str] | None = None
) -> DaskScan:
    """The kinds of ``table``'s columns from its first file's first rows (``kinds`` overrides, as streamed)."""
    dataset = Dataset.from_frame(table.head, target=target, kinds=kinds, source=table.file.source)  # as streamed
    return DaskScan(table, StreamedTable(table.file, dict(dataset.kinds), (*table.file.notes, *dataset.warnings)))


def train_dask(scan: DaskScan, settings: ModelSettings, client=None) -> Generator[Progress, None, TrainedModel]:
    """The model of every row in one pass: each partition's statistics, renumbered and merged in order (the
    streamed ``train_streamed``)."""
    import_dask()  # (says how to install it when it is missing)
    plan = Plan(scan.streamed, settings)
    table, kinds = scan.table, scan.kinds
    # one task per partition that parses it and returns its statistics (row positions do not enter them: each
    # partition counts its rows from 0, and a bad row is located again, only if there is one)
    parts = table.map_partitions(
        _stats_part, table.file, kinds, plan.columns, plan.template, 0, categorical=plan.encoder.categorical
    )
    with in_user_terms(plan.provisional, settings):  # a refusal raised on a worker, said with the names
        results = yield from _run(table, parts, client, TRAINING, kinds, relocate=True)
        acc = _merged_in_order(results, plan.encoder, plan.columns)
    schema, model_schema, final = plan.final()
    if acc is None or acc.n_rows == 0:
        raise _no_rows(table)
    with in_user_terms(model_schema, settings):
        estimator = acc.to_model(template=final)
    left_out = tuple(settings.left_out(schema))
    n_rows = acc.n_rows - int(getattr(estimator, "n_skipped_", 0))
    notes = (*scan.streamed.warnings, *_unlabeled_note(scan.streamed, plan.encoder, acc.n_rows))
    return TrainedModel(model_schema, settings, estimator, left_out=left_out, n_rows=n_rows, notes=notes)


def evaluate_dask(
    scan: DaskScan,
    settings: ModelSettings,
    loss: LossMatrix | Callable[[tuple[str, ...]], LossMatrix],
    k: int | None = 10,
    holdout: float | None = None,
    seed: int = 0,
    client=None,
) -> Generator[Progress, None, StreamedEvaluation]:
    """k-fold (or a hold-out of that share of rows) on the streamed folds, in two passes: the streamed
    ``evaluate_streamed`` (``loss``: the matrix, or a function making it from the classes met in pass 1)."""
    dask, _ = import_dask()
    plan = Plan(scan.streamed, settings)
    table, kinds, columns = scan.table, scan.kinds, plan.columns
    folds = (int(k or 10), holdout, seed)
    gather = dask.delayed(_folds_part, pure=True)
    raws = table.partitions(categorical=plan.encoder.categorical)
    parts = [
        gather(raw, table.file, kinds, columns, plan.template, first, folds)
        for raw, first in zip(raws, _first_rows(raws), strict=True)
    ]
    with in_user_terms(plan.provisional, settings):
        results = yield from _run(table, parts, client, EVALUATING, kinds)
        stats = _merged_in_order(results, plan.encoder, columns)
    schema, model_schema, final = plan.final()
    if stats is None:
        raise _no_rows(table)
    with in_user_terms(model_schema, settings):
        models = [stats.fold_model(f, final) for f in range(len(stats.parts))]
    classes = tuple(schema.class_names or ())
    matrix = run_loss(classes, loss) if isinstance(loss, LossMatrix) else loss(classes)  # (by name: as streamed)
    starts = np.concatenate([[0], np.cumsum([n for n, _, _ in results])[:-1]]).astype(int).tolist()
    score = dask.delayed(_tally_part, pure=True)
    parts = [
        score(raw, table.file, kinds, schema, columns, models, matrix, folds, first)
        for raw, first in zip(table.partitions(categorical=plan.encoder.categorical), starts, strict=True)
    ]
    tally = _merged((yield from _run(table, parts, client, EVALUATING, kinds)))
    scheme = f"hold-out {holdout:g}" if holdout is not None else f"{len(models)}-fold"
    actions = tuple(map(str, matrix.actions))
    return StreamedEvaluation(settings.model, scheme, seed, tuple(map(str, matrix.classes)), actions, tally)


def predict_dask(
    table: DaskTable, model: TrainedModel, loss: LossMatrix, output: str | os.PathLike[str], client=None
) -> Generator[Progress, None, tuple[int, tuple[str, ...]]]:
    """Write every row with its prediction columns to ``output`` in one pass (through a temporary file: a failure
    leaves any earlier output as it was); return (rows written, the warnings about unseen levels, each once)."""
    dask, _ = import_dask()
    part = dask.delayed(_predict_part, pure=True)
    raws = table.partitions()
    parts = [
        part(raw, table.file, model, loss, first, i == 0)
        for i, (raw, first) in enumerate(zip(raws, _first_rows(raws), strict=True))
    ]
    notes: dict[str, None] = {}
    n_rows = 0
    with atomic_writer(output, newline="") as handle, in_dask_terms(table, None):
        yield Progress(0, len(parts), PREDICTING)
        for done, (rows, text, caught) in enumerate(_results(parts, client), start=1):
            handle.write(text)
            n_rows += rows
            notes.update(dict.fromkeys(caught))
            yield Progress(done, len(parts), PREDICTING)
    return n_rows, tuple(list(notes)[:20])
