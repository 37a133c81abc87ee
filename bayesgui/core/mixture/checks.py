"""The checks ``GaussianMixture`` makes of its data and settings, and the objects they build (guard, generator)."""

from __future__ import annotations

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray
from bayesgui.core.base._validation import (
    as_2d_float,
    check_int,
    check_n_features,
    check_non_negative_number,
    reject_huge,
)
from bayesgui.core.base.estimator import Estimator, NotFittedError
from bayesgui.core.mixture.density import MixtureScorer
from bayesgui.core.mixture.missing import MissingScorer
from bayesgui.core.mixture.mstep import DegeneracyGuard
from bayesgui.core.mixture.params import MixtureParams, check_covariance_type
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP


class MixtureChecks(Estimator):
    """Checks of X, of the hyper-parameters and of explicit parameters (the base of ``GaussianMixture``)."""

    # the hyper-parameters (``GaussianMixture.__init__`` documents them)
    n_components: int
    covariance_type: str
    reg_covar: float
    max_iter: int
    tol: float
    random_state: int | np.random.Generator | np.random.RandomState | None
    n_init: int
    # fitted (``FitRecord.attributes``)
    params_: MixtureParams
    weights_: FloatArray
    means_: FloatArray
    covariances_: FloatArray
    precisions_cholesky_: FloatArray
    precisions_: FloatArray
    events_: tuple[str, ...]
    converged_: bool
    n_iter_: int
    lower_bound_: float
    lower_bounds_: FloatArray
    log_likelihood_history_: FloatArray
    n_features_in_: int

    # ------------------------------------------------------------------ helpers

    def _params(self, params: MixtureParams | None) -> MixtureParams:
        if params is not None:
            if not isinstance(params, MixtureParams):
                raise ValueError(
                    Note(
                        QT_TRANSLATE_NOOP("core", "params must be a MixtureParams, got {0}."),
                        type(params).__name__,
                    )
                )
            return params
        if not hasattr(self, "params_"):
            raise NotFittedError(
                Note(QT_TRANSLATE_NOOP("core", "This GaussianMixture is not fitted yet; call fit(X) or pass params."))
            )
        return self.params_

    def _check_X(self, X: ArrayLike, n_features: int | None = None, fitting: bool = True) -> FloatArray:
        X = as_2d_float(X)
        if np.isinf(X).any():
            row = int(np.flatnonzero(np.isinf(X).any(axis=1))[0])
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "X holds an infinite value in row {0}; EM needs finite numbers (NaN: missing).",
                    ),
                    row,
                )
            )
        reject_huge(X)  # beyond 1e150 squares overflow: refused by column (the classifiers scale such columns)
        if n_features is not None:
            check_n_features(X, n_features, "GaussianMixture")
        if fitting:
            check_covariance_type(self.covariance_type)
            k = check_int(self.n_components, "n_components", 1)
            if X.shape[0] < k:
                raise ValueError(
                    Note(
                        QT_TRANSLATE_NOOP(
                            "core",
                            "X has {0} rows but n_components = {1}; use at most {0} components or add samples.",
                        ),
                        X.shape[0], k,
                    )
                )
        return X

    def _guard(self, scorer: MixtureScorer | MissingScorer) -> DegeneracyGuard:
        reg = check_non_negative_number(self.reg_covar, "reg_covar")
        base = scorer.base if isinstance(scorer, MissingScorer) else scorer
        return DegeneracyGuard(base, self.covariance_type, reg)

    def _rng(self) -> np.random.Generator:
        state = self.random_state
        if isinstance(state, np.random.RandomState):
            return np.random.default_rng(state.randint(2**32))
        try:
            return np.random.default_rng(state)
        except (TypeError, ValueError):
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "random_state must be None, an int or a numpy Generator; got {0}."),
                    repr(state),
                )
            ) from None

    def _tol(self) -> float:
        return check_non_negative_number(self.tol, "tol")

    def _max_iter(self) -> int:
        return check_int(self.max_iter, "max_iter", 0)
