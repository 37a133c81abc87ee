"""Workspaces: each tab of the window is one activity, with only the panels (docks) it uses and its picture
taking the room.

``WORKSPACES`` lists, tab by tab, the workspace's key (settings, file names), the docks it shows the first time,
its main picture (what Export plot saves, what focus mode keeps) and the parts focus mode hides. ``Workspaces``
switches the docks with the tab: it remembers each workspace's dock layout (``QMainWindow.saveState``) when the
tab is left, restores it when the tab comes back, keeps them in QSettings, and resets them (View ▸ Reset layout).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, QObject, QPoint, QSettings, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

ALL_DOCKS = ("columns", "model", "classify", "loss", "work", "learning")


@dataclass(frozen=True)
class Workspace:
    """One activity: ``tab`` is the window's attribute holding its page."""

    key: str
    tab: str
    docks: tuple[str, ...]
    picture: Callable[[object], QWidget]
    focus_hides: Callable[[object], list[QWidget]] = lambda _window: []


def _em_picture(window) -> QWidget:
    lab = window.em_lab
    return lab.plots[0] if lab.plot_stack.currentIndex() == 0 else lab.plot_1d


def _em_hides(window) -> list[QWidget]:
    lab, controls = window.em_lab, window.em_lab.controls
    return [lab.side_panel, controls.reset_button, controls.only_m_check, controls.export_button]


def _evaluate_hides(window) -> list[QWidget]:
    return [window.evaluate_view.controls, window.evaluate_view.status]


def _bayes_net_hides(window) -> list[QWidget]:
    tab = window.bayes_net_tab
    return [tab.edit_bar, tab.message, tab.side_tabs]


WORKSPACES = (
    Workspace("data", "table_view", ALL_DOCKS, lambda w: w.table_view),
    Workspace("tables", "cpt_view", (), lambda w: w.cpt_view.current_page()),
    Workspace("em", "em_lab", (), _em_picture, _em_hides),
    Workspace(
        "incomplete",
        "incomplete_lab",
        (),
        lambda w: w.incomplete_lab.bound_plot,
        lambda w: [w.incomplete_lab.side_panel, w.incomplete_lab.gif_button],
    ),
    Workspace("regions", "region_view", (), lambda w: w.region_view.plot, lambda w: [w.region_view.controls]),
    Workspace("evaluate", "evaluate_view", (), lambda w: w.evaluate_view.pages.currentWidget(), _evaluate_hides),
    Workspace("bayes-net", "bayes_net_tab", (), lambda w: w.bayes_net_tab.graph, _bayes_net_hides),
)
_KEY = "workspace/{0}/state"


def workspace_of(window, page: QWidget | None = None) -> Workspace:
    """The workspace of ``page`` (default: the tab shown)."""
    page = window.tabs.currentWidget() if page is None else page
    return next((w for w in WORKSPACES if getattr(window, w.tab) is page), WORKSPACES[0])


def main_picture(window) -> QWidget:
    """The picture of the workspace shown."""
    return workspace_of(window).picture(window)


def export_picture(window) -> QWidget:
    """What Export plot saves: the picture of the tab shown; on the Data tab the posterior and risk bars while
    they are in view (else the table)."""
    if window.pages.currentWidget() is window.tabs and window.tabs.currentWidget() is not window.table_view:
        return main_picture(window)
    bars = window.posterior_view
    return bars if bars.isVisible() or not window.isVisible() else window.table_view


def picture_name(window) -> str:
    """Export plot's file name, without its suffix: the tab's (or the bars') name, then the data's."""
    tab = window.tabs.tabText(window.tabs.currentIndex()).replace("&", "")
    if window.tabs.currentWidget() is window.table_view and export_picture(window) is window.posterior_view:
        tab = window.posterior_view.accessibleName()
    data = Path(window.files.display_name()).stem
    return f"{tab}-{data}" if data else tab


class Workspaces(QObject):
    """Shows each tab's docks and remembers their layout per workspace.

    ``frozen`` (focus mode): the docks stay as they are (hidden) and nothing is remembered until it thaws.
    """

    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window
        self._docks = {dock.objectName(): dock for dock in window.docks}
        self._states: dict[str, QByteArray] = {}
        self._current: Workspace | None = None
        self.frozen = False
        window.tabs.currentChanged.connect(lambda _index: self.show_current())
        self._room = QTimer(self, singleShot=True, interval=0)  # the loss matrix's room, once its dock is placed
        self._room.timeout.connect(self.give_loss_room)
        self._docks["loss"].visibilityChanged.connect(lambda shown: self._room.start() if shown else None)
        window.loss_editor.table_model.rejected.connect(lambda _message: self._room.start())
        window.installEventFilter(self)  # a new window size: the loss matrix's rows whole again

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Resize:
            self._room.start()
        return False

    def give_loss_room(self) -> None:
        """The loss matrix, raised from behind its tab below the Classify panel (or showing a refusal), taller
        by what its rows, its reject option and its message need, taken from the Classify panel above it (the
        query form gives it; the bars keep theirs)."""
        window, loss, classify = self._window, self._docks["loss"], self._docks["classify"]
        area = loss.widget()
        if self.frozen or loss.isFloating() or not loss.isVisible() or not classify.isVisible():
            return
        if window.dockWidgetArea(loss) != window.dockWidgetArea(classify) or classify.isFloating():
            return
        corner = loss.mapTo(window, QPoint(loss.width(), loss.height()))
        if corner.x() < 0 or corner.y() < 0:  # behind another dock's tab: Qt parks it above the window, "visible"
            return
        splitter = window.classify_splitter
        bars = splitter.sizes()[1]
        content, above = area.widget(), classify.widget()
        moved = False
        for _ in range(2):  # once more if the new width wraps the options otherwise
            width = area.viewport().width()
            need = content.heightForWidth(width) if content.hasHeightForWidth() else content.sizeHint().height()
            spare = above.viewport().height() - above.widget().minimumSizeHint().height()
            extra = min(need - area.viewport().height(), spare)
            if extra <= 0:
                break
            least = loss.minimumHeight()  # resizeDocks shares out by weight: a floor lands exactly
            loss.setMinimumHeight(loss.height() + extra)
            window.layout().activate()
            loss.setMinimumHeight(least)
            moved = True
        if not moved:
            return
        total = sum(splitter.sizes())
        splitter.setSizes([max(total - bars, 0), min(bars, total)])  # the query form gives the room

    @property
    def current(self) -> Workspace:
        return workspace_of(self._window)

    def load(self) -> None:
        """Read the remembered layouts."""
        settings = QSettings()
        for workspace in WORKSPACES:
            state = settings.value(_KEY.format(workspace.key))
            if isinstance(state, QByteArray):
                self._states[workspace.key] = state

    def remember(self) -> None:
        """Keep the layout of the workspace shown (also in QSettings)."""
        if self._current is None or self.frozen:
            return
        state = self._window.saveState()
        self._states[self._current.key] = state
        QSettings().setValue(_KEY.format(self._current.key), state)

    def show_current(self) -> None:
        """Leave the last workspace (its layout is remembered) and lay out the one shown."""
        if self.frozen:
            return
        self.remember()
        workspace = self._current = self.current
        state = self._states.get(workspace.key)
        if state is None or not self._window.restoreState(state):
            self.apply_default(workspace)
        self._window.layout().activate()  # the docks in their places now, not on the next turn

    def fit_to_window(self) -> None:
        """Shape the default layout again for the window's size (it is shown now), unless one was remembered."""
        workspace = self.current
        if not self.frozen and workspace.key not in self._states:
            self._current = workspace
            self.apply_default(workspace)

    def reset(self) -> None:
        """Forget every workspace's layout and lay out the one shown as at first."""
        settings = QSettings()
        for workspace in WORKSPACES:
            settings.remove(_KEY.format(workspace.key))
        self._states.clear()
        self._current = None
        self.show_current()

    def apply_default(self, workspace: Workspace) -> None:
        """The first layout: the workspace's docks, shaped for the window's size (see ``default_data_layout``)."""
        for name, dock in self._docks.items():
            if dock.isFloating():  # (docked already: setFloating re-sets its window flags, ~0.3 ms a dock a tab)
                dock.setFloating(False)
            dock.setVisible(name in workspace.docks)
        if workspace.key == "data":
            default_data_layout(self._window, self._docks)


def default_data_layout(window, docks: dict) -> None:
    """The Classify workspace: the table in the middle; on the right the Classify panel (the query and the
    posterior and risk bars) above "Show your work", the loss matrix, the model, the columns and the learning mode,
    as tabs."""
    right = Qt.DockWidgetArea.RightDockWidgetArea
    classify, work = docks["classify"], docks["work"]
    window.addDockWidget(right, classify)
    window.addDockWidget(right, work)
    window.splitDockWidget(classify, work, Qt.Orientation.Vertical)
    for name in ("loss", "model", "columns", "learning"):
        window.tabifyDockWidget(work, docks[name])
    work.raise_()
    _size_data_layout(window, docks)
    QTimer.singleShot(0, window, lambda: _size_data_layout(window, docks))  # again once the docks are laid out


def _size_data_layout(window, docks: dict) -> None:
    """The right column 42 % of the window, the Classify panel 62 % of its height (57 % on a tall screen, the tabs
    below it the rest); in that panel the query form 38 %, the bars the rest."""
    classify, work = docks["classify"], docks["work"]
    if not classify.isVisible() or classify.isFloating():
        return
    width, height = max(window.width(), 800), max(window.height(), 500)
    window.resizeDocks([classify], [width * 42 // 100], Qt.Orientation.Horizontal)
    lower = 27 if height >= 900 else 22  # a tall screen: the loss matrix's rows whole when its tab is chosen
    window.resizeDocks([classify, work], [height * (84 - lower) // 100, height * lower // 100], Qt.Orientation.Vertical)
    splitter = window.classify_splitter
    total = sum(splitter.sizes())
    query = total * 38 // 100
    splitter.setSizes([query, total - query])


def fit_screen(window, width: int, height: int) -> None:
    """Size ``window`` ``width`` × ``height`` and centre it on its screen, or, when its screen's available
    geometry is smaller, fill that room (maximised)."""
    screen = (window.screen() or QGuiApplication.primaryScreen()).availableGeometry()
    frame = window.frameGeometry().size() - window.geometry().size()  # title bar and borders, once shown
    if width + frame.width() > screen.width() or height + frame.height() > screen.height():
        window.resize(screen.width() - frame.width(), screen.height() - frame.height())
        window.move(screen.topLeft())
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
    else:
        window.resize(width, height)
        window.move(screen.center() - window.rect().center())
