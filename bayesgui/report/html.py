"""The worked report as HTML: what the "Show your work" panel shows (a table per class, posterior, risks)."""

from __future__ import annotations

from html import escape

from bayesgui.report import words
from bayesgui.report.layout import Line, Table, Translate, page
from bayesgui.report.worked import WorkedExample

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

    ``translate`` is applied to every string of :mod:`bayesgui.report.words` (the window passes
    ``QCoreApplication.translate("report", ...)``); the result is a complete page for a ``QTextBrowser``.
    """
    parts = [STYLE]
    for block in page(example, translate).blocks:
        parts.append(_line(block) if isinstance(block, Line) else _table(block))
    return "\n".join(parts)


def _line(line: Line) -> str:
    label = f"<b>{escape(line.label)}</b> " if line.label else ""
    if line.style == "note":
        return f"{NOTE_BOX}<tr><td>{label}{escape(line.text)}</td></tr></table>"
    if line.style == "remark":
        return f"<p><i>{label}{escape(line.text)}</i></p>"
    mark = ' class="decision"' if line.style == "decision" else ""
    return f"<p{mark}>{label}{escape(line.text)}</p>"


def _table(table: Table) -> str:
    head = "<tr>" + "".join(f"<th>{escape(label)}</th>" for label in table.head) + "</tr>"
    body = []  # joined once: adding to a string is quadratic for 10,000 rows
    for row in table.rows:
        cells = [f"<td{WHOLE}>{escape(row.term)}</td>"]
        if len(table.head) > 2:
            cells.append(f"<td>{escape(row.how)}</td>")
        cells.append(f'<td class="num"{WHOLE}>{escape(row.value)}</td>')
        if len(table.head) > 3:
            cells.append(f'<td class="num"{WHOLE}>{escape(row.log or "")}</td>')
        mark = ' class="strong"' if row.strong else ""
        body.append(f"<tr{mark}>{''.join(cells)}</tr>")
    intro = "".join(f"<p>{escape(text)}</p>" for text in table.intro)
    outro = f"<p>{'<br>'.join(escape(text) for text in table.outro)}</p>" if table.outro else ""
    return f'<h3>{escape(table.title)}</h3>{intro}<table class="work">{head}{"".join(body)}</table>{outro}'
