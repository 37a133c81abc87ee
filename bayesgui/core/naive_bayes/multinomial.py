"""Multinomial naive Bayes: a bag of word counts.

The naive Bayes score of Zhou, *Machine Learning* eq. 7.15 with one word probability per class, each
word's count a factor; the probabilities are the smoothed frequencies of Li Hang, *Statistical
Learning Methods* eq. 4.10 (alpha = 0: the maximum-likelihood frequency of eq. 4.9).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import BoolArray, Details, FloatArray, IntArray, NumberArray
from bayesgui.core.base._blocks import one_hot_T, row_blocks
from bayesgui.core.base._logspace import xlogy_dot_T
from bayesgui.core.base._validation import as_2d, check_non_negative_number, reject_huge
from bayesgui.core.naive_bayes._base import BaseNB
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP


class MultinomialNB(BaseNB[FloatArray, np.number[Any] | np.bool_]):
    """Naive Bayes for count vectors (e.g. word counts of a document).

    P(word j | c) = (N_cj + alpha) / (N_c + n_features * alpha), where N_cj is the total count of word
    j in class c and N_c the total of all words in class c. The log joint of a sample x is
    log P(c) + sum_j x_j log P(word j | c), as in scikit-learn (the multinomial coefficient, the same
    for every class, is left out).

    Parameters
    ----------
    alpha : float, default=1.0
        Additive (Laplace / Lidstone) smoothing; 0 gives the maximum-likelihood estimate.
    prior_alpha : float, default=0.0
    class_prior : array-like of shape (n_classes,), optional

    Attributes
    ----------
    classes_ : ndarray of shape (n_classes,)
    class_count_ : ndarray of shape (n_classes,)
    class_log_prior_ : ndarray of shape (n_classes,)
    feature_count_ : ndarray of shape (n_classes, n_features)
    feature_log_prob_ : ndarray of shape (n_classes, n_features)
    """

    _state_names = (*BaseNB._state_names, "feature_count_")
    feature_count_: FloatArray
    feature_log_prob_: FloatArray
    _input_tags = frozenset({"positive_only"})
    _poor_score = True  # as scikit-learn's MultinomialNB: Gaussian blobs are not word counts
    _factor_kind = "word"

    def __init__(self, alpha: float = 1.0, prior_alpha: float = 0.0, class_prior: ArrayLike | None = None) -> None:
        self.alpha = alpha
        self.prior_alpha = prior_alpha
        self.class_prior = class_prior

    def _convert_X(self, X: ArrayLike, fitting: bool) -> NumberArray:
        X = as_2d(X)
        reject_huge(X)
        return X

    def _reset_stats(self, X: NumberArray) -> None:
        self.feature_count_ = np.zeros((self.classes_.size, X.shape[1]))

    def _update_stats(self, X: NumberArray, yk: IntArray, first_row: int = 0) -> None:
        for rows in row_blocks(X.shape[0]):
            block = np.asarray(X[rows], dtype=np.float64)
            if block.min() < 0:
                r, c = np.argwhere(block < 0)[0]
                raise ValueError(
                    Note(
                        QT_TRANSLATE_NOOP(
                            "core",
                            "Negative values in data passed to MultinomialNB: X holds the negative count {0} at row "
                            "{1}, column {2}; multinomial naive Bayes needs counts >= 0.",
                        ),
                        block[r, c], first_row + rows.start + r, c,
                    )
                )
            with np.errstate(invalid="ignore"):  # NaN or inf is reported just below
                total = one_hot_T(yk[rows], self.classes_.size) @ block
            if not np.isfinite(total).all():
                raise ValueError(
                    Note(
                        QT_TRANSLATE_NOOP(
                            "core",
                            "X holds a missing or infinite count in rows {0}..{1}; multinomial naive Bayes needs "
                            "every count (fill missing counts with 0).",
                        ),
                        first_row + rows.start, first_row + rows.stop - 1,
                    )
                )
            self.feature_count_ += total

    def _compute_params(self) -> None:
        self._tables = self._tables_for(check_non_negative_number(self.alpha, "alpha"))
        self.feature_log_prob_ = self._tables

    def _tables_for(self, alpha: float) -> FloatArray:
        smoothed = self.feature_count_ + alpha
        with np.errstate(divide="ignore", invalid="ignore"):
            log_prob: FloatArray = np.log(smoothed) - np.log(smoothed.sum(axis=1, keepdims=True))
        empty = smoothed.sum(axis=1) == 0  # a class that has seen no words: uniform
        log_prob[empty] = -np.log(self.n_features_in_)
        return log_prob

    def _limit_tables(self, alpha: float) -> FloatArray:
        return self._tables_for(alpha) if float(self.alpha) == 0 else self._tables

    def _log_likelihood_T(self, X: NumberArray, tables: FloatArray) -> FloatArray:
        out: FloatArray = np.empty((tables.shape[0], X.shape[0]))
        for rows in row_blocks(X.shape[0]):
            out[:, rows] = xlogy_dot_T(tables, np.asarray(X[rows], dtype=np.float64))
        if not np.isfinite(out.max(axis=0)).all() and not np.isfinite(X).all():
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "X holds a missing or infinite count; fill missing counts with 0."),
                )
            )
        return out

    def _explain_factors(self, row: NumberArray) -> tuple[FloatArray, BoolArray, list[Details]]:
        x = np.asarray(row[0], dtype=np.float64)
        with np.errstate(invalid="ignore"):
            log_factors = np.where(x > 0, self._tables * x, 0.0)
        details = [
            {"word_prob": np.exp(self._tables[:, j]), "count": np.full(self.classes_.size, x[j])} for j in range(x.size)
        ]
        return log_factors, np.zeros(x.size, dtype=bool), details
