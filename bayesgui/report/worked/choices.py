"""Every estimation choice behind a worked decision, stated with its formula, as the books write it.

"P(c) = (|D_c| + λ) / (|D| + N·λ), Bayesian estimate, λ = 0.5", "σ² = Σ(x − μ)² / (n − 1), unbiased", the
pooled Σ of LDA, and so on: one ``Note`` per choice that the model's settings made (only those that apply to
the columns it reads). Each model declares its sentences on its spec (``ModelSpec.estimates``, marked for
translation in the "models" context); this module only asks the spec.
"""

from __future__ import annotations

from dataclasses import replace

from bayesgui.core.note import Note
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.data.saved.model_settings import features_of


def model_choices(model: TrainedModel) -> tuple[Note, ...]:
    """The estimation choices of ``model`` as notes, in the order its spec declares them.

    Parameters
    ----------
    model : TrainedModel

    Returns
    -------
    tuple of Note
        The prior, then (naive Bayes) each kind of likelihood the model reads, or the covariance.
    """
    features = replace(features_of(model.schema), n_classes=len(model.class_names))
    return model.settings.spec.estimation_notes(model.settings.values(), features)
