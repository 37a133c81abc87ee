"""What scikit-learn users call on a GaussianMixture: sample, fit_predict, ConvergenceWarning, precisions, k-means."""

import warnings

import numpy as np
import pytest

from bayesgui.core import ConvergenceWarning, GaussianMixture, NotFittedError


def blobs(n=600, seed=0):
    rng = np.random.default_rng(seed)
    centres = np.array([[0.0, 0.0], [8.0, 1.0], [2.0, 9.0]])
    labels = rng.integers(0, 3, n)
    return centres[labels] + rng.normal(size=(n, 2)) * [1.0, 0.5], labels


@pytest.mark.parametrize("kind", ["full", "diag", "tied", "spherical"])
def test_sample_draws_from_the_fitted_mixture(kind):
    X, _ = blobs()
    model = GaussianMixture(3, covariance_type=kind, random_state=0).fit(X)
    draws, components = model.sample(60000)
    assert draws.shape == (60000, 2) and np.all(np.diff(components) >= 0)  # grouped by component
    np.testing.assert_allclose(np.bincount(components) / 60000, model.weights_, atol=0.01)
    for k in range(3):
        mine = draws[components == k]
        np.testing.assert_allclose(mine.mean(axis=0), model.means_[k], atol=0.05)
        np.testing.assert_allclose(np.cov(mine.T), model.params_.covariances[k], atol=0.06)
    again, _ = model.sample(5)
    np.testing.assert_array_equal(again, model.sample(5)[0])  # an int random_state: the same draws


def test_sample_refuses_before_fit_and_for_no_sample():
    model = GaussianMixture(2)
    with pytest.raises(NotFittedError):
        model.sample(3)
    model.fit(blobs()[0])
    for bad in (0, -1, 2.5, True):
        with pytest.raises(ValueError, match="n_samples"):
            model.sample(bad)


def test_fit_predict_is_fit_then_predict():
    X, _ = blobs()
    a = GaussianMixture(3, random_state=4, n_init=3)
    np.testing.assert_array_equal(a.fit_predict(X), GaussianMixture(3, random_state=4, n_init=3).fit(X).predict(X))


def test_fit_warns_when_em_stops_at_max_iter_and_iter_fit_does_not():
    X, _ = blobs()
    with pytest.warns(ConvergenceWarning, match="did not converge in max_iter = 2"):
        model = GaussianMixture(3, max_iter=2, tol=0, random_state=0).fit(X)
    assert not model.converged_
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        GaussianMixture(3, random_state=0).fit(X)  # converges: silent
        GaussianMixture(3, max_iter=0, random_state=0).fit(X)  # the start only: nothing to converge
        snapshots = list(GaussianMixture(3, max_iter=2, tol=0, random_state=0).iter_fit(X))
    assert not snapshots[-1].converged  # iter_fit says so in its snapshots instead


@pytest.mark.parametrize("kind", ["full", "diag", "tied", "spherical"])
def test_precisions_are_the_inverse_covariances(kind):
    X, _ = blobs()
    fitted = GaussianMixture(3, covariance_type=kind, random_state=0).fit(X)
    start = {"weights": fitted.weights_, "means": fitted.means_}
    by_cov = GaussianMixture(3, covariance_type=kind, init={**start, "covariances": fitted.covariances_})
    by_prec = GaussianMixture(3, covariance_type=kind, init={**start, "precisions": fitted.precisions_})
    np.testing.assert_allclose(by_prec.initial_params(X).covariances, by_cov.initial_params(X).covariances, rtol=1e-10)
    bad = -np.abs(fitted.precisions_)
    with pytest.raises(ValueError, match=r"precisions.* not positive definite"):
        GaussianMixture(3, covariance_type=kind, init={**start, "precisions": bad}).fit(X)
    with pytest.raises(ValueError, match="not both"):
        GaussianMixture(3, init={**start, "precisions": np.ones(3), "covariances": np.ones(3)}).fit(X)


def test_kmeans_start_is_an_m_step_on_the_clusters():
    X, labels = blobs()
    start = GaussianMixture(3, init="kmeans", covariance_type="diag", random_state=1).initial_params(X)
    order = np.argsort(start.means[:, 0] + start.means[:, 1] * 0.1)  # (0, 0), (2, 9), (8, 1)
    for k, true in zip(order, [0, 2, 1], strict=True):
        rows = X[labels == true]
        np.testing.assert_allclose(start.means[k], rows.mean(axis=0), atol=0.05)
        np.testing.assert_allclose(np.diag(start.covariances[k]), rows.var(axis=0) + 1e-6, rtol=0.1)
        assert start.covariances[k, 0, 1] == 0.0


def test_scikit_learn_tools_accept_the_mixture():
    # Without __sklearn_tags__, clone, cross_val_score, GridSearchCV and Pipeline raised AttributeError
    from sklearn.base import clone, is_classifier
    from sklearn.model_selection import GridSearchCV, KFold, cross_val_score
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler

    X, _ = blobs(300)
    model = GaussianMixture(3, random_state=0)
    copy = clone(model)
    assert copy is not model and copy.get_params() == model.get_params() and not is_classifier(copy)
    folds = KFold(3, shuffle=True, random_state=0)
    held_out = [GaussianMixture(3, random_state=0).fit(X[a]).score(X[b]) for a, b in folds.split(X)]
    np.testing.assert_allclose(cross_val_score(model, X, cv=folds), held_out)  # its own score: mean log p(x)
    per_row = cross_val_score(model, X, cv=folds, scoring=lambda m, X_, y_=None: float(np.median(m.score_samples(X_))))
    assert per_row.shape == (3,) and np.all(np.isfinite(per_row))
    search = GridSearchCV(GaussianMixture(random_state=0), {"n_components": [1, 2, 3]}, cv=folds).fit(X)
    assert search.best_params_ == {"n_components": 3}  # three blobs: three components score best held out
    pipe = make_pipeline(StandardScaler(), GaussianMixture(3, random_state=0)).fit(X)
    scaled = StandardScaler().fit_transform(X)
    assert pipe.score(X) == pytest.approx(GaussianMixture(3, random_state=0).fit(scaled).score(scaled))
    np.testing.assert_array_equal(pipe.predict(X), GaussianMixture(3, random_state=0).fit(scaled).predict(scaled))
    with_missing = X.copy()
    with_missing[0, 1] = np.nan  # allow_nan: the mixture keeps the row, and scikit-learn lets it through
    assert np.isfinite(cross_val_score(model, with_missing, cv=folds)).all()
