"""The one way the window shows a message in a box: ``show_message(parent, text)``.

A box never stacks on its twin: while a box with the same text is open, the same message again is folded into
it (the box says how many times it happened and comes to the front). An internal error's box
(:class:`~bayesgui.qt.common.failure.Failure` with details) has a "Copy details" button, which puts the
traceback on the clipboard and leaves the box open, and "Show Details…" to read it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QWidget

__all__ = ["open_boxes", "show_message"]

_TEXT = "bayesgui_message"
_COUNT = "bayesgui_count"


def open_boxes(parent: QWidget) -> list[QMessageBox]:
    """The message boxes of ``parent`` on screen now, oldest first."""
    return [box for box in parent.findChildren(QMessageBox) if box.property(_TEXT) is not None and box.isVisible()]


def show_message(parent: QWidget, text: str, title: str = "BayesGUI") -> QMessageBox:
    """Show ``text`` in a warning box (non-blocking), or fold it into the open box that already says it."""
    for box in open_boxes(parent):
        if box.property(_TEXT) == text:
            count = int(box.property(_COUNT)) + 1
            box.setProperty(_COUNT, count)
            again = QCoreApplication.translate("MessageBox", "This happened {0} times.")  # count >= 2
            box.setInformativeText(again.format(count))
            box.raise_()
            box.activateWindow()
            return box
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setProperty(_TEXT, text)
    box.setProperty(_COUNT, 1)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    details = getattr(text, "details", "")
    if details:
        box.setDetailedText(details)
        copy = box.addButton(
            QCoreApplication.translate("MessageBox", "Copy details"), QMessageBox.ButtonRole.ActionRole
        )
        copy.setObjectName("copy_details")
        copy.clicked.disconnect()  # not the box's own "a button was pressed, close"
        copy.clicked.connect(lambda: _copy(box, details))
    box.open()
    return box


def _copy(box: QMessageBox, details: str) -> None:
    QGuiApplication.clipboard().setText(details)
    box.setInformativeText(QCoreApplication.translate("MessageBox", "The details are on the clipboard."))
