"""The EM loop itself: init, then E and M half-steps, with scikit-learn's stopping rule.

Iteration t is an E step (responsibilities of the current parameters, whose log-likelihood is
scikit-learn's lower bound of iteration t) and then an M step. The run stops after the M step of the
first iteration whose lower bound moved by less than ``tol`` from the previous one (as scikit-learn,
so ``n_iter_`` and the final parameters agree), or after ``max_iter`` iterations.
"""

from __future__ import annotations

import math
from collections.abc import Generator
from typing import Any, Protocol

import numpy as np

from bayesgui.core.array_types import FloatArray
from bayesgui.core.mixture.density import Estimates
from bayesgui.core.mixture.mstep import DegeneracyGuard, Start
from bayesgui.core.mixture.params import EMSnapshot, MixtureParams, precisions_cholesky, read_only


class Scorer(Protocol):
    """What EM needs of the data: ``MixtureScorer`` (complete rows) or ``MissingScorer`` (NaN = missing)."""

    n_samples: int

    def e_step(
        self,
        weights: FloatArray,
        means: FloatArray,
        covariances: FloatArray,
        out: FloatArray | None = None,
        with_stats: bool = True,
    ) -> tuple[FloatArray, FloatArray, FloatArray | Estimates | None]: ...


def em_loop(
    scorer: Scorer, guard: DegeneracyGuard, start: Start, tol: float, max_iter: int, reuse: bool
) -> Generator[EMSnapshot, None, None]:
    """Yield the EMSnapshots of one run from ``start`` = (weights, means, full covariances, events).

    With ``reuse`` two response buffers are recycled (faster on big data), so a snapshot's ``resp`` is
    overwritten two half-steps later: only for callers that keep no snapshot (``fit``).
    """
    weights, means, covs, events = start
    n = scorer.n_samples
    spare: list[FloatArray | None] = [None, None]

    def e_step(
        w: FloatArray, m: FloatArray, c: FloatArray, slot: int
    ) -> tuple[FloatArray, float, FloatArray | Estimates | None]:
        buffer = spare[slot]
        out = buffer if reuse and buffer is not None and buffer.shape[0] == w.size else None
        resp, log_norm, stats = scorer.e_step(w, m, c, out=out)
        spare[slot] = resp if reuse else None
        return resp, float(log_norm.sum()), stats

    guard.start(weights.size)
    resp, total, stats = e_step(weights, means, covs, 0)
    params = MixtureParams(weights, means, covs)
    yield EMSnapshot(0, "init", params, read_only(resp.T), total, tuple(events))
    previous = -math.inf
    for iteration in range(1, max_iter + 1):
        lower = total / n
        converged = abs(lower - previous) < tol
        yield EMSnapshot(iteration, "E", params, read_only(resp.T), total)
        weights, means, covs, events = guard.m_step(resp, stats)
        params = MixtureParams(weights, means, covs)
        new_resp, total, stats = e_step(weights, means, covs, iteration % 2)
        yield EMSnapshot(iteration, "M", params, read_only(resp.T), total, events, converged)
        resp, previous = new_resp, lower
        if converged:
            break


class FitRecord:
    """What ``fit`` keeps of a run: the last parameters, the lower bounds and every event."""

    def __init__(self) -> None:
        self.params: MixtureParams | None = None
        self.converged = False
        self.lowers: list[float] = []
        self.history: list[float] = []
        self.events: list[str] = []

    def add(self, snapshot: EMSnapshot) -> None:
        self.params, self.converged = snapshot.params, snapshot.converged
        self.events.extend(snapshot.events)
        if snapshot.step == "E" and snapshot.resp is not None:  # an E snapshot always has its responsibilities
            self.lowers.append(snapshot.log_likelihood / snapshot.resp.shape[0])
        elif snapshot.step == "M":
            self.history.append(snapshot.log_likelihood)

    @property
    def lower_bound(self) -> float:
        """scikit-learn's: the mean log-likelihood of the last E step (-inf when max_iter = 0)."""
        return self.lowers[-1] if self.lowers else -math.inf

    def attributes(self, covariance_type: str) -> dict[str, Any]:
        """The fitted attributes of ``GaussianMixture`` (scikit-learn's names and shapes)."""
        params = self.params
        assert params is not None, "a run yields its initial snapshot first"
        full = np.array(params.covariances)
        typed = {"full": full, "diag": np.diagonal(full, axis1=1, axis2=2).copy(), "tied": full[0].copy()}
        covariances = typed.get(covariance_type, full[:, 0, 0].copy())
        chol = precisions_cholesky(covariances, covariance_type)
        precisions = chol**2 if covariance_type in ("diag", "spherical") else chol @ np.swapaxes(chol, -1, -2)
        return {
            "weights_": np.array(params.weights),
            "means_": np.array(params.means),
            "covariances_": covariances,
            "precisions_cholesky_": chol,
            "precisions_": precisions,
            "params_": params,
            "events_": tuple(self.events),
            "converged_": self.converged,
            "n_iter_": len(self.history),
            "lower_bound_": self.lower_bound,
            "lower_bounds_": np.array(self.lowers),
            "log_likelihood_history_": np.array(self.history),
        }
