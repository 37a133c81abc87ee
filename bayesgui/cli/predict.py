"""``bayesgui-cli predict``: the posterior, the risk of each action and the decision for every row of a table."""

from __future__ import annotations

import sys
import warnings
from pathlib import Path

from bayesgui.cli.engines import dask as dask_engine
from bayesgui.cli.engines import streamed
from bayesgui.cli.shared.inputs import (
    UsageError,
    add_data_arguments,
    add_kind_argument,
    add_loss_arguments,
    loss_matrix,
    open_dataset,
    parse_kinds,
    sheet_number,
)
from bayesgui.cli.shared.model_options import add_model_options, settings_for_data
from bayesgui.core.learning.lazy import LazyModel
from bayesgui.data import load_sample, load_table
from bayesgui.data.saved.csv_export import write_csv
from bayesgui.data.saved.lookup_file import is_lookup_file, read_lookup_table
from bayesgui.data.saved.model_file import TrainedModel, load_model
from bayesgui.tasks.predict import Predictions, actions_of, classify
from bayesgui.tasks.train import model_inputs


def register(sub) -> None:
    p = sub.add_parser("predict", help="posterior, risk and decision for every row")
    p.add_argument(
        "source",
        metavar="MODEL",
        help="a model file (MODEL.json), a look-up table (bayesgui-cli table --csv), or with --lazy the training table",
    )
    add_data_arguments(p)
    p.add_argument(
        "--lazy", action="store_true", help="lazy learning: train nothing; count the estimates from MODEL, a table, now"
    )
    p.add_argument("--target", help="with --lazy: the class column of the training table")
    add_kind_argument(p)
    add_model_options(p)
    p.add_argument("-o", "--output", metavar="OUT.csv", help="write the table with the results appended")
    add_loss_arguments(p)
    streamed.add_stream_arguments(p)
    dask_engine.add_engine_arguments(p)
    p.set_defaults(run=cmd_predict)


def cmd_predict(args) -> dict | str:
    if args.json and args.output:
        raise UsageError("give either --json or -o OUT.csv, not both")
    if dask_engine.uses_dask(args):
        return dask_engine.predict(args)
    if args.stream:
        return streamed.predict(args)
    model = _model(args)
    loss = loss_matrix(model, args.loss, args.reject_cost)
    table = (
        load_table(args.data, encoding=args.encoding, sheet=sheet_number(args.sheet))
        if Path(args.data).exists() or Path(args.data).is_symlink()
        else load_sample(args.data)
    )
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        X = model.schema.encode_features(table.frame, unseen="missing", source=table.source)
    for warning in caught:
        print(f"warning: {warning.message}", file=sys.stderr)
    posterior, risk, choice = classify(model.estimator, X, loss)
    classes, actions = list(model.class_names), list(actions_of(model.estimator, loss))
    probabilistic = bool(model.estimator.probabilistic)
    results = Predictions(tuple(classes), tuple(actions), posterior, risk, choice, probabilistic)
    decisions = results.decision_names()
    risk_actions = list(results.risk_actions)
    if args.output:
        out = results.with_columns(table.frame)
        write_csv(out, args.output)  # formula-leading cells escaped
        return f"wrote {len(out)} rows to {args.output}"
    doc = {
        "classes": classes,
        "actions": actions,
        "rows": [
            {
                ("posterior" if probabilistic else "score"): dict(zip(classes, map(float, p), strict=True)),
                "risk": dict(zip(risk_actions, map(float, r), strict=True)),
                "decision": d,
            }
            for p, r, d in zip(posterior, risk, decisions, strict=True)
        ],
    }
    if args.json:
        return doc
    symbol = "P" if probabilistic else "score"
    header = "  ".join(
        [f"{symbol + '(' + c + ')':>12}" for c in classes] + [f"{'R(' + a + ')':>12}" for a in risk_actions]
    )
    lines = [f"{'row':>6}  {header}  decision"]
    for i, (p, r, d) in enumerate(zip(posterior, risk, decisions, strict=True), start=1):
        cells = "  ".join(f"{v:>12.6g}" for v in [*p, *r])
        lines.append(f"{i:>6}  {cells}  {d}")
    return "\n".join(lines)


def _model(args) -> TrainedModel:
    """The saved model, the look-up table read back, or with ``--lazy`` a model that counts from the table now."""
    if not args.lazy:
        if args.target or args.kind:
            raise UsageError("--target and --kind describe a training table: use them with --lazy")
        return read_lookup_table(args.source) if is_lookup_file(args.source) else load_model(args.source)
    dataset = open_dataset(args.source, args.encoding, args.target, parse_kinds(args.kind), args.sheet)
    settings, _preset = settings_for_data(args, dataset)
    arrays = dataset.to_arrays(keep_unlabeled=settings.spec.unlabeled)
    schema, X = model_inputs(arrays, settings)
    return TrainedModel(schema, settings, LazyModel(settings.build(schema), X, arrays.y), n_rows=X.shape[0])
