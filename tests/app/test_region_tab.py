"""The "Decision regions" tab in the real window: it fits after a table is opened, follows the loss editor's
reject option, is what "Export plot" saves, and its worker is stopped with the others."""

import numpy as np

from bayesgui.tasks.regions import decision_grid, loss_for_classes
from tests.app.conftest import open_and_train


def test_region_tab_draws_the_opened_table_and_follows_the_loss_editor(qtbot, window):
    open_and_train(qtbot, window, "iris")
    view = window.region_view
    tabs = window.tabs
    assert tabs.tabText(tabs.indexOf(view)) == "Decision regions"
    assert view.grid is None and not view.runner.busy  # nothing is fitted for a hidden tab
    with qtbot.waitSignal(view.fitted, timeout=15000):  # fitted, then drawn
        tabs.setCurrentWidget(view)
    assert window.current_plot() is view.plot  # the picture, not its controls
    grid = view.grid
    assert grid.class_names == window.session.model.class_names
    with qtbot.assertNotEmitted(view.runner.started), qtbot.waitSignal(view.redrawn):
        window.loss_editor.reject_check.setChecked(True)
    loss = window.session.loss
    assert loss.has_reject
    expected = decision_grid(grid.surface(view.controls.background()), loss_for_classes(grid.class_names, loss))
    np.testing.assert_array_equal(view.plot.background_codes(), expected)
    assert (expected == len(grid.class_names)).any()
    view.schedule_refit()
    view.refit()
    assert view.runner.busy
    window.cancel_jobs()
    assert not view.runner.busy
