"""Finite extremes: every model fits any finite magnitude, by working with the column / 2^e (exact).

A real-valued column beyond 2^100 or below 2^-100 in magnitude (Gaussian models), or beyond 1e150
(logistic regression, the SVM), is scaled per column by an exact power of two (``feature_exponent_``). The
Gaussian models then give exactly the posteriors of the model fitted on the same data pre-scaled to ordinary
units; the linear ones still separate separable data. Counts and category codes are never scaled.
"""

import json
import warnings

import numpy as np
import pytest

from bayesgui.core import LDA, QDA, CategoricalNB, GaussianMixture, GaussianNB, MixedNB, PoissonNB
from bayesgui.core.mixture.density import precision_parts
from bayesgui.data.saved.model_file import json_ready

from .test_estimator_contract import NUMERIC, SPECS, build, numeric_data

SCALE_FREE = [GaussianNB, LDA, QDA, MixedNB]
EXTREMES = [1e-300, 1e-150, 1e150, 1e300, 1e308, -1e308]


def assert_probabilities(P):
    assert np.all(np.isfinite(P)) and P.min() >= 0 and P.max() <= 1
    np.testing.assert_allclose(P.sum(axis=1), 1.0, rtol=1e-12)


@pytest.fixture(autouse=True)
def no_runtime_warning():
    with warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)
        yield


def extreme_column(X, j, scale):
    """X with column j stretched so that its largest |value| is |scale| (sign of scale)."""
    X = X.copy()
    X[:, j] *= np.abs(scale) / np.abs(X[:, j]).max()
    return X * np.where(np.arange(X.shape[1]) == j, np.sign(scale), 1.0)


def to_ordinary(X, j):
    """The test's own pre-scaling: column j divided by the power of two of its largest |value|."""
    X = X.copy()
    X[:, j] = np.ldexp(X[:, j], -np.frexp(np.abs(X[:, j]).max())[1])
    return X


@pytest.mark.parametrize("key", SPECS)
@pytest.mark.parametrize("scale", EXTREMES)
def test_extreme_columns_give_the_posteriors_of_the_prescaled_data(key, scale):
    X, y = numeric_data(1)
    big = extreme_column(X, 1, scale)
    ordinary = to_ordinary(big, 1)
    model = build(SPECS[key], NUMERIC).fit(big, y)
    reference = build(SPECS[key], NUMERIC).fit(ordinary, y)
    scaled = model.feature_exponent_[1] != 0
    assert model.feature_exponent_[[0, 2]].tolist() == [0, 0]  # ordinary columns untouched
    if scaled:
        np.testing.assert_array_equal(model.predict(big), reference.predict(ordinary))
    if model.probabilistic:
        P = model.predict_proba(big)
        assert_probabilities(P)
        if scaled:
            np.testing.assert_allclose(P, reference.predict_proba(ordinary), rtol=0, atol=1e-9)
    assert np.all(np.isfinite(model.decision_scores(big)))
    if model.generative:  # the Gaussian models scale both ways; tiny columns too
        assert scaled


@pytest.mark.parametrize("cls", SCALE_FREE, ids=lambda c: c.__name__)
@pytest.mark.parametrize("scale", [1e-300, 1e-77, 1e77, 1e149, 1e300, -1e300])
def test_scale_free_models_give_the_same_posteriors_at_any_scale(cls, scale):
    X, y = numeric_data(4)
    shifted = X * scale + 3.0 * scale
    P = cls().fit(shifted, y).predict_proba(shifted)
    np.testing.assert_allclose(P, cls().fit(X, y).predict_proba(X), rtol=1e-6, atol=1e-9)


@pytest.mark.parametrize("key", ["logistic", "svm"])
@pytest.mark.parametrize("scale", [1e154, 1e300, 1.7e308])
def test_linear_models_separate_separable_data_at_huge_scales(key, scale):
    rng = np.random.default_rng(0)
    y = np.arange(120) % 2
    X = np.c_[rng.normal(size=120) + np.where(y == 1, 3.0, -3.0), rng.normal(size=(120, 2))]
    X[:, 0] *= scale / np.abs(X[:, 0]).max()
    model = build(SPECS[key], NUMERIC).fit(X, y)
    assert model.feature_exponent_[0] > 0
    np.testing.assert_array_equal(model.predict(X), y)


@pytest.mark.parametrize("key", SPECS)
def test_ordinary_data_are_never_scaled_and_give_the_unscaled_results(key):
    X, y = numeric_data(2)
    X = X * np.array([1e-20, 1.0, 1e20])  # still ordinary for every model
    model = build(SPECS[key], NUMERIC).fit(X, y)
    assert model.feature_exponent_.tolist() == [0, 0, 0] and model._exponent is None
    assert "feature_exponent_" not in model.fitted_state()  # model files stay as they were
    unscaled = build(SPECS[key], NUMERIC)
    unscaled._scale_range = None  # the path without the check, bit for bit
    unscaled.fit(X, y)
    np.testing.assert_array_equal(model.decision_scores(X), unscaled.decision_scores(X))


@pytest.mark.parametrize("key", SPECS)
@pytest.mark.parametrize("scale", [1e-300, 1e300])
def test_a_scaled_model_round_trips_through_its_saved_state(key, scale):
    X, y = numeric_data(3)
    big = extreme_column(X, 2, scale)
    model = build(SPECS[key], NUMERIC).fit(big, y)
    state = json.loads(json.dumps(json_ready(model.fitted_state())))
    assert state.get("feature_exponent_", [0, 0, 0])[2] == model.feature_exponent_[2]
    again = type(model).from_state(model.get_params(), state)
    np.testing.assert_array_equal(again.feature_exponent_, model.feature_exponent_)
    np.testing.assert_array_equal(again.decision_scores(big), model.decision_scores(big))


def test_an_old_state_without_exponents_loads_as_unscaled():
    X, y = numeric_data(3)
    model = LDA().fit(X, y)
    state = model.fitted_state()
    assert "feature_exponent_" not in state
    again = LDA.from_state(model.get_params(), state)
    assert again.feature_exponent_.tolist() == [0, 0, 0]
    with pytest.raises(ValueError, match="feature_exponent_ must hold 3 whole numbers"):
        LDA.from_state(model.get_params(), {**state, "feature_exponent_": [0.5, 0, 0]})
    codes = CategoricalNB().fit(np.floor(np.abs(X)) % 3, y)
    with pytest.raises(ValueError, match="scales column 1, which this CategoricalNB never scales"):
        CategoricalNB.from_state(codes.get_params(), {**codes.fitted_state(), "feature_exponent_": [0, 7, 0]})


def test_explain_states_the_unit_of_a_scaled_column():
    X, y = numeric_data(3)
    big = extreme_column(X, 0, 1e300)
    for model in (GaussianNB().fit(big, y), LDA().fit(big, y)):
        notes = model.explain(big[0], ["mass", "b", "c"]).notes
        e = int(model.feature_exponent_[0])
        assert any(f"mass / 2^{e}" in note for note in notes)
    assert not any("2^" in note for note in GaussianNB().fit(X, y).explain(X[0]).notes)


def test_a_far_query_in_a_tiny_column_is_refused_by_column():
    X, y = numeric_data(3)
    model = GaussianNB().fit(extreme_column(X, 1, 1e-300), y)
    far = np.array([[0.0, 1e300, 0.0]])
    with pytest.raises(ValueError, match="column 1 holds 1e\\+300"):
        model.predict_proba(far)


def test_downdate_and_partial_fit_read_raw_units_after_a_scaled_fit():
    from bayesgui.core.evaluation.downdate import downdate

    X, y = numeric_data(3)
    big = extreme_column(X, 1, 1e300)
    full = GaussianNB().fit(big, y)
    fold = np.arange(150) < 30
    part = downdate(full, big[fold], y[fold])
    direct = GaussianNB().fit(big[~fold], y[~fold])
    np.testing.assert_allclose(part.predict_proba(big), direct.predict_proba(big), atol=1e-9)
    lda = LDA().fit(big, y)
    lda.partial_fit(big[:10], y[:10])
    assert np.all(np.isfinite(lda.predict_proba(big)))


@pytest.mark.parametrize("scale", [1e-300, 1e300, 1e307])
def test_counts_and_codes_are_never_scaled(scale):
    X, y = numeric_data(3)
    counts = np.floor(np.abs(X) * 3)
    counts[:, 1] *= scale
    with pytest.raises(ValueError, match="column 1") if scale > 1 else warnings.catch_warnings():
        model = PoissonNB().fit(counts, y)
        assert_probabilities(model.predict_proba(counts))
    codes = np.floor(np.abs(X)) % 3
    table = np.c_[codes[:, 0], X[:, 1] * scale, codes[:, 2]]
    mixed = MixedNB(kinds=["categorical", "continuous", "count"]).fit(table, y)
    assert mixed.feature_exponent_.tolist()[0::2] == [0, 0] and mixed.feature_exponent_[1] != 0
    assert_probabilities(mixed.predict_proba(table))
    if scale > 1:  # a huge count is refused, naming its column of X (not of the count part)
        with pytest.raises(ValueError, match="column 2 holds values as large as"):
            MixedNB(kinds=["categorical", "continuous", "count"]).fit(np.c_[table[:, :2], counts[:, 1]], y)
    assert CategoricalNB().fit(codes, y).feature_exponent_.tolist() == [0, 0, 0]


@pytest.mark.parametrize("scale", [1e-150, 1e-77, 1e77, 1e150])
def test_the_2d_closed_form_precision_holds_at_any_scale(scale):
    cov = np.array([[[2.0, 0.9], [0.9, 1.0]], [[1.0, -0.3], [-0.3, 4.0]]])
    precision, log_det = precision_parts(cov * scale)
    np.testing.assert_allclose(precision * scale, np.linalg.inv(cov), rtol=1e-12)
    np.testing.assert_allclose(log_det, np.linalg.slogdet(cov)[1] + 2 * np.log(scale), rtol=1e-12)


@pytest.mark.parametrize("scale", [1e-100, 1e100, 1e149])
@pytest.mark.parametrize("d", [1, 2, 3])
def test_the_mixture_fits_at_any_scale_in_every_dimension(scale, d):
    rng = np.random.default_rng(0)
    X = np.r_[rng.normal(size=(100, 3)), rng.normal(size=(100, 3)) + np.array([4.0, 1.0, 0.0])][:, :d]
    base = GaussianMixture(2, random_state=0, reg_covar=0.0).fit(X)
    model = GaussianMixture(2, random_state=0, reg_covar=0.0).fit(X * scale)
    np.testing.assert_allclose(model.means_, base.means_ * scale, rtol=1e-6)
    np.testing.assert_allclose(model.covariances_, base.covariances_ * scale**2, rtol=1e-6)


@pytest.mark.parametrize("top", [1e151, 1e300, -1.7e308])
def test_the_em_labs_mixture_refuses_a_column_beyond_1e150_by_name(top):
    X, _ = numeric_data(6)
    with pytest.raises(ValueError, match=r"column 2 holds values as large as .*Rescale column 2"):
        GaussianMixture(2, random_state=0).fit(extreme_column(X, 2, top))


@pytest.mark.parametrize("key", SPECS)
def test_a_row_too_far_from_every_class_is_refused_or_scored_finitely(key):
    X, y = numeric_data(5)
    model = build(SPECS[key], NUMERIC).fit(X * 1e-77, y)
    far = np.full((1, X.shape[1]), 1e150)
    try:
        scores = model.decision_scores(far)
    except ValueError as error:
        assert "Row 0 of X lies too far from every class" in str(error) or "column" in str(error)
        return
    assert np.all(np.isfinite(scores))
    if model.probabilistic:
        assert_probabilities(model.predict_proba(far))



def test_qda_with_rows_of_1e308_says_why_a_varying_feature_has_no_variance():
    # Column 1 reaches 1e308, so it is fitted in units of 2^1024; class "a" holds -2.5, 1.0, -2.5 there: a
    # variance near 1e-616 in those units, 0 in float64. It was refused as "feature 1 is constant".
    X = np.array([[-1e308, -2.5], [1.0, -2.5], [0.0, 1.0], [1.79e308, -2.5], [1e308, 0.0], [1e308, -1e308],
                  [-1e308, 1e308], [1.79e308, 1e308], [1e308, -1e308], [1.79e308, 1e308]])  # fmt: skip
    y = np.array(list("abaabbbbbb"))
    with pytest.raises(np.linalg.LinAlgError, match=r"class 'a' cannot be computed: feature 1 varies") as caught:
        QDA().fit(X, y)
    assert "constant" not in str(caught.value)
    P = QDA(reg_param=0.1).fit(X, y).predict_proba(X)  # the fix the message gives works
    assert_probabilities(P)
    X[[0, 2, 3], 1] = 7.0  # now truly constant within class a: said so
    with pytest.raises(np.linalg.LinAlgError, match="feature 1 is constant"):
        QDA().fit(X, y)
