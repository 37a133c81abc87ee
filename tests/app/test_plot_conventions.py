"""Every plot of the window: axes in the data's own units (no SI prefix) and legends that leave the data free."""

import pyqtgraph as pg
import pytest
from PySide6.QtWidgets import QApplication

from tests.app.conftest import window_in
from tests.app.test_small_screens import FRAME


@pytest.fixture
def melon_window(qtbot, answers):
    yield from window_in(qtbot, "en")


def plot_items(win) -> list[pg.PlotItem]:
    found = []
    for view in win.findChildren(pg.GraphicsView):
        if view.isVisible():
            found += [item for item in view.scene().items() if isinstance(item, pg.PlotItem)]
    return found


def check(win, where: str) -> int:
    plots = plot_items(win)
    for plot in plots:
        for side in ("left", "bottom", "right", "top"):
            axis = plot.getAxis(side)
            assert not axis.autoSIPrefix, (where, side, axis.labelString())
            assert "(x" not in axis.labelString(), (where, axis.labelString())
        legend = plot.legend
        if legend is not None and legend.isVisible() and legend.items:
            data = plot.vb.sceneBoundingRect().adjusted(1, 1, -1, -1)
            assert not legend.sceneBoundingRect().intersects(data), (where, [lab.text for _s, lab in legend.items])
    return len(plots)


def test_every_plot_keeps_its_units_and_its_legend_off_the_data(qtbot, melon_window):
    win = melon_window
    win.resize(1366, 768 - FRAME)
    view = win.evaluate_view
    for kind in ("evaluate", "learning"):
        with qtbot.waitSignal(view.finished, timeout=30000):
            assert view.run(kind)
    seen = 0
    for index in range(win.tabs.count()):
        win.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        seen += check(win, win.tabs.tabText(index))
    win.tabs.setCurrentWidget(view)
    for page in range(view.pages.count()):
        view.pages.setCurrentIndex(page)
        QApplication.processEvents()
        seen += check(win, view.pages.tabText(page))
    assert seen >= 10
