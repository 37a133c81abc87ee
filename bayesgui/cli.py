"""``bayesgui-cli``: inspect data, train, predict and explain from the shell, with JSON output.

Exit code 0 on success; 2 with a one-line ``error: ...`` on stderr for bad input or usage
(``--debug`` shows the traceback). ``--json`` prints exactly one UTF-8 JSON document on stdout.
"""

from __future__ import annotations

import argparse
import sys
import warnings
from pathlib import Path

import numpy as np
import pandas as pd

from bayesgui.cli_em import add_em_command
from bayesgui.cli_evaluate import register as register_evaluate
from bayesgui.cli_models import add_model_options, settings_for_data
from bayesgui.cli_output import PrintableStream, json_text
from bayesgui.core import LossMatrix
from bayesgui.data import DataError, Dataset, get_sample, load_dataset, load_sample, load_table
from bayesgui.data.csv_export import write_csv
from bayesgui.data.kinds import KINDS
from bayesgui.data.loss_file import read_loss_file
from bayesgui.data.model_file import TrainedModel, load_model, save_model
from bayesgui.report import build, render_text, to_json
from bayesgui.tasks.predict import Predictions, actions_of, classify
from bayesgui.tasks.train import fit_and_score


class UsageError(Exception):
    """Bad command-line usage (exit code 2, one line)."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line instead of argparse's usage block
        raise UsageError(f"{message} (see {self.prog} --help)")


# ---------------------------------------------------------------------------------------------- inputs
def _open_dataset(
    data: str, encoding: str | None, target=None, kinds: dict | None = None, sheet: str | None = None
) -> Dataset:
    """A file path, or the id of a bundled sample dataset (e.g. ``watermelon3``); ``sheet``: of a workbook."""
    if not Path(data).exists() and not Path(data).is_symlink():
        try:
            get_sample(data)
        except DataError:
            raise DataError(f"{data}: no such file (nor a sample dataset name).") from None
        dataset = load_sample(data)
        if kinds:
            dataset = dataset.with_kinds(kinds)
        return dataset.with_target(target) if target is not None else dataset
    options = {"encoding": encoding, "kinds": kinds, "sheet": _sheet(sheet)}
    if target is not None:
        options["target"] = target
    return load_dataset(data, **options)


def _sheet(value: str | None) -> str | int | None:
    """--sheet: a worksheet name, or its position counted from 1 (``2`` is the second worksheet)."""
    if value is None or not value.isdigit():
        return value
    if int(value) < 1:
        raise UsageError("--sheet counts worksheets from 1")
    return int(value) - 1


def _parse_kinds(pairs: list[str]) -> dict[str, str]:
    kinds = {}
    for pair in pairs:
        column, sep, kind = pair.rpartition("=")
        if not sep or not column:
            raise UsageError(f"--kind takes COLUMN=KIND, got '{pair}'")
        if kind not in KINDS:
            raise UsageError(f"--kind {pair}: KIND must be one of {', '.join(KINDS)}")
        kinds[column] = kind
    return kinds


def _loss(model: TrainedModel, loss_path: str | None, reject_cost: float | None) -> LossMatrix:
    classes = model.class_names
    if loss_path:
        return read_loss_file(loss_path, classes, reject_cost)
    try:
        return LossMatrix.zero_one(classes, reject_cost)
    except ValueError as exc:
        raise DataError(str(exc)) from None


def _parse_row(text: str, model: TrainedModel) -> np.ndarray:
    values: dict[str, str] = {}
    for item in filter(None, (part.strip() for part in text.replace("，", ",").split(","))):
        column, sep, value = item.partition("=")
        if not sep:
            raise UsageError(f"--row takes col=value pairs separated by commas; '{item}' has no '='")
        if column.strip() in values:
            raise UsageError(f"--row gives '{column.strip()}' twice; give each column once")
        values[column.strip()] = value.strip()
    names = model.schema.feature_names
    unknown = [c for c in values if c not in names]
    if unknown:
        raise DataError(f"--row names unknown feature(s) {unknown}; the model's features are: {', '.join(names)}.")
    frame = pd.DataFrame({c: [values.get(c)] for c in names}, dtype=object)
    for name, kind in zip(names, model.schema.kinds, strict=True):
        if kind != "categorical" and values.get(name) not in (None, ""):
            try:
                frame[name] = [float(values[name])]
            except ValueError:
                raise DataError(
                    f"--row: '{name}' is {kind}, so its value must be a number, got '{values[name]}'."
                ) from None
        elif values.get(name) in (None, ""):
            frame[name] = [np.nan]
    return model.schema.encode_features(frame)[0]


# -------------------------------------------------------------------------------------------- commands
def cmd_inspect(args) -> dict | str:
    dataset = _open_dataset(args.data, args.encoding, sheet=args.sheet)
    frame, source = dataset.frame, dataset.source
    columns = []
    for name in dataset.columns:
        kind = dataset.kinds[name]
        levels = list(dataset.levels(name)) if kind in ("categorical", "target") else None
        columns.append({"name": name, "kind": kind, "missing": int(frame[name].isna().sum()), "levels": levels})
    doc = {
        "rows": dataset.n_rows,
        "encoding": source.encoding,
        "delimiter": source.delimiter,
        "columns": columns,
        "target": dataset.target,
        "warnings": list(dataset.warnings),
    }
    if args.json:
        return doc
    lines = [f"{source.name}: {doc['rows']} rows, encoding {doc['encoding']}, delimiter {doc['delimiter']!r}"]
    for col in columns:
        levels = "" if col["levels"] is None else "  levels: " + ", ".join(map(str, col["levels"][:12]))
        lines.append(f"  {col['name']:<20} {col['kind']:<12} missing {col['missing']:<6}{levels}")
    lines.append(f"target: {doc['target']}")
    lines.extend(f"warning: {w}" for w in doc["warnings"])
    return "\n".join(lines)


def cmd_train(args) -> dict | str:
    dataset = _open_dataset(args.data, args.encoding, args.target, _parse_kinds(args.kind), args.sheet)
    settings, preset = settings_for_data(args, dataset)
    arrays = dataset.to_arrays(keep_unlabeled=settings.spec.unlabeled)
    model, accuracy = fit_and_score(arrays, settings)
    save_model(args.output, model)
    schema = model.schema
    left_out = [f"{settings.model} cannot read these columns; left out: {', '.join(model.left_out)}"]
    doc = {
        "model": args.output,
        "preset": preset,
        "rows": arrays.n_samples,
        "classes": list(model.class_names),
        "features": [{"name": n, "kind": k} for n, k in zip(schema.feature_names, schema.kinds, strict=True)],
        "left_out": list(model.left_out),
        "training_accuracy": accuracy,
        "warnings": list(dataset.warnings) + list(arrays.warnings) + (left_out if model.left_out else []),
    }
    if args.json:
        return doc
    kinds = ", ".join(f"{f['name']} ({f['kind']})" for f in doc["features"])
    return (
        f"trained {settings.model} on {doc['rows']} rows; classes: {', '.join(doc['classes'])}\n"
        + (f"preset: {preset} ({settings.spec.preset(preset).description})\n" if preset else "")
        + f"features: {kinds}\ntraining accuracy: {accuracy:.4f}\nsaved: {args.output}"
        + "".join(f"\nwarning: {w}" for w in doc["warnings"])
    )


def cmd_predict(args) -> dict | str:
    model = load_model(args.model)
    loss = _loss(model, args.loss, args.reject_cost)
    table = (
        load_table(args.data, encoding=args.encoding, sheet=_sheet(args.sheet))
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


def cmd_explain(args) -> dict | str:
    model = load_model(args.model)
    loss = _loss(model, args.loss, args.reject_cost)
    example = build(model, _parse_row(args.row, model), loss)
    return to_json(example) if args.json else render_text(example)


# ---------------------------------------------------------------------------------------------- parser
def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="bayesgui-cli", description="BayesGUI from the shell: Bayesian classification, explained.")
    parser.add_argument("--debug", action="store_true", help="show the full traceback of an error")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    def common(p, data=True):
        if data:
            p.add_argument(
                "data", metavar="DATA", help="a CSV/TSV/TXT/XLSX file, or a sample name (watermelon3, iris, ...)"
            )
            p.add_argument("--encoding", help="text encoding of DATA (default: detected)")
            p.add_argument("--sheet", help="the worksheet of a workbook: its name, or its number from 1")
        p.add_argument("--json", action="store_true", help="print one JSON document")

    p = sub.add_parser("inspect", help="columns, kinds, levels and missing values of a table")
    common(p)
    p.set_defaults(run=cmd_inspect)

    p = sub.add_parser("train", help="fit a model and save it as JSON")
    common(p)
    p.add_argument("--target", help="the class column (default: the sample's, or the one found)")
    p.add_argument(
        "--kind", action="append", default=[], metavar="COL=KIND", help=f"override a kind ({', '.join(KINDS)})"
    )
    add_model_options(p)
    p.add_argument("-o", "--output", required=True, metavar="MODEL.json")
    p.set_defaults(run=cmd_train)

    for name, run, helptext in (
        ("predict", cmd_predict, "posterior, risk and decision for every row"),
        ("explain", cmd_explain, "the worked computation for one sample"),
    ):
        p = sub.add_parser(name, help=helptext)
        p.add_argument("model", metavar="MODEL.json")
        if name == "predict":
            common(p)
            p.add_argument("-o", "--output", metavar="OUT.csv", help="write the table with the results appended")
        else:
            common(p, data=False)
            p.add_argument("--row", required=True, help='the sample, e.g. "色泽=青绿,密度=0.697"')
        p.add_argument(
            "--loss", metavar="LOSS.csv", help="loss matrix: header 'decision,<classes>', one row per decision"
        )
        p.add_argument("--reject-cost", type=float, help="add a reject action of this constant cost")
        p.set_defaults(run=run)

    add_em_command(sub, common, _open_dataset)
    register_evaluate(sub, common, _open_dataset, _parse_kinds)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(encoding="utf-8")
    streams = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = PrintableStream(sys.stdout), PrintableStream(sys.stderr)
    try:
        return _run(argv)
    finally:
        sys.stdout, sys.stderr = streams


def _run(argv: list[str]) -> int:
    debug = "--debug" in argv
    try:
        args = build_parser().parse_args(argv)
        if getattr(args, "json", False) and getattr(args, "output", None) and args.command == "predict":
            raise UsageError("give either --json or -o OUT.csv, not both")
        result = args.run(args)
    except (UsageError, DataError, ValueError, OSError) as exc:
        if debug:
            raise
        message = " ".join(str(exc).split()) or type(exc).__name__
        print(f"error: {message}", file=sys.stderr)
        return 2
    except (Exception, RecursionError, MemoryError) as exc:  # a bug or an input no check foresaw: one line too
        if debug:
            raise
        detail = " ".join(str(exc).split())[:300]
        print(f"error: unexpected {type(exc).__name__}: {detail} (run with --debug for details)", file=sys.stderr)
        return 2
    if isinstance(result, dict):
        print(json_text(result))
    elif result is not None:
        print(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
