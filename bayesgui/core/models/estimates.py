"""The estimation sentences of a model, declared on its spec: "P(c) = (|D_c| + λ) / (|D| + N·λ): the Bayesian
estimate, λ = 0.5", "σ² = Σ(x − μ)² / (n − 1): the unbiased estimate", the pooled Σ of LDA, and so on.

A worked decision states every estimation choice the model's settings made (``ModelSpec.estimates``, read by
:mod:`bayesgui.report.worked.choices`); each ``Estimate`` is one whole sentence, or one per value of a parameter,
marked for translation in the "models" context (``Estimate`` is declared with the spec). The sentences of the
built-in models are here.
"""

from __future__ import annotations

from bayesgui.core.models.spec import OTHERWISE, Estimate
from bayesgui.core.translatable import QT_TRANSLATE_NOOP


def _by_lambda(ml: str, laplace: str, bayes: str) -> tuple[tuple[object, str], ...]:
    """The sentences of an estimate smoothed by λ: λ = 0, λ = 1, any other λ (see ``estimate_names``)."""
    return ((0.0, ml), (1.0, laplace), (OTHERWISE, bayes))


PRIOR = (
    Estimate(
        ((True, QT_TRANSLATE_NOOP("models", "P(c) = 1 / N: a uniform prior (N = {1} classes)")),),
        param="uniform_prior",
    ),
    Estimate(
        _by_lambda(
            QT_TRANSLATE_NOOP("models", "P(c) = |D_c| / |D|: the maximum-likelihood estimate (λ = 0)"),
            QT_TRANSLATE_NOOP("models", "P(c) = (|D_c| + 1) / (|D| + N): the Laplace correction (λ = 1)"),
            QT_TRANSLATE_NOOP("models", "P(c) = (|D_c| + λ) / (|D| + N·λ): the Bayesian estimate, λ = {0}"),
        ),
        param="prior_alpha",
        unless="uniform_prior",
    ),
)
"""The class prior of every generative model: uniform, or estimated with its own λ."""

NAIVE_BAYES = (
    *PRIOR,
    Estimate(
        _by_lambda(
            QT_TRANSLATE_NOOP(
                "models", "P(x_i | c) = |D_c,x_i| / |D_c|: the maximum-likelihood estimate of the class-conditional "
                "probability (λ = 0)"
            ),
            QT_TRANSLATE_NOOP(
                "models", "P(x_i | c) = (|D_c,x_i| + 1) / (|D_c| + N_i): the class-conditional probability with the "
                "Laplace correction (λ = 1)"
            ),
            QT_TRANSLATE_NOOP(
                "models", "P(x_i | c) = (|D_c,x_i| + λ) / (|D_c| + N_i·λ): the Bayesian estimate of the "
                "class-conditional probability, λ = {0}"
            ),
        ),
        param="alpha",
        kind="categorical",
    ),
    Estimate(
        (
            ("mle", QT_TRANSLATE_NOOP(
                "models", "p(x_i | c) = N(x_i; μ_c,i, σ²_c,i) with σ² = Σ(x − μ)² / n: the maximum-likelihood estimate"
            )),
            ("unbiased", QT_TRANSLATE_NOOP(
                "models", "p(x_i | c) = N(x_i; μ_c,i, σ²_c,i) with σ² = Σ(x − μ)² / (n − 1): the unbiased estimate"
            )),
        ),
        param="variance",
        kind="continuous",
    ),
    Estimate(
        QT_TRANSLATE_NOOP("models", "P(x_i = k | c) = Poisson(k; rate) with rate = (Σx + α) / n, α = {0}"),
        param="count_alpha",
        kind="count",
    ),
)  # fmt: skip
"""Naive Bayes: the prior, then the likelihood of each kind of column it reads."""

LDA = (
    *PRIOR,
    Estimate(
        (
            ("mle", QT_TRANSLATE_NOOP(
                "models",
                "Σ = Σ_c M_c / n, M_c = Σ_c (x − μ_c)(x − μ_c)ᵀ over class c: the maximum-likelihood pooled covariance",
            )),
            ("unbiased", QT_TRANSLATE_NOOP(
                "models",
                "Σ = Σ_c M_c / (n − K), M_c = Σ_c (x − μ_c)(x − μ_c)ᵀ over class c: the unbiased pooled covariance",
            )),
            ("prior-weighted", QT_TRANSLATE_NOOP(
                "models", "Σ = Σ_c P(c)·M_c / n_c: the covariance weighted by the prior (scikit-learn's LDA)"
            )),
        ),
        param="variance",
    ),
)  # fmt: skip
"""LDA: the prior and the pooled covariance."""

QDA = (*PRIOR, Estimate(QT_TRANSLATE_NOOP("models", "Σ_c = (1 − r)·M_c / n_c + r·I with r = {0}"), param="reg_param"))
"""QDA: the prior and the shrunk covariance of each class."""

GAUSSIAN = (
    *PRIOR,
    Estimate(
        QT_TRANSLATE_NOOP("models", "Σ_c = M_c / n_c: the maximum-likelihood covariance of each class (Zhou eq. 7.13)")
    ),
)
"""Gaussian Bayes: the prior and the maximum-likelihood covariance of each class."""


def _laplace_or_lambda(laplace: str, bayes: str) -> tuple[tuple[object, str], ...]:
    """The sentences of a one-dependent estimate, smoothed by λ > 0 (λ = 0 is refused): λ = 1, any other λ."""
    return ((1.0, laplace), (OTHERWISE, bayes))


ONE_DEPENDENT = (
    *PRIOR,
    Estimate(
        _laplace_or_lambda(
            QT_TRANSLATE_NOOP(
                "models", "P(x_i | c, pa_i) = (|D_c,pa_i,x_i| + 1) / (|D_c,pa_i| + N_i): each attribute given the "
                "class and its parent attribute, with the Laplace correction (Zhou eq. 7.21; the root's factor is "
                "P(x_i | c))"
            ),
            QT_TRANSLATE_NOOP(
                "models", "P(x_i | c, pa_i) = (|D_c,pa_i,x_i| + λ) / (|D_c,pa_i| + N_i·λ): each attribute given the "
                "class and its parent attribute, the Bayesian estimate, λ = {0} (Zhou eq. 7.21)"
            ),
        ),
        param="ode_alpha",
    ),
)  # fmt: skip
"""SPODE: the prior, then each attribute's factor given the class and its parent."""

TAN = (
    *ONE_DEPENDENT,
    Estimate(
        (
            ("zhou", QT_TRANSLATE_NOOP(
                "models", "The tree: the maximum weighted spanning tree of I(x_i, x_j | y) = Σ P(x_i, x_j | c)·log "
                "[P(x_i, x_j | c) / (P(x_i | c)·P(x_j | c))] (Zhou eq. 7.22), its edges directed away from the root"
            )),
            ("friedman", QT_TRANSLATE_NOOP(
                "models", "The tree: the maximum weighted spanning tree of I(x_i, x_j | y) = Σ P(x_i, x_j, c)·log "
                "[P(x_i, x_j | c) / (P(x_i | c)·P(x_j | c))] (Friedman et al.), its edges directed away from the root"
            )),
        ),
        param="tan_weighting",
    ),
)  # fmt: skip
"""TAN: SPODE's estimates, and how the tree was chosen."""

AODE = (
    Estimate(
        _laplace_or_lambda(
            QT_TRANSLATE_NOOP("models", "P(c, x_i) = (|D_c,x_i| + 1) / (|D| + N·N_i) (Zhou eq. 7.24)"),
            QT_TRANSLATE_NOOP("models", "P(c, x_i) = (|D_c,x_i| + λ) / (|D| + N·N_i·λ), λ = {0} (Zhou eq. 7.24)"),
        ),
        param="ode_alpha",
    ),
    Estimate(
        _laplace_or_lambda(
            QT_TRANSLATE_NOOP("models", "P(x_j | c, x_i) = (|D_c,x_i,x_j| + 1) / (|D_c,x_i| + N_j) (Zhou eq. 7.25)"),
            QT_TRANSLATE_NOOP(
                "models", "P(x_j | c, x_i) = (|D_c,x_i,x_j| + λ) / (|D_c,x_i| + N_j·λ), λ = {0} (Zhou eq. 7.25)"
            ),
        ),
        param="ode_alpha",
    ),
    Estimate(
        QT_TRANSLATE_NOOP(
            "models", "Super-parents: the attributes whose value in the sample is seen in at least m′ = {0} training "
            "rows; when there is none, naive Bayes (Zhou eq. 7.23)"
        ),
        param="m_prime",
    ),
    Estimate(
        (
            (False, QT_TRANSLATE_NOOP("models", "Each product runs over every j, j = i included (Zhou eq. 7.23)")),
            (True, QT_TRANSLATE_NOOP("models", "Each product leaves out the factor j = i (as Weka)")),
        ),
        param="aode_exclude_self",
    ),
)  # fmt: skip
"""AODE: eqs. 7.24 and 7.25, the threshold m′ and which factors each product takes."""
