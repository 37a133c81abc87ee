"""Keyboard-only use: Tab leaves every table, F6 cycles the panes, Ctrl+PgDn/PgUp switch tabs, names for all."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLabel, QTabBar, QTabWidget, QWidget

from bayesgui.app.keyboard import cycle_panes, first_focusable, panes
from tests.app.conftest import open_and_train


def test_no_table_keeps_the_tab_key(qtbot, window):
    open_and_train(qtbot, window, "watermelon3")
    views = window.findChildren(QAbstractItemView)
    assert len(views) >= 5 and not [v for v in views if v.tabKeyNavigation()]
    window.activateWindow()
    window.table_view.setFocus()
    qtbot.waitUntil(lambda: window.table_view.hasFocus())
    qtbot.keyClick(window.table_view, Qt.Key.Key_Tab)
    assert not window.table_view.hasFocus()


def test_tab_reaches_every_control_of_the_em_lab(qtbot, window):
    open_and_train(qtbot, window, "watermelon3")
    window.tabs.setCurrentWidget(window.em_lab)
    window.activateWindow()
    first = window.em_lab.controls.x_combo
    first.setFocus()
    qtbot.waitUntil(first.hasFocus)
    reached, widget = set(), first
    for _ in range(300):
        reached.add(widget)
        widget = widget.nextInFocusChain()
        while not (widget.isVisible() and widget.isEnabled() and widget.focusPolicy() & Qt.FocusPolicy.TabFocus):
            widget = widget.nextInFocusChain()
        if widget is first:
            break
    bic = window.em_lab.bic_plot
    assert bic.button in reached and bic.max_k_spin in reached and window.em_lab.param_table in reached


def test_ctrl_page_down_and_f6(qtbot, window):
    open_and_train(qtbot, window, "watermelon3")
    window.activateWindow()
    window.table_view.setFocus()
    qtbot.keyClick(window.table_view, Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
    assert window.tabs.currentIndex() == 1
    qtbot.keyClick(window.tabs, Qt.Key.Key_PageUp, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window.tabs, Qt.Key.Key_PageUp, Qt.KeyboardModifier.ControlModifier)
    assert window.tabs.currentIndex() == window.tabs.count() - 1
    order = panes(window)
    # the Classify form is rebuilt for the trained model and shown on the next layout pass
    qtbot.waitUntil(lambda: all(first_focusable(pane) is not None for pane in order))
    seen = []
    for _ in order:
        target = cycle_panes(window, 1)
        seen.append(next(p for p in order if p.isAncestorOf(target)))
    assert len(set(map(id, seen))) == len(order)


def test_every_control_has_an_accessible_name(qtbot, window):
    open_and_train(qtbot, window, "watermelon3")
    window.query_form.values()  # the query form builds its rows over a few turns: all of them now
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        named_by_label = {label.buddy() for label in window.findChildren(QLabel) if label.buddy() is not None}
        nameless = [
            w for w in window.findChildren(QWidget)
            if w.isVisible() and w.focusPolicy() & Qt.FocusPolicy.TabFocus and not w.accessibleName()
            and w not in named_by_label and not _has_text(w) and not isinstance(w, (QTabWidget, QTabBar))
        ]  # fmt: skip
        assert not nameless, [(type(w).__name__, window.tabs.tabText(index)) for w in nameless]


def _has_text(widget) -> bool:
    text = getattr(widget, "text", None)
    return callable(text) and isinstance(text(), str) and text().strip("?& ") != ""
