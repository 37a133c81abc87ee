"""The loss matrix λ as an editable table: rows = decisions (then "reject"), columns = true classes.

Edits go through ``LossMatrix.with_cell`` and ``Session.set_loss`` (so they are undoable). A value
that is not a finite number >= 0 is refused: ``setData`` returns False and ``rejected`` carries the
message naming the cell; the model never opens a dialog.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor

from bayesgui.core import LossMatrix
from bayesgui.qt.common.failure import failure
from bayesgui.qt.common.session import Session

Index = QModelIndex | QPersistentModelIndex
_DIAGONAL = QColor(232, 245, 233)  # a light green: deciding the true class
_REJECT_ROW = QColor(245, 245, 245)


def _shape_of(loss: LossMatrix | None) -> tuple:
    return () if loss is None else (tuple(map(str, loss.actions)), tuple(map(str, loss.classes)))


def format_cell(value: float) -> str:
    """A cell as shown in the table (up to 6 significant digits)."""
    return f"{value:.6g}"


def edit_text(value: float) -> str:
    """A cell as put into its editor (full precision, so editing does not round it)."""
    return f"{value:.12g}"


class LossTableModel(QAbstractTableModel):
    """``session.loss`` as a table; follows ``loss_changed`` (including undo and redo).

    Signals
    -------
    rejected(str)
        An edit was refused; the message names the cell and says why.
    accepted()
        An edit was applied (the widget clears a previous message).
    """

    rejected = Signal(str)
    accepted = Signal()

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._loss = session.loss  # what the table shows: its counts and cells always agree
        self._shape: tuple = self._current_shape()
        session.loss_changed.connect(self.refresh)  # every replacement of the loss: edits, undo, load, new classes
        session.dataset_changed.connect(self.refresh)

    @property
    def loss(self) -> LossMatrix | None:
        """The loss matrix shown: ``session.loss`` as of the last ``refresh`` (a view asking for a header while
        the session replaces the matrix, before it says so, reads the matrix its counts came from)."""
        return self._loss

    def _current_shape(self) -> tuple:
        return _shape_of(self._loss)

    def refresh(self) -> None:
        """Show ``session.loss``: a reset when the decisions or classes changed, else just the values."""
        loss = self._session.loss
        shape = _shape_of(loss)
        if shape != self._shape:
            self.beginResetModel()
            self._loss, self._shape = loss, shape
            self.endResetModel()
            return
        self._loss = loss
        if self.rowCount() and self.columnCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))

    # ------------------------------------------------------------------ read
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or not self._shape else len(self._shape[0])

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or not self._shape else len(self._shape[1])

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        loss = self.loss
        if loss is None or not index.isValid():
            return None
        value = float(loss.values[index.row(), index.column()])
        if role == Qt.ItemDataRole.DisplayRole:
            return format_cell(value)
        if role == Qt.ItemDataRole.EditRole:
            return value
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("λ = {0}: the loss of deciding {1} when the truth is {2}").format(
                format_cell(value), self.action_name(index.row()), loss.classes[index.column()]
            )
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.BackgroundRole:
            if loss.has_reject and index.row() == len(loss.classes):
                return QBrush(_REJECT_ROW)
            if index.row() == index.column():
                return QBrush(_DIAGONAL)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        loss = self.loss
        if loss is None or role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        text = self._header_text(section, orientation)
        if role == Qt.ItemDataRole.ToolTipRole:  # the header's own text first: a narrow dock elides it
            return f"{text}\n{self._header_tip(section, orientation)}"
        if orientation == Qt.Orientation.Horizontal:  # "truth" over the class: the class gets the column's width
            return text.replace(" ", "\n", 1)
        return text

    def _header_tip(self, section: int, orientation: Qt.Orientation) -> str:
        loss = self.loss
        if orientation == Qt.Orientation.Horizontal:
            return self.tr("The true class is {0}").format(loss.classes[section])
        if loss.has_reject and section == len(loss.classes):
            return self.tr("Refuse to decide (the same cost whatever the truth)")
        return self.tr("Decide {0}").format(loss.actions[section])

    def _header_text(self, section: int, orientation: Qt.Orientation) -> str:
        loss = self.loss
        if orientation == Qt.Orientation.Horizontal:
            return self.tr("truth {0}").format(loss.classes[section])
        if loss.has_reject and section == len(loss.classes):
            return self.tr("reject")
        return self.tr("decide {0}").format(loss.actions[section])

    def _refusal(self, value, row: int, column: int) -> str:
        """Why ``value`` cannot be the loss of cell (row, column), in the interface's language ("" if it can)."""
        cell = (self.action_name(row), self.loss.classes[column])
        try:
            number = float(value)
        except (TypeError, ValueError):
            return self.tr("The loss λ({0}, {1}) must be a number; “{2}” is not one.").format(*cell, value)
        if not math.isfinite(number):
            return self.tr("The loss λ({0}, {1}) must be finite, not {2}.").format(*cell, value)
        if number < 0:
            return self.tr("The loss λ({0}, {1}) must be 0 or more (a loss, not a reward), not {2:g}.").format(
                *cell, number
            )
        return ""

    def action_name(self, row: int) -> str:
        """Decision ``row``'s name as shown: its class, or "reject" in the interface's language."""
        loss = self.loss
        return self.tr("reject") if loss.has_reject and row == len(loss.classes) else str(loss.actions[row])

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable

    # ------------------------------------------------------------------ write
    def setData(self, index: Index, value, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """Set one λ through the session (undoable); refuse a bad value with ``rejected``."""
        loss = self.loss
        if loss is None or not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        if isinstance(value, str):
            value = value.strip()
        refusal = self._refusal(value, index.row(), index.column())
        if refusal:
            self.rejected.emit(refusal)
            return False
        try:
            new = loss.with_cell(index.row(), index.column(), value)
        except ValueError as exc:
            self.rejected.emit(failure(exc))
            return False
        row, column = index.row(), index.column()
        cell = format_cell(float(new.values[row, column]))
        text = self.tr("Set λ({0}, {1}) to {2}").format(self.action_name(row), loss.classes[column], cell)
        self._session.set_loss(new, text)
        self.accepted.emit()
        return True
