"""Gaussian class-conditional densities with full covariances: LDA, QDA and the plain Gaussian Bayes classifier.

Each class c has p(x|c) = N(x; mu_c, Sigma_c) and the score log P(c) + log p(x|c) (Zhou, *Machine
Learning* eq. 7.8); mu_c and Sigma_c are the maximum-likelihood estimates of §7.2 (eqs. 7.12-7.13). The three models
differ only in how Sigma_c is estimated from the per-class statistics (n_c, mu_c, scatter M_c):

* ``LDA``: one shared Sigma, whatever the prior: "mle" sum_c M_c / n, "unbiased" sum_c M_c / (n - K), or
  "prior-weighted" sum_c P(c) M_c / n_c (scikit-learn's ``solver="lsqr"``; "mle" when P(c) = n_c / n).
* ``QDA``: Sigma_c = (1 - r) M_c / n_c + r I (scikit-learn 1.9's ``QuadraticDiscriminantAnalysis``,
  whose per-class covariance is the maximum-likelihood one, divided by n_c).
* ``GaussianBayes``: Sigma_c = M_c / n_c + reg_covar I, the maximum-likelihood estimates.

The statistics merge exactly (see :mod:`bayesgui.core.discriminant_stats`), so ``partial_fit`` over
chunks equals ``fit``, and a saved model is its statistics.
"""

from __future__ import annotations

from collections.abc import Generator

import numpy as np

from bayesgui.core._generative import GenerativeClassifier, label
from bayesgui.core._validation import (
    as_2d_float,
    check_class_prior,
    check_n_features,
    check_non_negative_number,
    reject_huge,
)
from bayesgui.core.discriminant_missing import MISSING_CHOICES, em_fit_steps
from bayesgui.core.discriminant_stats import (
    GaussianBank,
    SingularCovarianceError,
    chunk_stats,
    complete_rows,
    describe_singular,
    empty_stats,
    factorize,
    log_density,
    merge_stats,
)
from bayesgui.core.note import Note, message_of
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

_FITTED = ("class_log_prior_", "priors_", "covariances_", "covariance_", "_bank")
_POOLED = ("mle", "unbiased", "prior-weighted")


class _GaussianDA(GenerativeClassifier):
    """Shared fitting and scoring of the full-covariance Gaussian classifiers (not used directly)."""

    _state_names = (*GenerativeClassifier._state_names, "means_", "scatter_")
    _shared = False
    #: rows per step of ``iter_fit`` (one merge of the statistics each)
    chunk_rows = 1 << 16

    # ------------------------------------------------------------------ fitting
    def _fit_steps(self, X, y) -> Generator[tuple[int, int], None, None]:
        """The statistics of ``chunk_rows`` complete rows at a time, yielding (rows done, rows); with
        ``missing="em"`` every row with an observed value, by EM (:mod:`bayesgui.core.discriminant_missing`)."""
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
        self._finalize(strict=True)

    def skipped_rows(self, X) -> np.ndarray:
        """Rows with a NaN, or with ``missing="em"`` only the rows with no observed value."""
        if self.missing == "em":
            return np.isnan(as_2d_float(X)).all(axis=1)
        return super().skipped_rows(X)

    def partial_fit(self, X, y, classes=None):
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
    def _density_block(self, X: np.ndarray) -> np.ndarray:
        return log_density(*self._bank.terms(X))

    def _explain_terms(self, row: np.ndarray):
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

    def _covariances(self, prior: np.ndarray) -> np.ndarray:
        raise NotImplementedError

    def _singular_message(self, k: int, exc: SingularCovarianceError) -> str:
        raise NotImplementedError


class LDA(_GaussianDA):
    """Linear discriminant analysis: Gaussian classes sharing one covariance matrix.

    Parameters
    ----------
    class_prior : array-like of shape (n_classes,), optional
        P(c); default: the class frequencies, smoothed by ``prior_alpha``.
    prior_alpha : float, default=0.0
    pooled : {"mle", "unbiased", "prior-weighted"}, default="mle"
        "mle": Sigma = sum_c M_c / n, the maximum-likelihood pooled covariance; "unbiased": sum_c M_c / (n - K);
        "prior-weighted": sum_c P(c) M_c / n_c, as scikit-learn's ``LinearDiscriminantAnalysis(solver="lsqr")``
        (same ``predict_proba`` to rounding; the same as "mle" when P(c) = n_c / n).
    missing : {"skip", "em"}, default="skip"
        Rows with a NaN: skipped, or used by EM (:mod:`bayesgui.core.discriminant_missing`).

    Attributes
    ----------
    classes_, class_count_ (complete rows per class), class_log_prior_, n_features_in_, n_skipped_
    priors_ : ndarray of shape (n_classes,)
        P(c) used in the scores: ``class_prior`` (a copy) or the (smoothed) class frequencies (scikit-learn's name).
    means_ : ndarray of shape (n_classes, n_features)
    scatter_ : ndarray of shape (n_classes, n_features, n_features)
        Centred scatter matrix M_c of each class (the stored statistics).
    covariance_ : ndarray of shape (n_features, n_features)
        The shared covariance.
    covariances_ : ndarray of shape (n_classes, n_features, n_features)
        ``covariance_`` repeated per class (the common layout of the Gaussian classifiers).
    """

    _shared = True

    def __init__(self, class_prior=None, prior_alpha=0.0, pooled="mle", missing="skip"):
        self.class_prior = class_prior
        self.prior_alpha = prior_alpha
        self.pooled = pooled
        self.missing = missing

    def _check_hyper(self) -> None:
        if self.pooled not in _POOLED:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "pooled must be one of {0}, got {1}."),
                    _POOLED, repr(self.pooled),
                )
            )

    def _covariances(self, prior):
        if self.pooled == "prior-weighted":
            cov = np.tensordot(prior / self.class_count_, self.scatter_, axes=1)
        elif self.pooled == "mle":
            cov = self.scatter_.sum(axis=0) / self.class_count_.sum()
        else:
            dof = self.class_count_.sum() - self.classes_.size
            if dof <= 0:
                raise ValueError(
                    Note(
                        QT_TRANSLATE_NOOP(
                            "core",
                            "pooled='unbiased' divides by n - K = {0}; add rows or use pooled='mle'.",
                        ),
                        int(dof),
                    )
                )
            cov = self.scatter_.sum(axis=0) / dof
        return np.repeat(cov[None], self.classes_.size, axis=0)

    def _singular_message(self, k, exc):
        n, n_classes = int(self.class_count_.sum()), self.classes_.size
        if n <= n_classes:
            return Note(
                QT_TRANSLATE_NOOP(
                    "core",
                    "The shared covariance is singular: LDA needs more complete rows than classes, but {0} rows "
                    "for {1} classes leave no spread within any class. Add rows.",
                ),
                n,
                n_classes,
            )
        return Note(
            QT_TRANSLATE_NOOP(
                "core",
                "The shared covariance is singular: {0} within every class. "
                "Drop the constant or duplicated column, add rows, or use QDA(reg_param > 0) or GaussianBayes.",
            ),
            describe_singular(exc),
        )


class QDA(_GaussianDA):
    """Quadratic discriminant analysis: each class its own Gaussian, shrunk towards the identity.

    Parameters
    ----------
    class_prior : array-like of shape (n_classes,), optional
    prior_alpha : float, default=0.0
    reg_param : float in [0, 1], default=0.0
        Sigma_c = (1 - reg_param) M_c / n_c + reg_param I, exactly scikit-learn 1.9's
        ``QuadraticDiscriminantAnalysis(reg_param=...)`` (same ``predict_proba`` to rounding). A class with
        no more rows than features, which scikit-learn's ``solver="svd"`` refuses whatever ``reg_param``,
        gets this full-rank Sigma_c here when reg_param > 0.
    missing : {"skip", "em"}, default="skip"
        Rows with a NaN: skipped, or used by EM (:mod:`bayesgui.core.discriminant_missing`).

    Attributes
    ----------
    classes_, class_count_, class_log_prior_, n_features_in_, n_skipped_, means_, scatter_
    priors_ : ndarray of shape (n_classes,)
        P(c) used in the scores: ``class_prior`` (a copy) or the (smoothed) class frequencies (scikit-learn's name).
    covariances_ : ndarray of shape (n_classes, n_features, n_features)
    """

    def __init__(self, class_prior=None, prior_alpha=0.0, reg_param=0.0, missing="skip"):
        self.class_prior = class_prior
        self.prior_alpha = prior_alpha
        self.reg_param = reg_param
        self.missing = missing

    def _check_hyper(self) -> None:
        r = check_non_negative_number(self.reg_param, "reg_param")
        if r > 1:
            raise ValueError(Note(QT_TRANSLATE_NOOP("core", "reg_param must lie in [0, 1], got {0}."), r))

    def _covariances(self, prior):
        r = float(self.reg_param)
        covs = (1.0 - r) * self.scatter_ / self.class_count_[:, None, None]
        covs += r * np.eye(self.n_features_in_)
        return covs

    def _singular_message(self, k, exc):
        n_k, d = int(self.class_count_[k]), self.n_features_in_
        if n_k == 1:
            rows = Note(QT_TRANSLATE_NOOP("core", "{0} complete row"), n_k)
        else:
            rows = Note(QT_TRANSLATE_NOOP("core", "{0} complete rows"), n_k)
        why = Note(QT_TRANSLATE_NOOP("core", "{0} for {1} features"), rows, d) if n_k <= d else describe_singular(exc)
        return Note(
            QT_TRANSLATE_NOOP(
                "core",
                "The covariance of class {0} is singular ({1}). Raise reg_param "
                "(e.g. 0.1), drop the constant or duplicated column, or add rows of that class.",
            ),
            label(self.classes_[k]),
            why,
        )


class GaussianBayes(_GaussianDA):
    """The Bayes classifier with maximum-likelihood Gaussian classes (full covariance each).

    Parameters
    ----------
    class_prior : array-like of shape (n_classes,), optional
    prior_alpha : float, default=0.0
    reg_covar : float, default=1e-9
        Added to the diagonal of every covariance (as ``GaussianMixture``), so a constant column or
        a class with fewer rows than features still gets a usable density.
    missing : {"skip", "em"}, default="skip"
        Rows with a NaN: skipped, or used by EM (:mod:`bayesgui.core.discriminant_missing`).

    Attributes
    ----------
    classes_, class_count_, class_log_prior_, n_features_in_, n_skipped_, means_, scatter_
    priors_ : ndarray of shape (n_classes,)
        P(c) used in the scores: ``class_prior`` (a copy) or the (smoothed) class frequencies (scikit-learn's name).
    covariances_ : ndarray of shape (n_classes, n_features, n_features)
        M_c / n_c + reg_covar I.
    """

    def __init__(self, class_prior=None, prior_alpha=0.0, reg_covar=1e-9, missing="skip"):
        self.class_prior = class_prior
        self.prior_alpha = prior_alpha
        self.reg_covar = reg_covar
        self.missing = missing

    def _check_hyper(self) -> None:
        check_non_negative_number(self.reg_covar, "reg_covar")

    def _check_pivots(self) -> bool:
        return float(self.reg_covar) == 0.0

    def _covariances(self, prior):
        covs = self.scatter_ / self.class_count_[:, None, None]
        covs += float(self.reg_covar) * np.eye(self.n_features_in_)
        return covs

    def _singular_message(self, k, exc):
        return (
            f"The covariance of class {label(self.classes_[k])} is singular ({describe_singular(exc)}). "
            "Raise reg_covar (e.g. 1e-6), drop the constant or duplicated column, or add rows of that class."
        )
