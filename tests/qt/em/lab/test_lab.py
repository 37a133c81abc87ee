"""EmLab driven like a user: Play to convergence, step E / M / back, click initial means, the 1-D formulas,
BIC / AIC, GIF and PNG export, restarts side by side, and Reset stopping the worker."""

import numpy as np
import pandas as pd
import pytest
from PIL import Image
from PySide6.QtCore import Qt

from bayesgui.cli import main
from bayesgui.core.mixture import GaussianMixture
from bayesgui.data import Dataset, load_sample
from bayesgui.qt.em.controls import INIT_METHODS
from bayesgui.qt.em.lab.window import EmLab
from bayesgui.qt.em.plots.graphics import COLOR_LEVELS, component_rgb
from bayesgui.report.palette import COMPONENT_COLORS, hex_rgb

FAITHFUL = ("eruptions", "waiting")


def fmt(value) -> str:
    return f"{float(value):.4g}"


def table_of(params) -> list[list[str]]:
    """What the parameter table must show for ``params`` (two columns)."""
    return [
        [fmt(v) for v in (w, *m, c[0, 0], c[1, 1], c[0, 1])]
        for w, m, c in zip(params.weights, params.means, params.covariances, strict=True)
    ]


def open_lab(qtbot, session, dataset) -> EmLab:
    session.load(dataset)
    lab = EmLab(session)
    qtbot.addWidget(lab)
    lab.resize(1200, 760)
    lab.show()
    qtbot.waitExposed(lab)
    lab.controls.speed_slider.setValue(lab.controls.speed_slider.maximum())
    return lab


@pytest.fixture
def lab(qtbot, session):
    widget = open_lab(qtbot, session, load_sample("faithful"))
    yield widget
    widget.shutdown()


def play_to_end(qtbot, lab) -> None:
    qtbot.mouseClick(lab.controls.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lab.player.at_end, timeout=8000)


def step(qtbot, lab, button, step: str, iteration: int) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def shown() -> bool:
        current = lab.player.current()
        return current is not None and (current.step, current.iteration) == (step, iteration)

    qtbot.waitUntil(shown)


def test_opens_on_the_first_two_numeric_columns(lab):
    assert lab.controls.columns() == FAITHFUL
    assert lab.plot_stack.currentWidget() is not lab.plot_1d
    assert len(lab.plots[0].scatter.data) == 272
    assert lab.player.length == 0
    assert lab.param_table.rowCount() == 2 and {t for row in lab.param_table.texts() for t in row} == {""}


def test_play_runs_in_the_worker_to_convergence_and_the_loglik_never_falls(qtbot, lab):
    qtbot.mouseClick(lab.controls.play_button, Qt.MouseButton.LeftButton)
    assert lab.runner.busy or lab.player.length > 0
    assert lab.controls.play_button.text().replace("&", "") == "Pause"
    qtbot.waitUntil(lambda: lab.player.converged, timeout=8000)
    assert not lab.runner.busy
    history = lab.player.history()
    assert [s.step for s in history[:5]] == ["init", "E", "M", "E", "M"]
    x, y = lab.loglik_plot.curve_data()
    e_steps = [s for s in history if s.step == "E"]
    np.testing.assert_array_equal(x, [s.iteration for s in e_steps])
    np.testing.assert_allclose(y, [s.log_likelihood for s in e_steps])
    assert len(y) >= 3 and np.all(np.diff(y) >= -1e-9 * np.abs(y[:-1]))  # EM's monotone rise
    x_range, _ = lab.loglik_plot.getPlotItem().vb.viewRange()
    assert x_range == pytest.approx([0.5, x[-1] + 0.5])  # the complete run fills the axes (no room left ahead)
    assert lab.param_table.texts() == table_of(history[-1].params)
    assert "converged" in lab.status_label.text()
    assert lab.controls.play_button.text().replace("&", "") == "Play"
    assert lab.plots[0].mean_positions() == pytest.approx(history[-1].params.means)


def test_step_back_then_step_m_walk_the_parameter_table(qtbot, lab):
    for iteration in (1, 2, 3):
        step(qtbot, lab, lab.controls.step_m_button, "M", iteration)
    history = lab.player.history()
    m2, m3 = (next(s for s in history if (s.step, s.iteration) == ("M", i)) for i in (2, 3))
    assert lab.param_table.texts() == table_of(m3.params)
    qtbot.mouseClick(lab.controls.back_button, Qt.MouseButton.LeftButton)
    assert (lab.player.current().step, lab.player.current().iteration) == ("E", 3)
    assert lab.param_table.texts() == table_of(m2.params)  # an E step leaves the parameters of M step 2
    assert table_of(m2.params) != table_of(m3.params)
    step(qtbot, lab, lab.controls.step_m_button, "M", 3)
    assert lab.param_table.texts() == table_of(m3.params)


def test_step_e_recolours_the_points_by_the_new_responsibilities(qtbot, lab):
    step(qtbot, lab, lab.controls.step_m_button, "M", 1)
    before = lab.plots[0].scatter.point_rgb()
    step(qtbot, lab, lab.controls.step_e_button, "E", 2)
    after = lab.plots[0].scatter.point_rgb()
    resp = lab.player.current().resp
    scale = (COLOR_LEVELS - 1) / 255
    expected = np.rint(np.rint(resp @ component_rgb(2) * scale) / scale).astype(int)
    np.testing.assert_array_equal(after, expected)
    assert (np.abs(after - before).sum(axis=1) > 0).sum() > 10


def test_two_clicks_place_the_initial_means_of_the_next_run(qtbot, lab):
    plot = lab.plots[0]
    targets = [(2.0, 55.0), (4.5, 80.0)]
    qtbot.mouseClick(lab.controls.place_button, Qt.MouseButton.LeftButton)  # the placing mode, on purpose
    for x, y in targets:
        qtbot.mouseClick(plot.viewport(), Qt.MouseButton.LeftButton, pos=plot.data_to_widget(x, y))
    clicks = np.array(lab.clicked_means())
    assert clicks == pytest.approx(np.array(targets), rel=0.02)
    assert INIT_METHODS[lab.controls.init_combo.currentIndex()] == "clicked"
    assert plot.clicked_points() == pytest.approx(clicks)
    assert not lab.controls.place_button.isChecked()  # the K-th click ends the mode
    qtbot.mouseClick(lab.controls.step_e_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lab.player.length > 0)
    assert lab.player.history()[0].step == "init"
    np.testing.assert_allclose(lab.player.history()[0].params.means, clicks)


def test_init_clicked_without_enough_clicks_says_so_and_does_not_run(qtbot, lab):
    lab.controls.init_combo.setCurrentIndex(INIT_METHODS.index("clicked"))
    qtbot.mouseClick(lab.controls.play_button, Qt.MouseButton.LeftButton)
    assert not lab.runner.busy and lab.player.length == 0
    assert "Click 2 initial means" in lab.status_label.text()


def test_one_column_shows_the_update_formulas_with_the_snapshot_numbers(qtbot, session):
    rng = np.random.default_rng(1)
    frame = pd.DataFrame({"x": np.r_[rng.normal(0, 1, 60), rng.normal(5, 0.5, 40)]})
    lab = open_lab(qtbot, session, Dataset.from_frame(frame, target=None))
    try:
        assert lab.controls.columns() == ("x",)
        assert lab.plot_stack.currentWidget() is lab.plot_1d
        step(qtbot, lab, lab.controls.step_m_button, "M", 1)
        step(qtbot, lab, lab.controls.step_m_button, "M", 2)
        params = lab.player.current().params
        text = lab.plot_1d.formula_text()
        assert "M step" in text
        for k in range(2):  # each update ends with the core's new value (tests/qt/em/test_step_formulas.py: all)
            assert f"α_{k + 1}′ = Σ_j γ_j{k + 1} / m = " in text and f"= {fmt(params.weights[k])}\n" in text
            assert f"μ_{k + 1}′ = Σ_j γ_j{k + 1} x_j / Σ_j γ_j{k + 1} = " in text
            assert f"= ({fmt(params.means[k, 0])})" in text and f"= {fmt(params.covariances[k, 0, 0])}" in text
        _, mixture = lab.plot_1d.mixture_data()
        components = sum(lab.plot_1d.component_data(k)[1] for k in range(2))
        np.testing.assert_allclose(mixture, components, rtol=1e-9)
        heights = lab.plot_1d.histogram_data()
        assert np.sum(np.diff(heights[0]) * heights[1]) == pytest.approx(1.0)
    finally:
        lab.shutdown()


def test_bic_and_aic_curves_for_k_1_to_4(qtbot, lab):
    lab.bic_plot.max_k_spin.setValue(4)
    assert lab.bic_plot.button.text() == "BIC/AIC for K = 1..4"
    qtbot.mouseClick(lab.bic_plot.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(lab.bic_plot.curve_data("bic")[0]) == 4, timeout=8000)
    ks, bic = lab.bic_plot.curve_data("bic")
    _, aic = lab.bic_plot.curve_data("aic")
    np.testing.assert_array_equal(ks, [1, 2, 3, 4])
    data = load_sample("faithful").frame[list(FAITHFUL)].to_numpy(dtype=float)
    one = GaussianMixture(n_components=1).fit(data)  # K = 1 needs no initialisation: exact
    assert bic[0] == pytest.approx(one.bic(data)) and aic[0] == pytest.approx(one.aic(data))
    assert np.all(np.isfinite(bic)) and np.all(bic > aic)  # log(272) > 2: BIC's penalty is larger


def test_gif_and_png_frames_export(qtbot, lab, tmp_path):
    play_to_end(qtbot, lab)
    gif, folder = tmp_path / "em.gif", tmp_path / "frames"
    written = lab.export_animation(gif=gif, folder=folder)
    frames = sorted(folder.glob("*.png"))
    assert len(frames) == lab.player.length and gif in written
    with Image.open(gif) as image:
        assert image.n_frames > 1
    assert Image.open(frames[0]).size[0] > 100
    lab.controls.only_m_check.setChecked(True)
    only_m = lab.export_animation(folder=tmp_path / "m")
    assert len(only_m) == sum(s.step != "E" for s in lab.player.history())
    assert lab.player.at_end  # the view is back on the frame it showed


def test_restarts_run_side_by_side_with_their_own_seeds(qtbot, lab):
    assert len(lab.plots) == 1  # the restarts' plots are built when asked for
    lab.controls.restarts_spin.setValue(2)
    assert lab.plots[1].isVisible() and not any(plot.isVisible() for plot in lab.plots[2:])
    assert len(lab.plots[1].scatter.data) == len(lab.plots[0].scatter.data) == 272  # the same points drawn
    play_to_end(qtbot, lab)
    first, second = lab.player.history(0), lab.player.history(1)
    assert first and second
    assert not np.allclose(first[0].params.means, second[0].params.means)
    assert lab.plots[1].mean_positions() == pytest.approx(second[-1].params.means)
    assert len(lab.loglik_plot.curve_data(1)[1]) == sum(s.step == "E" for s in second)


def test_reset_and_setting_changes_stop_the_worker(qtbot, lab):
    lab.controls.max_iter_spin.setValue(1000)
    qtbot.mouseClick(lab.controls.play_button, Qt.MouseButton.LeftButton)
    assert lab.runner.busy
    qtbot.mouseClick(lab.controls.reset_button, Qt.MouseButton.LeftButton)
    assert not lab.runner.busy and lab.player.length == 0 and not lab.player.is_playing
    qtbot.mouseClick(lab.controls.step_e_button, Qt.MouseButton.LeftButton)
    assert lab.runner.busy
    lab.controls.k_spin.setValue(3)
    assert not lab.runner.busy and lab.player.length == 0


def test_the_labs_gif_is_the_clis_gif(qtbot, lab, tmp_path, capsys):
    """One renderer, one palette: with the CLI's settings the lab's M-step GIF has the CLI's very frames."""
    lab.controls.only_m_check.setChecked(True)
    play_to_end(qtbot, lab)  # K = 2, full, k-means++, seed 0: the CLI's defaults
    lab.export_animation(gif=tmp_path / "lab.gif")
    argv = ["em", "faithful", "--columns", ",".join(FAITHFUL), "--k", "2", "--gif", str(tmp_path / "cli.gif")]
    assert main(argv) == 0, capsys.readouterr().err
    with Image.open(tmp_path / "lab.gif") as ours, Image.open(tmp_path / "cli.gif") as theirs:
        assert ours.n_frames == theirs.n_frames == sum(s.step != "E" for s in lab.player.history())
        for i in range(ours.n_frames):
            ours.seek(i)
            theirs.seek(i)
            np.testing.assert_array_equal(np.asarray(ours.convert("RGB")), np.asarray(theirs.convert("RGB")))
        used = {rgb for _, rgb in ours.convert("RGB").getcolors(maxcolors=1 << 20)}
    for color in COMPONENT_COLORS[:2]:
        assert min(np.abs(np.subtract(rgb, hex_rgb(color))).max() for rgb in used) <= 8, color


def test_a_table_opened_while_the_lab_is_hidden_is_read_when_it_is_shown(qtbot, lab, session):
    lab.hide()
    faithful = load_sample("faithful")
    big = pd.concat([faithful.frame] * 100, ignore_index=True)  # more rows than are drawn
    session.load(Dataset.from_frame(big))
    assert len(lab.plots[0].scatter.data) == len(faithful.frame)  # not read yet: the old points stay
    lab.show()
    qtbot.waitExposed(lab)
    assert len(lab.plots[0].scatter.data) == len(lab.drawn_points()) == min(len(big), 20_000)
    assert "showing 20,000 of" in lab.plots[0].getPlotItem().titleLabel.text
    assert lab.start_run()  # and EM runs on the new table
    play_to_end(qtbot, lab)
    assert lab.player.current().params.means.shape == (lab.controls.k_spin.value(), 2)


def test_a_click_on_a_finished_run_never_discards_it(qtbot, lab):
    """Clicks outside the placing mode leave the run; leaving the mode before the K-th click restores it."""
    qtbot.mouseClick(lab.controls.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lab.player.complete and lab.player.at_end, timeout=15000)
    final, plot = lab.player.current(), lab.plots[0]
    qtbot.mouseClick(plot.viewport(), Qt.MouseButton.LeftButton, pos=plot.data_to_widget(3.0, 70.0))
    assert lab.player.current() is final and lab.clicked_means() == [] and len(plot.clicked_points()) == 0
    qtbot.mouseClick(lab.controls.place_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(plot.viewport(), Qt.MouseButton.LeftButton, pos=plot.data_to_widget(3.0, 70.0))
    assert len(plot.clicked_points()) == 1 and "1 of 2" in lab.status_label.text()
    assert lab.player.current() is final  # the run stays on show while the means are being placed
    qtbot.mouseClick(lab.controls.place_button, Qt.MouseButton.LeftButton)  # changed my mind
    assert lab.player.current() is final and lab.player.at_end
    assert lab.clicked_means() == [] and len(plot.clicked_points()) == 0
    assert lab.controls.init_method() != "clicked"


def test_choosing_init_clicked_enters_the_placing_mode(qtbot, lab):
    lab.controls.init_combo.setCurrentIndex(INIT_METHODS.index("clicked"))
    assert lab.controls.place_button.isChecked()
    lab.controls.init_combo.setCurrentIndex(INIT_METHODS.index("kmeans++"))
    assert not lab.controls.place_button.isChecked()


def test_a_gif_named_with_another_suffix_is_written_as_name_gif(qtbot, lab, tmp_path, monkeypatch):
    """Found by the random-use test: "em.svg" typed in the GIF dialog made Pillow raise, and the error escaped."""
    from PySide6.QtWidgets import QFileDialog

    from bayesgui.qt.em.lab.export import ask_export

    play_to_end(qtbot, lab)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(tmp_path / "em.svg"), "")))
    ask_export(lab, gif=True)
    with Image.open(tmp_path / "em.svg.gif") as image:
        assert image.n_frames > 1


def test_playing_draws_every_frame_in_order_on_its_own_turn(qtbot, lab):
    """While EM plays, a frame's picture is drawn on a later turn of the event loop than the one that computed it,
    so that a timer due meanwhile runs in between (the two took ~12-28 ms of the GUI thread in one go); yet every
    frame is drawn, in order, before the next is computed."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    events = []  # ("computed" | "timer" | "drawn", index)
    last = [-1]  # the frame computed last: what a paint draws

    class Paints(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint:
                events.append(("drawn", last[0]))
            return False

    hold = lab.held_paint.hold

    def computing(widgets) -> None:  # (called as a frame's computing begins)
        index = lab.player.index
        # A timer due before the frame is even computed: it must run before the frame is drawn. (Started once the
        # frame was computed, 1 ms against the drawing's 4 ms, a loaded machine once let the drawing's come due first.)
        QTimer.singleShot(1, lambda: events.append(("timer", index)))
        hold(widgets)

    def computed() -> None:
        last[0] = lab.player.index
        events.append(("computed", last[0]))

    paints = Paints()
    lab.plots[0].viewport().installEventFilter(paints)
    lab.held_paint.hold = computing
    lab.player.frame_changed.connect(computed)
    lab.controls.speed_slider.setValue(30)  # (time to draw between frames: a late tick draws the held one at once)
    play_to_end(qtbot, lab)
    qtbot.waitUntil(lambda: events[-1] == ("drawn", last[0]))  # the last frame drawn too
    frames = [index for kind, index in events if kind == "computed" and index >= 0]
    assert frames == list(range(len(frames))) and len(frames) >= 10  # every half-step, in order
    for index in frames:
        at = events.index(("computed", index))
        following = events[at + 1 :]
        drawn = following.index(("drawn", index))  # drawn...
        assert ("computed", index + 1) not in following[:drawn]  # ...before the next frame was computed
        if index > 0:  # (the first may be drawn by the update the run's reset left pending)
            assert ("timer", index) in following[:drawn]  # ...after the timer due meanwhile ran
