"""Everything is computed in log space: 2,000 features whose plain product underflows to 0."""

import numpy as np

from bayesgui.core import CategoricalNB, GaussianNB


def test_categorical_product_underflows_but_log_posterior_is_right():
    rng = np.random.default_rng(0)
    n, d = 200, 2000
    y = np.arange(n) % 2
    X = rng.integers(0, 4, size=(n, d))
    X[y == 1] = np.minimum(X[y == 1] + rng.integers(0, 2, size=((y == 1).sum(), d)), 3)
    model = CategoricalNB().fit(X, y)
    sample = X[:1]
    factors = np.array([[np.exp(model.feature_log_prob_[j][k, sample[0, j]]) for j in range(d)] for k in range(2)])
    naive_joint = np.exp(model.class_log_prior_) * factors.prod(axis=1)
    assert np.all(naive_joint == 0.0)  # the textbook's plain product underflows in float64
    # the exact posterior from the log joint, summed with math.fsum-like care
    log_joint = model.class_log_prior_ + np.log(factors).sum(axis=1)
    expected = np.exp(log_joint - np.logaddexp.reduce(log_joint))
    proba = model.predict_proba(sample)[0]
    np.testing.assert_allclose(proba, expected, rtol=1e-9)
    # the log posterior, which cannot underflow, against the same independent sum (a posterior rounded to 0 or 1
    # would still pass the line above; its logarithm would not)
    np.testing.assert_allclose(model.predict_log_proba(sample)[0], log_joint - np.logaddexp.reduce(log_joint),
                               rtol=1e-9)
    exp = model.explain(sample[0])
    assert np.all(exp.joint == 0.0) and np.isfinite(exp.log_joint).all()
    np.testing.assert_allclose(exp.posterior, proba, rtol=1e-12)


def test_gaussian_far_away_sample_keeps_a_proper_posterior():
    rng = np.random.default_rng(1)
    X = np.vstack([rng.normal(0, 1, (50, 2000)), rng.normal(0.1, 1, (50, 2000))])
    y = np.repeat([0, 1], 50)
    model = GaussianNB().fit(X, y)
    far = np.full((1, 2000), 40.0)  # each density ~ exp(-800): the product is 0.0 in float64
    proba = model.predict_proba(far)
    assert np.isfinite(proba).all() and abs(proba.sum() - 1) < 1e-12
    assert proba[0, 1] > proba[0, 0]  # class 1's means are nearer to 40


def test_logsumexp_T_matches_scipy():
    """The numpy log-sum-exp that normalises every posterior agrees with scipy's, -inf and huge scores included."""
    from scipy.special import logsumexp

    from bayesgui.core.base._logspace import logsumexp_T

    rng = np.random.default_rng(0)
    scores = rng.normal(scale=300.0, size=(4, 50))
    scores[:, 0] = -np.inf  # every class impossible: -inf, as scipy gives
    scores[2, 1:10] = -np.inf
    scores[:, 10] = [1e300, 1e300, -1e300, 0.0]
    np.testing.assert_allclose(logsumexp_T(scores.copy()), logsumexp(scores, axis=0), rtol=1e-15, atol=0)
