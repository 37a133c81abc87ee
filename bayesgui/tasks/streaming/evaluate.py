"""Streamed evaluation: k-fold or hold-out with each row's fold from a seeded hash of its position in the file.

Pass 1 gathers the statistics of every row and of each fold (:class:`bayesgui.core.streaming.kfold.FoldStatistics`);
each fold's model is the whole minus the fold, as the in-memory cross-validation subtracts it. Pass 2 scores every
held-out row with its fold's model and adds up the confusion counts and losses under the loss matrix
(:class:`bayesgui.core.streaming.tally.Tally`). Memory holds the statistics, never the rows; on the same folds the
confusion matrices equal the in-memory evaluation's exactly.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass, field

import numpy as np

from bayesgui.core import LossMatrix
from bayesgui.core.note import Note
from bayesgui.core.streaming.folds import hash_folds, hash_holdout
from bayesgui.core.streaming.kfold import FoldStatistics, held_out_scores
from bayesgui.core.streaming.tally import Tally
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.columns.schema import Schema
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.data.streaming.encoder import StreamEncoder
from bayesgui.data.streaming.scan import StreamedTable
from bayesgui.tasks.fit_errors import in_user_terms
from bayesgui.tasks.loss_by_name import run_loss
from bayesgui.tasks.progress import Progress
from bayesgui.tasks.streaming import held_out
from bayesgui.tasks.streaming.train import Plan

__all__ = ["StreamedEvaluation", "evaluate_streamed", "row_folds"]

GATHERING = Note(QT_TRANSLATE_NOOP("tasks", "Evaluating: pass 1 of 2, the folds' statistics"))
SCORING = Note(QT_TRANSLATE_NOOP("tasks", "Evaluating: pass 2 of 2, scoring the held-out rows"))


@dataclass(frozen=True)
class StreamedEvaluation:
    """What a streamed evaluation found.

    Attributes
    ----------
    model : str
        The model's registry key.
    scheme : str
        "10-fold", "hold-out 0.3", ...
    seed : int
    classes, actions : tuple of str
    tally : Tally
        Confusion counts per fold (true class by decision) and the summed losses.
    sample : HeldOutSample or None
        A uniform random sample of the held-out rows with their posteriors, for the curves (``held_out``).
    curves : Evaluation or None
        The window's in-memory evaluation of ``sample`` (``tasks.stream_window``): the curve pages draw it.
    """

    model: str
    scheme: str
    seed: int
    classes: tuple[str, ...]
    actions: tuple[str, ...]
    tally: Tally
    sample: held_out.HeldOutSample | None = field(default=None, compare=False, repr=False)
    curves: object = field(default=None, compare=False, repr=False)

    def to_dict(self) -> dict:
        return {
            "model": self.model,
            "resampling": self.scheme,
            "seed": self.seed,
            "rows_held_out": self.tally.n_rows,
            "classes": list(self.classes),
            "actions": list(self.actions),
            "metrics": self.tally.summary(),
            "confusion": self.tally.total_confusion().tolist(),
        }


def row_folds(positions: np.ndarray, k: int | None, holdout: float | None, seed: int) -> np.ndarray:
    """Each row's fold from its position in the file: 0..k-1, or for a hold-out 0 (test) / -1 (train)."""
    return hash_holdout(positions, holdout, seed) if holdout is not None else hash_folds(positions, k or 10, seed)


def evaluate_streamed(
    table: StreamedTable,
    settings: ModelSettings,
    loss: LossMatrix | Callable[[tuple[str, ...]], LossMatrix],
    k: int | None = 10,
    holdout: float | None = None,
    seed: int = 0,
) -> Generator[Progress, None, StreamedEvaluation]:
    """k-fold (or, with ``holdout``, a hold-out of that share of rows) in two passes over the file; ``loss``: the
    loss matrix, or a function making it from the classes (known only after the first pass)."""
    job = Plan(table, settings)
    encoder, columns = job.encoder, job.columns
    n_folds = 1 if holdout is not None else int(k or 10)
    stats = FoldStatistics(job.template, 2, len(columns), n_folds)
    total = 2 * table.file.total_bytes
    yield Progress(0, total, GATHERING)
    with in_user_terms(job.provisional, settings):
        for chunk in table.file.chunks(categorical=encoder.categorical):
            X, y, rows = encoder.encode(chunk)
            stats.grow_classes(encoder.n_classes)
            stats.update(X[:, columns], y, row_folds(rows, k, holdout, seed), first_row=int(stats.whole.n_rows))
            yield Progress(chunk.bytes_done, total, GATHERING)
    schema, model_schema, final = job.final()
    with in_user_terms(model_schema, settings):
        models = [stats.fold_model(f, final) for f in range(n_folds)]
    classes = tuple(schema.class_names or ())
    # (the window's matrix follows its trained model: over other classes after the target changed, it is the 0-1
    # loss; over the same classes in another order, its rows and columns follow the file's order)
    matrix = run_loss(classes, loss) if isinstance(loss, LossMatrix) else loss(classes)
    tally = Tally(matrix, n_folds)
    sample = held_out.HeldOutSample(len(classes), held_out.SAMPLE_ROWS, seed)
    yield from _score(table, schema, columns, models, (tally, sample), (k, holdout, seed))
    scheme = f"hold-out {holdout:g}" if holdout is not None else f"{n_folds}-fold"
    actions = tuple(map(str, matrix.actions))
    classes = tuple(map(str, matrix.classes))
    return StreamedEvaluation(settings.model, scheme, seed, classes, actions, tally, sample.in_file_order())


def _score(
    table: StreamedTable, schema: Schema, columns: list[int], models: list, into: tuple, folding: tuple
) -> Generator[Progress, None, None]:
    """Pass 2: every held-out row scored by its fold's model, counted in the tally and offered to the sample
    (``into``)."""
    tally, sample = into
    encoder = StreamEncoder(table.kinds, schema=schema, name=table.file.name)
    n_classes = len(schema.class_names or ())
    size = table.file.total_bytes
    for chunk in table.file.chunks(categorical=encoder.categorical):
        X, y, rows = encoder.encode(chunk)
        X, folds = X[:, columns], row_folds(rows, *folding)
        for f, model in enumerate(models):
            held = np.flatnonzero(folds == f)
            if held.size:
                proba = held_out_scores(model, X[held], n_classes)
                tally.add(y[held], proba, f)
                sample.add(y[held], proba, rows[held], f)
        yield Progress(size + chunk.bytes_done, 2 * size, SCORING)
