"""One owner per Alt key on every tab and in every menu, in English and in Chinese, also after a change."""

import collections

import pytest
from PySide6.QtWidgets import QApplication

from bayesgui.app.mnemonics import mnemonic, owners, with_free_key
from bayesgui.app.screenshots import idle
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
    qtbot.waitUntil(lambda: idle(win), timeout=30000)  # its jobs, and the drawing they left for later turns
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


def letters(win) -> dict:
    """The Alt key each visible control of the current tab and the docks shows, by widget."""
    found = {}
    for scope in [win.tabs.currentWidget(), *win.docks]:
        for widget in owners(scope):
            found[widget] = mnemonic(widget.title() if hasattr(widget, "title") else widget.text())
    return found


def kept(before: dict, after: dict, affected=()) -> dict:
    """The controls shown before and after (other than ``affected``) whose letter changed."""
    return {w.objectName() or _text_of(w): (before[w], after[w]) for w in before.keys() & after.keys()
            if w not in affected and before[w] != after[w]}  # fmt: skip


def _text_of(widget) -> str:
    return widget.title() if hasattr(widget, "title") else widget.text()


def test_switching_the_model_keeps_the_letters_of_the_other_controls(qtbot, small_window):  # noqa: F811
    win = small_window
    win.tabs.setCurrentWidget(win.em_lab)  # the tab with the most controls
    settle(qtbot, win)
    before = letters(win)
    for model in ["svm", "mixture", "qda", "naive-bayes"]:
        win.session.set_settings(win.session.settings.replace(model=model))
        qtbot.waitUntil(lambda: not win.busy(), timeout=15000)
        settle(qtbot, win)
        now = letters(win)
        assert not kept(before, now), (model, kept(before, now))
        assert len(set(now.values()) - {None}) == len([k for k in now.values() if k])  # still one owner each
        before = {**before, **now}


def test_play_and_pause_keep_the_letters_of_the_other_controls(qtbot, small_window):  # noqa: F811
    win = small_window
    win.tabs.setCurrentWidget(win.em_lab)
    settle(qtbot, win)
    before = letters(win)
    play = win.em_lab.controls.play_button
    win.em_lab.controls.set_playing(True, False)
    win.mnemonic_keeper.schedule()
    settle(qtbot, win)
    playing = letters(win)
    assert not kept(before, playing, affected={play})
    win.em_lab.controls.set_playing(False, False)
    win.mnemonic_keeper.schedule()
    settle(qtbot, win)
    assert not kept(before, letters(win), affected={play})


@pytest.mark.parametrize("tab", ["evaluate_view", "em_lab"])
def test_retraining_never_hands_a_taken_key_back(qtbot, small_window, tab):  # noqa: F811
    """The cause of a flaky Alt+V shared by "&View" and "Co&variance:": the Model panel rewrote its labels on every
    settings or model change (a retraining finishing late), undoing the moved letter until the next check."""
    win = small_window
    win.session.set_settings(win.session.settings.replace(model="mixture"))
    qtbot.waitUntil(lambda: not win.busy() and win.session.model.settings.model == "mixture", timeout=15000)
    win.tabs.setCurrentWidget(getattr(win, tab))
    settle(qtbot, win)
    assert not {key: who for key, who in alt_keys(win).items() if len(who) > 1}
    win.session.model_changed.emit()  # a retraining finishing: the panels show the model again, no check yet
    win.session.settings_changed.emit()
    win.em_lab.controls.set_playing(False, False)
    assert not {key: who for key, who in alt_keys(win).items() if len(who) > 1}
