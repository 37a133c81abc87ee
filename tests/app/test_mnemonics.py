"""One owner per Alt key on every tab and in every menu, in English and in Chinese, also after a change."""

import collections

import pytest
from PySide6.QtWidgets import QApplication

from bayesgui.app.mnemonics import mnemonic, owners, with_free_key
from tests.app.test_small_screens import small_window  # noqa: F401 (a fixture: the window in each language)


def test_with_free_key():
    assert with_free_key("&Model:", {"M"}) == "M&odel:"
    assert with_free_key("模型(&M)：", {"M"}) == "模型(&A)："
    assert with_free_key("Smoothing &λ", {"S", "M", "O"}) == "Smoo&thing λ"
    assert with_free_key("&Play", set("PLAY")) == "Play (&B)"


def alt_keys(win) -> dict[str, list[str]]:
    found = collections.defaultdict(list)
    for action in win.menuBar().actions():
        found[mnemonic(action.text())].append(action.text())
    for scope in [win.tabs.currentWidget(), *win.docks]:
        for widget in owners(scope):
            text = widget.title() if hasattr(widget, "title") else widget.text()
            found[mnemonic(text)].append(text)
    found.pop(None, None)
    return found


def settle(qtbot, win):
    qtbot.wait(10)
    QApplication.processEvents()


@pytest.mark.parametrize("model", ["naive-bayes", "mixture", "svm"])
def test_each_alt_key_has_one_owner(qtbot, small_window, model):  # noqa: F811
    win = small_window
    win.session.set_settings(win.session.settings.replace(model=model))
    qtbot.waitUntil(lambda: not win.busy(), timeout=15000)
    for index in range(win.tabs.count()):
        win.tabs.setCurrentIndex(index)
        settle(qtbot, win)
        shared = {key: who for key, who in alt_keys(win).items() if len(who) > 1}
        assert not shared, (win.tabs.tabText(index), shared)
    for menu_action in win.menuBar().actions():
        texts = [a.text() for a in menu_action.menu().actions() if mnemonic(a.text())]
        assert len(texts) == len({mnemonic(t) for t in texts}), (menu_action.text(), texts)


def test_pause_keeps_its_key_unique(qtbot, small_window):  # noqa: F811
    win = small_window
    win.tabs.setCurrentWidget(win.em_lab)
    win.em_lab.controls.set_playing(True, False)
    win.mnemonic_keeper.schedule()
    settle(qtbot, win)
    assert not {key: who for key, who in alt_keys(win).items() if len(who) > 1}
