"""K2's order of the nodes, chosen by the user: a list to reorder by dragging or with Up / Down (the keyboard's
way), the table's column order by default (and again with Reset). A node's parents are chosen among the nodes
above it."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

MOST_ROWS = 8  # rows the list shows at most (more scroll): the score plot below keeps its room


class _ShortList(QListWidget):
    """A list as tall as its rows (at most ``MOST_ROWS``), not the 192 px a QListWidget asks for."""

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        rows = min(max(self.count(), 3), MOST_ROWS)
        row = self.sizeHintForRow(0) if self.count() else self.fontMetrics().height()
        return QSize(hint.width(), rows * row + 2 * self.frameWidth() + 2)


class OrderList(QWidget):
    """``set_nodes(names)`` fills it (a user's order is kept while the nodes are the same); ``order()`` reads it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = _ShortList(self)
        self.list.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.list.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.list.setAccessibleName(self.tr("K2 order"))
        self.list.setToolTip(self.tr("K2's order: drag a node (or use Up and Down); a node's parents are chosen "
                                     "among the nodes above it"))  # fmt: skip
        self.up_button = QPushButton(self.tr("&Up"), self)
        self.down_button = QPushButton(self.tr("Dow&n"), self)
        self.reset_button = QPushButton(self.tr("Column order"), self)
        self.reset_button.setToolTip(self.tr("Back to the table's column order"))
        buttons = QVBoxLayout()
        for button in (self.up_button, self.down_button, self.reset_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        self._nodes: tuple[str, ...] = ()
        self.up_button.clicked.connect(lambda: self.move(-1))
        self.down_button.clicked.connect(lambda: self.move(1))
        self.reset_button.clicked.connect(lambda: self._fill(self._nodes))
        self.list.currentRowChanged.connect(self._update_buttons)
        self._update_buttons()

    def set_nodes(self, names: Sequence[str]) -> None:
        """The table's nodes in column order; the order shown is kept when they are the same nodes."""
        names = tuple(names)
        if names != self._nodes:
            same = set(names) == set(self._nodes)
            self._nodes = names
            if not same:
                self._fill(names)

    def order(self) -> tuple[str, ...]:
        return tuple(self.list.item(r).text() for r in range(self.list.count()))

    def move(self, by: int) -> None:
        """Move the chosen node ``by`` places (−1: up)."""
        row = self.list.currentRow()
        target = row + by
        if row < 0 or not 0 <= target < self.list.count():
            return
        item = self.list.takeItem(row)
        self.list.insertItem(target, item)
        self.list.setCurrentRow(target)

    def _fill(self, names: Sequence[str]) -> None:
        self.list.clear()
        self.list.addItems(list(names))
        self.list.updateGeometry()
        self._update_buttons()

    def _update_buttons(self) -> None:
        row = self.list.currentRow()
        self.up_button.setEnabled(row > 0)
        self.down_button.setEnabled(0 <= row < self.list.count() - 1)
