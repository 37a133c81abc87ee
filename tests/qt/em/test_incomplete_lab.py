"""The incomplete-data EM lab driven like a user: choose what is missing, run, step, step back, play."""

import numpy as np
import pandas as pd
from PIL import Image
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QHeaderView

from bayesgui.data import Dataset, load_sample
from bayesgui.qt.em.incomplete_lab import IncompleteLab


def open_lab(qtbot, session, dataset, mode) -> IncompleteLab:
    session.load(dataset)
    lab = IncompleteLab(session)
    qtbot.addWidget(lab, before_close_func=lambda widget: widget.shutdown())
    lab.resize(1100, 700)
    lab.show()
    qtbot.waitExposed(lab)
    lab.mode_combo.setCurrentIndex(lab.mode_combo.findData(mode))
    run(qtbot, lab)
    return lab


def run(qtbot, lab) -> None:
    """Click Run EM and wait for the worker to finish (every frame received)."""
    with qtbot.waitSignal(lab.runner.stopped, timeout=20000):
        qtbot.mouseClick(lab.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not lab.runner.busy)


def shown(lab) -> dict[str, str]:
    table = lab.param_table
    return {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}


def test_three_coins_step_by_step_with_the_lower_bound(qtbot, session):
    lab = open_lab(qtbot, session, load_sample("three-coins"), "everything")
    assert shown(lab)["π"] == "0.4000" and shown(lab)["p"] == "0.6000"
    assert not lab.back_button.isEnabled()
    qtbot.mouseClick(lab.step_button, Qt.MouseButton.LeftButton)  # E step: the bound touches L at p = 0.6
    assert "E step" in lab.step_label.text()
    assert lab._now.value() == 0.6 and round(lab._best.value(), 2) == 0.54
    x, L = lab._L.getData()
    _, B = lab._B.getData()
    assert np.all(B <= L + 1e-9) and abs(B[x == 0.6][0] - L[x == 0.6][0]) < 1e-12
    heights = lab._bars.opts["height"]
    assert abs(heights[0] - 0.24 / 0.66) < 1e-12  # Li Hang's mu_j of a head
    qtbot.mouseClick(lab.step_button, Qt.MouseButton.LeftButton)  # M step: Li Hang's numbers, changed cells bold
    values = shown(lab)
    assert (values["π"], values["p"], values["q"]) == ("0.4064", "0.5368", "0.6432")
    assert lab.param_table.item(0, 1).font().bold()
    formulas = lab.formula_label.text()
    assert "μ_j = 0.4000 × 0.6000 / (0.4000 × 0.6000 + 0.6000 × 0.7000) = 0.3636" in formulas
    assert "π = (1/n) Σ μ_j = 4.0642 / 10 = 0.4064" in formulas
    assert "= 2.1818 / 4.0642 = 0.5368" in formulas and "= 3.8182 / 5.9358 = 0.6432" in formulas
    qtbot.mouseClick(lab.back_button, Qt.MouseButton.LeftButton)
    assert shown(lab)["π"] == "0.4000"


def test_click_a_parameter_to_see_the_bound_along_it(qtbot, session):
    lab = open_lab(qtbot, session, load_sample("three-coins"), "everything")
    lab.show_frame(1)
    with qtbot.waitSignal(lab.runner.stopped, timeout=20000):
        lab.param_table.cellClicked.emit(0, 0)  # π
    qtbot.waitUntil(lambda: not lab.runner.busy)
    assert lab.index == 1 and lab.frames[1].curve_parameter == "π"
    assert lab._now.value() == 0.4 and round(lab._best.value(), 2) == 0.41


def test_gif_export(qtbot, session, tmp_path):
    lab = open_lab(qtbot, session, load_sample("three-coins"), "everything")
    written = lab.export_gif(str(tmp_path / "coins.gif"))
    with Image.open(tmp_path / "coins.gif") as gif:
        assert gif.n_frames == written == len(lab.frames) and gif.size == (400, 400)


def test_play_runs_to_the_end(qtbot, session):
    lab = open_lab(qtbot, session, load_sample("three-coins"), "everything")
    lab._timer.setInterval(5)
    lab.play_button.setChecked(True)
    qtbot.waitUntil(lambda: not lab.play_button.isChecked(), timeout=5000)
    assert lab.index == len(lab.frames) - 1 and not lab.step_button.isEnabled()
    _, ys = lab._history.getData()
    assert np.all(np.diff(ys) >= -1e-12)


def test_missing_values_drawn_at_their_conditional_mean(qtbot, session):
    rng = np.random.default_rng(0)
    X = np.vstack([rng.normal([0, 0], 1, (60, 2)), rng.normal([5, 5], 1, (60, 2))])
    X[::10, 1] = np.nan
    lab = open_lab(qtbot, session, Dataset.from_frame(pd.DataFrame(X, columns=["a", "b"])), "values")
    lab.show_frame(len(lab.frames) - 1)
    complete, filled = (np.column_stack(scatter.getData()) for scatter in (lab._complete, lab._filled_in))
    assert len(complete) == 108 and len(filled) == 12 and np.isfinite(filled).all()  # every row drawn
    assert {tuple(p) for p in complete} == {tuple(p) for p in X[~np.isnan(X[:, 1])]}  # where they are
    np.testing.assert_array_equal(filled[:, 0], lab._spread.opts["x"])  # at the centre of their spread
    assert 0 < len(lab._spread.opts["x"]) == 12
    lab.show_frame(1)  # the first E step: the bound touches L at the current mean
    x, L = lab._L.getData()
    _, B = lab._B.getData()
    assert np.all(B <= L + 1e-9) and abs(B[x == lab._now.value()][0] - L[x == lab._now.value()][0]) < 1e-9
    assert "α1" in shown(lab) and "π1" not in shown(lab)
    assert lab.rows_plot.getPlotItem().getAxis("bottom").labelText == "a"


def test_unlabeled_rows_posteriors_and_an_error_said(qtbot, session):
    frame = load_sample("watermelon3").frame.copy()
    frame.loc[[0, 5, 10], "好瓜"] = None
    lab = open_lab(qtbot, session, Dataset.from_frame(frame, target="好瓜"), "labels")
    assert len(lab.frames) >= 3
    lab.show_frame(len(lab.frames) - 1)
    assert len(lab._bars.opts["height"]) == 3
    assert {"P(是)", "P(否)", "P(色泽 = 青绿 | 是)"} <= set(shown(lab))
    x, L = lab._L.getData()
    _, B = lab._B.getData()
    assert len(x) and np.all(B <= L + 1e-9)
    session.load(load_sample("three-coins"))  # no target: nothing is unlabeled, and the lab says so
    assert lab.mode_combo.currentData() == "everything"  # the sample opens in its own mode
    lab.mode_combo.setCurrentIndex(lab.mode_combo.findData("labels"))
    run(qtbot, lab)
    assert lab.frames == [] and "Choose a target column" in lab.status_label.text()


def test_three_coins_opens_ready_to_run_with_its_formulas_in_view(qtbot, session):
    """The sample opens in latent-class mode: Run EM works at once; after an M step Li Hang's formulas are at the
    top of the page, in view without scrolling; the wheel over a plot scrolls the page, Ctrl+wheel zooms."""
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication, QScrollArea

    session.load(load_sample("three-coins"))
    lab = IncompleteLab(session)
    qtbot.addWidget(lab, before_close_func=lambda widget: widget.shutdown())
    lab.resize(1270, 520)  # the lab's room in its workspace at 1280x720 (its side panel holds the formulas)
    lab.show()
    qtbot.waitExposed(lab)
    assert lab.mode_combo.currentData() == "everything"
    run(qtbot, lab)
    assert lab.frames and not lab.status_label.text()
    assert list(shown(lab)) == ["π", "p", "q"]  # Li Hang's names
    bound = lab.bound_plot
    bound.grab()
    legend = bound.getPlotItem().legend.sceneBoundingRect()
    assert bound.mapToScene(bound.viewport().rect()).boundingRect().contains(legend)  # under the plot, whole
    lab.show_frame(2)  # the first M step
    area = lab.findChild(QScrollArea)
    top = lab.formula_label.mapTo(area.widget(), QPoint(0, 0)).y()
    assert "π = (1/n) Σ μ_j" in lab.formula_label.text() and area.verticalScrollBar().value() <= top
    assert top + lab.formula_label.height() <= area.viewport().height()  # in view
    lab.show_frame(3)  # an E step: the lines of the last M step stay, nothing jumps
    assert lab.formula_label.isVisible() and "π = (1/n)" in lab.formula_label.text()
    plot = lab.loglik_plot
    ranges = plot.getPlotItem().vb.viewRange()
    centre = QPointF(plot.viewport().rect().center())

    def wheel(modifiers) -> bool:
        """Whether the plot kept the wheel (Qt passes an ignored one from the user on to the scroll area)."""
        event = QWheelEvent(
            centre, QPointF(plot.viewport().mapToGlobal(centre.toPoint())), QPoint(0, 0), QPoint(0, -120),
            Qt.MouseButton.NoButton, modifiers, Qt.ScrollPhase.NoScrollPhase, False,
        )  # fmt: skip
        QApplication.sendEvent(plot.viewport(), event)
        return event.isAccepted()

    assert not wheel(Qt.KeyboardModifier.NoModifier)  # to the page: it scrolls
    assert plot.getPlotItem().vb.viewRange() == ranges  # and the plot did not zoom
    assert wheel(Qt.KeyboardModifier.ControlModifier)
    assert plot.getPlotItem().vb.viewRange() != ranges  # Ctrl+wheel zooms


def test_a_frame_of_many_parameters_sets_its_cells_before_sizing_the_names(qtbot, session, monkeypatch):
    """A class of 40 values (the random-use probe's penguins by bill length had 164 and 1,968 parameters): while a
    frame's cells are set, the names' column does not size itself to its contents (in that mode Qt measured the
    column again at every cell: 5 ms a cell, 9 s of the GUI thread a frame); it is sized once they are all set, and
    fits its names."""
    rng = np.random.default_rng(0)
    labels = np.array([f"c{i % 40:02d}" for i in range(400)], dtype=object)
    labels[rng.random(400) < 0.3] = None  # unlabeled rows: the labels mode's EM
    frame = pd.DataFrame({"a": rng.choice(list("xyz"), 400), "b": rng.choice(list("pqr"), 400), "label": labels})
    lab = open_lab(qtbot, session, Dataset.from_frame(frame, target="label"), "labels")
    table, header = lab.param_table, lab.param_table.horizontalHeader()
    modes, set_item = set(), table.setItem

    def watched(row, column, item):
        modes.add(header.sectionResizeMode(0))
        set_item(row, column, item)

    monkeypatch.setattr(table, "setItem", watched)
    lab.show_frame(1)
    rows = len(lab.frames[1].parameters)
    assert table.rowCount() == rows > 250 and modes == {QHeaderView.ResizeMode.Fixed}
    assert header.sectionResizeMode(0) == QHeaderView.ResizeMode.ResizeToContents  # sized once, after the cells
    widest = max(table.fontMetrics().horizontalAdvance(name) for name, _value in lab.frames[1].parameters)
    assert table.columnWidth(0) >= widest


def test_playing_redraws_only_the_filled_in_points(qtbot, session, monkeypatch):
    """The complete rows never move: a new frame draws the filled-in points again, not them (a cached picture)."""
    from bayesgui.qt.em.plots.graphics import CodedScatter

    painted = []  # (patched before the items exist: PySide remembers the paint override it found)
    original = CodedScatter.paint
    monkeypatch.setattr(CodedScatter, "paint", lambda self, *a: (painted.append(self), original(self, *a)))
    rng = np.random.default_rng(1)
    X = np.vstack([rng.normal([0, 0], 1, (300, 2)), rng.normal([5, 5], 1, (300, 2))])
    X[::7, 1] = np.nan
    lab = open_lab(qtbot, session, Dataset.from_frame(pd.DataFrame(X, columns=["a", "b"])), "values")
    lab.side_plots.setCurrentWidget(lab.rows_plot)
    lab.show_frame(1)
    qtbot.waitUntil(lambda: lab._complete in painted)  # (the held paint is released a few ms later)
    for _ in range(5):  # every update the first frame left is drawn: a paint now draws the complete rows from cache
        QApplication.processEvents()
        painted.clear()
        lab.rows_plot.grab()
        if lab._complete not in painted:
            break
    assert lab._complete not in painted, "the complete rows are drawn again at every paint"
    painted.clear()
    moved = lab._filled_in.getData()[1].copy()
    lab.show_frame(3)
    qtbot.waitUntil(lambda: lab._filled_in in painted)
    assert not np.array_equal(lab._filled_in.getData()[1], moved)  # EM moved the filled-in values
    assert lab._complete not in painted


def test_playing_draws_every_frame_in_order_on_its_own_turn(qtbot, session):
    """A played frame's plots are drawn on a later turn of the event loop than the one computing it (a timer due
    meanwhile runs first), and before the next frame is computed."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    lab = open_lab(qtbot, session, load_sample("three-coins"), "everything")
    events = []  # ("computed" | "timer" | "drawn", index)
    show = lab.show_frame

    def computed(index: int) -> None:
        show(index)
        events.append(("computed", lab.index))
        QTimer.singleShot(1, lambda shown=lab.index: events.append(("timer", shown)))  # due at once

    class Paints(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint:
                events.append(("drawn", lab.index))
            return False

    paints = Paints()
    lab.bound_plot.viewport().installEventFilter(paints)
    lab.show_frame = computed
    lab._timer.setInterval(30)  # (time to draw between frames: a late tick draws the held frame first, at once)
    lab.play_button.setChecked(True)
    qtbot.waitUntil(lambda: not lab.play_button.isChecked(), timeout=5000)
    qtbot.wait(30)
    frames = [index for kind, index in events if kind == "computed"]
    assert frames == list(range(1, len(lab.frames))) and len(frames) >= 5
    for index in frames:
        following = events[events.index(("computed", index)) + 1 :]
        drawn = following.index(("drawn", index))
        assert ("computed", index + 1) not in following[:drawn] and ("timer", index) in following[:drawn]
