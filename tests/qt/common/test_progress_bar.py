"""A progress report never paints the whole window inside the slot that reports it (qt/common/progress_bar.py):
QProgressBar's setValue/setRange repaint() flushes every dirty widget of the window at once, which after opening a
1e6-row table drew the table twice in one turn of the event loop (~20 ms of GUI-thread CPU)."""

import pytest
from PySide6.QtWidgets import QProgressBar, QVBoxLayout, QWidget

from bayesgui.qt.common.progress_bar import ProgressBar


class Counting(QWidget):
    def __init__(self):
        super().__init__()
        self.setMinimumSize(200, 100)
        self.paints = 0

    def paintEvent(self, event):
        self.paints += 1


def window_with(qtbot, bar_type):
    window = QWidget()
    layout = QVBoxLayout(window)
    other, bar = Counting(), bar_type()
    layout.addWidget(other)
    layout.addWidget(bar)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: other.paints > 0)
    return window, other, bar


@pytest.mark.parametrize(
    "change",
    [
        lambda bar: bar.setRange(0, 0),  # busy
        lambda bar: (bar.setRange(0, 10), bar.setValue(3)),
        lambda bar: bar.setMaximum(50),
        lambda bar: bar.reset(),
    ],
)
def test_progress_is_drawn_with_the_next_paint_not_on_the_spot(qtbot, change):
    _window, other, bar = window_with(qtbot, ProgressBar)
    bar.setRange(0, 100)
    bar.setValue(40)
    qtbot.wait(50)
    before = other.paints
    other.update()  # waiting to be drawn, as a table just loaded is
    change(bar)
    assert other.paints == before  # nothing painted inside the slot
    qtbot.waitUntil(lambda: other.paints > before)  # drawn in the next paint, the bar with it
    assert bar.updatesEnabled()


def test_qt_progress_bar_paints_the_window_on_the_spot(qtbot):
    """The reason for the class: the plain bar paints a dirty sibling synchronously (if Qt stops doing so, the
    class can go)."""
    _window, other, bar = window_with(qtbot, QProgressBar)
    bar.setRange(0, 100)
    bar.setValue(40)
    qtbot.wait(50)
    before = other.paints
    other.update()
    bar.setValue(90)
    assert other.paints == before + 1


def test_the_bar_shows_the_values_it_is_given(qtbot):
    _window, _, bar = window_with(qtbot, ProgressBar)
    bar.setRange(0, 10)
    bar.setValue(7)
    assert (bar.minimum(), bar.maximum(), bar.value()) == (0, 10, 7)
    bar.setMaximum(20)
    bar.reset()
    assert (bar.maximum(), bar.value()) == (20, -1)
