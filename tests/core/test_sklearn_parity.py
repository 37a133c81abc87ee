"""Equality with scikit-learn (the reference) on random data with fixed seeds, to 1e-9."""

import numpy as np
import pytest

from bayesgui.core import CategoricalNB, GaussianNB, MultinomialNB

SEEDS = [0, 1, 2, 3, 4]
TOL = dict(rtol=1e-9, atol=1e-9)


def _data(seed, n=500, d=6, n_classes=3):
    rng = np.random.default_rng(seed)
    return rng, rng.integers(0, n_classes, n)


@pytest.mark.parametrize("seed", SEEDS)
def test_gaussian_nb_matches_sklearn(seed):
    from sklearn.naive_bayes import GaussianNB as Reference

    rng, y = _data(seed)
    X = rng.normal(loc=rng.uniform(-50, 50, 6), scale=rng.uniform(0.1, 10, 6), size=(500, 6)) + y[:, None]
    ours, ref = GaussianNB().fit(X, y), Reference().fit(X, y)
    np.testing.assert_allclose(ours.theta_, ref.theta_, **TOL)
    np.testing.assert_allclose(ours.var_, ref.var_, **TOL)
    X_new = rng.normal(size=(200, 6)) * 10
    np.testing.assert_allclose(ours.predict_joint_log_proba(X_new), ref.predict_joint_log_proba(X_new), rtol=1e-9)
    np.testing.assert_allclose(ours.predict_proba(X_new), ref.predict_proba(X_new), **TOL)
    np.testing.assert_allclose(ours.predict_log_proba(X), ref.predict_log_proba(X), **TOL)
    assert np.array_equal(ours.predict(X_new), ref.predict(X_new))


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("alpha", [1.0, 0.3])
def test_categorical_nb_matches_sklearn(seed, alpha):
    from sklearn.naive_bayes import CategoricalNB as Reference

    rng, y = _data(seed)
    X = rng.integers(0, rng.integers(2, 8, 6), size=(500, 6))
    ours, ref = CategoricalNB(alpha=alpha).fit(X, y), Reference(alpha=alpha).fit(X, y)
    for a, b in zip(ours.feature_log_prob_, ref.feature_log_prob_, strict=True):
        np.testing.assert_allclose(a, b, **TOL)
    np.testing.assert_allclose(ours.class_log_prior_, ref.class_log_prior_, **TOL)
    np.testing.assert_allclose(ours.predict_joint_log_proba(X), ref.predict_joint_log_proba(X), **TOL)
    np.testing.assert_allclose(ours.predict_proba(X), ref.predict_proba(X), **TOL)
    assert np.array_equal(ours.predict(X), ref.predict(X))


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("alpha", [1.0, 0.01])
def test_multinomial_nb_matches_sklearn(seed, alpha):
    from sklearn.naive_bayes import MultinomialNB as Reference

    rng, y = _data(seed)
    X = rng.poisson(rng.uniform(0.1, 5, 30), size=(500, 30)) * (1 + y[:, None])
    ours, ref = MultinomialNB(alpha=alpha).fit(X, y), Reference(alpha=alpha).fit(X, y)
    np.testing.assert_allclose(ours.feature_log_prob_, ref.feature_log_prob_, **TOL)
    np.testing.assert_allclose(ours.predict_joint_log_proba(X), ref.predict_joint_log_proba(X), **TOL)
    np.testing.assert_allclose(ours.predict_proba(X), ref.predict_proba(X), **TOL)


def test_explicit_class_prior_matches_sklearn():
    from sklearn.naive_bayes import CategoricalNB as Reference

    rng, y = _data(7)
    X = rng.integers(0, 4, size=(500, 6))
    ours = CategoricalNB(class_prior=[0.2, 0.3, 0.5]).fit(X, y)
    ref = Reference(class_prior=[0.2, 0.3, 0.5]).fit(X, y)
    np.testing.assert_allclose(ours.predict_proba(X), ref.predict_proba(X), **TOL)


def test_string_labels_are_sorted_like_sklearn():
    from sklearn.naive_bayes import GaussianNB as Reference

    rng = np.random.default_rng(3)
    y = rng.choice(["setosa", "versicolor", "virginica"], 300)
    X = rng.normal(size=(300, 4)) + (y == "setosa")[:, None]
    ours, ref = GaussianNB().fit(X, y), Reference().fit(X, y)
    assert ours.classes_.tolist() == ref.classes_.tolist()
    assert np.array_equal(ours.predict(X), ref.predict(X))


def test_tight_class_far_from_the_first_row_keeps_full_precision():
    # class 1 sits at 1e4 with a spread of 1e-3: the expanded A x^2 + B x + c form would cancel badly
    from sklearn.naive_bayes import GaussianNB as Reference

    rng = np.random.default_rng(11)
    X = np.concatenate([rng.normal(0, 1, 30), 1e4 + rng.normal(0, 1e-3, 30)])[:, None]
    y = np.repeat([0, 1], 30)
    X_new = np.array([[1e4], [1e4 + 2e-3], [0.5]])
    ours, ref = GaussianNB().fit(X, y), Reference().fit(X, y)
    np.testing.assert_allclose(ours.predict_joint_log_proba(X_new), ref.predict_joint_log_proba(X_new), rtol=1e-10)
