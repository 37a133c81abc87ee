"""The Probability tables tab with a model of many classes (a numeric column chosen as the class, as the random-use
test does): the density and pmf plots make their per-class items a few classes per turn of the event loop, not all
in the slot that shows the tab (old faithful's 126 eruption times: 252 items and 126 legend entries, 0.4-0.7 s of
the GUI thread here), and end up drawing every class's numbers from the report."""

import numpy as np
import pandas as pd

from bayesgui.data import Dataset, load_sample
from bayesgui.qt.common.plots.class_items import CLASSES_PER_TURN
from bayesgui.qt.model.density_plot import DensityPlot
from bayesgui.qt.model.rate_plot import RatePlot
from bayesgui.report.probability_tables import feature_table
from tests.qt.conftest import load_and_train
from tests.qt.model.test_cpt_view import choose, make_view


def test_the_density_plot_of_126_classes_is_made_a_few_classes_per_turn(qtbot, session):
    load_and_train(qtbot, session, load_sample("faithful").with_target("eruptions"))
    table = feature_table(session.model, "waiting", session.dataset)
    assert len(table.curves) == 126
    view = make_view(qtbot, session)  # shown: the tab draws its feature in this turn
    plot = view.current_page()
    assert isinstance(plot, DensityPlot) and view.current_feature() == "waiting"
    assert len(plot.legend_texts()) == CLASSES_PER_TURN  # the first classes now, not all 126
    qtbot.waitUntil(lambda: len(plot.legend_texts()) == 126)
    for curve in table.curves:
        x, y = plot.curve_data(curve.name)
        np.testing.assert_array_equal(x, curve.x)
        np.testing.assert_array_equal(y, curve.density)
        edges, heights = plot.histogram_data(curve.name)
        np.testing.assert_array_equal(edges, table.edges)
        np.testing.assert_array_equal(heights, curve.heights)
    assert plot.legend_texts()[-1].startswith(table.curves[-1].name + ": μ = ")
    load_and_train(qtbot, session, load_sample("watermelon3"))  # two classes: the surplus items go at once
    choose(view, "密度")
    assert view.current_page() is plot and len(plot.legend_texts()) == 2


def test_the_pmf_plot_of_40_classes_is_made_a_few_classes_per_turn(qtbot, session):
    rng = np.random.default_rng(0)
    frame = pd.DataFrame({"n": rng.poisson(3, 400), "label": [f"c{i % 40:02d}" for i in range(400)]})
    load_and_train(qtbot, session, Dataset.from_frame(frame, target="label"))
    table = feature_table(session.model, "n", session.dataset)
    view = make_view(qtbot, session)
    plot = view.current_page()
    assert isinstance(plot, RatePlot) and len(table.pmfs) == 40
    assert len(plot.rate_heights()) == 40  # the rates: one bar item for every class, at once
    assert len(plot.legend_texts()) == CLASSES_PER_TURN  # the pmfs: the first classes now
    qtbot.waitUntil(lambda: len(plot.legend_texts()) == 40)
    for pmf in table.pmfs:
        k, y = plot.pmf_data(pmf.name)
        np.testing.assert_array_equal(k, pmf.k)
        np.testing.assert_array_equal(y, pmf.pmf)
    assert plot.legend_texts()[-1] == f"c39: λ = {table.pmfs[-1].rate:.4g}"

