"""``--engine dask [--scheduler ADDRESS]`` of ``train``, ``evaluate`` and ``predict``: DATA (a path or a glob of CSV
or Parquet files) read with ``dask.dataframe`` and reduced partition by partition (``tasks/dask``), on the cluster
of ``--scheduler`` or this machine's cores. The results are the streamed jobs' (``--stream``), printed the same way.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from bayesgui.cli.engines import streamed
from bayesgui.cli.shared.inputs import UsageError, loss_matrix, parse_kinds
from bayesgui.cli.shared.model_options import settings_from_args
from bayesgui.data.dataset import AUTO
from bayesgui.data.saved.model_file import load_model, save_model
from bayesgui.tasks.dask.failures import connect
from bayesgui.tasks.dask.jobs import DaskScan, evaluate_dask, predict_dask, scan_dask, train_dask
from bayesgui.tasks.dask.table import DEFAULT_BLOCKSIZE, DaskTable, open_dask_table
from bayesgui.tasks.progress import run_to_end

__all__ = ["add_engine_arguments", "evaluate", "predict", "train", "uses_dask"]


def add_engine_arguments(parser: argparse.ArgumentParser) -> None:
    """``--engine``, ``--scheduler`` and ``--blocksize``."""
    parser.add_argument(
        "--engine",
        choices=("memory", "dask"),
        default="memory",
        help="dask: read DATA (a path or a glob of CSV or Parquet files) with dask.dataframe, partition by partition",
    )
    parser.add_argument(
        "--scheduler", metavar="ADDRESS", help="with --engine dask: the Dask scheduler (default: this machine's cores)"
    )
    parser.add_argument(
        "--blocksize", default=DEFAULT_BLOCKSIZE, help="with --engine dask: bytes of a text file per partition"
    )


def uses_dask(args: argparse.Namespace) -> bool:
    """Whether the command runs on Dask (``--engine dask``); ``--scheduler`` alone, or with ``--stream``, is refused."""
    if args.engine != "dask":
        if args.scheduler:
            raise UsageError("--scheduler is the Dask engine's: add --engine dask")
        return False
    if getattr(args, "stream", False):
        raise UsageError("--stream and --engine dask read the file two ways; give one of them")
    if getattr(args, "sheet", None):
        raise UsageError("--engine dask reads CSV and Parquet files, not workbooks; drop --sheet")
    return True


@contextmanager
def _client(args: argparse.Namespace) -> Iterator[object]:
    client = connect(args.scheduler) if args.scheduler else None
    try:
        yield client
    finally:
        if client is not None:
            client.close()


def _table(args: argparse.Namespace) -> DaskTable:
    return open_dask_table(args.data, encoding=args.encoding, blocksize=_blocksize(args.blocksize))


def _blocksize(text: str) -> str | int:
    return int(text) if str(text).isdigit() else text


def _scan(args: argparse.Namespace) -> DaskScan:
    return scan_dask(_table(args), args.target or AUTO, parse_kinds(args.kind))


def train(args: argparse.Namespace) -> dict | str:
    if getattr(args, "sample", None) is not None:
        raise UsageError("--sample draws rows with --stream; the Dask engine trains on every row")
    settings = settings_from_args(args)
    with _client(args) as client:
        scan = _scan(args)
        model = run_to_end(train_dask(scan, settings, client))
    save_model(args.output, model)  # only now: a failure above leaves the previous model as it was
    how = f"Dask, {scan.table.n_partitions} partitions"
    return streamed.train_report(args, settings, model, None, how)


def evaluate(args: argparse.Namespace) -> dict | str:
    k = streamed.folds_of(args, "--engine dask")
    settings = settings_from_args(args)
    with _client(args) as client:
        loss = lambda classes: streamed.loss_for(args, classes)  # noqa: E731  (the classes are known after pass 1)
        result = run_to_end(evaluate_dask(_scan(args), settings, loss, k, args.holdout, args.seed, client))
    return streamed.evaluation_report(args, result, "Dask")


def predict(args: argparse.Namespace) -> dict | str:
    if args.lazy:
        raise UsageError("--lazy counts from a table in memory; it does not run on Dask")
    if not args.output:
        raise UsageError("--engine dask writes its results to a file: give -o OUT.csv")
    model = load_model(args.source)
    loss = loss_matrix(model, args.loss, args.reject_cost)
    with _client(args) as client:
        n_rows, notes = run_to_end(predict_dask(_table(args), model, loss, args.output, client))
    for note in notes:
        print(f"warning: {note}", file=sys.stderr)
    if args.json:
        return {"rows": n_rows, "output": args.output, "warnings": list(notes)}
    return f"wrote {n_rows} rows to {args.output}"
