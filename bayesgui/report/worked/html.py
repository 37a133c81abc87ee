"""The worked report as HTML: what the "Show your work" panel shows (a table per class, posterior, risks).

Numbers are printed as the book prints them; each cell and line whose numbers have more digits carries them in
a ``title`` (the window shows it as the tooltip): the same page laid out inside ``formulas.full_precision()``.
"""

from __future__ import annotations

from html import escape
from typing import cast

from bayesgui.report.worked import words
from bayesgui.report.worked.example import WorkedExample
from bayesgui.report.worked.formulas import full_precision
from bayesgui.report.worked.layout import Line, Row, Table, Translate, page

STYLE = (
    "<style>table.work { border-collapse: collapse; margin-bottom: 6px; }"
    " table.work td, table.work th { border: 1px solid #bbb; padding: 2px 6px; }"
    " th { background: #eeeeee; } td.num { text-align: right; }"
    " .decision, .strong { font-weight: bold; }</style>"
)
WHOLE = ' style="white-space: nowrap"'
"""A cell kept on one line (Qt's rich text honours white-space only inline): a term such as "−½·log|Σ_c|" or a
number is never broken, its column is as wide as the font's metrics make it, and the "how" column wraps."""
NOTE_BOX = '<table cellpadding="6" width="100%" bgcolor="#fff3cd" style="border: 1px solid #e0b000;">'


def render_html(example: WorkedExample, translate: Translate = words.identity) -> str:
    """``example`` as an HTML page: ``render_text``'s lines and numbers, with a table per class.

    ``translate`` is applied to every string of :mod:`bayesgui.report.worked.words` (the window passes
    ``QCoreApplication.translate("report", ...)``); the result is a complete page for a ``QTextBrowser``.
    """
    parts = [STYLE]
    with full_precision():
        precise = page(example, translate).blocks
    for block, full in zip(page(example, translate).blocks, precise, strict=True):
        # full: the same page at full precision, so the same kind of block
        parts.append(_line(block, cast(Line, full)) if isinstance(block, Line) else _table(block, cast(Table, full)))
    return "\n".join(parts)


def _text(shown: str, full: str) -> str:
    """``shown`` escaped, in a span whose title holds ``full`` when that says more (the tooltip)."""
    if full == shown:
        return escape(shown)
    return f'<span title="{escape(full)}">{escape(shown)}</span>'


def _line(line: Line, full: Line) -> str:
    label = f"<b>{escape(line.label)}</b> " if line.label else ""
    text = _text(line.text, full.text)
    if line.style == "note":
        return f"{NOTE_BOX}<tr><td>{label}{text}</td></tr></table>"
    if line.style == "remark":
        return f"<p><i>{label}{text}</i></p>"
    mark = ' class="decision"' if line.style == "decision" else ""
    return f"<p{mark}>{label}{text}</p>"


def _cells(row: Row, full: Row, n: int) -> str:
    cells = [f"<td{WHOLE}>{_text(row.term, full.term)}</td>"]
    if n > 2:
        cells.append(f"<td>{_text(row.how, full.how)}</td>")
    cells.append(f'<td class="num"{WHOLE}>{_text(row.value, full.value)}</td>')
    if n > 3:
        cells.append(f'<td class="num"{WHOLE}>{_text(row.log or "", full.log or "")}</td>')
    return "".join(cells)


def _table(table: Table, full: Table) -> str:
    head = "<tr>" + "".join(f"<th>{escape(label)}</th>" for label in table.head) + "</tr>"
    body = []  # joined once: adding to a string is quadratic for 10,000 rows
    for row, precise in zip(table.rows, full.rows, strict=True):
        mark = ' class="strong"' if row.strong else ""
        body.append(f"<tr{mark}>{_cells(row, precise, len(table.head))}</tr>")
    intro = "".join(f"<p>{_text(text, more)}</p>" for text, more in zip(table.intro, full.intro, strict=True))
    outro = "<br>".join(_text(text, more) for text, more in zip(table.outro, full.outro, strict=True))
    outro = f"<p>{outro}</p>" if table.outro else ""
    return f'<h3>{escape(table.title)}</h3>{intro}<table class="work">{head}{"".join(body)}</table>{outro}'
