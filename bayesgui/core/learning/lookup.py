"""The look-up table of naive Bayes (Zhou, *Machine Learning* §7.3, 查表): every P(c) and P(x_i|c) computed once.

When prediction must be fast, every probability estimate is computed in advance and stored, so that predicting a
sample only looks its values up. ``LookupTable.of(model)`` stores, per class, P(c) and for each feature:

* categorical: P(x_i = v | c) for every level v (and the counts |D_c,v|, |D_c| behind it, for printing and for
  the zero-probability rule when λ = 0);
* continuous: the class's μ and σ² (a normal density is a formula of two numbers; it cannot be tabulated
  exactly), or, when the user chooses bins (``LookupTable.of(model, bins=B)``), P(bin | c) of B bins, the
  normal's probability of each (an approximation: such a table predicts as if the column were binned);
* count: the class's Poisson rate.

``predict_proba`` (and ``predict``, ``predict_joint_log_proba``) read only the table; they equal the model's own
predictions to rounding (a binned table: to its bins). The table is exported by :mod:`bayesgui.report.lookup_table`
(CSV, HTML) and read back by :mod:`bayesgui.data.saved.lookup_file`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any, cast

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray, IntArray, Labels
from bayesgui.core.learning.feature_table import BINNED, CATEGORICAL, CONTINUOUS, COUNT, FeatureTable, held
from bayesgui.core.learning.table_scorer import _TableNB
from bayesgui.core.naive_bayes._base import BaseNB
from bayesgui.core.naive_bayes.categorical import CategoricalNB
from bayesgui.core.naive_bayes.gaussian import GaussianNB
from bayesgui.core.naive_bayes.mixed import MixedNB
from bayesgui.core.naive_bayes.poisson import PoissonNB
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

__all__ = ["BINNED", "CATEGORICAL", "CONTINUOUS", "COUNT", "FeatureTable", "LookupTable", "held"]


@dataclass(frozen=True, eq=False)
class LookupTable:
    """P(c) and every P(x_i|c) of a naive Bayes model, stored; predictions read them.

    Attributes
    ----------
    classes : ndarray of shape (K,)
        The model's ``classes_``.
    prior : ndarray of shape (K,)
        P(c).
    features : tuple of FeatureTable
        One per column of X.
    alpha, count_alpha : float
        The smoothing λ of the categorical and count columns (0: the zero-probability rule may apply).
    """

    classes: Labels
    prior: FloatArray
    features: tuple[FeatureTable, ...]
    alpha: float = 1.0
    count_alpha: float = 1.0

    @classmethod
    def of(cls, model: object, bins: int | None = None) -> LookupTable:
        """The table of a fitted ``MixedNB``, ``CategoricalNB``, ``GaussianNB`` or ``PoissonNB``; ``bins``: tabulate
        each continuous column as P(bin | c) of that many bins over μ ± 3σ of the classes (outer bins open)."""
        if not isinstance(model, (MixedNB, CategoricalNB, GaussianNB, PoissonNB)):
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "A look-up table holds P(c) and P(x_i|c) of naive Bayes; {0} is not naive Bayes.",
                    ),
                    type(model).__name__,
                )
            )  # fmt: skip
        model._check_fitted()
        exponent = getattr(model, "feature_exponent_", np.zeros(model.n_features_in_, dtype=np.int64))
        features: list[FeatureTable | None] = [None] * model.n_features_in_
        parts: list[tuple[str, IntArray, BaseNB[Any, Any]]] = (
            list(model.parts_) if isinstance(model, MixedNB) else [("", np.arange(model.n_features_in_), model)]
        )
        alpha = count_alpha = 1.0
        for _, columns, part in parts:
            for i, j in enumerate(columns):
                features[j] = _feature_table(part, i, int(exponent[j]), bins)
            if isinstance(part, CategoricalNB):
                alpha = float(part.alpha)
            if isinstance(part, PoissonNB):
                count_alpha = float(part.alpha)
        filled = [f for f in features if f is not None]
        assert len(filled) == len(features), "every column is in one part"
        return cls(model.classes_.copy(), np.exp(model.class_log_prior_), tuple(filled), alpha, count_alpha)

    # ------------------------------------------------------------------ prediction
    @cached_property
    def scorer(self) -> _TableNB:
        """The estimator that scores rows from the table alone (``predict_proba``, ``predict``, and ``explain``, whose
        every factor names the row and column of the table it was read from)."""
        return _TableNB(self)

    def predict_proba(self, X: ArrayLike) -> FloatArray:
        """P(c|x) read from the table; shape (n_samples, K)."""
        return self.scorer.predict_proba(X)

    def predict(self, X: ArrayLike) -> Labels:
        return self.scorer.predict(X)

    def predict_joint_log_proba(self, X: ArrayLike) -> FloatArray:
        return self.scorer.predict_joint_log_proba(X)

    @property
    def n_entries(self) -> int:
        """How many numbers the table stores (its size in the learning-mode comparison)."""
        stored = self.prior.size
        for f in self.features:
            stored += sum(a.size for a in (f.probability, f.mean, f.variance, f.rate, f.edges) if a is not None)
        return int(stored)


def _feature_table(part: BaseNB[Any, Any], i: int, exponent: int, bins: int | None) -> FeatureTable:
    if isinstance(part, CategoricalNB):
        start = int(np.sum(part.n_categories_[:i]))
        count = part.flat_count_[:, start : start + part.n_categories_[i]].copy()
        return FeatureTable(
            CATEGORICAL,
            probability=np.exp(part.feature_log_prob_[i]),
            count=count,
            total=part.class_feature_count_[:, i].copy(),
        )
    if isinstance(part, GaussianNB) and bins is not None:
        return _binned(part.theta_[:, i], part.var_[:, i], bins, exponent)
    if isinstance(part, GaussianNB):
        return FeatureTable(
            CONTINUOUS, mean=part.theta_[:, i].copy(), variance=part.var_[:, i].copy(), exponent=exponent
        )
    counts = cast(PoissonNB, part)  # the other kind of part
    return FeatureTable(COUNT, rate=counts.rate_[:, i].copy(), total=counts.feature_count_[:, i].copy())


def _binned(mean: FloatArray, variance: FloatArray, bins: int, exponent: int) -> FeatureTable:
    """P(bin | c) of ``bins`` bins spanning μ ± 3σ of every class, from each class's normal."""
    from scipy.special import ndtr  # imported when first needed: scipy costs ~0.2 s at start-up

    if int(bins) != bins or bins < 2:
        raise ValueError(Note(QT_TRANSLATE_NOOP("core", "A binned table needs 2 bins or more, got {0}."), bins))
    seen = ~np.isnan(mean)
    sd = np.sqrt(variance[seen])
    low, high = (np.min(mean[seen] - 3 * sd), np.max(mean[seen] + 3 * sd)) if seen.any() else (-1.0, 1.0)
    edges = np.linspace(low, high, int(bins) + 1)[1:-1]
    with np.errstate(invalid="ignore"):
        cdf = ndtr((edges[None, :] - mean[:, None]) / np.sqrt(variance)[:, None])
    ones = np.ones((mean.size, 1))
    probability = np.diff(np.hstack([0 * ones, cdf, ones]), axis=1)
    probability[~seen] = np.nan
    return FeatureTable(BINNED, probability=probability, edges=edges, exponent=exponent)
