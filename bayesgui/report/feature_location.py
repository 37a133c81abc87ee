"""Where one feature of a naive Bayes model lives: its kind, the fitted per-kind model, its column in it.

``MixedNB`` fits one naive Bayes per kind of column (``CategoricalNB``, ``GaussianNB``, ``PoissonNB``) on
the columns of that kind; ``locate_feature`` finds the one that holds a feature. Only this module walks
``MixedNB.parts_``; the probability tables and the widgets ask it.
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
    j = names.index(feature)
    if not hasattr(model.estimator, "parts_") and hasattr(model.estimator, "category_count_"):
        return FeatureLocation(feature, "categorical", model.estimator, j)  # a categorical NB (semi-supervised)
    for kind, columns, part in getattr(model.estimator, "parts_", ()):  # MixedNB
        positions = [int(c) for c in columns]
        if j in positions:
            return FeatureLocation(feature, kind, part, positions.index(j))
    return None
