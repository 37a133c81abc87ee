"""``bayesgui-cli exercise``: an exercise drawn from a table, its answer key (JSON) and the worksheet (PDF).

``--kind`` nb | risk | lda | qda | em-1d | three-coins; ``--seed S`` draws the rows and the query row (without a seed:
the first ``--n`` rows and the first row as the query, so that ``watermelon3 --kind nb --smoothing plain`` is Zhou's
§7.3 测1); ``--students FILE`` makes one variant per student number (drawn from the class's ``--seed`` and the
number). The key is written to ``--key KEY.json``;
``--pdf OUT.pdf`` prints the worksheet (blanks) to OUT.pdf and the answer key (every number and its formula) beside
KEY.json as KEY.pdf, through Qt's printing in a process of its own (``bayesgui.qt.exercises.print_sheet``).
"""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

from bayesgui.cli.shared.inputs import UsageError, add_data_arguments, open_dataset
from bayesgui.core.exercises.kinds import ExerciseOptions, build, build_for_students
from bayesgui.core.exercises.question import KINDS
from bayesgui.core.exercises.smoothing import Smoothing
from bayesgui.core.exercises.table import Table
from bayesgui.data import DataError
from bayesgui.data.saved.json_file import read_json
from bayesgui.data.saved.loss_file import read_loss_file
from bayesgui.report.exercises.sheet import sheet_doc
from bayesgui.report.exercises.table import table_of
from bayesgui.tasks.em.latent import latent_class_matrix

LANGUAGES = ("en", "zh_CN")
DEFAULT_ROWS = 10
"""Rows in the excerpt of a table of more than ``SMALL_TABLE`` rows when ``--n`` is not given."""
SMALL_TABLE = 20
PRINT_TIMEOUT = 300  # seconds for the PDF process


def register(sub) -> None:
    p = sub.add_parser("exercise", help="an exercise from a table: answer key (JSON) and worksheet (PDF)")
    add_data_arguments(p)
    p.add_argument("--target", help="the class column (nb, risk, lda, qda)")
    p.add_argument("--kind", dest="exercise_kind", required=True, choices=KINDS, help="the kind of exercise")
    p.add_argument("--smoothing", default="laplace", type=_smoothing,
                   help="nb and risk: plain, laplace or lidstone:λ (default laplace)")
    p.add_argument("--loss", metavar="LOSS.csv", help="risk: loss matrix, header 'decision,<classes>' (default 0-1)")
    p.add_argument("--reject-cost", type=float, help="risk: add a reject action of this constant cost")
    p.add_argument("--columns", default="", metavar="A,B", help="the columns the exercise uses (default: all)")
    p.add_argument("--n", type=int, help=f"rows in the excerpt (default: all, or {DEFAULT_ROWS} of a larger table)")
    p.add_argument("--query", type=int, metavar="ROW", help="the query row's number in the file (default: drawn)")
    p.add_argument("--components", type=int, default=2, help="em-1d: the number of components")
    p.add_argument("--start", metavar="START.json", help="em-1d: {weights, means, covariances}; three-coins: "
                   "{pi, p, q} (default: drawn with the seed)")
    p.add_argument("--seed", type=int, help="the variant (the same seed gives the same exercise); with --students, "
                   "the class's seed (default 0), from which each student's variant is drawn")
    p.add_argument("--students", metavar="FILE", help="one variant per student number (a column 'student', "
                   "or one number per line)")
    p.add_argument("--lang", default="en", choices=LANGUAGES, help="the worksheet's language")
    p.add_argument("--pdf", metavar="OUT.pdf", help="print the worksheet here (and the answer key as KEY.pdf)")
    p.add_argument("--key", metavar="KEY.json", required=True, help="write the answer key here")
    p.set_defaults(run=cmd_exercise)


def _smoothing(text: str) -> Smoothing:
    try:
        return Smoothing.parse(text)
    except ValueError as exc:
        raise UsageError(f"--smoothing: {exc}") from None


def cmd_exercise(args) -> dict | str:
    kind = args.exercise_kind
    columns = [c.strip() for c in args.columns.replace("，", ",").split(",") if c.strip()]
    if args.n is not None and args.n < 2:
        raise UsageError("--n must be at least 2 rows")
    labelled = kind in ("nb", "risk", "lda", "qda")
    dataset = open_dataset(args.data, args.encoding, target=args.target, sheet=getattr(args, "sheet", None))
    if labelled and dataset.target is None:
        raise UsageError(f"--kind {kind} needs the class column: give --target COL")
    table = _coin_table(dataset, columns) if kind == "three-coins" else table_of(dataset, columns, labelled)
    options = ExerciseOptions(
        smoothing=args.smoothing,
        loss=read_loss_file(args.loss, table.classes, args.reject_cost) if args.loss else None,
        reject_cost=args.reject_cost,
        n=args.n if args.n is not None else (None if table.n_rows <= SMALL_TABLE else DEFAULT_ROWS),
        query=_query_position(table, args.query),
        components=args.components,
        start=_start(args.start, kind),
    )
    if args.students:
        students = read_students(Path(args.students))
        variants = build_for_students(kind, table, options, args.seed or 0, students)
        key = {"kind": kind, "students": {s: ex.to_key() for s, ex in variants}}
        shown: list[tuple[str | None, object]] = list(variants)
    else:
        exercise = build(kind, table, options, args.seed)
        key, shown = exercise.to_key(), [(None, exercise)]
    key_path = Path(args.key)
    key_path.write_text(json.dumps(key, ensure_ascii=False, indent=1), encoding="utf-8")
    written = [str(key_path)]
    if args.pdf:
        key_pdf = key_path.with_suffix(".pdf")
        print_pdf(sheet_doc(shown), args.lang, Path(args.pdf), key_pdf)  # type: ignore[arg-type]
        written += [args.pdf, str(key_pdf)]
    if args.json:
        return key
    count = sum(len(ex.questions) for _, ex in shown)  # type: ignore[attr-defined]
    return f"{len(shown)} exercise(s) of kind {kind}, {count} question(s); wrote {', '.join(written)}"


def _query_position(table: Table, number: int | None) -> int | None:
    if number is None:
        return None
    found = np.flatnonzero(table.numbers == number)
    if not found.size:
        raise DataError(f"--query {number}: no row of that number (rows {int(table.numbers.min())}–"
                        f"{int(table.numbers.max())}, without those missing the class)")
    return int(found[0])


def _start(path: str | None, kind: str) -> dict | None:
    if path is None:
        return None
    doc = read_json(Path(path), "JSON file of the start of EM")
    keys = ("pi", "p", "q") if kind == "three-coins" else ("weights", "means", "covariances")
    if not isinstance(doc, dict) or any(k not in doc for k in keys):
        raise DataError(f"{path}: expected {{{', '.join(repr(k) for k in keys)}}} for --kind {kind}.")
    return doc


def _coin_table(dataset, columns: list[str]) -> Table:
    """The three-coin exercise's table: one column of results, levels sorted (0 tails, 1 heads)."""
    names = columns[:1] or [c for c in dataset.columns if dataset.kinds[c] not in ("ignore", "target")][:1]
    X, levels = latent_class_matrix(dataset, names)
    if len(levels[0]) != 2 or np.isnan(X).any():
        raise DataError(f"column {names[0]} must hold two results (0 and 1) in every row for the three-coin exercise")
    return Table(tuple(names), ("categorical",), levels, X, np.empty(0, dtype=np.int64), (), "",
                 np.arange(1, X.shape[0] + 1), (0,))


def read_students(path: Path) -> list[str]:
    """Student numbers: the column ``student`` of a CSV, or the first cell of every line (duplicates refused)."""
    rows = list(csv.reader(io.StringIO(read_text(path))))
    rows = [r for r in rows if any(cell.strip() for cell in r)]
    if not rows:
        raise DataError(f"{path}: no student number in the file")
    header = [c.strip().lower() for c in rows[0]]
    column = header.index("student") if "student" in header else 0
    body = rows[1:] if "student" in header else rows
    students = [r[column].strip() for r in body if len(r) > column and r[column].strip()]
    seen = set()
    for s in students:
        if s in seen:
            raise DataError(f"{path}: student number {s} is listed twice; give each student once")
        seen.add(s)
    if not students:
        raise DataError(f"{path}: no student number in the file")
    return students


def read_text(path: Path) -> str:
    """A small text file in UTF-8 (with or without BOM) or GB18030 (Chinese Excel's CSV)."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise DataError(f"{path}: no such file") from None
    for encoding in ("utf-8-sig", "gb18030"):
        try:
            return raw.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise DataError(f"{path}: not UTF-8 nor GB18030 text; save it as UTF-8 CSV")


def print_pdf(doc: dict, lang: str, worksheet: Path, key: Path | None) -> None:
    """Print the worksheet (and the key) in a Qt process of its own; DataError with its message when it fails."""
    with tempfile.TemporaryDirectory() as folder:
        job = Path(folder) / "job.json"
        job.write_text(json.dumps({"doc": doc, "lang": lang, "worksheet": str(worksheet),
                                   "key": str(key) if key else None}, ensure_ascii=False), encoding="utf-8")
        done = subprocess.run([sys.executable, "-m", "bayesgui.qt.exercises.print_sheet", str(job)],
                              capture_output=True, text=True, timeout=PRINT_TIMEOUT, check=False)
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no message"])[-1]
        raise DataError(f"the worksheet could not be printed to {worksheet}: {last}")
