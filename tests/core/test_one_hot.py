"""One-hot encoding inside the discriminative baselines: ``n_categories`` expands a categorical column into its
indicators, exactly as if X had been one-hot encoded by hand; all-numeric data is untouched."""

import json

import numpy as np
import pytest

from bayesgui.core import LinearSVM, LogisticRegression
from bayesgui.core.linear.one_hot import OneHot
from bayesgui.core.models.registry import get
from bayesgui.core.models.spec import Features

MODELS = [LogisticRegression, LinearSVM]
LEVELS = 3


def mixed_data(seed=0, n=240):
    """Column 0: a category (3 levels) tied to the class; columns 1-2: numbers."""
    rng = np.random.default_rng(seed)
    y = np.arange(n) % 3
    codes = np.where(rng.random(n) < 0.6, y, rng.integers(0, LEVELS, n)).astype(float)
    numbers = rng.normal(size=(n, 2)) + 0.8 * np.eye(3, 2)[y]
    return np.column_stack([codes, numbers]), y


def by_hand(X):
    """Column 0 as three indicator columns, then the numbers."""
    return np.column_stack([X[:, 0:1] == np.arange(LEVELS), X[:, 1:]]).astype(float)


@pytest.mark.parametrize("cls", MODELS)
def test_all_numeric_data_gives_the_same_model_as_before(cls):
    X, y = mixed_data(1)
    plain = cls().fit(X, y)
    for n_categories in (None, [None, None, None]):
        model = cls(n_categories=n_categories).fit(X, y)
        np.testing.assert_array_equal(model.coef_, plain.coef_)
        np.testing.assert_array_equal(model.intercept_, plain.intercept_)
        np.testing.assert_array_equal(model.decision_scores(X), plain.decision_scores(X))
        assert model.coef_.shape[1] == 3 and model.feature_mean_.shape == (3,)


@pytest.mark.parametrize("cls", MODELS)
@pytest.mark.parametrize("n_classes", [2, 3])
def test_one_hot_equals_fitting_on_hand_encoded_columns(cls, n_classes):
    X, y = mixed_data(2)
    keep = y < n_classes
    X, y = X[keep], y[keep]
    model = cls(n_categories=[LEVELS, None, None]).fit(X, y)
    reference = cls().fit(by_hand(X), y)
    np.testing.assert_array_equal(model.coef_, reference.coef_)
    np.testing.assert_array_equal(model.intercept_, reference.intercept_)
    X_new, _ = mixed_data(3, n=30)
    np.testing.assert_array_equal(model.decision_scores(X_new), reference.decision_scores(by_hand(X_new)))
    np.testing.assert_array_equal(model.predict(X_new), reference.predict(by_hand(X_new)))
    assert model.coef_.shape == (1 if n_classes == 2 else n_classes, LEVELS + 2)
    assert model.n_features_in_ == 3


@pytest.mark.parametrize("cls", MODELS)
def test_a_missing_category_takes_the_indicators_training_means(cls):
    X, y = mixed_data(4)
    X_train = X.copy()
    X_train[[5, 17], 0] = -1  # missing categories: those rows are skipped in training, as NaN rows
    X_train[9, 0] = np.nan
    model = cls(n_categories=[LEVELS, None, None]).fit(X_train, y)
    keep = np.ones(len(y), dtype=bool)
    keep[[5, 9, 17]] = False
    reference = cls().fit(by_hand(X[keep]), y[keep])
    np.testing.assert_array_equal(model.coef_, reference.coef_)
    assert model.n_skipped_ == 3
    np.testing.assert_allclose(model.feature_mean_, by_hand(X[keep]).mean(axis=0))
    frequencies = np.bincount(X[keep, 0].astype(int), minlength=LEVELS) / keep.sum()
    np.testing.assert_allclose(model.feature_mean_[:LEVELS], frequencies)
    for missing in (-1.0, np.nan):
        row = np.array([[missing, 0.2, np.nan]])
        filled = np.concatenate([model.feature_mean_[:LEVELS], [0.2, model.feature_mean_[-1]]])
        np.testing.assert_array_equal(model.decision_scores(row), reference.decision_scores(filled[None]))


@pytest.mark.parametrize("cls", MODELS)
def test_explain_lists_the_inputs_the_weights_multiply(cls):
    X, y = mixed_data(5)
    model = cls(n_categories=[LEVELS, None, None]).fit(X, y)
    for row in (np.array([2.0, 0.5, -1.0]), np.array([np.nan, 0.5, np.nan])):
        exp = model.explain(row, feature_names=["colour", "a", "b"])
        d = exp.details
        assert d["coef"].shape == (3, LEVELS + 2) and d["contributions"].shape == (3, LEVELS + 2)
        assert d["input_features"].tolist() == [0, 0, 0, 1, 2]
        assert d["input_levels"].tolist() == [0, 1, 2, -1, -1]
        assert d["input_features"].dtype.kind == "i" and d["input_levels"].dtype.kind == "i"
        expected = model._inputs(row[None])[0]
        np.testing.assert_array_equal(d["inputs"], expected)
        np.testing.assert_array_equal(d["contributions"], d["coef"] * d["inputs"])
        np.testing.assert_allclose(d["contributions"].sum(axis=1), exp.terms[1][1], atol=1e-12)
        np.testing.assert_allclose(sum(v for _, v in exp.terms), exp.score, atol=1e-12)
        np.testing.assert_array_equal(exp.score, model.decision_scores(row[None])[0])
        assert exp.values.shape == (3,) and exp.skipped.tolist() == np.isnan(row).tolist()
    np.testing.assert_array_equal(exp.details["inputs"][:LEVELS], model.feature_mean_[:LEVELS])
    assert len(exp.notes) == 2 and "colour" in exp.notes[0] and "indicators" in exp.notes[0]
    first = model.explain(np.array([2.0, 0.5, -1.0]))
    np.testing.assert_array_equal(first.details["inputs"], [0.0, 0.0, 1.0, 0.5, -1.0])


@pytest.mark.parametrize("cls", MODELS)
def test_state_round_trip_keeps_the_encoding(cls):
    X, y = mixed_data(6)
    model = cls(n_categories=[LEVELS, None, None]).fit(X, y)
    state = json.loads(json.dumps({k: np.asarray(v).tolist() for k, v in model.fitted_state().items()}))
    params = json.loads(json.dumps(model.get_params()))
    again = cls.from_state(params, state)
    np.testing.assert_array_equal(again.decision_scores(X), model.decision_scores(X))
    with pytest.raises(ValueError, match="n_categories it was fitted with"):
        cls.from_state({**params, "n_categories": None}, state)


def test_the_registry_builds_one_hot_baselines():
    X, y = mixed_data(7)
    features = Features(("categorical", "continuous", "continuous"), (LEVELS, None, None), 3)
    for key, cls in (("logistic", LogisticRegression), ("svm", LinearSVM)):
        spec = get(key)
        model = spec.build({p.name: p.default for p in spec.params}, features)
        assert isinstance(model, cls) and list(model.n_categories) == [LEVELS, None, None]
        assert model.fit(X, y).coef_.shape[1] == LEVELS + 2


@pytest.mark.parametrize(
    ("n_categories", "X", "message"),
    [
        ([3], [[0.0, 1.0]], "n_categories has 1 entries but X has 2 columns"),
        ([0, None], [[0.0, 1.0]], r"n_categories\[0\] must be None or an integer >= 1"),
        ([2.5, None], [[0.0, 1.0]], r"n_categories\[0\]"),
        (3, [[0.0, 1.0]], "one entry per column"),
        ([2, None], [[2.0, 1.0]], "codes 0..1 .* but it holds 2"),
        ([2, None], [[0.5, 1.0]], "but it holds 0.5"),
        ([2, None], [[-2.0, 1.0]], "but it holds -2"),
    ],
)
def test_bad_codes_and_declarations_say_how_to_fix(n_categories, X, message):
    X = np.array(X * 4)
    X[1::2, 1] += 1.0
    with pytest.raises(ValueError, match=message):
        LogisticRegression(n_categories=n_categories).fit(X, [0, 1, 0, 1])


def test_one_hot_layout():
    one_hot = OneHot([None, 2, None, 3], 4)
    assert one_hot.n_inputs == 7
    assert one_hot.features.tolist() == [0, 1, 1, 2, 3, 3, 3]
    assert one_hot.levels.tolist() == [-1, 0, 1, -1, 0, 1, 2]
    X = np.array([[0.5, 1, 7.0, 2], [np.nan, -1, 8.0, np.nan]])
    np.testing.assert_array_equal(
        one_hot.expand(X), [[0.5, 0, 1, 7.0, 0, 0, 1], [np.nan, np.nan, np.nan, 8.0, np.nan, np.nan, np.nan]]
    )
    assert one_hot.missing(X).tolist() == [[False, False, False, False], [True, True, False, True]]
    numeric = np.ones((2, 3))
    assert OneHot(None, 3).expand(numeric) is numeric
