"""The window's streamed jobs: the streamed table's preview stands for the file (its kinds and target are the ones
the user sees and edits), and each job reads the whole file in chunks with ``bayesgui.tasks.streaming``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Generator

from bayesgui.core import LossMatrix
from bayesgui.core.evaluation.summary import summarize
from bayesgui.core.streaming.statistics import refusal, supports
from bayesgui.data import DataError, Dataset
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.data.streamed import StreamedFile
from bayesgui.data.streaming.sample import iter_sample
from bayesgui.data.streaming.scan import StreamedTable
from bayesgui.report.evaluation.results import Evaluation
from bayesgui.tasks.encoded_rows import encoded_rows
from bayesgui.tasks.feature_ranges import feature_ranges
from bayesgui.tasks.loading.table import _as_progress
from bayesgui.tasks.streaming.evaluate import StreamedEvaluation, evaluate_streamed
from bayesgui.tasks.streaming.mixture import streams_by_em, train_mixture_streamed
from bayesgui.tasks.streaming.predict import predict_streamed
from bayesgui.tasks.streaming.text_pool import default_processes
from bayesgui.tasks.streaming.train import SAMPLING, train_streamed
from bayesgui.tasks.train import model_inputs

__all__ = [
    "evaluate_streamed_table",
    "predict_streamed_to_file",
    "random_preview",
    "sample_evaluation",
    "streamed_refusal",
    "train_streamed_table",
]


def streamed_refusal(dataset: Dataset, settings: ModelSettings) -> str | None:
    """Why ``settings``' model cannot be trained on the streamed file (a ``Note``), or None when it can (or when
    the training job will say what is wrong). Reads the preview only (its thousands of rows: milliseconds)."""
    if streams_by_em(settings):
        return None
    try:
        schema, _ = model_inputs(dataset.to_arrays(keep_unlabeled=settings.spec.unlabeled), settings)
        template = settings.build(schema)
    except (DataError, ValueError):
        return None
    return None if supports(template) else refusal(template)


def train_streamed_table(
    streamed: StreamedFile, dataset: Dataset, settings: ModelSettings
) -> Generator[object, None, TrainedModel]:
    """Train ``settings``' model on every row of the file, with the preview ``dataset``'s kinds and target: in one
    pass, or for the Gaussian-mixture classes by EM, one pass per iteration; yields ``Progress`` (bytes) and the
    preview's ``FeatureRanges`` (for the query form)."""
    yield feature_ranges(dataset)
    table = StreamedTable(streamed.file, dict(dataset.kinds), tuple(dataset.warnings))
    if streams_by_em(settings):
        model = yield from train_mixture_streamed(table, settings)
    else:
        model = yield from train_streamed(table, settings)
    yield encoded_rows(dataset, model.schema)  # (the preview's rows, for the query: not on the GUI thread)
    return model


def evaluate_streamed_table(
    streamed: StreamedFile, dataset: Dataset, settings: ModelSettings, loss, resampling
) -> Generator[object, None, StreamedEvaluation]:
    """k-fold or hold-out (``resampling``: its kind, k, fraction and seed) on every row of the file, each row's fold
    a seeded hash of its position; ``loss``: the loss matrix (None: 0-1 over the classes the pass finds)."""
    table = StreamedTable(streamed.file, dict(dataset.kinds), tuple(dataset.warnings))
    holdout = resampling.fraction if resampling.kind == "holdout" else None
    matrix = loss if loss is not None else LossMatrix.zero_one
    job = evaluate_streamed(table, settings, matrix, k=resampling.k, holdout=holdout, seed=resampling.seed)
    result = yield from job
    return dataclasses.replace(result, curves=sample_evaluation(result, settings, resampling))


def sample_evaluation(result: StreamedEvaluation, settings: ModelSettings, resampling) -> Evaluation | None:
    """The evaluation of the held-out rows ``result`` sampled (``tasks.streaming.held_out``), for the curve pages:
    its rows are the sample's (their positions in the file), its metrics the sample's; None without a sample."""
    sample = result.sample
    if sample is None or not len(sample.y):
        return None
    scores, folds = sample.proba[None], sample.folds[None]
    loss = result.tally.loss
    return Evaluation(
        model=settings.model,
        settings=settings,
        classes=result.classes,
        loss=loss,
        resampling=resampling,
        y=sample.y,
        rows=sample.rows,
        folds=folds,
        scores=scores,
        probabilistic=True,  # (the models that stream all give posteriors)
        table=summarize(sample.y, scores, folds, loss),
        n_table_rows=len(sample.y),
    )


def predict_streamed_to_file(
    streamed: StreamedFile, model: TrainedModel, loss, output: str
) -> Generator[object, None, str]:
    """Classify every row of the file and write the table with the prediction columns to ``output``; return it.
    The text is made in helper processes: formatting it here would hold the GIL the window's GUI thread needs."""
    yield from predict_streamed(streamed.file, model, loss, output, processes=default_processes())
    return output


def random_preview(
    streamed: StreamedFile, dataset: Dataset, seed: int = 0, schema=None
) -> Generator[object, None, Dataset]:
    """A random sample of the file's rows (as many as the preview has), with the preview's kinds and target; it
    yields the sample's ``FeatureRanges`` (for the query form) and, with ``schema`` (the model's), its
    ``EncodedRows`` (for the query)."""
    frame = yield from _as_progress(iter_sample(streamed.file, dataset.n_rows, seed), SAMPLING)
    sample = Dataset(frame, dataset.kinds, source=streamed.file.source, warnings=dataset.warnings)
    yield feature_ranges(sample)
    if schema is not None:
        yield encoded_rows(sample, schema)
    return sample
