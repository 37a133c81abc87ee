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
from typing import Any, TypeAlias, cast

import numpy as np
from numpy.typing import ArrayLike, NDArray

from bayesgui.core.array_types import FloatArray, IntArray, Labels
from bayesgui.core.base._blocks import BLOCK_ROWS, row_blocks
from bayesgui.core.base._validation import as_2d_float, check_n_features
from bayesgui.core.naive_bayes._base import BaseNB
from bayesgui.core.naive_bayes.categorical import (
    CategoricalNB,
    _fuse_features,
    _fused_table,
    _key_weights,
)
from bayesgui.core.naive_bayes.gaussian import _LOG_2PI, GaussianNB
from bayesgui.core.naive_bayes.mixed import MixedNB
from bayesgui.core.naive_bayes.poisson import PoissonNB
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

__all__ = ["FeatureTable", "LookupTable", "held"]

CATEGORICAL, CONTINUOUS, COUNT, BINNED = "categorical", "continuous", "count", "binned"


@dataclass(frozen=True, eq=False)
class FeatureTable:
    """One feature's part of the table; arrays are class-major (one row per class).

    ``probability`` (K, L), ``count`` (K, L) and ``total`` (K,) for a categorical feature; ``mean`` and
    ``variance`` (K,) for a continuous one (NaN: the class never showed a value, factor 1); ``rate`` and
    ``total`` (the observed values, K,) for a count (NaN likewise); ``probability`` (K, B) and the B - 1 inner
    ``edges`` for a binned continuous one (bin b holds edges[b-1] <= x < edges[b]; a class without values: NaN,
    factor 1). ``exponent``: the model works with the column as x / 2**exponent.
    """

    kind: str
    probability: FloatArray | None = None
    count: FloatArray | None = None
    total: FloatArray | None = None
    mean: FloatArray | None = None
    variance: FloatArray | None = None
    rate: FloatArray | None = None
    edges: FloatArray | None = None
    exponent: int = 0


def held(values: FloatArray | None) -> FloatArray:
    """An array of a ``FeatureTable`` that its kind holds (the class docstring says which); a ValueError if absent."""
    if values is None:
        raise ValueError("This feature's kind holds no such array.")
    return values


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
        """The estimator that scores rows from the table alone (``predict_proba``, ``predict``, ``explain``-free)."""
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


#: (categorical: fused-feature groups, their tables and key weights, or None), (continuous: μ, σ²), (count: log rate,
#: rate)
_Tables: TypeAlias = tuple[
    tuple[list[IntArray] | None, list[FloatArray] | None, list[IntArray] | None],
    tuple[FloatArray, FloatArray],
    tuple[FloatArray, FloatArray],
]


class _TableNB(BaseNB[_Tables, np.float64]):
    """Naive Bayes whose every factor is read from a ``LookupTable`` (it inherits predict, the zero rule)."""

    def __init__(self, table: LookupTable | None = None) -> None:
        self.table = table
        if table is None:
            return
        kinds = np.array([f.kind for f in table.features])
        self.classes_ = table.classes
        self.n_features_in_ = len(table.features)
        with np.errstate(divide="ignore"):
            self.class_log_prior_ = np.log(table.prior)
        exponents = np.array([f.exponent for f in table.features], dtype=np.int64)
        self._exponent = exponents if exponents.any() else None
        self._groups = {kind: np.flatnonzero(kinds == kind) for kind in (CONTINUOUS, COUNT)}
        self._groups[CATEGORICAL] = np.flatnonzero((kinds == CATEGORICAL) | (kinds == BINNED))  # both: looked up
        self._levels = np.array([held(table.features[j].probability).shape[1] for j in self._groups[CATEGORICAL]])
        self._edges = {
            q: held(table.features[j].edges) for q, j in enumerate(self._groups[CATEGORICAL]) if kinds[j] == BINNED
        }
        self._tables = self._tables_at(None, None)

    def get_params(self, deep: bool = True) -> dict[str, Any]:
        return {"table": self.table}

    def _convert_X(self, X: ArrayLike, fitting: bool) -> FloatArray:
        X = as_2d_float(X)
        check_n_features(X, self.n_features_in_, "LookupTable")
        return X

    @property
    def _stored(self) -> LookupTable:
        if self.table is None:
            raise ValueError("This scorer was made without a look-up table.")
        return self.table

    def _tables_at(self, alpha: float | None, count_alpha: float | None) -> _Tables:
        """(categorical fused tables, continuous (μ, σ²), count (log rate, rate)); ``alpha``, ``count_alpha``: the
        tables at that vanishing smoothing (the zero-probability rule), None: as stored."""
        features = self._stored.features
        cat = self._groups[CATEGORICAL]
        fused: list[FloatArray] | None = None
        weights: list[IntArray] | None = None
        groups: list[IntArray] | None = None
        if cat.size:
            if alpha is None:
                with np.errstate(divide="ignore", invalid="ignore"):  # a binned class without values: factor 1
                    logs = [np.nan_to_num(np.log(held(features[j].probability)), nan=0.0, neginf=-np.inf) for j in cat]
                flat = np.concatenate([np.hstack([np.zeros((len(self.classes_), 1)), t]) for t in logs], axis=1)
            else:
                stub = CategoricalNB(alpha=alpha)
                stub.n_categories_ = self._levels
                stub.flat_count_ = np.hstack([_counts(features[j]) for j in cat])
                stub.class_feature_count_ = np.column_stack([_totals(features[j]) for j in cat])
                flat = stub._tables_for(alpha)
            slots = self._levels + 1
            starts = np.concatenate([[0], np.cumsum(slots)[:-1]])
            groups = _fuse_features(slots)
            fused = [_fused_table(flat, starts, slots, g) for g in groups]
            weights = [_key_weights(slots, g) for g in groups]
        cont = self._groups[CONTINUOUS]
        mean = np.array([features[j].mean for j in cont]).T.reshape(len(self.classes_), -1)
        var = np.array([features[j].variance for j in cont]).T.reshape(len(self.classes_), -1)
        counts = self._groups[COUNT]
        rate = np.array([features[j].rate for j in counts]).T.reshape(len(self.classes_), -1)
        if count_alpha is not None:  # the rate at a vanishing pseudo-count: (Σx + a) / n = stored rate + a / n
            total = np.array([features[j].total for j in counts]).T.reshape(len(self.classes_), -1)
            with np.errstate(divide="ignore", invalid="ignore"):
                rate = rate + np.where(total > 0, count_alpha / total, np.nan)
        seen = ~np.isnan(rate)
        with np.errstate(divide="ignore", invalid="ignore"):
            log_rate = np.where(seen, np.log(rate), 0.0)
        return (groups, fused, weights), (mean, var), (log_rate, np.where(seen, rate, 0.0))

    def _limit_tables(self, alpha: float) -> _Tables:
        table = self._stored
        if table.alpha != 0 and table.count_alpha != 0:
            return self._tables
        return self._tables_at(alpha if table.alpha == 0 else None, alpha if table.count_alpha == 0 else None)

    def _log_likelihood_T(self, X: NDArray[np.float64], tables: _Tables) -> FloatArray:
        (groups, fused, weights), (mean, var), count_tables = tables
        out: FloatArray = np.zeros((self.classes_.size, X.shape[0]))
        cat, cont, counts = self._groups[CATEGORICAL], self._groups[CONTINUOUS], self._groups[COUNT]
        for rows in row_blocks(X.shape[0], BLOCK_ROWS):
            block = X[rows]
            target = out[:, rows]
            if cat.size and groups is not None and fused is not None and weights is not None:  # (made together)
                values = block[:, cat]
                for q, edges in self._edges.items():  # a binned column: its bin is its level
                    column = values[:, q]
                    values[:, q] = np.where(np.isnan(column), np.nan, np.searchsorted(edges, column, side="right"))
                codes = _codes(values, self._levels, rows.start)
                for group, table, weight in zip(groups, fused, weights, strict=True):
                    key = codes[group[0]] * weight[0] + weight.sum()  # +1 per feature: slot 0 = missing
                    for j, w in zip(group[1:], weight[1:], strict=True):
                        key += codes[j] * w
                    target += np.take(table, key, axis=1)
            if cont.size:
                target += _normal_T(block[:, cont], mean, var)
            if counts.size:
                # PoissonNB's log-likelihood reads only its arguments: borrowed for the count columns
                target += PoissonNB._log_likelihood_T(cast(PoissonNB, self), block[:, counts], count_tables)
        return out


def _counts(feature: FeatureTable) -> FloatArray:
    """A feature's level counts for the zero-probability rule (a binned column: its probabilities, total 1)."""
    if feature.kind == BINNED:
        counts: FloatArray = np.nan_to_num(held(feature.probability), nan=1.0)
        return counts
    return held(feature.count)


def _totals(feature: FeatureTable) -> FloatArray:
    return np.ones(held(feature.probability).shape[0]) if feature.kind == BINNED else held(feature.total)


def _codes(block: FloatArray, levels: IntArray, first_row: int) -> IntArray:
    """The category codes of a block, feature-major (missing: -1); a ValueError for a code the table lacks."""
    values = np.where(np.isnan(block), -1.0, block)
    codes = values.astype(np.intp)
    bad = (codes != values) | (codes < -1) | (codes >= levels)
    if bad.any():
        r, j = np.argwhere(bad)[0]
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core",
                    "Row {0}: categorical feature {1} holds code {2}, but the look-up table has levels 0..{3} only.",
                ),
                first_row + r, j, format(block[r, j], "g"), int(levels[j]) - 1,
            )
        )  # fmt: skip
    return np.ascontiguousarray(codes.T)


def _normal_T(x: FloatArray, mean: FloatArray, var: FloatArray) -> FloatArray:
    """sum_j log N(x_j; μ_cj, σ²_cj) per class, class-major; a missing x or an unseen μ contributes factor 1."""
    out: FloatArray = np.empty((mean.shape[0], x.shape[0]))
    with np.errstate(invalid="ignore"):
        for k in range(mean.shape[0]):
            z = x - mean[k]
            z *= z
            z /= -2.0 * var[k]
            z -= 0.5 * (_LOG_2PI + np.log(var[k]))
            out[k] = np.nansum(z, axis=1) if np.isnan(z).any() else z.sum(axis=1)
    return out
