"""The EM plots' fast pyqtgraph items: marching squares equal to pyqtgraph's isocurve, responsibility colours."""

import numpy as np
import pyqtgraph as pg
import pytest
from pyqtgraph import functions as fn

from bayesgui.qt.em.plots.graphics import (
    COLOR_LEVELS,
    FastIsocurve,
    ResponsibilityScatter,
    component_rgb,
    contour_segments,
    same_array,
)


def segment_set(xs, ys) -> set:
    return {
        tuple(sorted([(round(xs[i], 9), round(ys[i], 9)), (round(xs[i + 1], 9), round(ys[i + 1], 9))]))
        for i in range(0, len(xs), 2)
    }


def pyqtgraph_segments(data, level) -> set:
    lines = fn.isocurve(data, level, connected=False)
    return segment_set([float(p[0]) for s in lines for p in s], [float(p[1]) for s in lines for p in s])


@pytest.mark.parametrize("level", [-0.4, -2.0, -5.5])
def test_contour_segments_equal_pyqtgraphs_isocurve(level):
    t = np.linspace(-3, 3, 60)
    data = -(t[:, None] ** 2 + 0.5 * t[None, :57] ** 2) / 2 + 0.6 * np.sin(3 * t)[:, None] * np.cos(2 * t[:57])
    xs, ys = contour_segments(data, level)
    assert len(xs) > 20
    assert segment_set(xs, ys) == pyqtgraph_segments(data, level)


@pytest.mark.parametrize(
    ("level", "expected"),
    [  # the centre (mean 0.5) decides which corners the two segments cut off
        (0.4, {((1.1, 0.5), (1.5, 0.9)), ((0.5, 1.1), (0.9, 1.5))}),  # centre above: the corners below it are cut off
        (0.6, {((0.5, 0.9), (0.9, 0.5)), ((1.1, 1.5), (1.5, 1.1))}),  # centre below: the corners above it are cut off
    ],
)
def test_a_saddle_cell_is_split_by_its_centre_value(level, expected):
    data = np.array([[1.0, 0.0], [0.0, 1.0]])
    xs, ys = contour_segments(data, level)
    assert segment_set(np.round(xs, 12), np.round(ys, 12)) == expected


def test_flat_or_level_free_data_has_no_segments():
    assert contour_segments(np.zeros((5, 5)), 1.0)[0].size == 0


def test_fast_isocurve_draws_the_same_path_bounds(qtbot):
    t = np.linspace(-2, 2, 40)
    data = -(t[:, None] ** 2 + t[None, :] ** 2)
    fast, slow = FastIsocurve(data, level=-1.0), pg.IsocurveItem(data, level=-1.0)
    fast_rect, slow_rect = fast.boundingRect(), slow.boundingRect()
    assert fast_rect.width() == pytest.approx(slow_rect.width(), rel=1e-6)
    assert fast_rect.center().x() == pytest.approx(slow_rect.center().x(), rel=1e-6)


def test_points_are_filled_with_the_responsibility_blend(qtbot):
    rng = np.random.default_rng(0)
    resp = rng.dirichlet(np.ones(3), size=500)
    scatter = ResponsibilityScatter()
    scatter.setData(x=rng.normal(size=500), y=rng.normal(size=500))
    scatter.set_responsibilities(resp)
    scale = (COLOR_LEVELS - 1) / 255
    expected = np.rint(np.rint(resp @ component_rgb(3) * scale) / scale).astype(int)
    np.testing.assert_array_equal(scatter.point_rgb(), expected)
    hard = np.eye(3)[rng.integers(0, 3, 500)]  # certain points take their component's colour
    scatter.set_responsibilities(hard)
    pure = np.rint(np.rint(component_rgb(3) * scale) / scale).astype(int)
    np.testing.assert_array_equal(scatter.point_rgb(), pure[hard.argmax(axis=1)])


def test_same_array_recognises_two_views_of_one_buffer():
    base = np.arange(12.0).reshape(3, 4)
    a, b = base.T.view(), base.T.view()
    assert same_array(a, b) and same_array(a, a)
    assert not same_array(a, base.T.copy()) and not same_array(a, None) and not same_array(None, a)
    assert not same_array(base[:2].view(), base[1:].view())


def test_a_coded_scatter_moves_and_recolours_its_points_in_place(qtbot):
    from bayesgui.qt.em.plots.graphics import CodedScatter

    widget = pg.PlotWidget()
    qtbot.addWidget(widget)
    scatter = CodedScatter(size=6)
    widget.addItem(scatter)
    red, blue = pg.mkBrush(255, 0, 0), pg.mkBrush(0, 0, 255)
    xy = np.arange(10.0).reshape(5, 2)
    scatter.place(xy[:, 0], xy[:, 1], (red, blue), np.array([0, 1, 0, 1, 1]))
    assert [b.color().blue() for b in scatter.data["brush"]] == [0, 255, 0, 255, 255]
    np.testing.assert_array_equal(np.column_stack(scatter.getData()), xy)
    scatter.place(xy[:, 0] + 1, xy[:, 1], (red, blue), np.zeros(5, int))  # same points moved: every one red now
    assert scatter.getData()[0][0] == 1.0 and {b.color().red() for b in scatter.data["brush"]} == {255}
    assert scatter.dataBounds(0) == (1.0, 9.0)  # the view learns the new extent
    scatter.place(xy[:3, 0], xy[:3, 1], (blue,), np.zeros(3, int))  # fewer points: rebuilt
    assert len(scatter.data) == 3 and all(b is blue for b in scatter.data["brush"])
    widget.grab()  # paints without error


def test_a_coded_scatter_placed_as_it_is_is_not_drawn_again(qtbot):
    from bayesgui.qt.em.plots.graphics import CodedScatter

    widget = pg.PlotWidget()
    qtbot.addWidget(widget)
    scatter = CodedScatter(size=6)
    widget.addItem(scatter)
    changed = []
    scatter.sigPlotChanged.connect(changed.append)
    red, blue = pg.mkBrush(255, 0, 0), pg.mkBrush(0, 0, 255)
    xy = np.arange(10.0).reshape(5, 2)
    scatter.place(xy[:, 0], xy[:, 1], (red, blue), np.array([0, 1, 0, 1, 1]))
    assert len(changed) == 1
    scatter.place(xy[:, 0].copy(), xy[:, 1].copy(), (red, blue), np.array([0, 1, 0, 1, 1]))  # equal values
    assert len(changed) == 1
    for x, brushes, codes in (  # any difference is drawn: a point moved, another brush, another code
        (xy[:, 0] + [0, 0, 0, 0, 0.5], (red, blue), [0, 1, 0, 1, 1]),
        (xy[:, 0] + [0, 0, 0, 0, 0.5], (blue, red), [0, 1, 0, 1, 1]),
        (xy[:, 0] + [0, 0, 0, 0, 0.5], (blue, red), [0, 1, 0, 1, 0]),
    ):
        changed.clear()
        scatter.place(x, xy[:, 1], brushes, np.array(codes))
        assert changed and scatter.getData()[0][4] == x[4]
    assert scatter.data["brush"][4] is blue
    scatter.setData(x=xy[:, 0], y=xy[:, 1])  # changed behind its back: placing it again is not skipped
    scatter.place(xy[:, 0], xy[:, 1], (blue, red), np.array([0, 1, 0, 1, 0]))
    assert scatter.data["brush"][1] is red


def test_warming_draws_a_runs_usual_colours_ahead(qtbot):
    """After ``warm(K)`` a frame whose points are each one component's or a blend of two draws no new symbol (a
    colour first met during the animation cost its frame the symbol and a rebuilt atlas)."""
    rng = np.random.default_rng(0)
    resp = np.zeros((2000, 4))
    pairs = rng.integers(0, 4, (2000, 2))
    share = rng.random(2000)
    resp[np.arange(2000), pairs[:, 0]] += share
    resp[np.arange(2000), pairs[:, 1]] += 1 - share
    cold, warm = ResponsibilityScatter(), ResponsibilityScatter()
    for scatter in (cold, warm):
        scatter.setData(x=rng.random(2000), y=rng.random(2000))
    warm.warm(4)
    drawn = len(warm.fragmentAtlas)
    for scatter in (cold, warm):
        scatter.set_responsibilities(resp)
    assert len(warm.fragmentAtlas) == drawn
    assert len(cold.fragmentAtlas) > 30  # (the frame needs many colours)
    np.testing.assert_array_equal(warm.point_rgb(), cold.point_rgb())  # the same colours either way
