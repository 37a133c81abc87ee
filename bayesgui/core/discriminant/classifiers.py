"""Gaussian class-conditional densities with full covariances: LDA, QDA and the plain Gaussian Bayes classifier.

Each class c has p(x|c) = N(x; mu_c, Sigma_c) and the score log P(c) + log p(x|c) (Zhou, *Machine
Learning* eq. 7.8); mu_c and Sigma_c are the maximum-likelihood estimates of §7.2 (eqs. 7.12-7.13). The three models
differ only in how Sigma_c is estimated from the per-class statistics (n_c, mu_c, scatter M_c):

* ``LDA``: one shared Sigma, whatever the prior: "mle" sum_c M_c / n, "unbiased" sum_c M_c / (n - K), or
  "prior-weighted" sum_c P(c) M_c / n_c (scikit-learn's ``solver="lsqr"``; "mle" when P(c) = n_c / n).
* ``QDA``: Sigma_c = (1 - r) M_c / n_c + r I (scikit-learn 1.9's ``QuadraticDiscriminantAnalysis``,
  whose per-class covariance is the maximum-likelihood one, divided by n_c).
* ``GaussianBayes``: Sigma_c = M_c / n_c + reg_covar I, the maximum-likelihood estimates.

The statistics merge exactly (see :mod:`bayesgui.core.discriminant.stats`), so ``partial_fit`` over
chunks equals ``fit``, and a saved model is its statistics.
"""

from __future__ import annotations

from typing import Literal

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray
from bayesgui.core.base._validation import check_non_negative_number
from bayesgui.core.discriminant._base import _GaussianDA
from bayesgui.core.discriminant._generative import label
from bayesgui.core.discriminant.stats import SingularCovarianceError, describe_singular
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

_POOLED = ("mle", "unbiased", "prior-weighted")


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
        Rows with a NaN: skipped, or used by EM (:mod:`bayesgui.core.discriminant.missing`).

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

    def __init__(
        self,
        class_prior: ArrayLike | None = None,
        prior_alpha: float = 0.0,
        pooled: Literal["mle", "unbiased", "prior-weighted"] = "mle",
        missing: Literal["skip", "em"] = "skip",
    ) -> None:
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

    def _covariances(self, prior: FloatArray) -> FloatArray:
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

    def _singular_message(self, k: int, exc: SingularCovarianceError) -> str:
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


QDA_SINGULAR = QT_TRANSLATE_NOOP(
    "core",
    "The covariance of class {0} is singular ({1}). Raise {2} (e.g. 0.1), drop the constant or duplicated column, "
    "or add rows of that class.",
)
"""QDA's refusal of a singular class covariance: {2} is the shrinkage setting (its name here, its label in the
window: ``tasks.fit_errors``)."""


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
        Rows with a NaN: skipped, or used by EM (:mod:`bayesgui.core.discriminant.missing`).

    Attributes
    ----------
    classes_, class_count_, class_log_prior_, n_features_in_, n_skipped_, means_, scatter_
    priors_ : ndarray of shape (n_classes,)
        P(c) used in the scores: ``class_prior`` (a copy) or the (smoothed) class frequencies (scikit-learn's name).
    covariances_ : ndarray of shape (n_classes, n_features, n_features)
    """

    def __init__(
        self,
        class_prior: ArrayLike | None = None,
        prior_alpha: float = 0.0,
        reg_param: float = 0.0,
        missing: Literal["skip", "em"] = "skip",
    ) -> None:
        self.class_prior = class_prior
        self.prior_alpha = prior_alpha
        self.reg_param = reg_param
        self.missing = missing

    def _check_hyper(self) -> None:
        r = check_non_negative_number(self.reg_param, "reg_param")
        if r > 1:
            raise ValueError(Note(QT_TRANSLATE_NOOP("core", "reg_param must lie in [0, 1], got {0}."), r))

    def _covariances(self, prior: FloatArray) -> FloatArray:
        r = float(self.reg_param)
        covs = (1.0 - r) * self.scatter_ / self.class_count_[:, None, None]
        covs += r * np.eye(self.n_features_in_)
        return covs

    def _singular_message(self, k: int, exc: SingularCovarianceError) -> str:
        n_k, d = int(self.class_count_[k]), self.n_features_in_
        if n_k == 1:
            rows = Note(QT_TRANSLATE_NOOP("core", "{0} complete row"), n_k)
        else:
            rows = Note(QT_TRANSLATE_NOOP("core", "{0} complete rows"), n_k)
        why = Note(QT_TRANSLATE_NOOP("core", "{0} for {1} features"), rows, d) if n_k <= d else describe_singular(exc)
        return Note(QDA_SINGULAR, label(self.classes_[k]), why, "reg_param")  # (the window names the setting)


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
        Rows with a NaN: skipped, or used by EM (:mod:`bayesgui.core.discriminant.missing`).

    Attributes
    ----------
    classes_, class_count_, class_log_prior_, n_features_in_, n_skipped_, means_, scatter_
    priors_ : ndarray of shape (n_classes,)
        P(c) used in the scores: ``class_prior`` (a copy) or the (smoothed) class frequencies (scikit-learn's name).
    covariances_ : ndarray of shape (n_classes, n_features, n_features)
        M_c / n_c + reg_covar I.
    """

    def __init__(
        self,
        class_prior: ArrayLike | None = None,
        prior_alpha: float = 0.0,
        reg_covar: float = 1e-9,
        missing: Literal["skip", "em"] = "skip",
    ) -> None:
        self.class_prior = class_prior
        self.prior_alpha = prior_alpha
        self.reg_covar = reg_covar
        self.missing = missing

    def _check_hyper(self) -> None:
        check_non_negative_number(self.reg_covar, "reg_covar")

    def _check_pivots(self) -> bool:
        return float(self.reg_covar) == 0.0

    def _covariances(self, prior: FloatArray) -> FloatArray:
        covs = self.scatter_ / self.class_count_[:, None, None]
        covs += float(self.reg_covar) * np.eye(self.n_features_in_)
        return covs

    def _singular_message(self, k: int, exc: SingularCovarianceError) -> str:
        return (
            f"The covariance of class {label(self.classes_[k])} is singular ({describe_singular(exc)}). "
            "Raise reg_covar (e.g. 1e-6), drop the constant or duplicated column, or add rows of that class."
        )
