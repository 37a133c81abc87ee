"""Property-based fuzzing of every estimator's fit and predict with extreme finite values.

Whatever finite numbers a table holds (up to +-1.8e308, subnormals, constant columns, a few rows), a
model either refuses them with a ValueError that says something (and names the column when a value is to
blame), or gives a finite, correct result: posteriors in [0, 1] that sum to 1 and whose argmax is ``predict``,
and for a model that scaled a column (``feature_exponent_``), the posteriors of the same model fitted on the
data pre-scaled to ordinary units. No RuntimeWarning may escape.
And the positive oracle: every model fits every well-conditioned table (``well_conditioned``).
``BAYESGUI_FUZZ_EXAMPLES=10000`` runs a longer search (the examples are shared by all models).
"""

from __future__ import annotations

import copy
import os
import re
import warnings

import numpy as np
import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from bayesgui.core import CategoricalNB, GaussianNB, MultinomialNB, PoissonNB
from bayesgui.core.models.registry import specs
from bayesgui.core.models.spec import Features

FUZZ = settings(
    max_examples=int(os.environ.get("BAYESGUI_FUZZ_EXAMPLES", "150")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)

SCALES = [0.0, 5e-324, 1e-300, 1e-154, 1e-77, 1e-3, 1.0, 1e3, 1e77, 1e149, 1e151, 1e154, 1e200, 1e308, 1.79e308]
KINDS = ("continuous", "count", "categorical")


def _registered(spec, kinds):
    def make(d: int, n_classes: int, codes_seen: np.ndarray):
        chosen = tuple(kinds[j % len(kinds)] for j in range(d))
        levels = tuple(int(codes_seen[j]) if kind == "categorical" else None for j, kind in enumerate(chosen))
        return spec.build({p.name: p.default for p in spec.params}, Features(chosen, levels, n_classes)), chosen

    return make


def _plain(cls, kind):
    return lambda d, n_classes, codes_seen: (cls(), (kind,) * d)


MODELS = {
    **{f"{s.key}": _registered(s, ("continuous",)) for s in specs() if s.accepts("continuous")},
    "naive-bayes-mixed": _registered(next(s for s in specs() if s.key == "naive-bayes"), KINDS),
    "semi-supervised": _registered(next(s for s in specs() if s.key == "semi-supervised"), ("categorical",)),
    "bayes-net": _registered(next(s for s in specs() if s.key == "bayes-net"), ("categorical",)),
    **{k: _registered(next(s for s in specs() if s.key == k), ("categorical",)) for k in ("spode", "tan", "aode")},
    "GaussianNB": _plain(GaussianNB, "continuous"),
    "PoissonNB": _plain(PoissonNB, "count"),
    "MultinomialNB": _plain(MultinomialNB, "count"),
    "CategoricalNB": _plain(CategoricalNB, "categorical"),
}


@st.composite
def tables(draw):
    """(model key, X, y): a few rows of finite numbers at one or several scales, in the kinds the model reads."""
    key = draw(st.sampled_from(sorted(MODELS)))
    n = draw(st.integers(2, 24))
    d = draw(st.integers(1, 3))
    n_classes = draw(st.integers(2, 3))
    y = np.array(draw(st.lists(st.integers(0, n_classes - 1), min_size=n, max_size=n)))
    base = np.array(draw(st.lists(st.floats(-4, 4), min_size=n * d, max_size=n * d))).reshape(n, d)
    scales = np.array(draw(st.lists(st.sampled_from(SCALES), min_size=d, max_size=d)))
    offsets = np.array(draw(st.lists(st.sampled_from([0.0, 1.0, -1e150, 1e300]), min_size=d, max_size=d)))
    with np.errstate(over="ignore"):
        X = np.nan_to_num(base * scales + offsets * (scales > 0), posinf=1.79e308, neginf=-1.79e308)
    raw = draw(st.lists(st.floats(allow_nan=False, allow_infinity=False), max_size=4))
    for k, value in enumerate(raw):  # a few arbitrary finite cells
        X[k % n, k % d] = value
    return key, X, y + draw(st.sampled_from([0, 1, 100]))


def as_kinds(X: np.ndarray, kinds: tuple[str, ...]) -> np.ndarray:
    """Counts as |x| rounded, category codes as |x| mod 4, so each column is in the model's own kind."""
    X = X.copy()
    for j, kind in enumerate(kinds):
        if kind == "count":
            X[:, j] = np.floor(np.abs(X[:, j]))
        elif kind == "categorical":
            X[:, j] = np.floor(np.fmod(np.abs(X[:, j]), 4.0))
    return X


@FUZZ
@given(tables())
def test_every_estimator_refuses_cleanly_or_gives_finite_correct_posteriors(case):
    key, X, y = case
    with warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)
        model, kinds = MODELS[key](X.shape[1], np.unique(y).size, np.full(X.shape[1], 4))
        X = as_kinds(X, kinds)
        try:
            model.fit(X, y)
        except ValueError as error:
            assert_clean(error, kinds)
            assert "classes_" not in vars(model)
            event(f"refused at fit: {key}")
            return
        try:
            scores = model.decision_scores(X)
        except ValueError as error:  # a row the fitted model cannot score: said, never NaN
            assert_clean(error, kinds)
            event("refused at predict")
            return
        event("fitted and scored" + (" (scaled)" if model.feature_exponent_.any() else ""))
        assert scores.shape == (X.shape[0], model.classes_.size)
        assert not np.isnan(scores).any() and not np.isposinf(scores).any()
        predicted = model.predict(X)
        assert set(predicted.tolist()) <= set(model.classes_.tolist())
        if model.probabilistic:
            P = model.predict_proba(X)
            assert np.all(np.isfinite(P)) and P.min() >= 0.0 and P.max() <= 1.0
            np.testing.assert_allclose(P.sum(axis=1), 1.0, rtol=1e-9)
            best = P[np.arange(X.shape[0]), np.searchsorted(model.classes_, predicted)]
            np.testing.assert_allclose(best, P.max(axis=1), rtol=1e-9)
            if model.feature_exponent_.any():
                assert_same_as_prescaled(model, X, y, P)


def assert_clean(error: ValueError, kinds: tuple[str, ...]) -> None:
    """A message that says something; one that blames a value names its column (or row).

    A magnitude is refused only in a count column: a continuous one is scaled instead.
    """
    message = str(error)
    assert message.strip()
    refused = re.search(r"column (\d+) holds values as large as", message)
    if refused:
        assert kinds[int(refused.group(1))] == "count", message
    if any(word in message for word in ("as large as", "too far", "infinite value", "far beyond")):
        assert re.search(r"column \d+|[Rr]ow \d+", message), message


def assert_same_as_prescaled(model, X: np.ndarray, y: np.ndarray, P: np.ndarray) -> None:
    """The scaled model gives the posteriors of the same model fitted on X / 2^e (a Gaussian model: to 1e-9).

    The reference may refuse X / 2^e only when dividing lost information (a subnormal rounded: the division was
    inexact); that case is counted as an event. Any other refusal of the reference fails the test.
    """
    ordinary = np.ldexp(X, -model.feature_exponent_)
    reference = copy.deepcopy(model)
    reference._scale_range = None  # no scaling: the data are ordinary already
    try:
        reference.fit(ordinary, y)
    except ValueError as error:
        exact = np.array_equal(np.ldexp(ordinary, model.feature_exponent_), X)
        assert not exact, f"the reference refused the exactly pre-scaled data: {error}"
        event("reference refused: the pre-scaling rounded a subnormal")
        return
    np.testing.assert_allclose(P, reference.predict_proba(ordinary), rtol=0, atol=1e-9)
    event("compared with the reference")


# ------------------------------------------------------------------------------ the positive oracle
WELL_CONDITIONED_TABLES = 20  # per model
MAX_REFUSED_SHARE = 0.0  # of well-conditioned tables a model may refuse: none


def well_conditioned(kinds: tuple[str, ...], n_classes: int, rng: np.random.Generator):
    """A table every model must fit: d + 6 to 24 rows per class, classes apart, no column constant, ordinary
    magnitudes (continuous: scale 1e-2..1e3 around an offset within +-100; counts: Poisson with rate 1..1+3K;
    categories: four codes, the class's own 70% of the time)."""
    per_class = int(rng.integers(len(kinds) + 6, 25))
    y = rng.permutation(np.repeat(np.arange(n_classes), per_class))
    X = np.empty((y.size, len(kinds)))
    for j, kind in enumerate(kinds):
        if kind == "continuous":
            scale, offset = 10.0 ** rng.uniform(-2, 3), rng.uniform(-100, 100)
            X[:, j] = offset + scale * (2.0 * rng.normal(size=n_classes)[y] + rng.normal(size=y.size))
        elif kind == "count":
            X[:, j] = rng.poisson(1.0 + 3.0 * ((y + j) % n_classes))
        else:
            X[:, j] = np.where(rng.random(y.size) < 0.7, (y + j) % 4, rng.integers(0, 4, y.size))
    return X, y


@pytest.mark.parametrize("key", sorted(MODELS))
def test_every_estimator_fits_well_conditioned_tables(key):
    """The positive oracle: a refusal of a well-conditioned table is a failure (share bounded by
    MAX_REFUSED_SHARE); each fitted model gives finite posteriors that sum to 1 and whose argmax is ``predict``."""
    refused = []
    for seed in range(WELL_CONDITIONED_TABLES):
        rng = np.random.default_rng(seed)
        d, n_classes = int(rng.integers(1, 4)), int(rng.integers(2, 4))
        model, kinds = MODELS[key](d, n_classes, np.full(d, 4))
        X, y = well_conditioned(kinds, n_classes, rng)
        labels = y + 100
        with warnings.catch_warnings():
            warnings.simplefilter("error", RuntimeWarning)
            try:
                model.fit(X, labels)
            except ValueError as error:
                refused.append(f"seed {seed}: {error}")
                continue
            predicted = model.predict(X)
            assert model.classes_.tolist() == list(range(100, 100 + n_classes))
            if model.probabilistic:
                P = model.predict_proba(X)
                assert np.all(np.isfinite(P))
                np.testing.assert_allclose(P.sum(axis=1), 1.0, rtol=1e-12)
                np.testing.assert_array_equal(model.classes_[P.argmax(axis=1)], predicted)
    assert len(refused) <= MAX_REFUSED_SHARE * WELL_CONDITIONED_TABLES, refused
