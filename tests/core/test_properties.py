"""Invariants that hold for every input (hypothesis)."""

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from bayesgui.core import (
    CategoricalNB,
    GaussianNB,
    LossMatrix,
    MixedNB,
    MultinomialNB,
    PoissonNB,
    conditional_risk,
    decide,
)

# Per test, not a global profile loaded at import (that changed every later test's settings, by collection order).
PROPERTY = settings(deadline=None, max_examples=60, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def labelled(draw, kind):
    n = draw(st.integers(4, 40))
    d = draw(st.integers(1, 5))
    seed = draw(st.integers(0, 2**32 - 1))
    rng = np.random.default_rng(seed)
    y = np.arange(n) % draw(st.integers(2, 4))
    rng.shuffle(y)
    if kind == "categorical":
        X = rng.integers(0, draw(st.integers(1, 6)), size=(n, d))
    elif kind == "continuous":
        X = rng.normal(scale=draw(st.floats(0.01, 1e3)), size=(n, d)).round(draw(st.integers(0, 6)))
    else:
        X = rng.poisson(draw(st.floats(0.0, 20.0)), size=(n, d))
    return X, y, rng


MODELS = {
    "categorical": lambda: CategoricalNB(alpha=0.5),
    "continuous": lambda: GaussianNB(),
    "count": lambda: PoissonNB(alpha=0.5),
    "words": lambda: MultinomialNB(alpha=0.5),
}
KIND_OF = {"categorical": "categorical", "continuous": "continuous", "count": "count", "words": "count"}


@pytest.mark.parametrize("name", MODELS)
@PROPERTY
@given(data=st.data())
def test_posterior_is_a_distribution_and_log_consistent(name, data):
    X, y, _ = data.draw(labelled(KIND_OF[name]))
    model = MODELS[name]().fit(X, y)
    proba = model.predict_proba(X)
    assert np.isfinite(proba).all()
    np.testing.assert_allclose(proba.sum(axis=1), 1.0, rtol=1e-12)
    np.testing.assert_allclose(np.exp(model.predict_log_proba(X)), proba, rtol=1e-9, atol=1e-15)
    assert np.array_equal(model.classes_[np.argmax(proba, axis=1)], model.predict(X))


@pytest.mark.parametrize("name", MODELS)
@PROPERTY
@given(data=st.data())
def test_row_order_does_not_matter(name, data):
    X, y, rng = data.draw(labelled(KIND_OF[name]))
    order = rng.permutation(len(y))
    a, b = MODELS[name]().fit(X, y), MODELS[name]().fit(X[order], y[order])
    np.testing.assert_allclose(a.predict_proba(X), b.predict_proba(X), rtol=1e-9, atol=1e-12)


@pytest.mark.parametrize("name", MODELS)
@PROPERTY
@given(data=st.data(), n_chunks=st.integers(2, 5))
def test_partial_fit_in_chunks_equals_fit(name, data, n_chunks):
    X, y, _ = data.draw(labelled(KIND_OF[name]))
    whole = MODELS[name]().fit(X, y)
    chunked = MODELS[name]()
    for part in np.array_split(np.arange(len(y)), n_chunks):
        if part.size:
            chunked.partial_fit(X[part], y[part], classes=np.unique(y))
    np.testing.assert_allclose(chunked.predict_joint_log_proba(X), whole.predict_joint_log_proba(X),
                               rtol=1e-9, atol=1e-9)
    np.testing.assert_array_equal(chunked.class_count_, whole.class_count_)


def test_partial_fit_counts_are_exact_for_categorical():
    rng = np.random.default_rng(5)
    X, y = rng.integers(0, 5, size=(1000, 4)), rng.integers(0, 3, 1000)
    chunked = CategoricalNB()
    for part in np.array_split(np.arange(1000), 7):
        chunked.partial_fit(X[part], y[part], classes=[0, 1, 2])
    whole = CategoricalNB().fit(X, y)
    for a, b in zip(chunked.category_count_, whole.category_count_, strict=True):
        assert np.array_equal(a, b)
    assert np.array_equal(chunked.predict_proba(X), whole.predict_proba(X))


@PROPERTY
@given(
    posterior=arrays(np.float64, st.tuples(st.integers(1, 20), st.integers(2, 6)),
                     elements=st.floats(0, 1, allow_nan=False)),
    reject=st.one_of(st.none(), st.floats(0, 2)),
)
def test_zero_one_loss_decides_the_map_class_and_min_risk_is_minimal(posterior, reject):
    posterior = posterior + 1e-3
    posterior /= posterior.sum(axis=1, keepdims=True)
    n_classes = posterior.shape[1]
    loss = LossMatrix.zero_one(list(range(n_classes)))
    choice, risk = decide(posterior, loss)
    rows = np.arange(len(posterior))
    # Zhou eqs. 7.4-7.6: with 0-1 loss, R(c|x) = 1 - P(c|x), so minimum risk = maximum posterior (up to rounding)
    np.testing.assert_allclose(risk, 1.0 - posterior, atol=1e-12)
    assert np.all(posterior[rows, choice] >= posterior.max(axis=1) - 1e-12)
    # with any loss (here a random one, maybe with reject), the chosen action's risk is the least
    rng = np.random.default_rng(int(posterior.sum() * 1e6) % 2**32)
    loss = LossMatrix.from_decisions(rng.uniform(0, 5, (n_classes, n_classes)), list(range(n_classes)), reject)
    choice, risk = decide(posterior, loss)
    assert np.all(risk[rows, choice][:, None] <= risk)
    np.testing.assert_allclose(risk, conditional_risk(posterior, loss))


@PROPERTY
@given(data=st.data())
def test_mixed_model_equals_the_sum_of_its_parts(data):
    n = data.draw(st.integers(6, 30))
    rng = np.random.default_rng(data.draw(st.integers(0, 1000)))
    y = np.arange(n) % 2
    Xc, Xg, Xp = rng.integers(0, 3, (n, 2)), rng.normal(size=(n, 2)), rng.poisson(3, (n, 1))
    X = np.hstack([Xc, Xg, Xp]).astype(float)
    mixed = MixedNB(kinds=["categorical"] * 2 + ["continuous"] * 2 + ["count"], alpha=0.5).fit(X, y)
    parts = [CategoricalNB(alpha=0.5).fit(Xc, y), GaussianNB().fit(Xg, y), PoissonNB().fit(Xp, y)]
    prior = parts[0].class_log_prior_
    expected = sum(p.predict_joint_log_proba(x) - prior for p, x in zip(parts, (Xc, Xg, Xp), strict=True)) + prior
    np.testing.assert_allclose(mixed.predict_joint_log_proba(X), expected, rtol=1e-10)
