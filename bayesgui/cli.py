"""``bayesgui-cli``: inspect data, train, predict and explain from the shell, with JSON output.

This module builds the argument parser and runs a command; the commands are in ``cli_commands`` (and
``cli_em``, ``cli_evaluate``), what they read from their arguments in ``cli_inputs``.

Exit code 0 on success; 2 with a one-line ``error: ...`` on stderr for bad input or usage
(``--debug`` shows the traceback). ``--json`` prints exactly one UTF-8 JSON document on stdout.
"""

from __future__ import annotations

import argparse
import sys

from bayesgui.cli_commands import cmd_explain, cmd_inspect, cmd_predict, cmd_train
from bayesgui.cli_em import add_em_command
from bayesgui.cli_evaluate import register as register_evaluate
from bayesgui.cli_inputs import Parser, UsageError, open_dataset, parse_kinds
from bayesgui.cli_models import add_model_options
from bayesgui.cli_output import PrintableStream, json_text
from bayesgui.data import DataError
from bayesgui.data.kinds import KINDS

__all__ = ["UsageError", "build_parser", "cmd_explain", "cmd_inspect", "cmd_predict", "cmd_train", "main"]


# ---------------------------------------------------------------------------------------------- parser
def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="bayesgui-cli", description="BayesGUI from the shell: Bayesian classification, explained.")
    parser.add_argument("--debug", action="store_true", help="show the full traceback of an error")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=Parser)

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

    add_em_command(sub, common, open_dataset)
    register_evaluate(sub, common, open_dataset, parse_kinds)
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
        print(f"error: an internal error occurred ({type(exc).__name__}: {detail}); run again with --debug for "
              "the traceback, and report it", file=sys.stderr)
        return 2
    if isinstance(result, dict):
        print(json_text(result))
    elif result is not None:
        print(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
