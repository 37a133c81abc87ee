"""Naive Bayes over a table whose columns are of different kinds (seed 002's "MergedNB")."""

from __future__ import annotations

import numpy as np

from bayesgui.core._validation import as_2d_float, check_n_features
from bayesgui.core.base import BaseNB
from bayesgui.core.categorical import CategoricalNB
from bayesgui.core.gaussian import GaussianNB
from bayesgui.core.poisson import PoissonNB

KINDS = ("categorical", "continuous", "count")


class MixedNB(BaseNB):
    """Naive Bayes in which each column's likelihood follows its kind.

    A categorical column uses ``CategoricalNB``'s smoothed frequencies, a continuous one
    ``GaussianNB``'s normal density, a count column ``PoissonNB``'s Poisson probability; their logs
    add up (the naive independence assumption) with one class prior.

    Parameters
    ----------
    kinds : sequence of {"categorical", "continuous", "count"}
        The kind of each column of X.
    alpha : float, default=1.0
        Smoothing of the categorical columns.
    prior_alpha : float, default=0.0
    class_prior : array-like of shape (n_classes,), optional
    n_categories : sequence of (int or None), optional
        Levels per column (None for non-categorical columns).
    variance : {"mle", "unbiased"}, default="mle"
    var_smoothing : float, default=1e-9
    count_alpha : float, default=1.0
        Smoothing of the Poisson rates.

    Notes
    -----
    X is one float array: category codes (0, 1, ...) in categorical columns, numbers elsewhere. A
    missing value (NaN, or the code -1) skips that column's factor for that sample, and is left out
    of the counts, means and variances at fitting time.

    Attributes
    ----------
    classes_, class_count_, class_log_prior_ : as the other models
    parts_ : list of (kind, ndarray of column indices, fitted estimator)
    """

    def __init__(
        self,
        kinds,
        alpha=1.0,
        prior_alpha=0.0,
        class_prior=None,
        n_categories=None,
        variance="mle",
        var_smoothing=1e-9,
        count_alpha=1.0,
    ):
        self.kinds = kinds
        self.alpha = alpha
        self.prior_alpha = prior_alpha
        self.class_prior = class_prior
        self.n_categories = n_categories
        self.variance = variance
        self.var_smoothing = var_smoothing
        self.count_alpha = count_alpha

    def _check_X(self, X, *, fitting: bool, first: bool = True) -> np.ndarray:
        X = as_2d_float(X)
        kinds = list(self.kinds)
        if X.shape[1] != len(kinds):
            raise ValueError(f"X has {X.shape[1]} columns but kinds names {len(kinds)}; give one kind per column.")
        if not (fitting and first):
            check_n_features(X, self.n_features_in_)
        return X

    def _new_part(self, kind: str, columns: np.ndarray):
        if kind == "categorical":
            levels = None
            if self.n_categories is not None:
                declared = [list(self.n_categories)[j] for j in columns]
                levels = [1 if n is None else n for n in declared]
            return CategoricalNB(alpha=self.alpha, n_categories=levels)
        if kind == "continuous":
            return GaussianNB(variance=self.variance, var_smoothing=self.var_smoothing)
        return PoissonNB(alpha=self.count_alpha)

    def _reset_stats(self, X: np.ndarray) -> None:
        kinds = np.asarray(list(self.kinds), dtype=object)
        unknown = sorted({k for k in kinds if k not in KINDS})
        if unknown:
            raise ValueError(f"Unknown column kinds {unknown}; each kind must be one of {KINDS}.")
        self.parts_ = []
        for kind in KINDS:
            columns = np.flatnonzero(kinds == kind)
            if columns.size:
                part = self._new_part(kind, columns)
                part.classes_ = self.classes_
                part._start(part._check_X(X[:, columns], fitting=True))
                self.parts_.append((kind, columns, part))

    def _update_stats(self, X: np.ndarray, yk: np.ndarray) -> None:
        for _, columns, part in self.parts_:
            part._update(part._check_X(X[:, columns], fitting=True), yk)

    def _compute_params(self) -> None:
        for _, _, part in self.parts_:
            part._finalize()
        self._tables = [part._tables for _, _, part in self.parts_]

    def _limit_tables(self, alpha: float):
        return [part._limit_tables(alpha) for _, _, part in self.parts_]

    def _log_likelihood_T(self, X: np.ndarray, tables) -> np.ndarray:
        out = np.zeros((self.classes_.size, X.shape[0]))
        for (_, columns, part), part_tables in zip(self.parts_, tables, strict=True):
            out += part._log_likelihood_T(part._check_X(X[:, columns], fitting=False), part_tables)
        return out

    def _explain_factors(self, row: np.ndarray):
        log_factors = np.zeros((self.classes_.size, row.shape[1]))
        skipped = np.zeros(row.shape[1], dtype=bool)
        details: list[dict] = [{} for _ in range(row.shape[1])]
        for _, columns, part in self.parts_:
            part_factors, part_skipped, part_details = part._explain_factors(
                part._check_X(row[:, columns], fitting=False)
            )
            log_factors[:, columns] = part_factors
            skipped[columns] = part_skipped
            for j, detail in zip(columns, part_details, strict=True):
                details[j] = detail
        return log_factors, skipped, details

    def _feature_kinds(self) -> list[str]:
        kinds = [""] * self.n_features_in_
        for _, columns, part in self.parts_:
            for j in columns:
                kinds[j] = part._factor_kind
        return kinds

    # a saved MixedNB is its parts' statistics
    def fitted_state(self) -> dict:
        state = super().fitted_state()
        state["parts"] = [part.fitted_state() for _, _, part in self.parts_]
        return state

    @classmethod
    def from_state(cls, params: dict, state: dict):
        model = cls(**params)
        model.classes_ = np.asarray(state["classes_"])
        model.n_features_in_ = int(state["n_features_in_"])
        model.class_count_ = np.asarray(state["class_count_"], dtype=np.float64)
        kinds = np.asarray(list(model.kinds), dtype=object)
        model.parts_ = []
        present = [k for k in KINDS if np.any(kinds == k)]
        for kind, part_state in zip(present, state["parts"], strict=True):
            columns = np.flatnonzero(kinds == kind)
            template = model._new_part(kind, columns)
            part = type(template).from_state(template.get_params(), part_state)
            model.parts_.append((kind, columns, part))
        model._finalize()
        return model
