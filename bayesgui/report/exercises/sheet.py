"""Worksheets and answer keys as HTML (Qt-free): the PDF writer prints them (``bayesgui.qt.exercises.print_sheet``).

:func:`sheet_doc` turns exercises into a JSON document that keeps every sentence's template and arguments (so the
printing process, which loads the translations, writes it in the chosen language); :func:`sheet_html` renders it:
for each exercise its title, its settings (smoothing, loss matrix, EM start), the table excerpt it needs and the
query row, then its questions with a blank to fill in (worksheet) or with the answer and its formula (answer key).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from html import escape
from typing import Any

from bayesgui.core.exercises.question import Exercise
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

__all__ = ["BLANK", "sheet_doc", "sheet_html"]

BLANK = "____________"
"""What a worksheet prints where the student writes an answer."""

WORKSHEET = QT_TRANSLATE_NOOP("exercises", "Worksheet")
ANSWER_KEY = QT_TRANSLATE_NOOP("exercises", "Answer key")
STUDENT = QT_TRANSLATE_NOOP("exercises", "Student number: {0}")
NAME_LINE = QT_TRANSLATE_NOOP("exercises", "Name: ____________    Student number: ____________")
EXERCISE = QT_TRANSLATE_NOOP("exercises", "Exercise {0}")
SEED = QT_TRANSLATE_NOOP("exercises", "(variant {0})")
DATA = QT_TRANSLATE_NOOP("exercises", "The table (rows used)")
QUERY = QT_TRANSLATE_NOOP("exercises", "The query row x")
SETTINGS = QT_TRANSLATE_NOOP("exercises", "Settings: {0}")
LOSS = QT_TRANSLATE_NOOP("exercises", "Loss matrix λ(decision, true class)")
START = QT_TRANSLATE_NOOP("exercises", "Start of EM")
ANSWER = QT_TRANSLATE_NOOP("exercises", "Answer")
FORMULA = QT_TRANSLATE_NOOP("exercises", "Formula")
QUESTION = QT_TRANSLATE_NOOP("exercises", "Question")
RULES = QT_TRANSLATE_NOOP(
    "exercises",
    "Write fractions exactly (3/8) or decimals to the digits shown (0.375 or 0,375); 1.2e-5 for small numbers.",
)
DIGITS = QT_TRANSLATE_NOOP("exercises", "{0} significant digits")
EXACT = QT_TRANSLATE_NOOP("exercises", "exact")

Translate = Callable[[str], str]


def _note(note: str) -> dict[str, Any]:
    if isinstance(note, Note):
        return {"template": note.template, "args": [_note(a) if isinstance(a, Note) else a for a in note.args]}
    return {"template": str(note), "args": []}


def _text(doc: Mapping[str, Any], translate: Translate) -> str:
    args = [_text(a, translate) if isinstance(a, Mapping) else str(a) for a in doc.get("args", [])]
    template = str(doc.get("template", ""))
    return translate(template).format(*args) if args else translate(template)


def sheet_doc(variants: Sequence[tuple[str | None, Exercise]]) -> dict[str, Any]:
    """The worksheet's content as JSON: each (student number or None, exercise), sentences kept as templates."""
    return {
        "variants": [
            {
                "student": student,
                "kind": ex.kind,
                "seed": ex.seed,
                "title": _note(ex.title),
                "settings": dict(ex.settings),
                "columns": list(ex.columns),
                "rows": [list(r) for r in ex.rows],
                "query": dict(ex.query),
                "notes": [_note(n) for n in ex.notes],
                "questions": [
                    {"id": q.id, "text": _note(q.text), "answer": q.shown_answer, "hint": q.hint,
                     "group": _note(q.group), "precision": q.precision, "exact": not isinstance(q.answer, float)}
                    for q in ex.questions
                ],
            }
            for student, ex in variants
        ]
    }


_STYLE = """
body { font-family: 'WenQuanYi Micro Hei', 'Noto Sans CJK SC', sans-serif; font-size: 10pt; }
h1 { font-size: 15pt; } h2 { font-size: 12pt; margin-top: 14pt; } h3 { font-size: 10.5pt; margin-top: 8pt; }
table { border-collapse: collapse; margin: 4pt 0; }
td, th { border: 1px solid #777; padding: 2pt 5pt; }
th { background: #e8e8e8; }
.blank { color: #333; }
.hint { color: #444; font-size: 9pt; }
"""


def _table(
    header: Sequence[str], rows: Sequence[Sequence[str]], full: bool = False, widths: Sequence[str] = ()
) -> str:
    padded = [*widths, *[""] * (len(header) - len(widths))]
    head = "".join(f"<th{f' width={w!r}' if w else ''}>{escape(h)}</th>" for h, w in zip(header, padded, strict=True))
    body = "".join("<tr>" + "".join(f"<td>{escape(str(c))}</td>" for c in row) + "</tr>" for row in rows)
    width = " width='100%'" if full else ""
    return f"<table cellspacing='0' cellpadding='3' border='1'{width}><tr>{head}</tr>{body}</table>"


def _settings(variant: Mapping[str, Any], tr: Translate) -> str:
    settings = variant["settings"]
    parts: list[str] = []
    shown = {k: v for k, v in settings.items() if k in ("smoothing", "lambda", "variance", "covariance", "reg_covar")}
    if shown:
        words = ", ".join(f"{k} = {v}" for k, v in shown.items())
        parts.append(f"<p>{escape(tr(SETTINGS).format(words))}</p>")
    loss = settings.get("loss")
    if loss:
        rows = [[a, *(f"{v:g}" for v in values)] for a, values in zip(loss["actions"], loss["values"], strict=True)]
        parts.append(f"<h3>{escape(tr(LOSS))}</h3>" + _table(["", *loss["classes"]], rows))
    start = settings.get("start")
    if isinstance(start, Mapping) and "weights" in start:
        rows = [
            [str(k + 1), f"{w:g}", ", ".join(f"{m:g}" for m in mean), "; ".join(
                ", ".join(f"{c:g}" for c in row) for row in cov)]
            for k, (w, mean, cov) in enumerate(zip(start["weights"], start["means"], start["covariances"],
                                                   strict=True))
        ]
        parts.append(f"<h3>{escape(tr(START))}</h3>" + _table(["k", "α_k", "μ_k", "σ_k² / Σ_k"], rows))
    elif isinstance(start, Mapping):
        parts.append(f"<h3>{escape(tr(START))}</h3>" + _table(list(start), [[f"{v:g}" for v in start.values()]]))
    return "".join(parts)


def _precision(question: Mapping[str, Any], tr: Translate) -> str:
    if question["precision"] is None:
        return ""
    if question["exact"] and "≈" in str(question["answer"]):
        return f"{tr(EXACT)} / {tr(DIGITS).format(question['precision'])}"
    return tr(EXACT) if question["exact"] else tr(DIGITS).format(question["precision"])


def _questions(variant: Mapping[str, Any], tr: Translate, answers: bool) -> str:
    parts: list[str] = []
    group: str | None = None
    rows: list[list[str]] = []

    def flush() -> None:
        if rows:
            header = ["#", tr(QUESTION), tr(ANSWER), *([tr(FORMULA)] if answers else [])]
            widths = ("5%", "40%", "15%", "40%") if answers else ("5%", "70%", "25%")
            parts.append(f"<h3>{escape(group or '')}</h3>" + _table(header, rows, full=True, widths=widths))
            rows.clear()

    for q in variant["questions"]:
        title = _text(q["group"], tr)
        if title != group:
            flush()
            group = title
        question = _text(q["text"], tr)
        digits = _precision(q, tr)
        if answers:
            rows.append([q["id"], question, str(q["answer"]), q["hint"]])
        else:
            rows.append([q["id"], f"{question}" + (f" ({digits})" if digits else ""), BLANK])
    flush()
    return "".join(parts)


def sheet_html(doc: Mapping[str, Any], translate: Translate, answers: bool) -> str:
    """The worksheet (``answers`` false: blanks) or the answer key (every answer and its formula), as HTML."""
    tr = translate
    parts = [f"<html><head><meta charset='utf-8'><style>{_STYLE}</style></head><body>"]
    for number, variant in enumerate(doc["variants"], 1):
        if number > 1:
            parts.append("<div style='page-break-before: always'></div>")
        heading = tr(ANSWER_KEY if answers else WORKSHEET)
        parts.append(f"<h1>{escape(heading)} — {escape(tr(EXERCISE).format(number))}</h1>")
        student = variant.get("student")
        who = tr(STUDENT).format(student) if student else "" if answers else tr(NAME_LINE)
        seed = tr(SEED).format(variant["seed"]) if variant.get("seed") is not None else ""
        parts.append(f"<p>{escape(who)} {escape(seed)}</p>")
        parts.append(f"<h2>{escape(_text(variant['title'], tr))}</h2>")
        if not answers:
            parts.append(f"<p class='hint'>{escape(tr(RULES))}</p>")
        parts.append(_settings(variant, tr))
        parts.append(f"<h3>{escape(tr(DATA))}</h3>" + _table(variant["columns"], variant["rows"]))
        if variant["query"]:
            query = variant["query"]
            parts.append(f"<h3>{escape(tr(QUERY))}</h3>" + _table(list(query), [list(query.values())]))
        for note in variant.get("notes", []):
            if answers:
                parts.append(f"<p class='hint'>{escape(_text(note, tr))}</p>")
        parts.append(_questions(variant, tr, answers))
    parts.append("</body></html>")
    return "".join(parts)
