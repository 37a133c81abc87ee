"""The main window driven like a student would: open, retag, undo, edit the loss, query, save, reopen."""

import json

import numpy as np
import pandas as pd
import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QMessageBox

from bayesgui.app.files.recent import wait_for_settings
from bayesgui.app.main_window import MainWindow
from bayesgui.cli import main as cli
from bayesgui.data import Dataset
from bayesgui.paths import resource
from tests.app.conftest import open_and_train

TEST_1 = {"色泽": "青绿", "根蒂": "蜷缩", "敲声": "浊响", "纹理": "清晰", "脐部": "凹陷", "触感": "硬滑",
          "密度": 0.697, "含糖率": 0.460}


def enter_query(win, values: dict) -> None:
    """Type a query into the form's combo boxes and spin boxes, as a user would."""
    form = win.query_form
    for name, value in values.items():
        if name in form.combos:
            combo = form.combos[name]
            combo.setCurrentIndex(combo.findText(value))
        else:
            form.spins[name].setValue(value)


def kind_cell(win, column: str):
    model = win.column_panel.model
    row = next(r for r in range(model.rowCount()) if model.column_name(r) == column)
    return model.index(row, 1)


def test_start_page_then_watermelon(qtbot, window):
    assert window.pages.currentWidget() is window.start_page
    open_and_train(qtbot, window, "watermelon3")
    assert window.pages.currentWidget() is window.tabs
    assert window.table_view.model().rowCount() == 17
    assert window.session.model.class_names == ("是", "否")
    assert window.posterior_view.decision_text().startswith("Decision: 是")


def test_retag_a_column_and_undo_it(qtbot, window):
    open_and_train(qtbot, window, "watermelon3")
    header = window.table_view.model().headerData(0, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
    assert "ignore" in header
    assert window.column_panel.model.setData(kind_cell(window, "编号"), "categorical", Qt.ItemDataRole.EditRole)
    qtbot.waitUntil(lambda: "编号" in window.session.model.schema.feature_names, timeout=10000)
    assert "categorical" in window.table_view.model().headerData(0, Qt.Orientation.Horizontal)
    assert window.windowTitle().endswith("* — BayesGUI")
    window.actions["undo"].trigger()
    qtbot.waitUntil(lambda: "编号" not in window.session.model.schema.feature_names, timeout=10000)
    assert window.session.dataset.kinds["编号"] == "ignore"
    window.actions["redo"].trigger()
    assert window.session.dataset.kinds["编号"] == "categorical"


def test_posterior_bars_equal_the_cli_explanation(qtbot, window, tmp_path, capsys):
    open_and_train(qtbot, window, "watermelon3")
    enter_query(window, TEST_1)
    shown = window.posterior_view.posterior_heights()
    model = tmp_path / "m.json"
    data = str(resource("datasets", "watermelon3.csv"))
    assert cli(["train", data, "--target", "好瓜", "-o", str(model)]) == 0  # the same defaults as the window
    capsys.readouterr()
    row = ",".join(f"{k}={v}" for k, v in TEST_1.items())
    assert cli(["explain", str(model), "--row", row, "--json"]) == 0
    explained = json.loads(capsys.readouterr().out)
    assert shown.keys() == explained["posterior"].keys()
    for cls, height in shown.items():
        assert height == pytest.approx(explained["posterior"][cls], rel=1e-12, abs=1e-15)
    assert window.work_panel.plain_text().count("0.") > 10  # the worked numbers are on show


def test_editing_a_loss_cell_changes_the_decision(qtbot, window):
    open_and_train(qtbot, window, "watermelon3")
    enter_query(window, dict(TEST_1, 纹理="稍糊"))
    assert window.session.record.decision == "是"
    table = window.loss_editor.table_model
    assert table.setData(table.index(0, 1), "1000", Qt.ItemDataRole.EditRole)  # decide 是 when truth is 否
    assert window.session.record.decision == "否"
    assert "否" in window.posterior_view.decision_text()
    assert not table.setData(table.index(1, 0), "-3", Qt.ItemDataRole.EditRole)  # refused, with a message
    assert window.loss_editor.message()
    window.actions["undo"].trigger()
    assert window.session.record.decision == "是"


def test_cancel_button_stops_a_million_row_training(qtbot, window, held_training):
    rng = np.random.default_rng(1)
    frame = pd.DataFrame({f"x{j}": rng.normal(size=1_000_000) for j in range(20)})
    frame["label"] = rng.choice(["a", "b"], 1_000_000)
    window.session.load(Dataset.from_frame(frame, target="label"))
    window.session.train()
    with qtbot.waitSignal(window.session.trainer.progressed, timeout=10000):
        pass
    assert window.cancel_button.isVisible() and window.progress.isVisible()
    trainer = window.session.trainer
    with qtbot.assertNotEmitted(trainer.succeeded), qtbot.waitSignal(trainer.stopped, timeout=10000) as stopped:
        qtbot.mouseClick(window.cancel_button, Qt.MouseButton.LeftButton)
        assert not window.cancel_button.isVisible() and not window.progress.isVisible()  # at once
        assert window.status_label.text() == "Training cancelled" and not window.busy()
        held_training.set()  # the job goes on to its next step, where it stops
    assert stopped.args == [True], "the job ran to its end instead of stopping at the cancel"
    trainer.wait()
    assert window.session.model is None


def test_save_close_and_reopen_a_project(qtbot, window, tmp_path, answers):
    open_and_train(qtbot, window, "watermelon3")
    s = window.session
    s.set_kind("密度", "ignore")
    table = window.loss_editor.table_model
    table.setData(table.index(0, 1), "4", Qt.ItemDataRole.EditRole)
    window.model_panel.editor("alpha").spin.setValue(0.5)
    qtbot.waitUntil(lambda: s.model is not None and s.model.settings.alpha == 0.5 and not window.busy(), timeout=10000)
    path = tmp_path / "lesson.bayesgui"
    assert window.files.write_project(str(path))
    saved = (dict(s.dataset.kinds), s.dataset.target, s.settings, s.loss.values.tolist())
    assert not window.files.is_modified()
    window.close()
    assert not answers["asked"]  # nothing unsaved: no question

    again = MainWindow(restore_layout=False)
    qtbot.addWidget(again)
    try:
        open_and_train(qtbot, again, str(path))
        t = again.session
        assert (dict(t.dataset.kinds), t.dataset.target, t.settings, t.loss.values.tolist()) == saved
        assert again.model_panel.editor("alpha").spin.value() == 0.5
        assert not again.files.is_modified() and again.windowTitle().startswith("lesson.bayesgui")
    finally:
        again.files._saved = None
        again.session.shutdown()


def test_closing_with_unsaved_changes_asks(qtbot, window, answers):
    open_and_train(qtbot, window, "watermelon3")
    window.session.set_kind("密度", "ignore")
    answers["answer"] = QMessageBox.StandardButton.Cancel
    assert not window.close()
    assert window.isVisible() and answers["asked"]


def test_changed_data_is_detected_when_a_project_opens(qtbot, window, tmp_path, answers):
    data = tmp_path / "melons.csv"
    data.write_bytes(resource("datasets", "watermelon3.csv").read_bytes())
    open_and_train(qtbot, window, str(data))
    project = tmp_path / "p.bayesgui"
    window.files.write_project(str(project))
    with open(data, "a", encoding="utf-8") as fh:
        fh.write("18,青绿,蜷缩,浊响,清晰,凹陷,硬滑,0.5,0.3,是\n")
    answers["answer"] = QMessageBox.StandardButton.No
    with qtbot.waitSignal(window.loader.succeeded, timeout=10000):  # checked in the background
        window.files.open_project(str(project))
    assert any("changed" in q for q in answers["asked"])
    assert window.session.dataset.n_rows == 17  # not reopened


def test_drop_a_file_on_the_window(qtbot, window, tmp_path):
    data = tmp_path / "iris.csv"
    data.write_bytes(resource("datasets", "iris.csv").read_bytes())
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(data))])
    event = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, mime, Qt.MouseButton.NoButton,
                       Qt.KeyboardModifier.NoModifier)
    window.dropEvent(event)
    qtbot.waitUntil(lambda: window.session.record is not None and not window.busy(), timeout=10000)
    assert window.session.model.class_names == ("setosa", "versicolor", "virginica")
    assert str(data.resolve()) in window.files.recent_files()


def test_a_recent_file_is_listed_at_once_and_saved_for_the_next_start(qtbot, window, tmp_path):
    """The settings file is written in a thread of its own: the menu lists the file at once, and the next start (a
    fresh read of the settings) finds it."""
    from PySide6.QtCore import QSettings

    path = tmp_path / "melons.csv"
    path.write_text("a,b\n1,x\n")
    window.files.add_recent(str(path))
    assert window.files.recent_files()[0] == str(path)
    assert wait_for_settings()
    assert QSettings().value("recent", [])[0] == str(path)


def test_predict_all_rows_and_export(qtbot, window, tmp_path):
    open_and_train(qtbot, window, "watermelon3")
    with qtbot.waitSignal(window.session.predictions_changed, timeout=10000):
        window.actions["predict"].trigger()
    model = window.table_view.model()
    assert model.columnCount() == 10 + 2 + 2 + 1
    assert window.status_label.text() == "Classified 17 rows"  # not the job's progress message any more
    out = tmp_path / "pred.csv"
    assert window.files.export_predictions(str(out))
    exported = pd.read_csv(out)
    np.testing.assert_allclose(exported["P(是)"], window.session.predictions.posterior[:, 0])
    for suffix in (".png", ".svg"):
        assert window.files.export_plot(str(tmp_path / f"bars{suffix}"))
        assert (tmp_path / f"bars{suffix}").stat().st_size > 1000


def test_the_export_menu_entries_ask_where_and_write_the_files(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    open_and_train(qtbot, window, "watermelon3")
    with qtbot.waitSignal(window.session.predictions_changed, timeout=10000):
        window.actions["predict"].trigger()
    asked = []

    def save_as(parent, title, folder, filters, *args):
        asked.append(title)
        return str(tmp_path / ("pred.csv" if "prediction" in title.lower() else "plot.png")), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_as))
    window.actions["export_predictions"].trigger()
    window.actions["export_plot"].trigger()
    assert len(asked) == 2  # each entry opened its save dialog
    assert len(pd.read_csv(tmp_path / "pred.csv")) == 17
    assert (tmp_path / "plot.png").stat().st_size > 1000


def test_errors_are_shown_and_the_app_keeps_running(qtbot, window, tmp_path):
    bad = tmp_path / "bad.csv"
    bad.write_text("", encoding="utf-8")
    with qtbot.waitSignal(window.loader.failed, timeout=10000):
        window.open_any(str(bad))
    assert "empty" in window.last_error.lower()
    open_and_train(qtbot, window, "watermelon3")  # still works


def test_window_geometry_and_docks_are_restored(qtbot, window):
    window.resize(window.width(), 640)  # offscreen's screen is 800 px wide: only the height can round-trip here
    height = window.height()
    columns_dock = window.docks[0]
    columns_dock.hide()
    window.save_layout()
    again = MainWindow()  # restore_layout=True: reads what was saved
    qtbot.addWidget(again)
    try:
        again.show()
        assert again.height() == height == 640
        assert not again.docks[0].isVisible() and again.docks[2].isVisible()
    finally:
        again.files._saved = None
        again.session.shutdown()


def test_the_tabs_come_up_in_the_turn_after_a_load(qtbot, window):
    """Loading a table swaps the start page for the tabs in the next turn of the event loop: in the load's own
    turn, the views taking a 1e6-row table and the tabs' first paint were one ~35 ms stretch of the GUI thread."""
    from bayesgui.data import load_sample

    shown = []
    window.session.dataset_changed.connect(lambda: shown.append(window.pages.currentWidget() is window.tabs))
    window.session.load(load_sample("iris"))
    assert shown == [False] and window.pages.currentWidget() is window.start_page  # not in the load's turn
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.tabs)
    assert window.table_view.isVisible() and window.table_view.model().rowCount() == 150


def test_the_busy_bar_goes_after_opening_a_table_without_a_target(qtbot, window):
    """A table without a class column (old faithful, for the EM lab) trains nothing: the busy bar and Cancel, shown
    while the table loaded, go once the load is done (they stayed, with no job behind them)."""
    window.open_any("faithful")
    qtbot.waitUntil(lambda: window.session.dataset is not None and not window.busy(), timeout=15000)
    qtbot.waitUntil(lambda: not window.progress.isVisible() and not window.cancel_button.isVisible(), timeout=3000)
