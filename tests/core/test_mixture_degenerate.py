"""EM never decreases the log-likelihood, and degenerate data never give NaN: they are reported instead."""

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bayesgui.core import GaussianMixture

TYPES = ["full", "diag", "tied", "spherical"]
INITS = ["kmeans++", "random", "points", "kmeans"]
NOT_EM = ("re-seeded", "removed", "added to its diagonal")  # steps that are not pure EM steps


def assert_monotone(snapshots, rtol):
    """L(theta) after each M step >= the one before, up to ``rtol`` (skipping re-seeds and floors)."""
    previous = snapshots[0].log_likelihood
    for s in snapshots[1:]:
        if s.step == "E":
            assert s.log_likelihood == previous
        elif not any(word in e for e in s.events for word in NOT_EM):
            assert s.log_likelihood >= previous - rtol * abs(previous), (s.iteration, s.log_likelihood, previous)
        previous = s.log_likelihood


def assert_finite(snapshots):
    for s in snapshots:
        assert np.isfinite(s.log_likelihood)
        assert np.isfinite(s.resp).all() and np.isfinite(s.params.covariances).all()
        assert np.isfinite(s.params.means).all() and np.all(s.params.weights > 0)
        assert np.all(np.linalg.eigvalsh(s.params.covariances) > 0)


@settings(max_examples=100, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    d=st.integers(1, 3),
    k=st.integers(1, 5),
    n=st.integers(12, 150),
    kind=st.sampled_from(TYPES),
    init=st.sampled_from(INITS),
    rounded=st.booleans(),
)
def test_log_likelihood_never_decreases(seed, d, k, n, kind, init, rounded):
    rng = np.random.default_rng(seed)
    centres = rng.normal(scale=rng.uniform(0.5, 5), size=(3, d))
    X = centres[rng.integers(0, 3, n)] + rng.normal(size=(n, d)) * rng.uniform(0.1, 2, d)
    if rounded:
        X = np.round(X, 1)  # duplicated points
    snapshots = list(
        GaussianMixture(k, covariance_type=kind, init=init, random_state=seed, max_iter=60, tol=0).iter_fit(X)
    )
    assert_finite(snapshots)
    # Rounding, plus the effect of reg_covar: added to the covariances, it makes the M step only nearly the
    # maximiser of Q, and a component holding a point or two can then lose a little (hypothesis found 7e-8
    # relative). Near-singular covariances in small samples do the same with reg_covar = 0, so this fuzz
    # test bounds the loss; test_monotone_to_rounding_on_well_posed_data checks exact monotonicity.
    assert_monotone(snapshots, rtol=1e-6)


@pytest.mark.parametrize("kind", TYPES)
@pytest.mark.parametrize("seed", range(6))
def test_monotone_to_rounding_on_well_posed_data(kind, seed):
    rng = np.random.default_rng(seed)
    X = rng.normal(scale=4, size=(3, 2))[rng.integers(0, 3, 400)] + rng.normal(size=(400, 2))
    init = INITS[seed % len(INITS)]
    model = GaussianMixture(3, covariance_type=kind, init=init, random_state=seed, max_iter=100, tol=0)
    assert_monotone(list(model.iter_fit(X)), rtol=1e-13)


def degenerate_cases():
    rng = np.random.default_rng(0)
    return {
        "duplicated points": np.repeat(rng.normal(size=(4, 2)), 25, axis=0),
        "K > distinct points": np.repeat(rng.normal(size=(3, 2)), 3, axis=0),
        "far outlier": np.vstack([rng.normal(size=(100, 2)), [[1e6, -1e6]]]),
        "constant column": np.column_stack([rng.normal(size=80), np.full(80, 3.3)]),
        "one point": np.full((20, 2), 0.1),
        "1-D duplicates": np.repeat([[0.0], [1.0]], 10, axis=0),
        "3-D constant column": np.column_stack([rng.normal(size=(60, 2)), np.full(60, 0.7)]),
    }


@pytest.mark.parametrize("case", list(degenerate_cases()))
@pytest.mark.parametrize("kind", TYPES)
@pytest.mark.parametrize("reg_covar", [1e-6, 0.0])
def test_degenerate_data_never_give_nan(case, kind, reg_covar):
    X = degenerate_cases()[case]
    for init in INITS:
        model = GaussianMixture(5, covariance_type=kind, init=init, reg_covar=reg_covar, random_state=1, max_iter=40)
        snapshots = list(model.iter_fit(X))
        assert_finite(snapshots)
        assert np.isfinite(model.bic(X)) and np.isfinite(model.score_samples(X)).all()


def test_collapse_onto_a_point_is_reported():
    X = np.repeat(np.random.default_rng(1).normal(size=(3, 2)), 20, axis=0)
    snapshots = list(GaussianMixture(3, init="points", random_state=0).iter_fit(X))
    events = [e for s in snapshots for e in s.events]
    assert sum("collapsed onto one point" in e for e in events) == 3  # each reported once
    assert all("regularised" in e for e in events if "collapsed" in e)
    np.testing.assert_allclose(
        snapshots[-1].params.covariances, np.broadcast_to(1e-6 * np.eye(2), (3, 2, 2)), atol=1e-20
    )


def test_constant_column_is_reported_at_init():
    X = np.column_stack([np.arange(10.0), np.full(10, 2.0)])
    first = next(GaussianMixture(2, random_state=0).iter_fit(X))
    assert first.step == "init" and any("column 2 of X is constant" in e for e in first.events)
    assert any("distinct point" in e for e in next(GaussianMixture(4).iter_fit(np.zeros((5, 1)))).events)


def test_component_without_responsibility_is_reseeded():
    X = np.random.default_rng(2).normal(size=(200, 2))
    start = {"means": [[0.0, 0.0], [500.0, 500.0]], "covariances": [np.eye(2), 1e-4 * np.eye(2)]}
    snapshots = list(GaussianMixture(2, init=start, max_iter=30).iter_fit(X))
    first_m = next(s for s in snapshots if s.step == "M")
    (event,) = first_m.events
    assert event.startswith("component 2 lost all its responsibility") and "re-seeded at the far point" in event
    assert first_m.params.weights[1] == pytest.approx(1 / 200)
    far = X[np.argmax(((X - X.mean(axis=0)) ** 2 / X.var(axis=0)).sum(axis=1))]
    np.testing.assert_allclose(first_m.params.means[1], far)
    assert_finite(snapshots)


def test_component_is_removed_when_it_cannot_be_reseeded():
    X = np.repeat([[0.0, 0.0], [1.0, 1.0]], 10, axis=0)
    start = {"means": [[0.0, 0.0], [1.0, 1.0], [900.0, 900.0]], "covariances": [1e-2 * np.eye(2)] * 3}
    model = GaussianMixture(3, init=start, max_iter=20)
    snapshots = list(model.iter_fit(X))
    events = [e for s in snapshots for e in s.events]
    assert any("component 3 lost all its responsibility" in e and "removed" in e for e in events)
    assert snapshots[-1].params.n_components == 2 and snapshots[-1].resp.shape == (20, 2)
    assert model.means_.shape == (2, 2) and np.isfinite(model.bic(X))
    assert_finite(snapshots)
