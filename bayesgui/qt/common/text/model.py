"""The model registry's strings (names, descriptions, parameter labels) in the interface's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from bayesgui.core.models import registry
from bayesgui.core.models.spec import CONTEXT


def translate(text: str) -> str:
    """A string declared in the registry (marked ``QT_TRANSLATE_NOOP("models", ...)``), translated."""
    return QCoreApplication.translate(CONTEXT, text)


def model_name(key: str) -> str:
    """The translated name of model ``key`` ("naive-bayes" -> "Naive Bayes", 朴素贝叶斯); an unknown key as is."""
    try:
        return translate(registry.get(key).name)
    except KeyError:
        return key
