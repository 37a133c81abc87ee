"""Text that fits the room it has, and says the rest in a tooltip: tab bars that shrink their tabs (eliding
their titles) instead of scrolling some out of sight, header sections elided with their full names, and combo
boxes as wide as their longest item as drawn."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QComboBox, QHeaderView, QStyle, QStyleOptionComboBox, QStyleOptionHeader, QTabWidget

MARGIN = 4  # pixels kept free each side of a header's text


def fit_tabs(tabs: QTabWidget) -> None:
    """Every tab of ``tabs`` stays in view: titles elided at the end when the bar is too narrow (no scroll
    arrows hiding the last tabs), each title in full in its tab's tooltip. Call after the tabs are added."""
    bar = tabs.tabBar()
    bar.setUsesScrollButtons(False)
    bar.setElideMode(Qt.TextElideMode.ElideRight)
    bar.setExpanding(False)
    for i in range(tabs.count()):
        if not tabs.tabToolTip(i):
            tabs.setTabToolTip(i, tabs.tabText(i).replace("&&", "\0").replace("&", "").replace("\0", "&"))


class LinesHeader(QHeaderView):
    """A header whose sections may hold several lines ("truth\\nversicolor"), each elided on its own to the
    section's width (Qt elides the text as one line, or not at all and clips it on both sides)."""

    def initStyleOptionForIndex(self, option: QStyleOptionHeader, logical_index: int) -> None:
        super().initStyleOptionForIndex(option, logical_index)
        room = self.sectionSize(logical_index) - 2 * MARGIN
        metrics = self.fontMetrics()
        lines = option.text.split("\n")
        option.text = "\n".join(metrics.elidedText(line, Qt.TextElideMode.ElideRight, room) for line in lines)


class _WholeItems(QObject):
    """Re-measures a combo box after a font change (presentation mode, the application font)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FontChange and isinstance(watched, QComboBox):
            _fit_items(watched)
        return False


_WHOLE = _WholeItems()


def _fit_items(combo: QComboBox) -> None:
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    around = combo.width() - field.width() + 2  # the frame and the arrow, and the text's own margin
    metrics = combo.fontMetrics()
    widest = max((metrics.horizontalAdvance(combo.itemText(i)) for i in range(combo.count())), default=0)
    combo.setMinimumWidth(widest + around)


def whole_items(combo: QComboBox) -> QComboBox:
    """Keep ``combo`` at least as wide as its longest item's text as drawn, also after a font change (Qt's own size
    hint falls a few pixels short for full-width punctuation: "BIC（MDL）" lost its last 4 px). Call once the items
    are added. Returns ``combo``."""
    combo.installEventFilter(_WHOLE)
    _fit_items(combo)
    return combo
