"""Layouts that fit small screens: a row of controls that wraps like text, and labelled groups that stay whole.

A settings row laid out by :class:`FlowLayout` takes the width of its widest item, not the sum of all of them;
at 1280 px the EM lab's settings wrap onto a second line instead of widening the window.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QScrollArea,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QTabWidget,
    QWidget,
)
from shiboken6 import isValid


class FlowLayout(QLayout):
    """Items left to right, wrapping onto the next line when the width runs out (Qt's flow layout example).

    Parameters
    ----------
    parent : QWidget, optional
        The widget laid out.
    spacing : int
        Pixels between items, horizontally and vertically.
    """

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setSpacing(spacing)
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def _live(self) -> list[QLayoutItem]:
        """The items still alive: Qt deletes a deleted widget's item without always asking ``takeAt`` first (a
        child widget deleted while its layout is torn down), and the next measurement then raised."""
        if not all(isValid(item) for item in self._items):
            self._items = [item for item in self._items if isValid(item)]
        return self._items

    def count(self) -> int:
        return len(self._live())

    def itemAt(self, index: int) -> QLayoutItem | None:
        items = self._live()
        return items[index] if 0 <= index < len(items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        items = self._live()
        return items.pop(index) if 0 <= index < len(items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._live():
            if not item.isEmpty():
                size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _arrange(self, rect: QRect, move: bool) -> int:
        """Place the items in ``rect`` (when ``move``); return the height they need."""
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        x, y, line_height, gap = area.x(), area.y(), 0, self.spacing()
        for item in self._live():
            if item.isEmpty():
                continue
            hint = item.sizeHint()
            if x + hint.width() > area.right() + 1 and line_height > 0:
                x, y, line_height = area.x(), y + line_height + gap, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + gap
            line_height = max(line_height, hint.height())
        return y + line_height - rect.y() + margins.bottom()


def labelled(text: str, widget: QWidget, tip: str = "") -> QWidget:
    """``widget`` with its label (the label's mnemonic focuses the widget) as one unit that never splits.

    Parameters
    ----------
    text : str
        The label, with an optional ``&`` mnemonic.
    widget : QWidget
        The control.
    tip : str
        Its tooltip (also its accessible description).
    """
    box = QWidget()
    row = QHBoxLayout(box)
    row.setContentsMargins(0, 0, 0, 0)
    label = QLabel(text)
    label.setBuddy(widget)
    if tip:
        widget.setToolTip(tip)
    row.addWidget(label)
    row.addWidget(widget)
    return box


class _ElidedComboText(QObject):
    """Paints a combo box as Qt does, with its current text elided ("Zhou §7.3 (no smo…") where Qt would cut it
    off at the box's edge (a QComboBox clips its text; it does not elide it)."""

    def eventFilter(self, watched, event) -> bool:
        if event.type() != QEvent.Type.Paint or not isinstance(watched, QComboBox) or watched.isEditable():
            return False
        option = QStyleOptionComboBox()
        watched.initStyleOption(option)
        painter = QStylePainter(watched)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        field = watched.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, watched
        )
        room = field.width() - 2 - (0 if option.currentIcon.isNull() else option.iconSize.width() + 4)
        option.currentText = watched.fontMetrics().elidedText(option.currentText, Qt.TextElideMode.ElideRight, room)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
        return True


_ELIDED = _ElidedComboText()


def compact(combo: QComboBox, characters: int = 16) -> QComboBox:
    """Let ``combo`` be narrower than its longest item (``characters`` wide at least; the rest is elided in
    the box, and the open list still shows each whole item). Returns ``combo``."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(characters)
    combo.view().setTextElideMode(Qt.TextElideMode.ElideNone)
    combo.installEventFilter(_ELIDED)
    combo.setProperty("elides_text", True)  # read by the tests' truncation checker
    return combo


def eliding_tabs(tabs: QTabWidget) -> QTabWidget:
    """Let ``tabs``' titles shorten ("EM: incom…", each whole in its tooltip) rather than hide behind scroll
    arrows when the bar is narrower than they are. Call once the tabs are added. Returns ``tabs``."""
    bar = tabs.tabBar()
    bar.setElideMode(Qt.TextElideMode.ElideRight)
    bar.setUsesScrollButtons(False)
    for index in range(tabs.count()):
        bar.setTabToolTip(index, tabs.tabText(index).replace("&", ""))
    return tabs


MIN_PLOT_HEIGHT = 160  # px: a plot's axis label, ticks and legend fit; a smaller screen scrolls instead


def scrolling(widget: QWidget) -> QScrollArea:
    """``widget`` in a frameless scroll area: a dock holding it can shrink below the widget's minimum size
    (scroll bars appear then) instead of widening the window."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # not a Tab stop: its controls are
    area.setWidget(widget)
    return area


def replace_scrolled(area: QScrollArea, widget: QWidget) -> None:
    """Show ``widget`` in ``area`` and delete the one it showed later, not now: ``setWidget`` deletes the old one at
    once, and a rebuild started by one of its own controls (a combo box's signal) then returned into a deleted
    object (a crash of the random-use test)."""
    old = area.takeWidget()
    area.setWidget(widget)
    if old is not None:
        old.hide()
        old.deleteLater()
