"""The worked decision of one sample, typed once and rendered many ways; no Qt.

``build(model, x, loss)`` gives a :class:`~bayesgui.report.worked.example.WorkedExample` (every number from the
model's ``explain()``); ``render_text``, ``render_html`` and ``to_json`` format it. The words go through a
``translate`` callable (the window passes ``QCoreApplication.translate("report", ...)``).
"""

from bayesgui.report.worked.example import ClassWork, Factor, Fraction, Prior, RiskLine, Term, WorkedExample, build
from bayesgui.report.worked.html import render_html
from bayesgui.report.worked.json import to_json
from bayesgui.report.worked.text import render_text

__all__ = [
    "ClassWork",
    "Factor",
    "Fraction",
    "Prior",
    "RiskLine",
    "Term",
    "WorkedExample",
    "build",
    "render_html",
    "render_text",
    "to_json",
]
