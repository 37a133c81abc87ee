"""``bayesgui-cli table``: the look-up table of a naive Bayes model (every P(c) and P(x|c)) as CSV or HTML."""

from __future__ import annotations

from bayesgui.cli.inputs import add_data_arguments
from bayesgui.data.saved.atomic import atomic_writer
from bayesgui.data.saved.lookup_file import is_lookup_file, read_lookup_table
from bayesgui.data.saved.model_file import load_model
from bayesgui.report.lookup_table import lookup_frame, lookup_html, table_of, write_lookup_csv


def register(sub) -> None:
    p = sub.add_parser("table", help="write the look-up table of a naive Bayes model (CSV, printable HTML)")
    p.add_argument("model", metavar="MODEL.json")
    p.add_argument("--csv", metavar="OUT.csv", help="write the table as CSV (predict reads it back)")
    p.add_argument("--html", metavar="OUT.html", help="write the table as a printable HTML page")
    p.add_argument(
        "--bins", type=int, metavar="B", help="tabulate each continuous column as P(bin | c) of B bins (approximate)"
    )
    add_data_arguments(p, data=False)
    p.set_defaults(run=cmd_table)


def cmd_table(args) -> dict | str:
    model = read_lookup_table(args.model) if is_lookup_file(args.model) else load_model(args.model)
    table_of(model, args.bins)  # refuses a model that is not naive Bayes (or bad bins) before anything is written
    written = []
    if args.csv:
        write_lookup_csv(model, args.csv, args.bins)
        written.append(args.csv)
    if args.html:
        with atomic_writer(args.html) as handle:
            handle.write(lookup_html(model, bins=args.bins))
        written.append(args.html)
    frame = lookup_frame(model, args.bins)
    if args.json:
        return {"written": written, "entries": len(frame), "table": frame.to_dict("records")}
    if written:
        return f"look-up table of {len(frame)} entries written to {', '.join(written)}"
    return frame.to_csv(index=False).rstrip("\n")
