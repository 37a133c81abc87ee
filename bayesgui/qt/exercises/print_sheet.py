"""Print a worksheet and its answer key to PDF with Qt (QTextDocument + QPdfWriter), in English or Chinese.

Run as a process of its own by ``bayesgui-cli exercise`` (the CLI never imports Qt)::

    python -m bayesgui.qt.exercises.print_sheet JOB.json

JOB.json holds ``{"doc": <report.exercises.sheet.sheet_doc>, "lang": "en" | "zh_CN", "worksheet": OUT.pdf,
"key": KEY.pdf or null}``. The HTML is built Qt-free by :func:`bayesgui.report.exercises.sheet.sheet_html`; this
module only loads the translations and prints. Exit code 0, or 2 with one line on stderr.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

__all__ = ["main", "print_html"]


def print_html(html: str, path: str | Path) -> None:
    """Write ``html`` as an A4 PDF at ``path`` (a QGuiApplication must exist)."""
    from PySide6.QtCore import QMarginsF
    from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    writer.setResolution(300)
    writer.setCreator("BayesGUI")
    document = QTextDocument()
    document.setHtml(html)
    document.print_(writer)  # laid out on the writer's page (its resolution scales the points)
    if not Path(path).is_file():
        raise OSError(f"{path}: the PDF could not be written")


def _install_translator(language: str) -> Any:
    """Load our translations of ``language`` into the application (returns the translator, kept alive by the
    caller)."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    from bayesgui.paths import resource

    translator = QTranslator(QCoreApplication.instance())
    if language != "en" and translator.load(str(resource("translations", f"bayesgui_{language}.qm"))):
        QCoreApplication.installTranslator(translator)
    return translator


def run(job: Mapping[str, Any]) -> None:
    """Print the job's worksheet (and answer key, when asked)."""
    from PySide6.QtGui import QGuiApplication

    from bayesgui.qt.common.text.translate import translate_template
    from bayesgui.report.exercises.sheet import sheet_html

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    translator = _install_translator(str(job.get("lang") or "en"))
    print_html(sheet_html(job["doc"], translate_template, answers=False), job["worksheet"])
    if job.get("key"):
        print_html(sheet_html(job["doc"], translate_template, answers=True), job["key"])
    del translator, app


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m bayesgui.qt.exercises.print_sheet JOB.json", file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        run(json.loads(Path(args[0]).read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError) as exc:
        print(f"error: the worksheet could not be printed ({type(exc).__name__}: {exc})", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
