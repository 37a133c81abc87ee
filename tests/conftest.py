"""Shared test set-up: Qt always runs offscreen, and no test may leave a worker thread running."""

import os
import sys

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True, scope="session")
def isolated_qt_settings(tmp_path_factory):
    """QSettings (recent files, window layout, language) go to a throw-away folder, never the user's."""
    os.environ["XDG_CONFIG_HOME"] = str(tmp_path_factory.mktemp("config"))
    yield


@pytest.fixture(autouse=True)
def no_worker_thread_left_running():
    """Fail a test that returns while a background job is still running (it must cancel and wait)."""
    yield
    if "PySide6.QtCore" not in sys.modules:
        return
    from PySide6.QtCore import QThreadPool

    pool = QThreadPool.globalInstance()
    running = pool.activeThreadCount()
    pool.waitForDone(5000)  # clean up before the next test either way
    if running:
        pytest.fail(f"the test left {running} worker thread(s) running; cancel the job and wait for it")


@pytest.fixture(autouse=True)
def application_font_restored():
    """Give the next test the application font this one started with: a test that leaves presentation mode on
    (the random-use test toggles it at random) enlarges the font of the whole application, not only its window."""
    if "PySide6.QtWidgets" not in sys.modules:
        yield
        return
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    font = QFont(app.font()) if app is not None else None
    yield
    if font is not None and QApplication.instance() is app:
        from bayesgui.qt.common.presentation import application_font_enlarged

        application_font_enlarged(False)
        app.setFont(font)


@pytest.fixture(autouse=True)
def garbage_collected_when_due():
    """With the GUI-thread collector installed (``qapp``), automatic collection is off; a test that runs no event
    loop (most of core/ and data/) gets the collections that are due after it, on this (the GUI) thread."""
    yield
    if "bayesgui.qt.common.loop.gui_gc" in sys.modules:
        from PySide6.QtWidgets import QApplication

        from bayesgui.qt.common.loop.gui_gc import GuiThreadCollector

        app = QApplication.instance()
        collector = app.findChild(GuiThreadCollector) if app is not None else None
        if collector is not None:
            collector.collect()


@pytest.fixture
def session(qtbot):
    """A fresh ``Session`` (the window's state), shut down after the test."""
    from bayesgui.qt.common.session import Session  # Qt only for the tests that ask for it

    s = Session()
    yield s
    s.shutdown()


@pytest.fixture(scope="session")
def qapp(qapp):
    """pytest-qt's application with the English translator, as ``bayesgui.app.main`` installs it: it holds
    the plural forms ("%n row(s)" reads "1 row", "2 rows")."""
    from bayesgui.app.language.translators import install_translators
    from bayesgui.qt.common.loop import gui_gc

    install_translators(qapp, "en")
    gui_gc.install(qapp)  # as bayesgui.app.main does: garbage (Qt objects among it) collected on the GUI thread only
    return qapp


@pytest.fixture
def held_training(monkeypatch):
    """The session's training held after its first step until the test sets the returned ``threading.Event``
    (at most 20 s): a test that cancels a running training cannot see it end first, whatever the machine's speed
    (a training of a million rows ends in about a second on a fast machine)."""
    import threading

    from bayesgui.qt.common import session as session_module

    released = threading.Event()
    train_model = session_module.train_model

    def held(*args, **kwargs):
        steps = train_model(*args, **kwargs)
        yield next(steps)
        released.wait(20)
        return (yield from steps)

    monkeypatch.setattr(session_module, "train_model", held)
    yield released
    released.set()  # (a test that failed before releasing it: the job is not left waiting)


def pytest_addoption(parser):
    group = parser.getgroup("random use", "the seeded random-use test of the window (tests/app/test_random_use.py)")
    group.addoption("--random-use-seed", type=int, action="append", default=None, metavar="N",
                    help="run the random-use test with this seed (repeatable; env BAYESGUI_RANDOM_USE_SEEDS=1,2,3)")
    group.addoption("--random-use-steps", type=int, default=None, metavar="K",
                    help="actions per seed (env BAYESGUI_RANDOM_USE_STEPS)")
