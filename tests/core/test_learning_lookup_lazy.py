"""The look-up table predicts what the model computes, and lazy learning predicts what eager learning does."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bayesgui.core import LDA, CategoricalNB, GaussianNB, MixedNB, PoissonNB
from bayesgui.core.learning.lazy import COUNTED_NOW_NOTE, LazyModel
from bayesgui.core.learning.lookup import LookupTable

KINDS = ("categorical", "continuous", "count")


@st.composite
def tables(draw):
    rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1)))
    kinds = [draw(st.sampled_from(KINDS)) for _ in range(draw(st.integers(1, 5)))]
    n, classes = draw(st.integers(4, 40)), draw(st.integers(2, 4))
    columns = []
    for kind in kinds:
        if kind == "categorical":
            column = rng.integers(0, 4, n).astype(float)
        elif kind == "continuous":
            column = rng.normal(draw(st.floats(-1e3, 1e3)), draw(st.floats(1e-3, 1e3)), n)
        else:
            column = rng.poisson(3.0, n).astype(float)
        column[rng.random(n) < 0.1] = np.nan
        columns.append(column)
    X = np.column_stack(columns)
    y = rng.permutation(np.arange(n) % classes)
    alpha = draw(st.sampled_from((0.0, 0.5, 1.0)))
    model = MixedNB(
        kinds=kinds,
        n_categories=[4 if k == "categorical" else None for k in kinds],
        alpha=alpha,
        count_alpha=alpha,
        variance=draw(st.sampled_from(("mle", "unbiased"))) if n > 8 else "mle",
    )
    probe = np.vstack([X, np.where(rng.random(X.shape) < 0.2, np.nan, rng.integers(0, 4, X.shape))])
    return model, X, y, probe


@settings(deadline=None, max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(case=tables())
def test_look_up_predictions_equal_computed_predictions(case):
    """Every kind of column, missing values, λ = 0 (zero counts: the zero-probability rule) included."""
    model, X, y, probe = case
    try:
        model.fit(X, y)
    except ValueError:  # e.g. the unbiased variance of a class with one value: nothing to tabulate
        return
    table = LookupTable.of(model)
    expected = model.predict_proba(probe)
    np.testing.assert_allclose(table.predict_proba(probe), expected, rtol=0, atol=1e-12)
    top = np.sort(expected, axis=1)
    clear = top[:, -1] - top[:, -2] > 1e-9  # a tie is decided by rounding
    assert np.array_equal(table.predict(probe)[clear], model.predict(probe)[clear])


@settings(deadline=None, max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(case=tables())
def test_lazy_predictions_equal_eager_predictions(case):
    model, X, y, probe = case
    try:
        eager = MixedNB(**model.get_params()).fit(X, y)
    except ValueError:
        return
    lazy = LazyModel(model, X, y)
    np.testing.assert_array_equal(lazy.predict_proba(probe), eager.predict_proba(probe))
    assert "classes_" not in vars(model)  # nothing was trained in advance, nor in the estimator given


def test_lazy_prediction_follows_the_table_and_says_it_counted_now():
    X = np.array([[0.0], [1.0], [0.0], [1.0]])
    lazy = LazyModel(CategoricalNB(alpha=1.0), X, np.array([0, 1, 0, 1]))
    before = lazy.predict_proba([[0.0]])[0, 0]
    edited = lazy.with_rows(np.vstack([X, [[0.0]]]), np.array([0, 1, 0, 1, 1]))  # a row added to the table
    assert edited.predict_proba([[0.0]])[0, 0] < before
    explanation = edited.explain([0.0])
    assert explanation.notes[-1] == COUNTED_NOW_NOTE.format(5)
    assert explanation.notes[-1].template == COUNTED_NOW_NOTE  # translatable


def test_the_table_holds_every_estimate():
    """P(c), each level's P(x|c) with its counts, each class's μ and σ², each count column's rate."""
    X = np.array([[0, 1.0, 2], [1, 2.0, 0], [0, 3.0, 1], [2, 5.0, 4]])
    y = np.array([0, 1, 0, 1])
    model = MixedNB(kinds=["categorical", "continuous", "count"], n_categories=[3, None, None]).fit(X, y)
    table = LookupTable.of(model)
    np.testing.assert_allclose(table.prior, [0.5, 0.5])
    level = table.features[0]
    np.testing.assert_allclose(level.probability[0], [3 / 5, 1 / 5, 1 / 5])  # (count + 1) / (2 + 3)
    np.testing.assert_array_equal(level.count[0], [2, 0, 0])
    np.testing.assert_allclose(table.features[1].mean, [2.0, 3.5])
    np.testing.assert_allclose(table.features[1].variance, model.parts_[1][2].var_[:, 0])
    np.testing.assert_allclose(table.features[2].rate, [(3 + 1) / 2, (4 + 1) / 2])
    assert table.n_entries == 2 + 6 + 4 + 2


@pytest.mark.parametrize("model", [GaussianNB(), PoissonNB(), CategoricalNB()])
def test_single_kind_models_tabulate(model):
    X = np.array([[0.0, 1.0], [1.0, 2.0], [2.0, 2.0], [1.0, 0.0]])
    model.fit(X, [0, 1, 0, 1])
    np.testing.assert_allclose(LookupTable.of(model).predict_proba(X), model.predict_proba(X), rtol=0, atol=1e-12)


def test_a_model_that_is_not_naive_bayes_has_no_table():
    model = LDA().fit(np.array([[0.0], [1.0], [0.2], [1.2]]), [0, 1, 0, 1])
    with pytest.raises(ValueError, match="not naive Bayes"):
        LookupTable.of(model)


def test_a_code_outside_the_table_is_refused():
    model = CategoricalNB().fit(np.array([[0.0], [1.0]]), [0, 1])
    with pytest.raises(ValueError, match=r"levels 0\.\.1 only"):
        LookupTable.of(model).predict_proba([[5.0]])


def test_the_zero_probability_rule_reads_the_counts_of_the_table():
    """λ = 0 and a sample every class gives probability 0: the table's counts decide, as the model's do."""
    X = np.array([[0.0, 0.0], [0.0, 1.0], [1.0, 1.0], [1.0, 0.0], [1.0, 1.0]])
    y = np.array([0, 0, 1, 1, 1])
    model = CategoricalNB(alpha=0.0, n_categories=[3, 2]).fit(X, y)
    probe = np.array([[2.0, 0.0], [2.0, 1.0]])  # level 2 never seen: every joint probability is 0
    assert np.all(model.predict_joint_log_proba(probe) > -np.inf)  # the model applied the rule
    np.testing.assert_allclose(LookupTable.of(model).predict_proba(probe), model.predict_proba(probe), atol=1e-12)


def test_what_each_way_stores():
    from bayesgui.core.learning.footprint import stored_numbers

    X = np.array([[0, 1.0], [1, 2.0], [0, 3.0], [2, 5.0]])
    y = np.array([0, 1, 0, 1])
    model = MixedNB(kinds=["categorical", "continuous"], n_categories=[3, None]).fit(X, y)
    # classes 2 + n_features 1 + class counts 2; categorical: counts 2x3 and its class counts 2; normal: class
    # counts 2, then reference, counts, sums and sums of squares 2x1 each
    assert stored_numbers(model) == 2 + 1 + 2 + (2 + 1 + 2 + 6 + 1) + (2 + 1 + 2 + 8)
    assert stored_numbers(LookupTable.of(model)) == 2 + 6 + 4
    assert stored_numbers(LazyModel(model, X, y)) == 8 + 4


def test_lazy_learning_counts_only_the_levels_the_query_holds():
    X = np.array([[0.0], [1.0], [2.0], [2.0], [0.0], [1.0]])
    y = np.array([0, 0, 0, 1, 1, 1])
    lazy, eager = LazyModel(CategoricalNB(), X, y), CategoricalNB().fit(X, y)
    counted = lazy.counted(np.array([[2.0]]))
    # level 2 counted class by class; levels 0 and 1, which no query holds, only towards |D_c| (pooled in level 0)
    np.testing.assert_array_equal(counted.category_count_[0], [[2, 0, 1], [2, 0, 1]])
    np.testing.assert_array_equal(counted.class_feature_count_, eager.class_feature_count_)
    np.testing.assert_array_equal(counted.n_categories_, [3])
    np.testing.assert_array_equal(lazy.predict_proba([[2.0]]), eager.predict_proba([[2.0]]))
    with pytest.raises(ValueError, match="integer category codes"):  # a bad code is refused, pooled or not
        LazyModel(CategoricalNB(), np.vstack([X, [[0.5]]]), np.r_[y, 0]).predict_proba([[2.0]])


@settings(deadline=None, max_examples=40, suppress_health_check=[HealthCheck.too_slow])
@given(case=tables(), bins=st.integers(2, 6))
def test_a_binned_table_is_naive_bayes_on_the_binned_columns(case, bins):
    """Each continuous column in equal-width bins over its training values, P(bin | c) counted like a categorical
    column's levels: the table predicts what CategoricalNB / MixedNB predicts on the binned columns (missing values,
    λ = 0 and the zero-probability rule included)."""
    model, X, y, probe = case
    try:
        model.fit(X, y)
    except ValueError:
        return
    table = LookupTable.of(model, bins, X, y)
    kinds = list(model.kinds)
    binned_X, binned_probe = X.copy(), probe.copy()
    for j, feature in enumerate(table.features):
        if kinds[j] != "continuous":
            continue
        assert feature.kind == "binned" and feature.edges.size == bins - 1
        seen = X[:, j][~np.isnan(X[:, j])]
        if seen.size and seen.max() > seen.min():
            np.testing.assert_allclose(feature.edges, np.linspace(seen.min(), seen.max(), bins + 1)[1:-1])
        for values in (binned_X, binned_probe):
            codes = np.searchsorted(feature.edges, values[:, j], "right")
            values[:, j] = np.where(np.isnan(values[:, j]), np.nan, codes)
        kinds[j] = "categorical"
    reference = MixedNB(
        kinds=kinds,
        n_categories=[bins if k == "continuous" else n for k, n in zip(model.kinds, model.n_categories, strict=True)],
        alpha=model.alpha,
        count_alpha=model.count_alpha,
        variance=model.variance,
    ).fit(binned_X, y)
    np.testing.assert_allclose(table.predict_proba(probe), reference.predict_proba(binned_probe), rtol=0, atol=1e-12)


def test_a_binned_table_counts_the_training_rows():
    X = np.array([[0, 1.0], [1, 2.0], [0, 3.0], [2, 5.0], [1, 4.5]])
    y = np.array([0, 1, 0, 1, 1])
    model = MixedNB(kinds=["categorical", "continuous"], n_categories=[3, None]).fit(X, y)
    binned = LookupTable.of(model, 2, X, y).features[1]
    np.testing.assert_array_equal(binned.edges, [3.0])  # [1, 3) and [3, 5]
    np.testing.assert_array_equal(binned.count, [[1, 1], [1, 2]])
    np.testing.assert_allclose(binned.probability, [[2 / 4, 2 / 4], [2 / 5, 3 / 5]])  # (n + 1) / (|D_c| + 2)
    with pytest.raises(ValueError, match="2 bins or more"):
        LookupTable.of(model, 1, X, y)
    with pytest.raises(ValueError, match="counts the training rows"):
        LookupTable.of(model, 3)


@settings(deadline=None, max_examples=40, suppress_health_check=[HealthCheck.too_slow])
@given(case=tables(), bins=st.sampled_from((None, 3)))
def test_the_table_explains_a_prediction_factor_by_factor_from_its_entries(case, bins):
    """explain() of the table's scorer: each factor is the entry of the table it names, and prior × factors is the
    joint the table predicts with (binned tables and the zero-probability rule included)."""
    from bayesgui.core.learning.table_scorer import READ_FROM_TABLE_NOTE

    model, X, y, probe = case
    try:
        model.fit(X, y)
    except ValueError:
        return
    table = LookupTable.of(model, bins, X, y)
    for x in probe[:: max(1, len(probe) // 6)]:
        explanation = table.scorer.explain(x)
        np.testing.assert_allclose(explanation.posterior, table.predict_proba(x[None, :])[0], rtol=0, atol=1e-12)
        assert explanation.prior_detail == {"table": True} and READ_FROM_TABLE_NOTE in explanation.notes
        if not explanation.zero_rule_applied:
            total = explanation.log_prior + explanation.log_factors.sum(axis=1)
            np.testing.assert_allclose(total, explanation.log_joint, rtol=1e-9, atol=1e-9)
        for j, (feature, detail) in enumerate(zip(table.features, explanation.details, strict=True)):
            if explanation.skipped[j] or feature.kind not in ("categorical", "binned"):
                continue
            column = detail["code"] if feature.kind == "categorical" else detail["bin"] - 1
            np.testing.assert_array_equal(detail["entry"], feature.probability[:, column])
            if feature.kind == "binned":
                assert detail["low"] <= x[j] < detail["high"]
