"""LDA, QDA and Gaussian Bayes with missing="em": complete data unchanged, the MLE of incomplete data, monotone."""

import numpy as np
import pytest

from bayesgui.core import LDA, QDA, GaussianBayes, GaussianMixture

MODELS = [LDA, QDA, GaussianBayes]


def data(seed=0, n=300, missing=0.15):
    rng = np.random.default_rng(seed)
    y = np.arange(n) % 3
    cov = [[1.0, 0.6, 0.2], [0.6, 1.5, 0.4], [0.2, 0.4, 0.8]]
    X = rng.multivariate_normal([0, 0, 0], cov, size=n) + 2.0 * np.eye(3)[y]
    holes = X.copy()
    holes[rng.random(X.shape) < missing] = np.nan
    return X, holes, y


@pytest.mark.parametrize("cls", MODELS)
def test_complete_data_gives_todays_model_exactly(cls):
    X, _, y = data()
    em, skip = cls(missing="em").fit(X, y), cls().fit(X, y)
    np.testing.assert_array_equal(em.covariances_, skip.covariances_)
    np.testing.assert_array_equal(em.predict_proba(X), skip.predict_proba(X))


@pytest.mark.filterwarnings("ignore::bayesgui.core.ConvergenceWarning")  # tol=0: runs max_iter on purpose
def test_gaussian_bayes_is_the_per_class_mle_of_incomplete_data():
    _, holes, y = data(1)
    model = GaussianBayes(reg_covar=0.0, missing="em").fit(holes, y)
    assert model.n_skipped_ == int(np.isnan(holes).all(axis=1).sum())
    for k in range(3):
        rows = holes[(y == k) & ~np.isnan(holes).all(axis=1)]
        one = GaussianMixture(1, reg_covar=0.0, tol=0.0, max_iter=2000).fit(rows)
        np.testing.assert_allclose(model.means_[k], one.means_[0], atol=1e-7)
        np.testing.assert_allclose(model.covariances_[k], one.covariances_[0], atol=1e-7)


@pytest.mark.parametrize(("cls", "options"), [(LDA, {}), (QDA, {}), (GaussianBayes, {"reg_covar": 0.0})])
def test_log_likelihood_never_decreases_and_uses_every_row(cls, options):
    for seed in range(5):
        X, holes, y = data(seed, missing=0.3)
        model = cls(missing="em", **options).fit(holes, y)
        history = model.log_likelihood_history_
        assert model.n_iter_ > 1 and np.all(np.diff(history) >= -1e-8 * np.abs(history[1:]))
        skipped = cls(**options).fit(holes, y)
        assert model.class_count_.sum() > skipped.class_count_.sum()
        # the gaps filled by EM: closer to the truth than the complete rows alone
        assert model.score(X, y) >= skipped.score(X, y) - 0.05


def test_bad_choice_and_a_class_with_no_value():
    _, holes, y = data(2)
    with pytest.raises(ValueError, match="missing must be one of"):
        LDA(missing="fill").fit(holes, y)
    holes[y == 1] = np.nan
    with pytest.raises(ValueError, match="has no row with an observed value"):
        QDA(missing="em").fit(holes, y)
