"""The scorer of a look-up table (:mod:`bayesgui.core.learning.lookup`): naive Bayes whose every factor is read from
the table, never estimated; its ``explain`` says, factor by factor, which row and column of the table it read.

The explanation's factor kinds (``Explanation.feature_kinds``): "table" (a categorical or binned column: the entry
of the value's row, details "entry" per class and the row: "code", or "bin" (from 1) with its edges "low" and
"high" in the column's units), "table_density" (a continuous column: the normal density with μ and σ² read from
the table's rows μ and σ²) and "table_pmf" (a count column: the Poisson pmf with the rate read from the table's
row λ). Every P(c) is read from the table's row P(c) (``prior_detail`` {"table": True}).
"""

from __future__ import annotations

import dataclasses
from typing import Any, Protocol, TypeAlias, cast

import numpy as np
from numpy.typing import ArrayLike, NDArray

from bayesgui.core.array_types import BoolArray, Details, FloatArray, IntArray, Labels
from bayesgui.core.base._blocks import BLOCK_ROWS, row_blocks
from bayesgui.core.base._validation import as_2d_float, check_n_features
from bayesgui.core.base.explanation import Explanation
from bayesgui.core.learning.feature_table import BINNED, CATEGORICAL, CONTINUOUS, COUNT, FeatureTable, held
from bayesgui.core.naive_bayes._base import BaseNB
from bayesgui.core.naive_bayes.categorical import CategoricalNB, _fuse_features, _fused_table, _key_weights
from bayesgui.core.naive_bayes.gaussian import _LOG_2PI
from bayesgui.core.naive_bayes.poisson import PoissonNB
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

__all__ = ["READ_FROM_TABLE_NOTE"]

READ_FROM_TABLE_NOTE = QT_TRANSLATE_NOOP(
    "report",
    "Look-up table: every number above is read from the table, nothing is estimated now; T[row, column] is the "
    "entry in that row of the feature's table and that class's column.",
)


class _Table(Protocol):
    """What the scorer reads of a ``LookupTable`` (named here: the table's module imports this one)."""

    @property
    def classes(self) -> Labels: ...
    @property
    def prior(self) -> FloatArray: ...
    @property
    def features(self) -> tuple[FeatureTable, ...]: ...
    @property
    def alpha(self) -> float: ...
    @property
    def count_alpha(self) -> float: ...


#: (categorical: fused-feature groups, their tables and key weights, or None), (continuous: μ, σ²), (count: log rate,
#: rate)
_Tables: TypeAlias = tuple[
    tuple[list[IntArray] | None, list[FloatArray] | None, list[IntArray] | None],
    tuple[FloatArray, FloatArray],
    tuple[FloatArray, FloatArray],
]


class _TableNB(BaseNB[_Tables, np.float64]):
    """Naive Bayes whose every factor is read from a ``LookupTable`` (it inherits predict, the zero rule)."""

    def __init__(self, table: _Table | None = None) -> None:
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
    def _stored(self) -> _Table:
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

    # ------------------------------------------------------------------ explanation: every factor read from the table
    def _feature_kinds(self) -> list[str]:
        kinds = {CATEGORICAL: "table", BINNED: "table", CONTINUOUS: "table_density", COUNT: "table_pmf"}
        return [kinds[f.kind] for f in self._stored.features]

    def _prior_detail(self) -> dict[str, Any]:
        return {"table": True}

    def _explain(self, row: NDArray[np.float64], names: list[str]) -> Explanation:  # type: ignore[override]
        explanation = super()._explain(row, names)
        return dataclasses.replace(explanation, notes=[*explanation.notes, Note(READ_FROM_TABLE_NOTE)])

    def _explain_factors(self, row: NDArray[np.float64]) -> tuple[FloatArray, BoolArray, list[Details]]:
        """Each feature's factor as the table holds it, and the row it was read from (see the module docstring)."""
        from scipy.special import gammaln  # imported when first needed: scipy costs ~0.2 s at start-up

        x = row[0]
        n_classes = len(self.classes_)
        skipped = np.isnan(x)
        log_factors: FloatArray = np.zeros((n_classes, x.size))
        details: list[Details] = []
        for j, feature in enumerate(self._stored.features):
            if feature.kind in (CATEGORICAL, BINNED):
                probability = held(feature.probability)
                if feature.kind == BINNED:
                    edges = held(feature.edges)
                    code = int(np.searchsorted(edges, x[j], side="right")) if not skipped[j] else -1
                    bounds = np.ldexp(np.concatenate([[-np.inf], edges, [np.inf]]), feature.exponent)  # column units
                    where: Details = {"bin": code + 1, "low": bounds[code], "high": bounds[code + 1]}
                else:
                    code = int(x[j]) if not skipped[j] and x[j] >= 0 else -1
                    skipped[j] = code < 0
                    where = {"code": code}
                entry = probability[:, code] if code >= 0 else np.full(n_classes, np.nan)
                with np.errstate(divide="ignore"):
                    log_factors[:, j] = np.where(np.isnan(entry), 0.0, np.log(np.nan_to_num(entry, nan=1.0)))
                details.append({"entry": entry.copy(), **where})
            elif feature.kind == CONTINUOUS:
                mean, var = held(feature.mean), held(feature.variance)
                with np.errstate(invalid="ignore", divide="ignore"):
                    log_density = -0.5 * (_LOG_2PI + np.log(var)) - 0.5 * (x[j] - mean) ** 2 / var
                log_factors[:, j] = np.where(np.isnan(log_density), 0.0, log_density)
                details.append({"mean": mean.copy(), "var": var.copy(), "std": np.sqrt(var)})
            else:
                rate = held(feature.rate)
                seen = ~np.isnan(rate)  # a class that never showed a value: rate 0, 1/x! (as PoissonNB has it)
                with np.errstate(invalid="ignore", divide="ignore"):  # (0 × log 0: the x = 0 branch is taken)
                    log_rate = np.where(seen, np.log(rate), 0.0)
                    log_pmf = np.where(x[j] > 0, x[j] * log_rate, 0.0) - np.where(seen, rate, 0.0)
                log_factors[:, j] = log_pmf - gammaln(x[j] + 1.0)
                details.append({"rate": rate.copy()})
        log_factors[:, skipped] = 0.0
        return log_factors, skipped, details

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
    """A feature's level (or bin) counts for the zero-probability rule (a binned table read back from a file,
    without its counts: its probabilities, total 1)."""
    if feature.count is None:
        counts: FloatArray = np.nan_to_num(held(feature.probability), nan=1.0)
        return counts
    return feature.count


def _totals(feature: FeatureTable) -> FloatArray:
    return np.ones(held(feature.probability).shape[0]) if feature.total is None else feature.total


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
