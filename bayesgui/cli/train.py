"""The CLI's ``inspect``, ``train``, ``predict`` and ``explain`` commands: each takes the parsed arguments
and returns a JSON-ready dict (``--json``) or the text to print."""

from __future__ import annotations

import sys
import warnings
from pathlib import Path

from bayesgui.cli.inputs import loss_matrix, open_dataset, parse_kinds, parse_row, row_decimals, sheet_number
from bayesgui.cli.model_options import settings_for_data
from bayesgui.data import load_sample, load_table
from bayesgui.data.saved.csv_export import write_csv
from bayesgui.data.saved.model_file import load_model, save_model
from bayesgui.report import build, render_text, to_json
from bayesgui.tasks.predict import Predictions, actions_of, classify
from bayesgui.tasks.train import fit_and_score

__all__ = ["cmd_explain", "cmd_inspect", "cmd_predict", "cmd_train"]


def cmd_inspect(args) -> dict | str:
    dataset = open_dataset(args.data, args.encoding, sheet=args.sheet)
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
    dataset = open_dataset(args.data, args.encoding, args.target, parse_kinds(args.kind), args.sheet)
    settings, preset = settings_for_data(args, dataset)
    arrays = dataset.to_arrays(keep_unlabeled=settings.spec.unlabeled)
    model, accuracy = fit_and_score(arrays, settings, dataset.n_rows)
    save_model(args.output, model)
    schema = model.schema
    left_out = [f"{settings.model} cannot read these columns; left out: {', '.join(model.left_out)}"]
    used = model.rows
    skipped = [f"{used.n_skipped} of the table's rows skipped ({used.skipped_reason}): rows {_row_list(used.skipped)}"]
    doc = {
        "model": args.output,
        "preset": preset,
        "rows": arrays.n_samples,
        "classes": list(model.class_names),
        "features": [{"name": n, "kind": k} for n, k in zip(schema.feature_names, schema.kinds, strict=True)],
        "left_out": list(model.left_out),
        "training_accuracy": accuracy,
        "n_rows_used": int(model.n_rows),
        "n_rows_skipped": used.n_skipped,
        "skipped_reason": used.skipped_reason or None,
        "skipped_rows": [row + 1 for row in used.skipped],  # 1-based, as a spreadsheet numbers them
        "n_rows_with_missing_used": used.n_missing_used,
        "warnings": list(dataset.warnings)
        + list(arrays.warnings)
        + (left_out if model.left_out else [])
        + (skipped if used.n_skipped else []),
    }
    if args.json:
        return doc
    kinds = ", ".join(f"{f['name']} ({f['kind']})" for f in doc["features"])
    return (
        f"trained {settings.model} on {model.n_rows} rows; classes: {', '.join(doc['classes'])}\n"
        + (f"{used.used_note}\n" if used.n_missing_used else "")
        + (f"preset: {preset} ({settings.spec.preset(preset).description})\n" if preset else "")
        + f"features: {kinds}\ntraining accuracy: {accuracy:.4f}\nsaved: {args.output}"
        + "".join(f"\nwarning: {w}" for w in doc["warnings"])
    )


def _row_list(rows, most: int = 20) -> str:
    """Row numbers counted from 1, the first ``most`` of them ("4, 272" / "1, 2, … and 5 more")."""
    shown = ", ".join(str(row + 1) for row in rows[:most])
    return shown + (f", … and {len(rows) - most} more" if len(rows) > most else "")


def cmd_predict(args) -> dict | str:
    model = load_model(args.model)
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


def cmd_explain(args) -> dict | str:
    model = load_model(args.model)
    loss = loss_matrix(model, args.loss, args.reject_cost)
    example = build(model, parse_row(args.row, model), loss, row_decimals(args.row))
    return to_json(example) if args.json else render_text(example)
