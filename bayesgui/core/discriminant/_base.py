"""The shared fitting and scoring of the full-covariance Gaussian classifiers (``LDA``, ``QDA``, ``GaussianBayes``).

``_GaussianDA`` keeps the per-class statistics (n_c, mu_c, scatter M_c; :mod:`bayesgui.core.discriminant.stats`),
merges them chunk by chunk (``fit``, ``partial_fit``) and turns them into P(c), Sigma_c and the Cholesky factors
that score log P(c) + log p(x|c) (Zhou eqs. 7.8, 7.12-7.13). Each model in
:mod:`bayesgui.core.discriminant.classifiers` only says how Sigma_c is estimated.
"""

from __future__ import annotations

import copy
from collections.abc import Generator
from typing import Self

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import BoolArray, Details, FloatArray
from bayesgui.core.base._validation import (
    as_2d_float,
    check_class_prior,
    check_n_features,
    reject_huge,
)
from bayesgui.core.discriminant._generative import GenerativeClassifier, label
from bayesgui.core.discriminant.missing import MISSING_CHOICES, em_fit_steps
from bayesgui.core.discriminant.stats import (
    GaussianBank,
    SingularCovarianceError,
    chunk_stats,
    complete_rows,
    empty_stats,
    factorize,
    log_density,
    merge_stats,
    unmerge_stats,
)
from bayesgui.core.note import Note, message_of
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

_FITTED = ("class_log_prior_", "priors_", "covariances_", "covariance_", "_bank")


class _GaussianDA(GenerativeClassifier):
    """Shared fitting and scoring of the full-covariance Gaussian classifiers (not used directly)."""

    _state_names = (*GenerativeClassifier._state_names, "means_", "scatter_")
    _shared = False
    # hyper-parameters every subclass takes
    class_prior: ArrayLike | None
    missing: str
    # fitted: the statistics, then what _finalize makes of them
    means_: FloatArray
    scatter_: FloatArray
    covariances_: FloatArray
    covariance_: FloatArray
    priors_: FloatArray
    n_iter_: int
    log_likelihood_history_: FloatArray
    _bank: GaussianBank
    _not_ready: str | None
    #: rows per step of ``iter_fit`` (one merge of the statistics each)
    chunk_rows = 1 << 16

    @property
    def supports_downdate(self) -> bool:
        """The parameters are a function of (count, mean, scatter) per class, unless EM filled missing values."""
        return self.missing != "em"

    # ------------------------------------------------------------------ fitting
    def _fit_steps(self, X: ArrayLike, y: ArrayLike) -> Generator[tuple[int, int], None, None]:
        """The statistics of ``chunk_rows`` complete rows at a time, yielding (rows done, rows); with
        ``missing="em"`` every row with an observed value, by EM (:mod:`bayesgui.core.discriminant.missing`)."""
        if self.missing not in MISSING_CHOICES:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "missing must be one of {0}, got {1}."),
                    MISSING_CHOICES, repr(self.missing),
                )
            )
        if self.missing == "em":
            yield from em_fit_steps(self, X, y)
            return
        classes, X, yk, skipped = self._training_data(X, y)
        self._check_hyper()
        n, d = X.shape
        stats = empty_stats(classes.size, d)
        for start in range(0, n, self.chunk_rows):
            rows = slice(start, min(start + self.chunk_rows, n))
            stats = merge_stats(stats, chunk_stats(X[rows], yk[rows], classes.size))
            yield rows.stop, n
        self.classes_, self.n_features_in_, self.n_skipped_ = classes, d, skipped
        self.class_count_, self.means_, self.scatter_ = stats
        try:
            self._finalize(strict=True)
        except np.linalg.LinAlgError:
            self._refuse_underflowed_variance(X, yk)
            raise

    def _refuse_underflowed_variance(self, X: np.ndarray, yk: np.ndarray) -> None:
        """Say why a class's variance is 0 when its values are not all equal (rather than "constant").

        A column holding values near +-1e308 is fitted in units of 2**1024 (``core/_scaling.py``); a class whose
        values there are ordinary (say -2.5 and 1.0) then has a variance near 1e-616 in those units, which is 0
        in float64. One covariance per class in one unit per column cannot hold both classes, so the fit is refused
        with the true reason and what helps.
        """
        if self._shared:  # the pooled scatter holds the large classes' spread too: not 0 for this reason
            return
        variances = np.diagonal(self.scatter_, axis1=1, axis2=2)
        for k, j in np.argwhere(~(variances > 0)):
            values = X[yk == k, j]
            if values.size > 1 and values.min() < values.max():
                raise np.linalg.LinAlgError(
                    Note(
                        QT_TRANSLATE_NOOP(
                            "core",
                            "The covariance of class {0} cannot be computed: feature {1} varies within that class, "
                            "but by so little next to the largest values of that column (other classes reach "
                            "{2} times more) that, in one unit for the whole column, its variance is below the "
                            "smallest float64 number and reads as 0. Rescale feature {1} (for example use its "
                            "logarithm), or regularise the covariances (QDA: reg_param > 0, GaussianBayes: "
                            "reg_covar > 0).",
                        ),
                        label(self.classes_[k]), int(j), f"{np.abs(X[:, j]).max() / np.abs(values).max():.1e}",
                    )
                )

    def skipped_rows(self, X: ArrayLike) -> BoolArray:
        """Rows with a NaN, or with ``missing="em"`` only the rows with no observed value."""
        if self.missing == "em":
            empty: BoolArray = np.all(np.isnan(as_2d_float(X)), axis=1)
            return empty
        return super().skipped_rows(X)

    def partial_fit(self, X: ArrayLike, y: ArrayLike, classes: ArrayLike | None = None) -> Self:
        """Add a chunk of rows to the per-class statistics (incremental learning).

        Chunk after chunk gives the model ``fit`` gives on all rows (to rounding). Until every class has
        enough rows for its covariance the model cannot predict (it says why).

        Parameters
        ----------
        X : array-like of shape (n_samples, n_features)
        y : array-like of shape (n_samples,)
        classes : array-like of shape (n_classes,), optional
            Every class that will ever be seen; needed on the first call unless that chunk holds them all.

        Returns
        -------
        self
        """
        with self._atomic_update():  # a rejected chunk leaves the model as it was
            X = as_2d_float(X)
            if "classes_" in vars(self):
                check_n_features(X, self.n_features_in_, type(self).__name__)
                X = self._scale_input(X)  # in the units of a scaled fit
            reject_huge(X)
            self._check_hyper()
            yk = self._partial_labels(y, classes, X.shape[0])
            if "class_count_" not in vars(self):
                self.n_features_in_, self.n_skipped_ = X.shape[1], 0
                self.class_count_, self.means_, self.scatter_ = empty_stats(self.classes_.size, X.shape[1])
            keep = complete_rows(X)
            if keep is not None:
                self.n_skipped_ += int(X.shape[0] - keep.sum())
                X, yk = X[keep], yk[keep]
            chunk = chunk_stats(X, yk, self.classes_.size)
            self.class_count_, self.means_, self.scatter_ = merge_stats(
                (self.class_count_, self.means_, self.scatter_), chunk
            )
            self._finalize(strict=False)
        return self

    def downdate(self, X_fold: ArrayLike, y_fold: ArrayLike, finalize: bool = True) -> Self:
        """The model without the rows ``X_fold``: their (count, mean, scatter) taken out of the statistics (Chan's
        merge reversed), then finalised (see ``ModelQuestions``; ``finalize=False``: the statistics only)."""
        self._check_fitted()
        yk = np.searchsorted(self.classes_, y_fold)
        X = np.asarray(X_fold, dtype=np.float64)
        if self._exponent is not None:  # in the units of the full fit
            X = self._scale_input(X)
        keep = complete_rows(X)
        skipped = 0
        if keep is not None:
            skipped = int(X.shape[0] - keep.sum())
            X, yk = X[keep], yk[keep]
        whole = (self.class_count_, self.means_, self.scatter_)
        n_a, m_a, scatter = unmerge_stats(whole, chunk_stats(X, yk, self.classes_.size))
        model = copy.copy(self)
        model.__dict__ = dict(vars(self))
        model.class_count_, model.means_, model.scatter_ = n_a, m_a, scatter
        model.n_skipped_ = self.n_skipped_ - skipped
        if finalize:
            model._finalize(strict=True)
        return model

    def _restore(self) -> None:
        self._check_hyper()
        self._finalize(strict=True)

    def _finalize(self, strict: bool) -> None:
        """Recompute the prior, covariances and Cholesky factors from the statistics (Zhou eqs. 7.12-7.13).

        A singular covariance raises ``numpy.linalg.LinAlgError`` (a ValueError) saying which class or
        feature and the fix; with ``strict=False`` (``partial_fit``) the model waits, saying why, instead.
        """
        for name in _FITTED:
            self.__dict__.pop(name, None)
        try:
            self._require_rows(
                self.classes_,
                self.class_count_,
                1,
                Note(QT_TRANSLATE_NOOP("core", "its mean and covariance need at least 1")),
                QT_TRANSLATE_NOOP("core", "add rows of that class, fill its missing values, or drop the class"),
            )
            log_prior = self._log_prior(self.class_count_)
            prior = np.exp(log_prior)
            covs = self._covariances(prior)
            count = 1 if self._shared else covs.shape[0]
            chols, log_dets = np.empty_like(covs), np.empty(covs.shape[0])
            for k in range(count):
                try:
                    chols[k], log_dets[k] = factorize(covs[k], check=self._check_pivots())
                except SingularCovarianceError as exc:  # LinAlgError, a ValueError, as scikit-learn's QDA raises
                    raise np.linalg.LinAlgError(self._singular_message(k, exc)) from None
            if self._shared:
                chols[:], log_dets[:] = chols[0], log_dets[0]
        except ValueError as exc:
            if strict:
                self._not_ready = None
                raise
            self._not_ready = Note(QT_TRANSLATE_NOOP("core", "The model cannot predict yet: {0}"), message_of(exc))
            return
        self._not_ready = None
        self.covariances_ = covs
        if self._shared:
            self.covariance_ = covs[0].copy()
        self._bank = GaussianBank(self.means_, covs, self._shared, chols, log_dets)
        self.class_log_prior_ = log_prior
        if self.class_prior is not None:  # exactly as given (a copy), not exp(log(P(c)))
            prior = check_class_prior(self.class_prior, self.classes_.size).copy()
        self.priors_ = prior

    # ------------------------------------------------------------------ scoring
    def _density_block(self, X: FloatArray) -> FloatArray:
        return log_density(*self._bank.terms(X))

    def _explain_terms(self, row: FloatArray) -> tuple[list[tuple[str, FloatArray]], Details]:
        maha, log_det, n_obs = self._bank.terms(row)
        k = self.classes_.size
        terms = [
            ("log_norm", np.full(k, -0.5 * np.log(2.0 * np.pi) * n_obs[0])),
            ("log_det", -0.5 * log_det[:, 0]),
            ("mahalanobis", -0.5 * maha[:, 0]),
        ]
        details = {
            "mean": np.where(np.isnan(row[0]), np.nan, self.means_),
            "mahalanobis_sq": maha[:, 0].copy(),
            "log_det": log_det[:, 0].copy(),
            "covariance": "shared" if self._shared else "per class",
            "covariances": self.covariances_.copy(),  # Σ_c of every class (the same Σ for LDA)
            "n_observed": int(n_obs[0]),
        }
        return terms, details

    # ------------------------------------------------------------------ hooks
    def _check_hyper(self) -> None:
        """Validate the hyper-parameters (raises ValueError)."""

    def _check_pivots(self) -> bool:
        """Whether a tiny Cholesky pivot counts as singular (GaussianBayes: only without reg_covar)."""
        return True

    def _covariances(self, prior: FloatArray) -> FloatArray:
        raise NotImplementedError

    def _singular_message(self, k: int, exc: SingularCovarianceError) -> str:
        raise NotImplementedError
