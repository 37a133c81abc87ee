"""The loss-matrix editor: λ_ij per (decision, true class), a reject option, and a 0-1 reset.

All edits go through ``Session.set_loss`` (undoable). A refused cell shows its message in a red line
under the table (not a dialog); the next valid edit clears it.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, QSignalBlocker, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDoubleSpinBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from bayesgui.core import LossMatrix
from bayesgui.qt.classify.loss_table_model import LossTableModel, edit_text
from bayesgui.qt.common.flow_layout import FlowLayout, labelled
from bayesgui.qt.common.session import Session
from bayesgui.qt.common.text.fit import LinesHeader

DEFAULT_REJECT_COST = 0.2


class LossCellDelegate(QStyledItemDelegate):
    """Edits a cell as text, so that any typed value reaches the model and a bad one is explained."""

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: QModelIndex) -> QWidget:
        editor = QLineEdit(parent)
        editor.setAlignment(Qt.AlignmentFlag.AlignRight)
        return editor

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:
        value = index.data(Qt.ItemDataRole.EditRole)
        editor.setText("" if value is None else edit_text(float(value)))
        editor.selectAll()

    def setModelData(
        self, editor: QWidget, model: QAbstractItemModel, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        model.setData(index, editor.text(), Qt.ItemDataRole.EditRole)


class LossTable(QTableView):
    """The loss table, as high as its rows (at most ``MOST_ROWS`` of them, the rest scroll), its rows as high as
    their text: a dock gives it the room it asks for (``sizeHint``)."""

    MOST_ROWS = 6

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # a row's height from the columns in view only: Qt's default reads 1,000 columns of every row, which for a
        # table of 5,000 classes was 5 million cells on the GUI thread after each training
        self.verticalHeader().setResizeContentsPrecision(0)

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        if model is not None:
            for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved, model.layoutChanged):
                signal.connect(self.updateGeometry)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        model = self.model()
        rows = 0 if model is None else min(model.rowCount(), self.MOST_ROWS)
        header = self.horizontalHeader().sizeHint().height()
        body = sum(self.verticalHeader().sectionSize(row) for row in range(rows))
        return QSize(hint.width(), header + body + 2 * self.frameWidth())


class LossEditor(QWidget):
    """Edit ``session.loss``: the table, the reject option and its cost, and a reset to the 0-1 loss.

    Parameters
    ----------
    session : Session
    """

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.table_model = LossTableModel(session, self)

        self.table = LossTable()
        self.table.setModel(self.table_model)
        self.table.setItemDelegate(LossCellDelegate(self.table))
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.table.setHorizontalHeader(LinesHeader(Qt.Orientation.Horizontal, self.table))  # "truth" over the class
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)  # "decide versic…" (tooltip)
        self.table.setToolTip(
            self.tr(
                "λ_ij is the loss of deciding c_i (row) when the truth is c_j (column). The conditional risk "
                "is R(c_i|x) = Σ_j λ_ij P(c_j|x); the Bayes decision takes the action of least risk. With the "
                "0-1 loss this is the most probable class."
            )
        )

        self.message_label = QLabel()
        self.message_label.setStyleSheet("color: #c62828;")
        self.message_label.setWordWrap(True)
        self.message_label.setVisible(False)

        self.reject_check = QCheckBox(self.tr("&Reject option"))
        self.reject_check.setToolTip(
            self.tr('Add the action "reject" (refuse to decide), which costs the same whatever the truth')
        )
        self.reject_cost_spin = QDoubleSpinBox()
        self.reject_cost_spin.setRange(0.0, 10.0)
        self.reject_cost_spin.setSingleStep(0.05)
        self.reject_cost_spin.setDecimals(2)
        self.reject_cost_spin.setValue(DEFAULT_REJECT_COST)
        self.reject_cost_spin.setKeyboardTracking(False)
        self.reject_cost_spin.setToolTip(
            self.tr("The loss of rejecting; reject wins when every decision risks more than this")
        )
        self.reset_button = QPushButton(self.tr("&0-1 loss"))
        self.reset_button.setToolTip(
            self.tr("Reset the decisions to the 0-1 loss (0 on the diagonal, 1 elsewhere); undoable")
        )

        self.unused_label = QLabel(
            self.tr(
                "The current model (linear SVM) gives decisions, not posteriors: this loss matrix does not apply "
                "to it. It still shapes the other models' regions in the Decision regions tab."
            )
        )
        self.unused_label.setWordWrap(True)
        self.unused_label.setStyleSheet("color: #8a6d00;")
        self.unused_label.setVisible(False)

        options = FlowLayout()  # wraps in a narrow dock (a small screen, a large font)
        options.addWidget(self.reject_check)
        options.addWidget(labelled(self.tr("&Cost:"), self.reject_cost_spin))
        options.addWidget(self.reset_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.message_label)
        layout.addWidget(self.unused_label)
        layout.addLayout(options)

        self.table_model.rejected.connect(self.show_message)
        self.table_model.accepted.connect(self.clear_message)
        self.reject_check.toggled.connect(self._on_reject_toggled)
        self.reject_cost_spin.valueChanged.connect(self._on_reject_cost_changed)
        self.reset_button.clicked.connect(self.reset_to_zero_one)
        for signal in (session.record_changed, session.dataset_changed):  # the loss, and the model's kind
            signal.connect(self.show_loss)
        session.loss_changed.connect(self.clear_message)  # a refusal is about the matrix it refused to change
        self.show_loss()

    # ------------------------------------------------------------------ messages
    def resizeEvent(self, event) -> None:
        """The row names take at most 40% of the width, elided beyond it (in full in their tooltips)."""
        super().resizeEvent(event)
        self.table.verticalHeader().setMaximumWidth(max(60, int(self.width() * 0.4)))

    def message(self) -> str:
        """The refusal shown under the table ("" when none)."""
        return self.message_label.text()

    def show_message(self, text: str) -> None:
        self.message_label.setText(text)
        self.message_label.setVisible(True)

    def clear_message(self) -> None:
        self.message_label.clear()
        self.message_label.setVisible(False)

    # ------------------------------------------------------------------ session -> controls
    def show_loss(self) -> None:
        """Reflect ``session.loss`` in the reject controls (signals blocked)."""
        loss, model = self._session.loss, self._session.model
        self.unused_label.setVisible(model is not None and not model.estimator.probabilistic)
        for widget in (self.table, self.reject_check, self.reject_cost_spin, self.reset_button):
            widget.setEnabled(loss is not None)
        if loss is None:
            return
        with QSignalBlocker(self.reject_check), QSignalBlocker(self.reject_cost_spin):
            self.reject_check.setChecked(loss.has_reject)
            if loss.has_reject:
                cost = loss.reject_cost
                self.reject_cost_spin.setValue(cost if cost is not None else float(loss.values[-1].min()))

    # ------------------------------------------------------------------ controls -> session
    def _on_reject_toggled(self, checked: bool) -> None:
        loss = self._session.loss
        if loss is None:
            return
        if checked:
            cost = self.reject_cost_spin.value()
            self._set_loss(loss.with_reject(cost), self.tr("Add reject option (cost {0:g})").format(cost))
        else:
            self._set_loss(loss.with_reject(None), self.tr("Remove reject option"))

    def _on_reject_cost_changed(self, cost: float) -> None:
        loss = self._session.loss
        if loss is None or not self.reject_check.isChecked():
            return
        self._set_loss(loss.with_reject(cost), self.tr("Set reject cost to {0:g}").format(cost))

    def reset_to_zero_one(self) -> None:
        """The 0-1 loss over the current classes, keeping the reject option as it is (undoable)."""
        loss = self._session.loss
        if loss is None:
            return
        reject = loss.reject_cost if loss.has_reject else None
        if loss.has_reject and reject is None:
            reject = self.reject_cost_spin.value()
        self._set_loss(LossMatrix.zero_one(loss.classes, reject), self.tr("Reset to 0-1 loss"))

    def _set_loss(self, loss: LossMatrix, text: str) -> None:
        self.clear_message()
        self._session.set_loss(loss, text)
