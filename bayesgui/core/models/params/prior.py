"""The class prior P(c), shared by every generative model: its λ, or a uniform prior (Zhou eq. 7.19, Li Hang
eq. 4.11)."""

from __future__ import annotations

from typing import Any

from bayesgui.core.models.param import Param
from bayesgui.core.models.spec import Features, Values
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

PRIOR_ALPHA = Param(
    "prior_alpha",
    float,
    0.0,
    QT_TRANSLATE_NOOP("models", "&Prior P(c):"),
    QT_TRANSLATE_NOOP(
        "models",
        "Bayesian estimate of the class prior P(c) = (|D_c| + λ) / (|D| + N·λ) (Zhou eq. 7.19, Li Hang eq. 4.11), "
        "its own λ: λ = 0 is the maximum-likelihood estimate, λ = 1 the Laplace correction (N = the number of "
        "classes); or a uniform prior",
    ),
    low=0.0,
    gui_range=(0.0, 1000.0),
    step=0.5,
    decimals=2,
    editor="prior",
)
UNIFORM_PRIOR = Param(
    "uniform_prior",
    bool,
    False,
    QT_TRANSLATE_NOOP("models", "Uniform prior"),
    QT_TRANSLATE_NOOP("models", "Use equal class priors P(c) = 1/N"),
    editor="prior",
)
PRIOR = (PRIOR_ALPHA, UNIFORM_PRIOR)


def prior_arguments(values: Values, features: Features) -> dict[str, Any]:
    """``class_prior`` and ``prior_alpha`` of a generative estimator from the settings."""
    uniform = [1.0 / features.n_classes] * features.n_classes if values["uniform_prior"] else None
    return {"class_prior": uniform, "prior_alpha": values["prior_alpha"]}
