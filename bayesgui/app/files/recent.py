"""The recently opened files, kept in the settings file: read at once, written in a thread of its own.

A write of the settings file waits for the disk: 20-30 ms that the GUI thread would spend right after opening a
table, as it draws it. One thread writes them, in the order they were asked for; the application waits for it
before it quits (``wait_for_settings``).
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, QThreadPool

MAX_RECENT = 8

_WRITER: QThreadPool | None = None


def saved_recent() -> list[str]:
    """The list as the settings file holds it, newest first (files that are gone included)."""
    value = QSettings().value("recent", [])
    return [value] if isinstance(value, str) else list(value or [])


def save_recent(paths: list[str]) -> None:
    """Write ``paths`` as the list, in the settings writer's thread."""
    paths = list(paths)
    _settings_writer().start(lambda: QSettings().setValue("recent", paths))


def wait_for_settings(msecs: int = 3000) -> bool:
    """Block until the list is written (before the application quits)."""
    return _settings_writer().waitForDone(msecs)


def _settings_writer() -> QThreadPool:
    """The one thread that writes the settings file, in the order the writes were asked for."""
    global _WRITER
    if _WRITER is None:
        _WRITER = QThreadPool()
        _WRITER.setMaxThreadCount(1)
    return _WRITER
