"""EM runs saved in a project: reopened in a new window, both labs replay the run to the saved half-step."""

import json

from PySide6.QtCore import Qt

from bayesgui.app.main_window import MainWindow
from tests.app.conftest import open_and_train


def open_untrained(qtbot, win, what: str) -> None:
    """Open a table without a target (nothing to train): wait until it is read."""
    win.open_any(what)
    qtbot.waitUntil(lambda: win.session.dataset is not None and not win.busy(), timeout=15000)


def reopen(qtbot, path, trained=True) -> MainWindow:
    again = MainWindow(restore_layout=False)
    qtbot.addWidget(again)
    again.resize(1400, 900)
    again.show()
    (open_and_train if trained else open_untrained)(qtbot, again, str(path))
    return again


def close(again) -> None:
    again.files._saved = None
    again.cancel_jobs()
    again.session.shutdown()
    again.loader.wait(3000)


def test_the_em_lab_run_is_replayed_from_the_project(qtbot, window, tmp_path):
    open_and_train(qtbot, window, "iris")
    lab = window.em_lab
    c = lab.controls
    c.y_combo.setCurrentIndex(c.y_combo.findData("petal_length"))
    c.k_spin.setValue(3)
    c.cov_combo.setCurrentIndex(1)  # diag
    c.seed_spin.setValue(7)
    qtbot.mouseClick(c.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lab.player.at_end, timeout=15000)
    lab.player.step_back()
    lab.player.step_back()
    index, params = lab.player.index, lab.param_table.texts()
    final = lab.player.history()[-1]
    path = tmp_path / "iris.bayesgui"
    assert window.files.write_project(str(path))
    saved = json.loads(path.read_text(encoding="utf-8"))["em"]["lab"]
    assert saved["settings"]["seed"] == 7 and saved["settings"]["covariance_type"] == "diag"
    assert saved["index"] == index and saved["final_log_likelihood"] == final.log_likelihood
    again = reopen(qtbot, path)
    try:
        other = again.em_lab
        qtbot.waitUntil(lambda: other.player.complete and other.player.index == index, timeout=15000)
        assert other.controls.columns() == c.columns() and other.controls.k_spin.value() == 3
        assert other.param_table.texts() == params
        last = other.player.history()[-1]
        assert last.log_likelihood == final.log_likelihood
        assert (last.params.means == final.params.means).all()
        assert "differ" not in other.status_label.text() and "changed?" not in other.status_label.text()
    finally:
        close(again)


def test_clicked_means_are_the_saved_start(qtbot, window, tmp_path):
    open_and_train(qtbot, window, "iris")
    lab = window.em_lab
    lab.controls.place_button.setChecked(True)
    for x, y in ((5.0, 3.4), (6.5, 3.0)):
        lab._on_plot_clicked(x, y)
    assert lab.controls.init_method() == "clicked"
    qtbot.mouseClick(lab.controls.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lab.player.at_end, timeout=15000)
    final = lab.player.history()[-1]
    path = tmp_path / "clicked.bayesgui"
    assert window.files.write_project(str(path))
    again = reopen(qtbot, path)
    try:
        other = again.em_lab
        qtbot.waitUntil(lambda: other.player.complete and other.player.at_end, timeout=15000)
        assert other.clicked_means() == [(5.0, 3.4), (6.5, 3.0)]
        assert other.player.history()[-1].log_likelihood == final.log_likelihood
    finally:
        close(again)


def test_the_incomplete_data_run_is_replayed_from_the_project(qtbot, window, tmp_path):
    open_untrained(qtbot, window, "three-coins")
    lab = window.incomplete_lab
    lab.mode_combo.setCurrentIndex(lab.mode_combo.findData("everything"))
    qtbot.mouseClick(lab.run_button, Qt.MouseButton.LeftButton)  # waitSignal(runner.stopped) crashed now and then
    qtbot.waitUntil(lambda: not lab.runner.busy and bool(lab.frames), timeout=20000)
    lab.bound_on("π")
    qtbot.waitUntil(lambda: not lab.runner.busy and bool(lab.frames), timeout=20000)
    lab.show_frame(2)
    shown = [lab.param_table.item(r, 1).text() for r in range(lab.param_table.rowCount())]
    path = tmp_path / "coins.bayesgui"
    assert window.files.write_project(str(path))
    again = reopen(qtbot, path, trained=False)
    try:
        other = again.incomplete_lab
        qtbot.waitUntil(lambda: other.index == 2 and not other.runner.busy, timeout=20000)
        assert other.mode_combo.currentData() == "everything" and other.bound_name == "π"
        assert [other.param_table.item(r, 1).text() for r in range(other.param_table.rowCount())] == shown
        assert other.frames[2].step == "M" and other.formula_label.text() == lab.formula_label.text()
        assert other.frames[-1].log_likelihood == lab.frames[-1].log_likelihood
    finally:
        close(again)


def test_a_damaged_saved_run_is_reported_and_the_lab_stays_empty(qtbot, window):
    from bayesgui.qt.em import saved_runs

    open_and_train(qtbot, window, "iris")
    saved_runs.restore(window.em_lab, window.incomplete_lab, {"lab": {"settings": "x"}, "incomplete": {"mode": 5}})
    assert "could not be read" in window.em_lab.status_label.text()
    assert "could not be read" in window.incomplete_lab.status_label.text()
    assert window.em_lab.player.length == 0 and not window.incomplete_lab.frames
    saved_runs.restore(window.em_lab, window.incomplete_lab, None)  # an older project: nothing happens
