"""``bayesgui-cli``: the argument parser of every command, and running one (exit code, one-line errors).

This module builds the argument parser from the command modules (``COMMANDS``) and runs a command; what the
commands share in their arguments is in ``inputs``.

Exit code 0 on success; 2 with a one-line ``error: ...`` on stderr for bad input or usage
(``--debug`` shows the traceback). ``--json`` prints exactly one UTF-8 JSON document on stdout.
"""

from __future__ import annotations

import argparse
import sys

from bayesgui.cli import bn, em, evaluate, explain, inspect, predict, table, train, update
from bayesgui.cli.exercises import check, exercise
from bayesgui.cli.shared.inputs import Parser, UsageError
from bayesgui.cli.shared.output import PrintableStream, json_text
from bayesgui.data import DataError

__all__ = ["COMMANDS", "build_parser", "main"]

# The commands, in the order ``--help`` lists them; each module adds its sub-parser with ``register(sub)``.
COMMANDS = (inspect, train, update, predict, table, explain, em, evaluate, bn, exercise, check)


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="bayesgui-cli", description="BayesGUI from the shell: Bayesian classification, explained.")
    parser.add_argument("--debug", action="store_true", help="show the full traceback of an error")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=Parser)
    for command in COMMANDS:
        command.register(sub)
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
