"""The "Evaluate" tab in the real window: it evaluates the opened table, a confusion cell selects its rows in
the data table, and the result turns stale when the loss editor changes the loss."""

import numpy as np
from PySide6.QtCore import Qt

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
    view.pages.setCurrentWidget(view.confusion)
    view.confusion.table.cellClicked.emit(truth, decision)
    assert tabs.currentWidget() is window.table_view
    selected = sorted(index.row() for index in window.table_view.selectionModel().selectedRows())
    assert selected == sorted(rows.tolist())
    window.loss_editor.reject_check.setChecked(True)
    assert view.stale
    window.cancel_jobs()
    assert not view.runner.busy


def test_the_evaluation_is_saved_in_the_project(qtbot, window, tmp_path):
    from bayesgui.app.main_window import MainWindow

    open_and_train(qtbot, window, "watermelon3")
    view = window.evaluate_view
    view.controls.scheme.setCurrentIndex(2)  # leave-one-out
    with qtbot.waitSignal(view.finished, timeout=20000):
        view.controls.run_button.click()
    saved = view.evaluation
    path = tmp_path / "melons.bayesgui"
    assert window.files.write_project(str(path))
    again = MainWindow(restore_layout=False)
    qtbot.addWidget(again)
    try:
        open_and_train(qtbot, again, str(path))
        shown = again.evaluate_view.evaluation
        assert shown is not None and not again.evaluate_view.stale
        assert shown.resampling.kind == "loo"
        assert shown.table.values == saved.table.values
        assert shown.table.confusion.tolist() == saved.table.confusion.tolist()
        again.session.set_kind("密度", "ignore")
        assert again.evaluate_view.stale
    finally:
        again.files._saved = None
        again.evaluate_view.shutdown()
        again.session.shutdown()


def test_out_of_fold_predictions_beside_the_data(qtbot, window):
    open_and_train(qtbot, window, "iris")
    view = window.evaluate_view
    window.tabs.setCurrentWidget(view)
    with qtbot.waitSignal(view.finished, timeout=20000):
        view.controls.run_button.click()
    view.pages.setCurrentWidget(view.predictions)
    view.predictions.beside_data.click()
    assert window.tabs.currentWidget() is window.table_view
    model = window.table_view.model()
    header = [model.headerData(j, Qt.Orientation.Horizontal).split("\n")[0] for j in range(model.columnCount())]
    assert header[-4:] == ["risk(setosa)", "risk(versicolor)", "risk(virginica)", "decision"]
    e = view.evaluation
    wrong = int(np.flatnonzero(e.misclassified())[0])
    row = int(e.rows[wrong])
    decision = model.data(model.index(row, model.columnCount() - 1))
    assert decision == e.actions[e.decisions[0, wrong]] != e.classes[e.y[wrong]]
    assert model.data(model.index(row, 0), Qt.ItemDataRole.BackgroundRole) is not None  # tinted: misclassified
    view.controls.scheme.setCurrentIndex(3)  # hold-out: not every row is predicted
    with qtbot.waitSignal(view.finished, timeout=20000):
        view.controls.run_button.click()
    assert not view.show_beside_data() and "k-fold" in view.status.text()
