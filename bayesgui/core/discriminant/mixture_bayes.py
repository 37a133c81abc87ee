"""The Bayes classifier whose class-conditional densities are Gaussian mixtures, fitted by EM per class.

The Bayes classifier of Zhou, *Machine Learning* eq. 7.8 with p(x|c) a Gaussian mixture, fitted by the
EM algorithm (Zhou §7.6, and §9.4.3 for Gaussian mixtures; Li Hang, *Statistical Learning Methods*
ch. 9, §9.3).

p(x|c) = sum_m pi_cm N(x; mu_cm, Sigma_cm), with one ``GaussianMixture`` fitted (by the EM core of
:mod:`bayesgui.core.mixture`) on the complete rows of each class; the score is log P(c) + log p(x|c).
A missing value is marginalised out exactly: the marginal of a mixture is the mixture of the
components' marginals, with the same weights.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Literal

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import BoolArray, Details, FloatArray, IntArray
from bayesgui.core.base._logspace import logsumexp_T
from bayesgui.core.base._validation import check_class_prior, check_int
from bayesgui.core.discriminant._generative import GenerativeClassifier
from bayesgui.core.discriminant.stats import GaussianBank, SingularCovarianceError, factorize, log_density
from bayesgui.core.mixture import GaussianMixture, MixtureParams
from bayesgui.core.mixture.params import check_covariance_type
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

_FITTED = ("class_log_prior_", "priors_", "mixtures_", "_bank", "_segments", "_log_weights")


class MixtureBayes(GenerativeClassifier):
    """One Gaussian mixture per class, each fitted by EM on that class's rows.

    Parameters
    ----------
    n_components : int, default=2
        Components per class (a class needs at least this many complete rows).
    covariance_type : {"full", "diag", "tied", "spherical"}, default="full"
    class_prior : array-like of shape (n_classes,), optional
    prior_alpha : float, default=0.0
        As in ``GaussianBayes``: P(c) = (count + prior_alpha) / (n + K prior_alpha) unless ``class_prior``.
    max_iter, tol, reg_covar, random_state
        Passed to every class's ``GaussianMixture`` (k-means++ initialisation, one run per class).

    Attributes
    ----------
    classes_, class_count_ (complete rows per class), class_log_prior_, n_features_in_, n_skipped_
    priors_ : ndarray of shape (n_classes,)
        P(c) used in the scores: ``class_prior`` (a copy) or the (smoothed) class frequencies (scikit-learn's name).
        Recomputed from ``class_count_`` and the parameters, so a saved model does not store it.
    mixtures_ : list of MixtureParams, one per class
    component_count_ : ndarray of int, shape (n_classes,)
        Components each class ended with (EM may remove one that lost every point).
    weights_ : ndarray of shape (n_classes, M)
        M = the largest component count; padded with 0.
    means_ : ndarray of shape (n_classes, M, n_features)
    covariances_ : ndarray of shape (n_classes, M, n_features, n_features)
        Full matrices whatever ``covariance_type``; padded with 0.
    n_iter_ : ndarray of int, shape (n_classes,)
    converged_ : ndarray of bool, shape (n_classes,)
    """

    _state_names = (
        *GenerativeClassifier._state_names,
        "component_count_",
        "weights_",
        "means_",
        "covariances_",
        "n_iter_",
        "converged_",
    )
    component_count_: IntArray
    weights_: FloatArray
    means_: FloatArray
    covariances_: FloatArray
    n_iter_: IntArray
    converged_: BoolArray
    mixtures_: list[MixtureParams]
    priors_: FloatArray
    _log_weights: FloatArray
    _segments: IntArray
    _bank: GaussianBank

    def __init__(
        self,
        n_components: int = 2,
        covariance_type: Literal["full", "diag", "tied", "spherical"] = "full",
        class_prior: ArrayLike | None = None,
        prior_alpha: float = 0.0,
        max_iter: int = 100,
        tol: float = 1e-3,
        reg_covar: float = 1e-6,
        random_state: int | np.random.Generator | np.random.RandomState | None = 0,
    ) -> None:
        self.n_components = n_components
        self.covariance_type = covariance_type
        self.class_prior = class_prior
        self.prior_alpha = prior_alpha
        self.max_iter = max_iter
        self.tol = tol
        self.reg_covar = reg_covar
        self.random_state = random_state

    # ------------------------------------------------------------------ fitting
    def _fit_steps(self, X: ArrayLike, y: ArrayLike) -> Generator[tuple[int, int], None, None]:
        """EM on each class in turn, yielding (iterations done, n_classes * max_iter).

        A class whose EM converges early jumps to the end of its ``max_iter`` share.
        """
        classes, X, yk, skipped = self._training_data(X, y)
        n_comp = check_int(self.n_components, "n_components", 1)
        max_iter = check_int(self.max_iter, "max_iter", 0)
        check_covariance_type(self.covariance_type)
        count = np.bincount(yk, minlength=classes.size).astype(np.float64)
        fix = QT_TRANSLATE_NOOP("core", "lower n_components to at most {0} or add rows of that class")
        self._require_rows(classes, count, n_comp, f"n_components = {n_comp}", fix)
        total = classes.size * max_iter
        mixtures: list[MixtureParams] = []
        n_iter: list[int] = []
        converged: list[bool] = []
        for k in range(classes.size):
            gm = GaussianMixture(
                n_components=n_comp,
                covariance_type=self.covariance_type,
                reg_covar=self.reg_covar,
                max_iter=max_iter,
                tol=self.tol,
                random_state=self.random_state,
            )
            for snapshot in gm.iter_fit(X[yk == k]):
                yield k * max_iter + snapshot.iteration, total
            if gm.n_iter_ < max_iter:
                yield (k + 1) * max_iter, total
            mixtures.append(gm.params_)
            n_iter.append(gm.n_iter_)
            converged.append(gm.converged_)
        self.classes_, self.n_features_in_, self.n_skipped_, self.class_count_ = classes, X.shape[1], skipped, count
        self.component_count_ = np.array([p.n_components for p in mixtures])
        width = int(self.component_count_.max())
        d = X.shape[1]
        self.weights_ = np.zeros((classes.size, width))
        self.means_ = np.zeros((classes.size, width, d))
        self.covariances_ = np.zeros((classes.size, width, d, d))
        for k, params in enumerate(mixtures):
            m = params.n_components
            self.weights_[k, :m], self.means_[k, :m], self.covariances_[k, :m] = (
                params.weights,
                params.means,
                params.covariances,
            )
        self.n_iter_, self.converged_ = np.array(n_iter), np.array(converged, dtype=bool)
        self._finalize()

    def _restore(self) -> None:
        self.component_count_ = self.component_count_.astype(int)
        self.n_iter_, self.converged_ = self.n_iter_.astype(int), self.converged_.astype(bool)
        self._finalize()

    def _finalize(self) -> None:
        """The prior (log and plain), each class's ``MixtureParams`` and the factorised components, from the stored
        arrays."""
        for name in _FITTED:
            self.__dict__.pop(name, None)
        self.mixtures_ = [
            MixtureParams(self.weights_[k, :m], self.means_[k, :m], self.covariances_[k, :m])
            for k, m in enumerate(self.component_count_)
        ]
        means = np.concatenate([p.means for p in self.mixtures_])
        covs = np.concatenate([p.covariances for p in self.mixtures_])
        chols, log_dets = np.empty_like(covs), np.empty(covs.shape[0])
        for g in range(covs.shape[0]):
            try:
                chols[g], log_dets[g] = factorize(covs[g], check=False)
            except SingularCovarianceError:
                raise ValueError(
                    "A mixture component has a singular covariance; raise reg_covar (e.g. 1e-6) or drop "
                    "constant or duplicated columns."
                ) from None
        with np.errstate(divide="ignore"):
            self._log_weights = np.log(np.concatenate([p.weights for p in self.mixtures_]))
        self._segments = np.concatenate([[0], np.cumsum(self.component_count_)])
        self._bank = GaussianBank(means, covs, False, chols, log_dets)
        self.class_log_prior_ = self._log_prior(self.class_count_)
        prior = np.exp(self.class_log_prior_)
        if self.class_prior is not None:  # exactly as given (a copy), not exp(log(P(c)))
            prior = check_class_prior(self.class_prior, self.classes_.size).copy()
        self.priors_ = prior

    # ------------------------------------------------------------------ scoring
    def _density_block(self, X: FloatArray) -> FloatArray:
        maha, log_det, n_obs = self._bank.terms(X)
        comp = log_density(maha, log_det, n_obs)
        comp += self._log_weights[:, None]
        seg = self._segments
        out: FloatArray = np.stack([logsumexp_T(comp[seg[k] : seg[k + 1]]) for k in range(seg.size - 1)])
        out[:, n_obs == 0] = 0.0  # nothing observed: p = 1 exactly (the weights sum to 1 only to rounding)
        return out

    def _explain_terms(self, row: FloatArray) -> tuple[list[tuple[str, FloatArray]], Details]:
        maha, log_det, n_obs = self._bank.terms(row)
        comp = log_density(maha, log_det, n_obs)[:, 0]
        k, width = self.weights_.shape
        padded = {
            "component_log_weight": np.full((k, width), -np.inf),
            "component_log_density": np.full((k, width), -np.inf),
            "component_mahalanobis_sq": np.full((k, width), np.nan),
            "component_log_det": np.full((k, width), np.nan),
        }
        sources = (self._log_weights, comp, maha[:, 0], log_det[:, 0])
        seg = self._segments
        for c in range(k):
            for table, source in zip(padded.values(), sources, strict=True):
                table[c, : seg[c + 1] - seg[c]] = source[seg[c] : seg[c + 1]]
        details: Details = {
            **padded,
            "component_count": self.component_count_.copy(),
            "covariance_type": self.covariance_type,
            "n_observed": int(n_obs[0]),
        }
        return [("log_mixture", self._density_block(row)[:, 0])], details
