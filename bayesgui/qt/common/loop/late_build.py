"""Widgets built after their window: a page built the first time it is needed (a plot of ~7 ms nobody may look
at is not built at start-up) says so here, and its window adapts it as it adapted the rest when it was built
(presentation mode scales its plots, the keyboard's Tab order leaves them out)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget


class _LateBuilds(QObject):
    built = Signal(QWidget)  # the widget (already in its window), with its children


LATE_BUILDS = _LateBuilds()


def announce_built(widget: QWidget) -> None:
    """Tell ``widget``'s window that ``widget`` was just built and placed in it."""
    LATE_BUILDS.built.emit(widget)
