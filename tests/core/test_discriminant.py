"""LDA, QDA and GaussianBayes: scikit-learn parity, a hand-worked example, chunking, state, explain, NaN, errors."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.special import logsumexp
from scipy.stats import multivariate_normal

from bayesgui.core import LDA, QDA, GaussianBayes, NotFittedError

SEEDS = [0, 1, 2, 3, 4]
MODELS = [LDA, QDA, GaussianBayes]


def _data(seed, n=600, d=4, n_classes=3):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, n_classes, n)
    mix = rng.normal(size=(n_classes, d, d))
    X = np.einsum("nj,njk->nk", rng.normal(size=(n, d)), mix[y]) + rng.uniform(-20, 20, d) + 2.0 * y[:, None]
    return rng, X, y


# ---------------------------------------------------------------------------------------------- parity
@pytest.mark.parametrize("seed", SEEDS)
def test_lda_matches_sklearn_lsqr(seed):
    from sklearn.discriminant_analysis import LinearDiscriminantAnalysis as Reference

    rng, X, y = _data(seed)
    ours, ref = LDA().fit(X, y), Reference(solver="lsqr").fit(X, y)
    np.testing.assert_allclose(ours.means_, ref.means_, rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(ours.covariance_, ref.covariance_, rtol=1e-10, atol=1e-12)
    X_new = X[:300] + rng.normal(scale=3.0, size=(300, X.shape[1]))
    np.testing.assert_allclose(ours.predict_proba(X_new), ref.predict_proba(X_new), rtol=0, atol=1e-8)
    assert np.array_equal(ours.predict(X_new), ref.predict(X_new))
    prior = [0.5, 0.3, 0.2]  # scikit-learn weighs the pooled covariance by the given priors: "prior-weighted"
    ours, ref = (
        LDA(class_prior=prior, pooled="prior-weighted").fit(X, y),
        Reference(solver="lsqr", priors=prior).fit(X, y),
    )
    np.testing.assert_allclose(ours.covariance_, ref.covariance_, rtol=1e-10, atol=1e-12)
    np.testing.assert_allclose(ours.predict_proba(X_new), ref.predict_proba(X_new), rtol=0, atol=1e-8)
    mle = LDA(class_prior=prior).fit(X, y)  # the MLE does not depend on the prior
    scatter = sum((X[y == c] - X[y == c].mean(axis=0)).T @ (X[y == c] - X[y == c].mean(axis=0)) for c in np.unique(y))
    np.testing.assert_allclose(mle.covariance_, scatter / len(y), rtol=1e-10)
    assert not np.allclose(mle.covariance_, ours.covariance_, rtol=1e-3)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("reg_param", [0.0, 0.3])
def test_qda_matches_sklearn(seed, reg_param):
    from sklearn.discriminant_analysis import QuadraticDiscriminantAnalysis as Reference

    rng, X, y = _data(seed)
    ours, ref = QDA(reg_param=reg_param).fit(X, y), Reference(reg_param=reg_param).fit(X, y)
    X_new = X[:300] + rng.normal(scale=2.0, size=(300, X.shape[1]))
    np.testing.assert_allclose(ours.predict_proba(X_new), ref.predict_proba(X_new), rtol=0, atol=1e-8)
    np.testing.assert_allclose(ours.predict_log_proba(X_new), ref.predict_log_proba(X_new), rtol=1e-8, atol=1e-8)
    assert np.array_equal(ours.predict(X_new), ref.predict(X_new))


@pytest.mark.parametrize("seed", SEEDS)
def test_gaussian_bayes_matches_a_hand_computation(seed):
    rng, X, y = _data(seed)
    model = GaussianBayes(reg_covar=1e-4).fit(X, y)
    X_new = X[:100] + rng.normal(size=(100, X.shape[1]))
    expected = np.empty((100, 3))
    for k in range(3):
        rows = X[y == k]
        cov = np.cov(rows.T, bias=True) + 1e-4 * np.eye(X.shape[1])
        expected[:, k] = np.log(rows.shape[0] / X.shape[0]) + multivariate_normal(rows.mean(axis=0), cov).logpdf(X_new)
    np.testing.assert_allclose(model.predict_joint_log_proba(X_new), expected, rtol=1e-10)
    posterior = np.exp(expected - logsumexp(expected, axis=1, keepdims=True))
    np.testing.assert_allclose(model.predict_proba(X_new), posterior)


# ---------------------------------------------------------------------------------------------- by hand
# Class a: (0,0) (2,0) (0,2) (2,2): mean (1,1), MLE covariance I.
# Class b: (4,4) (6,6) (4,5) (6,5): mean (5,5), deviations (-1,-1) (1,1) (-1,0) (1,0):
#   var_x = 4/4 = 1, var_y = 2/4 = 0.5, cov_xy = 2/4 = 0.5 -> Sigma_b = [[1, .5], [.5, .5]], |Sigma_b| = 1/4,
#   Sigma_b^-1 = [[2, -2], [-2, 4]].
HAND_X = np.array([[0, 0], [2, 0], [0, 2], [2, 2], [4, 4], [6, 6], [4, 5], [6, 5]], dtype=float)
HAND_Y = np.array(["a"] * 4 + ["b"] * 4)


def test_textbook_example_qda_and_gaussian_bayes():
    # x = (3, 3): d_a = (2, 2) -> d^T I d = 8; d_b = (-2, -2) -> Sigma_b^-1 d = (0, -4), d^T (.) = 8.
    # log p(x|a) = -log 2pi - 0 - 4, log p(x|b) = -log 2pi - 1/2 log(1/4) - 4 => P(b|x) = 2/3.
    for model in (QDA().fit(HAND_X, HAND_Y), GaussianBayes(reg_covar=0.0).fit(HAND_X, HAND_Y)):
        np.testing.assert_allclose(model.means_, [[1, 1], [5, 5]], atol=1e-15)
        np.testing.assert_allclose(model.covariances_, [[[1, 0], [0, 1]], [[1, 0.5], [0.5, 0.5]]], atol=1e-15)
        np.testing.assert_allclose(model.predict_proba([[3.0, 3.0]]), [[1 / 3, 2 / 3]], atol=1e-14)
        expl = model.explain([3.0, 3.0])
        np.testing.assert_allclose(expl.details["mahalanobis_sq"], [8.0, 8.0], atol=1e-13)
        np.testing.assert_allclose(expl.details["log_det"], [0.0, np.log(0.25)], atol=1e-14)
        np.testing.assert_allclose(expl.score, np.log(0.5) - np.log(2 * np.pi) + [-4.0, np.log(2) - 4.0], atol=1e-13)


def test_textbook_example_lda():
    # pooled "mle" (priors 1/2): Sigma = (I + Sigma_b) / 2 = [[1, .25], [.25, .75]], |Sigma| = 11/16,
    # Sigma^-1 = 16/11 [[.75, -.25], [-.25, 1]]. x = (3, 2): d_a = (2, 1) -> 16/11 * 3 = 48/11;
    # d_b = (-2, -3) -> 16/11 * 9 = 144/11. P(a|x) = 1 / (1 + exp(-(144 - 48) / 22)).
    model = LDA().fit(HAND_X, HAND_Y)
    np.testing.assert_allclose(model.covariance_, [[1, 0.25], [0.25, 0.75]], atol=1e-15)
    expl = model.explain([3.0, 2.0])
    np.testing.assert_allclose(expl.details["mahalanobis_sq"], [48 / 11, 144 / 11], atol=1e-13)
    np.testing.assert_allclose(expl.details["log_det"], [np.log(11 / 16)] * 2, atol=1e-14)
    p_a = 1.0 / (1.0 + np.exp(-96 / 22))
    np.testing.assert_allclose(model.predict_proba([[3.0, 2.0]]), [[p_a, 1 - p_a]], atol=1e-14)
    assert expl.details["covariance"] == "shared"
    # "unbiased": (4 I + 4 Sigma_b) / (8 - 2) = [[4/3, 1/3], [1/3, 1]]
    unbiased = LDA(pooled="unbiased").fit(HAND_X, HAND_Y)
    np.testing.assert_allclose(unbiased.covariance_, [[4 / 3, 1 / 3], [1 / 3, 1]], atol=1e-15)


# ---------------------------------------------------------------------------------------------- chunks, state
@pytest.mark.parametrize("cls", MODELS)
def test_partial_fit_in_chunks_equals_fit(cls, monkeypatch):
    rng, X, y = _data(7, n=3000)
    X[rng.random(X.shape) < 0.02] = np.nan
    full = cls().fit(X, y)
    chunked = cls()
    for part in np.array_split(np.arange(3000), [5, 100, 101, 1700, 2999]):
        chunked.partial_fit(X[part], y[part], classes=[0, 1, 2])
    monkeypatch.setattr(cls, "chunk_rows", 97)
    stepped = cls()
    steps = list(stepped.iter_fit(X, y))
    n_complete = int(np.isfinite(X).all(axis=1).sum())
    assert steps[-1] == (n_complete, n_complete) and len(steps) == -(-n_complete // 97)
    for other in (chunked, stepped):
        assert other.n_skipped_ == full.n_skipped_ == 3000 - n_complete
        np.testing.assert_array_equal(other.class_count_, full.class_count_)
        np.testing.assert_allclose(other.means_, full.means_, rtol=1e-12, atol=1e-12)
        np.testing.assert_allclose(other.scatter_, full.scatter_, rtol=1e-12, atol=1e-9)
        np.testing.assert_allclose(other.covariances_, full.covariances_, rtol=1e-12, atol=1e-12)
        np.testing.assert_allclose(other.predict_joint_log_proba(X), full.predict_joint_log_proba(X), rtol=1e-12)


def test_partial_fit_waits_for_every_class():
    _, X, y = _data(3)
    model = QDA().partial_fit(X[y == 0], y[y == 0], classes=[0, 1, 2])
    with pytest.raises(ValueError, match=r"cannot predict yet.*has 0 complete rows"):
        model.predict(X)
    model.partial_fit(X[y != 0], y[y != 0])
    np.testing.assert_allclose(model.predict_proba(X), QDA().fit(X, y).predict_proba(X), rtol=1e-11)


@pytest.mark.parametrize("cls", MODELS)
def test_state_round_trip_is_exact(cls):
    _, X, y = _data(2)
    model = cls(prior_alpha=1.0).fit(X, y)
    state = model.fitted_state()
    as_lists = {k: v.tolist() if isinstance(v, np.ndarray) else v for k, v in state.items()}
    X_new = X[:50].copy()
    X_new[3, 1] = np.nan
    for saved in (state, as_lists):
        again = cls.from_state(model.get_params(), saved)
        np.testing.assert_array_equal(again.predict_joint_log_proba(X_new), model.predict_joint_log_proba(X_new))
        np.testing.assert_array_equal(again.covariances_, model.covariances_)
        np.testing.assert_array_equal(again.priors_, model.priors_)
    assert repr(model) == f"{cls.__name__}(" + ", ".join(f"{k}={v!r}" for k, v in model.get_params().items()) + ")"


@pytest.mark.parametrize("cls", MODELS)
def test_priors_are_the_ones_scored(cls):
    _, X, y = _data(2)
    counts = np.bincount(y)
    smoothed = cls(prior_alpha=1.0).fit(X, y)
    np.testing.assert_allclose(smoothed.priors_, (counts + 1.0) / (counts.sum() + 3.0), rtol=1e-15)
    np.testing.assert_allclose(np.log(smoothed.priors_), smoothed.class_log_prior_, rtol=1e-15)
    given = np.array([0.2, 0.3, 0.5])
    model = cls(class_prior=given).fit(X, y)
    given[0] = 0.9  # the fitted model keeps the prior it was fitted with
    np.testing.assert_array_equal(model.priors_, [0.2, 0.3, 0.5])


def test_iter_fit_stopped_early_leaves_the_previous_fit():
    _, X, y = _data(0)
    model = GaussianBayes().fit(X, y)
    before = model.predict_joint_log_proba(X)
    steps = model.iter_fit(X[:100], 1 - (y[:100] > 0))
    next(steps)
    steps.close()
    np.testing.assert_array_equal(model.predict_joint_log_proba(X), before)


# ---------------------------------------------------------------------------------------------- explain, NaN
@pytest.mark.parametrize("cls", MODELS)
def test_explain_terms_add_up(cls):
    _, X, y = _data(4)
    model = cls().fit(X, y)
    for x in (X[0], np.array([X[1, 0], np.nan, X[1, 2], np.nan]), np.full(4, np.nan)):
        expl = model.explain(x, feature_names=["a", "b", "c", "d"])
        assert [k for k, _ in expl.terms] == ["log_prior", "log_norm", "log_det", "mahalanobis"]
        np.testing.assert_allclose(sum(t for _, t in expl.terms), expl.score, rtol=1e-13, atol=1e-12)
        np.testing.assert_array_equal(expl.score, model.decision_scores(x[None])[0])
        np.testing.assert_allclose(expl.posterior, model.predict_proba(x[None])[0], rtol=1e-13)
        n_obs = int(np.isfinite(x).sum())
        assert expl.details["n_observed"] == n_obs and expl.details["mean"].shape == (3, 4)
        assert np.array_equal(expl.skipped, np.isnan(x)) and expl.generative and expl.probabilistic
        assert (len(expl.notes) > 0) == (n_obs < 4)
        np.testing.assert_allclose(expl.terms[1][1], -0.5 * n_obs * np.log(2 * np.pi))
    np.testing.assert_array_equal(model.decision_scores(X), model.predict_joint_log_proba(X))
    np.testing.assert_allclose(model.class_log_density(X) + model.class_log_prior_, model.decision_scores(X))


@pytest.mark.parametrize("cls", MODELS)
def test_missing_values_are_marginalised_exactly(cls):
    rng, X, y = _data(5)
    model = cls().fit(X, y)
    X_new = X[:40] + rng.normal(size=(40, 4))
    X_new[::3, 1] = np.nan
    X_new[1::4, [0, 3]] = np.nan
    X_new[2] = np.nan
    density = model.class_log_density(X_new)
    for i in range(40):
        seen = np.isfinite(X_new[i])
        for k in range(3):
            if not seen.any():
                expected = 0.0
            else:
                sub = model.covariances_[k][np.ix_(seen, seen)]
                expected = multivariate_normal(model.means_[k, seen], sub).logpdf(X_new[i, seen])
            np.testing.assert_allclose(density[i, k], expected, rtol=1e-11)
    observed = [0, 2, 3]  # the same as fitting on the observed columns only (the row with x1 missing)
    sub_model = cls().fit(X[:, observed], y)
    row = X_new[[0]]
    np.testing.assert_allclose(model.predict_proba(row), sub_model.predict_proba(row[:, observed]), rtol=1e-11)


# ---------------------------------------------------------------------------------------------- errors
@pytest.mark.parametrize("cls", MODELS)
def test_errors_say_how_to_fix(cls):
    _, X, y = _data(1)
    with pytest.raises(ValueError, match="at least two"):
        cls().fit(X, np.zeros(len(X)))
    bad = X.copy()
    bad[5, 2] = np.inf
    with pytest.raises(ValueError, match="infinite value at row 5, column 2"):
        cls().fit(bad, y)
    with pytest.raises(NotFittedError, match="fit"):
        cls().predict(X)
    model = cls().fit(X, y)
    with pytest.raises(ValueError, match="infinite"):
        model.predict_proba(bad)
    with pytest.raises(ValueError, match=r"X has 3 features, but [A-Za-z]+ is expecting 4 features"):
        model.predict(X[:, :3])
    every_nan = X.copy()
    every_nan[y == 1, 0] = np.nan
    with pytest.raises(ValueError, match="Class 1 has 0 complete rows"):
        cls().fit(every_nan, y)


def test_singular_covariances():
    _, X, y = _data(1)
    few = np.concatenate([X, X[y == 2][:3] + 100.0])  # class 3: 3 rows for 4 features
    y_few = np.concatenate([y, [3, 3, 3]])
    singular = r"class 3 is singular \(3 complete rows for 4 features\).*reg_param"
    with pytest.raises(np.linalg.LinAlgError, match=singular):  # a ValueError, as scikit-learn's QDA raises
        QDA().fit(few, y_few)
    assert np.isfinite(QDA(reg_param=0.1).fit(few, y_few).predict_proba(few)).all()
    assert np.isfinite(GaussianBayes().fit(few, y_few).predict_proba(few)).all()  # reg_covar on the diagonal
    const = X.copy()
    const[:, 1] = 7.0
    with pytest.raises(ValueError, match=r"feature 1 is constant.*[Dd]rop"):
        LDA().fit(const, y)
    with pytest.raises(ValueError, match=r"singular.*reg_param"):
        QDA().fit(const, y)
    with pytest.raises(ValueError, match=r"singular.*reg_covar"):
        GaussianBayes(reg_covar=0.0).fit(const, y)
    assert np.isfinite(GaussianBayes().fit(const, y).predict_proba(X)).all()
    duplicated = np.column_stack([X, 2.0 * X[:, 0]])
    with pytest.raises(ValueError, match="linearly dependent"):
        LDA().fit(duplicated, y)
    with pytest.raises(ValueError, match="reg_param must lie in"):
        QDA(reg_param=1.5).fit(X, y)
    with pytest.raises(ValueError, match="pooled must be one of"):
        LDA(pooled="biased").fit(X, y)


# ---------------------------------------------------------------------------------------------- behaviour
def test_qda_separates_a_ring_from_its_centre_better_than_lda():
    rng = np.random.default_rng(0)
    angle = rng.uniform(0, 2 * np.pi, 400)
    ring = np.column_stack([np.cos(angle), np.sin(angle)]) * 3.0 + rng.normal(scale=0.3, size=(400, 2))
    centre = rng.normal(scale=0.7, size=(400, 2))
    X, y = np.concatenate([ring, centre]), np.repeat([0, 1], 400)
    lda = (LDA().fit(X, y).predict(X) == y).mean()
    qda = (QDA().fit(X, y).predict(X) == y).mean()
    assert qda > 0.95 and lda < 0.7


@settings(deadline=None, max_examples=40)
@given(st.integers(6, 40), st.integers(1, 4), st.integers(0, 2**32 - 1), st.floats(0.01, 1e3))
def test_posteriors_are_finite_and_sum_to_one(n, d, seed, scale):
    rng = np.random.default_rng(seed)
    y = np.arange(n) % 2
    X = rng.normal(scale=scale, size=(n, d)).round(2)
    X_new = rng.normal(scale=3 * scale, size=(10, d))
    X_new[rng.random(X_new.shape) < 0.3] = np.nan
    for model in (GaussianBayes(), QDA(reg_param=0.5)):
        proba = model.fit(X, y).predict_proba(X_new)
        assert np.isfinite(proba).all()
        np.testing.assert_allclose(proba.sum(axis=1), 1.0, rtol=1e-12)
