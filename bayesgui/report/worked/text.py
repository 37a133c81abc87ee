"""The worked report as plain text: what "Copy as text" copies and ``bayesgui-cli explain`` prints."""

from __future__ import annotations

from bayesgui.report.worked import words
from bayesgui.report.worked.example import WorkedExample
from bayesgui.report.worked.layout import Line, Row, Table, Translate, page


def render_text(example: WorkedExample, translate: Translate = words.identity) -> str:
    """``example`` written out, one class at a time, then the posterior, the risks and the decision.

    Parameters
    ----------
    example : WorkedExample
    translate : callable, optional
        Applied to every English string of :mod:`bayesgui.report.worked.words` (default: English as is).

    Returns
    -------
    str
        Lines such as ``  P(色泽=青绿 | 是) = (3 + 1) / (8 + 3×1) = 0.363636   (log -1.01160)``.
    """
    log = translate(words.LOG)
    lines: list[str] = []
    for block in page(example, translate).blocks:
        if isinstance(block, Line):
            lines.append(f"{block.label} {block.text}" if block.label else block.text)
        else:
            lines.extend(_table(block, log))
    return "\n".join(lines).rstrip("\n")


def _table(table: Table, log: str) -> list[str]:
    lines = ["", table.title, *(f"  {text}" for text in table.intro)]
    lines.extend(_row(row, log) for row in table.rows)
    lines.extend(f"  {text}" for text in table.outro)
    return lines


def _row(row: Row, log: str) -> str:
    if not row.equation:
        return f"  {row.term} = {row.value}" + (f"   [{row.how}]" if row.how else "")
    text = f"  {row.term} = {row.how} = {row.value}" if row.how else f"  {row.term} = {row.value}"
    return text + (f"   ({log} {row.log})" if row.log is not None else "")
