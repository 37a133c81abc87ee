"""The "Evaluate" tab in the real window: it evaluates the opened table, a confusion cell selects its rows in
the data table, and the result turns stale when the loss editor changes the loss."""

from tests.app.conftest import open_and_train


def test_evaluate_tab_in_the_window(qtbot, window):
    open_and_train(qtbot, window, "iris")
    view = window.evaluate_view
    tabs = window.tabs
    assert tabs.tabText(tabs.indexOf(view)) == "Evaluate"
    tabs.setCurrentWidget(view)
    with qtbot.waitSignal(view.finished, timeout=20000):
        view.controls.run_button.click()
    e = view.evaluation
    truth, decision = 1, 2  # versicolor taken for virginica
    rows = e.cell_rows(truth, decision)
    assert rows.size > 0
    view.confusion.table.cellClicked.emit(truth, decision)
    assert tabs.currentWidget() is window.table_view
    selected = sorted(index.row() for index in window.table_view.selectionModel().selectedRows())
    assert selected == sorted(rows.tolist())
    window.loss_editor.reject_check.setChecked(True)
    assert view.stale
    window.cancel_jobs()
    assert not view.runner.busy
