"""scikit-learn's ``sklearn/tests/test_discriminant_analysis.py``, run against our LDA and QDA.

scikit-learn's solvers are ways of fitting one of two covariance estimates, both of which our LDA offers:
``solver="svd"`` pools the scatter over all rows (our ``pooled="mle"``), ``"lsqr"`` and ``"eigen"`` weight
each class's covariance by its prior (our ``pooled="prior-weighted"``). QDA's ``"svd"`` and ``"eigen"`` (without
shrinkage) both fit the maximum-likelihood covariance of each class, shrunk by ``reg_param`` (our QDA).
"""

import numpy as np
import pytest
from sklearn.discriminant_analysis import LinearDiscriminantAnalysis
from sklearn.tests.test_discriminant_analysis import X6, X, y, y6
from sklearn.utils._testing import assert_array_almost_equal, assert_array_equal

from bayesgui.core import LDA, QDA

from .sklearn_adapted import adapt

SHRINKAGE = "shrinkage and covariance_estimator are not offered (our QDA regularises with reg_param; LDA has none)"
TRANSFORM = "transform / n_components / explained_variance_ratio_ (dimension reduction) are not offered"
COEF = "coef_ / intercept_ (the linear form) are not offered: the scores are decision_scores"
SOLVERS = "compares scikit-learn's solvers with each other: we have one fit per covariance estimate"


def _refuse(**unoffered) -> None:
    """Skip the rest of the test when it asks for a scikit-learn parameter we do not offer.

    test_lda_predict and test_qda_regularization[eigen] get here only after their earlier checks passed.
    """
    asked = [name for name, (value, default) in unoffered.items() if value is not default and value != default]
    if asked:
        why = TRANSFORM if "n_components" in asked else SHRINKAGE
        pytest.skip(f"the rest asks for {', '.join(asked)} (its earlier checks passed): {why}")


class SkLDA(LDA):
    """scikit-learn's spelling: ``priors`` is our ``class_prior``, ``solver`` picks ``pooled``."""

    def __init__(self, solver="svd", shrinkage=None, priors=None, n_components=None, store_covariance=False,
                 tol=1e-4, covariance_estimator=None):
        _refuse(shrinkage=(shrinkage, None), n_components=(n_components, None), tol=(tol, 1e-4),
                covariance_estimator=(covariance_estimator, None))
        super().__init__(class_prior=priors, pooled="mle" if solver == "svd" else "prior-weighted")
        self.solver, self.shrinkage, self.priors, self.n_components = solver, shrinkage, priors, n_components
        self.store_covariance, self.tol, self.covariance_estimator = store_covariance, tol, covariance_estimator


class SkQDA(QDA):
    """scikit-learn's spelling: ``priors`` is our ``class_prior``; its ``covariance_`` (kept when
    ``store_covariance``) is our ``covariances_``."""

    def __init__(self, solver="svd", shrinkage=None, priors=None, reg_param=0.0, store_covariance=False,
                 tol=1e-4, covariance_estimator=None):
        _refuse(shrinkage=(shrinkage, None), tol=(tol, 1e-4), covariance_estimator=(covariance_estimator, None))
        super().__init__(class_prior=priors, reg_param=reg_param)
        self.solver, self.shrinkage, self.priors = solver, shrinkage, priors
        self.store_covariance, self.tol, self.covariance_estimator = store_covariance, tol, covariance_estimator

    @property
    def covariance_(self):
        if not self.store_covariance:
            raise AttributeError("covariance_ is kept only with store_covariance=True")
        return self.covariances_


class _OurWording:
    """``pytest``, whose ``raises(match=...)`` expects our message where scikit-learn's test expects its own.

    Each of ours is at least as clear: it names the class, the counts and the fix (see ``WORDING``).
    """

    def __getattr__(self, name):
        return getattr(pytest, name)

    def raises(self, expected, *args, match=None, **kwargs):
        return pytest.raises(expected, *args, match=WORDING.get(match, match), **kwargs)


_NOT_FULL_RANK = r"The covariance matrix of class .+ is not full rank."
WORDING = {
    # "The shared covariance is singular: LDA needs more complete rows than classes, but 2 rows for 2 classes ..."
    "The number of samples must be more": r"LDA needs more complete rows than classes, but 2 rows for 2 classes",
    # "The covariance of class 'b' is singular (1 complete row for 2 features). Raise reg_param (e.g. 0.1), ..."
    "y has only 1 sample in class": r"class 'b' is singular \(1 complete row for 2 features",
    # "The covariance of class 1 is singular (feature 1 is constant (variance 0)). Raise reg_param (e.g. 0.1), ..."
    _NOT_FULL_RANK: r"The covariance of class .+ is singular \(.+\)\. Raise reg_param",
    # "The covariance of class 2 is singular (3 complete rows for 4 features). Raise reg_param (e.g. 0.1), ..."
    _NOT_FULL_RANK + " When using `solver='svd'`": r"The covariance of class 2 is singular \(3 complete rows for 4 f",
}

SKIPS = {
    "test_lda_coefs": SOLVERS,
    "test_lda_transform": TRANSFORM,
    "test_lda_solver_agreement": TRANSFORM,
    "test_lda_explained_variance_ratio": TRANSFORM,
    "test_lda_orthogonality": TRANSFORM,
    "test_lda_dimension_warning": TRANSFORM,
    "test_get_feature_names_out": TRANSFORM,
    "test_lda_shrinkage": SHRINKAGE,
    "test_lda_ledoitwolf": SHRINKAGE,
    "test_qda_covariance_estimator": SHRINKAGE,
    "test_qda_ledoitwolf": SHRINKAGE,
    "test_qda_shrinkage_performance": SHRINKAGE,
    "test_lda_dtype_match": "float32 is not preserved (computed in float64) and " + COEF,
    "test_lda_numeric_consistency_float32_float64": COEF,
    "test_qda_coefs": SOLVERS + "; rotations_ / scalings_ (an eigen-decomposition) are not offered",
    "test_qda_solver_agreement": SOLVERS,
    "test_lda_priors": "ends with priors that do not sum to 1: refused (ValueError naming the sum), not renormalised "
    "with a warning (its other checks: test_lda_priors_in_our_terms below)",
    "test_lda_store_covariance": "ends by asserting that solver='svd' drops covariance_ unless store_covariance: "
    "ours always keeps it (the model is its statistics); its values: test_lda_covariance_values below",
    "test_qda_regularization[svd]": "ends by asserting scikit-learn's svd limitation (reg_param cannot make a class "
    "with fewer rows than features full rank); ours applies the documented (1 - r) S + r I, which is full rank",
}


@pytest.fixture
def global_random_seed():
    return 42


_tests = adapt(
    "sklearn.tests.test_discriminant_analysis",
    {"LinearDiscriminantAnalysis": SkLDA, "QuadraticDiscriminantAnalysis": SkQDA,
     "solver_shrinkage": [("svd", None), ("lsqr", None), ("eigen", None)], "pytest": _OurWording()},
    SKIPS,
)
del _tests["test_covariance"]  # it tests only scikit-learn's private _cov (its shrinkage helper): not ours to run
globals().update(_tests)


def test_lda_priors_in_our_terms():
    """test_lda_priors' checks where we differ in wording or design: a negative prior is refused, a list is taken as
    given, and priors that do not sum to 1 are refused (not renormalised), leaving the model unfitted."""
    with pytest.raises(ValueError, match=r"class_prior values must be finite and > 0"):
        SkLDA(priors=np.array([0.5, -0.5])).fit(X, y)
    assert_array_equal(SkLDA(priors=[0.3, 0.7]).fit(X, y).priors_, [0.3, 0.7])
    clf = SkLDA(priors=np.array([0.5, 0.6]))
    with pytest.raises(ValueError, match=r"class_prior must sum to 1, but sums to 1\.1"):
        clf.fit(X, y)
    assert not hasattr(clf, "priors_")


@pytest.mark.parametrize("solver", ["svd", "lsqr", "eigen"])
def test_lda_covariance_values(solver):
    """test_lda_store_covariance's values: the within-class covariance of X6 (class frequencies as priors, so
    scikit-learn's 'svd' pooling and its prior-weighted 'lsqr' / 'eigen' agree)."""
    clf = SkLDA(solver=solver, store_covariance=True).fit(X6, y6)
    assert_array_almost_equal(clf.covariance_, np.array([[0.422222, 0.088889], [0.088889, 0.533333]]))


@pytest.mark.parametrize("solver", ["svd", "lsqr", "eigen"])
def test_the_solver_mapping_is_scikit_learns(solver):
    """With priors unlike the class frequencies the two pooled covariances differ: scikit-learn's 'svd' is our
    pooled="mle", its 'lsqr' and 'eigen' our "prior-weighted" (what SkLDA maps, so the tests above are fair)."""
    rng = np.random.default_rng(0)
    labels = rng.integers(0, 3, 300)
    data = rng.normal(size=(300, 3)) + labels[:, None]
    priors = [0.6, 0.3, 0.1]
    ours = SkLDA(solver=solver, priors=priors).fit(data, labels).predict_proba(data)
    theirs = LinearDiscriminantAnalysis(solver=solver, priors=priors).fit(data, labels).predict_proba(data)
    np.testing.assert_allclose(ours, theirs, atol=1e-12)
