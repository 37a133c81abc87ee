"""The rows the inference panel shows of P(Q | E = e), Qt-free: one per joint state of the query nodes.

A query of several nodes has a joint posterior (an array with an axis per node, in the order asked); it is shown
flat, C order, each state named "node=value, node=value".
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from bayesgui.core.bayes_net.network import BayesNet


def state_labels(net: BayesNet, query: Sequence[str]) -> list[str]:
    """The name of every joint state of ``query``, in C order: "node=value", joined by ", " for several nodes."""
    indices = [net.structure.index(q) for q in query]
    values = [[f"{net.nodes[i]}={v}" for v in net.states[i]] for i in indices]
    return [", ".join(combo) for combo in itertools.product(*values)]


@dataclass(frozen=True)
class PosteriorRow:
    """One joint state: ``exact`` P(Q = q | e); ``estimate`` and ``error`` (the Gibbs estimate and its standard
    error, NaN when there is none); ``off_by`` |estimate − exact| in standard errors (NaN when either is missing)."""

    label: str
    exact: float
    estimate: float
    error: float

    @property
    def off_by(self) -> float:
        if not (np.isfinite(self.estimate) and np.isfinite(self.error) and self.error > 0):
            return float("nan")
        return abs(self.estimate - self.exact) / self.error


def posterior_rows(
    labels: Sequence[str],
    exact: np.ndarray | None,
    estimate: np.ndarray | None = None,
    error: np.ndarray | None = None,
) -> list[PosteriorRow]:
    """A row per label from the flat ``exact`` / ``estimate`` / ``error`` arrays (any may be None: NaN)."""

    def flat(values: np.ndarray | None) -> list[float]:
        if values is None:
            return [float("nan")] * len(labels)
        return [float(v) for v in np.asarray(values, dtype=float).ravel()]

    return [
        PosteriorRow(label, e, g, s)
        for label, e, g, s in zip(labels, flat(exact), flat(estimate), flat(error), strict=True)
    ]
