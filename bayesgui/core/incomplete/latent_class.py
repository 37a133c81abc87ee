"""Latent class models: mixtures of categorical (and Bernoulli) distributions, fitted by EM.

Each row comes from one of K hidden classes (weight w_k); given its class, its columns are independent
categorical variables theta_kj. Li Hang's three-coin model (ch. 9, Example 9.1) is the one-column,
two-class case: pi = w_1 is coin A's heads probability, p = theta_1[1] and q = theta_2[1] those of coins
B and C. The E step gives every row's class posterior (Li Hang's mu_j), the M step re-estimates weights
and tables from the expected counts (eq. 9.6-9.8), and the log-likelihood
L(theta) = sum_i log sum_k w_k P(x_i | k) never decreases. Missing values are summed out.
"""

from __future__ import annotations

import math
from collections.abc import Generator
from dataclasses import dataclass
from typing import Any, Self

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray
from bayesgui.core.base._validation import check_int, check_non_negative_number
from bayesgui.core.base.estimator import Estimator, NotFittedError
from bayesgui.core.incomplete.categorical_em import CategoricalCodes, log_of, normalise_log, smoothed_tables
from bayesgui.core.mixture.params import read_only


@dataclass(frozen=True, eq=False)
class LatentClassParams:
    """Parameters of a latent class model.

    Attributes
    ----------
    weights : ndarray of shape (K,)
        Class weights w_k (sum to 1).
    tables : tuple of ndarray of shape (K, n_levels[j])
        theta_kj[l] = P(column j = level l | class k); each row sums to 1.
    """

    weights: FloatArray
    tables: tuple[FloatArray, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "weights", read_only(np.array(self.weights, dtype=np.float64)))
        object.__setattr__(self, "tables", tuple(read_only(np.array(t, dtype=np.float64)) for t in self.tables))

    @property
    def n_classes(self) -> int:
        return int(self.weights.size)

    def to_dict(self) -> dict[str, Any]:  # nested lists of floats
        """``{"weights": [...], "tables": [[[...]]]}`` (tables[j][k][l]), JSON-ready."""
        return {"weights": self.weights.tolist(), "tables": [t.tolist() for t in self.tables]}


@dataclass(frozen=True, eq=False)
class LatentClassSnapshot:
    """The state after one half-step of EM (as :class:`bayesgui.core.mixture.EMSnapshot`).

    Attributes
    ----------
    iteration : int
    step : {"init", "E", "M"}
    params : LatentClassParams
        In force after this half-step.
    resp : ndarray of shape (n_samples, K)
        "init"/"E": the class posteriors of ``params``; "M": those the new ``params`` were estimated from.
    log_likelihood : float
        L(params) = sum_i log p(x_i | params).
    converged : bool
    """

    iteration: int
    step: str
    params: LatentClassParams
    resp: FloatArray
    log_likelihood: float
    converged: bool = False


class LatentClassModel(Estimator):
    """A mixture of K products of categorical distributions, fitted by EM.

    Parameters
    ----------
    n_classes : int, default=2
    n_levels : array-like of int, optional
        Levels of every column (default: the largest code + 1).
    max_iter : int, default=100
    tol : float, default=1e-8
        Stop when the mean log-likelihood L/n changes by less than this between two E steps.
    alpha : float, default=0.0
        Pseudo-count added to every cell of the M step (0: maximum likelihood, as Li Hang).
    init : "random" or dict, default="random"
        "random": equal weights and tables drawn from a flat Dirichlet; or explicit parameters
        ``{"weights": [...], "tables": [[[...]]]}`` with tables[j][k][l].
    random_state : None or int

    Attributes
    ----------
    params_ : LatentClassParams
    log_likelihood_history_ : ndarray of shape (n_iter_,)
        L after every M step.
    n_iter_ : int
    converged_ : bool
    """

    params_: LatentClassParams
    converged_: bool
    log_likelihood_history_: FloatArray
    n_iter_: int
    n_features_in_: int

    def __init__(
        self,
        n_classes: int = 2,
        n_levels: ArrayLike | None = None,
        max_iter: int = 100,
        tol: float = 1e-8,
        alpha: float = 0.0,
        init: str | dict[str, Any] = "random",  # "random", or {"weights": [...], "tables": [[[...]]]} as from JSON
        random_state: int | None = None,
    ) -> None:
        self.n_classes = n_classes
        self.n_levels = n_levels
        self.max_iter = max_iter
        self.tol = tol
        self.alpha = alpha
        self.init = init
        self.random_state = random_state

    def fit(self, X: ArrayLike, y: object = None) -> Self:
        """Run EM to the end; returns ``self``."""
        for _ in self.iter_fit(X):
            pass
        return self

    def iter_fit(self, X: ArrayLike) -> Generator[LatentClassSnapshot, None, None]:
        """Yield a snapshot after every half-step: "init", then "E", "M" per iteration.

        Parameters
        ----------
        X : array-like of shape (n_samples, n_features)
            Category codes (NaN: missing).
        """
        codes = CategoricalCodes(X, self.n_levels)
        alpha = check_non_negative_number(self.alpha, "alpha")
        tol = check_non_negative_number(self.tol, "tol")
        params = self.initial_params(codes)
        post, total = _e_step(codes, params)
        yield LatentClassSnapshot(0, "init", params, read_only(post.T), total)
        history: list[float] = []
        previous, converged = -math.inf, False
        for iteration in range(1, check_int(self.max_iter, "max_iter", 0) + 1):
            mean = total / codes.n_samples
            converged = abs(mean - previous) < tol
            yield LatentClassSnapshot(iteration, "E", params, read_only(post.T), total)
            params = m_step(codes, post, alpha)
            new_post, total = _e_step(codes, params)
            history.append(total)
            yield LatentClassSnapshot(iteration, "M", params, read_only(post.T), total, converged)
            post, previous = new_post, mean
            if converged:
                break
        self.params_, self.converged_ = params, converged
        self.log_likelihood_history_ = np.array(history)
        self.n_iter_ = len(history)
        self.n_features_in_ = codes.n_features

    def initial_params(self, codes: CategoricalCodes) -> LatentClassParams:
        """The start: the explicit ``init`` parameters, or random tables with equal weights."""
        k = check_int(self.n_classes, "n_classes", 1)
        if isinstance(self.init, dict):
            params = LatentClassParams(self.init["weights"], tuple(self.init["tables"]))
            shapes = [t.shape for t in params.tables]
            wanted = [(params.n_classes, int(n)) for n in codes.n_levels]
            if params.weights.shape != (k,) or shapes != wanted:
                raise ValueError(
                    f"The initial parameters have {params.weights.size} weights and tables {shapes}; "
                    f"this data needs {k} weights and tables {wanted} (classes x levels, one per column)."
                )
            return params
        if self.init != "random":
            raise ValueError(f'init must be "random" or a dict of weights and tables, got {self.init!r}.')
        rng = np.random.default_rng(self.random_state)
        tables = tuple(rng.dirichlet(np.ones(int(n)), size=k) for n in codes.n_levels)
        return LatentClassParams(np.full(k, 1.0 / k), tables)

    def predict_proba(self, X: ArrayLike) -> FloatArray:
        """Class posteriors P(k | x_i) of the fitted model; shape (n_samples, K)."""
        if not hasattr(self, "params_"):
            raise NotFittedError("This LatentClassModel is not fitted yet; call fit(X).")
        codes = CategoricalCodes(X, [t.shape[1] for t in self.params_.tables])
        return _e_step(codes, self.params_)[0].T


def _e_step(codes: CategoricalCodes, params: LatentClassParams) -> tuple[FloatArray, float]:
    """Class posteriors (K, n) and the log-likelihood of ``params``."""
    with np.errstate(divide="ignore"):
        log_w = np.log(params.weights)
    post, log_norm = normalise_log(codes.log_joint(log_w, log_of(list(params.tables))))
    return post, float(log_norm.sum())


def m_step(codes: CategoricalCodes, post_T: FloatArray, alpha: float = 0.0) -> LatentClassParams:
    """Weights and tables maximising Q for class posteriors ``post_T`` of shape (K, n_samples)."""
    nk = post_T.sum(axis=1)
    return LatentClassParams(nk / nk.sum(), tuple(smoothed_tables(codes.counts(post_T), alpha)))
