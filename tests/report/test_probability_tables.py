"""The probability tables: the CPT cells with their fraction inputs, the normal densities and Poisson pmfs, each
agreeing with the factor the fitted model itself uses (``explain``), and ``locate_feature``."""

import dataclasses
import math

import numpy as np
import pytest

from bayesgui.data import load_sample
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.report.feature_location import locate_feature
from bayesgui.report.probability_tables import (
    CategoricalTable,
    ContinuousTable,
    CountTable,
    CptCell,
    feature_table,
)
from bayesgui.tasks.train import fit_model


def trained(sample: str, **settings):
    return fit_model(load_sample(sample).to_arrays(), ModelSettings(**settings))


@pytest.fixture(scope="module")
def melon():
    return trained("watermelon3")


@pytest.fixture(scope="module")
def spam():
    return trained("spam_words")


def factor(model, sample: str, feature: str, value) -> np.ndarray:
    """P(x_feature = value | c) per class, as the model's own ``explain`` computes it (row 0, one value changed)."""
    frame = load_sample(sample).frame.iloc[[0]].copy()
    frame[feature] = [value]
    x = model.schema.encode_features(frame, unseen="missing")[0]
    return model.estimator.explain(x).factors[:, model.schema.feature_names.index(feature)]


def test_locate_feature_finds_the_part_and_its_column(melon):
    found = locate_feature(melon, "密度")
    assert (found.feature, found.kind) == ("密度", "continuous")
    assert type(found.estimator).__name__ == "GaussianNB" and found.column == 0
    assert locate_feature(melon, "含糖率").column == 1
    assert locate_feature(melon, "no such column") is None


def test_a_model_that_is_not_naive_bayes_has_no_tables():
    lda = trained("watermelon3", model="lda")
    assert locate_feature(lda, "密度") is None and feature_table(lda, "密度") is None


def test_cpt_cells_hold_the_probability_and_its_fraction(melon):
    table = feature_table(melon, "色泽", load_sample("watermelon3"))
    assert isinstance(table, CategoricalTable) and table.kind == "categorical"
    assert table.levels == ("青绿", "乌黑", "浅白") and table.classes == ("是", "否") and table.alpha == 1
    # 3 of the 8 good melons are 青绿; 3 levels; Laplace alpha = 1
    assert table.cells[0][0] == CptCell(pytest.approx(4 / 11), 3.0, 8.0, 1.0, 3)
    probabilities = table.probabilities()
    np.testing.assert_allclose(probabilities.sum(axis=0), 1.0)
    for r, level in enumerate(table.levels):
        np.testing.assert_allclose(probabilities[r], factor(melon, "watermelon3", "色泽", level), rtol=1e-14)
    with pytest.raises(dataclasses.FrozenInstanceError):
        table.alpha = 2.0


def test_densities_are_the_models_normal_factors(melon):
    table = feature_table(melon, "密度", load_sample("watermelon3"))
    assert isinstance(table, ContinuousTable) and table.classes == ("是", "否")
    for curve in table.curves:
        assert curve.fitted
        at_mean = np.flatnonzero(curve.x == curve.mean)
        assert at_mean.size == 1 and curve.density.argmax() == at_mean[0]
        assert curve.density[at_mean[0]] == pytest.approx(1 / (math.sqrt(2 * math.pi) * curve.std), rel=1e-12)
        assert np.trapezoid(curve.density, curve.x) == pytest.approx(1.0, abs=1e-4)  # ±4σ and more
        assert np.sum(curve.heights * np.diff(table.edges)) == pytest.approx(1.0)  # a normalised histogram
    grid = table.curves[0].x
    assert all(c.x is grid for c in table.curves)  # one grid for every class
    for i in (0, 40, 150, 151, 300):
        shown = [c.density[i] for c in table.curves]
        np.testing.assert_allclose(shown, factor(melon, "watermelon3", "密度", grid[i]), rtol=1e-9)


def test_without_the_table_there_are_curves_but_no_histograms(melon):
    table = feature_table(melon, "密度")
    assert table.edges.size == 0 and all(c.heights.size == 0 and c.fitted for c in table.curves)


def test_pmfs_are_the_models_poisson_factors(spam):
    table = feature_table(spam, "free", load_sample("spam_words"))
    assert isinstance(table, CountTable) and table.kind == "count"
    found = locate_feature(spam, "free")
    for k, pmf in enumerate(table.pmfs):
        assert pmf.rate == found.estimator.rate_[k, found.column]
        assert pmf.k[0] == 0 and np.all(np.diff(pmf.k) == 1)
        assert pmf.pmf.sum() == pytest.approx(1.0, abs=1e-3)
    for count in (0, 1, 3):
        np.testing.assert_allclose(
            [p.pmf[count] for p in table.pmfs], factor(spam, "spam_words", "free", count), rtol=1e-12
        )


def test_a_scaled_column_is_drawn_in_the_models_unit(tmp_path):
    from bayesgui.data import load_dataset

    rng = np.random.default_rng(0)
    y = np.arange(40) % 2
    a = (rng.normal(size=40) + 3.0 * y) * 1e300
    lines = ["a,label", *(f"{float(v)!r},{'yes' if c else 'no'}" for v, c in zip(a, y, strict=True))]
    (tmp_path / "big.csv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    dataset = load_dataset(tmp_path / "big.csv").with_target("label").with_kind("a", "continuous")
    model = fit_model(dataset.to_arrays(), ModelSettings(model="naive-bayes"))
    table = feature_table(model, "a", dataset)
    e = int(model.estimator.feature_exponent_[0])
    assert e > 900 and table.exponent == e and table.unit == f"a / 2^{e}" and table.feature == "a"
    means = sorted(curve.mean for curve in table.curves)
    assert all(np.isfinite(means)) and 0.1 < abs(means[1] - means[0]) < 10  # the class means, in a / 2^e
    assert table.edges.min() <= min(means) and max(means) <= table.edges.max()  # histogram in the same unit
    assert table.to_unit(a[0]) == np.ldexp(a[0], -e)
