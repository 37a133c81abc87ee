"""The marker of translatable strings outside Qt: ``QT_TRANSLATE_NOOP(context, text)``.

It returns ``text`` unchanged; ``make translations`` (pyside6-lupdate) finds every call by this name and extracts
the text under ``context``; the window translates it with ``QCoreApplication.translate(context, text)``.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """Mark ``text`` for translation in ``context`` (returns it unchanged)."""
    return text
