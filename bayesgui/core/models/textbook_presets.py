"""The textbook presets of naive Bayes: the settings that reproduce each book's worked example.

Zhou Zhihua, *Machine Learning* §7.3 (watermelon 3.0, 测1) and Li Hang, *Statistical Learning Methods*
Examples 4.1 and 4.2 (table 4.1). ``tests/test_textbook_presets.py`` reproduces every one by hand.
"""

from __future__ import annotations

from bayesgui.core.models.spec import Preset
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

NAIVE_BAYES_PRESETS = (
    Preset(
        "zhou-7.3",
        QT_TRANSLATE_NOOP("models", "Zhou §7.3 (no smoothing)"),
        QT_TRANSLATE_NOOP(
            "models", "Eqs. 7.16–7.18: λ = 0 on the prior and the likelihoods, σ² by n − 1 as the book's numbers use"
        ),
        {"alpha": 0.0, "prior_alpha": 0.0, "uniform_prior": False, "variance": "unbiased", "count_alpha": 0.0},
    ),
    Preset(
        "zhou-7.3-laplace",
        QT_TRANSLATE_NOOP("models", "Zhou §7.3 (Laplace correction)"),
        QT_TRANSLATE_NOOP("models", "Eqs. 7.19–7.20: λ = 1 on the prior and the likelihoods, σ² by n − 1"),
        {"alpha": 1.0, "prior_alpha": 1.0, "uniform_prior": False, "variance": "unbiased", "count_alpha": 1.0},
    ),
    Preset(
        "lihang-4.1",
        QT_TRANSLATE_NOOP("models", "Li Hang Example 4.1 (maximum likelihood)"),
        QT_TRANSLATE_NOOP("models", "Eqs. 4.8–4.9: maximum-likelihood estimates, λ = 0 on the prior and P(x|c)"),
        {"alpha": 0.0, "prior_alpha": 0.0, "uniform_prior": False},
    ),
    Preset(
        "lihang-4.2",
        QT_TRANSLATE_NOOP("models", "Li Hang Example 4.2 (Bayesian estimate)"),
        QT_TRANSLATE_NOOP("models", "Eqs. 4.10–4.11: Bayesian estimates, λ = 1 on the prior and P(x|c)"),
        {"alpha": 1.0, "prior_alpha": 1.0, "uniform_prior": False},
    ),
    Preset(
        "mle",
        QT_TRANSLATE_NOOP("models", "Maximum likelihood"),
        QT_TRANSLATE_NOOP("models", "No smoothing anywhere (λ = 0, Poisson α = 0), σ² by n"),
        {"alpha": 0.0, "prior_alpha": 0.0, "uniform_prior": False, "variance": "mle", "count_alpha": 0.0},
    ),
)
