"""The decision-region view driven like a user: it draws core's decisions, follows loss edits without a refit,
refits for other features, models and settings, overlays several models, and exports PNG and SVG."""

import numpy as np
import pandas as pd
import pytest
from PySide6.QtGui import QImage

from bayesgui import core
from bayesgui.data import Dataset, load_sample
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.qt.regions.decision_region_view import RESOLUTION, DecisionRegionView
from bayesgui.tasks.regions import boundary_mask, decision_grid, loss_for_classes
from bayesgui.tasks.regions.curves import grid_curves
from tests.qt.conftest import load_and_train

FIT_TIMEOUT = 15000


def open_view(qtbot, session) -> DecisionRegionView:
    view = DecisionRegionView(session)
    qtbot.addWidget(view)
    view.resize(1100, 700)
    view.show()
    qtbot.waitExposed(view)
    return view


def wait_fit(qtbot, view, action=None) -> None:
    """Run ``action`` (or nothing: a refit is already scheduled) and wait for the new grid to be drawn."""
    with qtbot.waitSignal(view.fitted, timeout=FIT_TIMEOUT):
        if action is not None:
            action()


@pytest.fixture
def view(qtbot, session):
    load_and_train(qtbot, session, load_sample("iris"))
    widget = open_view(qtbot, session)
    wait_fit(qtbot, widget)
    yield widget
    widget.shutdown()


def expected_background(view) -> np.ndarray:
    grid = view.grid
    surface = grid.surface(view.controls.background())
    return decision_grid(surface, loss_for_classes(grid.class_names, view._session.loss))


def test_background_is_the_minimum_risk_grid_of_the_stored_fit(view):
    grid = view.grid
    assert (grid.x_column, grid.y_column) == ("sepal_length", "sepal_width")
    assert grid.class_names == view._session.model.class_names
    assert [s.key for s in grid.surfaces] == ["naive-bayes", "lda", "qda"]
    assert view.controls.background() == "naive-bayes"
    codes = view.plot.background_codes()
    assert codes.shape == (RESOLUTION, RESOLUTION)
    np.testing.assert_array_equal(codes, expected_background(view))
    rgba = view.plot.background_rgba()
    assert rgba.shape == (RESOLUTION, RESOLUTION, 4)
    colours = {k: {tuple(c) for c in rgba[codes == k]} for k in np.unique(codes)}
    assert all(len(c) == 1 for c in colours.values()) and len({next(iter(c)) for c in colours.values()}) == 3
    assert "Training accuracy" in view.controls.accuracy_label.text()
    legend = view.plot.legend_texts()
    assert {"setosa", "versicolor", "virginica"} <= set(legend)
    assert view.controls.model_label("qda") in legend


def test_a_loss_edit_redraws_at_once_without_a_refit(qtbot, view, session):
    before = view.plot.background_codes().copy()
    setosa = session.loss.classes.index("setosa")
    versicolor = session.loss.classes.index("versicolor")
    costly = session.loss.with_cell(setosa, versicolor, 50.0)  # decide setosa when it is versicolor
    with qtbot.assertNotEmitted(view.runner.started), qtbot.waitSignal(view.redrawn, timeout=10000):
        session.set_loss(costly)
    after = view.plot.background_codes()
    code = view.grid.class_names.index("setosa")
    assert (after == code).sum() < (before == code).sum()
    np.testing.assert_array_equal(after, expected_background(view))
    boundary_before = view.plot.boundary_data("naive-bayes")[0].copy()
    with qtbot.assertNotEmitted(view.runner.started), qtbot.waitSignal(view.redrawn):
        session.set_loss(session.loss.with_reject(0.1))
    assert (view.plot.background_codes() == 3).any()  # the reject region
    assert "reject" in view.plot.legend_texts()
    assert not np.array_equal(view.plot.boundary_data("naive-bayes")[0], boundary_before)
    for _ in range(2):
        with qtbot.waitSignal(view.redrawn):
            session.undo_stack.undo()
    np.testing.assert_array_equal(view.plot.background_codes(), before)
    assert not view.runner.busy


def test_boundary_curves_follow_the_decision_grid(view):
    grid = view.grid
    for surface in grid.surfaces:
        x, y = view.plot.boundary_data(surface.key)
        finite = np.isfinite(x)
        assert (finite == np.isfinite(y)).all() and finite.sum() > 10
        x, y = x[finite], y[finite]  # polylines separated by NaN
        dx, dy = grid.xs[1] - grid.xs[0], grid.ys[1] - grid.ys[0]
        cols = np.clip(np.rint((x - grid.xs[0]) / dx).astype(int), 0, RESOLUTION - 1)
        rows = np.clip(np.rint((y - grid.ys[0]) / dy).astype(int), 0, RESOLUTION - 1)
        mask = boundary_mask(decision_grid(surface, view.current_loss()[0]))
        near = np.zeros_like(mask)
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                near |= np.roll(np.roll(mask, dr, axis=0), dc, axis=1)
        assert near[rows, cols].all(), surface.key


def test_other_features_refit(qtbot, view):
    sepal_accuracy = view.grid.surface("qda").accuracy
    wait_fit(qtbot, view, lambda: view.controls.set_axes("petal_length", "petal_width"))
    grid = view.grid
    assert (grid.x_column, grid.y_column) == ("petal_length", "petal_width")
    assert grid.surface("qda").accuracy > sepal_accuracy
    assert view.plot.getPlotItem().getAxis("bottom").labelText == "petal_length"
    np.testing.assert_array_equal(view.plot.background_codes(), expected_background(view))


def test_settings_and_background_choice(qtbot, view, session):
    old = view.grid
    wait_fit(qtbot, view, lambda: session.set_settings(ModelSettings(uniform_prior=True)))
    assert view.grid is not old
    with qtbot.assertNotEmitted(view.runner.started), qtbot.waitSignal(view.redrawn):
        view.controls.set_background("qda")
    np.testing.assert_array_equal(view.plot.background_codes(), decision_grid(view.grid.surface("qda"), None))
    assert view.plot.contour_data()[0][0].size > 0  # QDA's class-conditional contours
    with qtbot.waitSignal(view.redrawn):
        view.controls.contours_check.setChecked(False)
    assert all(x.size == 0 for x, _y in view.plot.contour_data())


def test_several_models_overlaid(qtbot, view):
    keys = ["naive-bayes", "lda", "qda", "gaussian", "mixture"]
    keys += [k for k, name in (("logistic", "LogisticRegression"), ("svm", "LinearSVM")) if hasattr(core, name)]
    wait_fit(qtbot, view, lambda: view.controls.set_checked_models(keys))
    assert [s.key for s in view.grid.surfaces] == keys and not view.grid.failures
    assert view.plot.boundary_keys() == keys
    for key in keys:
        assert view.plot.boundary_data(key)[0].size > 0, key
    assert [view.controls.background_combo.itemData(i) for i in range(view.controls.background_combo.count())] == keys
    assert view.controls.svm_note.isHidden() == ("svm" not in keys)
    wait_fit(qtbot, view, lambda: view.controls.set_checked_models(["lda"]))
    assert view.plot.boundary_keys() == ["lda"] and view.controls.background() == "lda"


def test_svm_margins_and_the_loss_not_applying(qtbot, session):
    if not hasattr(core, "LinearSVM"):
        pytest.skip("core.LinearSVM is not there yet")
    frame = load_sample("iris").frame
    two = Dataset.from_frame(frame[frame["species"] != "setosa"].reset_index(drop=True), target="species")
    load_and_train(qtbot, session, two)
    view = open_view(qtbot, session)
    try:
        wait_fit(qtbot, view)
        wait_fit(qtbot, view, lambda: view.controls.set_checked_models(["svm", "lda"]))
        assert view.controls.background() == "lda" and not view.controls.svm_note.isHidden()  # kept
        with qtbot.waitSignal(view.redrawn):
            view.controls.set_background("svm")
        x, y = view.plot.margin_data()
        assert x.size == 4  # two lines, w.x + b = -1 and +1
        w = view.grid.surface("svm").margins[0]
        np.testing.assert_allclose(sorted(w[0] * x + w[1] * y + w[2]), [-1, -1, 1, 1], atol=1e-8)
        before = view.plot.background_codes().copy()
        with qtbot.waitSignal(view.redrawn):
            session.set_loss(session.loss.with_cell(0, 1, 40.0).with_reject(0.05))
        np.testing.assert_array_equal(view.plot.background_codes(), before)  # the SVM ignores the loss
        assert "reject" not in view.plot.legend_texts()
        assert view.plot.contour_data() == [] or all(c[0].size == 0 for c in view.plot.contour_data())
    finally:
        view.shutdown()


def test_export_png_and_svg(view, tmp_path):
    png = view.export(tmp_path / "regions.png")
    image = QImage(str(png))
    assert not image.isNull() and image.width() > view.plot.width()
    svg = view.export(tmp_path / "regions.svg").read_text(encoding="utf-8")
    assert "<svg" in svg and "setosa" in svg


def test_fewer_than_two_numeric_columns_is_explained(qtbot, session):
    x = np.random.default_rng(0).normal(size=20)
    frame = pd.DataFrame({"x": x, "colour": list("rgbr") * 5, "cls": list("ab") * 10})
    session.load(Dataset.from_frame(frame, target="cls"))
    assert session.dataset.kinds["x"] == "continuous" and session.dataset.kinds["colour"] == "categorical"
    view = open_view(qtbot, session)
    try:
        assert not view.controls.features_note.isHidden()
        assert "two continuous or count columns" in view.controls.features_note.text()
        assert "1" in view.controls.features_note.text()
        assert view.refit() is False and view.grid is None and not view.runner.busy
        assert view.plot.background_codes() is None
    finally:
        view.shutdown()


def test_grid_curves_are_joined_polylines_in_data_coordinates():
    xs, ys = np.linspace(0.0, 10.0, 41), np.linspace(-2.0, 2.0, 21)
    gx, _ = np.meshgrid(xs, ys)
    x, y = grid_curves([(gx - 3.3, 0.0), (3.3 - gx, 0.0)], xs, ys)  # one line, found twice
    assert np.isnan(x).sum() == 1 and np.isnan(x[-1])  # drawn once, as one polyline
    np.testing.assert_allclose(x[:-1], 3.3)
    np.testing.assert_allclose(sorted(y[:-1]), ys, atol=1e-12)
    cx, cy = np.meshgrid(xs - 5, ys * 2)
    x, y = grid_curves([(cx**2 / 4 + cy**2 - 4.0, 0.0)], xs - 5, ys * 2)  # an ellipse inside the grid
    assert np.isnan(x).sum() == 1 and (x[0], y[0]) == (x[-2], y[-2])  # one closed loop
    np.testing.assert_allclose(x[:-1] ** 2 / 4 + y[:-1] ** 2, 4.0, rtol=0.05)


def test_a_fit_that_fails_clears_the_plot_and_says_why(qtbot, session):
    rng = np.random.default_rng(1)
    z = rng.normal(size=40)
    z[1::2] = np.nan  # class "b" has no value of z
    frame = pd.DataFrame({"x": rng.normal(size=40), "y": rng.normal(size=40), "z": z, "cls": list("ab") * 20})
    load_and_train(qtbot, session, Dataset.from_frame(frame, target="cls"))
    view = open_view(qtbot, session)
    try:
        wait_fit(qtbot, view)
        assert view.grid is not None
        with qtbot.waitSignal(view.runner.failed, timeout=FIT_TIMEOUT):
            view.controls.set_axes("x", "z")
        assert view.grid is None and view.plot.background_codes() is None
        assert "Fewer than two classes" in view.status_label.text()
    finally:
        view.shutdown()


def test_a_refit_on_the_same_points_keeps_them_and_other_columns_move_them(qtbot, view, session, monkeypatch):
    """Placing 20,000 points takes ~10 ms of the GUI thread: a refit for other settings (the same points) keeps
    them; other columns place theirs, in a later turn than the slot taking the fit (with its repaint)."""
    from bayesgui.qt.em.plots.graphics import CodedScatter

    def drawn_are_the_grids():
        points, codes = view.grid.shown_points()
        for k, (x, y) in enumerate(view.plot.point_data()):
            np.testing.assert_array_equal(np.column_stack([x, y]), points[codes == k])

    placed = []
    place = CodedScatter.place
    monkeypatch.setattr(CodedScatter, "place", lambda self, *args: (placed.append(self), place(self, *args)))
    wait_fit(qtbot, view, lambda: session.set_settings(ModelSettings(uniform_prior=True)))
    assert placed == []
    drawn_are_the_grids()
    in_the_slot = []  # connected after the view's own slot: what it placed in the slot that takes the fit
    view.runner.succeeded.connect(lambda _grid: in_the_slot.append(len(placed)))
    wait_fit(qtbot, view, lambda: view.controls.set_axes("petal_length", "petal_width"))
    assert in_the_slot == [0] and len(placed) == 3  # placed in a turn of their own
    drawn_are_the_grids()
