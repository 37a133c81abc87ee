"""Initial parameters of a Gaussian mixture: k-means, k-means++ seeds, random points or responsibilities, or given.

"kmeans++" and "points" put the means at data points (D^2-weighted on standardised columns, or uniformly
among distinct points) and give every component the same weight and the data's covariance; "kmeans" is
scikit-learn's default: k-means (Lloyd's algorithm from k-means++ seeds, on standardised columns), then
one M step on its clusters; "random" is scikit-learn's: uniformly random responsibilities, then one M
step (all means near the data's mean).
Explicit parameters may omit the weights (then equal) and the covariances (then the data's).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeAlias, cast

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray, IntArray
from bayesgui.core.mixture.density import MixtureScorer
from bayesgui.core.mixture.mstep import DegeneracyGuard, Start
from bayesgui.core.mixture.params import (
    MixtureParams,
    check_positive_definite,
    full_covariances,
    typed_covariances,
)
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

INITS = ("kmeans++", "random", "points", "kmeans")
LLOYD_MAX_ITER = 300
"""k-means stops when no label changes, or after this many assignment steps (as scikit-learn's KMeans)."""
#: how EM starts: a name from INITS, explicit parameters ("weights", "means", "covariances" or "precisions"),
#: or MixtureParams
Init: TypeAlias = str | Mapping[str, ArrayLike | None] | MixtureParams


def initial_parameters(
    guard: DegeneracyGuard, X: FloatArray, n_components: int, init: Init, rng: np.random.Generator
) -> Start:
    """(weights (K,), means (K, d), full covariances (K, d, d), events) to start EM from."""
    scorer = guard.scorer
    events = [
        f"column {j + 1} of X is constant ({X[0, j]:.6g}): every component's variance along it is reg_covar only"
        for j in np.flatnonzero(scorer.constant)
    ]
    if isinstance(init, str):
        if init not in INITS:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "init must be one of {0}, explicit parameters (a dict) or MixtureParams; got {1}.",
                    ),
                    INITS, repr(init),
                )
            )
        if init in ("random", "kmeans"):
            if init == "random":
                resp_T = rng.uniform(size=(X.shape[0], n_components)).T.copy()
                resp_T /= resp_T.sum(axis=0)
            else:
                resp_T = np.zeros((n_components, X.shape[0]))
                resp_T[_lloyd(scorer, n_components, rng), np.arange(X.shape[0])] = 1.0
            stats = None if scorer.F_T is None else resp_T @ scorer.F_T.T
            guard.start(n_components)
            weights, means, full, more = guard.m_step(resp_T, stats)
            return weights, means, full, (*events, *more)
        index = _kmeans_plus_plus(scorer, n_components, rng) if init == "kmeans++" else _points(X, n_components, rng)
        distinct = np.unique(X[index], axis=0).shape[0]
        if distinct < n_components:
            events.append(
                f"X has only {distinct} distinct point(s) for {n_components} components: "
                "some components start on the same point"
            )
        weights = np.full(n_components, 1.0 / n_components)
        return weights, X[index].copy(), _data_covariances(guard, n_components), tuple(events)
    weights, means, full, more = _explicit(init, guard, n_components, X.shape[1])
    return weights, means, full, (*events, *more)


def _data_covariances(guard: DegeneracyGuard, n_components: int) -> FloatArray:
    typed, _ = guard.regularised(typed_covariances(guard.scorer.data_covariance()[None], guard.covariance_type))
    one = full_covariances(typed, guard.covariance_type, 1, guard.scorer.n_features)
    return np.repeat(one, n_components, axis=0)


def _kmeans_plus_plus(scorer: MixtureScorer, n_components: int, rng: np.random.Generator) -> IntArray:
    """k-means++ seeding (D^2 sampling) on columns scaled to unit variance; returns sample indices."""
    Z = scorer.Xs_T * _unit_scale(scorer)[:, None]
    n = Z.shape[1]
    index = [int(rng.integers(n))]
    nearest = ((Z - Z[:, index[0], None]) ** 2).sum(axis=0)
    for _ in range(1, n_components):
        total = nearest.sum()
        i = int(rng.choice(n, p=nearest / total)) if total > 0 else int(rng.integers(n))
        index.append(i)
        nearest = np.minimum(nearest, ((Z - Z[:, i, None]) ** 2).sum(axis=0))
    return np.asarray(index)


def _lloyd(scorer: MixtureScorer, n_components: int, rng: np.random.Generator) -> IntArray:
    """k-means cluster of every sample (Lloyd's algorithm from k-means++ seeds, standardised columns)."""
    Z = scorer.Xs_T * _unit_scale(scorer)[:, None]
    centres = Z[:, _kmeans_plus_plus(scorer, n_components, rng)].T.copy()  # (K, d)
    labels: IntArray | None = None
    for _ in range(LLOYD_MAX_ITER):
        distances = (centres**2).sum(axis=1)[:, None] - 2.0 * centres @ Z  # |z - c|^2 - |z|^2, shape (K, n)
        new = np.argmin(distances, axis=0)
        if labels is not None and np.array_equal(new, labels):
            break
        labels = new
        counts = np.bincount(labels, minlength=n_components)
        sums = np.column_stack([np.bincount(labels, weights=row, minlength=n_components) for row in Z])
        filled = counts > 0  # an empty cluster keeps its centre
        centres[filled] = sums[filled] / counts[filled, None]
    assert labels is not None, "LLOYD_MAX_ITER >= 1: the loop assigned labels"
    return labels


def _unit_scale(scorer: MixtureScorer) -> FloatArray:
    flat = scorer.constant | (scorer.variances == 0)  # variances of values below ~1e-154 underflow to 0
    return 1.0 / np.sqrt(np.where(flat, 1.0, scorer.variances))


def _points(X: FloatArray, n_components: int, rng: np.random.Generator) -> IntArray:
    """Indices of K distinct random rows (rows repeat only when X has fewer than K distinct ones)."""
    index = rng.choice(X.shape[0], size=n_components, replace=False)
    if np.unique(X[index], axis=0).shape[0] == n_components:
        return index
    _, first = np.unique(X, axis=0, return_index=True)
    first = rng.permutation(first)
    if first.size >= n_components:
        return first[:n_components]
    return np.concatenate([first, rng.choice(first, size=n_components - first.size)])


def _explicit(init: object, guard: DegeneracyGuard, n_components: int, n_features: int) -> Start:
    if isinstance(init, MixtureParams):
        init = {"weights": init.weights, "means": init.means, "covariances": init.covariances}
    if not isinstance(init, Mapping) or "means" not in init:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core",
                    "Explicit initial parameters must be a dict with 'means' (and optionally 'weights' and "
                    "'covariances') or a MixtureParams; got {0}.",
                ),
                type(init).__name__,
            )
        )
    unknown = set(init) - {"weights", "means", "covariances", "precisions"}
    if unknown:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core",
                    "Unknown initial parameter(s) {0}; use 'weights', 'means' and 'covariances' (or 'precisions').",
                ),
                sorted(unknown),
            )
        )
    if init.get("precisions") is not None:
        if init.get("covariances") is not None:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core", "Give the initial 'covariances' or their inverses 'precisions', not both."
                    )
                )
            )
        init = {**init, "covariances": _inverted(init["precisions"], guard.covariance_type, n_components, n_features)}
    K, d = n_components, n_features
    means = _array(init["means"], "means")
    if means.shape != (K, d):
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core",
                    "The initial means have shape {0} but the model needs ({1}, {2}): one row per component "
                    "(n_components = {1}) and one column per feature of X.",
                ),
                means.shape, K, d,
            )
        )
    events: list[str] = []
    weights = np.full(K, 1.0 / K)
    if init.get("weights") is not None:
        weights = _array(init["weights"], "weights")
        if weights.shape != (K,) or np.any(weights <= 0) or abs(weights.sum() - 1.0) > 1e-6:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "The initial weights must be {0} positive numbers summing to 1; got {1} (sum {2}).",
                    ),
                    K, weights.tolist(), format(weights.sum(), ".6g"),
                )
            )
        weights = weights / weights.sum()
    if init.get("covariances") is None:
        return weights, means, _data_covariances(guard, K), ()
    covs = _array(init["covariances"], "covariances")
    kind = guard.covariance_type
    typed_shape = {"full": (K, d, d), "tied": (d, d), "diag": (K, d), "spherical": (K,)}[kind]
    if covs.shape == (K, d, d):
        check_positive_definite(covs, "the initial covariances")
        typed = typed_covariances(covs, kind)
        projected = full_covariances(typed, kind, K, d)
        if not np.allclose(projected, covs, rtol=1e-12, atol=0):
            events.append(f"covariance_type={kind!r}: the initial covariances were projected onto that type")
        return weights, means, projected, tuple(events)
    if covs.shape != typed_shape:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core",
                    "The initial covariances have shape {0}; give ({1}, {2}, {2}) full matrices (or {3}, "
                    "scikit-learn's shape for covariance_type={4}).",
                ),
                covs.shape, K, d, typed_shape, repr(kind),
            )
        )
    full = full_covariances(covs, kind, K, d)
    check_positive_definite(full, "the initial covariances")
    return weights, means, full, ()


def _inverted(precisions: ArrayLike, kind: str, n_components: int, n_features: int) -> FloatArray:
    """Covariances from initial precision matrices (any shape ``_explicit`` accepts), checked positive definite."""
    precisions = _array(precisions, "precisions")
    K, d = n_components, n_features
    typed_shape = {"full": (K, d, d), "tied": (d, d), "diag": (K, d), "spherical": (K,)}[kind]
    if precisions.shape not in (typed_shape, (K, d, d)):
        also = (
            ""
            if kind == "full"
            else Note(
                QT_TRANSLATE_NOOP("core", " (or {0}, scikit-learn's shape for covariance_type={1})"),
                typed_shape, repr(kind),
            )
        )  # fmt: skip
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core", "The initial precisions have shape {0}; give ({1}, {2}, {2}) full matrices{3}."
                ),
                precisions.shape, K, d, also,
            )
        )  # fmt: skip
    if precisions.shape == (K, d, d) or kind in ("full", "tied"):
        stack = precisions.reshape(-1, d, d)
        check_positive_definite(stack, "the initial precisions")
        inverse = cast(FloatArray, np.linalg.inv(stack))  # float64 in, float64 out (numpy's stub says floating)
        return inverse.reshape(precisions.shape)
    check_positive_definite(full_covariances(precisions, kind, K, d), "the initial precisions")
    return 1.0 / precisions


def _array(values: ArrayLike, name: str) -> FloatArray:
    try:
        arr = np.array(values, dtype=np.float64)
    except (TypeError, ValueError):
        raise ValueError(Note(QT_TRANSLATE_NOOP("core", "The initial {0} must hold numbers only."), name)) from None
    if not np.isfinite(arr).all():
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("core", "The initial {0} hold a NaN or infinite value; give finite numbers."),
                name,
            )
        )
    return arr
