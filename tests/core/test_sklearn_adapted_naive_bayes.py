"""scikit-learn's ``sklearn/tests/test_naive_bayes.py``, run against our GaussianNB, MultinomialNB and CategoricalNB."""

import numpy as np
import pytest
from scipy.sparse import csr_array, csr_matrix
from sklearn.naive_bayes import BernoulliNB, ComplementNB
from sklearn.naive_bayes import CategoricalNB as SklearnCategoricalNB

from bayesgui.core import CategoricalNB, GaussianNB, MultinomialNB

from .sklearn_adapted import TypeOnly, adapt


class SkGaussianNB(GaussianNB):
    """scikit-learn's spelling: ``priors`` is our ``class_prior``."""

    def __init__(self, priors=None, var_smoothing=1e-9):
        super().__init__(class_prior=priors, var_smoothing=var_smoothing)
        self.priors = priors

    @property
    def class_prior_(self):
        """scikit-learn's name for the fitted priors (ours keeps their logarithms, ``class_log_prior_``)."""
        return np.exp(self.class_log_prior_)


NEGATIVE_CODES = (
    "the rest checks that a negative category code is refused: ours reads -1 as a missing value (a blank cell), "
    "by design (its alpha check: test_categoricalnb_alpha_in_our_terms below)"
)


class _FitPrior:
    """scikit-learn's ``fit_prior=False``: our uniform ``class_prior``, set when the classes are known."""

    def _uniform_prior(self, y) -> None:
        if not self.fit_prior and self.class_prior is None:
            self.class_prior = np.full(np.unique(y).size, 1.0 / np.unique(y).size)


class SkMultinomialNB(_FitPrior, MultinomialNB):
    """scikit-learn's spelling: ``fit_prior``."""

    def __init__(self, alpha=1.0, force_alpha=True, fit_prior=True, class_prior=None):
        super().__init__(alpha=alpha, class_prior=class_prior)
        self.force_alpha, self.fit_prior = force_alpha, fit_prior

    def fit(self, X, y):
        self._uniform_prior(y)
        return super().fit(X, y)


class SkCategoricalNB(_FitPrior, CategoricalNB):
    """scikit-learn's spelling: ``fit_prior=False`` is our uniform ``class_prior``; ``min_categories`` is our
    ``n_categories``. A test that goes on to ask for what we do not offer (sample_weight, negative codes
    refused) is skipped from there, its earlier checks having passed."""

    def __init__(self, alpha=1.0, force_alpha=True, fit_prior=True, class_prior=None, min_categories=None):
        super().__init__(alpha=alpha, class_prior=class_prior, n_categories=min_categories)
        self.force_alpha, self.fit_prior, self.min_categories = force_alpha, fit_prior, min_categories

    def fit(self, X, y, sample_weight=None):
        if sample_weight is not None:
            pytest.skip(f"the rest asks for sample_weight (its earlier checks passed): {SAMPLE_WEIGHT}")
        if np.any(np.asarray(X) < 0):
            pytest.skip(NEGATIVE_CODES)
        self._uniform_prior(y)
        return super().fit(X, y)

    def predict(self, X):
        if np.any(np.asarray(X) < 0):
            pytest.skip(NEGATIVE_CODES)
        return super().predict(X)


SAMPLE_WEIGHT = "sample_weight is not supported"
WORDING = "not adapted: the same refusal, in our wording (tests/core/test_validation_gaps.py, test_atomic_fit.py)"
SKIPS = {
    "test_gnb_priors_sum_isclose": "a zero prior is not offered: it is refused, since it would rule a class out "
    "whatever the data (priors that sum to 1 within rounding are accepted: test_gnb_priors)",
    "test_discretenb_provide_prior": "ends with partial_fit(classes=[0, 1, 1]): ours reads a repeated class once, "
    "i.e. the same classes as before, and accepts them (its prior checks: test_discretenb_prior)",
    f"test_discretenb_provide_prior_with_partial_fit[{SklearnCategoricalNB}]": "iris's measurements are not category "
    "codes: our CategoricalNB refuses non-integer codes (naming the feature and row) instead of truncating them",
    "test_gnb_sample_weight": SAMPLE_WEIGHT,
    "test_discretenb_sample_weight_multiclass": SAMPLE_WEIGHT,
    "test_NB_partial_fit_no_first_classes": "partial_fit takes its classes from a first chunk that holds every "
    "class (scikit-learn requires classes= on the first call); a class outside them is refused: test_atomic_fit.py",
    "test_gnb_check_update_with_no_data": "uses scikit-learn's private GaussianNB._update_mean_variance",
    "test_discretenb_degenerate_one_class_case": "a single class is refused by design: a classifier needs two",
    "test_alpha_vector": "a per-feature alpha vector is not supported",
}


@pytest.fixture
def global_random_seed():
    return 42


@pytest.fixture
def global_dtype():
    return np.float64


REPLACEMENTS = {"GaussianNB": SkGaussianNB, "MultinomialNB": SkMultinomialNB, "CategoricalNB": SkCategoricalNB}
NOT_OFFERED = {
    BernoulliNB: "BayesGUI does not offer BernoulliNB",
    ComplementNB: "BayesGUI does not offer ComplementNB",
    csr_matrix: "sparse input is not supported (dense data only)",
    csr_array: "sparse input is not supported (dense data only)",
}
# Tests of scikit-learn's own classes only (BernoulliNB, ComplementNB, its private _check_alpha): not ours to run.
DROPPED = ("test_bnb", "test_bnb_feature_log_prob", "test_cnb", "test_check_alpha")
# Tests whose refusals are worded our way: the same exception class is required (``TypeOnly``).
OUR_WORDING = (
    "test_gnb", "test_categoricalnb", "test_gnb_prior", "test_gnb_priors", "test_gnb_neg_priors",
    "test_gnb_wrong_nb_priors", "test_gnb_prior_greater_one", "test_discretenb_uniform_prior",
    "test_discretenb_provide_prior_with_partial_fit", "test_categoricalnb_with_min_categories",
    "test_categoricalnb_min_categories_errors",
)

_tests = adapt("sklearn.tests.test_naive_bayes", REPLACEMENTS, SKIPS, not_offered=NOT_OFFERED)
_worded = adapt(
    "sklearn.tests.test_naive_bayes", {**REPLACEMENTS, "pytest": TypeOnly()}, SKIPS, not_offered=NOT_OFFERED
)
_tests.update({name: _worded[name] for name in OUR_WORDING})
for _name in DROPPED:
    del _tests[_name]
globals().update(_tests)


def test_categoricalnb_alpha_in_our_terms():
    """test_categoricalnb's alpha check, which it reaches only after the negative-code refusal: with alpha = 1 and
    uniform priors, P(class | x) for x = (2, 5) is (1/3 * 1/3, 2/3 * 2/3), normalised, as Li Hang's (4.10)."""
    X3, y3 = np.array([[1, 4], [2, 5]]), np.array([1, 2])
    clf = CategoricalNB(alpha=1, class_prior=[0.5, 0.5]).fit(X3, y3)
    numerator = np.array([[1 / 3 * 1 / 3, 2 / 3 * 2 / 3]])
    np.testing.assert_allclose(clf.predict_proba(np.array([[2, 5]])), numerator / numerator.sum(), rtol=1e-12)
    assert len(clf.category_count_) == X3.shape[1]
