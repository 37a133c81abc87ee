"""Fitting the Gaussian classifiers (LDA, QDA, Gaussian Bayes) on rows with missing coordinates, by EM.

The class of every row is known; its missing coordinates are the latent variables (Little & Rubin, ch. 11).
The E step fills each incomplete row of class c with E[x_m | x_o] under N(mu_c, Sigma_c) and adds the
conditional covariance to the class's scatter (see :mod:`bayesgui.core.mixture.missing`); the M step is the
model's own estimate from these statistics (pooled for LDA, shrunk for QDA, plus reg_covar for Gaussian Bayes),
so with maximum-likelihood estimates (LDA "mle", QDA reg_param = 0, Gaussian Bayes reg_covar = 0) the
observed-data log-likelihood never decreases. Without a NaN the statistics are the complete-data ones exactly.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Protocol

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray, IntArray, Labels
from bayesgui.core.base._validation import as_2d_float, reject_infinite, reject_infinite_or_huge
from bayesgui.core.discriminant.stats import chunk_stats
from bayesgui.core.mixture.missing import MissingScorer
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

MISSING_CHOICES = ("skip", "em")
EM_MAX_ITER = 1000
EM_TOL = 1e-13  # stop when the log-likelihood per row gains less


class _GaussianModel(Protocol):
    """What ``em_fit_steps`` reads and sets on an LDA, QDA or GaussianBayes (``_base._GaussianDA``, which imports
    this module)."""

    _fit_range_checked: bool
    classes_: Labels
    n_features_in_: int
    n_skipped_: int
    class_count_: FloatArray
    means_: FloatArray
    scatter_: FloatArray
    covariances_: FloatArray
    n_iter_: int
    log_likelihood_history_: FloatArray

    def _class_labels(self, y: ArrayLike, n_rows: int) -> tuple[Labels, IntArray]: ...
    def _check_hyper(self) -> None: ...
    def _finalize(self, strict: bool) -> None: ...


def em_fit_steps(model: _GaussianModel, X: ArrayLike, y: ArrayLike) -> Generator[tuple[int, int], None, None]:
    """Fit ``model`` (an LDA, QDA or GaussianBayes) on every row with at least one observed value.

    Yields (iterations done, most iterations); sets the fitted attributes, ``n_iter_`` and
    ``log_likelihood_history_`` (the observed-data log-likelihood of the parameters of every E step).
    """
    X = as_2d_float(X)
    if model._fit_range_checked:
        reject_infinite(X)
    else:
        reject_infinite_or_huge(X)
    classes, yk = model._class_labels(y, X.shape[0])
    model._check_hyper()
    used = ~np.isnan(X).all(axis=1)
    X, yk = X[used], yk[used]
    model.classes_, model.n_features_in_, model.n_skipped_ = classes, X.shape[1], int((~used).sum())
    members = [np.flatnonzero(yk == k) for k in range(classes.size)]
    if not np.isnan(X).any():
        model.class_count_, model.means_, model.scatter_ = chunk_stats(X, yk, classes.size)
        model._finalize(strict=True)
        model.n_iter_, model.log_likelihood_history_ = 0, np.empty(0)
        yield 1, 1
        return
    scorers = []
    for k, rows in enumerate(members):
        if rows.size == 0:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "Class {0} has no row with an observed value; add rows of that class."),
                    repr(classes[k]),
                )
            )
        scorers.append(MissingScorer(X[rows]))
    imputed = np.empty_like(X)
    for rows, scorer in zip(members, scorers, strict=True):
        imputed[rows] = scorer.imputed
    stats = chunk_stats(imputed, yk, classes.size)  # the start: every gap at its class's column mean
    history: list[float] = []
    for iteration in range(1, EM_MAX_ITER + 1):
        model.class_count_, model.means_, model.scatter_ = stats
        model._finalize(strict=True)
        count, means, scatter, total = np.empty(classes.size), np.empty_like(stats[1]), np.empty_like(stats[2]), 0.0
        for k, scorer in enumerate(scorers):
            one = slice(k, k + 1)
            _, log_norm, estimates = scorer.e_step(np.ones(1), model.means_[one], model.covariances_[one])
            assert estimates is not None, "with_stats=True gives the estimates"
            nk, mean, raw = estimates
            count[k], means[k], scatter[k] = nk[0], mean[0], raw[0] * nk[0]
            total += float(log_norm.sum())
        history.append(total)
        stats = (count, means, scatter)
        yield iteration, EM_MAX_ITER
        if len(history) > 1 and abs(history[-1] - history[-2]) < EM_TOL * X.shape[0]:
            break
    model.class_count_, model.means_, model.scatter_ = stats
    model._finalize(strict=True)
    model.n_iter_, model.log_likelihood_history_ = len(history), np.array(history)
