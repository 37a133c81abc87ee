"""Workspaces: each tab shows only its panels and its picture takes the room, at 1280×720 and 1366×768, in
English and Chinese, in normal, presentation and focus mode; each workspace's layout is remembered and reset;
F11 / Esc; the first window fits its screen; Export plot saves the picture shown, named for it."""

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from bayesgui.app.focus_mode import FocusMode
from bayesgui.app.main_window import MainWindow
from bayesgui.app.screenshots import idle
from bayesgui.app.workspaces import WORKSPACES, main_picture
from tests.app.conftest import open_and_train
from tests.app.test_small_screens import FRAME

SCREENS = [(1280, 720), (1366, 768)]
PICTURE, BARS, FOCUSED = 0.40, 0.12, 0.75  # shares of the window (issue 22's targets)


def share(widget: QWidget, win: QWidget) -> float:
    """The part of ``win`` that ``widget`` shows: its geometry mapped to the window and clipped by each of its
    parents (a scroll area's viewport, a splitter, a dock) and by the window."""
    if not widget.isVisible():
        return 0.0
    rect, parent = QRect(widget.mapTo(win, QPoint(0, 0)), widget.size()), widget.parentWidget()
    while parent is not None and parent is not win:
        rect = rect.intersected(QRect(parent.mapTo(win, QPoint(0, 0)), parent.size()))
        parent = parent.parentWidget()
    rect = rect.intersected(win.rect())
    return rect.width() * rect.height() / (win.width() * win.height())


def settle(qtbot):
    # The window's jobs and the drawing they left for later turns first (a panel's controls are built a few per
    # turn: on a loaded machine a Tab walk once started before the query form had any), then the layouts, the Alt
    # letters, the deferred dock sizes.
    qtbot.waitUntil(lambda: all(idle(top) for top in QApplication.topLevelWidgets() if hasattr(top, "busy")),
                    timeout=30000)
    for _ in range(4):
        qtbot.wait(5)
        QApplication.processEvents()


def shares(qtbot, win) -> dict[str, float]:
    """Each tab's picture's share of the window, and the posterior and risk bars' on the Data tab."""
    found = {}
    for index, workspace in enumerate(WORKSPACES):
        win.tabs.setCurrentIndex(index)
        settle(qtbot)
        found[workspace.key] = share(main_picture(win), win)
        if workspace.key == "data":
            found["bars"] = share(win.posterior_view, win)
    return found


@pytest.fixture(params=["en", "zh_CN"])
def iris_window(request, qtbot, answers, monkeypatch):
    """A window in a language with iris trained (focus mode keeps the window's size: it is measured)."""
    from bayesgui.app.language.translators import install_translators

    monkeypatch.setattr(FocusMode, "full_screen", False)
    install_translators(QApplication.instance(), request.param)
    win = MainWindow(language=request.param, restore_layout=False)
    qtbot.addWidget(win)
    win.resize(1366, 768 - FRAME)
    win.show()
    open_and_train(qtbot, win, "iris")
    yield win
    win.actions["presentation"].setChecked(False)  # even after a failed assertion: later tests need the font
    win.actions["focus"].setChecked(False)
    win.files._saved = None
    win.cancel_jobs()
    win.session.shutdown()
    win.loader.wait(3000)
    install_translators(QApplication.instance(), "en")


def test_each_picture_takes_the_room_in_every_mode(qtbot, iris_window):
    """~6 s per language: 2 sizes × 3 modes × 6 tabs measured."""
    win = iris_window
    for width, height in SCREENS:
        win.resize(width, height - FRAME)
        qtbot.waitUntil(lambda w=width, h=height: win.width() == w and win.height() == h - FRAME)
        win.workspaces.reset()  # the default layout for this size
        for mode in ("normal", "presentation", "focus"):
            win.actions["presentation"].setChecked(mode == "presentation")
            win.actions["focus"].setChecked(mode == "focus")
            found = shares(qtbot, win)
            where = (width, height, mode, {key: f"{value:.1%}" for key, value in found.items()})
            least = FOCUSED if mode == "focus" else PICTURE
            assert all(found[w.key] >= least for w in WORKSPACES), where
            if mode != "focus":
                assert found["bars"] >= BARS, where
        win.actions["focus"].setChecked(False)


def test_each_tab_shows_only_its_panels_and_remembers_them(qtbot, window):
    open_and_train(qtbot, window, "watermelon3")
    docks = {dock.objectName(): dock for dock in window.docks}
    assert docks["classify"].isVisible() and not docks["classify"].isFloating()
    window.tabs.setCurrentWidget(window.region_view)
    settle(qtbot)
    assert not [name for name, dock in docks.items() if dock.isVisible()]  # the regions plot alone
    choice = window.model_choice  # the model stays one click away, on the toolbar
    assert choice.isVisible()
    choice.activated.emit(choice.findData("lda"))
    assert window.session.settings.model == "lda" and window.model_panel.model_combo.currentData() == "lda"
    docks["loss"].toggleViewAction().trigger()  # the teacher wants the loss matrix beside the regions
    settle(qtbot)
    assert docks["loss"].isVisible()
    window.tabs.setCurrentWidget(window.em_lab)
    settle(qtbot)
    assert not docks["loss"].isVisible()
    window.tabs.setCurrentWidget(window.region_view)
    settle(qtbot)
    assert docks["loss"].isVisible()  # remembered for this workspace
    window.classify_splitter.setSizes([100, 400])  # the query form small, the bars large
    window.save_layout()
    again = MainWindow()  # restore_layout=True: reads what was saved
    qtbot.addWidget(again)
    try:
        again.show()
        again.tabs.setCurrentWidget(again.region_view)
        settle(qtbot)
        assert [d.objectName() for d in again.docks if d.isVisible()] == ["loss"]
        query, bars = again.classify_splitter.sizes()
        assert bars > 2 * query
    finally:
        again.files._saved = None
        again.session.shutdown()
    window.actions["reset_layout"].trigger()
    settle(qtbot)
    assert not docks["loss"].isVisible()
    window.tabs.setCurrentWidget(window.table_view)
    settle(qtbot)
    assert docks["classify"].isVisible()


def test_f11_shows_only_the_picture_and_esc_gives_everything_back(qtbot, window):
    window.open_any("faithful")  # no class column: nothing to train
    qtbot.waitUntil(lambda: window.session.dataset is not None and not window.busy(), timeout=15000)
    window.tabs.setCurrentWidget(window.em_lab)
    settle(qtbot)
    lab = window.em_lab
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    settle(qtbot)
    assert window.focus.on and window.isFullScreen()
    chrome = [window.menuBar(), window.statusBar(), window.tabs.tabBar(), lab.side_panel, *window.docks]
    assert not [w for w in chrome if w.isVisible()]
    needed = [lab.controls.play_button, lab.controls.step_e_button, lab.controls.step_m_button]
    assert all(w.isVisible() for w in [*needed, lab.controls.speed_slider, lab.plots[0]])
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.presentation.on  # the shortcuts work with the menu bar hidden
    window.actions["presentation"].setChecked(False)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    settle(qtbot)
    assert not window.focus.on and not window.isFullScreen()
    assert window.menuBar().isVisible() and window.tabs.tabBar().isVisible() and lab.side_panel.isVisible()
    assert not [d for d in window.docks if d.isVisible()]  # the EM lab's own layout: no dock


def test_the_first_window_fits_its_screen(qtbot, answers):
    win = MainWindow(restore_layout=False)
    qtbot.addWidget(win)
    win.fit_screen(4000, 3000)  # larger than any screen: the screen's room
    win.show()
    room = (win.screen() or QGuiApplication.primaryScreen()).availableGeometry()
    qtbot.waitUntil(lambda: room.contains(win.frameGeometry()))
    assert win.width() >= room.width() * 0.9
    win.showNormal()
    win.fit_screen(760, 520)  # smaller than the screen (offscreen: 800×600): as asked, inside it
    assert win.size().toTuple() == (760, 520) and room.contains(win.geometry())
    win.files._saved = None
    win.session.shutdown()


def test_export_plot_saves_the_picture_shown_named_for_it(qtbot, window, tmp_path):
    open_and_train(qtbot, window, "iris")
    names = set()
    for tab in ("cpt_view", "em_lab", "incomplete_lab", "region_view", "evaluate_view", "table_view"):
        page = getattr(window, tab)
        window.tabs.setCurrentWidget(page)
        settle(qtbot)
        picture = window.current_plot()
        if page is window.table_view:
            assert picture is window.posterior_view  # the bars beside the table
        else:
            assert picture is main_picture(window) and page.isAncestorOf(picture) and picture.isVisible()
        path = window.files.default_plot_path()
        assert path.endswith("-Iris-flowers.png"), path  # the tab, then the data
        names.add(path)
        assert window.files.export_plot(str(tmp_path / f"{tab}.png"))
        assert (tmp_path / f"{tab}.png").stat().st_size > 1000
    assert len(names) == 6  # each tab's own name


def test_f6_cycles_the_panes_in_view(qtbot, window):
    """On the Data workspace: the table, Classify and the dock in front of the tabbed ones, nothing hidden."""
    from bayesgui.app.keyboard import cycle_panes, panes

    open_and_train(qtbot, window, "watermelon3")
    settle(qtbot)
    docks = {dock.objectName(): dock for dock in window.docks}
    assert panes(window) == [window.table_view, docks["classify"].widget(), docks["work"].widget()]
    docks["loss"].raise_()  # its tab chosen
    settle(qtbot)
    assert panes(window) == [window.table_view, docks["classify"].widget(), docks["loss"].widget()]
    for _ in range(3):
        target = cycle_panes(window, 1)
        assert window.rect().contains(QRect(target.mapTo(window, QPoint(0, 0)), target.size()))


def test_tab_stays_on_what_is_in_view(qtbot, window):
    """Tab through the Data workspace: the table, the toolbar's model, the query form, Show your work; never a
    control of a dock behind another's tab (Qt parks those outside the window, still "visible")."""
    open_and_train(qtbot, window, "watermelon3")
    settle(qtbot)
    window.activateWindow()
    window.table_view.setFocus()
    qtbot.waitUntil(window.table_view.hasFocus)
    reached = []
    for _ in range(80):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        widget = QApplication.focusWidget()
        reached.append(widget)
        assert window.rect().contains(QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())), widget
    docks = {dock.objectName(): dock for dock in window.docks}
    assert any(docks["classify"].isAncestorOf(w) for w in reached) and window.model_choice in reached
    assert any(docks["work"].isAncestorOf(w) for w in reached)


def test_the_learning_mode_is_a_tab_of_the_classify_workspace_and_its_table_stays_usable(qtbot, window):
    """The Learning mode panel is tabbed below the Classify panel (not only in View ▸); its look-up table window
    stays enabled when another tab (Show your work) hides the panel, which is then out of the Tab order."""
    from bayesgui.tasks.learning import LOOKUP

    open_and_train(qtbot, window, "watermelon3")
    docks = {dock.objectName(): dock for dock in window.docks}
    learning, work = docks["learning"], docks["work"]
    assert learning.isVisible() and learning in window.tabifiedDockWidgets(work)
    learning.raise_()
    settle(qtbot)
    panel = window.learning_panel
    panel.mode_box.setCurrentIndex(panel.mode_box.findData(LOOKUP))
    work.raise_()
    settle(qtbot)
    panel.show_lookup_table()  # first shown while the panel is behind a tab
    assert panel.lookup_dialog.isEnabled()
    panel.lookup_dialog.hide()
    learning.raise_()
    settle(qtbot)
    qtbot.mouseClick(panel.show_lookup, Qt.MouseButton.LeftButton)
    assert panel.lookup_dialog.isVisible() and "P(色泽 | c)" in panel.lookup_view.toPlainText()
    work.raise_()
    settle(qtbot)
    assert not panel.isEnabled()  # behind the Show your work tab
    assert panel.lookup_dialog.isEnabled() and panel.export_csv.isEnabled()
    window.tabs.setCurrentWidget(window.region_view)
    settle(qtbot)
    assert not learning.isVisible()  # another workspace: its own docks
    panel.lookup_dialog.hide()


def test_a_window_shown_before_it_is_built_lays_out_its_docks_once(qtbot, answers, monkeypatch):
    """``bayesgui`` paints its start page first and builds the rest on the next turn: the Data workspace is laid
    out once, for the size of the window on screen (a second layout of the same docks for the same size cost
    ~20 ms of start-up), and as a window built before it is shown lays it out."""
    from bayesgui.app.workspaces import Workspaces

    laid = []
    original = Workspaces.apply_default
    monkeypatch.setattr(Workspaces, "apply_default", lambda self, w: (laid.append(w.key), original(self, w))[1])
    widths = {}
    for deferred in (False, True):
        laid.clear()
        win = MainWindow(restore_layout=False, deferred=deferred)
        qtbot.addWidget(win)
        win.resize(1366, 768 - FRAME)
        built = []
        win.when_built(lambda built=built: built.append(True))
        win.show()
        qtbot.waitUntil(lambda built=built: bool(built))
        settle(qtbot)
        assert laid == ["data"]
        docks = {dock.objectName(): dock for dock in win.docks}
        assert docks["classify"].isVisible() and not docks["classify"].isFloating()
        widths[deferred] = (docks["classify"].width(), docks["classify"].height(), docks["work"].height())
        win.session.shutdown()
    assert widths[True] == widths[False] and widths[True][0] == pytest.approx(1366 * 0.42, abs=20)
