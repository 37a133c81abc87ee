"""Poisson rates, missing values, persistence of fitted state, and the error messages students see."""

import numpy as np
import pytest
from scipy import stats

from bayesgui.core import CategoricalNB, GaussianNB, MixedNB, MultinomialNB, NotFittedError, PoissonNB


def test_poisson_rates_and_probabilities():
    X = np.array([[0, 2], [0, 4], [0, 3], [1, 0], [3, 0]])
    y = np.array([0, 0, 0, 1, 1])
    mle = PoissonNB(alpha=0).fit(X, y)
    np.testing.assert_allclose(mle.rate_, [[0, 3], [2, 0]])  # the maximum-likelihood rate: the mean count per class
    smoothed = PoissonNB(alpha=1).fit(X, y)
    np.testing.assert_allclose(smoothed.rate_, [[1 / 3, 10 / 3], [5 / 2, 1 / 2]])
    exp = smoothed.explain([2, 1])
    expected = stats.poisson.pmf([[2, 1]], smoothed.rate_)
    np.testing.assert_allclose(exp.factors, expected, rtol=1e-12)
    assert np.all(np.isfinite(smoothed.predict_log_proba([[5, 5]])))


def test_missing_value_skips_the_factor():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(40, 3))
    y = np.arange(40) % 2
    with_missing = X.copy()
    with_missing[[3, 7], 2] = np.nan
    model = GaussianNB().fit(with_missing, y)
    for k in (0, 1):  # the missing values are left out of the class statistics
        np.testing.assert_allclose(model.theta_[k], np.nanmean(with_missing[y == k], axis=0))
    dropped = GaussianNB().fit(with_missing[:, :2], y)
    np.testing.assert_allclose(  # a NaN at prediction time equals a model without that feature
        model.predict_proba([[0.5, -0.2, np.nan]]), dropped.predict_proba([[0.5, -0.2]]), rtol=1e-9
    )
    exp = model.explain([0.5, -0.2, np.nan])
    assert exp.skipped.tolist() == [False, False, True] and np.all(exp.factors[:, 2] == 1.0)


def test_missing_category_code():
    X = np.array([[0, 1], [1, 1], [0, 0], [1, 0], [-1, 0]])
    y = np.array([0, 0, 1, 1, 1])
    model = CategoricalNB().fit(X, y)
    assert model.class_feature_count_.tolist() == [[2, 2], [2, 3]]
    dropped = CategoricalNB().fit(X[:, 1:], y)
    np.testing.assert_allclose(model.predict_proba([[-1, 1]]), dropped.predict_proba([[1]]))
    mixed = MixedNB(kinds=["categorical", "categorical"]).fit(np.where(X < 0, np.nan, X), y)
    np.testing.assert_allclose(mixed.predict_proba([[np.nan, 1]]), dropped.predict_proba([[1]]))


@pytest.mark.parametrize(
    "make",
    [
        lambda: (CategoricalNB(alpha=0.5, n_categories=[4, 3]), np.array([[0, 1], [2, 2], [1, 0], [3, 1]])),
        lambda: (GaussianNB(variance="unbiased"), np.array([[0.1, 1.0], [0.4, 2.5], [0.3, 0.2], [0.9, 0.0]])),
        lambda: (PoissonNB(), np.array([[1, 2], [0, 4], [3, 0], [2, 2]])),
        lambda: (MultinomialNB(alpha=0.2), np.array([[1, 2], [0, 4], [3, 0], [2, 2]])),
        lambda: (
            MixedNB(kinds=["categorical", "continuous"], alpha=2),
            np.array([[0, 1.5], [1, 2.5], [1, 0.3], [0, 0.1]]),
        ),
    ],
)
def test_saved_state_rebuilds_the_same_model(make):
    model, X = make()
    y = np.array(["a", "a", "b", "b"])
    model.fit(X, y)
    state = {k: (v.tolist() if isinstance(v, np.ndarray) else v) for k, v in model.fitted_state().items()}
    clone = type(model).from_state(model.get_params(), state)
    assert np.array_equal(clone.predict_proba(X), model.predict_proba(X))
    assert clone.classes_.tolist() == ["a", "b"]


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: GaussianNB().fit([1, 2, 3], [0, 1, 0]), "reshape"),
        (lambda: GaussianNB().fit([[1], [2]], [0, 1, 1]), "2 rows but y has 3"),
        (lambda: GaussianNB().fit([[1], [2]], [0, 0]), "single class"),
        (lambda: GaussianNB().predict([[1]]), "not fitted"),
        (lambda: GaussianNB(variance="unbiased").fit([[1], [2], [3]], [0, 1, 1]), "single observed value"),
        (lambda: GaussianNB(variance="median").fit([[1], [2]], [0, 1]), "variance must be one of"),
        (
            lambda: GaussianNB(var_smoothing=0).fit([[1, 0], [1, 1], [2, 0], [3, 1]], [0, 0, 1, 1]),
            "constant within class",
        ),
        (lambda: GaussianNB().fit([[1], [np.inf]], [0, 1]), "infinite value at row 1"),
        (lambda: GaussianNB().fit([["a"], ["b"]], [0, 1]), "numbers only"),
        (lambda: GaussianNB().fit([[1], [2]], [0, 1]).predict([[1, 2]]), "but GaussianNB is expecting 1"),
        (lambda: CategoricalNB().fit([[0.5], [1]], [0, 1]), "integer category codes"),
        (lambda: CategoricalNB().fit([[-3], [1]], [0, 1]), "negative code -3"),
        (lambda: CategoricalNB().fit([[0], [1]], [0, 1]).predict([[5]]), "knows only 2 levels"),
        (lambda: CategoricalNB(alpha=-1).fit([[0], [1]], [0, 1]), "alpha must be a finite number >= 0"),
        (lambda: CategoricalNB(class_prior=[0.5, 0.6]).fit([[0], [1]], [0, 1]), "must sum to 1"),
        (lambda: MultinomialNB().fit([[1, -2], [0, 1]], [0, 1]), "negative count"),
        (lambda: PoissonNB().fit([[1, -2], [0, 1]], [0, 1]), "counts must be finite and >= 0"),
        (lambda: MixedNB(kinds=["categorical"]).fit([[1, 2], [0, 1]], [0, 1]), "one kind per column"),
        (lambda: MixedNB(kinds=["nominal"]).fit([[1], [0]], [0, 1]), "Unknown column kinds"),
        (lambda: CategoricalNB().partial_fit([[0], [1]], [0, 1]).partial_fit([[0]], [7]), "not among the classes"),
    ],
)
def test_errors_say_how_to_fix_the_input(call, message):
    with pytest.raises(ValueError, match=message):
        call()


def test_not_fitted_error_is_a_value_error():
    assert issubclass(NotFittedError, ValueError)


def test_params_round_trip_and_repr():
    model = MixedNB(kinds=["count"], count_alpha=0.5)
    assert model.get_params()["count_alpha"] == 0.5
    assert "count_alpha=0.5" in repr(model.set_params(alpha=2))
    with pytest.raises(ValueError, match="no parameter"):
        model.set_params(beta=1)
