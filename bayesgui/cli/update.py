"""``bayesgui-cli update``: add rows to a saved model (``--remove``: subtract them) without training it again."""

from __future__ import annotations

from bayesgui.cli.shared.inputs import UsageError, add_data_arguments, sheet_number
from bayesgui.data import load_table
from bayesgui.data.saved.model_file import load_model, save_model
from bayesgui.data.saved.model_update import update_model


def register(sub) -> None:
    p = sub.add_parser("update", help="add rows to a saved model (incremental learning); --remove subtracts rows")
    p.add_argument("model", metavar="MODEL.json")
    p.add_argument("rows", metavar="ROWS.csv", nargs="?", help="rows to add (feature and class columns)")
    p.add_argument("--remove", metavar="ROWS.csv", help="rows to take out of the model (rows it was trained on)")
    p.add_argument("--encoding", help="text encoding of the row files (default: detected)")
    p.add_argument("--sheet", help="the worksheet of a workbook: its name, or its number from 1")
    add_data_arguments(p, data=False)
    p.add_argument("-o", "--output", metavar="OUT.json", help="where to save the updated model (default: MODEL.json)")
    p.set_defaults(run=cmd_update)


def cmd_update(args) -> dict | str:
    if args.rows is None and args.remove is None:
        raise UsageError("give ROWS.csv to add, --remove ROWS.csv to subtract, or both")
    model = load_model(args.model)
    sheet = sheet_number(args.sheet)
    added = load_table(args.rows, encoding=args.encoding, sheet=sheet) if args.rows else None
    removed = load_table(args.remove, encoding=args.encoding, sheet=sheet) if args.remove else None
    updated, update = update_model(
        model,
        None if added is None else added.frame,
        None if removed is None else removed.frame,
        source=(added or removed).source,
    )
    output = args.output or args.model
    save_model(output, updated)
    names = updated.schema.class_names or ()
    doc = {
        "model": output,
        "added": update.added,
        "removed": update.removed,
        "n_rows": updated.n_rows,
        "classes": list(updated.class_names),
        "classes_added": [names[int(c)] for c in update.classes_added],
        "classes_removed": [names[int(c)] for c in update.classes_removed],
        "statistics_changed": update.n_touched,
    }
    if args.json:
        return doc
    lines = [
        f"updated {updated.settings.model}: {update.added} rows added, {update.removed} removed; "
        f"now {updated.n_rows} rows",
        f"statistics changed: {update.n_touched} (the others were not touched)",
    ]
    if doc["classes_added"]:
        lines.append(f"new classes: {', '.join(doc['classes_added'])}")
    if doc["classes_removed"]:
        lines.append(f"classes without rows, dropped: {', '.join(doc['classes_removed'])}")
    lines.append(f"saved: {output}")
    return "\n".join(lines)
