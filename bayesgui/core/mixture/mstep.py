"""The M step: weights, means and covariances from the responsibilities, and what to do when one degenerates.

The estimates are scikit-learn's: n_k = sum_i gamma_ik + 10 eps, alpha_k = n_k / sum n_k,
mu_k = sum_i gamma_ik x_i / n_k, Sigma_k = sum_i gamma_ik (x_i - mu_k)(x_i - mu_k)^T / n_k + reg_covar I
(projected on the covariance type: the diagonal, its mean, or the n_k-weighted average for "tied").

Degenerate components never produce NaN; ``DegeneracyGuard`` finds them and says what it did:

* a component whose responsibilities sum to less than ``EMPTY_MASS`` is *re-seeded* at the data point
  farthest from every other component (weight 1/n, the data's covariance); if it empties again, or
  if every point already sits on a component, it is *removed*. Re-seeding is not an EM step: the
  log-likelihood may drop at that step.
* a component that collapses onto one point (its own variances all below reg_covar) is reported: from
  then on reg_covar alone sets its covariance (*regularised*);
* a covariance whose smallest eigenvalue is below ``CONDITION`` x its largest (or, when it is 0, below
  ``TINY`` x the mean variance of the data) - possible when reg_covar = 0 or is tiny - gets its
  diagonal raised to that floor so that it stays invertible (*regularised*).
"""

from __future__ import annotations

from typing import TypeAlias

import numpy as np

from bayesgui.core.array_types import BoolArray, FloatArray
from bayesgui.core.mixture.density import Estimates, MixtureScorer
from bayesgui.core.mixture.params import full_covariances, typed_covariances

EMPTY_MASS = 1e-8
"""A component whose responsibilities sum to less than this (in samples) has lost all responsibility."""
CONDITION = 1e-12
"""Smallest eigenvalue allowed in a covariance, as a fraction of its largest."""
TINY = 1e-20
"""Smallest eigenvalue allowed in a covariance, as a fraction of the mean variance of the data."""
_EPS10 = 10 * np.finfo(np.float64).eps
_RECENTRE = 1e-6  # lambda_min(Sigma) below this x (tr Sigma + |mu|^2): recompute Sigma_k from centred data
#: (weights (K,), means (K, d), full covariances (K, d, d), events): where EM starts, or what an M step gives
Start: TypeAlias = tuple[FloatArray, FloatArray, FloatArray, tuple[str, ...]]


def estimates(scorer: MixtureScorer, resp_T: FloatArray, stats: FloatArray | None) -> Estimates:
    """n_k (without the 10 eps), means (original coordinates) and raw covariances (K, d, d), no reg_covar."""
    d = scorer.n_features
    if stats is None:
        nk = resp_T.sum(axis=1)
        centred = (resp_T @ scorer.Xs_T.T) / (nk + _EPS10)[:, None]
        raw = np.empty((nk.size, d, d))
        for k in range(nk.size):
            raw[k] = _centred_scatter(scorer, resp_T[k], centred[k], nk[k])
    else:
        n_quad = len(scorer.pairs)
        nk = stats[:, -1].copy()
        denom = (nk + _EPS10)[:, None]
        centred = stats[:, n_quad : n_quad + d] / denom
        second = stats[:, :n_quad] / denom
        raw = np.empty((nk.size, d, d))
        for q, (i, j) in enumerate(scorer.pairs):
            raw[:, i, j] = raw[:, j, i] = second[:, q] - centred[:, i] * centred[:, j]
        scale = np.trace(raw, axis1=1, axis2=2) + np.einsum("kd,kd->k", centred, centred)
        for k in np.flatnonzero(~(np.linalg.eigvalsh(raw)[:, 0] >= _RECENTRE * scale)).tolist():
            raw[k] = _centred_scatter(scorer, resp_T[k], centred[k], nk[k])
    return nk, centred + scorer.shift, raw


def _centred_scatter(scorer: MixtureScorer, resp: FloatArray, centred_mean: FloatArray, nk: float) -> FloatArray:
    diff = scorer.Xs_T - centred_mean[:, None]
    scatter: FloatArray = (diff * resp) @ diff.T / (nk + _EPS10)
    return scatter


class DegeneracyGuard:
    """Applies scikit-learn's M step plus the degeneracy rules (module docstring), over one EM run.

    Remembers which components were already reported as collapsed or floored (each is reported when it
    happens, not at every iteration) and which were re-seeded once.
    """

    def __init__(self, scorer: MixtureScorer, covariance_type: str, reg_covar: float):
        self.scorer = scorer
        self.covariance_type = covariance_type
        self.reg_covar = reg_covar
        variances = scorer.variances[~scorer.constant]
        self.tiny = TINY * (float(variances.mean()) if variances.size else 1.0)
        self.collapsed: list[bool] = []
        self.floored: list[bool] = []
        self.reseeded: list[bool] = []

    def start(self, n_components: int) -> None:
        self.collapsed = [False] * n_components
        self.floored = [False] * n_components
        self.reseeded = [False] * n_components

    def m_step(self, resp_T: FloatArray, stats: FloatArray | Estimates | None) -> Start:
        """New (weights (K,), means (K, d), full covariances (K, d, d)) and the events, from the E step.

        ``stats`` is the complete-data ``resp_T @ F_T.T`` (or None), or the tuple (n_k, means, raw
        covariances) of :class:`bayesgui.core.mixture.missing.MissingScorer`.
        """
        if len(self.collapsed) != resp_T.shape[0]:
            self.start(resp_T.shape[0])
        # with missing values the E step hands over the estimates themselves (see mixture.missing)
        nk, means, raw = stats if isinstance(stats, tuple) else estimates(self.scorer, resp_T, stats)
        events: list[str] = []
        empty = nk < EMPTY_MASS
        typed = typed_covariances(raw, self.covariance_type, np.where(empty, 0.0, nk + _EPS10))
        typed, added = self.regularised(typed)
        self._report_floored(added if self.covariance_type == "tied" else np.where(empty, 0.0, added), events)
        full = full_covariances(typed, self.covariance_type, *means.shape)
        weights = (nk + _EPS10) / (nk + _EPS10).sum()
        keep = ~empty
        for k in np.flatnonzero(empty).tolist():
            if self._reseed(k, weights, means, full, keep, f"n_k = {nk[k]:.2g}", events):
                keep[k] = True
        collapsed = np.all(np.diagonal(raw, axis1=1, axis2=2) <= max(self.reg_covar, self.tiny), axis=1) & ~empty
        for k in np.flatnonzero(collapsed & ~np.asarray(self.collapsed, dtype=bool)).tolist():
            events.append(
                f"component {k + 1} collapsed onto one point {_point(means[k])}: its own variances are below "
                f"reg_covar = {self.reg_covar:.2g}, which now sets its covariance (regularised)"
            )
        self.collapsed = [bool(v) for v in collapsed]
        if not keep.all():
            weights, means, full = weights[keep] / weights[keep].sum(), means[keep], full[keep]
            for name in ("collapsed", "floored", "reseeded"):
                setattr(self, name, [flag for flag, kept in zip(getattr(self, name), keep, strict=True) if kept])
            events.append(f"{int((~keep).sum())} component(s) removed: K = {int(keep.sum())} now")
        return weights, means, full, tuple(events)

    def _reseed(
        self,
        k: int,
        weights: FloatArray,
        means: FloatArray,
        full: FloatArray,
        live: BoolArray,
        mass: str,
        events: list[str],
    ) -> bool:
        """Move empty component k to the point farthest from the ``live`` ones (in place); False: remove it."""
        scorer = self.scorer
        far = None if self.reseeded[k] else self._far_point(means[live])
        if far is None:
            why = "it emptied again after a re-seed" if self.reseeded[k] else "every point already sits on a component"
            events.append(f"component {k + 1} lost all its responsibility ({mass}) and {why}: removed")
            return False
        means[k] = scorer.Xs_T[:, far] + scorer.shift
        if self.covariance_type != "tied":  # a tied component keeps the shared covariance
            cov, _ = self.regularised(typed_covariances(scorer.data_covariance()[None], self.covariance_type))
            full[k] = full_covariances(cov, self.covariance_type, 1, scorer.n_features)[0]
        weights[k] = 0.0
        weights *= (1.0 - 1.0 / scorer.n_samples) / weights.sum()
        weights[k] = 1.0 / scorer.n_samples
        self.reseeded[k] = True
        events.append(
            f"component {k + 1} lost all its responsibility ({mass}): re-seeded at the far point "
            f"{_point(means[k])} with weight 1/n and the data's covariance"
        )
        return True

    def regularised(self, typed: FloatArray) -> tuple[FloatArray, FloatArray]:
        """Add reg_covar to the diagonal (as scikit-learn), then raise eigenvalues below the floor.

        Returns the covariances and what was added to each diagonal (per component; one value for
        "tied"; 0 where nothing was needed).
        """
        kind = self.covariance_type
        if kind in ("diag", "spherical"):
            typed = typed + self.reg_covar
            top = typed if kind == "spherical" else typed.max(axis=1, keepdims=True)
            floor = np.maximum(CONDITION * top, self.tiny)
            added = np.where(typed < floor, floor - typed, 0.0)
            return typed + added, added if kind == "spherical" else added.max(axis=1)
        stack = typed[None] if kind == "tied" else typed  # a view: changed in place
        rows, cols = np.diag_indices(stack.shape[1])
        diagonal = (slice(None), rows, cols)
        stack[diagonal] += self.reg_covar
        values = np.linalg.eigvalsh(stack)
        floor = np.maximum(CONDITION * values[:, -1], self.tiny)
        added = np.where(values[:, 0] < floor, floor - values[:, 0], 0.0)
        stack[diagonal] += added[:, None]
        return typed, added

    def _report_floored(self, added: FloatArray, events: list[str]) -> None:
        """Report each covariance when it starts needing the floor (not at every iteration)."""
        low = added > 0
        if self.covariance_type == "tied":
            if low[0] and not self.floored[0]:
                events.append(_floor_event("the shared (tied) covariance", added[0]))
            self.floored = [bool(low[0])] * len(self.floored)
            return
        for k in np.flatnonzero(low & ~np.asarray(self.floored, dtype=bool)):
            events.append(_floor_event(f"component {k + 1}", added[k]))
        self.floored = [bool(v) for v in low]

    def _far_point(self, centres: FloatArray) -> int | None:
        """Index of the sample farthest (standardised) from its nearest centre; None if all sit on one."""
        Xs_T = self.scorer.Xs_T
        scale = np.where(self.scorer.constant, 1.0, self.scorer.variances)[:, None]
        nearest = np.full(self.scorer.n_samples, np.inf)
        for centre in centres - self.scorer.shift:
            nearest = np.minimum(nearest, (((Xs_T - centre[:, None]) ** 2) / scale).sum(axis=0))
        i = int(np.argmax(nearest))
        return i if centres.shape[0] == 0 or nearest[i] > 1e-20 else None


def _floor_event(who: str, added: float) -> str:
    return (
        f"{who} is (nearly) singular: {added:.2g} added to its diagonal so that it stays invertible "
        "(regularised; a larger reg_covar avoids this)"
    )


def _point(x: FloatArray) -> str:
    return "(" + ", ".join(f"{v:.4g}" for v in x) + ")"
