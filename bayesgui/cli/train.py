"""``bayesgui-cli train``: fit a model on a table and save it as JSON."""

from __future__ import annotations

from bayesgui.cli.engines import dask as dask_engine
from bayesgui.cli.engines import streamed
from bayesgui.cli.shared.inputs import UsageError, add_data_arguments, add_kind_argument, open_dataset, parse_kinds
from bayesgui.cli.shared.model_options import add_model_options, settings_for_data
from bayesgui.data.saved.model_file import save_model
from bayesgui.tasks.train import fit_and_score


def register(sub) -> None:
    p = sub.add_parser("train", help="fit a model and save it as JSON")
    add_data_arguments(p)
    p.add_argument("--target", help="the class column (default: the sample's, or the one found)")
    add_kind_argument(p)
    add_model_options(p)
    p.add_argument("-o", "--output", required=True, metavar="MODEL.json")
    streamed.add_stream_arguments(p, sample=True)
    dask_engine.add_engine_arguments(p)
    p.set_defaults(run=cmd_train)


def cmd_train(args) -> dict | str:
    if dask_engine.uses_dask(args):
        return dask_engine.train(args)
    if args.stream:
        return streamed.train(args)
    if args.sample is not None:
        raise UsageError("--sample draws rows from a streamed file: use it with --stream")
    dataset = open_dataset(args.data, args.encoding, args.target, parse_kinds(args.kind), args.sheet)
    settings, preset = settings_for_data(args, dataset)
    arrays = dataset.to_arrays(keep_unlabeled=settings.spec.unlabeled)
    model, accuracy = fit_and_score(arrays, settings, dataset.n_rows)
    save_model(args.output, model)
    schema = model.schema
    left_out = [f"{settings.model} cannot read these columns; left out: {', '.join(model.left_out)}"
                + (" (--bins equal-width|equal-frequency [--n-bins N] cuts continuous and count columns into "
                   "intervals)" if "bins" in settings.values() else "")]  # fmt: skip
    used = model.rows
    skipped = [f"{used.n_skipped} of the table's rows skipped ({used.skipped_reason}): rows {_row_list(used.skipped)}"]
    doc = {
        "model": args.output,
        "preset": preset,
        "rows": arrays.n_samples,
        "classes": list(model.class_names),
        "features": [
            {"name": n, "kind": k, **({} if schema.edges_of(j) is None else {"bin_edges": list(schema.edges_of(j))})}
            for j, (n, k) in enumerate(zip(schema.feature_names, schema.kinds, strict=True))
        ],
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
    kinds = ", ".join(
        f"{f['name']} ({f['kind']}" + (f", binned: {', '.join(schema.levels[j] or ())}" if "bin_edges" in f else "")
        + ")"
        for j, f in enumerate(doc["features"])
    )
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
