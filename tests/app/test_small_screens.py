"""The classroom's screens: the window fits 1280×720 and 1366×768 in English and Chinese, nothing off-screen, and
no text cut off, hidden or overlapping on any tab, inside the docks' scroll areas too (:mod:`tests.app.truncation`).
"""

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QDockWidget, QScrollArea, QWidget

from tests.app.conftest import window_in
from tests.app.truncation import truncated

SCREENS = [(1280, 720), (1366, 768)]
FRAME = 80  # title bar, window frame and a task bar
SCROLLS_DOWN = ("columns", "model", "work", "learning")  # lists and forms: their lower rows may be below the fold
SCROLLING_PANELS = ("QueryForm", "EmLab", "IncompleteLab")  # the query's fields (one per column); the EM lab's
# side plots; the incomplete-data lab's parameters and formulas (its plots are outside its scroll area)


def may_scroll(area: QScrollArea) -> bool:
    """Whether ``area`` may be lower than its content (the user scrolls down to the rest): the docks of lists
    and forms, the query's fields and the EM lab's side panel. The Classify dock's bars, the loss matrix and the
    incomplete-data lab's plots must be seen whole (issue 22)."""
    node = area.parentWidget()
    while node is not None:
        if type(node).__name__ in SCROLLING_PANELS:
            return True
        if isinstance(node, QDockWidget):
            return node.objectName() in SCROLLS_DOWN
        node = node.parentWidget()
    return False


@pytest.fixture(params=["en", "zh_CN"])
def small_window(request, qtbot, answers):
    yield from window_in(qtbot, request.param)


def _scrolled(widget: QWidget, top: QWidget) -> bool:
    """Whether ``widget`` lies inside a scroll area's viewport (it may be scrolled out of sight by design)."""
    child, parent = widget, widget.parentWidget()
    while parent is not None and parent is not top:
        if isinstance(parent, QAbstractScrollArea) and child is parent.viewport() and child is not widget:
            return True
        child, parent = parent, parent.parentWidget()
    return False


def parked(rect: QRect) -> bool:
    """Whether ``rect`` lies wholly above or left of the window: where Qt parks a dock hidden behind another one's
    tab (it stays "visible") and a dock area's unused tab bar."""
    return rect.right() < 0 or rect.bottom() < 0


def behind_a_tab(dock: QWidget, win: QWidget) -> bool:
    """Whether ``dock`` is a dock hidden behind another one's tab (Qt parks it outside the window, "visible")."""
    return parked(QRect(dock.mapTo(win, QPoint(0, 0)), dock.size()))


def each_dock_behind_a_tab(win: QWidget, qtbot):
    """Raise, one after the other, each dock that is behind another dock's tab, yielding it (the checks see what
    the user sees on choosing that tab); the docks in front are raised again at the end."""
    front = [dock for dock in win.docks if dock.isVisible() and not behind_a_tab(dock, win)]
    for dock in [dock for dock in win.docks if dock.isVisible() and behind_a_tab(dock, win)]:
        dock.raise_()
        for _ in range(3):
            qtbot.wait(5)
            QApplication.processEvents()
        yield dock
    for dock in front:
        dock.raise_()


def outside(win: QWidget) -> list[str]:
    """The visible widgets of ``win`` that do not lie wholly inside it, each with its place. What a scroll area
    holds is left to :func:`tests.app.truncation.truncated` (cut sideways, or below a fold that may not scroll)."""
    bounds, found = win.rect(), []
    for widget in win.findChildren(QWidget):
        if not widget.isVisible() or widget.isWindow() or _scrolled(widget, win):
            continue
        rect = QRect(widget.mapTo(win, QPoint(0, 0)), widget.size())
        if not bounds.contains(rect) and not parked(rect):
            found.append(f"{type(widget).__name__} {widget.objectName()!r} at {rect.getRect()}")
    return found


@pytest.mark.parametrize("width, height", SCREENS)
def test_the_window_fits_the_screen(qtbot, small_window, width, height):
    win = small_window
    hint = win.minimumSizeHint()
    assert hint.width() <= width and hint.height() <= height - FRAME, hint
    win.resize(width, height - FRAME)
    qtbot.waitUntil(lambda: win.width() == width and win.height() == height - FRAME)
    problems = []
    for index in range(win.tabs.count()):
        win.tabs.setCurrentIndex(index)
        for _ in range(3):  # the Alt letters change texts on the next turn, their layouts on the one after
            qtbot.wait(5)
            QApplication.processEvents()
        tab = win.tabs.tabText(index)
        problems += [f"[{tab}] {p}" for p in outside(win) + truncated(win, may_scroll)]
        for dock in each_dock_behind_a_tab(win, qtbot):
            problems += [f"[{tab}, {dock.objectName()} raised] {p}" for p in truncated(win, may_scroll)]
    assert not problems, "\n".join(dict.fromkeys(problems))


@pytest.fixture(params=["en", "zh_CN"])
def iris_window(request, qtbot, answers):
    yield from window_in(qtbot, request.param, "iris")


def test_a_refused_loss_is_explained_in_view(qtbot, iris_window):
    """On the smallest screen the loss matrix, chosen from its tab below the Classify panel, shows its three rows,
    the reject row, the reject option and, once a cell is refused, the message saying why (not below the fold)."""
    win, (width, height) = iris_window, SCREENS[0]
    win.resize(width, height - FRAME)
    qtbot.waitUntil(lambda: win.height() == height - FRAME)
    editor = win.loss_editor
    editor.reject_check.setChecked(True)
    dock = next(dock for dock in win.docks if dock.objectName() == "loss")
    dock.raise_()
    qtbot.waitUntil(lambda: editor.isVisible() and editor.table_model.rowCount() == 4)
    assert not editor.table_model.setData(editor.table_model.index(0, 1), "-1", Qt.ItemDataRole.EditRole)
    for _ in range(3):
        qtbot.wait(5)
        QApplication.processEvents()
    viewport = dock.widget().viewport()
    shown = QRect(viewport.mapTo(win, QPoint(0, 0)), viewport.size())
    for part in (editor.table, editor.message_label, editor.reject_check, editor.reset_button):
        assert part.isVisible() and shown.contains(QRect(part.mapTo(win, QPoint(0, 0)), part.size())), part
    table = editor.table
    assert table.rowAt(0) == 0 and table.rowAt(table.viewport().height() - 1) == 3  # every row in view
    assert editor.message() and not truncated(win, may_scroll)
