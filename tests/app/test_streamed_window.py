"""The window's streamed mode: a table opened streamed shows a preview and says it is streamed; training reads the
whole file in chunks and gives the model an in-memory fit gives (the probability tables and show your work read
the same); a model that cannot stream offers the sample; predict-all writes a file."""

import json
import threading

import numpy as np
import pandas as pd
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from bayesgui.data.readers import memory
from bayesgui.data.readers.files import drain
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.data.saved.project_file import Project
from bayesgui.data.streamed import PREVIEW_ROWS, iter_open_preview, reading_state
from bayesgui.qt.model.categorical_table_view import CategoricalTableModel
from bayesgui.tasks.feature_ranges import spin_setup

N_ROWS = PREVIEW_ROWS + 7_000  # more than the preview shows


@pytest.fixture(scope="module")
def csv_file(tmp_path_factory):
    rng = np.random.default_rng(3)
    n = N_ROWS
    label = rng.choice(["good", "bad", "so-so"], n, p=[0.5, 0.3, 0.2])
    colour = rng.choice(["青绿", "乌黑", "浅白"], n).astype(object)
    colour[rng.random(n) < 0.02] = None  # missing values
    colour[n - 5] = "unseen-late"  # a level first seen after the preview
    frame = pd.DataFrame(
        {
            "colour": colour,
            "density": (rng.normal(0.5, 0.1, n) + (label == "good") * 0.2).round(4),
            "visits": rng.poisson(3, n),
            "label": label,
        }
    )
    path = tmp_path_factory.mktemp("streamed") / "visits.csv"
    frame.to_csv(path, index=False)
    return path


def _trained(qtbot, window):
    qtbot.waitUntil(lambda: window.session.record is not None and not window.busy(), timeout=30000)


def _what_the_user_sees(window):
    """Show your work, and every feature's probability table (its fractions) or caption."""
    seen = {"work": window.work_panel.plain_text()}
    window.tabs.setCurrentWidget(window.cpt_view)
    for feature in window.cpt_view.features():
        window.cpt_view.set_feature(feature)
        page = window.cpt_view.current_page()
        cells = []
        if page is window.cpt_view.table:
            model = page.model()
            assert isinstance(model, CategoricalTableModel)
            cells = [model.fraction_text(r, c) for r in range(model.rowCount()) for c in range(model.columnCount())]
        seen[feature] = (window.cpt_view.caption_text(), cells)
    return seen


def test_a_file_opens_streamed_and_trains_to_the_in_memory_model(qtbot, window, csv_file):
    window.files.open_streamed(str(csv_file), "label")
    _trained(qtbot, window)
    assert window.session.stream.on
    assert window.table_view.model().rowCount() == PREVIEW_ROWS  # the preview, not the file
    assert window.streamed.label.isVisible() and window.streamed.label.text() == "Streamed"
    notice = window.notices.messages()[0]
    assert "visits.csv" in notice and "open streamed" in notice and f"{PREVIEW_ROWS:,}" in notice
    assert "evaluating" in notice
    streamed = window.session.model
    assert streamed.n_rows == N_ROWS  # every row of the file, not the preview's
    assert "unseen-late" in streamed.schema.levels[0]  # a level seen only past the preview
    window.session.set_query_row(3)
    streamed_view = _what_the_user_sees(window)

    window.files.open_data(str(csv_file), "label", streamed=False)  # the same file, in memory
    _trained(qtbot, window)
    assert not window.session.stream.on and not window.streamed.label.isVisible()
    assert window.table_view.model().rowCount() == N_ROWS
    in_memory = window.session.model
    window.session.set_query_row(3)
    assert _what_the_user_sees(window) == streamed_view
    assert streamed.schema == in_memory.schema
    for name in ("class_count_", "class_log_prior_"):
        np.testing.assert_allclose(getattr(streamed.estimator, name), getattr(in_memory.estimator, name), rtol=1e-12)
    np.testing.assert_allclose(
        streamed.estimator.predict_proba(np.array([[0, 0.6, 2.0]])),
        in_memory.estimator.predict_proba(np.array([[0, 0.6, 2.0]])),
        rtol=1e-12,
    )


def test_a_large_file_opens_streamed_by_itself(qtbot, window, csv_file, monkeypatch):
    monkeypatch.setattr(memory, "available_memory", lambda: csv_file.stat().st_size)  # too tight to load it
    window.open_any(str(csv_file), target="label")
    _trained(qtbot, window)
    assert window.session.stream.on and window.table_view.model().rowCount() == PREVIEW_ROWS


def test_a_streamed_preview_is_not_edited(qtbot, window, csv_file):
    """The jobs read the file, not the preview: a cell typed, rows pasted or deleted would change nothing."""
    window.files.open_streamed(str(csv_file), "label")
    _trained(qtbot, window)
    view = window.table_view
    index = view.model().index(0, 1)
    assert not view.model().flags(index) & Qt.ItemFlag.ItemIsEditable
    menu = view.edit_menu(None)
    edits = {action.text(): action.isEnabled() for action in menu.actions() if action.text()}
    assert edits["Add a row"] is False and edits["Paste rows from a spreadsheet"] is False
    with qtbot.waitSignal(window.session.error) as said:
        view.editor.delete_rows([0])  # (as a shortcut would)
    assert "streamed" in said.args[0] and "File ▸ Open" in said.args[0]
    assert not view.editor.edited_table
    assert view.model().rowCount() == PREVIEW_ROWS


def test_a_model_that_cannot_stream_offers_the_sample(qtbot, window, csv_file):
    window.files.open_streamed(str(csv_file), "label")
    _trained(qtbot, window)
    settings = window.session.settings.replace(model="logistic")
    window.session.set_settings(settings)
    qtbot.waitUntil(lambda: window.streamed.sample_box is not None and window.streamed.sample_box.isVisible())
    box = window.streamed.sample_box
    assert box.text().startswith("Logistic regression") and "needs the whole table in memory" in box.text()
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: window.session.model.settings.model == "logistic" and not window.busy(), timeout=30000)
    model = window.session.model  # trained on the preview's rows (less those with a missing value), and it says so
    assert model.n_rows + model.rows.n_skipped == PREVIEW_ROWS
    assert "trained on these rows only" in window.notices.messages()[0]


def test_predict_all_writes_every_row_to_a_file(qtbot, window, csv_file, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    out = tmp_path / "out.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(out), "")))
    window.files.open_streamed(str(csv_file), "label")
    _trained(qtbot, window)
    with qtbot.waitSignal(window.session.stream.written, timeout=30000):
        window.actions["predict"].trigger()
    written = pd.read_csv(out)
    assert len(written) == N_ROWS and "decision" in written.columns


def test_a_random_sample_replaces_the_first_rows(qtbot, window, csv_file):
    window.files.open_streamed(str(csv_file), "label")
    _trained(qtbot, window)
    model = window.session.model
    first = window.session.dataset.frame["density"].to_numpy().copy()
    with qtbot.waitSignal(window.session.stream.changed, timeout=30000):
        window.actions["random_sample"].trigger()
    assert window.session.stream.table.sampled
    sample = window.session.dataset
    assert sample.n_rows == PREVIEW_ROWS and not np.array_equal(sample.frame["density"].to_numpy(), first)
    assert sample.target == "label" and sample.kinds["visits"] == "count"
    assert window.session.model is model  # the model of the whole file stays
    assert "random sample" in window.notices.messages()[0]


def test_the_query_rows_and_ranges_of_the_preview_come_from_the_jobs(qtbot, window, csv_file, monkeypatch):
    """Training and the random sample hand the preview's rows encoded for the model: taking a row as the query
    encodes nothing on the GUI thread (~3-5 ms a row), and gives what encoding the row there gives."""
    window.files.open_streamed(str(csv_file), "label")
    _trained(qtbot, window)
    session = window.session
    schema = session.model.schema
    encode = type(schema).encode_features
    on_gui_thread = []

    def counted(self, *args, **kwargs):
        if threading.current_thread() is threading.main_thread():
            on_gui_thread.append(1)
        return encode(self, *args, **kwargs)

    monkeypatch.setattr(type(schema), "encode_features", counted)

    def check(rows):
        for row in rows:
            session.set_query_row(row)
            expected = encode(schema, session.dataset.frame.iloc[[row]], unseen="missing")[0]
            np.testing.assert_array_equal(session.query, expected)

    check([0, 7, PREVIEW_ROWS - 1])
    with qtbot.waitSignal(session.stream.changed, timeout=30000):
        window.actions["random_sample"].trigger()
    check([0, 3, PREVIEW_ROWS - 1])
    assert not on_gui_thread
    ranges = session.feature_ranges  # the sample's number ranges for the query form: from the job as well
    assert ranges is not None and ranges.dataset is session.dataset
    assert ranges.ranges[("density", "continuous")] == spin_setup(session.dataset.frame["density"], "continuous")


def test_evaluate_reads_every_row_of_the_file(qtbot, window, csv_file):
    window.files.open_streamed(str(csv_file), "label")
    _trained(qtbot, window)
    view = window.evaluate_view
    window.tabs.setCurrentWidget(view)
    view.controls.scheme.setCurrentIndex(0)  # k-fold
    with qtbot.waitSignal(view.finished, timeout=60000):
        assert view.run("evaluate")
    table = view.confusion.table
    counts = sum(int(table.item(i, j).text()) for i in range(table.rowCount()) for j in range(table.columnCount()))
    assert counts == N_ROWS  # every row of the file held out once, not the preview's
    assert "on every row of the file (streamed)" in view.status.text()
    # the metrics page, shown first, is filled from the counts and sums: the status line's accuracy with its
    # standard error over the folds, per-class precision/recall/F1, every row held out; no AUC, and it says why
    assert view.pages.currentWidget() is view.metrics
    metrics = view.metrics.table
    cells = {metrics.item(r, 0).text(): metrics.item(r, 1).text() for r in range(metrics.rowCount())}
    accuracy = float(view.status.text().split("accuracy ")[1][:5])
    assert abs(float(cells["Accuracy"].split(" ± ")[0]) - accuracy) <= 5e-4 and "±" in cells["Accuracy"]
    assert cells["AUC (one-vs-rest, macro)"] == "—" and "AUC" in view.metrics.note.text()
    assert cells["rows held out"] == str(N_ROWS)
    assert "/" in cells["good: precision / recall / F1"]
    # the curves need each row's posterior: drawn, when opened, from a sample of the held-out rows (here all of
    # them: the file is smaller than the sample), and the page says so
    for page in (view.roc, view.reliability, view.risk_reject):
        assert not page.plots.ci.items  # not drawn before it is opened
        view.pages.setCurrentWidget(page)
        assert page.plots.ci.items
        assert f"random sample of {N_ROWS:,} of the {N_ROWS:,} held-out rows" in page.note.text()
    assert view.predictions.model.rowCount() == 0  # the file's rows are not the preview's: none listed


def test_the_gaussian_mixture_classes_train_on_every_row_by_em(qtbot, window, csv_file):
    window.files.open_streamed(str(csv_file), "label")
    _trained(qtbot, window)
    window.session.set_settings(window.session.settings.replace(model="mixture", covariance_type="full"))
    qtbot.waitUntil(lambda: window.session.model.settings.model == "mixture" and not window.busy(), timeout=60000)
    assert window.streamed.sample_box is None  # no "train on a sample?" question: it streams
    assert window.session.model.n_rows == N_ROWS  # EM over every row of the file, not the preview's


def test_a_progress_step_is_drawn_on_the_next_paint_not_inside_the_slot(qtbot, window):
    """QProgressBar repaints at once on setValue/setRange: inside the slot, with every widget that has an update
    pending (tens of ms a step while a streamed job reports). The window's bar queues its paint instead."""
    from PySide6.QtCore import QEvent, QObject

    from bayesgui.tasks.progress import Progress

    class Paints(QObject):
        count = 0

        def eventFilter(self, obj, event):
            Paints.count += event.type() == QEvent.Type.Paint
            return False

    bar, spy = window.progress, Paints()
    window._show_busy(True)
    qtbot.waitUntil(bar.isVisible)
    bar.installEventFilter(spy)
    before = Paints.count
    window._on_progress(Progress(30, 100, None))
    window._show_busy(True)  # back to "busy" (setRange(0, 0) resets the value: another repaint)
    window._on_progress(Progress(60, 100, None))
    assert Paints.count == before and bar.value() == 60
    qtbot.waitUntil(lambda: Paints.count > before)  # drawn all the same, on the next turn
    bar.removeEventFilter(spy)
    window._show_busy(False)


def test_a_project_saved_streamed_reopens_streamed(qtbot, window, csv_file, tmp_path):
    """The project keeps how the file is read, its kinds and target: it reopens streamed (in memory, a file larger
    than memory could not open at all), and training reads every row again."""
    window.files.open_streamed(str(csv_file), "label")
    _trained(qtbot, window)
    window.session.set_kind("visits", "categorical")
    qtbot.waitUntil(lambda: window.session.model.schema.levels[2] is not None and not window.busy(), timeout=30000)
    project = tmp_path / "visits.bayesgui"
    assert window.files.write_project(str(project))
    saved = json.loads(project.read_text())
    assert saved["streamed"]["delimiter"] == "," and saved["data"]["sha256"] is None  # (a huge file is not hashed)

    window.files.open_data(str(csv_file), "label", streamed=False)  # something else in between
    _trained(qtbot, window)
    window.files.open_project(str(project))
    _trained(qtbot, window)
    session = window.session
    assert session.stream.on and window.table_view.model().rowCount() == PREVIEW_ROWS
    assert session.dataset.kinds["visits"] == "categorical" and session.dataset.target == "label"
    assert session.model.n_rows == N_ROWS and session.model.schema.levels[2] is not None
    assert not window.files.is_modified()


def test_a_streamed_project_notices_its_file_changed(csv_file, tmp_path):
    """A file larger than memory is not hashed: its size and modification time tell that it changed."""
    copy = tmp_path / "copy.csv"
    copy.write_bytes(csv_file.read_bytes())
    dataset, table = drain(iter_open_preview(copy, target="label"))
    project = Project.capture(dataset, ModelSettings(), None, streamed=reading_state(table))
    project.save(tmp_path / "p.bayesgui")
    reopened = Project.load(tmp_path / "p.bayesgui")
    assert reopened.streamed == project.streamed and not reopened.data_changed()
    with copy.open("a") as handle:
        handle.write("浅白,0.5,3,good\n")
    assert reopened.data_changed()
