"""Gaussian mixtures fitted by EM (Zhou §9.4.3, Li Hang §9.3): the model, its density, its starts and its M step."""

from bayesgui.core.mixture.model import (
    COVARIANCE_TYPES,
    INITS,
    EMSnapshot,
    GaussianMixture,
    MixtureParams,
    covariance_ellipse,
    mixture_density_1d,
    mixture_log_density,
    mixture_log_density_grid,
)

__all__ = [
    "COVARIANCE_TYPES",
    "INITS",
    "EMSnapshot",
    "GaussianMixture",
    "MixtureParams",
    "covariance_ellipse",
    "mixture_density_1d",
    "mixture_log_density",
    "mixture_log_density_grid",
]
