"""Gaussian mixtures fitted by EM, one half-step at a time, with scikit-learn's estimates.

EM maximises L(theta) = sum_i log sum_k alpha_k N(x_i; mu_k, Sigma_k). The E step computes the
responsibilities gamma_ik = P(z_i = k | x_i, theta), which makes the lower bound (the Q function plus
the entropy of gamma) touch L at the current theta; the M step maximises Q in closed form (weights,
means, covariances: see :mod:`bayesgui.core.mixture.mstep`). So L never decreases, up to rounding and
to the small effect of ``reg_covar``, except where a degenerate component is re-seeded (the snapshot
says so).

Parity with scikit-learn: from the same initial parameters (``weights_init``, ``means_init``,
``precisions_init``), with the same ``reg_covar``, ``max_iter`` and ``tol``, ``fit`` gives the same
``weights_``, ``means_``, ``covariances_``, ``n_iter_`` and ``converged_``. Like scikit-learn,
``lower_bound_`` is the MEAN log-likelihood computed in the last E step, i.e. of the parameters
*before* the last M step: it equals the ``log_likelihood`` of the last "E" snapshot divided by n.

A NaN in X is a missing coordinate: the row is kept, and EM fills it in (:mod:`bayesgui.core.mixture.missing`);
scikit-learn refuses such rows.
"""

from __future__ import annotations

import warnings
from collections.abc import Generator
from typing import TYPE_CHECKING, Literal, Self

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import IntArray
from bayesgui.core.base._validation import check_int
from bayesgui.core.base.estimator import ConvergenceWarning
from bayesgui.core.mixture.density import MixtureScorer
from bayesgui.core.mixture.geometry import (
    covariance_ellipse,
    mixture_density_1d,
    mixture_log_density,
    mixture_log_density_grid,
)
from bayesgui.core.mixture.initialization import INITS, Init, initial_parameters
from bayesgui.core.mixture.loop import FitRecord, em_loop
from bayesgui.core.mixture.missing import scorers_for
from bayesgui.core.mixture.params import (
    COVARIANCE_TYPES,
    EMSnapshot,
    MixtureParams,
)
from bayesgui.core.mixture.queries import MixtureQueries
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from sklearn.utils import Tags

__all__ = [
    "COVARIANCE_TYPES",
    "INITS",
    "EMSnapshot",
    "GaussianMixture",
    "MixtureParams",
    "covariance_ellipse",
    "mixture_density_1d",
    "mixture_log_density",
    "mixture_log_density_grid",
]


class GaussianMixture(MixtureQueries):
    """A mixture of K Gaussians in any dimension d >= 1, fitted by EM (scikit-learn's conventions).

    Parameters
    ----------
    n_components : int, default=1
    covariance_type : {"full", "diag", "tied", "spherical"}, default="full"
        Each component's own full matrix; its own diagonal; one full matrix shared by all; its own
        multiple of the identity.
    reg_covar : float, default=1e-6
        Added to the diagonal of every covariance in the M step (as scikit-learn), so a component that
        collapses onto one point keeps a positive variance.
    max_iter : int, default=100
        EM iterations (each an E step and an M step) per run.
    tol : float, default=1e-3
        Stop when the mean log-likelihood L/n changes by less than this between two E steps.
    init : {"kmeans++", "random", "points", "kmeans"}, dict or MixtureParams, default="kmeans++"
        "kmeans++": means at k-means++ seeds (D^2 sampling on standardised columns); "points": means at
        K distinct random data points; both with equal weights and the data's covariance. "random":
        random responsibilities, then an M step (scikit-learn's "random"). "kmeans": k-means clusters
        (Lloyd's algorithm from k-means++ seeds), then an M step (scikit-learn's default). Or explicit parameters
        ``{"weights": [...], "means": [[...]], "covariances": [[[...]]]}`` (weights and covariances
        optional; covariances (K, d, d), or scikit-learn's shape for the covariance type; or
        "precisions", their inverses, in the same shapes).
    n_init : int, default=1
        ``fit`` runs EM from this many initialisations and keeps the one with the best lower bound
        (``iter_fit`` runs one).
    random_state : None, int or numpy.random.Generator
        Seeds the initialisation.

    Attributes
    ----------
    weights_ : ndarray of shape (K,)
    means_ : ndarray of shape (K, d)
    covariances_ : ndarray
        scikit-learn's shape: (K, d, d) "full", (K, d) "diag", (d, d) "tied", (K,) "spherical".
    precisions_cholesky_, precisions_ : ndarray
        As in scikit-learn (same shapes as ``covariances_``).
    params_ : MixtureParams
        The fitted parameters with full covariances.
    converged_ : bool
    n_iter_ : int
    lower_bound_ : float
        Mean log-likelihood of the last E step (scikit-learn's; see the module docstring).
    lower_bounds_ : ndarray of shape (n_iter_,)
        ``lower_bound_`` of every iteration.
    log_likelihood_history_ : ndarray of shape (n_iter_,)
        Total log-likelihood after every M step; the last one is that of the fitted parameters.
    events_ : tuple of str
        Every degeneracy report of the kept run.
    n_features_in_ : int

    Notes
    -----
    K may end smaller than ``n_components`` when a component that lost all responsibility cannot be
    re-seeded and is removed (``events_`` says so).
    """

    def __init__(
        self,
        n_components: int = 1,
        covariance_type: Literal["full", "diag", "tied", "spherical"] = "full",
        reg_covar: float = 1e-6,
        max_iter: int = 100,
        tol: float = 1e-3,
        init: Init = "kmeans++",
        n_init: int = 1,
        random_state: int | np.random.Generator | np.random.RandomState | None = None,
    ) -> None:
        self.n_components = n_components
        self.covariance_type = covariance_type
        self.reg_covar = reg_covar
        self.max_iter = max_iter
        self.tol = tol
        self.init = init
        self.n_init = n_init
        self.random_state = random_state

    # ------------------------------------------------------------------ fitting
    def fit(self, X: ArrayLike, y: object = None) -> Self:
        """Run EM ``n_init`` times and keep the run with the best lower bound (as scikit-learn).

        Parameters
        ----------
        X : array-like of shape (n_samples, n_features)
        y : ignored

        Returns
        -------
        self
        """
        X = self._check_X(X)
        scorer, X = scorers_for(X)
        rng = self._rng()
        best: FitRecord | None = None
        for _ in range(check_int(self.n_init, "n_init", 1)):
            guard = self._guard(scorer)
            start = initial_parameters(guard, X, self.n_components, self.init, rng)
            record = FitRecord()
            for snapshot in em_loop(scorer, guard, start, self._tol(), self._max_iter(), reuse=True):
                record.add(snapshot)
            if best is None or record.lower_bound > best.lower_bound:
                best = record
        assert best is not None, "n_init >= 1 runs"
        self._set_fitted(best, X.shape[1])
        if not best.converged and self._max_iter() > 0:
            warnings.warn(
                f"EM did not converge in max_iter = {self._max_iter()} iterations"
                + (f" (the best of n_init = {self.n_init} runs)" if self.n_init > 1 else "")
                + f": its last change of the mean log-likelihood was above tol = {self._tol():g}. "
                "Increase max_iter or tol, try other initial parameters, or check for degenerate data.",
                ConvergenceWarning,
                stacklevel=2,
            )
        return self

    def __sklearn_tags__(self) -> Tags:
        """scikit-learn's tags (read by ``clone``, ``cross_val_score``, ``GridSearchCV``, ``Pipeline``): a density
        estimator, as scikit-learn's ``GaussianMixture``, that needs no target and keeps a NaN (a missing value)."""
        from sklearn.utils import InputTags, Tags, TargetTags  # only when scikit-learn asks

        return Tags(
            estimator_type="density_estimator",
            target_tags=TargetTags(required=False),
            input_tags=InputTags(allow_nan=True),
        )

    def fit_predict(self, X: ArrayLike, y: object = None) -> IntArray:
        """``fit(X)`` then the most responsible component of every row of X; shape (n_samples,)."""
        return self.fit(X).predict(X)

    def iter_fit(self, X: ArrayLike) -> Generator[EMSnapshot, None, None]:
        """Run EM once, yielding an immutable ``EMSnapshot`` after every half-step.

        The snapshots are: "init" (iteration 0), then "E", "M" for iterations 1, 2, ... until
        convergence (the last snapshot has ``converged=True``) or ``max_iter``. Stop at any yield by not
        asking for more. A run that ends leaves the model fitted as ``fit`` with ``n_init=1`` would.

        Parameters
        ----------
        X : array-like of shape (n_samples, n_features)

        Yields
        ------
        EMSnapshot
        """
        X = self._check_X(X)
        scorer, X = scorers_for(X)
        guard = self._guard(scorer)
        start = initial_parameters(guard, X, self.n_components, self.init, self._rng())
        record = FitRecord()
        for snapshot in em_loop(scorer, guard, start, self._tol(), self._max_iter(), reuse=False):
            record.add(snapshot)
            yield snapshot
        self._set_fitted(record, X.shape[1])

    def initial_params(self, X: ArrayLike) -> MixtureParams:
        """The parameters EM starts from (``iter_fit``'s "init" snapshot; the first of ``fit``'s runs)."""
        scorer, X = scorers_for(self._check_X(X))
        guard = self._guard(scorer)
        weights, means, covs, _ = initial_parameters(guard, X, self.n_components, self.init, self._rng())
        return MixtureParams(weights, means, covs)

    def m_step(self, X: ArrayLike, resp: ArrayLike) -> MixtureParams:
        """The parameters that maximise the Q function for responsibilities ``resp`` of shape (n_samples, K).

        Degenerate components are handled as in ``iter_fit`` (whose snapshots report it).
        """
        X = self._check_X(X)
        if np.isnan(X).any():
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "m_step needs complete rows: with missing values, iter_fit's E step fills them in.",
                    ),
                )
            )
        resp = np.asarray(resp, dtype=np.float64)
        if resp.ndim != 2 or resp.shape[0] != X.shape[0]:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "resp must have shape ({0}, K): one row per sample of X; got {1}."),
                    X.shape[0], resp.shape,
                )
            )
        if not (np.isfinite(resp).all() and (resp >= 0).all() and np.allclose(resp.sum(axis=1), 1.0, atol=1e-6)):
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "Every row of resp must hold non-negative responsibilities that sum to 1.",
                    ),
                )
            )
        scorer = MixtureScorer(X)
        resp_T = np.ascontiguousarray(resp.T)
        stats = None if scorer.F_T is None else resp_T @ scorer.F_T.T
        weights, means, covs, _ = self._guard(scorer).m_step(resp_T, stats)
        return MixtureParams(weights, means, covs)

    # ------------------------------------------------------------------ helpers
    def _set_fitted(self, record: FitRecord, n_features: int) -> None:
        for name, value in record.attributes(self.covariance_type).items():
            setattr(self, name, value)
        self.n_features_in_ = n_features
