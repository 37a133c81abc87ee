"""The picture behind EM's monotonicity: the log-likelihood along one parameter and the lower bound touching it.

After the E step at theta_t, with posteriors q_i(z) = P(z | x_i, theta_t), every theta has

    L(theta) = sum_i log sum_z p(x_i, z | theta)  >=  B(theta) = sum_i sum_z q_i(z) log(p(x_i, z | theta) / q_i(z)),

B is Zhou's Q function plus the entropy of q (Li Hang's B(theta, theta_t), eq. 9.13), and B(theta_t) = L(theta_t).
The M step maximises B, so L(theta_{t+1}) >= B(theta_{t+1}) >= B(theta_t) = L(theta_t). Here both are evaluated
along one parameter (a weight, a coordinate of a mean, a coin's p), the others held at theta_t.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeAlias

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray
from bayesgui.core.incomplete.categorical_em import CategoricalCodes, log_of, normalise_log
from bayesgui.core.incomplete.latent_class import LatentClassParams
from bayesgui.core.mixture.density import MixtureScorer
from bayesgui.core.mixture.params import MixtureParams

#: which parameter a curve moves: ("weight", k), ("prior", k), ("prob", column, k, level) or ("mean", k, dim)
Which: TypeAlias = tuple[str, *tuple[int, ...]]


@dataclass(frozen=True, eq=False)
class BoundCurve:
    """L and B along one parameter.

    Attributes
    ----------
    values : ndarray of shape (m,)
        The parameter's values (the grid, with the current value and the bound's maximiser in it).
    log_likelihood, lower_bound : ndarray of shape (m,)
        L and B at every value; B <= L everywhere, equal at ``current``.
    current : float
        theta_t's value of the parameter (where B touches L).
    best : float
        The value on the grid where B is largest: where the M step moves this parameter when the others
        do not enter its update (a weight, a coin's p, a mean under a diagonal covariance).
    """

    values: FloatArray
    log_likelihood: FloatArray
    lower_bound: FloatArray
    current: float
    best: float


def bound_curve(
    log_joint: Callable[[float], FloatArray],
    post_T: FloatArray,
    values: ArrayLike,
    current: float,
    log_likelihood: Callable[[float], float] | None = None,
) -> BoundCurve:
    """L and B along a parameter whose log p(x_i, z | theta(v)) is ``log_joint(v)``, shape (K, n).

    Parameters
    ----------
    log_joint : callable
        With continuous latent parts (missing values) the expected log-joint plus their entropy given z.
    post_T : ndarray of shape (K, n_samples)
        The E step's posteriors q_i(z) at theta_t.
    values : array-like of shape (m,)
    current : float
        theta_t's value (added to the grid).
    log_likelihood : callable, optional
        L(theta(v)) when it is not log sum_z exp(log_joint) (missing values).
    """
    values = grid(values, current)
    entropy = posterior_entropy(post_T)
    L, B = np.empty(values.size), np.empty(values.size)
    with np.errstate(divide="ignore", invalid="ignore"):
        for i, v in enumerate(values):
            joint = log_joint(float(v))
            L[i] = normalise_log(joint)[1].sum() if log_likelihood is None else log_likelihood(float(v))
            B[i] = np.where(post_T > 0, post_T * joint, 0.0).sum() + entropy
    return curve_of(values, L, B, current)


def grid(values: ArrayLike, current: float) -> FloatArray:
    """The sorted grid of ``values`` with theta_t's value in it."""
    return np.unique(np.append(np.asarray(values, dtype=np.float64), current))


def posterior_entropy(post_T: FloatArray) -> float:
    """H(q) = -sum_i sum_z q_i(z) log q_i(z) of posteriors of shape (K, n)."""
    with np.errstate(divide="ignore", invalid="ignore"):
        return float(-np.where(post_T > 0, post_T * np.log(post_T), 0.0).sum())


def curve_of(values: FloatArray, L: FloatArray, B: FloatArray, current: float) -> BoundCurve:
    """The BoundCurve of L and B on ``values`` (``best``: where B peaks)."""
    return BoundCurve(values, L, B, float(current), float(values[int(np.nanargmax(B))]))


def latent_class_curve(
    X: ArrayLike, params: LatentClassParams, post_T: ArrayLike, which: Which, values: ArrayLike
) -> BoundCurve:
    """The curve of a latent class model along ``("weight", k)`` or ``("prob", column, k, level)``.

    Changing one probability rescales the others of its distribution so that they still sum to 1.
    """
    codes = CategoricalCodes(X, [t.shape[1] for t in params.tables])
    tables = [np.array(t) for t in params.tables]

    def log_joint(v: float) -> FloatArray:
        weights, changed = moved_categorical(params.weights, tables, which, v)
        with np.errstate(divide="ignore"):
            return codes.log_joint(np.log(weights), log_of(changed))

    kind, *at = which
    current = params.weights[at[0]] if kind == "weight" else tables[at[0]][at[1], at[2]]
    return bound_curve(log_joint, np.asarray(post_T), values, float(current))


def mixture_curve(
    X: ArrayLike, params: MixtureParams, post_T: ArrayLike, which: Which, values: ArrayLike
) -> BoundCurve:
    """The curve of a Gaussian mixture (complete rows) along ``("weight", k)`` or ``("mean", k, dim)``."""
    scorer = MixtureScorer(np.asarray(X, dtype=np.float64))
    k_count = params.n_components
    kind, *at = which

    def log_joint(v: float) -> FloatArray:
        weights, means = np.array(params.weights), np.array(params.means)
        if kind == "weight":
            weights = _set_share(weights, at[0], v)
        else:
            means[at[0], at[1]] = v
        out: FloatArray = np.empty((k_count, scorer.n_samples))
        coefs = scorer.coefficients(weights, means, params.covariances)
        return scorer.log_prob_block(coefs, slice(0, scorer.n_samples), out) + coefs.offset

    current = params.weights[at[0]] if kind == "weight" else params.means[at[0], at[1]]
    return bound_curve(log_joint, np.asarray(post_T), values, float(current))


def moved_categorical(
    weights: ArrayLike, tables: Sequence[ArrayLike], which: Which, value: float
) -> tuple[FloatArray, list[FloatArray]]:
    """Copies of class ``weights`` (K,) and ``tables`` (K, L_j) with one moved: ``which`` is ("weight", k) or
    ("prior", k) for a class weight, ("prob", j, k, level) for a table cell (its row rescaled to sum to 1)."""
    moved, copies = np.array(weights, dtype=np.float64), [np.array(t, dtype=np.float64) for t in tables]
    kind, *at = which
    if kind in ("weight", "prior"):
        moved = _set_share(moved, at[0], value)
    else:
        j, k, level = at
        copies[j][k] = _set_share(copies[j][k], level, value)
    return moved, copies


def _set_share(shares: FloatArray, index: int, value: float) -> FloatArray:
    """``shares`` (summing to 1) with shares[index] = value and the others rescaled to sum to 1 - value."""
    shares = np.array(shares, dtype=np.float64)
    rest = 1.0 - shares[index]
    others = np.arange(shares.size) != index
    shares[others] = shares[others] * ((1.0 - value) / rest) if rest > 0 else (1.0 - value) / max(others.sum(), 1)
    shares[index] = value
    return shares
