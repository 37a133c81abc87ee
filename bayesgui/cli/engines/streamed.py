"""``--stream`` of ``train``, ``evaluate`` and ``predict``: the file read in chunks, never whole, so memory does not
grow with its length (CSV, TSV, text, .gz, .zst, Parquet). The jobs are the window's (``tasks/streaming``)."""

from __future__ import annotations

import argparse
import sys

from bayesgui.cli.shared.inputs import UsageError, loss_matrix, parse_kinds
from bayesgui.cli.shared.model_options import settings_from_args
from bayesgui.core import LossMatrix
from bayesgui.data import DataError
from bayesgui.data.dataset import AUTO
from bayesgui.data.saved.loss_file import read_loss_file
from bayesgui.data.saved.model_file import load_model, save_model
from bayesgui.data.streaming.reader import CHUNK_ROWS, ChunkedFile
from bayesgui.data.streaming.scan import StreamedTable, open_streamed
from bayesgui.tasks.progress import run_to_end
from bayesgui.tasks.streaming.evaluate import evaluate_streamed
from bayesgui.tasks.streaming.mixture import streams_by_em, train_mixture_streamed
from bayesgui.tasks.streaming.predict import predict_streamed
from bayesgui.tasks.streaming.train import iter_sample_dataset, train_streamed
from bayesgui.tasks.train import fit_and_score

__all__ = [
    "add_stream_arguments",
    "evaluate",
    "evaluation_report",
    "folds_of",
    "loss_for",
    "predict",
    "train",
    "train_report",
]


def add_stream_arguments(parser: argparse.ArgumentParser, sample: bool = False) -> None:
    """``--stream`` and ``--chunk-rows`` (and for ``train``, ``--sample N``)."""
    parser.add_argument(
        "--stream", action="store_true", help="read DATA in chunks, never whole: for files larger than memory"
    )
    parser.add_argument("--chunk-rows", type=int, default=CHUNK_ROWS, metavar="N", help="rows per chunk with --stream")
    if sample:
        parser.add_argument(
            "--sample",
            type=int,
            metavar="N",
            help="with --stream: train on N random rows in memory (for a model that cannot stream)",
        )


def _table(args: argparse.Namespace) -> StreamedTable:
    if getattr(args, "sheet", None):
        raise UsageError("--stream reads text and Parquet files, not workbooks; drop --sheet")
    file = ChunkedFile(args.data, encoding=args.encoding, chunk_rows=args.chunk_rows)
    return open_streamed(file, target=args.target or AUTO, kinds=parse_kinds(args.kind))


def train(args: argparse.Namespace) -> dict | str:
    table = _table(args)
    settings = settings_from_args(args)
    if args.sample is not None:
        if args.sample < 2:
            raise UsageError("--sample takes a number of rows, at least 2")
        dataset = run_to_end(iter_sample_dataset(table, args.sample))
        model, accuracy = fit_and_score(dataset.to_arrays(keep_unlabeled=settings.spec.unlabeled), settings)
        how = f"a random sample of {dataset.n_rows} rows of the file"
    elif streams_by_em(settings):
        model = run_to_end(train_mixture_streamed(table, settings))
        iterations = int(model.estimator.n_iter_.max())
        accuracy, how = None, f"EM from a random sample of rows, {iterations} passes over the file"
    else:
        try:
            model = run_to_end(train_streamed(table, settings))
        except DataError as exc:
            if "needs the whole table in memory" not in str(exc):
                raise
            raise DataError(f"{exc} Add --sample N to train on N random rows.") from None
        accuracy, how = None, "one pass over the file"
    save_model(args.output, model)
    return train_report(args, settings, model, accuracy, how)


def train_report(args: argparse.Namespace, settings, model, accuracy: float | None, how: str) -> dict | str:
    """What ``train`` prints of a model trained streamed (or on Dask: ``how`` says): JSON with ``--json``."""
    warnings = list(model.notes) + ([f"left out: {', '.join(model.left_out)}"] if model.left_out else [])
    doc = {
        "model": args.output,
        "streamed": how,
        "n_rows_used": int(model.n_rows),
        "classes": list(model.class_names),
        "features": [
            {"name": n, "kind": k} for n, k in zip(model.schema.feature_names, model.schema.kinds, strict=True)
        ],
        "left_out": list(model.left_out),
        "training_accuracy": accuracy,
        "warnings": warnings,
    }
    if args.json:
        return doc
    kinds = ", ".join(f"{f['name']} ({f['kind']})" for f in doc["features"])
    return (
        f"trained {settings.model} on {model.n_rows} rows ({how}); classes: {', '.join(doc['classes'])}\n"
        f"features: {kinds}\n"
        + (f"training accuracy: {accuracy:.4f}\n" if accuracy is not None else "")
        + f"saved: {args.output}"
        + "".join(f"\nwarning: {w}" for w in warnings)
    )


def folds_of(args: argparse.Namespace, flag: str = "--stream") -> int | None:
    """``--cv K`` as a number of folds (None with ``--holdout``); the options that need the table in memory are
    refused, naming ``flag``."""
    for option, given in (("--test", args.test), ("--split-column", args.split_column), ("--compare", args.compare)):
        if given:
            raise UsageError(f"{option} does not stream; {flag} evaluates by k-fold or --holdout")
    if args.repeats != 1 or args.predictions:
        raise UsageError(f"--repeats and --predictions do not stream; drop them with {flag}")
    try:
        return None if args.holdout is not None else int(args.cv)
    except ValueError:
        raise UsageError(f"{flag} takes --cv K (a number of folds), not '{args.cv}'") from None


def loss_for(args: argparse.Namespace, classes: tuple[str, ...]) -> LossMatrix:
    """The loss matrix of ``--loss`` / ``--reject-cost`` for ``classes`` (0-1 by default)."""
    try:
        if args.loss:
            return read_loss_file(args.loss, classes, args.reject_cost)
        return LossMatrix.zero_one(classes, args.reject_cost)
    except ValueError as exc:
        raise DataError(str(exc)) from None


def evaluate(args: argparse.Namespace) -> dict | str:
    k = folds_of(args)
    table = _table(args)
    settings = settings_from_args(args)
    loss = lambda classes: loss_for(args, classes)  # noqa: E731  (the classes are known after the first pass)
    result = run_to_end(evaluate_streamed(table, settings, loss, k=k, holdout=args.holdout, seed=args.seed))
    return evaluation_report(args, result)


def evaluation_report(args: argparse.Namespace, result, how: str = "streamed") -> dict | str:
    """What ``evaluate`` prints of a streamed (or Dask: ``how``) evaluation: JSON with ``--json``."""
    if args.json:
        return result.to_dict()
    metrics = result.tally.summary()
    lines = [f"{result.model}: {result.scheme} ({how}, seed {result.seed}), {result.tally.n_rows} rows held out"]
    lines += [f"  {name:<17}  {value:.4f}" for name, value in metrics.items()]
    lines.append("confusion (rows: true class, columns: decision):")
    matrix = result.tally.total_confusion()
    cells = [["", *result.actions]] + [[c, *map(str, row)] for c, row in zip(result.classes, matrix, strict=True)]
    widths = [max(len(row[j]) for row in cells) for j in range(len(cells[0]))]
    lines += ["  " + "  ".join(v.rjust(w) for v, w in zip(row, widths, strict=True)) for row in cells]
    return "\n".join(lines)


def predict(args: argparse.Namespace) -> dict | str:
    if args.lazy:
        raise UsageError("--lazy counts from a table in memory; it does not stream")
    if not args.output:
        raise UsageError("--stream writes its results to a file: give -o OUT.csv")
    model = load_model(args.source)
    loss = loss_matrix(model, args.loss, args.reject_cost)
    file = ChunkedFile(args.data, encoding=args.encoding, chunk_rows=args.chunk_rows)
    n_rows, notes = run_to_end(predict_streamed(file, model, loss, args.output))
    for note in notes:
        print(f"warning: {note}", file=sys.stderr)
    if args.json:
        return {"rows": n_rows, "output": args.output, "warnings": list(notes)}
    return f"wrote {n_rows} rows to {args.output}"
