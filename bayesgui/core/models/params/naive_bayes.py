"""The parameters of naive Bayes's likelihoods: λ of P(x|c), the variance estimate, the Poisson pseudo-count."""

from __future__ import annotations

from bayesgui.core.models.param import Param
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

ALPHA = Param(
    "alpha",
    float,
    1.0,
    QT_TRANSLATE_NOOP("models", "&λ of P(x|c):"),
    QT_TRANSLATE_NOOP(
        "models",
        "Bayesian estimate of the class-conditional probabilities P(x_i|c) = (count + λ) / (|D_c| + N_i·λ) "
        "(Zhou eq. 7.20, Li Hang eq. 4.10): λ = 1 is the Laplace correction, λ = 0 the maximum-likelihood "
        "estimate (zero counts give probability 0)",
    ),
    low=0.0,
    gui_range=(0.0, 5.0),
    step=0.01,
    decimals=2,
    editor="slider",
)
VARIANCE = Param(
    "variance",
    str,
    "mle",
    QT_TRANSLATE_NOOP("models", "&Variance:"),
    QT_TRANSLATE_NOOP(
        "models", "The variance estimate of the Gaussian of continuous features: MLE divides by n, unbiased by n − 1"
    ),
    choices=(
        ("mle", QT_TRANSLATE_NOOP("models", "MLE 1/n")),
        ("unbiased", QT_TRANSLATE_NOOP("models", "Unbiased 1/(n−1)")),
    ),
)
VAR_SMOOTHING = Param(
    "var_smoothing",
    float,
    1e-9,
    QT_TRANSLATE_NOOP("models", "Variance smoothing:"),
    QT_TRANSLATE_NOOP("models", "Added to every variance, as a fraction of the largest feature variance"),
    low=0.0,
    editor="hidden",
)
COUNT_ALPHA = Param(
    "count_alpha",
    float,
    1.0,
    QT_TRANSLATE_NOOP("models", "Poisson &pseudo-count:"),
    QT_TRANSLATE_NOOP(
        "models",
        "The Poisson rate of a count feature is (Σx + α) / n, the class's total count plus this pseudo-count α "
        "over its n rows; α = 0 gives the class mean count (maximum likelihood)",
    ),
    low=0.0,
    gui_range=(0.0, 10.0),
    step=0.1,
    decimals=2,
)
