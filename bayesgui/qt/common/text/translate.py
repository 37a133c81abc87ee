"""Text made outside Qt, in the interface's language: ``translated(text_or_exception)``.

The tasks, the data layer and the core write their progress messages, warnings and errors as
:class:`~bayesgui.core.note.Note` (an English ``str`` that keeps its template and arguments). Everything the
window shows of them goes through :func:`translated`, which looks the template up in the contexts the layers
below use and fills in the arguments; plain text (a file name, a message from the operating system) is shown
as it is.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from bayesgui.core.note import Note, message_of

CONTEXTS = ("tasks", "data", "core", "report", "models", "exercises")
"""The translation contexts of the ``QT_TRANSLATE_NOOP`` markers outside Qt, looked up in this order."""


def translate_template(template: str) -> str:
    """An English template in the interface's language (the first of :data:`CONTEXTS` that translates it)."""
    for context in CONTEXTS:
        text = QCoreApplication.translate(context, template)
        if text != template:
            return text
    return template


def translated(item: str | BaseException) -> str:
    """``item`` (a text, a ``Note`` or an exception) as the window shows it, in the interface's language."""
    text = message_of(item) if isinstance(item, BaseException) else item
    return text.translated(translate_template) if isinstance(text, Note) else str(text)
