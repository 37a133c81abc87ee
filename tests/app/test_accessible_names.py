"""What a screen reader says: every input control and every plot on every tab has a name.

The name is read through Qt's accessibility interface, as assistive technology reads it: a control's own
``accessibleName``, the text of its button, or the label that is its buddy (a form row's label). A plot is a
picture: it needs a name and a description (its text alternative) of its own.
"""

import pyqtgraph as pg
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QTabBar,
    QWidget,
)

from tests.app.conftest import open_and_train

INPUTS = (QAbstractSpinBox, QComboBox, QLineEdit, QAbstractSlider, QAbstractButton, QAbstractItemView)


def _spoken_name(widget: QWidget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name).strip() if interface is not None else ""


def _operable(widget: QWidget) -> bool:
    """A control the user reaches on its own: it takes the focus and is not a part of another control (the line
    edit of a spin box, a table's corner button)."""
    if widget.focusPolicy() == Qt.FocusPolicy.NoFocus:
        return False
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, INPUTS):
            return False
        parent = parent.parentWidget()
    return True


def _unnamed_on_screen(window) -> tuple[list[str], list[str]]:
    """(input controls without a spoken name, plots without a name or a description) among the visible widgets."""
    controls, plots = [], []
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or isinstance(widget, QTabBar) or widget.window() is not window:
            continue
        if isinstance(widget, pg.GraphicsView):  # PlotWidget, GraphicsLayoutWidget: a picture
            if not (widget.accessibleName().strip() and widget.accessibleDescription().strip()):
                plots.append(f"{type(widget).__name__} in {type(widget.parent()).__name__}")
        elif isinstance(widget, INPUTS) and _operable(widget) and not _spoken_name(widget):
            where = widget.parent()
            while where is not None and not where.objectName() and type(where).__module__.startswith("PySide6"):
                where = where.parent()
            controls.append(f"{type(widget).__name__} in {type(where).__name__ if where else '?'}")
    return controls, plots


@pytest.mark.parametrize("sample", ["watermelon3", "iris", "spam_words"])  # each kind of feature's plot shown
def test_every_input_control_and_plot_of_every_tab_has_a_name(qtbot, window, sample):
    open_and_train(qtbot, window, sample)
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        controls, plots = _unnamed_on_screen(window)
        assert not controls, (window.tabs.tabText(index), controls)
        assert not plots, (window.tabs.tabText(index), plots)


def test_the_walk_finds_a_control_without_a_name(qtbot, window):
    # the test above can fail: a spin box nobody named is found (its "0" is a value, not a name)
    from PySide6.QtWidgets import QSpinBox

    stray = QSpinBox()
    window.statusBar().addWidget(stray)
    stray.show()
    QApplication.processEvents()
    assert stray.isVisible()
    controls, _ = _unnamed_on_screen(window)
    assert any(entry.startswith("QSpinBox") for entry in controls)


def test_the_plots_built_when_first_needed_have_a_name_too(qtbot, window):
    """The EM lab's 1-D plot and a second restart's plot are built the first time they are needed, after the
    window named its plots: each is named and described all the same."""
    open_and_train(qtbot, window, "watermelon3")  # two numeric columns
    lab = window.em_lab
    window.tabs.setCurrentWidget(lab)
    lab.controls.restarts_spin.setValue(2)
    QApplication.processEvents()
    assert len(lab.plots) == 2 and lab.plots[1].isVisible() and not _unnamed_on_screen(window)[1]
    lab.controls.y_combo.setCurrentIndex(0)  # "(none: 1-D)"
    QApplication.processEvents()
    assert lab.plot_stack.currentWidget() is lab.plot_1d and lab.plot_1d.isVisible()
    assert not _unnamed_on_screen(window)[1]
