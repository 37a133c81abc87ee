"""``bayesgui-cli table``: the look-up table of a naive Bayes model (every P(c) and P(x|c)) as CSV or HTML; with
``--bins B --train TRAIN.csv`` each continuous column as P(bin | c) of B equal-width bins counted from the training
rows (the bin edges are written with the table)."""

from __future__ import annotations

import dataclasses

from bayesgui.cli.shared.inputs import UsageError, add_data_arguments, open_dataset
from bayesgui.core.learning.lookup import LookupTable
from bayesgui.data.saved.atomic import atomic_writer
from bayesgui.data.saved.lookup_file import is_lookup_file, read_lookup_table
from bayesgui.data.saved.model_file import TrainedModel, load_model
from bayesgui.report.lookup_table import lookup_frame, lookup_html, table_of, write_lookup_csv


def register(sub) -> None:
    p = sub.add_parser("table", help="write the look-up table of a naive Bayes model (CSV, printable HTML)")
    p.add_argument("model", metavar="MODEL.json")
    p.add_argument("--csv", metavar="OUT.csv", help="write the table as CSV (predict reads it back)")
    p.add_argument("--html", metavar="OUT.html", help="write the table as a printable HTML page")
    p.add_argument(
        "--bins",
        type=int,
        metavar="B",
        help="tabulate each continuous column as P(bin | c) of B equal-width bins, counted from --train",
    )
    p.add_argument("--train", metavar="TRAIN", help="with --bins: the table the model was trained on (file or sample)")
    p.add_argument("--encoding", help="text encoding of TRAIN (default: detected)")
    add_data_arguments(p, data=False)
    p.set_defaults(run=cmd_table)


def cmd_table(args) -> dict | str:
    if (args.bins is None) != (args.train is None):
        raise UsageError("--bins counts the training rows: give --bins B with --train TRAIN.csv")
    model = read_lookup_table(args.model) if is_lookup_file(args.model) else load_model(args.model)
    if args.bins is not None:
        model = _binned(model, args.bins, args.train, args.encoding)
    table_of(model)  # refuses a model that is not naive Bayes before anything is written
    written = []
    if args.csv:
        write_lookup_csv(model, args.csv)
        written.append(args.csv)
    if args.html:
        with atomic_writer(args.html) as handle:
            handle.write(lookup_html(model))
        written.append(args.html)
    frame = lookup_frame(model)
    if args.json:
        return {"written": written, "entries": len(frame), "table": frame.to_dict("records")}
    if written:
        return f"look-up table of {len(frame)} entries written to {', '.join(written)}"
    return frame.to_csv(index=False).rstrip("\n")


def _binned(model: TrainedModel, bins: int, train: str, encoding: str | None) -> TrainedModel:
    """``model`` reading its table with the continuous columns binned, counted from the rows of ``train``."""
    if isinstance(getattr(model.estimator, "table", None), LookupTable):
        raise UsageError("--bins needs the model file (MODEL.json): a look-up table holds no training statistics")
    schema = model.schema
    frame = open_dataset(train, encoding).frame
    X = schema.encode_features(frame)
    if schema.target not in frame.columns:
        raise UsageError(f"{train} has no class column {schema.target!r}: it is not the model's training table")
    y = schema.encode_target(frame[schema.target])  # (-1: a row without a class, counted for none)
    table = LookupTable.of(model.estimator, bins, X, y)
    return dataclasses.replace(model, estimator=table.scorer)
