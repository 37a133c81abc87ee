"""The look-up table of naive Bayes (Zhou, *Machine Learning* §7.3, 查表): every P(c) and P(x_i|c) computed once.

When prediction must be fast, every probability estimate is computed in advance and stored, so that predicting a
sample only looks its values up. ``LookupTable.of(model)`` stores, per class, P(c) and for each feature:

* categorical: P(x_i = v | c) for every level v (and the counts |D_c,v|, |D_c| behind it, for printing and for
  the zero-probability rule when λ = 0);
* continuous: the class's μ and σ² (a normal density is a formula of two numbers; it cannot be tabulated
  exactly);
* count: the class's Poisson rate.

``predict_proba`` (and ``predict``, ``predict_joint_log_proba``) read only the table; they equal the model's own
predictions to rounding. The table is exported by :mod:`bayesgui.report.lookup_table` (CSV, HTML) and read back by
:mod:`bayesgui.data.saved.lookup_file`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np

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

__all__ = ["FeatureTable", "LookupTable"]

CATEGORICAL, CONTINUOUS, COUNT = "categorical", "continuous", "count"


@dataclass(frozen=True, eq=False)
class FeatureTable:
    """One feature's part of the table; arrays are class-major (one row per class).

    ``probability`` (K, L), ``count`` (K, L) and ``total`` (K,) for a categorical feature; ``mean`` and
    ``variance`` (K,) for a continuous one (NaN: the class never showed a value, factor 1); ``rate`` and ``total`` (the
    observed values, K,) for a count (NaN likewise). ``exponent``: the model works with the column as x / 2**exponent.
    """

    kind: str
    probability: np.ndarray | None = None
    count: np.ndarray | None = None
    total: np.ndarray | None = None
    mean: np.ndarray | None = None
    variance: np.ndarray | None = None
    rate: np.ndarray | None = None
    exponent: int = 0


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

    classes: np.ndarray
    prior: np.ndarray
    features: tuple[FeatureTable, ...]
    alpha: float = 1.0
    count_alpha: float = 1.0

    @classmethod
    def of(cls, model) -> LookupTable:
        """The table of a fitted ``MixedNB``, ``CategoricalNB``, ``GaussianNB`` or ``PoissonNB``."""
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
        parts = model.parts_ if isinstance(model, MixedNB) else [("", np.arange(model.n_features_in_), model)]
        alpha = count_alpha = 1.0
        for _, columns, part in parts:
            for i, j in enumerate(columns):
                features[j] = _feature_table(part, i, int(exponent[j]))
            if isinstance(part, CategoricalNB):
                alpha = float(part.alpha)
            if isinstance(part, PoissonNB):
                count_alpha = float(part.alpha)
        return cls(model.classes_.copy(), np.exp(model.class_log_prior_), tuple(features), alpha, count_alpha)

    # ------------------------------------------------------------------ prediction
    @cached_property
    def scorer(self) -> _TableNB:
        """The estimator that scores rows from the table alone (``predict_proba``, ``predict``, ``explain``-free)."""
        return _TableNB(self)

    def predict_proba(self, X) -> np.ndarray:
        """P(c|x) read from the table; shape (n_samples, K)."""
        return self.scorer.predict_proba(X)

    def predict(self, X) -> np.ndarray:
        return self.scorer.predict(X)

    def predict_joint_log_proba(self, X) -> np.ndarray:
        return self.scorer.predict_joint_log_proba(X)

    @property
    def n_entries(self) -> int:
        """How many numbers the table stores (its size in the learning-mode comparison)."""
        stored = self.prior.size
        for f in self.features:
            stored += sum(a.size for a in (f.probability, f.mean, f.variance, f.rate) if a is not None)
        return int(stored)


def _feature_table(part, i: int, exponent: int) -> FeatureTable:
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
    return FeatureTable(COUNT, rate=part.rate_[:, i].copy(), total=part.feature_count_[:, i].copy())


class _TableNB(BaseNB):
    """Naive Bayes whose every factor is read from a ``LookupTable`` (it inherits predict, the zero rule)."""

    def __init__(self, table: LookupTable | None = None):
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
        self._groups = {kind: np.flatnonzero(kinds == kind) for kind in (CATEGORICAL, CONTINUOUS, COUNT)}
        self._levels = np.array([table.features[j].probability.shape[1] for j in self._groups[CATEGORICAL]])
        self._tables = self._tables_at(None, None)

    def get_params(self, deep: bool = True) -> dict:
        return {"table": self.table}

    def _convert_X(self, X, fitting: bool) -> np.ndarray:
        X = as_2d_float(X)
        check_n_features(X, self.n_features_in_, "LookupTable")
        return X

    def _tables_at(self, alpha: float | None, count_alpha: float | None):
        """(categorical fused tables, continuous (μ, σ²), count (log rate, rate)); ``alpha``, ``count_alpha``: the
        tables at that vanishing smoothing (the zero-probability rule), None: as stored."""
        features = self.table.features
        cat = self._groups[CATEGORICAL]
        fused = weights = groups = None
        if cat.size:
            if alpha is None:
                with np.errstate(divide="ignore"):
                    logs = [np.log(features[j].probability) for j in cat]
                flat = np.concatenate([np.hstack([np.zeros((len(self.classes_), 1)), t]) for t in logs], axis=1)
            else:
                stub = CategoricalNB(alpha=alpha)
                stub.n_categories_ = self._levels
                stub.flat_count_ = np.hstack([features[j].count for j in cat])
                stub.class_feature_count_ = np.column_stack([features[j].total for j in cat])
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

    def _limit_tables(self, alpha: float):
        table = self.table
        if table.alpha != 0 and table.count_alpha != 0:
            return self._tables
        return self._tables_at(alpha if table.alpha == 0 else None, alpha if table.count_alpha == 0 else None)

    def _log_likelihood_T(self, X: np.ndarray, tables) -> np.ndarray:
        (groups, fused, weights), (mean, var), count_tables = tables
        out = np.zeros((self.classes_.size, X.shape[0]))
        cat, cont, counts = self._groups[CATEGORICAL], self._groups[CONTINUOUS], self._groups[COUNT]
        for rows in row_blocks(X.shape[0], BLOCK_ROWS):
            block = X[rows]
            target = out[:, rows]
            if cat.size:
                codes = _codes(block[:, cat], self._levels, rows.start)
                for group, table, weight in zip(groups, fused, weights, strict=True):
                    key = codes[group[0]] * weight[0] + weight.sum()  # +1 per feature: slot 0 = missing
                    for j, w in zip(group[1:], weight[1:], strict=True):
                        key += codes[j] * w
                    target += np.take(table, key, axis=1)
            if cont.size:
                target += _normal_T(block[:, cont], mean, var)
            if counts.size:
                target += PoissonNB._log_likelihood_T(self, block[:, counts], count_tables)
        return out


def _codes(block: np.ndarray, levels: np.ndarray, first_row: int) -> np.ndarray:
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


def _normal_T(x: np.ndarray, mean: np.ndarray, var: np.ndarray) -> np.ndarray:
    """sum_j log N(x_j; μ_cj, σ²_cj) per class, class-major; a missing x or an unseen μ contributes factor 1."""
    out = np.empty((mean.shape[0], x.shape[0]))
    with np.errstate(invalid="ignore"):
        for k in range(mean.shape[0]):
            z = x - mean[k]
            z *= z
            z /= -2.0 * var[k]
            z -= 0.5 * (_LOG_2PI + np.log(var[k]))
            out[k] = np.nansum(z, axis=1) if np.isnan(z).any() else z.sum(axis=1)
    return out
