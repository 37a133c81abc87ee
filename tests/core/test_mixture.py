"""GaussianMixture's API: snapshots, initialisations, checks of the input, and the drawing helpers."""

import dataclasses
import itertools

import numpy as np
import pytest

from bayesgui.core import (
    EMSnapshot,
    GaussianMixture,
    MixtureParams,
    NotFittedError,
    covariance_ellipse,
    mixture_density_1d,
    mixture_log_density_grid,
)
from bayesgui.core.mixture import mixture_log_density
from bayesgui.core.mixture.density import MixtureScorer


def blobs(n=300, d=2, seed=0, k=3):
    rng = np.random.default_rng(seed)
    centres = rng.normal(scale=5, size=(k, d))
    return centres[rng.integers(0, k, n)] + rng.normal(size=(n, d))


def test_iter_fit_order_and_snapshots():
    X = blobs()
    model = GaussianMixture(3, random_state=0, max_iter=30)
    snapshots = list(model.iter_fit(X))
    assert [(s.iteration, s.step) for s in snapshots[:5]] == [(0, "init"), (1, "E"), (1, "M"), (2, "E"), (2, "M")]
    assert all(isinstance(s, EMSnapshot) for s in snapshots)
    assert snapshots[-1].step == "M" and snapshots[-1].converged
    assert not any(s.converged for s in snapshots[:-1])
    for before, after in itertools.pairwise(snapshots):
        if after.step == "E":  # an E step keeps the parameters and their log-likelihood
            assert after.params is before.params and after.log_likelihood == before.log_likelihood
    for s in snapshots:
        assert s.resp.shape == (300, 3)
        np.testing.assert_allclose(s.resp.sum(axis=1), 1.0)
        assert s.params.covariances.shape == (3, 2, 2)
    # the model is fitted at the end, like fit with n_init=1
    assert model.n_iter_ == snapshots[-1].iteration
    assert model.log_likelihood_history_[-1] == snapshots[-1].log_likelihood
    fitted = GaussianMixture(3, random_state=0, max_iter=30).fit(X)
    np.testing.assert_array_equal(fitted.means_, model.means_)


def test_snapshots_are_immutable():
    snapshot = next(GaussianMixture(2, random_state=0).iter_fit(blobs()))
    with pytest.raises(dataclasses.FrozenInstanceError):
        snapshot.log_likelihood = 0.0
    for array in (snapshot.resp, snapshot.params.weights, snapshot.params.means, snapshot.params.covariances):
        with pytest.raises(ValueError, match="read-only"):
            array[0] = 0.0


def test_params_copy_their_input():
    weights = np.array([0.5, 0.5])
    params = MixtureParams(weights, [[0.0], [1.0]], [[[1.0]], [[2.0]]])
    weights[0] = 9.0
    assert params.weights[0] == 0.5 and params.n_components == 2 and params.n_features == 1
    assert MixtureParams(**params.to_dict()).to_dict() == params.to_dict()
    with pytest.raises(ValueError, match="disagree"):
        MixtureParams([1.0], [[0.0, 0.0]], [[[1.0]]])


@pytest.mark.parametrize("init", ["kmeans++", "random", "points", "kmeans"])
@pytest.mark.parametrize("kind", ["full", "diag", "tied", "spherical"])
def test_every_init_and_type_fits(init, kind):
    X = blobs(d=3, seed=1)
    model = GaussianMixture(3, covariance_type=kind, init=init, random_state=2).fit(X)
    shapes = {"full": (3, 3, 3), "diag": (3, 3), "tied": (3, 3), "spherical": (3,)}
    assert model.covariances_.shape == shapes[kind] and model.precisions_.shape == shapes[kind]
    assert model.converged_ and np.isclose(model.weights_.sum(), 1.0)
    start = model.initial_params(X)
    if init not in ("random", "kmeans"):  # means start at data points
        assert all(np.any(np.all(X == m, axis=1)) for m in start.means)
    assert len({tuple(m) for m in GaussianMixture(3, init="points", random_state=5).initial_params(X).means}) == 3


def test_random_state_reproducible_and_n_init_keeps_the_best():
    X = blobs(seed=3, k=4)
    a = GaussianMixture(4, random_state=7).fit(X)
    b = GaussianMixture(4, random_state=7).fit(X)
    np.testing.assert_array_equal(a.means_, b.means_)
    best = GaussianMixture(4, random_state=7, n_init=4).fit(X)
    assert best.lower_bound_ >= a.lower_bound_ - 1e-12


def test_explicit_init_forms():
    X = blobs(seed=4)
    means = X[:3]
    only_means = GaussianMixture(3, init={"means": means}).initial_params(X)
    np.testing.assert_array_equal(only_means.means, means)
    np.testing.assert_allclose(only_means.weights, 1 / 3)
    full = np.stack([np.eye(2), 2 * np.eye(2), [[1.0, 0.5], [0.5, 1.0]]])
    given = MixtureParams([0.2, 0.3, 0.5], means, full)
    assert GaussianMixture(3, init=given).initial_params(X).covariances[2, 0, 1] == 0.5
    diag = GaussianMixture(3, covariance_type="diag", init=given).initial_params(X)
    assert diag.covariances[2, 0, 1] == 0.0  # projected on the type
    snapshot = next(GaussianMixture(3, covariance_type="diag", init=given).iter_fit(X))
    assert any("projected" in e for e in snapshot.events)
    spherical = GaussianMixture(3, covariance_type="spherical", init={"means": means, "covariances": [1.0, 2.0, 3.0]})
    np.testing.assert_allclose(spherical.initial_params(X).covariances[1], 2 * np.eye(2))


@pytest.mark.parametrize(
    ("init", "message"),
    [
        ({"means": [[0.0, 0.0]]}, r"shape \(1, 2\) but the model needs \(3, 2\)"),
        ({"means": np.zeros((3, 2)), "weights": [0.5, 0.5, 0.5]}, "summing to 1"),
        ({"means": np.zeros((3, 2)), "covariances": -np.ones((3, 2, 2))}, "not positive definite"),
        ({"means": np.zeros((3, 2)), "covariances": np.ones((3, 3))}, "give \\(3, 2, 2\\) full matrices"),
        ({"means": np.zeros((3, 2)), "sigma": 1}, "Unknown initial parameter"),
        ("kmedoids", "init must be one of"),
        ({"means": [[np.nan, 0.0]] * 3}, "NaN"),
    ],
)
def test_bad_init_says_how_to_fix(init, message):
    with pytest.raises(ValueError, match=message):
        GaussianMixture(3, init=init).fit(blobs())


@pytest.mark.parametrize(
    ("options", "X", "message"),
    [
        ({"n_components": 5}, np.zeros((3, 2)), "use at most 3 components"),
        ({"covariance_type": "ful"}, blobs(), "covariance_type must be one of"),
        ({"n_components": 0}, blobs(), "n_components must be an integer >= 1"),
        ({"reg_covar": -1.0}, blobs(), "reg_covar must be a finite number >= 0"),
        ({"random_state": "x"}, blobs(), "random_state must be"),
        ({}, [[1.0, np.inf]], "infinite value in row 0"),
        ({}, [[1.0, np.nan], [2.0, np.nan]], "Column 1 of X has no observed value"),
        ({}, [1.0, 2.0], "reshape"),
    ],
)
def test_bad_input_says_how_to_fix(options, X, message):
    with pytest.raises(ValueError, match=message):
        GaussianMixture(**options).fit(X)


def test_not_fitted_and_wrong_width():
    with pytest.raises(NotFittedError, match="fit"):
        GaussianMixture(2).score_samples(blobs())
    model = GaussianMixture(2, random_state=0).fit(blobs())
    with pytest.raises(ValueError, match="same columns"):
        model.predict(blobs(d=3))


def test_e_step_m_step_round_trip():
    X = blobs(seed=5)
    model = GaussianMixture(3, random_state=1)
    params = model.initial_params(X)
    resp, total = model.e_step(X, params)
    assert total == pytest.approx(MixtureScorer(X).log_density(params.weights, params.means, params.covariances).sum())
    new = model.m_step(X, resp)
    snapshots = list(GaussianMixture(3, random_state=1, max_iter=1).iter_fit(X))
    np.testing.assert_allclose(new.means, snapshots[-1].params.means, rtol=1e-12)
    assert model.e_step(X, new)[1] >= total
    with pytest.raises(ValueError, match="sum to 1"):
        model.m_step(X, resp * 2)


def test_grid_equals_score_samples():
    X = blobs(seed=6)
    model = GaussianMixture(3, random_state=0).fit(X)
    xs, ys = np.linspace(-15, 15, 37), np.linspace(-12, 14, 23)
    grid = mixture_log_density_grid(model.params_, xs, ys)
    assert grid.shape == (23, 37)
    points = np.array([[x, y] for y in ys for x in xs])
    np.testing.assert_allclose(grid.ravel(), model.score_samples(points), rtol=1e-10, atol=1e-10)
    far = mixture_log_density_grid(model.params_, [1e4], [-1e4])  # the density underflows: still finite
    assert np.isfinite(far).all() and far[0, 0] < -1e5


def test_density_1d_sums_and_integrates():
    params = MixtureParams([0.3, 0.7], [[0.0], [4.0]], [[[1.0]], [[0.25]]])
    xs = np.linspace(-10, 10, 4001)
    mixture, parts = mixture_density_1d(params, xs)
    np.testing.assert_allclose(parts.sum(axis=0), mixture)
    assert np.trapezoid(mixture, xs) == pytest.approx(1.0, abs=1e-6)
    assert np.trapezoid(parts[0], xs) == pytest.approx(0.3, abs=1e-6)
    np.testing.assert_allclose(np.log(mixture[::400]), mixture_log_density(params, xs[::400, None]))


@pytest.mark.parametrize("cov", [[[2.0, 0.9], [0.9, 0.5]], [[1.0, 0.0], [0.0, 4.0]], [[3.0, -1.2], [-1.2, 1.0]]])
@pytest.mark.parametrize("n_sigma", [1.0, 2.0])
def test_ellipse_points_are_at_the_mahalanobis_radius(cov, n_sigma):
    mean = np.array([1.5, -2.0])
    outline = covariance_ellipse(mean, cov, n_sigma, n_points=50)
    assert outline.shape == (50, 2) and np.array_equal(outline[0], outline[-1])
    diff = outline - mean
    radius2 = np.einsum("ni,ij,nj->n", diff, np.linalg.inv(cov), diff)
    np.testing.assert_allclose(radius2, n_sigma**2, rtol=1e-12)
