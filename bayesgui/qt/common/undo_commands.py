"""Undoable edits: one command that swaps an immutable value (a whole Dataset, a LossMatrix) for another."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QUndoCommand


class ReplaceCommand(QUndoCommand):
    """Put ``new`` in place of ``old`` through ``apply``; undo applies ``old`` again.

    Parameters
    ----------
    apply : callable
        Installs a value and tells the views (e.g. ``Session._apply_dataset``).
    old, new : object
        Immutable values, so the command can hold them safely.
    text : str
        What the Edit menu shows ("Undo Set 密度 to ignore").
    """

    def __init__(self, apply: Callable[[Any], None], old: Any, new: Any, text: str) -> None:
        super().__init__(text)
        self._apply, self._old, self._new = apply, old, new

    def redo(self) -> None:
        self._apply(self._new)

    def undo(self) -> None:
        self._apply(self._old)
