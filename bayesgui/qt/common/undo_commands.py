"""Undoable edits: column kinds and target (as whole immutable datasets) and the loss matrix."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

if TYPE_CHECKING:
    from bayesgui.core import LossMatrix
    from bayesgui.data import Dataset
    from bayesgui.qt.common.session import Session


class ReplaceDatasetCommand(QUndoCommand):
    """Swap one immutable Dataset for another (a kind or the target changed)."""

    def __init__(self, session: Session, old: Dataset, new: Dataset, text: str) -> None:
        super().__init__(text)
        self._session, self._old, self._new = session, old, new

    def redo(self) -> None:
        self._session._apply_dataset(self._new)

    def undo(self) -> None:
        self._session._apply_dataset(self._old)


class SetLossCommand(QUndoCommand):
    """Replace the loss matrix (a cell edit, or the reject option switched or re-priced)."""

    def __init__(self, session: Session, old: LossMatrix, new: LossMatrix, text: str) -> None:
        super().__init__(text)
        self._session, self._old, self._new = session, old, new

    def redo(self) -> None:
        self._session._apply_loss(self._new)

    def undo(self) -> None:
        self._session._apply_loss(self._old)
