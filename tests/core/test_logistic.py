"""LogisticRegression: scikit-learn's objective solved to the optimum, and the shared model protocol."""

import itertools
import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bayesgui.core import LogisticRegression, NotFittedError

SEEDS = [0, 1, 2, 3, 4]


def make_data(seed, n_classes, standardised, n=150, d=3):
    """Overlapping Gaussian blobs; unstandardised = moderate scales (0.5-2) and offsets (-2..2)."""
    rng = np.random.default_rng(seed)
    y = rng.permutation(np.arange(n) % n_classes)
    X = rng.normal(size=(n, d)) + 2.0 * np.eye(n_classes, d)[y]
    if standardised:
        X = (X - X.mean(axis=0)) / X.std(axis=0)
    else:
        X = X * rng.uniform(0.5, 2.0, d) + rng.uniform(-2.0, 2.0, d)
    return X, y


def objective(model, X, y, C):
    """1/2 sum ||w_c||^2 + C sum_i -log P(y_i|x_i), written out (the intercept is not penalised)."""
    log_p = model.predict_log_proba(X)
    return 0.5 * np.sum(model.coef_**2) - C * log_p[np.arange(len(y)), np.searchsorted(model.classes_, y)].sum()


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("n_classes", [2, 3])
@pytest.mark.parametrize("standardised", [True, False])
@pytest.mark.parametrize("C", [1.0, 0.2])
def test_matches_sklearn(seed, n_classes, standardised, C):
    from sklearn.linear_model import LogisticRegression as Reference

    X, y = make_data(seed, n_classes, standardised)
    ours = LogisticRegression(C=C).fit(X, y)
    ref = Reference(C=C, tol=1e-12, max_iter=100_000).fit(X, y)
    assert ours.converged_
    assert ours.coef_.shape == ref.coef_.shape and ours.intercept_.shape == ref.intercept_.shape
    np.testing.assert_allclose(ours.coef_, ref.coef_, rtol=0, atol=1e-5)
    np.testing.assert_allclose(ours.intercept_, ref.intercept_, rtol=0, atol=1e-5)
    X_new = np.random.default_rng(seed + 100).normal(size=(100, 3)) * 2
    np.testing.assert_allclose(ours.predict_proba(X_new), ref.predict_proba(X_new), rtol=0, atol=1e-6)
    np.testing.assert_allclose(ours.predict_log_proba(X), ref.predict_log_proba(X), rtol=0, atol=1e-5)
    ref_scores = ref.decision_function(X_new)
    scores = ours.decision_scores(X_new)
    if n_classes == 2:
        np.testing.assert_array_equal(scores[:, 0], 0.0)
        np.testing.assert_allclose(scores[:, 1], ref_scores, rtol=0, atol=1e-4)
    else:
        np.testing.assert_allclose(scores, ref_scores, rtol=0, atol=1e-4)
    assert np.array_equal(ours.predict(X), ref.predict(X))
    # at least as good as scikit-learn's solution on the objective both minimise
    assert objective(ours, X, y, C) <= objective(ref, X, y, C) + 1e-9


@pytest.mark.parametrize("n_classes", [2, 4])
@pytest.mark.parametrize("n", [300, 40_000])  # 40,000 rows: the first Newton steps sub-sample the Hessian
def test_solution_is_the_optimum(n_classes, n):
    """The gradient of the objective vanishes at the fitted weights (to rounding)."""
    X, y = make_data(7, n_classes, standardised=False, n=n)
    C = 3.0
    model = LogisticRegression(C=C).fit(X, y)
    Y = (y[:, None] == model.classes_[None, :]).astype(float)
    P = model.predict_proba(X)
    if n_classes == 2:
        R = (P[:, 1] - Y[:, 1])[:, None]
    else:
        R = P - Y
    grad_w = model.coef_ + C * R.T @ X
    grad_b = C * R.sum(axis=0)
    assert np.abs(grad_w).max() < 1e-8 * C * len(y)
    assert np.abs(grad_b).max() < 1e-8 * C * len(y)
    if n_classes > 2:  # the softmax's free constant: intercepts sum to 0, as scikit-learn's
        assert abs(model.intercept_.sum()) < 1e-12


def test_separable_data_with_a_large_C_converges():
    rng = np.random.default_rng(3)
    y = np.arange(40) % 4
    X = rng.normal(scale=50, size=(40, 3)) + 300 * np.eye(4, 3)[y]
    model = LogisticRegression(C=500.0).fit(X, y)
    assert model.converged_
    assert np.array_equal(model.predict(X), y)


def test_string_labels_and_params():
    X, y = make_data(0, 3, True)
    labels = np.array(["b", "c", "a"])[y]
    model = LogisticRegression(C=0.5, max_iter=50).fit(X, labels)
    assert model.classes_.tolist() == ["a", "b", "c"]
    assert set(model.predict(X)) <= {"a", "b", "c"}
    assert model.get_params() == {"C": 0.5, "max_iter": 50, "tol": 1e-10, "n_categories": None}
    assert repr(model) == "LogisticRegression(C=0.5, max_iter=50, tol=1e-10, n_categories=None)"
    assert model.set_params(C=2.0) is model and model.C == 2.0
    with pytest.raises(ValueError, match="no parameter"):
        model.set_params(alpha=1.0)
    assert LogisticRegression.probabilistic and not LogisticRegression.generative


@pytest.mark.parametrize("n_classes", [2, 3])
def test_state_round_trip_through_json(n_classes):
    X, y = make_data(1, n_classes, False)
    X[3, 1] = np.nan
    model = LogisticRegression(C=0.7).fit(X, y)
    state = json.loads(json.dumps({k: np.asarray(v).tolist() for k, v in model.fitted_state().items()}))
    params = json.loads(json.dumps(model.get_params()))
    copy = LogisticRegression.from_state(params, state)
    X_new = np.vstack([X[:20], [[np.nan, 0.5, 1.0]]])
    np.testing.assert_array_equal(copy.predict_proba(X_new), model.predict_proba(X_new))
    np.testing.assert_array_equal(copy.decision_scores(X_new), model.decision_scores(X_new))
    assert copy.n_skipped_ == 1 and copy.n_iter_ == model.n_iter_ and copy.converged_


@pytest.mark.parametrize("n_classes", [2, 3])
def test_explain_adds_up(n_classes):
    X, y = make_data(2, n_classes, False)
    model = LogisticRegression().fit(X, y)
    for row in (X[5], np.array([np.nan, X[6, 1], X[6, 2]])):
        exp = model.explain(row, feature_names=["a", "b", "c"])
        assert [key for key, _ in exp.terms] == ["intercept", "linear"]
        total = sum(values for _, values in exp.terms)
        np.testing.assert_allclose(total, exp.score, rtol=0, atol=1e-12)
        np.testing.assert_array_equal(exp.score, model.decision_scores(row[None])[0])
        np.testing.assert_allclose(exp.posterior, model.predict_proba(row[None])[0], rtol=1e-14, atol=1e-16)
        assert exp.details["coef"].shape == (n_classes, 3)
        np.testing.assert_allclose(exp.details["contributions"].sum(axis=1), exp.terms[1][1], atol=1e-12)
        assert exp.model == "LogisticRegression" and exp.probabilistic and not exp.generative
    assert exp.skipped.tolist() == [True, False, False]
    assert len(exp.notes) == 1 and "a" in exp.notes[0] and "mean" in exp.notes[0]
    if n_classes == 2:
        np.testing.assert_array_equal(exp.details["coef"][0], 0.0)
        assert exp.score[0] == 0.0


def test_missing_values_skip_rows_in_training_and_use_the_mean_in_prediction():
    X, y = make_data(3, 3, True)
    X_nan = X.copy()
    X_nan[[2, 9], [0, 2]] = np.nan
    model = LogisticRegression().fit(X_nan, y)
    keep = ~np.isnan(X_nan).any(axis=1)
    clean = LogisticRegression().fit(X[keep], y[keep])
    np.testing.assert_allclose(model.coef_, clean.coef_, rtol=0, atol=1e-12)
    assert model.n_skipped_ == 2 and clean.n_skipped_ == 0
    np.testing.assert_allclose(model.feature_mean_, X[keep].mean(axis=0))
    row = np.array([[np.nan, 0.3, -0.2]])
    filled = np.array([[model.feature_mean_[0], 0.3, -0.2]])
    np.testing.assert_array_equal(model.predict_proba(row), model.predict_proba(filled))


def test_errors_say_how_to_fix_the_input():
    X, y = make_data(0, 2, True)
    with pytest.raises(ValueError, match="single class"):
        LogisticRegression().fit(X, np.zeros(len(y)))
    X_inf = X.copy()
    X_inf[4, 1] = np.inf
    with pytest.raises(ValueError, match="infinite value at row 4, column 1"):
        LogisticRegression().fit(X_inf, y)
    with pytest.raises(NotFittedError, match="call fit"):
        LogisticRegression().predict(X)
    assert issubclass(NotFittedError, ValueError)
    model = LogisticRegression().fit(X, y)
    with pytest.raises(ValueError, match="same columns"):
        model.predict_proba(X[:, :2])
    with pytest.raises(ValueError, match="infinite"):
        model.predict(X_inf)
    with pytest.raises(ValueError, match="C must be"):
        LogisticRegression(C=0).fit(X, y)
    with pytest.raises(ValueError, match="max_iter"):
        LogisticRegression(max_iter=0).fit(X, y)
    X_class_nan = X.copy()
    X_class_nan[y == 1, 0] = np.nan
    with pytest.raises(ValueError, match="no row without missing values"):
        LogisticRegression().fit(X_class_nan, y)
    with pytest.raises(ValueError, match="one sample"):
        model.explain(X[:2])


@pytest.mark.parametrize("n_classes", [2, 3])
def test_iter_fit_equals_fit_and_reports_progress(n_classes):
    X, y = make_data(4, n_classes, False)
    fitted = LogisticRegression().fit(X, y)
    stepped = LogisticRegression()
    progress = list(stepped.iter_fit(X, y))
    assert all(isinstance(done, int) and isinstance(total, int) for done, total in progress)
    assert progress[-1][0] == progress[-1][1] and len(progress) >= 2
    assert all(a[0] <= b[0] for a, b in itertools.pairwise(progress))
    np.testing.assert_array_equal(stepped.coef_, fitted.coef_)
    np.testing.assert_array_equal(stepped.intercept_, fitted.intercept_)
    assert stepped.n_iter_ == fitted.n_iter_
    cancelled = LogisticRegression()
    next(cancelled.iter_fit(X, y))  # stopped after the first step: nothing half-fitted is left behind
    with pytest.raises(NotFittedError):
        cancelled.predict(X)


@settings(deadline=None, max_examples=60)
@given(data=st.data())
def test_finite_posteriors_on_small_random_data(data):
    n = data.draw(st.integers(2, 30))
    d = data.draw(st.integers(1, 4))
    rng = np.random.default_rng(data.draw(st.integers(0, 2**32 - 1)))
    y = np.arange(n) % data.draw(st.integers(2, 4))
    rng.shuffle(y)
    X = rng.normal(scale=data.draw(st.floats(0.01, 1e3)), size=(n, d)).round(data.draw(st.integers(0, 4)))
    model = LogisticRegression(C=data.draw(st.floats(1e-3, 1e3))).fit(X, y)
    proba = model.predict_proba(X)
    assert model.converged_
    assert np.isfinite(proba).all() and np.isfinite(model.decision_scores(X)).all()
    np.testing.assert_allclose(proba.sum(axis=1), 1.0, rtol=1e-12)
    np.testing.assert_allclose(np.exp(model.predict_log_proba(X)), proba, rtol=1e-9, atol=1e-15)
