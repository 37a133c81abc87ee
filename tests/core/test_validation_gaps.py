"""Inputs no model can use are refused before anything changes, with a message that says what to do."""

import numpy as np
import pytest

from bayesgui.core import CategoricalNB, GaussianNB, MultinomialNB, PoissonNB

from .test_estimator_contract import ALL_SPECS, CASES, build


@pytest.mark.parametrize(("key", "features", "data"), CASES)
def test_refusals_shared_by_every_model(key, features, data):
    X, y = data()
    model = build(ALL_SPECS[key], features)
    with pytest.raises(ValueError, match="0 feature"):
        model.fit(X[:, :0], y)
    with pytest.raises(ValueError, match="Complex data not supported"):
        model.fit(X + 1j, y)
    with pytest.raises(ValueError, match="complex"):
        model.fit(X, y + 1j)
    continuous = np.random.default_rng(0).normal(size=y.size)
    with pytest.raises(ValueError, match=r"looks continuous.*choose a categorical"):
        model.fit(X, continuous)
    with pytest.raises(ValueError, match=r"looks continuous.*choose a categorical"):
        model.fit(X, np.round(continuous * 1000))  # whole numbers, but 150+ distinct ones
    assert not any(name.endswith("_") for name in vars(model))


def test_a_float_target_with_a_few_whole_values_is_a_class_label():
    X = np.arange(120.0).reshape(-1, 1)
    y = (np.arange(120) % 3).astype(float)
    assert GaussianNB().fit(X, y).classes_.tolist() == [0.0, 1.0, 2.0]


@pytest.mark.parametrize("bad", [np.inf, 1.5, 1e300])
def test_categorical_codes_that_are_not_integers_name_the_column(bad):
    X = np.array([[0.0, 1.0], [1.0, 0.0]] * 5)
    X[3, 1] = bad
    with pytest.raises(ValueError, match=r"feature 1 holds .* \(row 3\).*column 1"):
        CategoricalNB().fit(X, np.arange(10) % 2)
    X[3, 1] = -np.inf
    with pytest.raises(ValueError, match=r"Negative values .* feature 1"):
        CategoricalNB().fit(X, np.arange(10) % 2)


@pytest.mark.parametrize("n_categories", [[2, 2, 2], [[2, 2]], [2.5, 2]])
def test_a_wrong_n_categories_names_the_parameter(n_categories):
    X = np.array([[0, 1], [1, 0]] * 5)
    with pytest.raises(ValueError, match="n_categories"):
        CategoricalNB(n_categories=n_categories).fit(X, np.arange(10) % 2)


@pytest.mark.filterwarnings("error")
@pytest.mark.parametrize(("key", "features", "data"), CASES)
def test_float32_input_fits_without_warnings_and_as_float64(key, features, data):
    X, y = data()

    def scores(model, X):  # the posteriors, or the SVM's decision values
        return model.predict_proba(X) if hasattr(model, "predict_proba") else model.decision_scores(X)

    expected = scores(build(ALL_SPECS[key], features).fit(X, y), X)
    single = X.astype(np.float32)
    np.testing.assert_allclose(
        scores(build(ALL_SPECS[key], features).fit(single, y), single), expected, rtol=1e-3, atol=1e-4
    )


@pytest.mark.filterwarnings("error")
@pytest.mark.parametrize("model", [MultinomialNB, PoissonNB, GaussianNB])
def test_float32_counts_fit_without_an_overflow_warning(model):
    # The range check compared float32 values with the Python float 1e150, which numpy cast to float32 (inf)
    X = np.random.default_rng(0).integers(0, 5, (40, 3)).astype(np.float32)
    y = np.arange(40) % 2
    np.testing.assert_allclose(
        model().fit(X, y).predict_proba(X), model().fit(X.astype(float), y).predict_proba(X), rtol=1e-4
    )
    X[0, 1] = np.nan  # the slower search for a bad column (it looks at each column) takes the same care
    X[1, 2] = 3e38  # near float32's largest value
    X[2, 0] = -3e38
    try:
        model().fit(X, y)
    except ValueError as exc:  # MultinomialNB refuses a missing count: said in words, not as a warning
        assert "missing" in str(exc)
