"""LinearSVM: the hinge-loss problem (Zhou §6.4, Li Hang §7.2.4) solved exactly (= SVC(kernel="linear")),
and the model protocol."""

import itertools
import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bayesgui.core import LinearSVM, NotFittedError

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


def hinge_objective(X, t, w, b, lam):
    """The hinge-loss objective: sum_i [1 - y_i (w . x_i + b)]_+ + lam ||w||^2, with [z]_+ = z for z >= 0, else 0."""
    z = 1.0 - t * (X @ w + b)
    return np.where(z >= 0, z, 0.0).sum() + lam * (w @ w)


def machines(model, y):
    """(k, +-1 labels, w, b) of each binary machine: class k (+1) against the rest."""
    positives = [1] if model.classes_.size == 2 else range(model.classes_.size)
    for row, k in enumerate(positives):
        yield k, np.where(y == model.classes_[k], 1.0, -1.0), model.coef_[row], model.intercept_[row]


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("n_classes", [2, 3])
@pytest.mark.parametrize("standardised", [True, False])
def test_matches_sklearn_svc_per_one_vs_rest_problem(seed, n_classes, standardised):
    from sklearn.svm import SVC

    X, y = make_data(seed, n_classes, standardised)
    lam = 0.5
    model = LinearSVM(lam=lam).fit(X, y)
    assert model.converged_
    assert model.coef_.shape == (1 if n_classes == 2 else n_classes, 3)
    X_new = np.vstack([X, np.random.default_rng(seed).normal(size=(50, 3)) * 2])
    scores = model.decision_scores(X_new)
    for k, t, w, b in machines(model, y):
        ref = SVC(kernel="linear", C=1 / (2 * lam), tol=1e-8).fit(X, t)
        np.testing.assert_allclose(scores[:, k], ref.decision_function(X_new), rtol=0, atol=1e-4)
        # the optimum: no worse than scikit-learn's solution of the same problem
        ours, theirs = hinge_objective(X, t, w, b, lam), hinge_objective(X, t, ref.coef_[0], ref.intercept_[0], lam)
        assert ours <= theirs + 1e-6
        if n_classes == 2:
            np.testing.assert_array_equal(scores[:, 0], 0.0)
            assert np.array_equal(model.predict(X_new), SVC(kernel="linear", C=1.0, tol=1e-8).fit(X, y).predict(X_new))


@pytest.mark.parametrize("lam", [0.5, 0.05, 5.0])
def test_no_nearby_point_has_a_lower_hinge_objective(lam):
    """The objective is convex, so a local minimum is the minimum: probe around the solution."""
    X, y = make_data(11, 2, False, n=200)
    model = LinearSVM(lam=lam).fit(X, y)
    ((_, t, w, b),) = machines(model, y)
    best = hinge_objective(X, t, w, b, lam)
    assert model.objective(X, y) == pytest.approx(best, rel=1e-12)
    rng = np.random.default_rng(0)
    for scale in (1e-3, 1e-5):
        for _ in range(200):
            dw, db = rng.normal(size=3) * scale, rng.normal() * scale
            assert hinge_objective(X, t, w + dw, b + db, lam) >= best - 1e-9


def test_all_rows_inside_the_margin_takes_the_middle_of_the_optimal_intercepts():
    """Balanced classes and a tiny C: every alpha is C, b is not unique and libsvm takes the middle."""
    from sklearn.svm import SVC

    X, y = make_data(5, 2, True, n=60)
    lam = 1000.0
    model = LinearSVM(lam=lam).fit(X, y)
    ref = SVC(kernel="linear", C=1 / (2 * lam), tol=1e-8).fit(X, y)
    np.testing.assert_allclose(model.decision_scores(X)[:, 1], ref.decision_function(X), rtol=0, atol=1e-8)
    assert model.support_.tolist() == list(range(60)) and len(ref.support_) == 60
    t = np.where(y == 1, 1.0, -1.0)
    np.testing.assert_allclose(model.coef_[0], (t @ X) / (2 * lam), rtol=1e-12)  # w = C sum_i y_i x_i


@pytest.mark.parametrize("n_classes", [2, 3])
def test_support_vectors_are_the_rows_on_or_inside_a_margin(n_classes):
    X, y = make_data(6, n_classes, True)
    model = LinearSVM().fit(X, y)
    inside = np.zeros(len(y), dtype=bool)
    outside = np.ones(len(y), dtype=bool)
    for _, t, w, b in machines(model, y):
        margin = t * (X @ w + b)
        inside |= margin < 1 - 1e-6
        outside &= margin > 1 + 1e-6
    support = np.zeros(len(y), dtype=bool)
    support[model.support_] = True
    assert np.all(support[inside]) and not np.any(support[outside])
    assert np.array_equal(model.n_support_, np.bincount(y[model.support_], minlength=n_classes))
    if n_classes == 2:
        from sklearn.svm import SVC

        ref = SVC(kernel="linear", C=1.0, tol=1e-8).fit(X, y)
        assert len(set(ref.support_) ^ set(model.support_)) <= 2  # rows exactly on the margin may differ


def test_params_and_protocol():
    X, y = make_data(0, 2, True)
    model = LinearSVM(lam=0.25, max_iter=50).fit(X, y)
    assert model.get_params() == {"lam": 0.25, "max_iter": 50, "tol": 1e-10, "n_categories": None}
    assert repr(model) == "LinearSVM(lam=0.25, max_iter=50, tol=1e-10, n_categories=None)"
    assert model.set_params(lam=1.0) is model and model.lam == 1.0
    with pytest.raises(ValueError, match="no parameter"):
        model.set_params(C=1.0)
    assert not LinearSVM.probabilistic and not LinearSVM.generative
    assert not hasattr(model, "predict_proba")


@pytest.mark.parametrize("n_classes", [2, 3])
def test_state_round_trip_through_json(n_classes):
    X, y = make_data(1, n_classes, False)
    X[3, 1] = np.nan
    model = LinearSVM(lam=0.3).fit(X, y)
    state = json.loads(json.dumps({k: np.asarray(v).tolist() for k, v in model.fitted_state().items()}))
    copy = LinearSVM.from_state(json.loads(json.dumps(model.get_params())), state)
    X_new = np.vstack([X[:20], [[np.nan, 0.5, 1.0]]])
    np.testing.assert_array_equal(copy.decision_scores(X_new), model.decision_scores(X_new))
    np.testing.assert_array_equal(copy.support_, model.support_)
    assert copy.support_.dtype.kind == "i" and copy.n_support_.dtype.kind == "i"
    assert copy.n_skipped_ == 1 and copy.converged_


@pytest.mark.parametrize("n_classes", [2, 3])
def test_explain_adds_up(n_classes):
    X, y = make_data(2, n_classes, False)
    model = LinearSVM().fit(X, y)
    for row in (X[5], np.array([X[6, 0], np.nan, X[6, 2]])):
        exp = model.explain(row)
        assert [key for key, _ in exp.terms] == ["intercept", "linear"]
        np.testing.assert_allclose(sum(v for _, v in exp.terms), exp.score, rtol=0, atol=1e-12)
        np.testing.assert_array_equal(exp.score, model.decision_scores(row[None])[0])
        assert exp.posterior is None and not exp.probabilistic and not exp.generative
        filled = np.where(np.isnan(row), model.feature_mean_, row)
        np.testing.assert_allclose(exp.details["margin"], model.coef_ @ filled + model.intercept_, atol=1e-12)
        np.testing.assert_allclose(exp.details["contributions"].sum(axis=1), exp.terms[1][1], atol=1e-12)
    assert exp.feature_names == ["x0", "x1", "x2"] and exp.skipped.tolist() == [False, True, False]
    assert len(exp.notes) == 1 and "x1" in exp.notes[0]
    expected_margin = exp.score[1:] if n_classes == 2 else exp.score
    np.testing.assert_allclose(exp.details["margin"], expected_margin, atol=1e-12)


def test_missing_values_skip_rows_in_training_and_use_the_mean_in_prediction():
    X, y = make_data(3, 3, True)
    X_nan = X.copy()
    X_nan[[2, 9], [0, 2]] = np.nan
    model = LinearSVM().fit(X_nan, y)
    keep = ~np.isnan(X_nan).any(axis=1)
    clean = LinearSVM().fit(X[keep], y[keep])
    np.testing.assert_allclose(model.coef_, clean.coef_, rtol=0, atol=1e-12)
    assert model.n_skipped_ == 2
    assert np.array_equal(model.support_, np.flatnonzero(keep)[clean.support_])  # indices of the rows given
    row = np.array([[np.nan, 0.3, -0.2]])
    filled = np.array([[model.feature_mean_[0], 0.3, -0.2]])
    np.testing.assert_array_equal(model.decision_scores(row), model.decision_scores(filled))


def test_errors_say_how_to_fix_the_input():
    X, y = make_data(0, 2, True)
    with pytest.raises(ValueError, match="single class"):
        LinearSVM().fit(X, np.ones(len(y)))
    X_inf = X.copy()
    X_inf[1, 2] = -np.inf
    with pytest.raises(ValueError, match="infinite value at row 1, column 2"):
        LinearSVM().fit(X_inf, y)
    with pytest.raises(NotFittedError, match="call fit"):
        LinearSVM().decision_scores(X)
    model = LinearSVM().fit(X, y)
    with pytest.raises(ValueError, match="same columns"):
        model.predict(np.hstack([X, X]))
    with pytest.raises(ValueError, match="lam must be"):
        LinearSVM(lam=-1).fit(X, y)
    with pytest.raises(ValueError, match="every row of X has a missing value"):
        LinearSVM().fit(np.full((4, 2), np.nan), [0, 1, 0, 1])


@pytest.mark.parametrize("n_classes", [2, 3])
def test_iter_fit_equals_fit_and_reports_progress(n_classes):
    X, y = make_data(4, n_classes, False)
    fitted = LinearSVM().fit(X, y)
    stepped = LinearSVM()
    progress = list(stepped.iter_fit(X, y))
    assert all(isinstance(done, int) and isinstance(total, int) for done, total in progress)
    assert progress[-1][0] == progress[-1][1] and len(progress) > n_classes
    assert all(a[0] <= b[0] for a, b in itertools.pairwise(progress))
    np.testing.assert_array_equal(stepped.coef_, fitted.coef_)
    np.testing.assert_array_equal(stepped.intercept_, fitted.intercept_)
    np.testing.assert_array_equal(stepped.support_, fitted.support_)
    cancelled = LinearSVM()
    steps = cancelled.iter_fit(X, y)
    next(steps)
    steps.close()  # cancelled: nothing half-fitted is left behind
    with pytest.raises(NotFittedError):
        cancelled.predict(X)


# Derandomised so that CI is repeatable; test_cycling_predictor_corrector_still_converges keeps the case
# a random search once found.
@settings(deadline=None, max_examples=60, derandomize=True)
@given(data=st.data())
def test_finite_scores_on_small_random_data(data):
    n = data.draw(st.integers(2, 30))
    d = data.draw(st.integers(1, 4))
    rng = np.random.default_rng(data.draw(st.integers(0, 2**32 - 1)))
    y = np.arange(n) % data.draw(st.integers(2, 4))
    rng.shuffle(y)
    X = rng.normal(scale=data.draw(st.floats(0.01, 1e3)), size=(n, d)).round(data.draw(st.integers(0, 4)))
    if data.draw(st.booleans()):
        X[:, 0] = X[0, 0]  # a constant column
    model = LinearSVM(lam=data.draw(st.floats(1e-3, 1e3))).fit(X, y)
    assert model.converged_
    assert np.isfinite(model.decision_scores(X)).all() and np.isfinite(model.coef_).all()
    assert set(model.predict(X)) <= set(y)


def test_cycling_predictor_corrector_still_converges():
    """Mehrotra's steps once cycled with period 4 on this one-vs-rest machine (class 1 against the rest)
    and stopped short of the optimum; centred steps after a stall converge, and the result is optimal."""
    X = np.array([
        [-14.79, 17.83, 31.03, 64.68], [-83.84, 19.57, -10.55, -4.94], [-44.78, -0.44, -25.85, -2.43],
        [6.55, 50.83, 101.44, -24.71], [-30.59, 10.43, -22.46, 1.53], [-38.34, -28.0, 7.32, -2.43],
        [22.11, -3.77, -48.63, -85.19], [57.74, -67.69, -93.87, -51.61], [45.82, -38.51, 25.02, 5.51],
    ])
    y = np.array([2, 0, 3, 0, 2, 3, 1, 1, 0])
    model = LinearSVM(lam=0.005032130359907906).fit(X, y)
    assert model.converged_
    binary = np.where(y == 1, 1.0, -1.0)
    margins = binary * (X @ model.coef_[1] + model.intercept_[1])
    assert margins.min() >= 1 - 1e-8  # separable: every row on or outside the margin
