"""``bayesgui-cli evaluate``: cross-validate a model (or every model) and print its metrics and confusion matrix."""

from __future__ import annotations

import argparse
import csv
from pathlib import Path

import numpy as np

from bayesgui.cli.engines import dask as dask_engine
from bayesgui.cli.engines import streamed
from bayesgui.cli.shared.inputs import (
    add_data_arguments,
    add_kind_argument,
    add_loss_arguments,
    open_dataset,
    parse_kinds,
)
from bayesgui.cli.shared.model_options import add_model_options, settings_from_args
from bayesgui.core import LossMatrix
from bayesgui.core.evaluation import METRICS, Resampling
from bayesgui.data import DataError
from bayesgui.data.samples import sample_preset
from bayesgui.data.saved.loss_file import read_loss_file
from bayesgui.report.evaluation.comparison import Comparison
from bayesgui.report.evaluation.results import Evaluation
from bayesgui.tasks.compare import compare
from bayesgui.tasks.evaluate import evaluate
from bayesgui.tasks.progress import run_to_end


def register(sub) -> None:
    p = sub.add_parser("evaluate", help="cross-validate a model: metrics, risk and the confusion matrix")
    add_data_arguments(p)
    p.add_argument("--target", required=True, help="the class column")
    add_kind_argument(p)
    add_model_options(p)
    how = p.add_mutually_exclusive_group()
    how.add_argument("--cv", default="10", metavar="K|loo", help="stratified K-fold (default 10) or leave-one-out")
    how.add_argument("--holdout", type=float, metavar="F", help="hold out this fraction of each class")
    how.add_argument("--test", metavar="FILE", help="train on DATA, test on FILE")
    how.add_argument("--split-column", metavar="C", help="the rows whose C is 'test' are the test rows")
    p.add_argument("--repeats", type=int, default=1, help="repeat the K-fold split with new shuffles")
    add_loss_arguments(p)
    p.add_argument("--seed", type=int, default=0, help="seed of the folds")
    p.add_argument("--compare", action="store_true", help="evaluate every registered model on the same folds")
    p.add_argument("--predictions", metavar="OUT.csv", help="write the out-of-fold predictions")
    streamed.add_stream_arguments(p)
    dask_engine.add_engine_arguments(p)
    p.set_defaults(run=run)


def resampling_from_args(args: argparse.Namespace) -> Resampling:
    if args.holdout is not None:
        return Resampling("holdout", fraction=args.holdout, seed=args.seed)
    if str(args.cv).lower() == "loo":
        return Resampling("loo", seed=args.seed)
    try:
        k = int(args.cv)
    except ValueError:
        raise DataError(f"--cv takes a number of folds or 'loo', got '{args.cv}'.") from None
    return Resampling(k=k, repeats=args.repeats, seed=args.seed)


def run(args) -> dict | str:
    if dask_engine.uses_dask(args):
        return dask_engine.evaluate(args)
    if args.stream:
        return streamed.evaluate(args)
    sheet = getattr(args, "sheet", None)
    dataset = open_dataset(args.data, args.encoding, target=args.target, kinds=parse_kinds(args.kind), sheet=sheet)
    test = open_dataset(args.test, args.encoding, target=args.target, kinds=dict(dataset.kinds)) if args.test else None
    settings = settings_from_args(args, sample_preset(dataset))
    classes = dataset.levels(args.target)
    try:
        if args.loss:
            loss = read_loss_file(args.loss, classes, args.reject_cost)
        else:
            loss = LossMatrix.zero_one(classes, args.reject_cost)
    except ValueError as exc:
        raise DataError(str(exc)) from None
    options = {"split_column": args.split_column, "test": test}
    job = (compare if args.compare else evaluate)(dataset, settings, loss, resampling_from_args(args), **options)
    result = run_to_end(job)
    main = result.evaluations[0] if isinstance(result, Comparison) else result
    if isinstance(result, Comparison):
        main = next((e for e in result.evaluations if e.model == settings.model), main)
    if args.predictions:
        _write_predictions(main, Path(args.predictions))
    if args.json:
        return _comparison_dict(result) if isinstance(result, Comparison) else result.to_dict()
    return comparison_text(result) if isinstance(result, Comparison) else evaluation_text(result)


def _write_predictions(evaluation: Evaluation, path: Path) -> None:
    columns = evaluation.predictions()
    with path.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(columns)
        writer.writerows(zip(*(v.tolist() for v in columns.values()), strict=True))


def _format(value: float, error: float) -> str:
    if not np.isfinite(value):
        return "—"
    return f"{value:.4f} ± {error:.4f}" if np.isfinite(error) else f"{value:.4f}"


def evaluation_text(e: Evaluation) -> str:
    """The metrics with their standard errors, per-class scores and the confusion matrix, as plain text."""
    r = e.resampling
    how = {"kfold": f"{r.k}-fold" + (f" x {r.repeats}" if r.repeats > 1 else ""), "loo": "leave-one-out"}
    lines = [
        f"{e.model}: {how.get(r.kind, 'held-out test rows')}, {e.n_used} rows used, {e.n_skipped} skipped "
        f"({e.seconds:.3f} s)"
    ]
    width = max(map(len, METRICS))
    lines += [f"  {name:<{width}}  {_format(e.table.values[name], e.table.errors[name])}" for name in METRICS]
    lines.append("  class: precision recall F1")
    for k, c in enumerate(e.classes):
        lines.append(f"    {c}: {e.table.precision[k]:.3f} {e.table.recall[k]:.3f} {e.table.f1[k]:.3f}")
    lines.append("confusion (rows: true class, columns: decision):")
    cells = [["", *e.actions]] + [[str(c), *map(str, row)] for c, row in zip(e.classes, e.table.confusion, strict=True)]
    widths = [max(len(row[j]) for row in cells) for j in range(len(cells[0]))]
    lines += ["  " + "  ".join(v.rjust(w) for v, w in zip(row, widths, strict=True)) for row in cells]
    return "\n".join(lines)


def comparison_text(c: Comparison) -> str:
    """One line per model: accuracy, log-loss and risk with SEs, the risk difference to the best, the time."""
    best = c.best("risk")
    lines = [f"{'model':<12} {'accuracy':>17} {'log_loss':>17} {'risk':>17} {'Δrisk vs best':>17} {'seconds':>8}"]
    for i, e in enumerate(c.evaluations):
        values = [_format(e.table.values[m], e.table.errors[m]) for m in ("accuracy", "log_loss", "risk")]
        diff = _format(*c.difference(i, best, "risk")) if i != best else "(best)"
        lines.append(f"{e.model:<12} {values[0]:>17} {values[1]:>17} {values[2]:>17} {diff:>17} {e.seconds:>8.3f}")
    lines += [f"{key}: not run ({why})" for key, why in c.failures]
    return "\n".join(lines)


def _comparison_dict(c: Comparison) -> dict:
    best = c.best("risk")
    models = []
    for i, e in enumerate(c.evaluations):
        doc = e.to_dict()
        mean, se = c.difference(i, best, "risk")
        doc["risk_difference_to_best"] = {"value": _finite(mean), "se": _finite(se)}
        models.append(doc)
    return {"models": models, "best": c.evaluations[best].model if models else None, "failures": dict(c.failures)}


def _finite(value: float) -> float | None:
    return float(value) if np.isfinite(value) else None
