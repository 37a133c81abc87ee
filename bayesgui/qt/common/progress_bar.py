"""A progress bar that never paints its window synchronously.

``QProgressBar.setValue``, ``setRange`` (through ``reset``) and ``reset`` call ``QWidget.repaint()``, and a
widget's ``repaint()`` flushes the whole window's backing store at once: every widget waiting to be drawn (a 1e6-row
table just loaded, a plot just updated) is painted inside the slot that reported progress, tens of ms in one go on
the GUI thread. This bar takes the same calls with updates switched off around them, then asks for a paint with
``update()``, which Qt draws in the next paint of the window, together with everything else.
"""

from __future__ import annotations

from PySide6.QtWidgets import QProgressBar

__all__ = ["ProgressBar"]


class ProgressBar(QProgressBar):
    """``QProgressBar`` whose value and range changes are drawn by the next paint, never on the spot."""

    def _deferred(self, change, *args) -> None:
        if not self.updatesEnabled():  # (a parent switched updates off: nothing would be painted anyway)
            change(*args)
            return
        self.setUpdatesEnabled(False)  # repaint() does nothing while updates are off
        try:
            change(*args)
        finally:
            self.setUpdatesEnabled(True)  # (calls update(): the bar is drawn in the next paint)

    def setValue(self, value: int) -> None:
        self._deferred(super().setValue, value)

    def setRange(self, minimum: int, maximum: int) -> None:
        self._deferred(super().setRange, minimum, maximum)

    def setMinimum(self, minimum: int) -> None:
        self._deferred(super().setMinimum, minimum)

    def setMaximum(self, maximum: int) -> None:
        self._deferred(super().setMaximum, maximum)

    def reset(self) -> None:
        self._deferred(super().reset)
