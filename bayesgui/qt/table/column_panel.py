"""The column panel: every column of the table with its kind (editable), values and missing count."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLabel, QTableView, QVBoxLayout, QWidget

from bayesgui.qt.common.session import Session
from bayesgui.qt.table.column_list_model import ColumnListModel
from bayesgui.qt.table.kind_delegate import KindDelegate

__all__ = ["ColumnPanel"]


class ColumnPanel(QWidget):
    """Lists the dataset's columns; the kind column is edited with a combo box (:class:`KindDelegate`).

    Choosing "target" calls ``session.set_target``, any other kind ``session.set_kind`` (both undoable on
    ``session.undo_stack``). Columns whose kind was changed since loading are bold.

    Parameters
    ----------
    session : Session
    parent : QWidget, optional

    Attributes
    ----------
    model : ColumnListModel
    view : QTableView
    """

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.model = ColumnListModel(session, self)
        self.delegate = KindDelegate(self)
        self.view = QTableView(self)
        self.view.setModel(self.model)
        self.view.setItemDelegateForColumn(ColumnListModel.KIND, self.delegate)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.SelectedClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.view.setWordWrap(False)
        self.view.verticalHeader().hide()
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(ColumnListModel.VALUES, QHeaderView.ResizeMode.Stretch)
        self.view.setToolTip(self.tr("Double-click a kind (or select a row and press F2) to change it"))
        self.hint = QLabel(self.tr("Bold: the kind was changed since the table was loaded (undo restores it)."), self)
        self.hint.setWordWrap(True)
        self.hint.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        layout.addWidget(self.hint)
        self.setFocusProxy(self.view)
