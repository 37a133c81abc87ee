"""A real main window for each test; dialogs that would block are answered by the test."""

import pytest
import shiboken6
from PySide6.QtWidgets import QMessageBox

from bayesgui.app.main_window import MainWindow


@pytest.fixture
def answers(monkeypatch):
    """What QMessageBox.question answers (default: Discard / Yes), and the questions asked."""
    state = {"answer": None, "asked": []}

    def question(parent, title, text, buttons=None, *args):
        state["asked"].append(text)
        if state["answer"] is not None:
            return state["answer"]
        if buttons is not None and buttons & QMessageBox.StandardButton.Discard:
            return QMessageBox.StandardButton.Discard
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    return state


@pytest.fixture
def window(qtbot, answers):
    win = MainWindow(restore_layout=False)  # (not qtbot.addWidget: it would close a window a language switch deleted)
    win.resize(1400, 900)
    win.show()
    yield win
    if not shiboken6.isValid(win):  # a language switch replaced it (and deleted it): the new window's test ends it
        win.session.shutdown()
        return
    win.files._saved = None  # nothing to confirm at teardown
    win.cancel_jobs()
    win.session.shutdown()
    win.loader.wait(3000)
    win.close()
    win.deleteLater()


def open_and_train(qtbot, win, what: str, target: str | None = None, timeout: int = 15000):
    """Open ``what`` and wait until it is trained and explained (``timeout`` in ms guards a hang, it times nothing)."""
    win.open_any(what, target=target)
    qtbot.waitUntil(lambda: win.session.record is not None and not win.busy(), timeout=timeout)
    return win


def window_in(qtbot, language: str, what: str = "watermelon3", target: str | None = None):
    """A window in ``language`` with ``what`` (a sample or a file; watermelon 3.0) trained, closed and back in
    English afterwards."""
    from PySide6.QtWidgets import QApplication

    from bayesgui.app.language.translators import install_translators

    install_translators(QApplication.instance(), language)
    win = MainWindow(language=language, restore_layout=False)
    qtbot.addWidget(win)
    win.resize(1366, 700)
    win.show()
    open_and_train(qtbot, win, what, target)
    yield win
    win.files._saved = None
    win.cancel_jobs()
    win.session.shutdown()
    win.loader.wait(3000)
    install_translators(QApplication.instance(), "en")
