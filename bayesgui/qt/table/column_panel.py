"""The column panel: every column of the table with its kind (editable), values and missing count."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from bayesgui.data.columns.kinds import CATEGORICAL, COUNT
from bayesgui.qt.common.session import Session
from bayesgui.qt.table.column_list_model import ColumnListModel
from bayesgui.qt.table.kind_delegate import KindDelegate

__all__ = ["ColumnPanel"]


class ColumnPanel(QWidget):
    """Lists the dataset's columns; the kind column is edited with a combo box (:class:`KindDelegate`).

    Choosing "target" calls ``session.set_target``, any other kind ``session.set_kind`` (both undoable on
    ``session.undo_stack``). Columns whose kind was changed since loading are bold. Integer columns with few
    values inferred as counts get a note and a button that makes them categorical (they may be codes).

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
        self.count_note = QLabel(self)
        self.count_note.setWordWrap(True)
        self.categorical_button = QPushButton(self.tr("Make them &categorical"), self)
        self.categorical_button.clicked.connect(self.make_coded_counts_categorical)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        layout.addWidget(self.count_note)
        layout.addWidget(self.categorical_button)
        layout.addWidget(self.hint)
        self.setFocusProxy(self.view)
        session.dataset_changed.connect(self.show_count_note)
        self.show_count_note()

    def coded_counts(self) -> list[str]:
        """The count columns that may be codes, as inferred (a kind the user chose is not questioned)."""
        if self._session.dataset is None:
            return []
        from bayesgui.data.coded_counts import coded_count_columns  # pandas is loaded once there is data

        rows = {self.model.column_name(r): r for r in range(self.model.rowCount())}
        coded = coded_count_columns(self._session.dataset)
        return [c for c in coded if c in rows and self.model.first_kind(rows[c]) == COUNT]

    def show_count_note(self) -> None:
        """Show the note and the button while some integer column with few values is taken as counts."""
        coded = self.coded_counts()
        self.count_note.setText(
            self.tr("{0}: integers with few values, treated as counts (Poisson). Are they categories?").format(
                ", ".join(coded)
            )
        )
        self.count_note.setVisible(bool(coded))
        self.categorical_button.setVisible(bool(coded))

    def make_coded_counts_categorical(self) -> None:
        """Make every column of the note categorical (each change undoable)."""
        for column in self.coded_counts():
            self._session.set_kind(column, CATEGORICAL)
