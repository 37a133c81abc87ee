"""Switching the interface's language: the window is built again in the new language and the old one retired.

The session (data, model, undo history) carries over to the new window; the old window's jobs are stopped, not
waited for, and the old window is deleted once closed, its Python side collected on the GUI thread."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

from bayesgui.app.language.translators import install_translators

_open_windows: list[QMainWindow] = []  # windows created by a language switch, kept alive here
_retiring: list[QMainWindow] = []  # windows a language switch replaced: held until Qt has deleted them


def _collect_retired() -> None:
    """Let go of the replaced windows Qt has deleted and collect their Python side now, on the GUI thread.

    Left to Python's automatic collection, it could happen in a worker thread, which then destroyed their
    parentless QObjects there while the GUI thread destroyed their widgets: the two deadlocked (seed 39 of the
    random-use test)."""
    import gc

    import shiboken6

    _retiring[:] = [w for w in _retiring if shiboken6.isValid(w)]
    gc.collect()


def _on_retired_destroyed() -> None:
    QTimer.singleShot(0, _collect_retired)


def forget(window: QMainWindow) -> None:
    """``window`` was replaced by a switch and closes: no longer kept alive here."""
    if window in _open_windows:
        _open_windows.remove(window)


def switch_language(old, language: str):
    """The window ``old`` (a ``MainWindow``) rebuilt in ``language``, returned; the session (data, model, undo
    history) carries over.

    Building the window again takes most of a second (its plots and tables, in the new words): the pointer is a
    busy cursor meanwhile, so the pause reads as work, not as a hang."""
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        return _rebuild(old, language)
    finally:
        QApplication.restoreOverrideCursor()


def _rebuild(old, language: str):
    QSettings().setValue("language", language)
    install_translators(QApplication.instance(), language)
    old.save_layout()
    # Its jobs belong to this window (the session carries over): stopped, not waited for. Waiting blocked the
    # window until every job of the shared thread pool had ended (7 s behind a learning curve: random-use test).
    old.stop_tab_jobs(0)
    window = type(old)(old.session, language)
    window.files.adopt(old.files)
    window.em_lab.adopt(old.em_lab)
    window.bayes_net_tab.adopt(old.bayes_net_tab)
    if not window.placed:  # (it reopens where this one was saved, maximised or not)
        window.setGeometry(old.geometry())
    window.show()
    QApplication.instance().setProperty("bayesgui_window", window)  # keep it alive
    _open_windows.append(window)
    old._handing_over = True
    old.loader.cancel()  # (a file still being read is this window's: the new one has its own loader)
    old.close()
    # Deleted, not just hidden: its panels' connections to the session (which lives on) go with them, and
    # nothing of it is left to react to the session's signals (before, every window of every switch did).
    _retiring.append(old)  # (its Python side is collected on this thread once Qt has deleted it)
    old.destroyed.connect(_on_retired_destroyed)
    old.deleteLater()
    return window
