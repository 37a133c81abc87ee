"""CptView: a probability table, a density plot or a rate plot per feature, matching the fitted model."""

import math

import numpy as np
import pytest
from PySide6.QtCore import Qt

from bayesgui.data import load_sample
from bayesgui.qt.model.categorical_table_view import PROBABILITY_ROLE, CategoricalTableView
from bayesgui.qt.model.cpt_view import CptView
from bayesgui.qt.model.density_plot import DensityPlot
from bayesgui.qt.model.rate_plot import RatePlot
from bayesgui.qt.model.sample_value import sample_value
from bayesgui.report.bar_labels import value_text
from bayesgui.report.feature_location import locate_feature
from bayesgui.report.probability_tables import feature_table
from tests.qt.conftest import load_and_train


def make_view(qtbot, session):
    view = CptView(session)
    qtbot.addWidget(view)
    view.resize(700, 400)
    view.show()
    return view


def choose(view, feature):
    """Pick ``feature`` in the combo box as a user would."""
    combo = view.feature_combo
    index = combo.findText(feature)
    assert index >= 0, feature
    combo.setCurrentIndex(index)
    assert view.current_feature() == feature


def cell(view, row, column, role=Qt.ItemDataRole.DisplayRole):
    model = view.current_page().model()
    return model.data(model.index(row, column), role)


def test_color_table_shows_the_smoothed_probabilities_and_their_fractions(qtbot, melon_session):
    view = make_view(qtbot, melon_session)
    choose(view, "根蒂")
    choose(view, "色泽")
    table = view.current_page()
    assert isinstance(table, CategoricalTableView)
    model = table.model()
    assert (model.rowCount(), model.columnCount()) == (3, 2)
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(2)] == ["是", "否"]
    assert [model.headerData(r, Qt.Orientation.Vertical) for r in range(3)] == ["青绿", "乌黑", "浅白"]
    found = locate_feature(melon_session.model, "色泽")
    part, column = found.estimator, found.column
    expected = np.exp(part.feature_log_prob_[column])  # (classes, levels)
    for r in range(3):
        for c in range(2):
            assert cell(view, r, c, PROBABILITY_ROLE) == pytest.approx(expected[c, r], abs=1e-15)
    # 3 of the 8 good melons are 青绿; 3 levels; Laplace alpha = 1
    assert part.category_count_[column][0, 0] == 3 and part.class_feature_count_[0, column] == 8
    assert cell(view, 0, 0, Qt.ItemDataRole.ToolTipRole) == "(3 + 1) / (8 + 3×1) = 0.364"
    assert cell(view, 0, 0) == "0.364"
    assert "Laplace" in view.caption_text()


def test_the_query_level_is_bold_and_follows_the_query(qtbot, melon_session):
    view = make_view(qtbot, melon_session)
    choose(view, "色泽")
    assert cell(view, 0, 0, Qt.ItemDataRole.FontRole).bold()  # row 0 of the table is 青绿
    assert cell(view, 1, 0, Qt.ItemDataRole.FontRole) is None
    with qtbot.waitSignal(melon_session.record_changed):
        melon_session.set_query_row(1)  # 乌黑
    assert cell(view, 1, 1, Qt.ItemDataRole.FontRole).bold()
    assert cell(view, 0, 0, Qt.ItemDataRole.FontRole) is None


def test_heat_map_darkens_with_probability_and_keeps_text_readable(qtbot, melon_session):
    view = make_view(qtbot, melon_session)
    choose(view, "色泽")
    strong = cell(view, 1, 0, Qt.ItemDataRole.BackgroundRole)  # 0.455: the largest
    weak = cell(view, 2, 0, Qt.ItemDataRole.BackgroundRole)  # 0.182
    assert strong.lightnessF() < weak.lightnessF()
    for r, c in ((1, 0), (2, 0)):
        back = cell(view, r, c, Qt.ItemDataRole.BackgroundRole)
        text = cell(view, r, c, Qt.ItemDataRole.ForegroundRole)
        assert abs(back.lightnessF() - text.lightnessF()) > 0.4


def test_lambda_0_shows_the_maximum_likelihood_estimate(qtbot, melon_session):
    view = make_view(qtbot, melon_session)
    choose(view, "色泽")
    with qtbot.waitSignal(melon_session.model_changed, timeout=10000):
        melon_session.set_settings(melon_session.settings.replace(alpha=0.0))
    assert view.current_feature() == "色泽"  # the choice survives retraining
    assert cell(view, 0, 0, Qt.ItemDataRole.ToolTipRole) == "3/8 = 0.375"
    assert cell(view, 0, 0, PROBABILITY_ROLE) == pytest.approx(3 / 8)
    assert "λ = 0: maximum-likelihood estimate" in view.caption_text()


def test_density_curves_peak_at_one_over_root_two_pi_sigma(qtbot, melon_session):
    view = make_view(qtbot, melon_session)
    choose(view, "密度")
    plot = view.current_page()
    assert isinstance(plot, DensityPlot)
    found = locate_feature(melon_session.model, "密度")
    part, column = found.estimator, found.column
    for k, cls in enumerate(("是", "否")):
        mean, sigma = part.theta_[k, column], math.sqrt(part.var_[k, column])
        x, y = plot.curve_data(cls)
        at_mean = np.flatnonzero(x == mean)
        assert at_mean.size == 1
        assert y[at_mean[0]] == pytest.approx(1 / (math.sqrt(2 * math.pi) * sigma), rel=1e-12)
        assert y.max() == y[at_mean[0]]
        edges, heights = plot.histogram_data(cls)
        assert np.sum(heights * np.diff(edges)) == pytest.approx(1.0)  # a normalised histogram
        assert f"{cls}: μ = {mean:.4g}, σ = {sigma:.4g}" in plot.legend_texts()
    assert plot.query_line_value() == pytest.approx(0.697)


def test_density_follows_the_query_and_the_variance_setting(qtbot, melon_session):
    view = make_view(qtbot, melon_session)
    choose(view, "密度")
    plot = view.current_page()
    peak = plot.curve_data("是")[1].max()
    with qtbot.waitSignal(melon_session.record_changed):
        melon_session.set_query_row(3)
    assert plot.query_line_value() == pytest.approx(sample_value(melon_session.record, "密度"))
    with qtbot.waitSignal(melon_session.model_changed, timeout=10000):
        melon_session.set_settings(melon_session.settings.replace(variance="unbiased"))
    assert view.current_page() is plot and view.current_feature() == "密度"
    assert plot.curve_data("是")[1].max() == pytest.approx(peak * math.sqrt(7 / 8), rel=1e-6)  # 8 good melons


def test_count_features_show_the_poisson_rates(qtbot, session):
    load_and_train(qtbot, session, load_sample("spam_words"))
    view = make_view(qtbot, session)
    assert view.current_feature() == "free"
    plot = view.current_page()
    assert isinstance(plot, RatePlot)
    classes = session.model.class_names
    for feature in ("free", "meeting"):
        choose(view, feature)
        found = locate_feature(session.model, feature)
        part, column = found.estimator, found.column
        heights = plot.rate_heights()
        assert list(heights) == list(classes)
        for k, cls in enumerate(classes):
            assert heights[cls] == pytest.approx(part.rate_[k, column], abs=1e-15)
            assert plot.rate_labels()[cls] == value_text(part.rate_[k, column])[0]
            counts, pmf = plot.pmf_data(cls)
            assert counts[0] == 0 and pmf.sum() == pytest.approx(1.0, abs=1e-3)
        assert plot.query_line_value() == sample_value(session.record, feature)
    assert "Poisson" in view.caption_text()


def test_empty_without_a_model_then_fills_in(qtbot, session):
    view = make_view(qtbot, session)
    assert view.features() == [] and not view.feature_combo.isEnabled()
    assert not isinstance(view.current_page(), CategoricalTableView | DensityPlot | RatePlot)
    with qtbot.waitSignal(view.feature_changed, timeout=10000) as blocker:
        load_and_train(qtbot, session, load_sample("watermelon3"))
    assert blocker.args == ["色泽"]
    assert view.features() == ["色泽", "根蒂", "敲声", "纹理", "脐部", "触感", "密度", "含糖率"]
    assert isinstance(view.current_page(), CategoricalTableView)


# ---------------------------------------------------------------------- the pages draw the report's numbers
def test_table_cells_are_the_reports_cells(qtbot, melon_session):
    view = make_view(qtbot, melon_session)
    for feature in ("色泽", "纹理"):
        choose(view, feature)
        table = feature_table(melon_session.model, feature, melon_session.dataset)
        shown = view.current_page().table_model
        assert shown.table() == table
        for r in range(len(table.levels)):
            for c in range(len(table.classes)):
                assert cell(view, r, c, PROBABILITY_ROLE) == table.cells[r][c].probability


def test_density_curves_and_histograms_are_the_reports(qtbot, melon_session):
    view = make_view(qtbot, melon_session)
    choose(view, "含糖率")
    table = feature_table(melon_session.model, "含糖率", melon_session.dataset)
    for curve in table.curves:
        x, y = view.current_page().curve_data(curve.name)
        np.testing.assert_array_equal(x, curve.x)
        np.testing.assert_array_equal(y, curve.density)
        edges, heights = view.current_page().histogram_data(curve.name)
        np.testing.assert_array_equal(edges, table.edges)
        np.testing.assert_array_equal(heights, curve.heights)


def test_pmf_bars_are_the_reports(qtbot, session):
    load_and_train(qtbot, session, load_sample("spam_words"))
    view = make_view(qtbot, session)
    choose(view, "meeting")
    table = feature_table(session.model, "meeting", session.dataset)
    plot = view.current_page()
    assert plot.rate_heights() == {p.name: p.rate for p in table.pmfs}
    for pmf in table.pmfs:
        k, y = plot.pmf_data(pmf.name)
        np.testing.assert_array_equal(k, pmf.k)
        np.testing.assert_array_equal(y, pmf.pmf)


def test_a_column_at_1e300_is_drawn_and_queried_in_the_models_unit(qtbot, session, tmp_path):
    from bayesgui.data import load_dataset

    rng = np.random.default_rng(0)
    y = np.arange(40) % 2
    a = (rng.normal(size=40) + 3.0 * y) * 1e300
    lines = ["a,label", *(f"{float(v)!r},{'yes' if c else 'no'}" for v, c in zip(a, y, strict=True))]
    (tmp_path / "big.csv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    dataset = load_dataset(tmp_path / "big.csv").with_target("label").with_kind("a", "continuous")
    load_and_train(qtbot, session, dataset)
    view = make_view(qtbot, session)
    choose(view, "a")
    plot = view.current_page()
    e = int(session.model.estimator.feature_exponent_[0])
    assert e > 900
    assert plot.getPlotItem().getAxis("bottom").labelText == f"a / 2^{e}"
    assert f"p(a / 2^{e} |" in view.caption_text()
    assert plot.query_line_value() == pytest.approx(np.ldexp(sample_value(session.record, "a"), -e))
    x, density = plot.curve_data("yes")
    assert np.all(np.isfinite(x)) and np.all(np.isfinite(density)) and density.max() > 0.01
    assert any(f"a / 2^{e}" in note for note in session.record.notes)  # the worked example says the unit
