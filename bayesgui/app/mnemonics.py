"""One owner per Alt key: the menus keep their letters, then the tab shown, then the docks; a later label or
button whose letter is taken (or cannot be typed, as λ) moves its ``&`` to a free letter of its own text, or
else to a free letter in a "(&X)" after it, as Chinese labels do. Run again whenever the texts shown change
(tab, model, playing); each widget's own text and the letter it showed are remembered, so a control keeps its
letter when others appear or disappear, and gets it back when it is shown again if the letter is still free.
"""

from __future__ import annotations

import re
import string

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMenu, QWidget

from bayesgui.qt.common.text.mnemonic import OWN_TEXT

TYPABLE = set(string.ascii_uppercase + string.digits)
_MARK = re.compile(r"&([^&\s])")
_OWN_TEXT = OWN_TEXT  # [the text the program gave, the text shown]
_SEEN = "bayesgui_mnemonic_check"  # the check that last gave the widget its letter
_CHECK = "bayesgui_mnemonic_checks"  # on the window: how many checks have run
_SUFFIX = re.compile(r"\s*\(&[^&\s]\)")


def mnemonic(text: str) -> str | None:
    """The Alt key of ``text`` ("&File" -> "F"), or None."""
    found = _MARK.search(text.replace("&&", ""))
    return found.group(1).upper() if found else None


def with_free_key(text: str, used: set[str]) -> str:
    """``text`` with its ``&`` moved to a typable letter not in ``used``, or without one if none is free."""
    bare = _SUFFIX.sub("", text) if _SUFFIX.search(text) else _MARK.sub(r"\1", text.replace("&&", "\0"))
    for i, char in enumerate(bare):
        if char.isascii() and char.upper() in TYPABLE and char.upper() not in used:
            return (bare[:i] + "&" + bare[i:]).replace("\0", "&&")
    free = [c for c in string.ascii_uppercase + "123456789" if c not in used]
    if free:  # as Chinese labels do: 保存(&S), Play (&J), 模型(&N)：
        stem, colon = (bare[:-1], bare[-1]) if bare[-1:] in (":", "：") else (bare, "")
        gap = " " if stem[-1:].isascii() else ""
        return f"{stem}{gap}(&{free[0]}){colon}".replace("\0", "&&")
    return bare.replace("\0", "&&")


def owners(root: QWidget) -> list[QWidget]:
    """The visible labels with a buddy, buttons and group boxes under ``root`` that have (or had) a mnemonic."""
    found = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisible():
            continue
        labelled = (isinstance(widget, QLabel) and widget.buddy() is not None) or isinstance(widget, QAbstractButton)
        if (labelled or isinstance(widget, QGroupBox)) and (mnemonic(_text(widget)) or widget.property(_OWN_TEXT)):
            found.append(widget)
    return found


def _text(widget: QWidget) -> str:
    return widget.title() if isinstance(widget, QGroupBox) else widget.text()


def _set_text(widget: QWidget, text: str) -> None:
    widget.setTitle(text) if isinstance(widget, QGroupBox) else widget.setText(text)


def make_unique(window) -> None:
    """Give each Alt key of ``window`` one owner: the menu bar, then the current tab, then the visible docks.

    Letters are stable: a control keeps the letter it showed when others appear or disappear. First the controls
    shown at the last check keep their letters, then controls shown again keep theirs, then each other control
    takes its own letter if free, and last a control whose letter is taken moves to a free one.
    """
    used = {key for action in window.menuBar().actions() if (key := mnemonic(action.text()))}
    scopes = [window.tabs.currentWidget()] if window.pages.currentWidget() is window.tabs else []
    scopes += [dock for dock in window.docks if dock.isVisible()]
    check = int(window.property(_CHECK) or 0)
    window.setProperty(_CHECK, check + 1)
    entries = []  # (widget, its own text, the text it showed if the program has not changed it since, last check)
    for scope in scopes:
        for widget in owners(scope):
            text, remembered = _text(widget), widget.property(_OWN_TEXT)
            unchanged = bool(remembered) and remembered[1] == text
            own = remembered[0] if unchanged else text  # else the program changed it
            entries.append((widget, own, text if unchanged else None, widget.property(_SEEN)))
    chosen: dict[QWidget, str] = {}

    def claim(widget, text) -> None:
        chosen[widget] = text
        if key := mnemonic(text):
            used.add(key)

    for keeps in (lambda seen: seen == check, lambda seen: True):  # shown at the last check first, then again
        for widget, _own, shown, seen in entries:
            key = mnemonic(shown) if shown is not None else None
            if widget not in chosen and keeps(seen) and key in TYPABLE and key not in used:
                claim(widget, shown)
    for widget, own, _shown, _seen in entries:
        key = mnemonic(own)
        if widget not in chosen and key in TYPABLE and key not in used:
            claim(widget, own)
    for widget, own, _shown, _seen in entries:
        if widget not in chosen:
            claim(widget, with_free_key(own, used))
    for widget, own, _shown, _seen in entries:
        if chosen[widget] != _text(widget):
            _set_text(widget, chosen[widget])
        widget.setProperty(_OWN_TEXT, [own, chosen[widget]])
        widget.setProperty(_SEEN, check + 1)


def unique_in_menu(menu: QMenu) -> None:
    """Within ``menu`` (and its submenus), one action per Alt key: a later action moves to a free letter."""
    used: set[str] = set()
    for action in menu.actions():
        key = mnemonic(action.text())
        if key is not None and (key in used or key not in TYPABLE):
            action.setText(with_free_key(action.text(), used))
            key = mnemonic(action.text())
        if key:
            used.add(key)
        if action.menu() is not None:
            unique_in_menu(action.menu())


class MnemonicKeeper(QObject):
    """Runs :func:`make_unique` on the next event-loop turn after anything that changes the texts shown."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window
        self._timer = QTimer(self, singleShot=True, interval=0)
        self._timer.timeout.connect(lambda: make_unique(window))
        session = window.session
        for signal in (
            window.tabs.currentChanged, session.settings_changed, session.model_changed, session.dataset_changed,
            window.em_lab.player.state_changed, window.incomplete_lab.play_button.toggled,
        ):  # fmt: skip
            signal.connect(self.schedule)
        self.schedule()
        for action in window.menuBar().actions():
            menu = action.menu()
            unique_in_menu(menu)
            menu.aboutToShow.connect(lambda menu=menu: unique_in_menu(menu))  # recent files change

    def schedule(self, *_args) -> None:
        """Check the mnemonics once the current change has been drawn."""
        self._timer.start()
