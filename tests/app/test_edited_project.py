"""A project with an edited table round-trips through the window: the edited table is saved beside the project,
the file it was read from is left as it was, and reopening the project shows the edited table, kinds and all."""

from PySide6.QtCore import Qt

from bayesgui.app.main_window import MainWindow
from bayesgui.data import load_sample
from bayesgui.data.table_edits import frame_text
from tests.app.conftest import open_and_train


def test_an_edited_table_is_saved_beside_the_project_and_reopens(qtbot, window, tmp_path, answers):
    data = tmp_path / "melons.csv"
    load_sample("watermelon3").frame.to_csv(data, index=False)
    original = data.read_bytes()
    open_and_train(qtbot, window, str(data), target="好瓜")
    s, editor = window.session, window.table_view.editor
    model = window.table_view.table_model
    column = [model.column_name(i) for i in range(model.n_data_columns)].index("密度")
    with qtbot.waitSignal(editor.edited, timeout=10000):
        model.setData(model.index(4, column), "0.5", Qt.ItemDataRole.EditRole)
    with qtbot.waitSignal(editor.edited, timeout=10000):
        editor.paste_rows(frame_text(s.dataset.frame.iloc[[0]]))
    qtbot.waitUntil(lambda: not window.busy(), timeout=10000)
    assert window.files.is_modified()
    edited = s.dataset

    path = tmp_path / "lesson.bayesgui"
    assert window.files.write_project(str(path))
    assert data.read_bytes() == original  # the user's file is never overwritten
    assert (tmp_path / "lesson.edited.csv").is_file() and not window.files.is_modified()
    window.close()

    again = MainWindow(restore_layout=False)
    qtbot.addWidget(again)
    try:
        open_and_train(qtbot, again, str(path))
        t = again.session
        assert t.dataset.n_rows == 18 and t.dataset.frame["密度"][4] == 0.5
        assert t.dataset.frame.equals(edited.frame) and dict(t.dataset.kinds) == dict(edited.kinds)
        assert not again.files.is_modified()
    finally:
        again.files._saved = None
        again.session.shutdown()


def test_the_learning_mode_is_saved_in_the_project_and_restored_on_open(qtbot, window, tmp_path, answers):
    """Look-up table with binned continuous columns round-trips: the mode, the bins and what they show."""
    from bayesgui.tasks.learning import EAGER, LOOKUP

    open_and_train(qtbot, window, "watermelon3")
    editor = window.table_view.editor
    assert not window.files.is_modified()
    window.learning_panel.mode_box.setCurrentIndex(window.learning_panel.mode_box.findData(LOOKUP))
    with qtbot.waitSignal(window.session.reader.ready, timeout=10000):
        window.learning_panel.bins.setValue(5)
    assert editor.mode == LOOKUP and window.session.lookup_bins == 5
    assert window.files.is_modified() and window.windowTitle().startswith(window.files.display_name() + "*")
    shown = window.work_panel.plain_text()
    path = tmp_path / "lookup.bayesgui"
    assert window.files.write_project(str(path)) and not window.files.is_modified()
    window.close()

    again = MainWindow(restore_layout=False)
    qtbot.addWidget(again)
    try:
        assert again.table_view.editor.mode == EAGER
        open_and_train(qtbot, again, str(path))
        qtbot.waitUntil(lambda: again.work_panel.plain_text() == shown, timeout=10000)  # (once the bins are counted)
        assert again.table_view.editor.mode == LOOKUP and again.session.lookup_bins == 5
        assert again.learning_panel.mode_box.currentData() == LOOKUP and again.learning_panel.bins.value() == 5
        assert again.work_panel.plain_text() == shown and "T[密度 ≥ 0.6678, 是]" in shown
        assert not again.files.is_modified()
    finally:
        again.files._saved = None
        again.session.shutdown()
