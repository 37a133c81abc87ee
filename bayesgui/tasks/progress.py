"""What a long job reports at each step."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

ENCODING = Note(QT_TRANSLATE_NOOP("tasks", "Encoding the table"))
RUNNING_EM = Note(QT_TRANSLATE_NOOP("tasks", "Running EM"))


@dataclass(frozen=True)
class Progress:
    """``done`` of ``total`` units finished; ``message`` says what is happening (for a status bar).

    The message is a :class:`~bayesgui.core.note.Note` (English, translatable by the window) or plain text.
    """

    done: int
    total: int
    message: str = ""

    @property
    def fraction(self) -> float:
        return 0.0 if self.total <= 0 else min(1.0, self.done / self.total)


def run_to_end(job: Generator):
    """Run a job without showing its progress (the CLI's way); return what it returns."""
    while True:
        try:
            next(job)
        except StopIteration as stop:
            return stop.value
