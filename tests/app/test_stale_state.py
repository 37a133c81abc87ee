"""State always current: the region plot's axes follow the columns, Reset clears the EM status, and a language
switch keeps the EM lab's settings and run."""

from PySide6.QtWidgets import QApplication

from tests.app.conftest import open_and_train
from tests.app.test_language import chinese_then_english  # noqa: F401 (a fixture)


def axis_label(view, side: str) -> str:
    return view.plot.getPlotItem().getAxis(side).labelText


def test_region_axes_follow_the_columns_at_once(qtbot, window):
    open_and_train(qtbot, window, "iris")
    view = window.region_view
    window.tabs.setCurrentWidget(view)
    qtbot.waitUntil(lambda: view.grid is not None and not view.runner.busy, timeout=15000)
    old = (view.grid.x_column, view.grid.y_column)
    combo = view.controls.x_combo
    combo.setCurrentIndex((combo.currentIndex() + 2) % combo.count())
    view.refit()
    x, y = view.controls.columns()
    assert (x, y) != old and axis_label(view, "bottom") == x and axis_label(view, "left") == y
    assert view.grid is None  # the old picture is gone while the new one is fitted
    qtbot.waitUntil(lambda: view.grid is not None and not view.runner.busy, timeout=15000)
    assert (view.grid.x_column, view.grid.y_column) == (x, y)


def run_em_a_little(qtbot, lab):
    lab.controls.k_spin.setValue(3)
    lab.controls.seed_spin.setValue(7)
    lab.controls.step_e_button.click()
    qtbot.waitUntil(lambda: lab.player.index >= 1, timeout=15000)
    lab.controls.step_m_button.click()
    qtbot.waitUntil(lambda: lab.player.index >= 2, timeout=15000)


def test_reset_clears_the_em_status(qtbot, window):
    open_and_train(qtbot, window, "iris")
    lab = window.em_lab
    window.tabs.setCurrentWidget(lab)
    run_em_a_little(qtbot, lab)
    assert lab.status_label.text()
    lab.controls.reset_button.click()
    assert lab.status_label.text() == "" and lab.player.length == 0


def test_a_language_switch_keeps_the_em_lab(qtbot, window, chinese_then_english):  # noqa: F811
    open_and_train(qtbot, window, "iris")
    lab = window.em_lab
    window.tabs.setCurrentWidget(lab)
    run_em_a_little(qtbot, lab)
    lab.runner.cancel()
    lab.runner.wait(5000)
    index, length, state = lab.player.index, lab.player.length, lab.controls.state()
    chinese = window.switch_language("zh_CN")
    qtbot.addWidget(chinese)
    try:
        QApplication.processEvents()
        new = chinese.em_lab
        assert new.controls.state() == state
        assert new.player.index == index and new.player.length == length
        assert new.param_table.rowCount() == 3
    finally:
        chinese.files._saved = None
        chinese.cancel_jobs()
        chinese.em_lab.shutdown()
