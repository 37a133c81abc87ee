"""Every estimation choice behind a worked decision, stated with its formula, as the books write it.

"P(c) = (|D_c| + λ) / (|D| + N·λ), Bayesian estimate, λ = 0.5", "σ² = Σ(x − μ)² / (n − 1), unbiased", the
pooled Σ of LDA, and so on: one ``Note`` per choice that the model's settings made (only those that apply to
the columns it reads). Each is a whole sentence marked for translation in the "report" context.
"""

from __future__ import annotations

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.saved.model_file import TrainedModel

PRIOR_UNIFORM = QT_TRANSLATE_NOOP("report", "P(c) = 1 / N: a uniform prior (N = {0} classes)")
PRIOR = {
    "ml": QT_TRANSLATE_NOOP("report", "P(c) = |D_c| / |D|: the maximum-likelihood estimate (λ = 0)"),
    "laplace": QT_TRANSLATE_NOOP("report", "P(c) = (|D_c| + 1) / (|D| + N): the Laplace correction (λ = 1)"),
    "bayes": QT_TRANSLATE_NOOP("report", "P(c) = (|D_c| + λ) / (|D| + N·λ): the Bayesian estimate, λ = {0}"),
}
LIKELIHOOD = {
    "ml": QT_TRANSLATE_NOOP(
        "report", "P(x_i | c) = |D_c,x_i| / |D_c|: the maximum-likelihood estimate of the class-conditional "
        "probability (λ = 0)"
    ),
    "laplace": QT_TRANSLATE_NOOP(
        "report", "P(x_i | c) = (|D_c,x_i| + 1) / (|D_c| + N_i): the class-conditional probability with the Laplace "
        "correction (λ = 1)"
    ),
    "bayes": QT_TRANSLATE_NOOP(
        "report", "P(x_i | c) = (|D_c,x_i| + λ) / (|D_c| + N_i·λ): the Bayesian estimate of the class-conditional "
        "probability, λ = {0}"
    ),
}
VARIANCE = {
    "mle": QT_TRANSLATE_NOOP(
        "report", "p(x_i | c) = N(x_i; μ_c,i, σ²_c,i) with σ² = Σ(x − μ)² / n: the maximum-likelihood estimate"
    ),
    "unbiased": QT_TRANSLATE_NOOP(
        "report", "p(x_i | c) = N(x_i; μ_c,i, σ²_c,i) with σ² = Σ(x − μ)² / (n − 1): the unbiased estimate"
    ),
}
POISSON = QT_TRANSLATE_NOOP("report", "P(x_i = k | c) = Poisson(k; rate) with rate = (Σx + α) / n, α = {0}")
POOLED = {
    "mle": QT_TRANSLATE_NOOP(
        "report",
        "Σ = Σ_c M_c / n, M_c = Σ_c (x − μ_c)(x − μ_c)ᵀ over class c: the maximum-likelihood pooled covariance",
    ),
    "unbiased": QT_TRANSLATE_NOOP(
        "report",
        "Σ = Σ_c M_c / (n − K), M_c = Σ_c (x − μ_c)(x − μ_c)ᵀ over class c: the unbiased pooled covariance",
    ),
    "prior-weighted": QT_TRANSLATE_NOOP(
        "report", "Σ = Σ_c P(c)·M_c / n_c: the covariance weighted by the prior (scikit-learn's LDA)"
    ),
}
QDA_COVARIANCE = QT_TRANSLATE_NOOP("report", "Σ_c = (1 − r)·M_c / n_c + r·I with r = {0}")
GAUSSIAN_COVARIANCE = QT_TRANSLATE_NOOP(
    "report", "Σ_c = M_c / n_c: the maximum-likelihood covariance of each class (Zhou eq. 7.13)"
)


def _which(lam: float) -> str:
    return "ml" if lam == 0 else "laplace" if lam == 1 else "bayes"


def model_choices(model: TrainedModel) -> tuple[Note, ...]:
    """The estimation choices of ``model`` as notes, in the order the report uses them.

    Parameters
    ----------
    model : TrainedModel

    Returns
    -------
    tuple of Note
        The prior, then (naive Bayes) each kind of likelihood the model reads, or the covariance.
    """
    values, key = model.settings.values(), model.settings.model
    kinds = set(model.schema.kinds)
    notes = []
    if values.get("uniform_prior"):
        notes.append(Note(PRIOR_UNIFORM, len(model.class_names)))
    elif "prior_alpha" in values:
        notes.append(Note(PRIOR[_which(values["prior_alpha"])], f"{values['prior_alpha']:g}"))
    if key == "naive-bayes":
        if "categorical" in kinds:
            notes.append(Note(LIKELIHOOD[_which(values["alpha"])], f"{values['alpha']:g}"))
        if "continuous" in kinds:
            notes.append(Note(VARIANCE[values["variance"]]))
        if "count" in kinds:
            notes.append(Note(POISSON, f"{values['count_alpha']:g}"))
    elif key == "lda" and values.get("variance") in POOLED:
        notes.append(Note(POOLED[values["variance"]]))
    elif key == "qda":
        notes.append(Note(QDA_COVARIANCE, f"{values['reg_param']:g}"))
    elif key == "gaussian":
        notes.append(Note(GAUSSIAN_COVARIANCE))
    return tuple(notes)
