"""Text that fits the room it has, and says the rest in a tooltip: tab bars that shrink their tabs (eliding
their titles) instead of scrolling some out of sight, and header sections elided with their full names."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTabWidget


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
