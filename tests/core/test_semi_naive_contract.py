"""The estimator contract for the categorical semi-naive models (the numeric cases of
``test_estimator_contract`` do not apply to them): a pipeline, closing ``iter_fit`` midway, saved state."""

import pickle

import numpy as np
import pytest

from bayesgui.core.models.registry import get
from tests.core.test_estimator_contract import CATEGORICAL, build, categorical_data, snapshot

KEYS = ("spode", "tan", "aode")


@pytest.mark.parametrize("key", KEYS)
def test_pipeline_with_a_passthrough_step(key):
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import FunctionTransformer

    X, y = categorical_data(1)
    pipeline = make_pipeline(FunctionTransformer(), build(get(key), CATEGORICAL)).fit(X, y)
    alone = build(get(key), CATEGORICAL).fit(X, y)
    np.testing.assert_array_equal(pipeline.predict_proba(X), alone.predict_proba(X))
    assert np.mean(pipeline.predict(X) == y) > 0.6


@pytest.mark.parametrize("key", KEYS)
def test_closing_iter_fit_midway_leaves_the_previous_model_intact(key, monkeypatch):
    X, y = categorical_data(2)
    model = build(get(key), CATEGORICAL).fit(X, y)
    monkeypatch.setattr(type(model), "chunk_rows", 50)  # several steps
    before, identity, scores = snapshot(model), dict(vars(model)), model.decision_scores(X)
    other = ((X[::-1] + 1) % 4, y[::-1])
    n_steps = len(list(build(get(key), CATEGORICAL).iter_fit(*other)))
    assert n_steps == 5
    for stop in range(1, n_steps + 1):
        steps = model.iter_fit(*other)
        for _ in range(stop):
            done, total = next(steps)
            assert 0 < done <= total == n_steps
        steps.close()
        assert vars(model).keys() == before.keys() and all(vars(model)[k] is identity[k] for k in before)
        np.testing.assert_array_equal(model.decision_scores(X), scores)


@pytest.mark.parametrize("key", KEYS)
def test_state_round_trips(key):
    X, y = categorical_data(3)
    model = build(get(key), CATEGORICAL).fit(X, y)
    again = type(model).from_state(model.get_params(), model.fitted_state())
    np.testing.assert_array_equal(again.decision_scores(X), model.decision_scores(X))
    assert pickle.loads(pickle.dumps(model)).score(X, y) == model.score(X, y)
