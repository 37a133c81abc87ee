"""One-dimensional densities of the naive Bayes likelihoods, for curves and bars drawn on a grid.

The models score samples in log space (``GaussianNB``, ``PoissonNB``); these are the same densities for a plot:
the normal density of a continuous feature (Zhou eq. 7.18) and the Poisson pmf of a count feature. scipy.special
only (scipy.stats costs a second at start-up and tens of megabytes in the installer).
"""

from __future__ import annotations

import math

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray

_SQRT_2PI = math.sqrt(2.0 * math.pi)


def normal_pdf(x: ArrayLike, mean: float, std: float) -> FloatArray:
    """N(x; mean, std²) at every point of ``x`` (any shape); ``std`` > 0."""
    z = (np.asarray(x, dtype=np.float64) - mean) / std
    return np.exp(-0.5 * z * z) / (std * _SQRT_2PI)


def poisson_pmf(k: ArrayLike, rate: float) -> FloatArray:
    """P(K = k) = rate^k e^-rate / k! for whole numbers ``k`` >= 0 (any shape); ``rate`` >= 0."""
    from scipy.special import gammaln, xlogy  # imported when first needed: scipy costs ~0.2 s at start-up

    counts = np.asarray(k, dtype=np.float64)
    return np.exp(xlogy(counts, rate) - rate - gammaln(counts + 1.0))
