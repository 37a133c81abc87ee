"""GaussianMixture equals scikit-learn's from the same initial parameters (all covariance types, d = 1, 2, 3).

scikit-learn's ``lower_bound_`` is the mean log-likelihood of its last E step, i.e. of the parameters
*before* its last M step: it matches our last "E" snapshot (divided by n), not the last "M" one.
"""

import warnings

import numpy as np
import pytest

from bayesgui.core.mixture import GaussianMixture
from bayesgui.core.mixture.params import full_covariances, typed_covariances

pytestmark = pytest.mark.filterwarnings("ignore::bayesgui.core.ConvergenceWarning")  # tol=0 on purpose

TYPES = ["full", "diag", "tied", "spherical"]


@pytest.fixture(autouse=True)
def one_blas_thread():
    """numpy's and scipy's OpenBLAS pools otherwise fight over the cores (scikit-learn's tiny LAPACK calls crawl)."""
    from threadpoolctl import threadpool_limits

    with threadpool_limits(limits=1):
        yield


def _problem(seed, d, kind, n=300, k=3):
    rng = np.random.default_rng(seed)
    centres = rng.normal(scale=4, size=(k, d))
    X = centres[rng.integers(0, k, n)] + rng.normal(size=(n, d)) * rng.uniform(0.5, 2, d)
    X = X * rng.uniform(0.5, 5, d) + rng.uniform(-50, 50, d)  # unequal scales, off-centre
    means = X[rng.choice(n, k, replace=False)]
    spread = np.cov(X.T, bias=True).reshape(d, d) * rng.uniform(0.3, 1.0, (k, 1, 1))
    typed = typed_covariances(spread, kind)
    weights = rng.dirichlet(np.full(k, 5.0))
    precisions = np.linalg.inv(typed) if kind in ("full", "tied") else 1.0 / typed
    init = {"weights": weights, "means": means, "covariances": full_covariances(typed, kind, k, d)}
    sk_init = {"weights_init": weights, "means_init": means, "precisions_init": precisions}
    return X, init, sk_init


def _fit_both(X, init, sk_init, kind, **options):
    from sklearn.mixture import GaussianMixture as Reference

    ours = GaussianMixture(3, covariance_type=kind, init=init, reg_covar=1e-6, **options).fit(X)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # ConvergenceWarning with tol=0
        ref = Reference(3, covariance_type=kind, reg_covar=1e-6, n_init=1, **sk_init, **options).fit(X)
    return ours, ref


def _scaled_close(ours, ref, rtol):
    """Relative to each array's magnitude (an off-diagonal covariance near 0 is compared to the rest)."""
    np.testing.assert_allclose(ours, ref, rtol=rtol, atol=rtol * np.abs(ref).max())


@pytest.mark.parametrize("d", [1, 2, 3])
@pytest.mark.parametrize("kind", TYPES)
@pytest.mark.parametrize("seed", [0, 1])
def test_fifty_iterations_match_sklearn(d, kind, seed):
    X, init, sk_init = _problem(seed, d, kind)
    ours, ref = _fit_both(X, init, sk_init, kind, max_iter=50, tol=0)
    np.testing.assert_allclose(ours.weights_, ref.weights_, rtol=1e-8)
    _scaled_close(ours.means_, ref.means_, 1e-8)
    _scaled_close(ours.covariances_, ref.covariances_, 1e-8)
    _scaled_close(ours.precisions_cholesky_, ref.precisions_cholesky_, 1e-7)
    assert ours.n_iter_ == ref.n_iter_ == 50 and not ours.converged_
    # lower_bound_: the E step of iteration 50, i.e. the parameters before the 50th M step
    assert ours.lower_bound_ == pytest.approx(ref.lower_bound_, rel=1e-10)
    np.testing.assert_allclose(ours.lower_bounds_, ref.lower_bounds_, rtol=1e-10)
    snapshots = list(GaussianMixture(3, covariance_type=kind, init=init, max_iter=50, tol=0).iter_fit(X))
    last_e = [s for s in snapshots if s.step == "E"][-1]
    assert last_e.iteration == 50
    assert last_e.log_likelihood == pytest.approx(ref.lower_bound_ * X.shape[0], rel=1e-10)
    assert snapshots[-1].log_likelihood == pytest.approx(ref.score(X) * X.shape[0], rel=1e-10)  # after the M step
    np.testing.assert_allclose(ours.score_samples(X), ref.score_samples(X), rtol=1e-9, atol=1e-9)
    np.testing.assert_allclose(ours.predict_proba(X), ref.predict_proba(X), atol=1e-8)
    assert ours.bic(X) == pytest.approx(ref.bic(X), rel=1e-10)
    assert ours.aic(X) == pytest.approx(ref.aic(X), rel=1e-10)


@pytest.mark.parametrize("kind", TYPES)
@pytest.mark.parametrize("seed", [2, 3, 4])
def test_stopping_rule_matches_sklearn(kind, seed):
    X, init, sk_init = _problem(seed, 2, kind)
    ours, ref = _fit_both(X, init, sk_init, kind, max_iter=200, tol=1e-3)
    assert (ours.n_iter_, ours.converged_) == (ref.n_iter_, ref.converged_)
    _scaled_close(ours.means_, ref.means_, 1e-8)
    assert ours.lower_bound_ == pytest.approx(ref.lower_bound_, rel=1e-10)
