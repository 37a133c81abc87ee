"""One-dimensional densities of the naive Bayes likelihoods, for curves and bars drawn on a grid.

The models score samples in log space (``GaussianNB``, ``PoissonNB``); these are the same densities for a plot:
the normal density of a continuous feature (Zhou eq. 7.18) and the Poisson pmf of a count feature. scipy.special
only (scipy.stats costs a second at start-up and tens of megabytes in the installer).
"""

from __future__ import annotations

import math

import numpy as np

_SQRT_2PI = math.sqrt(2.0 * math.pi)


def normal_pdf(x, mean: float, std: float) -> np.ndarray:
    """N(x; mean, std²) at every point of ``x`` (any shape); ``std`` > 0."""
    z = (np.asarray(x, dtype=np.float64) - mean) / std
    return np.exp(-0.5 * z * z) / (std * _SQRT_2PI)


def poisson_pmf(k, rate: float) -> np.ndarray:
    """P(K = k) = rate^k e^-rate / k! for whole numbers ``k`` >= 0 (any shape); ``rate`` >= 0."""
    k = np.asarray(k, dtype=np.float64)
    from scipy.special import gammaln, xlogy  # imported when first needed: scipy costs ~0.2 s at start-up

    return np.exp(xlogy(k, rate) - rate - gammaln(k + 1.0))
