"""Finite extremes: every model gives finite, correct results, or refuses by column with a fix.

Columns up to 1e150 in magnitude (squares stay finite) are fitted; beyond that every model refuses
with a message naming the column. The scale-free models (GaussianNB, LDA, QDA) give the same
posteriors at 1e-77 and 1e77 as at 1; the others the same decisions at 1e77 (their absolute
regularisation is negligible there).
"""

import re
import warnings

import numpy as np
import pytest

from bayesgui.core import LDA, QDA, GaussianMixture, GaussianNB, MixedNB
from bayesgui.core._validation import MAX_MAGNITUDE
from bayesgui.core.mixture.density import precision_parts

from .test_estimator_contract import NUMERIC, SPECS, build, numeric_data

SCALE_FREE = [GaussianNB, LDA, QDA, MixedNB]


def assert_probabilities(P):
    assert np.all(np.isfinite(P)) and P.min() >= 0 and P.max() <= 1
    np.testing.assert_allclose(P.sum(axis=1), 1.0, rtol=1e-12)


@pytest.fixture(autouse=True)
def no_runtime_warning():
    with warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)
        yield


@pytest.mark.parametrize("key", SPECS)
@pytest.mark.parametrize("scale", [1.7e308, -1e308, 1e154, 1e151])
def test_values_beyond_the_limit_are_refused_by_column(key, scale):
    X, y = numeric_data(1)
    X = X.copy()
    X[:, 1] *= scale / np.abs(X[:, 1]).max()
    model = build(SPECS[key], NUMERIC)
    with pytest.raises(ValueError, match=r"column 1 holds values as large as .*Rescale column 1"):
        model.fit(X, y)
    fitted = build(SPECS[key], NUMERIC).fit(*numeric_data(1))
    try:  # at prediction: refused, or (where the distances stay finite) finite posteriors
        scores = fitted.decision_scores(X)
    except ValueError as error:
        assert re.search(r"column 1|Row \d+ of X lies too far", str(error))
    else:
        assert np.all(np.isfinite(scores))
        assert_probabilities(fitted.predict_proba(X))


@pytest.mark.parametrize("key", SPECS)
@pytest.mark.parametrize("scale", [1e77, 1e120, 1e145])
def test_large_finite_scales_give_the_same_decisions(key, scale):
    X, y = numeric_data(2)
    model = build(SPECS[key], NUMERIC).fit(X * scale, y)
    reference = build(SPECS[key], NUMERIC).fit(X, y)
    assert np.mean(model.predict(X * scale) == reference.predict(X)) > 0.97
    if model.probabilistic:
        assert_probabilities(model.predict_proba(X * scale))
    assert np.all(np.isfinite(model.decision_scores(X * scale)))


@pytest.mark.parametrize("key", SPECS)
@pytest.mark.parametrize("scale", [1e-77, 1e-150, 1e-300])
def test_tiny_scales_give_finite_results(key, scale):
    X, y = numeric_data(3)
    try:
        model = build(SPECS[key], NUMERIC).fit(X * scale, y)
    except ValueError as error:  # e.g. a covariance too small to factorise: said, never NaN
        assert "column" in str(error) or "singular" in str(error) or "constant" in str(error)
        return
    if model.probabilistic:
        assert_probabilities(model.predict_proba(X * scale))
    assert np.all(np.isfinite(model.decision_scores(X * scale)))


@pytest.mark.parametrize("cls", SCALE_FREE, ids=lambda c: c.__name__)
@pytest.mark.parametrize("scale", [1e-77, 1e77, 1e149, -1e100])
def test_scale_free_models_give_the_same_posteriors_at_any_scale(cls, scale):
    X, y = numeric_data(4)
    shifted = X * scale + 3.0 * scale
    P = cls().fit(shifted, y).predict_proba(shifted)
    np.testing.assert_allclose(P, cls().fit(X, y).predict_proba(X), rtol=1e-6, atol=1e-9)


@pytest.mark.parametrize("scale", [1e-150, 1e-77, 1e77, 1e150])
def test_the_2d_closed_form_precision_holds_at_any_scale(scale):
    cov = np.array([[[2.0, 0.9], [0.9, 1.0]], [[1.0, -0.3], [-0.3, 4.0]]])
    precision, log_det = precision_parts(cov * scale)
    np.testing.assert_allclose(precision * scale, np.linalg.inv(cov), rtol=1e-12)
    np.testing.assert_allclose(log_det, np.linalg.slogdet(cov)[1] + 2 * np.log(scale), rtol=1e-12)


@pytest.mark.parametrize("scale", [1e-100, 1e100, 1e150])
@pytest.mark.parametrize("d", [1, 2, 3])
def test_the_mixture_fits_at_any_scale_in_every_dimension(scale, d):
    rng = np.random.default_rng(0)
    X = np.r_[rng.normal(size=(100, 3)), rng.normal(size=(100, 3)) + np.array([4.0, 1.0, 0.0])][:, :d]
    base = GaussianMixture(2, random_state=0, reg_covar=0.0).fit(X)
    model = GaussianMixture(2, random_state=0, reg_covar=0.0).fit(X * scale)
    np.testing.assert_allclose(model.means_, base.means_ * scale, rtol=1e-6)
    np.testing.assert_allclose(model.covariances_, base.covariances_ * scale**2, rtol=1e-6)


def test_the_limit_is_what_squares_survive():
    assert np.isfinite(MAX_MAGNITUDE**2 * 1e6)


@pytest.mark.parametrize("key", SPECS)
def test_a_row_too_far_from_every_class_is_refused_or_scored_finitely(key):
    X, y = numeric_data(5)
    model = build(SPECS[key], NUMERIC).fit(X * 1e-77, y)
    far = np.full((1, X.shape[1]), 1e150)
    try:
        scores = model.decision_scores(far)
    except ValueError as error:
        assert "Row 0 of X lies too far from every class" in str(error)
        return
    assert np.all(np.isfinite(scores))
    if model.probabilistic:
        assert_probabilities(model.predict_proba(far))
