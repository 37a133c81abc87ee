"""``HeldPaint``: widgets that draw a new frame on a later turn of the event loop than the one computing it.

An animation frame is computed on a timer's turn (5-11 ms on 100,000 points) and its plots were drawn on the very
next one (6-14 ms): together, 12-28 ms of the GUI thread with no other event or timer between. Held, the widgets'
updates are off while the frame is computed, and ``PAINT_AFTER_MS`` after it they are drawn; a frame still held
when the next is computed is drawn first, so that every frame is shown, in order.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid

PAINT_AFTER_MS = 4  # a timer (Qt queues a 0 ms one as a call): other events and timers get their turn between


class HeldPaint:
    """``hold(widgets)`` before computing a frame, ``arm()`` once it is computed (``owner`` holds the timer)."""

    def __init__(self, owner: QObject) -> None:
        self._timer = QTimer(owner, singleShot=True, interval=PAINT_AFTER_MS)
        self._timer.timeout.connect(self.release)
        self._held: list[QWidget] = []

    def hold(self, widgets) -> None:
        """Draw a frame still held now, then hold the visible ``widgets``' drawing."""
        self.release()
        self._held = [widget for widget in widgets if widget is not None and widget.isVisible()]
        for widget in self._held:
            widget.setUpdatesEnabled(False)

    def arm(self) -> None:
        """Draw the held widgets ``PAINT_AFTER_MS`` from now."""
        if self._held:
            self._timer.start()

    def release(self) -> None:
        """Draw the held widgets (if any) now."""
        self._timer.stop()
        held, self._held = self._held, []
        for widget in held:
            if isValid(widget):
                widget.setUpdatesEnabled(True)
                widget.repaint()
