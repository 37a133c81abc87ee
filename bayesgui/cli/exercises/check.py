"""``bayesgui-cli check KEY.json ANSWERS.csv``: mark a class's answers with an exercise's answer key.

ANSWERS.csv has a column ``student`` and one column per question id (q1, q2, ...); it may be separated by commas,
semicolons or tabs, and a decimal comma is read as a decimal point (0,375). ``-o MARKS.csv`` writes each student's
marks (1 right, 0 wrong, blank unanswered) and score; the output gives a per-question summary and every answer that
is not a number, with the reason. A key of one variant per student checks each student against their own variant.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from bayesgui.cli.exercises.exercise import read_text
from bayesgui.core.exercises.grading import Marks, mark, questions_of_key, summary
from bayesgui.data import DataError
from bayesgui.data.saved.json_file import read_json


def register(sub) -> None:
    p = sub.add_parser("check", help="mark a class's answers (CSV) with an answer key (JSON)")
    p.add_argument("key", metavar="KEY.json", help="the answer key written by 'exercise --key'")
    p.add_argument("answers", metavar="ANSWERS.csv", help="a column 'student', then one column per question id")
    p.add_argument("-o", "--output", metavar="MARKS.csv", help="write the marks here")
    p.add_argument("--json", action="store_true", help="print one JSON document")
    p.set_defaults(run=cmd_check)


def read_answers(path: Path) -> tuple[list[str], list[dict[str, str]]]:
    """The header and each row of the answer file (cells as typed), the delimiter sniffed among , ; and tab."""
    text = read_text(path)
    first = text.splitlines()[0] if text.strip() else ""
    delimiter = max((";", "\t", ","), key=lambda d: (first.count(d), d == ","))
    reader = csv.DictReader(io.StringIO(text), delimiter=delimiter)
    header = [h.strip() for h in reader.fieldnames or []]
    if "student" not in header:
        raise DataError(f"{path}: the first row must name the columns: 'student', then the question ids (q1, q2, "
                        f"...); it has {', '.join(header) or 'nothing'}")
    rows = []
    for line, row in enumerate(reader, start=2):
        cells = {(k or "").strip(): (v or "").strip() for k, v in row.items() if k is not None}
        if None in row:
            raise DataError(f"{path}, line {line}: more cells than columns (a decimal comma in a comma-separated "
                            "file must be quoted: \"0,375\"; or separate the columns with semicolons)")
        if any(cells.values()):
            rows.append(cells)
    return header, rows


def cmd_check(args) -> dict | str:
    key = read_json(Path(args.key), "answer key")
    if not isinstance(key, dict):
        raise DataError(f"{args.key}: not an answer key (expected {{\"questions\": [...]}})")
    try:
        variants = questions_of_key(key)
    except ValueError as exc:
        raise DataError(f"{args.key}: {exc}") from None
    header, rows = read_answers(Path(args.answers))
    ids = list(dict.fromkeys(q.id for questions in variants.values() for q in questions))
    unknown = [h for h in header if h != "student" and h not in ids]
    results: list[tuple[str, Marks]] = []
    problems: list[str] = []
    for row in rows:
        student = row.get("student", "")
        questions = variants.get(None) or variants.get(student)
        if questions is None:
            problems.append(f"student {student}: not in the key (its variants are for "
                            f"{', '.join(str(s) for s in list(variants)[:5])}, ...); not marked")
            continue
        marks = mark(questions, row)
        results.append((student, marks))
        for qid, verdict in marks.verdicts.items():
            if verdict.status == "not-a-number":
                problems.append(f"student {student}, {qid}: {verdict.message}")
    per_question = summary(ids, [m for _, m in results])
    if args.output:
        _write_marks(Path(args.output), ids, results)
    if args.json:
        return {
            "students": [{"student": s, "marks": m.marks, "score": m.score} for s, m in results],
            "summary": [{"id": q.id, "right": q.right, "wrong": q.wrong, "not_a_number": q.not_a_number,
                         "blank": q.blank} for q in per_question],
            "problems": problems,
            "unknown_columns": unknown,
        }
    lines = [f"{len(results)} student(s) marked on {len(ids)} question(s)"]
    lines += [f"  {q.id}: {q.right} right, {q.wrong + q.not_a_number} wrong"
              + (f" ({q.not_a_number} not a number)" if q.not_a_number else "") + f", {q.blank} blank"
              for q in per_question]
    if unknown:
        lines.append(f"columns not in the key (ignored): {', '.join(unknown)}")
    lines += [f"note: {p}" for p in problems]
    if args.output:
        lines.append(f"wrote {args.output}")
    return "\n".join(lines)


def _write_marks(path: Path, ids: list[str], results: list[tuple[str, Marks]]) -> None:
    with path.open("w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out)
        writer.writerow(["student", *ids, "score"])
        for student, marks in results:
            cells = ["" if marks.marks.get(q) is None else str(marks.marks[q]) for q in ids]
            writer.writerow([student, *cells, marks.score])
