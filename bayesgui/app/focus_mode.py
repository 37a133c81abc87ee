"""Focus mode (F11, View ▸ Focus on the picture): only the picture of the tab shown and the controls it needs
(the EM lab: play, step, speed), full screen, for a projector; Esc or F11 again gives everything back.

The menu bar, the toolbar, the status bar, the notice bar, the tab bar and the docks are hidden, and so are the
parts the workspace lists in ``Workspace.focus_hides`` (its settings and side panels); the workspaces keep
their layouts meanwhile (``Workspaces.frozen``). Ctrl+PgDn / PgUp still change the tab; every action keeps its
shortcut (the window holds the actions too, since a hidden menu bar's shortcuts would not fire).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QToolBar, QWidget

from bayesgui.app.workspaces import workspace_of


class FocusMode(QObject):
    """Switches focus mode for ``window`` (a ``MainWindow``)."""

    toggled = Signal(bool)
    full_screen = True  # tests measure the window at a given size with this off

    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window
        self.on = False
        self._chrome: list[QWidget] = []  # what focus mode hid, to show again
        self._parts: list[QWidget] = []  # the hidden parts of the tab shown
        self._states = window.windowState()
        window.tabs.currentChanged.connect(self._on_tab_changed)

    def set_on(self, on: bool) -> None:
        if on == self.on:
            return
        self.on = on
        w = self._window
        if on:
            w.workspaces.remember()
            w.workspaces.frozen = True
            chrome = [w.menuBar(), w.statusBar(), w.notices, w.tabs.tabBar(), *w.findChildren(QToolBar), *w.docks]
            self._chrome = _hide(chrome)
            self._parts = _hide(workspace_of(w).focus_hides(w))
            self._states = w.windowState()
            if self.full_screen:
                w.setWindowState(self._states | Qt.WindowState.WindowFullScreen)
        else:
            _show(self._parts + self._chrome)
            self._parts, self._chrome = [], []
            if self.full_screen:
                w.setWindowState(self._states)
            w.workspaces.frozen = False
            w.workspaces.show_current()  # the tab may have changed meanwhile
        self.toggled.emit(on)

    def _on_tab_changed(self, _index: int) -> None:
        if self.on:
            _show(self._parts)
            self._parts = _hide(workspace_of(self._window).focus_hides(self._window))


def _hide(widgets: list[QWidget]) -> list[QWidget]:
    """Hide the ``widgets`` that are not hidden already; return them."""
    hidden = [widget for widget in widgets if not widget.isHidden()]
    for widget in hidden:
        widget.hide()
    return hidden


def _show(widgets: list[QWidget]) -> None:
    for widget in widgets:
        widget.show()
