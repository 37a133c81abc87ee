"""Naive Bayes for count features: one Poisson rate per class and feature.

The naive Bayes score of Zhou, *Machine Learning* eq. 7.15 with P(x_j|c) = Poisson(x_j; rate_cj); the
maximum-likelihood rate (Zhou §7.2, eq. 7.11) is the class's mean count.
"""

from __future__ import annotations

from typing import TypeAlias

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import BoolArray, Details, FloatArray, IntArray
from bayesgui.core.base._blocks import one_hot_T, row_blocks
from bayesgui.core.base._logspace import xlogy_dot_T
from bayesgui.core.base._validation import as_2d_float, check_non_negative_number, reject_huge
from bayesgui.core.naive_bayes._base import BaseNB
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

_Tables: TypeAlias = tuple[FloatArray, FloatArray]  # (log rate, rate)


class PoissonNB(BaseNB[_Tables, np.float64]):
    """Naive Bayes with P(x_j = k | c) = Poisson(k; rate_cj) = rate^k e^-rate / k!.

    The maximum-likelihood rate is the mean count of the class; BayesGUI smooths it as
    rate_cj = (sum of x_j over class c + alpha) / |D_c|, the posterior mean under a Gamma(alpha, 0)
    prior, so that a feature that is always 0 in a class does not give log 0 for a positive count.

    Parameters
    ----------
    alpha : float, default=1.0
        Pseudo-count added to each class's total; 0 gives the maximum-likelihood rate.
    prior_alpha : float, default=0.0
    class_prior : array-like of shape (n_classes,), optional

    Notes
    -----
    NaN marks a missing count: it is left out of the class's total and count, and its factor is
    skipped. Non-integer counts are accepted (k! is read as Gamma(k + 1)).

    Attributes
    ----------
    classes_ : ndarray of shape (n_classes,)
    class_count_ : ndarray of shape (n_classes,)
    class_log_prior_ : ndarray of shape (n_classes,)
    rate_ : ndarray of shape (n_classes, n_features)
    feature_count_ : ndarray of shape (n_classes, n_features)
        Observed (non-missing) values per class and feature.
    feature_sum_ : ndarray of shape (n_classes, n_features)
    """

    _state_names = (*BaseNB._state_names, "feature_count_", "feature_sum_")
    feature_count_: FloatArray
    feature_sum_: FloatArray
    rate_: FloatArray
    _input_tags = frozenset({"allow_nan", "positive_only"})
    _factor_kind = "pmf"
    feature_kind = "count"

    def __init__(self, alpha: float = 1.0, prior_alpha: float = 0.0, class_prior: ArrayLike | None = None) -> None:
        self.alpha = alpha
        self.prior_alpha = prior_alpha
        self.class_prior = class_prior

    def _convert_X(self, X: ArrayLike, fitting: bool) -> FloatArray:
        X = as_2d_float(X)
        if np.any(np.isinf(X)) or np.nanmin(X, initial=0.0) < 0:
            r, c = np.argwhere(np.isinf(X) | (X < 0))[0]
            what = "Negative values in data passed to PoissonNB" if X[r, c] < 0 else "An infinite count"
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "{0}: X holds {1} at row {2}, column {3}; counts must be finite and >= 0 (NaN = missing).",
                    ),
                    what, X[r, c], r, c,
                )
            )
        reject_huge(X)
        return X

    def _reset_stats(self, X: FloatArray) -> None:
        shape = (self.classes_.size, X.shape[1])
        self.feature_count_ = np.zeros(shape)
        self.feature_sum_ = np.zeros(shape)

    def _update_stats(self, X: FloatArray, yk: IntArray, first_row: int = 0) -> None:
        for rows in row_blocks(X.shape[0]):
            block = X[rows]
            observed = ~np.isnan(block)
            one_hot = one_hot_T(yk[rows], self.classes_.size)
            self.feature_count_ += one_hot @ observed
            self.feature_sum_ += one_hot @ np.where(observed, block, 0.0)

    def _compute_params(self) -> None:
        alpha = check_non_negative_number(self.alpha, "alpha")
        with np.errstate(divide="ignore", invalid="ignore"):
            self.rate_ = np.where(self.feature_count_ > 0, (self.feature_sum_ + alpha) / self.feature_count_, np.nan)
        self._tables = self._tables_for(alpha)

    def _tables_for(self, alpha: float) -> _Tables:
        """(log rate, rate), with 0 for both where a class never observed the feature (factor 1)."""
        seen = self.feature_count_ > 0
        with np.errstate(divide="ignore", invalid="ignore"):
            rate = np.where(seen, (self.feature_sum_ + alpha) / self.feature_count_, 0.0)
            log_rate = np.where(seen, np.log(rate), 0.0)
        return log_rate, rate

    def _limit_tables(self, alpha: float) -> _Tables:
        return self._tables_for(alpha) if float(self.alpha) == 0 else self._tables

    def _log_likelihood_T(self, X: FloatArray, tables: _Tables) -> FloatArray:
        log_rate, rate = tables
        observed = ~np.isnan(X)
        counts = np.where(observed, X, 0.0)
        from scipy.special import gammaln  # imported when first needed: scipy costs ~0.2 s at start-up

        out = xlogy_dot_T(log_rate, counts)
        out -= rate @ observed.T
        out -= gammaln(counts + 1.0).sum(axis=1)
        return out

    def _explain_factors(self, row: FloatArray) -> tuple[FloatArray, BoolArray, list[Details]]:
        from scipy.special import gammaln  # imported when first needed: scipy costs ~0.2 s at start-up

        x = row[0]
        skipped = np.isnan(x)
        log_rate, rate = self._tables
        with np.errstate(invalid="ignore"):
            log_pmf = np.where(x > 0, x * log_rate, 0.0) - rate - gammaln(x + 1.0)
        log_factors = np.where(skipped, 0.0, log_pmf)
        details = [  # rate = (Σx + α) / n
            {
                "rate": self.rate_[:, j].copy(),
                "count_sum": self.feature_sum_[:, j].copy(),
                "n": self.feature_count_[:, j].copy(),
                "alpha": float(self.alpha),
            }
            for j in range(x.size)
        ]
        return log_factors, skipped, details
