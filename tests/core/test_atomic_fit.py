"""A failed fit, or a rejected partial_fit chunk, leaves every registered model exactly as it was.

The state is compared as pickled bytes: every attribute, private caches included, must come back.
"""

import pickle

import numpy as np
import pytest

from bayesgui.core import LDA, QDA, CategoricalNB, GaussianBayes, GaussianNB, MixedNB, MultinomialNB, PoissonNB

from .test_estimator_contract import ALL_SPECS, CASES, build


def failing_inputs(X, y):
    """(name, X, y) that every model refuses, each caught at another stage of the fit."""
    late_inf = X.copy()
    late_inf[-1, -1] = np.inf
    return [
        ("one class", X, np.zeros_like(y)),
        ("infinite value in the last row", late_inf, y),
        ("y too short", X, y[:-1]),
        ("complex X", X + 1j, y),
        ("no columns", X[:, :0], y),
    ]


@pytest.mark.parametrize(("key", "features", "data"), CASES)
def test_a_failed_fit_leaves_every_registered_model_exactly_as_it_was(key, features, data):
    X, y = data()
    model = build(ALL_SPECS[key], features).fit(X, y)
    before, scores = pickle.dumps(model), model.decision_scores(X)
    for name, bad_X, bad_y in failing_inputs(X, y):
        with pytest.raises(ValueError):
            model.fit(bad_X, bad_y)
        assert pickle.dumps(model) == before, name
    np.testing.assert_array_equal(model.decision_scores(X), scores)


def test_a_failed_fit_leaves_an_unfitted_model_unfitted():
    X = np.array([[0.0], [1.0]])
    for spec in ALL_SPECS.values():
        model = spec.estimator()
        with pytest.raises(ValueError):
            model.fit(X, [0, 0])
        assert not any(name.endswith("_") for name in vars(model)), spec.key


def numeric(seed=0, n=120):
    rng = np.random.default_rng(seed)
    y = np.arange(n) % 3
    return np.abs(rng.normal(size=(n, 3)) + 2.0 * np.eye(3)[y]).round(), y


INCREMENTAL = [GaussianNB, MixedNB, MultinomialNB, PoissonNB, CategoricalNB, LDA, QDA, GaussianBayes]


def rejected_chunks(X, y):
    late_inf = X.copy()
    late_inf[-1, 0] = np.inf
    late_negative = X.copy()
    late_negative[-1, 0] = -1.0
    return [
        ("infinite value in the last row", late_inf, y, None),
        ("negative value in the last row", late_negative, y, None),
        ("unknown label in the last row", X, np.r_[y[:-1], 9], None),
        ("other classes", X, y, [0, 1, 2, 3]),
        ("wrong number of columns", X[:, :2], y, None),
        ("complex X", X + 1j, y, None),
    ]


@pytest.mark.parametrize("cls", INCREMENTAL, ids=lambda c: c.__name__)
def test_a_rejected_partial_fit_chunk_is_not_counted(cls):
    X, y = numeric()
    model = cls().partial_fit(X[:60], y[:60], classes=[0, 1, 2])
    before = pickle.dumps(model)
    refused = 0
    for name, bad_X, bad_y, classes in rejected_chunks(X[60:], y[60:]):
        try:
            model.partial_fit(bad_X, bad_y, classes=classes)
        except ValueError:
            refused += 1
            assert pickle.dumps(model) == before, name
        else:  # accepted (e.g. a negative value where the model allows it): start again
            model = cls().partial_fit(X[:60], y[:60], classes=[0, 1, 2])
    assert refused >= 4
    model.partial_fit(X[60:], y[60:])
    whole = cls().fit(X, y)
    np.testing.assert_allclose(model.predict_proba(X), whole.predict_proba(X), rtol=1e-9, atol=1e-12)


@pytest.mark.parametrize("cls", INCREMENTAL, ids=lambda c: c.__name__)
def test_a_rejected_first_chunk_leaves_the_model_unfitted(cls):
    X, y = numeric()
    model = cls()
    with pytest.raises(ValueError):
        model.partial_fit(X, np.r_[y[:-1], 9], classes=[0, 1, 2])
    assert not any(name.endswith("_") for name in vars(model))
    model.partial_fit(X, y)
    np.testing.assert_allclose(model.predict_proba(X), cls().fit(X, y).predict_proba(X), rtol=1e-9)
