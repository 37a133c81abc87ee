"""Editing the data table: a cell, pasted rows, deleted rows change the probability table, the posterior bars and
"show your work"; undo restores every one of them exactly; incremental learning shows old → new counts; a project
with an edited table round-trips."""

import pytest
from PySide6.QtCore import Qt

from bayesgui.data.saved.project_file import Project
from bayesgui.data.table_edits import frame_text
from bayesgui.qt.classify.posterior_view import PosteriorView
from bayesgui.qt.classify.work_panel import WorkPanel
from bayesgui.qt.model.cpt_view import CptView
from bayesgui.qt.model.learning_panel import LearningPanel
from bayesgui.qt.table.data_table_view import DataTableView
from bayesgui.tasks.learning import EAGER, INCREMENTAL, LAZY, LOOKUP


@pytest.fixture
def window(qtbot, melon_session):
    """The table, the 色泽 probability table, the bars and "show your work" of one session."""
    table, cpt = DataTableView(melon_session), CptView(melon_session)
    bars, work, learning = PosteriorView(melon_session), WorkPanel(melon_session), None
    learning = LearningPanel(table.editor)
    for widget in (table, cpt, bars, work, learning):
        qtbot.addWidget(widget)
        widget.show()
    cpt.feature_combo.setCurrentIndex(cpt.feature_combo.findText("色泽"))
    return table, cpt, bars, work, learning


def shown(window):
    """What a user reads: the 色泽 table's cells, the bars, the worked text."""
    _, cpt, bars, work, _ = window
    model = cpt.current_page().model()
    cells = tuple(model.data(model.index(r, c)) for r in range(model.rowCount()) for c in range(model.columnCount()))
    return cells, dict(bars.posterior_heights()), work.plain_text()


def settle(qtbot, session, editor, act):
    """Do ``act`` and wait until the edit is in and the model of the edited table is ready."""
    with qtbot.waitSignal(editor.edited, timeout=10000):
        act()
    qtbot.waitUntil(lambda: not session.retrain_pending and not session.trainer.busy, timeout=10000)


@pytest.mark.parametrize("mode", [EAGER, INCREMENTAL, LAZY])
def test_edit_add_delete_change_what_is_shown_and_undo_restores_it(qtbot, melon_session, window, mode):
    table, *_ = window
    editor, stack = table.editor, melon_session.undo_stack
    editor.set_mode(mode)
    before = shown(window)
    assert "(3 + 1) / (8 + 3×1)" in before[2]  # P(色泽=青绿 | 是), row 0 is the query
    model = table.table_model
    colour = [model.column_name(i) for i in range(model.n_data_columns)].index("色泽")

    typed = lambda: model.setData(model.index(0, colour), "乌黑", Qt.ItemDataRole.EditRole)  # noqa: E731
    settle(qtbot, melon_session, editor, typed)
    assert model.data(model.index(0, colour)) == "乌黑"
    edited = shown(window)
    assert edited[0] != before[0] and edited[1] != before[1] and edited[2] != before[2]
    assert "P(色泽=乌黑 | 好瓜=是)\n(5 + 1) / (8 + 3×1)" in edited[2]  # 4 乌黑 melons of class 是, now 5

    rows = melon_session.dataset.frame.iloc[[9, 10]]  # two 否 melons, pasted as a spreadsheet copies them
    settle(qtbot, melon_session, editor, lambda: editor.paste_rows(frame_text(rows)))
    assert model.rowCount() == 19
    added = shown(window)
    assert "11 / 19" in added[2] and "8 / 19" in added[2] and added[:2] != edited[:2]

    table.selectRow(3)
    settle(qtbot, melon_session, editor, table.delete_selected_rows)
    assert model.rowCount() == 18 and "7 / 18" in shown(window)[2]
    table.selectRow(0)  # deleting chose row 3 to classify; back to row 0, which the snapshots show

    for expected in (added, edited, before):
        settle(qtbot, melon_session, editor, stack.undo)
        assert shown(window) == expected
    assert not editor.edited_table
    assert ("counted now from 17 rows" in before[2]) == (mode == LAZY)


def test_incremental_edit_shows_old_to_new_counts_and_fractions(qtbot, melon_session, window):
    table, cpt, _, work, learning = window
    editor = table.editor
    editor.set_mode(INCREMENTAL)
    model = melon_session.model
    settle(qtbot, melon_session, editor, lambda: editor.set_cell(0, "色泽", "乌黑"))
    assert melon_session.model is not model  # updated, not the same object
    update = editor.last_update
    assert update is not None and update.n_touched == 2  # |D_是,青绿| 3 → 2 and |D_是,乌黑| 4 → 5
    rows = {tuple(learning.changes.item(r, c).text() for c in range(3)) for r in range(learning.changes.rowCount())}
    assert ("count: 色泽 = 青绿", "是", "3 → 2") in rows and ("count: 色泽 = 乌黑", "是", "4 → 5") in rows
    assert "touched 2 count" in learning.status.text()
    page = cpt.current_page().model()  # the 色泽 table: levels 青绿, 乌黑, 浅白 by classes 是, 否
    assert page.changed_cells() == {(0, 0): (3, 2), (1, 0): (4, 5)}
    assert page.data(page.index(0, 0)).endswith("(3 → 2)") and "→" not in page.data(page.index(0, 1))
    text = work.plain_text()  # row 0, the edited melon, is the query: its 色泽 factor before and after
    assert "P(色泽=乌黑 | 好瓜=是): (4 + 1) / (8 + 3×1) = 0.455 before, (5 + 1) / (8 + 3×1) = 0.545 now" in text
    settle(qtbot, melon_session, editor, melon_session.undo_stack.undo)
    assert melon_session.model is model  # the very model from before the edit
    page = cpt.current_page().model()
    assert page.changed_cells() == {} and "before," not in work.plain_text()


def test_a_bad_number_is_refused_with_a_message(qtbot, melon_session, window):
    table, *_ = window
    with qtbot.waitSignal(melon_session.error, timeout=10000) as message:
        table.editor.set_cell(0, "密度", "heavy")
    assert "密度" in message.args[0] and "heavy" in message.args[0]
    assert melon_session.undo_stack.count() == 0


def test_a_project_with_an_edited_table_round_trips(qtbot, melon_session, window, tmp_path):
    table, *_ = window
    settle(qtbot, melon_session, table.editor, lambda: table.editor.set_cell(2, "密度", "0.5"))
    edited = melon_session.dataset
    path = tmp_path / "melons.bayesgui"
    Project.capture(edited, melon_session.settings, melon_session.loss).with_edited_table(edited, path).save(path)
    project = Project.load(path)
    assert project.edited_path == str(tmp_path / "melons.edited.csv")
    opened = project.open_dataset()
    assert opened.frame.equals(edited.frame) and dict(opened.kinds) == dict(edited.kinds)
    assert opened.frame["密度"][2] == 0.5


def test_rows_replayed_one_by_one_move_the_model_then_the_table_model_returns(qtbot, melon_session, window):
    *_, learning = window
    table_model, seen = melon_session.model, []
    melon_session.model_changed.connect(lambda: seen.append(melon_session.model.n_rows))
    stream = learning.stream
    stream.speed.setValue(100)
    with qtbot.waitSignal(stream.finished, timeout=20000):
        stream.start_rest(10)  # rows 11..17 taken out, then learnt again one at a time
    assert seen == [11, 12, 13, 14, 15, 16, 17, 17]
    assert melon_session.model is table_model and not stream.running
    assert stream.progress.text() == "All rows learnt."


def test_the_modes_compared_on_the_current_table(qtbot, melon_session, window):
    table, *_, learning = window
    table.editor.set_mode(INCREMENTAL)
    settle(qtbot, melon_session, table.editor, lambda: table.editor.set_cell(0, "色泽", "乌黑"))
    with qtbot.waitSignal(learning.comparer.succeeded, timeout=20000):
        learning.compare()
    names = [learning.costs.item(r, 0).text() for r in range(learning.costs.rowCount())]
    assert names == ["Eager", "Look-up table", "Lazy", "Incremental"]  # naive Bayes allows every mode
    lazy = names.index("Lazy")
    assert learning.costs.item(lazy, 1).text() == "0"  # nothing trained in advance
    assert all(int(learning.costs.item(r, 3).text()) > 0 for r in range(4))
    assert "The last edit touched 2 count" in learning.cost_note.text()


def test_in_look_up_mode_classifying_every_row_reads_the_table(qtbot, melon_session, window, monkeypatch):
    from bayesgui.core.learning import lookup

    table, *_, learning = window
    with qtbot.waitSignal(melon_session.predictions_changed, timeout=10000):
        melon_session.predict_all()
    computed = melon_session.predictions.posterior.copy()
    read = []
    original = lookup._TableNB.predict_proba
    monkeypatch.setattr(lookup._TableNB, "predict_proba", lambda self, X: read.append(len(X)) or original(self, X))
    table.editor.set_mode(LOOKUP)
    with qtbot.waitSignal(melon_session.predictions_changed, timeout=10000):
        melon_session.predict_all()
    assert read == [17]  # every row looked up in the table
    assert "every prediction read the look-up table" in learning.status.text()
    assert melon_session.predictions.posterior == pytest.approx(computed, abs=1e-12)


def test_in_look_up_mode_the_bars_and_show_your_work_are_read_from_the_table(qtbot, melon_session, window):
    """Each factor of show your work names the entry of the table it read (row, column); the bars are the table's
    posterior, binned too (a binned table is a model of its own: its bars differ from the computed ones)."""
    from bayesgui.tasks.learning import reading_table

    table, _, bars, work, learning = window
    computed = dict(bars.posterior_heights())
    table.editor.set_mode(LOOKUP)
    text = work.plain_text()  # (one line per cell)
    assert "P(好瓜=是)\nT[P(c), 是]\n0.471" in text and "P(色泽=青绿 | 好瓜=是)\nT[色泽=青绿, 是]\n0.364" in text
    assert "N(0.697; μ=T[μ, 是]=0.574, σ²=T[σ², 是]=0.015)" in text and "read from the table" in text
    assert dict(bars.posterior_heights()) == pytest.approx(computed, abs=1e-12)  # unbinned: as computed
    with qtbot.waitSignal(melon_session.reader.ready, timeout=10000):
        learning.bins.setValue(4)  # the user chooses bins: they are counted from the table (a job)
    binned = reading_table(melon_session.model, melon_session.dataset, 4).estimator  # 4 bins counted from the table
    expected = binned.predict_proba(melon_session.query[None, :])[0]
    heights = dict(bars.posterior_heights())
    assert list(heights.values()) == pytest.approx(list(expected), abs=1e-12)
    assert heights != pytest.approx(computed, abs=1e-6)
    text = work.plain_text()
    assert "P(密度=0.697 | 好瓜=是)\nT[密度 ≥ 0.64125, 是]\n0.250" in text  # 2 of 8 是 melons: (2 + 1) / (8 + 4)
    lookup_page = learning.lookup_view.toPlainText()  # the printed table: the same row, its counts
    assert "bin 4: 密度 ≥ 0.64125" in lookup_page and "0.25 (2/8)" in lookup_page
    table.editor.set_mode(EAGER)
    assert "T[" not in work.plain_text() and dict(bars.posterior_heights()) == pytest.approx(computed, abs=1e-12)


def test_streamed_rows_move_the_decision_regions_paced_by_a_gui_timer(qtbot, melon_session, window):
    """The regions are fitted on the rows learnt so far while rows arrive; the speed sets the timer's interval at
    once; Stop stops the timer (no row arrives after it) and the table's regions come back."""
    import numpy as np

    from bayesgui.qt.regions.decision_region_view import DecisionRegionView

    *_, learning = window
    regions = DecisionRegionView(melon_session)
    qtbot.addWidget(regions)
    regions.resize(900, 600)
    with qtbot.waitSignal(regions.fitted, timeout=15000):
        regions.show()
    table_model, full = melon_session.model, regions.plot.background_codes().copy()
    assert len(regions.grid.points) == 17
    stream = learning.stream
    stream.speed.setValue(0.5)  # a row every 2 s: the first arrives at once, the regions refit before the next
    with qtbot.waitSignal(regions.fitted, timeout=15000):
        stream.start_rest(10)  # rows 11..17 taken out of the model, then learnt again one by one
    assert stream.running and stream.timer.isActive() and stream.timer.interval() == 2000
    assert 11 <= len(regions.grid.points) < 17  # fitted on the rows learnt so far
    assert not np.array_equal(regions.plot.background_codes(), full)  # the regions moved
    stream.speed.setValue(4)
    assert stream.timer.interval() == 250  # a new speed takes effect at once
    arrived = []
    melon_session.streamed.connect(lambda: arrived.append(1))
    with qtbot.waitSignal(regions.fitted, timeout=15000):
        stream.stop()
    assert not stream.running and not stream.timer.isActive() and not arrived
    assert melon_session.model is table_model and melon_session.streamed_dataset is None
    assert len(regions.grid.points) == 17 and np.array_equal(regions.plot.background_codes(), full)
    regions.shutdown()
