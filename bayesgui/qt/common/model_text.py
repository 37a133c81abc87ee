"""The model registry's strings (names, descriptions, parameter labels) in the interface's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from bayesgui.core.models.spec import CONTEXT


def translate(text: str) -> str:
    """A string declared in the registry (marked ``QT_TRANSLATE_NOOP("models", ...)``), translated."""
    return QCoreApplication.translate(CONTEXT, text)
