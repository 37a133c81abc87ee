"""``OneLine``: a one-line label whose new texts never re-lay out the window around it.

A ``QLabel`` asks the layouts above it to recompute at each ``setText`` (``QLabel::setText`` calls
``updateGeometry``, which Qt passes up unless the label's size is fixed both ways). In a lab that writes its
status at every frame of an animation, each text re-measured the tab's flow layouts and repainted every control
of the tab (a ``QTabWidget`` repaints itself on each layout request): ~5 ms of the GUI thread per frame. Here
the label has no layout above it: the holder places it over its whole width and keeps the height of one line
(of the label's current font: presentation mode enlarges it).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

LINE_MARGIN = 6  # px above and below the text's line


class OneLine(QWidget):
    """Holds ``label`` (one line of text, cut at the holder's width) without a layout between them."""

    def __init__(self, label: QLabel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = label
        label.setParent(self)
        label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        label.setMinimumSize(0, 0)
        label.setMaximumSize(16_777_215, 16_777_215)  # (QWIDGETSIZE_MAX: the holder sets its size)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        label.installEventFilter(self)
        self._fit_height()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.label and event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_height()
        return False

    def resizeEvent(self, event) -> None:
        self.label.setGeometry(self.rect())
        super().resizeEvent(event)

    def _fit_height(self) -> None:
        self.setFixedHeight(self.label.fontMetrics().lineSpacing() + LINE_MARGIN)
