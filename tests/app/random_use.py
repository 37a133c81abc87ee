"""A curious student at the real window: seeded random clicks, typing, menu commands, tab switches, plot clicks,
samples, models, languages and presentation mode (issue 28). Used by ``test_random_use.py``.

``RandomUse(qtbot, window, seed, tmp_path).run(steps)`` performs ``steps`` actions, each chosen by a seeded
``random.Random``, and collects **defects**: an exception that escaped a slot (``sys.excepthook``), an internal
error (``failure.REPORTER``), a message on screen that is a raw Python error (a traceback, "object has no
attribute", a numpy repr...), and a stall of the event loop over ``STALL_S`` seconds (a 20 ms heartbeat timer
measures the gaps between its ticks, the process's CPU time tells a stall from a starved process, and a watchdog
thread notes where the GUI thread was; the action running then is named). Dialogs that would block never do:
``patch_dialogs`` answers them.
"""

from __future__ import annotations

import os
import random
import re
import sys
import threading
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

import shiboken6
from PySide6.QtCore import QElapsedTimer, QModelIndex, QPoint, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMenu,
    QMessageBox,
    QTabBar,
    QWidget,
)

from bayesgui.data.samples import SAMPLES
from bayesgui.qt.common.failure import REPORTER
from bayesgui.qt.common.message_box import open_boxes

STALL_S = 2.0
# A gap counts as the application's stall when the process itself ran for most of it: on a loaded machine that
# starves the process (8 helpers on 2 cores here) the wall-clock gaps grow without the application at fault, while
# on a quiet machine a 2 s stall is 2 s of the process's CPU.
STALL_CPU_S = 1.5
BLOCKED_S = 10.0  # an action still running after this long waits in a modal loop
HEARTBEAT_MS = 20
# Diagnosis on a loaded machine (BAYESGUI_RANDOM_USE_SLOW=0.3): every gap in which the GUI thread itself used more
# than this many seconds of CPU is listed in the log with the action and where the GUI thread was (not a defect).
SLOW_S = float(os.environ.get("BAYESGUI_RANDOM_USE_SLOW", "0") or 0)
MODELS = ("naive-bayes", "lda", "qda", "gaussian", "mixture-bayes", "logistic", "svm")
KINDS = ("categorical", "continuous", "count", "ignore", "target")
# A message that is Python's, not the user's.
RAW = re.compile(
    r"Traceback|object has no attribute|np\.(int|float)\d+\(|not supported between|unsupported operand|"
    r"out of bounds|need at least one array|NoneType|takes \d+ positional|unexpected keyword|invalid literal|"
    r"could not broadcast|operands could not|KeyError|IndexError|TypeError|AttributeError|ZeroDivisionError"
)
TYPED = ("0", "1", "-1", "0.5", "2", "1e9", "-3.7", "100", "abc", "", "9999999", "0.001", "1e-300", "nan")


@dataclass
class Defect:
    kind: str  # "exception", "internal error", "raw message", "stall"
    step: int
    action: str
    text: str


@dataclass
class Outcome:
    seed: int
    steps: int
    actions: list[str] = field(default_factory=list)
    defects: list[Defect] = field(default_factory=list)
    longest_gap_s: float = 0.0
    longest_gap_action: str = ""
    longest_gap_cpu_s: float = 0.0
    slow: list[str] = field(default_factory=list)  # with SLOW_S: the gaps the GUI thread spent working


def patch_dialogs(monkeypatch, rng: random.Random, folder: Path) -> None:
    """Every blocking dialog answers at once: questions "Discard"/"Yes", file dialogs a cancel or a file in
    ``folder`` (exports really write), input dialogs their first item, menus and other dialogs close."""
    mp = monkeypatch
    ok = QMessageBox.StandardButton.Ok

    def question(_parent, _title, _text, buttons=None, *args, **kwargs):
        if buttons is not None and buttons & QMessageBox.StandardButton.Discard:
            return QMessageBox.StandardButton.Discard
        return QMessageBox.StandardButton.Yes

    def save_name(*_args, **_kwargs):
        if rng.random() < 0.5:
            return "", ""
        suffix = rng.choice((".png", ".svg", ".csv", ".gif", ".bayesgui", ".txt", ""))
        return str(folder / f"out{rng.randrange(1000)}{suffix}"), ""

    for name in ("information", "warning", "critical"):
        mp.setattr(QMessageBox, name, staticmethod(lambda *a, **k: ok))
    mp.setattr(QMessageBox, "question", staticmethod(question))
    mp.setattr(QMessageBox, "about", staticmethod(lambda *a, **k: None))
    mp.setattr(QMessageBox, "exec", lambda self: ok)
    mp.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: ("", "")))
    mp.setattr(QFileDialog, "getSaveFileName", staticmethod(save_name))
    folder_or_cancel = staticmethod(lambda *a, **k: "" if rng.random() < 0.5 else str(folder))
    mp.setattr(QFileDialog, "getExistingDirectory", folder_or_cancel)
    mp.setattr(QInputDialog, "getItem", staticmethod(lambda _p, _t, _l, items, *a, **k: (items[0], True)))
    mp.setattr(QDialog, "exec", lambda self: 0)
    mp.setattr(QMenu, "exec", lambda self, *a, **k: None)


class RandomUse:
    """Drives the window of ``qtbot`` at random; see the module docstring."""

    def __init__(self, qtbot, window, seed: int, folder: Path, size: tuple[int, int]) -> None:
        self.qtbot, self.window, self.seed, self.folder, self.size = qtbot, window, seed, folder, size
        self.rng = random.Random(seed)
        self.trail = None  # a text file to write each action to, if given
        self.outcome = Outcome(seed, 0)
        self._step, self._action = 0, "start"
        self._action_started = float("inf")
        self._clock = QElapsedTimer()
        self._heartbeat = QTimer(interval=HEARTBEAT_MS)
        self._heartbeat.timeout.connect(self._beat)
        self._samples = [s.id for s in SAMPLES]
        self.rng.shuffle(self._samples)

    # ------------------------------------------------------------------ defects
    def _defect(self, kind: str, text: str) -> None:
        self.outcome.defects.append(Defect(kind, self._step, self._action, text))

    def _beat(self) -> None:
        gap = self._clock.restart() / 1000
        cpu, self._cpu = time.process_time() - self._cpu, time.process_time()
        gui_cpu, self._gui_cpu = time.thread_time() - self._gui_cpu, time.thread_time()
        if SLOW_S and gui_cpu > SLOW_S:
            where = self._stalled_in or "(no stack)"
            self.outcome.slow.append(
                f"step {self._step} gap {gap:.2f} s, GUI thread {gui_cpu:.2f} s of CPU, "
                f"during [{self._action}]:\n{where}"
            )
        if time.monotonic() - self._action_started > BLOCKED_S:  # inside an action: a loop of its own?
            self._unblock()
        if gap > self.outcome.longest_gap_s:
            self.outcome.longest_gap_s, self.outcome.longest_gap_action = gap, self._action
            self.outcome.longest_gap_cpu_s = cpu
        if gap > STALL_S and cpu > STALL_CPU_S:
            where = self._stalled_in or "(no stack: the GUI thread was in Qt's own code)"
            self._defect(
                "stall",
                f"the event loop stalled {gap:.1f} s while the process used {cpu:.1f} s of CPU; "
                f"the GUI thread was in:\n{where}",
            )
        self._last_beat, self._stalled_in = time.monotonic(), ""

    def _watch(self) -> None:
        """A watchdog thread: while the event loop is stalled, note where the GUI thread is."""
        while not self._done.wait(0.25):
            late = min(STALL_S, SLOW_S or STALL_S) * 0.75
            if time.monotonic() - self._last_beat > late and not self._stalled_in:
                frame = sys._current_frames().get(self._gui_thread)
                self._stalled_in = "".join(traceback.format_stack(frame)[-12:]) if frame else ""

    def _unblock(self) -> None:
        """An action has not returned for BLOCKED_S seconds while the event loop runs: a modal dialog or menu
        the patches did not catch. Close it and report it, so that the run goes on."""
        for widget in (QApplication.activePopupWidget(), QApplication.activeModalWidget()):
            if widget is not None:
                self._defect("blocking dialog", f"{type(widget).__name__} {widget.windowTitle()!r} waited for input")
                if isinstance(widget, QDialog):
                    widget.reject()
                else:
                    widget.close()
        self._action_started = time.monotonic()

    def excepthook(self, exc_type, exc, tb) -> None:
        self._defect("exception", "".join(traceback.format_exception(exc_type, exc, tb)))

    def _on_internal(self, failure) -> None:
        self._defect("internal error", failure.details)

    def _check_texts(self) -> None:
        win = self.window
        texts = [box.text() + "\n" + box.informativeText() for box in open_boxes(win)]
        texts += [label.text() for label in win.findChildren(QLabel) if label.isVisible()]
        for text in texts:
            if RAW.search(text):
                self._defect("raw message", text)

    # ------------------------------------------------------------------ running
    def run(self, steps: int) -> Outcome:
        old_hook = sys.excepthook
        sys.excepthook = self.excepthook
        REPORTER.internal.connect(self._on_internal)
        self._clock.start()
        self._cpu, self._gui_cpu = time.process_time(), time.thread_time()
        self._heartbeat.start()
        self._last_beat, self._stalled_in = time.monotonic(), ""
        self._gui_thread, self._done = threading.get_ident(), threading.Event()
        watchdog = threading.Thread(target=self._watch, daemon=True)
        watchdog.start()
        every_sample_at = {round(i * steps / len(self._samples)) for i in range(len(self._samples))}
        try:
            for self._step in range(steps):
                if self._step in every_sample_at and self._samples:
                    self._do("open sample", self._open_sample, self._samples.pop())
                else:
                    name, act = self._choose()
                    self._do(name, act)
                self.outcome.steps = self._step + 1
            self._settle()
        finally:
            self._done.set()
            watchdog.join()
            self._heartbeat.stop()
            REPORTER.internal.disconnect(self._on_internal)
            sys.excepthook = old_hook
        return self.outcome

    def _do(self, name: str, act, *args) -> None:
        self._action = name
        self._action_started = time.monotonic()
        try:
            detail = act(*args)
        except Exception:  # the application raised into the action that called it: a defect like any other
            self._defect("exception", traceback.format_exc())
            detail = "raised"
        self._action_started = float("inf")
        self._action = f"{name}: {detail}" if detail else name
        self.outcome.actions.append(self._action)
        if self.trail is not None:  # written as it happens: a crash of the process leaves its last actions
            self.trail.write(f"seed {self.seed} step {self._step}: {self._action}\n")
            self.trail.flush()
        self.qtbot.wait(self.rng.choice((0, 5, 20, 60, 150)))  # a student's pace: sometimes very fast
        self._check_texts()
        if self.rng.random() < 0.7:  # the student reads the message and presses OK (or leaves it)
            for box in open_boxes(self.window):
                box.done(0)

    def _settle(self) -> None:
        """Let the last jobs end (or be stopped) so that nothing runs after the test."""
        self._action = "settle"
        deadline = time.monotonic() + 20
        while self.window.busy() and time.monotonic() < deadline:
            self.qtbot.wait(50)
        self._check_texts()

    def _choose(self):
        choices = (
            (30, "click a button", self._click_button),
            (14, "choose in a combo box", self._combo),
            (12, "switch a tab", self._tab),
            (12, "menu command", self._menu),
            (10, "type in a spin box", self._spin),
            (10, "click a plot", self._plot_click),
            (6, "click a table cell", self._table_click),
            (5, "switch model", self._switch_model),
            (5, "set a column's kind", self._set_kind),
            (3, "open sample", self._open_sample),
            (3, "presentation mode", self._presentation),
            (4, "key", self._key),
            (1, "switch language", self._switch_language),
        )
        weights = [w for w, _n, _a in choices]
        _w, name, act = self.rng.choices(choices, weights)[0]
        return name, act

    # ------------------------------------------------------------------ what can be touched
    def _visible(self, kind) -> list:
        win = self.window
        found = [w for w in win.findChildren(kind) if w.isVisible() and w.isEnabled()]
        return [w for w in found if not isinstance(w.window(), QMessageBox)]

    @staticmethod
    def _name(widget: QWidget) -> str:
        text = getattr(widget, "text", None)
        text = text() if callable(text) else ""
        return f"{type(widget).__name__} {text or widget.objectName() or widget.toolTip()[:30]!r}".strip()

    # ------------------------------------------------------------------ actions
    def _click_button(self):
        buttons = self._visible(QAbstractButton)
        if not buttons:
            return "none visible"
        button = self.rng.choice(buttons)
        name = self._name(button)
        menu = button.menu() if hasattr(button, "menu") else None
        if menu is not None:  # its click opens the menu in a loop of Qt's own: choose in the menu instead
            actions = [a for a in menu.actions() if a.isEnabled() and not a.isSeparator()]
            if not actions:
                return f"{name}: an empty menu"
            action = self.rng.choice(actions)
            action.trigger()
            return f"{name} ▸ {action.text()}"
        button.click()
        return name

    def _combo(self):
        combos = [c for c in self._visible(QComboBox) if c.count()]
        if not combos:
            return "none visible"
        combo = self.rng.choice(combos)
        index = self.rng.randrange(combo.count())
        name = f"{self._name(combo)} -> {combo.itemText(index)!r}"
        combo.setCurrentIndex(index)
        combo.activated.emit(index)
        return name

    def _tab(self):
        bars = [b for b in self._visible(QTabBar) if b.count()]
        if not bars:
            return "none visible"
        bar = self.rng.choice(bars)
        index = self.rng.randrange(bar.count())
        bar.setCurrentIndex(index)
        return bar.tabText(index)

    def _menu(self):
        actions = []
        stack = [a.menu() for a in self.window.menuBar().actions() if a.menu()]
        while stack:
            menu = stack.pop()
            for action in menu.actions():
                if action.menu():
                    stack.append(action.menu())
                elif not action.isSeparator() and action.isEnabled():
                    actions.append(action)
        quit_action = self.window.actions.get("quit")
        actions = [
            a
            for a in actions
            if a is not quit_action and not a.objectName().startswith("language") and a not in self._language_actions()
        ]
        if not actions:
            return "none enabled"
        action: QAction = self.rng.choice(actions)
        text = action.text().replace("&", "")
        action.trigger()
        self._follow_window()
        return text

    def _language_actions(self) -> list:
        return [a for key, a in self.window.actions.items() if key.startswith("language_")]

    def _spin(self):
        spins = self._visible(QAbstractSpinBox)
        if not spins:
            return "none visible"
        spin = self.rng.choice(spins)
        typed = self.rng.choice(TYPED)
        spin.setFocus()
        spin.selectAll()
        QTest.keyClicks(spin, typed)
        QTest.keyClick(spin, Qt.Key.Key_Return)
        if self.rng.random() < 0.3:
            QTest.keyClick(spin, self.rng.choice((Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp)))
        return f"{self._name(spin)} <- {typed!r}"

    def _plot_click(self):
        import pyqtgraph as pg

        views = self._visible(pg.GraphicsView)
        if not views:
            return "none visible"
        view = self.rng.choice(views)
        viewport = view.viewport()
        size = viewport.size()
        if size.width() < 2 or size.height() < 2:
            return "no room"
        point = QPoint(self.rng.randrange(size.width()), self.rng.randrange(size.height()))
        button = Qt.MouseButton.LeftButton if self.rng.random() < 0.85 else Qt.MouseButton.RightButton
        if self.rng.random() < 0.15:
            QTest.mouseDClick(viewport, button, Qt.KeyboardModifier.NoModifier, point)
        else:
            QTest.mouseClick(viewport, button, Qt.KeyboardModifier.NoModifier, point)
        return f"{type(view).__name__} at ({point.x()}, {point.y()})"

    def _table_click(self):
        views = [
            v for v in self._visible(QAbstractItemView) if v.model() is not None and v.model().rowCount(QModelIndex())
        ]
        if not views:
            return "none visible"
        view = self.rng.choice(views)
        model = view.model()
        row = self.rng.randrange(min(model.rowCount(QModelIndex()), 50))
        try:
            columns = model.columnCount(QModelIndex())
        except TypeError:  # a list model keeps its column count private: one column
            columns = 1
        column = self.rng.randrange(max(columns, 1))
        index = model.index(row, column)
        rect = view.visualRect(index)
        if not rect.isValid():
            return "cell not shown"
        if self.rng.random() < 0.2:
            QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
            QTest.keyClick(view.viewport(), Qt.Key.Key_Escape)
        else:
            QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
        return f"{type(view).__name__} cell ({row}, {column})"

    def _switch_model(self):
        combo = self.window.model_panel.model_combo
        index = self.rng.randrange(combo.count())
        combo.setCurrentIndex(index)
        return combo.itemData(index)

    def _set_kind(self):
        dataset = self.window.session.dataset
        if dataset is None:
            return "no data"
        column = self.rng.choice(list(dataset.columns))
        kind = self.rng.choice(KINDS)
        session = self.window.session
        if kind == "target":
            session.set_target(column)
        else:
            session.set_kind(column, kind)
        return f"{column} -> {kind}"

    def _open_sample(self, sample_id: str | None = None):
        sample_id = sample_id or self.rng.choice([s.id for s in SAMPLES])
        self.window.files._saved = None  # nothing to confirm (the question is answered "Discard" anyway)
        self.window.files.open_sample(sample_id)
        return sample_id

    def _presentation(self):
        action = self.window.actions["presentation"]
        action.trigger()
        return "on" if action.isChecked() else "off"

    def _key(self):
        key = self.rng.choice((Qt.Key.Key_Escape, Qt.Key.Key_Tab, Qt.Key.Key_F6, Qt.Key.Key_Space, Qt.Key.Key_Return))
        target = QApplication.focusWidget() or self.window
        if isinstance(target.window(), QMessageBox):
            target = self.window
        QTest.keyClick(target, key)
        return Qt.Key(key).name

    def _switch_language(self):
        language = "zh_CN" if self.window.language == "en" else "en"
        self.window.switch_language(language)
        self._follow_window()
        return language

    def _follow_window(self) -> None:
        """A language switch replaces the window: go on with the new one, at the same size."""
        current = QApplication.instance().property("bayesgui_window")
        if current is not None and shiboken6.isValid(current) and current is not self.window and current.isVisible():
            self.window = current  # (closed by the test: pytest-qt would close a window a later switch deleted)
            self.window.resize(*self.size)
