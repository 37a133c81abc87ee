"""The look-up table of naive Bayes (Zhou, *Machine Learning* §7.3, 查表): every P(c) and P(x_i|c) computed once.

When prediction must be fast, every probability estimate is computed in advance and stored, so that predicting a
sample only looks its values up. ``LookupTable.of(model)`` stores, per class, P(c) and for each feature:

* categorical: P(x_i = v | c) for every level v (and the counts |D_c,v|, |D_c| behind it, for printing and for
  the zero-probability rule when λ = 0);
* continuous: the class's μ and σ² (a normal density is a formula of two numbers; it cannot be tabulated
  exactly), or, when the user chooses bins (``LookupTable.of(model, bins=B, X=X, y=y)``), P(bin | c) of B
  equal-width bins spanning the training values, counted from the training rows like a categorical column's
  levels, (|D_c,bin| + λ) / (|D_c| + B λ): the column discretised (a model of its own, not an approximation of
  the density's);
* count: the class's Poisson rate.

``predict_proba`` (and ``predict``, ``predict_joint_log_proba``) read only the table; they equal the model's own
predictions to rounding (a binned table: those of naive Bayes on the binned column). The table is exported by
:mod:`bayesgui.report.lookup_table` (CSV, HTML) and read back by :mod:`bayesgui.data.saved.lookup_file`.
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
    def of(
        cls, model: object, bins: int | None = None, X: ArrayLike | None = None, y: ArrayLike | None = None
    ) -> LookupTable:
        """The table of a fitted ``MixedNB``, ``CategoricalNB``, ``GaussianNB`` or ``PoissonNB``; ``bins``: tabulate
        each continuous column as P(bin | c) of that many equal-width bins over its values in the training rows
        ``X`` (as the model was fitted on them), ``y`` (their classes), counted per class with the categorical
        columns' λ (a GaussianNB: 1, Laplace); the outer bins are open."""
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
        alpha = next((float(p.alpha) for _, _, p in parts if isinstance(p, CategoricalNB)), None)
        if alpha is None:  # no categorical column: a MixedNB's λ still says how its binned columns are smoothed
            alpha = float(model.alpha) if isinstance(model, MixedNB) else 1.0
        count_alpha = next((float(p.alpha) for _, _, p in parts if isinstance(p, PoissonNB)), 1.0)
        binning = None if bins is None else _Binning(bins, X, y, model.classes_, alpha)
        for _, columns, part in parts:
            for i, j in enumerate(columns):
                if isinstance(part, GaussianNB) and binning is not None:
                    features[j] = binning.column(j, int(exponent[j]))
                else:
                    features[j] = _feature_table(part, i, int(exponent[j]))
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


def _feature_table(part: BaseNB[Any, Any], i: int, exponent: int) -> FeatureTable:
    if isinstance(part, CategoricalNB):
        start = int(np.sum(part.n_categories_[:i]))
        count = part.flat_count_[:, start : start + part.n_categories_[i]].copy()
        return FeatureTable(
            CATEGORICAL,
            probability=np.exp(part.feature_log_prob_[i]),
            count=count,
            total=part.class_feature_count_[:, i].copy(),
        )
    if isinstance(part, GaussianNB):
        return FeatureTable(
            CONTINUOUS, mean=part.theta_[:, i].copy(), variance=part.var_[:, i].copy(), exponent=exponent
        )
    counts = cast(PoissonNB, part)  # the other kind of part
    return FeatureTable(COUNT, rate=counts.rate_[:, i].copy(), total=counts.feature_count_[:, i].copy())


class _Binning:
    """The training rows a binned table counts, their classes as positions in ``classes``, and λ."""

    def __init__(self, bins: int, X: ArrayLike | None, y: ArrayLike | None, classes: Labels, alpha: float) -> None:
        if int(bins) != bins or bins < 2:
            raise ValueError(Note(QT_TRANSLATE_NOOP("core", "A binned table needs 2 bins or more, got {0}."), bins))
        if X is None or y is None:
            raise ValueError(
                Note(QT_TRANSLATE_NOOP("core", "A binned table counts the training rows: give them (X and y)."))
            )
        self.bins, self.alpha, self.n_classes = int(bins), alpha, len(classes)
        labels = np.asarray(y)
        known = np.isin(labels, classes)  # (unlabelled rows count for no class)
        self.X = np.asarray(X, dtype=np.float64)[known]
        self.k = np.searchsorted(classes, labels[known])

    def column(self, j: int, exponent: int) -> FeatureTable:
        """Column ``j`` (the model works with x / 2**exponent) in ``bins`` equal-width bins over its values."""
        x = np.ldexp(self.X[:, j], -exponent)
        seen = ~np.isnan(x)
        low, high = (float(x[seen].min()), float(x[seen].max())) if seen.any() else (0.0, 1.0)
        edges = np.linspace(low, high if high > low else low + 1.0, self.bins + 1)[1:-1]
        cell = self.k[seen] * self.bins + np.searchsorted(edges, x[seen], side="right")
        count = np.bincount(cell, minlength=self.n_classes * self.bins).astype(np.float64)
        count = count.reshape(self.n_classes, self.bins)
        total = count.sum(axis=1)
        denominator = total[:, None] + self.bins * self.alpha
        with np.errstate(divide="ignore", invalid="ignore"):
            probability = np.where(denominator > 0, (count + self.alpha) / denominator, 1.0 / self.bins)
        # (λ = 0 and a class without values in this column: 1 / B, as CategoricalNB has it for a level column)
        return FeatureTable(BINNED, probability=probability, count=count, total=total, edges=edges, exponent=exponent)
