"""scikit-learn's ``sklearn/mixture/tests/test_gaussian_mixture.py``, run against our GaussianMixture.

The estimator is ``SkGaussianMixture`` (scikit-learn's constructor, see sklearn_adapted/mixture.py); the
private helpers the tests call are our equivalents in scikit-learn's signature; ``NotFittedError`` and
``ConvergenceWarning`` are ours; error and warning messages are ours, so ``pytest.raises`` / ``pytest.warns``
check the class only.
"""

import numpy as np
import pytest

from bayesgui.core import ConvergenceWarning, NotFittedError

from .sklearn_adapted import TypeOnly, adapt
from .sklearn_adapted.mixture import SHIMS, SkGaussianMixture, patched

WARM_START = "warm_start is not offered (each fit starts afresh; iter_fit gives every step)"
ARRAY_API = "the array API (torch, cupy, array-api-strict) is not supported: numpy arrays only"
SKIPS = {
    "test_gaussian_mixture_verbose": "verbose printing is not offered (iter_fit yields every step instead)",
    "test_warm_start": WARM_START,
    "test_convergence_detected_with_warm_start": WARM_START,
    "test_monotonic_likelihood": WARM_START + "; our monotone likelihood: tests/core/test_mixture*.py",
    "test_regularisation": (
        "by design a degenerate component is regularised, re-seeded or removed (events_ says so) instead of "
        "refused with a ValueError: tests/core/test_mixture_degenerate.py"
    ),
    "test_gaussian_mixture_precisions_init": (
        "tests scikit-learn's private GaussianMixture._initialize(X, resp) and _set_parameters; ours has no "
        "equivalent (explicit precisions are tested through fit in test_check_precisions)"
    ),
    "test_gaussian_mixture_all_init_does_not_estimate_gaussian_parameters": (
        "counts calls of scikit-learn's private module function _estimate_gaussian_parameters by monkeypatching "
        "it; ours has no such function (explicit starts: tests/core/test_mixture.py)"
    ),
    "test_gaussian_mixture_array_api_compliance": ARRAY_API,
    "test_gaussian_mixture_raises_where_array_api_not_implemented": ARRAY_API,
}


@pytest.fixture
def global_random_seed():
    return 42


@pytest.fixture
def global_dtype():
    return np.float64


_tests = adapt(
    "sklearn.mixture.tests.test_gaussian_mixture",
    {
        "GaussianMixture": SkGaussianMixture,
        "NotFittedError": NotFittedError,
        "ConvergenceWarning": ConvergenceWarning,
        "pytest": TypeOnly(),
        **SHIMS,
    },
    SKIPS,
)
_tests["test_gaussian_mixture_log_probabilities"] = patched(
    _tests["test_gaussian_mixture_log_probabilities"],
    "sklearn.mixture._gaussian_mixture",
    {"_estimate_log_gaussian_prob": SHIMS["_estimate_log_gaussian_prob"]},
)
globals().update(_tests)
