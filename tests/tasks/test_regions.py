"""Decision regions without Qt: the grids are core's numbers, the boundaries have the shape the covariance
assumption implies (LDA straight, QDA curved), and the loss matrix moves them the way Bayes decision theory says."""

import numpy as np
import pandas as pd
import pytest

from bayesgui import core
from bayesgui.core import LossMatrix
from bayesgui.data import DataError, Dataset, load_sample
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.tasks.progress import Progress
from bayesgui.tasks.regions import (
    RegionGrid,
    boundary_mask,
    decision_grid,
    decision_margins,
    fit_regions,
    line_in_box,
    loss_for_classes,
)

RES = 120


def drain(generator):
    items = []
    try:
        while True:
            items.append(next(generator))
    except StopIteration as stop:
        return items, stop.value


def fit(dataset, models, x="x", y="y", settings=None, resolution=RES) -> RegionGrid:
    items, grid = drain(fit_regions(dataset, settings or ModelSettings(), x, y, models, resolution))
    assert items and all(isinstance(item, Progress) for item in items)
    return grid


def frame_of(parts) -> Dataset:
    """parts: (class name, points (n, 2))."""
    frames = [pd.DataFrame({"x": p[:, 0], "y": p[:, 1], "cls": name}) for name, p in parts]
    return Dataset.from_frame(pd.concat(frames, ignore_index=True), target="cls")


@pytest.fixture(scope="module")
def spread():
    """A tight class "A" beside a wide class "B": different covariances, so QDA's boundary closes around A."""
    rng = np.random.default_rng(6)
    a = rng.normal([0.0, 0.0], 0.5, size=(200, 2))
    b = rng.normal([1.5, 0.0], 2.5, size=(200, 2))
    return frame_of([("A", a), ("B", b)])


@pytest.fixture(scope="module")
def tied():
    """Two classes with the same covariance, left ("A") and right ("B")."""
    rng = np.random.default_rng(7)
    cov = [[1.0, 0.3], [0.3, 0.8]]
    a = rng.multivariate_normal([-1.5, 0.0], cov, size=250)
    b = rng.multivariate_normal([1.5, 0.0], cov, size=250)
    return frame_of([("A", a), ("B", b)])


def middle_row(grid, decisions) -> np.ndarray:
    return decisions[len(grid.ys) // 2]


def changes(row) -> np.ndarray:
    return np.flatnonzero(row[1:] != row[:-1])


def line_residual(grid, mask) -> float:
    """Largest distance (in grid cells) of the boundary cells from their best straight line."""
    rows, cols = np.nonzero(mask)
    points = np.column_stack([cols, rows]).astype(float)
    centred = points - points.mean(axis=0)
    _, _, vt = np.linalg.svd(centred, full_matrices=False)
    return float(np.abs(centred @ vt[-1]).max())


def test_qda_beats_lda_and_its_boundary_is_curved_while_lda_is_straight(spread):
    grid = fit(spread, ["lda", "qda"])
    lda, qda = grid.surface("lda"), grid.surface("qda")
    assert qda.accuracy > lda.accuracy + 0.05
    qda_dec, lda_dec = decision_grid(qda), decision_grid(lda)
    # QDA: class A's region is an island; some row crosses its boundary twice (B, A, B)
    assert len(changes(middle_row(grid, qda_dec))) == 2
    assert line_residual(grid, boundary_mask(qda_dec)) > 5  # an island of ~12 cells across
    # LDA: one straight line (every boundary cell within ~a cell of it), crossed once per row at most
    lda_mask = boundary_mask(lda_dec)
    assert lda_mask.sum() > RES // 2
    assert line_residual(grid, lda_mask) < 1.5
    assert max(len(changes(row)) for row in lda_dec) <= 1


def test_raising_the_cost_of_deciding_a_moves_the_boundary_towards_a(tied):
    grid = fit(tied, ["naive-bayes", "lda", "qda"])
    zero_one = LossMatrix.zero_one(("A", "B"))
    costly = zero_one.with_cell(0, 1, 5.0)  # decide A when the truth is B
    for surface in grid.surfaces:
        before, after = decision_grid(surface, zero_one), decision_grid(surface, costly)
        assert (after == 0).sum() < (before == 0).sum(), surface.key
        assert ((after == 0) <= (before == 0)).all()  # nothing becomes A
        (old,), (new,) = changes(middle_row(grid, before)), changes(middle_row(grid, after))
        assert new < old  # the change point moves left, towards class A's side (A is left of B)
    # the cheaper error is the other one: making deciding B costly moves the boundary right
    lda = grid.surface("lda")
    (old,), (new,) = (changes(middle_row(grid, decision_grid(lda, m))) for m in (zero_one, zero_one.with_cell(1, 0, 5)))
    assert new > old


def test_a_reject_cost_opens_a_band_between_the_classes(tied):
    grid = fit(tied, ["lda"])
    lda = grid.surface("lda")
    decisions = decision_grid(lda, LossMatrix.zero_one(("A", "B"), reject_cost=0.2))
    assert (decision_grid(lda) != 2).all()
    row = middle_row(grid, decisions)
    reject = np.flatnonzero(row == 2)
    assert reject.size > 2
    assert (row[: reject[0]] == 0).all() and (row[reject[-1] + 1 :] == 1).all()  # A | reject | B
    assert (np.diff(reject) == 1).all()
    # posterior of every rejected cell is below 1 - 0.2, of every decided cell above
    top = lda.posterior.max(axis=0)
    assert (top[decisions == 2] < 0.8).all() and (top[decisions != 2] >= 0.8).all()


def test_naive_bayes_grid_is_cores_posterior(spread):
    grid = fit(spread, ["naive-bayes"])
    surface = grid.surface("naive-bayes")
    X = spread.frame[["x", "y"]].to_numpy()
    y = (spread.frame["cls"] == "B").to_numpy().astype(int)
    model = core.GaussianNB().fit(X, y)
    gx, gy = np.meshgrid(grid.xs, grid.ys)
    points = np.column_stack([gx.ravel(), gy.ravel()])
    posterior = model.predict_proba(points)
    np.testing.assert_array_equal(surface.posterior[1].ravel(), posterior[:, 1])
    np.testing.assert_array_equal(surface.scores[0].ravel(), model.predict_joint_log_proba(points)[:, 0])
    np.testing.assert_allclose(
        surface.log_density[1].ravel(), model.predict_joint_log_proba(points)[:, 1] - model.class_log_prior_[1]
    )
    expected = (posterior[:, 1] > posterior[:, 0]).astype(int).reshape(len(grid.ys), len(grid.xs))
    np.testing.assert_array_equal(decision_grid(surface), expected)
    assert surface.accuracy == pytest.approx(np.mean(model.predict(X) == y))


def test_margins_are_positive_exactly_where_the_action_is_chosen(tied):
    grid = fit(tied, ["qda"])
    loss = LossMatrix.from_decisions([[0, 3], [1, 0]], ("A", "B"), reject_cost=0.3)
    decisions, margins = decision_grid(grid.surfaces[0], loss), decision_margins(grid.surfaces[0], loss)
    assert margins.shape == (3, RES, RES)
    np.testing.assert_array_equal(np.argmax(margins, axis=0), decisions)
    chosen = np.take_along_axis(margins, decisions[None], axis=0)[0]
    assert (chosen >= 0).all()


def test_loss_is_matched_by_class_name_not_position(tied):
    grid = fit(tied, ["lda"])
    lda = grid.surface("lda")
    in_order = LossMatrix.from_decisions([[0, 4], [1, 0]], ("A", "B"))
    swapped = LossMatrix.from_decisions([[0, 1], [4, 0]], ("B", "A"))  # the same costs, other order
    np.testing.assert_array_equal(decision_grid(lda, in_order), decision_grid(lda, swapped))
    with pytest.raises(ValueError, match="retrain"):
        loss_for_classes(("A", "B"), LossMatrix.zero_one(("A", "C")))


def test_svm_has_no_posterior_and_ignores_the_loss(tied):
    if not hasattr(core, "LinearSVM"):
        pytest.skip("core.LinearSVM is not there yet")
    grid = fit(tied, ["svm", "lda"])
    svm = grid.surface("svm")
    assert not svm.probabilistic and svm.posterior is None and svm.log_density is None
    plain = decision_grid(svm)
    for loss in (LossMatrix.zero_one(("A", "B")).with_cell(0, 1, 9), LossMatrix.zero_one(("A", "B"), 0.1)):
        np.testing.assert_array_equal(decision_grid(svm, loss), plain)
    np.testing.assert_array_equal(plain, np.argmax(svm.scores, axis=0))
    assert svm.accuracy > 0.9
    # the margins: f = w.x + b is the score difference; the +-1 lines lie where it is +-1
    f = svm.scores[1] - svm.scores[0]
    gx, gy = np.meshgrid(grid.xs, grid.ys)
    w = svm.margins[0]
    np.testing.assert_allclose(w[0] * gx + w[1] * gy + w[2], f, atol=1e-8)
    for level in (-1.0, 1.0):
        ends = line_in_box(w, level, grid.bounds)
        assert ends is not None
        np.testing.assert_allclose(ends @ w[:2] + w[2], level, atol=1e-9)


def test_missing_values_are_left_out_and_classes_keep_the_target_order():
    frame = load_sample("penguins").frame
    dataset = Dataset.from_frame(frame, target="species")
    grid = fit(dataset, ["naive-bayes", "qda"], "bill_length_mm", "bill_depth_mm", resolution=50)
    assert grid.n_dropped == int(frame[["bill_length_mm", "bill_depth_mm"]].isna().any(axis=1).sum()) > 0
    assert len(grid.points) == len(frame) - grid.n_dropped
    assert grid.class_names == dataset.to_arrays().schema.class_names
    assert [s.key for s in grid.surfaces] == ["naive-bayes", "qda"] and not grid.failures
    assert grid.xs.shape == (50,) and grid.surfaces[1].scores.shape == (3, 50, 50)
    assert grid.xs[0] < grid.points[:, 0].min() and grid.ys[-1] > grid.points[:, 1].max()
    with pytest.raises(ValueError):
        grid.xs[0] = 0.0  # an immutable snapshot


def test_a_model_that_cannot_be_fitted_is_reported_and_the_others_drawn():
    frame = pd.DataFrame(
        {"x": [0.0, 1.0, 2.0, 3.0, 5.0], "y": [0.0, 1.0, 0.5, 2.0, 7.0], "cls": ["a", "a", "a", "a", "b"]}
    )
    grid = fit(Dataset.from_frame(frame, target="cls"), ["qda", "naive-bayes"], resolution=20)
    assert [key for key, _ in grid.failures] == ["qda"] and grid.failures[0][1]
    assert [s.key for s in grid.surfaces] == ["naive-bayes"]


def test_bad_columns_say_how_to_fix_them(tied):
    with pytest.raises(DataError, match="two different"):
        drain(fit_regions(tied, ModelSettings(), "x", "x"))
    with pytest.raises(DataError, match="continuous or count"):
        drain(fit_regions(tied, ModelSettings(), "x", "cls"))
    with pytest.raises(DataError, match="target"):
        drain(fit_regions(tied.with_target(None), ModelSettings(), "x", "y"))


def test_the_job_stops_at_any_yield(tied):
    job = fit_regions(tied, ModelSettings(), "x", "y", ["naive-bayes", "lda", "qda"], RES)
    first = next(job)
    assert isinstance(first, Progress) and first.total == 3
    job.close()  # what TaskRunner's cancel amounts to: no more work, no error


def test_line_in_box():
    bounds = (0.0, 10.0, 0.0, 5.0)
    np.testing.assert_allclose(line_in_box((1.0, 0.0, 0.0), 3.0, bounds), [[3, 0], [3, 5]])
    np.testing.assert_allclose(line_in_box((1.0, -1.0, 0.0), 0.0, bounds), [[0, 0], [5, 5]])
    assert line_in_box((1.0, 0.0, 0.0), 20.0, bounds) is None


def test_the_points_drawn_of_a_large_table_are_a_fixed_sample_chosen_in_the_worker():
    from bayesgui.tasks.regions.fitting import MAX_SHOWN_POINTS

    rng = np.random.default_rng(0)
    n = MAX_SHOWN_POINTS + 3000
    frame = pd.DataFrame({"x": rng.normal(size=n), "y": rng.normal(size=n), "c": rng.choice(["a", "b"], n)})
    grid = fit(Dataset.from_frame(frame, target="c"), ["naive-bayes"], resolution=20)
    points, codes = grid.shown_points()
    assert len(grid.points) == n and len(points) == len(codes) == MAX_SHOWN_POINTS
    np.testing.assert_array_equal(points, grid.points[grid.shown])
    assert np.all(np.diff(grid.shown) > 0)  # sorted, no repeats
    small = fit(Dataset.from_frame(frame.iloc[:100], target="c"), ["naive-bayes"], resolution=20)
    assert small.shown is None and len(small.shown_points()[0]) == 100


def test_the_drawing_job_computes_what_the_plot_draws():
    from bayesgui.tasks.regions.curves import grid_curves
    from bayesgui.tasks.regions.drawing import draw_regions, redraw_regions

    iris = load_sample("iris")
    grid = fit(iris, ("naive-bayes", "qda"), "sepal_length", "sepal_width")
    loss = LossMatrix.zero_one(grid.class_names, reject_cost=0.2)
    items, drawing = drain(redraw_regions(grid, loss, "qda", True))
    assert items and drawing.grid is grid and drawing.background == "qda" and not drawing.loss_replaced
    np.testing.assert_array_equal(drawing.decisions, decision_grid(grid.surface("qda"), loss))
    assert drawing.shows_reject and (drawing.decisions == 3).any()
    for (key, (x, y)), surface in zip(drawing.boundaries, grid.surfaces, strict=True):
        ex, ey = grid_curves([(m, 0.0) for m in decision_margins(surface, loss)], grid.xs, grid.ys)
        assert key == surface.key
        np.testing.assert_array_equal(x, ex)
        np.testing.assert_array_equal(y, ey)
    assert len(drawing.contours) == 3 and all(c[0].size for c in drawing.contours)
    assert draw_regions(grid, loss, "qda", contours=False).contours == ()
    other = LossMatrix.zero_one(("p", "q"))  # over other classes: 0-1 loss instead, and said so
    replaced = draw_regions(grid, other, "nonesuch")
    assert replaced.loss_replaced and replaced.background is None and replaced.decisions is None


def test_segments_of_zero_length_make_no_curve_and_no_error():
    from bayesgui.tasks.regions.curves import chain_segments, grid_curves

    x, y = chain_segments(np.array([1.0, 1.0]), np.array([2.0, 2.0]))  # the reproduction: one point
    assert x.size == 0 and y.size == 0
    x, y = chain_segments(np.array([1.0, 1.0, 0.0, 1.0]), np.array([2.0, 2.0, 0.0, 0.0]))  # one real segment
    np.testing.assert_array_equal(x, [0.0, 1.0, np.nan])
    np.testing.assert_array_equal(y, [0.0, 0.0, np.nan])
    # a field that only touches its level at one grid point (the LDA background's case): nothing drawn
    field = np.zeros((5, 5))
    field[2, 2] = 1.0
    gx, gy = grid_curves([(field, 1.0)], np.arange(5.0), np.arange(5.0))
    assert gx.size == gy.size and not np.isfinite(gx).any()
