"""scikit-learn's ``sklearn/tests/test_naive_bayes.py``, run against our GaussianNB, MultinomialNB and CategoricalNB."""

import numpy as np
import pytest
from scipy.sparse import csr_array, csr_matrix
from sklearn.naive_bayes import BernoulliNB, ComplementNB

from bayesgui.core import CategoricalNB, GaussianNB, MultinomialNB

from .sklearn_adapted import adapt


class SkGaussianNB(GaussianNB):
    """scikit-learn's spelling: ``priors`` is our ``class_prior``."""

    def __init__(self, priors=None, var_smoothing=1e-9):
        super().__init__(class_prior=priors, var_smoothing=var_smoothing)
        self.priors = priors


SAMPLE_WEIGHT = "sample_weight is not supported"
PRIORS = "not adapted: scikit-learn's priors / fit_prior / class_prior_ are our class_prior and class_log_prior_"
WORDING = "not adapted: the same refusal, in our wording (tests/core/test_validation_gaps.py, test_atomic_fit.py)"
SKIPS = {
    "test_gnb_sample_weight": SAMPLE_WEIGHT,
    "test_discretenb_sample_weight_multiclass": SAMPLE_WEIGHT,
    "test_gnb_prior": PRIORS,
    "test_gnb_priors": PRIORS,
    "test_gnb_neg_priors": PRIORS,
    "test_gnb_priors_sum_isclose": PRIORS,
    "test_gnb_wrong_nb_priors": PRIORS,
    "test_gnb_prior_greater_one": PRIORS,
    "test_discretenb_uniform_prior": PRIORS,
    "test_discretenb_provide_prior": PRIORS,
    "test_discretenb_provide_prior_with_partial_fit": PRIORS,
    "test_gnb": WORDING,
    "test_NB_partial_fit_no_first_classes": WORDING,
    "test_gnb_check_update_with_no_data": "uses scikit-learn's private GaussianNB._update_mean_variance",
    "test_gnb_partial_fit": "compares scikit-learn's attribute names (var_, theta_ after partial_fit with priors)",
    "test_discretenb_degenerate_one_class_case": "a single class is refused by design: a classifier needs two",
    "test_categoricalnb": "not adapted: min_categories and category_count_ layout differ (our n_categories)",
    "test_categoricalnb_with_min_categories": "min_categories is our n_categories (not adapted)",
    "test_categoricalnb_min_categories_errors": "min_categories is our n_categories (not adapted)",
    "test_alpha_vector": "a per-feature alpha vector is not supported",
}


@pytest.fixture
def global_random_seed():
    return 42


@pytest.fixture
def global_dtype():
    return np.float64


globals().update(
    adapt(
        "sklearn.tests.test_naive_bayes",
        {"GaussianNB": SkGaussianNB, "MultinomialNB": MultinomialNB, "CategoricalNB": CategoricalNB},
        SKIPS,
        not_offered={
            BernoulliNB: "BayesGUI does not offer BernoulliNB",
            ComplementNB: "BayesGUI does not offer ComplementNB",
            csr_matrix: "sparse input is not supported (dense data only)",
            csr_array: "sparse input is not supported (dense data only)",
        },
    )
)
