"""Column kinds as the user sees them (translated names, explanations) and a combo-box delegate to pick one."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt, QTimer
from PySide6.QtWidgets import QComboBox, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from bayesgui.data import CATEGORICAL, CONTINUOUS, COUNT, IGNORE, KINDS, TARGET

__all__ = ["KindDelegate", "kind_names", "kind_tooltips"]


def kind_names() -> dict[str, str]:
    """The translated name of every column kind, in the order shown to users."""
    return {
        CATEGORICAL: QCoreApplication.translate("ColumnKinds", "categorical"),
        CONTINUOUS: QCoreApplication.translate("ColumnKinds", "continuous"),
        COUNT: QCoreApplication.translate("ColumnKinds", "count"),
        IGNORE: QCoreApplication.translate("ColumnKinds", "ignore"),
        TARGET: QCoreApplication.translate("ColumnKinds", "target"),
    }


def kind_tooltips() -> dict[str, str]:
    """A one-line translated explanation of what each kind means for naive Bayes."""
    return {
        CATEGORICAL: QCoreApplication.translate(
            "ColumnKinds", "categorical: a table of level frequencies per class, P(x = level | c)"
        ),
        CONTINUOUS: QCoreApplication.translate(
            "ColumnKinds", "continuous: a normal density per class, with the class mean and variance"
        ),
        COUNT: QCoreApplication.translate(
            "ColumnKinds", "count: a Poisson distribution per class, with the class mean count as its rate"
        ),
        IGNORE: QCoreApplication.translate("ColumnKinds", "ignore: left out of the model (e.g. a row number)"),
        TARGET: QCoreApplication.translate("ColumnKinds", "target: the class to predict (only one column)"),
    }


class KindDelegate(QStyledItemDelegate):
    """Edits a kind cell with a combo box of the five kinds.

    The model's ``EditRole`` data is the kind id (``"categorical"``...). The combo box opens its list at
    once; the choice is written back with ``setData(index, kind, Qt.EditRole)`` as soon as it is picked
    (click, or Enter), and the model decides what it means.
    """

    def createEditor(
        self, parent: QWidget, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QWidget:
        combo = QComboBox(parent)
        names, tips = kind_names(), kind_tooltips()
        for i, kind in enumerate(KINDS):
            combo.addItem(names[kind], kind)
            combo.setItemData(i, tips[kind], Qt.ItemDataRole.ToolTipRole)
        combo.setToolTip(self.tr("The kind decides how naive Bayes models this column"))
        combo.activated.connect(lambda _=0, c=combo: self._commit(c))
        QTimer.singleShot(0, combo, combo.showPopup)  # one click (or arrows and Enter) to choose
        return combo

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:
        if isinstance(editor, QComboBox):
            position = editor.findData(index.data(Qt.ItemDataRole.EditRole))
            editor.setCurrentIndex(max(position, 0))

    def setModelData(
        self, editor: QWidget, model: QAbstractItemModel, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        if isinstance(editor, QComboBox) and editor.currentData() != index.data(Qt.ItemDataRole.EditRole):
            model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)

    def _commit(self, combo: QComboBox) -> None:
        self.commitData.emit(combo)
        self.closeEditor.emit(combo, QStyledItemDelegate.EndEditHint.NoHint)
