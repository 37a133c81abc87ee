"""Where one feature of a naive Bayes model lives: its kind, the fitted per-kind model, its column in it.

``MixedNB`` fits one naive Bayes per kind of column (``CategoricalNB``, ``GaussianNB``, ``PoissonNB``) on
the columns of that kind; ``locate_feature`` asks the fitted model which one holds a feature
(``Classifier.locate_feature``: None for a model without per-feature tables). The probability tables and the
widgets ask this module.
"""

from __future__ import annotations

from dataclasses import dataclass

from bayesgui.data.saved.model_file import TrainedModel


@dataclass(frozen=True, eq=False)
class FeatureLocation:
    """One feature inside a fitted naive Bayes model.

    Attributes
    ----------
    feature : str
        The feature's name.
    kind : {"categorical", "continuous", "count"}
    estimator : object
        The fitted per-kind model (``CategoricalNB``, ``GaussianNB`` or ``PoissonNB``).
    column : int
        The feature's column among that model's columns.
    """

    feature: str
    kind: str
    estimator: object
    column: int


def locate_feature(model: TrainedModel, feature: str) -> FeatureLocation | None:
    """Find ``feature`` in ``model``; None when it has no such feature or is not naive Bayes."""
    names = model.schema.feature_names
    if feature not in names:
        return None
    found = model.estimator.locate_feature(names.index(feature))
    return None if found is None else FeatureLocation(feature, *found)
