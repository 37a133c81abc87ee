"""Text that fits the room it has, and says the rest in a tooltip: tab bars that shrink their tabs (eliding
their titles) instead of scrolling some out of sight, and header sections elided with their full names."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QStyleOptionHeader, QTabWidget

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
