"""The classroom's screens, fonts and languages: at 1280×720, 1366×768 and 1920×1080, at 9–11 pt, in English
and Chinese, no dock scrolls sideways, every plot keeps room for its axes, and no text is cut off.

The whole matrix at 10 pt; 9 and 11 pt at 1366×768 (the common classroom screen). What counts as cut off is in
:mod:`tests.app.truncation` (an elided table header must give its full text as a tooltip).
"""

import pyqtgraph as pg
import pytest
from PySide6.QtWidgets import QApplication, QScrollArea

from tests.app.conftest import window_in
from tests.app.test_small_screens import FRAME, behind_a_tab, outside
from tests.app.truncation import tabs_outside, truncated

MIN_PLOT_HEIGHT = 150  # px: a plot's axis label, ticks and legend fit
MIN_BARS_HEIGHT = 90  # px: the Classify dock's posterior bars (one labelled bar per class, no axis title)
CASES = [(w, h, 10) for w, h in [(1280, 720), (1366, 768), (1920, 1080)]] + [(1366, 768, 9), (1366, 768, 11)]


@pytest.fixture
def sized_window(request, qtbot, answers):
    """The window in a language, with the application font at a size, on a screen (width, height, points)."""
    language, (width, height, points) = request.param
    app = QApplication.instance()
    font = app.font()
    larger = type(font)(font)
    larger.setPointSizeF(points)
    app.setFont(larger)
    try:
        for win in window_in(qtbot, language):
            win.resize(width, height - FRAME)
            qtbot.waitUntil(lambda w=win: w.width() == width and w.height() == height - FRAME)
            yield win
    finally:
        app.setFont(font)


def settle(qtbot):
    for _ in range(3):  # the Alt letters change texts on the next turn, their layouts on the one after
        qtbot.wait(5)
        QApplication.processEvents()


def sideways(win) -> list[str]:
    """The docks whose content is wider than the dock (a horizontal scroll bar shows)."""
    return [dock.objectName() for dock in win.docks if dock.isVisible() and not behind_a_tab(dock, win)
            and isinstance(dock.widget(), QScrollArea) and dock.widget().horizontalScrollBar().isVisible()]  # fmt: skip


def short_plots(win) -> list[str]:
    """The visible plots lower than MIN_PLOT_HEIGHT (the posterior bars: MIN_BARS_HEIGHT)."""
    return [f"{type(view.parentWidget()).__name__} {view.width()}×{view.height()}"
            for view in win.findChildren(pg.GraphicsView)
            if view.isVisible() and view.height() < (MIN_BARS_HEIGHT if view.parentWidget() is win.posterior_view
                                                     else MIN_PLOT_HEIGHT)]  # fmt: skip


@pytest.mark.parametrize(
    "sized_window",
    [(language, case) for case in CASES for language in ("en", "zh_CN")],
    indirect=True,
    ids=lambda p: f"{p[0]}-{p[1][0]}x{p[1][1]}-{p[1][2]}pt",
)
def test_every_tab_fits_without_cut_text_sideways_docks_or_short_plots(qtbot, sized_window):
    win = sized_window
    for index in range(win.tabs.count()):
        win.tabs.setCurrentIndex(index)
        settle(qtbot)
        tab = win.tabs.tabText(index)
        assert not tabs_outside(win.tabs.tabBar()), (tab, tabs_outside(win.tabs.tabBar()))
        assert not sideways(win), (tab, sideways(win))
        assert not short_plots(win), (tab, short_plots(win))
        assert not truncated(win), (tab, "\n".join(truncated(win)))
        assert not outside(win), (tab, "\n".join(outside(win)))


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_three_long_class_names_fit_or_say_themselves(qtbot, answers, language):
    """Iris: three classes with long names in the loss matrix, the Classify dock and the Evaluate tab."""
    from tests.app.conftest import open_and_train

    for win in window_in(qtbot, language):
        win.resize(1366, 768 - FRAME)
        open_and_train(qtbot, win, "iris")
        for index in range(win.tabs.count()):
            win.tabs.setCurrentIndex(index)
            settle(qtbot)
            assert not truncated(win), (win.tabs.tabText(index), "\n".join(truncated(win)))
            assert not sideways(win), (win.tabs.tabText(index), sideways(win))
