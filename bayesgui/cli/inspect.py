"""``bayesgui-cli inspect``: the columns of a table, their kinds, levels and missing values."""

from __future__ import annotations

from bayesgui.cli.shared.inputs import add_data_arguments, open_dataset


def register(sub) -> None:
    p = sub.add_parser("inspect", help="columns, kinds, levels and missing values of a table")
    add_data_arguments(p)
    p.set_defaults(run=cmd_inspect)


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
