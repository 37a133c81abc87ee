"""Gibbs sampling (Zhou fig. 7.5) as a job: the running estimate's whole history, beside the exact answer.

``gibbs_run`` computes the exact posterior first (variable elimination; None when the network is too large for
it), then drives the core's sampler and yields a :class:`GibbsTrace` at each of its reports: every estimate so far
against the number of samples, for a plot that converges on the exact line. It stops at any yield (``close()``).
Its return value is the last trace (``done`` True), or None when the sampler never reported.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from bayesgui.core.bayes_net.gibbs import GibbsEstimate, gibbs
from bayesgui.core.bayes_net.inference import variable_elimination
from bayesgui.core.bayes_net.network import BayesNet

POINTS = 100
"""About how many estimates a run reports (the curve's points)."""
MIN_REPORT = 50


@dataclass(frozen=True)
class GibbsTrace:
    """A Gibbs run so far.

    Attributes
    ----------
    total : int
        The samples asked for (after the burn-in).
    samples : ndarray of int, shape (k,)
        The number of counted samples at each report.
    estimates : ndarray, shape (k, n_states)
        Each report's estimate, flattened (C order over the query nodes).
    errors : ndarray, shape (k, n_states)
        Each report's batch-means standard error (NaN until the core has one).
    exact : ndarray of shape (n_states,) or None
        Variable elimination's answer (None: the network is too large for it).
    last : GibbsEstimate
        The core's latest report (its flags: ``warning``, ``stuck``, ``zero_one_entries``, ``impossible_draws``).
    """

    total: int
    samples: np.ndarray
    estimates: np.ndarray
    errors: np.ndarray
    exact: np.ndarray | None
    last: GibbsEstimate

    @property
    def done(self) -> bool:
        return self.last.done

    @property
    def fraction(self) -> float:
        return min(1.0, int(self.samples[-1]) / self.total) if self.samples.size else 0.0


def report_every(samples: int) -> int:
    """Samples between two reports: about :data:`POINTS` reports, never fewer than :data:`MIN_REPORT` apart."""
    return max(MIN_REPORT, -(-samples // POINTS))


def exact_or_none(net: BayesNet, query: Sequence[str], evidence: Mapping[str, str]) -> np.ndarray | None:
    """The flat exact posterior, or None when variable elimination does not take the network (its node count).

    The evidence of probability 0 is an error for the sampler too: that ValueError is raised.
    """
    if len(net.nodes) > 52:
        return None
    return np.asarray(variable_elimination(net, query, evidence), dtype=float).ravel()


def gibbs_run(
    net: BayesNet,
    query: Sequence[str],
    evidence: Mapping[str, str],
    samples: int,
    burn_in: int = 0,
    seed: int | None = 0,
    exact: np.ndarray | None = None,
) -> Generator[GibbsTrace, None, GibbsTrace | None]:
    """Yield a :class:`GibbsTrace` at each report of the core's sampler; return the last one.

    ``exact``: the flat exact posterior the caller already has (the window's, so that both show one number); None:
    computed here by :func:`exact_or_none`.
    """
    if exact is None:
        exact = exact_or_none(net, query, evidence)
    counts: list[int] = []
    estimates: list[np.ndarray] = []
    errors: list[np.ndarray] = []
    trace = None
    for step in gibbs(net, query, evidence, samples=samples, burn_in=burn_in, seed=seed,
                      report_every=report_every(samples)):  # fmt: skip
        flat = np.asarray(step.estimate, dtype=float).ravel()
        counts.append(step.samples)
        estimates.append(flat)
        errors.append(np.full(flat.shape, np.nan) if step.standard_error is None else step.standard_error.ravel())
        trace = GibbsTrace(samples, np.array(counts), np.vstack(estimates), np.vstack(errors), exact, step)
        yield trace
    return trace
