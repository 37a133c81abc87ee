"""Gibbs sampling (Zhou fig. 7.5): P(Q = q | E = e) ≈ n_q / T (eq. 7.33), as a generator of running estimates.

The evidence is fixed; every other node that matters (the ancestors of the query and evidence nodes) is drawn in
turn from P(x_i | its Markov blanket), which is P(x_i | π_i) · Π over its children P(child | its parents). Zhou's
figure draws the query variables only, with Z holding the evidence and the other query variables; a network with
nodes that are neither is sampled over them too, and they are then summed out by not being counted. The start is
drawn at random (ancestrally, from the network itself, the evidence fixed); ``burn_in`` first samples are dropped.

The book's warning: with probabilities of exactly 0 or 1 in the tables the chain need not converge (it can be
reducible: some states never reach others). Each estimate says how many table entries are 0 or 1, which sampled
nodes never had a choice (every draw of theirs was forced) and never changed (``stuck``), and how many draws met an
impossible state (all values probability 0).
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from bayesgui.core.bayes_net.inference import _check_query, evidence_codes, node_indices
from bayesgui.core.bayes_net.network import BayesNet
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

_BATCHES = 20


@dataclass(frozen=True)
class GibbsEstimate:
    """The running estimate after ``samples`` counted samples (after the burn-in).

    Attributes
    ----------
    estimate : ndarray, shape (card of each query node)
        n_q / T.
    standard_error : ndarray or None
        By batch means (20 batches of consecutive samples; the samples are correlated, so the binomial formula
        would be too small); None until there are 40 samples.
    zero_one_entries : int
        Table entries of exactly 0 or 1 among the sampled nodes' and their children's tables.
    stuck : tuple of str
        Sampled nodes whose every draw was forced and whose value never changed.
    impossible_draws : int
        Draws where every value had probability 0 (the chain sat in a state of probability 0).
    done : bool
    """

    samples: int
    estimate: np.ndarray
    standard_error: np.ndarray | None
    zero_one_entries: int
    stuck: tuple[str, ...]
    impossible_draws: int
    done: bool = False

    @property
    def warning(self) -> bool:
        """Whether the book's warning applies: a 0/1 table entry made a draw forced or a state impossible."""
        return bool(self.stuck or self.impossible_draws)


def gibbs(
    net: BayesNet,
    query: Sequence[str | int],
    evidence: Mapping[Any, Any] | None = None,
    samples: int = 10_000,
    burn_in: int = 0,
    seed: int | None = 0,
    report_every: int = 500,
) -> Generator[GibbsEstimate, None, None]:
    """Yield a :class:`GibbsEstimate` every ``report_every`` counted samples and at the end (``done``)."""
    for name, value, low in (("samples", samples, 1), ("burn_in", burn_in, 0), ("report_every", report_every, 1)):
        if not isinstance(value, int | np.integer) or value < low:
            raise ValueError(
                Note(QT_TRANSLATE_NOOP("core", "{0} must be a whole number ≥ {1}, got {2}."), name, low, value)
            )
    q = node_indices(net, query)
    e = evidence_codes(net, evidence or {})
    _check_query(net, q, e)
    rng = np.random.default_rng(seed)
    keep = net.structure.ancestors([*q, *e])
    order = [i for i in net.structure.topological_order() if i in keep]
    sampled = [i for i in order if i not in e]
    parents = {i: net.structure.parents(i) for i in keep}
    children = {i: [(c, parents[c].index(i)) for c in keep if i in parents[c]] for i in keep}
    zero_one = sum(int(np.count_nonzero((net.cpts[i] == 0) | (net.cpts[i] == 1))) for i in keep)

    state = np.zeros(len(net.nodes), dtype=np.int64)
    for i in order:  # the start: drawn from the network, the evidence fixed
        if i in e:
            state[i] = e[i]
        else:
            p = net.cpts[i][tuple(state[list(parents[i])])]
            state[i] = int(rng.choice(len(p), p=p))
    had_choice = dict.fromkeys(sampled, False)
    changed = dict.fromkeys(sampled, False)
    impossible = 0
    cards = [net.cards[i] for i in q]
    weights = np.cumprod([1, *cards[:0:-1]])[::-1]
    codes = np.empty(samples, dtype=np.int64)
    total = burn_in + samples
    for t in range(total):
        uniforms = rng.random(len(sampled))
        for u, i in zip(uniforms, sampled, strict=True):
            p = net.cpts[i][tuple(state[list(parents[i])])].copy()
            for c, position in children[i]:
                index = [*state[list(parents[c])], state[c]]
                index[position] = slice(None)
                p *= net.cpts[c][tuple(index)]
            s = p.sum()
            if not s > 0:
                impossible += 1
                p, s = np.ones_like(p), float(len(p))
            if np.count_nonzero(p) > 1:
                had_choice[i] = True
            new = min(int(np.searchsorted(np.cumsum(p), u * s, side="right")), len(p) - 1)
            if new != state[i]:
                changed[i] = True
                state[i] = new
        if t >= burn_in:
            n = t - burn_in
            codes[n] = int(state[q] @ weights)
            if (n + 1) % report_every == 0 or n + 1 == samples:
                yield _estimate(net, codes[: n + 1], cards, zero_one, sampled, had_choice, changed, impossible,
                                n + 1 == samples)  # fmt: skip


def _estimate(
    net: BayesNet,
    codes: np.ndarray,
    cards: list[int],
    zero_one: int,
    sampled: list[int],
    had_choice: dict[int, bool],
    changed: dict[int, bool],
    impossible: int,
    done: bool,
) -> GibbsEstimate:
    size = int(np.prod(cards))
    estimate = (np.bincount(codes, minlength=size) / codes.size).reshape(cards)
    error = None
    if codes.size >= 2 * _BATCHES:
        batch = codes.size // _BATCHES
        means = np.stack([np.bincount(codes[b * batch : (b + 1) * batch], minlength=size) / batch
                          for b in range(_BATCHES)])  # fmt: skip
        error = (means.std(axis=0, ddof=1) / np.sqrt(_BATCHES)).reshape(cards)
    stuck = tuple(net.nodes[i] for i in sampled if not had_choice[i] and not changed[i])
    return GibbsEstimate(int(codes.size), estimate, error, zero_one, stuck, impossible, done)
