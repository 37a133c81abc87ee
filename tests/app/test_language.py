"""English and Simplified Chinese: every string translated, the .qm current, switching at run time."""

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QFontDatabase, QImage
from PySide6.QtWidgets import QApplication

from bayesgui.app.language.translators import install_translators
from bayesgui.paths import resource
from tests.app.conftest import open_and_train

ROOT = Path(__file__).resolve().parents[2]
TS = resource("translations", "bayesgui_zh_CN.ts")
TOOLS = Path(sys.executable).parent


def test_every_visible_string_has_a_chinese_translation(tmp_path):
    ts = tmp_path / "current.ts"
    shutil.copy(TS, ts)
    sources = sorted(str(p) for p in (ROOT / "bayesgui").rglob("*.py"))
    subprocess.run([TOOLS / "pyside6-lupdate", "-silent", "-no-obsolete", "-locations", "none", *sources,
                    "-ts", ts], check=True, capture_output=True)
    text = ts.read_text(encoding="utf-8")
    unfinished = re.findall(r"<source>([^<]*)</source>\s*<translation type=\"unfinished\">", text)
    assert not unfinished, f"untranslated strings (run `make translations` and translate them): {unfinished}"
    assert text.count("<message>") > 200


def test_the_qm_is_built_from_the_ts(tmp_path):
    qm = tmp_path / "check.qm"
    subprocess.run([TOOLS / "pyside6-lrelease", "-silent", TS, "-qm", qm], check=True, capture_output=True)
    assert qm.read_bytes() == resource("translations", "bayesgui_zh_CN.qm").read_bytes(), "run `make translations`"


@pytest.fixture
def chinese_then_english():
    yield
    install_translators(QApplication.instance(), "en")


def test_switch_to_chinese_keeps_the_session(qtbot, window, chinese_then_english):
    open_and_train(qtbot, window, "watermelon3")
    window.session.set_kind("密度", "ignore")
    chinese = window.switch_language("zh_CN")
    qtbot.addWidget(chinese)
    try:
        menus = [a.text() for a in chinese.menuBar().actions()]
        assert menus[:3] == ["文件(&F)", "编辑(&E)", "模型(&M)"]
        assert [d.windowTitle() for d in chinese.docks][:2] == ["列", "模型"]
        assert chinese.session is window.session and chinese.session.dataset.kinds["密度"] == "ignore"
        assert chinese.actions["undo"].isEnabled()  # the undo history came along
        assert chinese.posterior_view.decision_text().startswith("决策：")
        assert not window.isVisible()
        english = chinese.switch_language("en")
        qtbot.addWidget(english)
        assert english.menuBar().actions()[0].text() == "&File"
        english.files._saved = None
    finally:
        chinese.files._saved = None


def test_a_chinese_font_is_available():
    assert QFontDatabase.families(QFontDatabase.WritingSystem.SimplifiedChinese), (
        "no CJK font: Chinese would render as boxes (apt-get install fonts-wqy-microhei)"
    )


def test_screenshot_in_chinese(tmp_path):
    out = tmp_path / "zh.png"
    result = subprocess.run(
        [sys.executable, "-m", "bayesgui", "watermelon3", "--target", "好瓜", "--lang", "zh_CN",
         "--screenshot", str(out)],
        capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert image.width() >= 1000 and image.height() >= 600
    assert out.stat().st_size > 50_000  # a real window, not a blank frame


def test_qt_stock_dialogs_speak_chinese(qtbot, qapp):
    """Qt's own translations (and ours for what they lack) are loaded: the file dialog says 查找范围 and 文件类型."""
    from PySide6.QtWidgets import QFileDialog, QLabel

    from bayesgui.app.language.translators import install_translators

    install_translators(qapp, "zh_CN")
    try:
        dialog = QFileDialog(None, "", "", "CSV (*.csv)")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        qtbot.addWidget(dialog)
        texts = {label.text() for label in dialog.findChildren(QLabel)}
        assert "查找范围(&L)：" in texts and "文件类型(&T)：" in texts, texts
    finally:
        install_translators(qapp, "en")


def test_switching_language_stops_the_old_windows_jobs_without_waiting_for_the_thread_pool(
    qtbot, window, chinese_then_english, monkeypatch
):
    """Found by the random-use test: the switch waited for every job of the shared thread pool (7 s behind a
    running learning curve). The old window's jobs are cancelled; nothing on the GUI thread waits for a job."""
    from bayesgui.qt.common.loop.task_runner import TaskRunner

    open_and_train(qtbot, window, "watermelon3")
    assert window.evaluate_view.run("learning")  # a job still running while the language changes
    waits = []
    wait = TaskRunner.wait
    monkeypatch.setattr(TaskRunner, "wait", lambda self, msecs=5000: waits.append(msecs) or wait(self, 0))
    chinese = window.switch_language("zh_CN")
    qtbot.addWidget(chinese)
    assert not window.evaluate_view.runner.busy  # the old window's job was cancelled
    assert all(msecs == 0 for msecs in waits), waits
    chinese.files._saved = None


def test_a_language_switch_leaves_one_window_that_alone_follows_the_session(qtbot, answers, chinese_then_english):
    """Found by the random-use test: every switch left the old window alive (hidden), still connected to the
    session and reacting to it (5 windows after 4 switches). The old window is deleted; the new one alone reacts."""
    import gc
    import weakref

    import shiboken6
    from PySide6.QtCore import QCoreApplication, QEvent

    from bayesgui.app.main_window import MainWindow

    win = MainWindow(restore_layout=False)
    qtbot.addWidget(win)
    win.show()
    open_and_train(qtbot, win, "watermelon3")
    session, old = win.session, []
    automatic = gc.isenabled()  # off already where the GUI-thread collector is installed (the tests' qapp)
    gc.disable()  # Python's own collection, which may run in a worker thread, is not relied on
    try:
        for language in ("zh_CN", "en", "zh_CN"):
            old.append(weakref.ref(win))
            win = win.switch_language(language)
            qtbot.addWidget(win)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QApplication.processEvents()
        # Deleted, nothing (no slot) holds on to them, and their Python side was collected on this thread (a
        # worker thread's collection of it deadlocked with the GUI thread: seed 39 of the random-use test).
        assert [ref() for ref in old] == [None, None, None]
    finally:
        if automatic:
            gc.enable()
    try:
        windows = [w for w in gc.get_objects() if isinstance(w, MainWindow) and shiboken6.isValid(w)]
        assert [w for w in windows if w.session is session] == [win]
        assert [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()] == [win]
        for signal in (session.dataset_changed, session.model_changed, session.record_changed, session.loaded,
                       session.settings_changed, session.loss_changed, session.trainer.cancelled):
            signal.emit()  # (a slot of a deleted window would raise here; pytest-qt fails the test on it)
        assert win.status_label.text() == "训练已取消"
    finally:
        win.files._saved = None
        win.cancel_jobs()
        win.session.shutdown()


def test_the_pointer_is_busy_while_the_window_is_rebuilt_in_the_new_language(
    qtbot, window, chinese_then_english, monkeypatch
):
    """The new window takes most of a second to build: the pointer says so meanwhile, and is itself again after."""
    from PySide6.QtCore import Qt

    shapes = []
    show = type(window).show
    monkeypatch.setattr(type(window), "show", lambda self: shapes.append(
        QApplication.overrideCursor() and QApplication.overrideCursor().shape()) or show(self))
    chinese = window.switch_language("zh_CN")
    qtbot.addWidget(chinese)
    assert shapes == [Qt.CursorShape.WaitCursor]
    assert QApplication.overrideCursor() is None
    chinese.files._saved = None
