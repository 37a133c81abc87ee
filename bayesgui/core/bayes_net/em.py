"""Parameters with missing cells by EM (Zhou §7.6 applied to a network's tables): every row is used, none dropped.

E step: for each row, the posterior of its missing cells given its observed ones under the current θ, by
enumerating their value combinations (all rows sharing a pattern of missing columns at once, vectorised); its
expected family counts add each completion weighted by that posterior. M step: θ from the expected counts as
eq. 7.32 with Lidstone λ. The observed-data log-likelihood Σ_rows log Σ_completions P_B(x) never decreases (with
λ = 0; with λ > 0 EM maximises the log-likelihood plus λ·Σ log θ, ``objective``, which never decreases).
The start: θ from each family's complete rows with Laplace's correction.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.bayes_net.counting import conditional_table, family_counts
from bayesgui.core.bayes_net.network import BayesNet
from bayesgui.core.bayes_net.structure import Structure
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

MAX_COMPLETIONS = 1 << 16
"""The most value combinations of one row's missing cells that the E step enumerates."""


@dataclass(frozen=True)
class EMStep:
    """After an E step: θ (``net``) and the observed-data log-likelihood and objective at that θ."""

    iteration: int
    net: BayesNet
    log_likelihood: float
    objective: float
    done: bool = False


def _completions(X: np.ndarray, cards: Sequence[int]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every row's completions: (completed rows, their row number, each row's completion count)."""
    missing = X < 0
    pattern_code = missing @ (1 << np.arange(X.shape[1], dtype=np.int64)) if X.shape[1] < 62 else None
    if pattern_code is None:
        raise ValueError(Note(QT_TRANSLATE_NOOP("core", "EM over missing cells takes at most {0} columns."), 61))
    parts, rows = [X[pattern_code == 0]], [np.flatnonzero(pattern_code == 0)]
    for pattern in np.unique(pattern_code[pattern_code != 0]):
        which = np.flatnonzero(pattern_code == pattern)
        columns = np.flatnonzero(missing[which[0]])
        sizes = [int(cards[int(j)]) for j in columns]
        k = int(np.prod(sizes))
        if k > MAX_COMPLETIONS:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "Row {0} misses too many cells for EM ({1} value combinations)."),
                    int(which[0]) + 1, k,
                )
            )  # fmt: skip
        grid = np.stack(np.unravel_index(np.arange(k), sizes), axis=1)  # (k, missing columns)
        block = np.repeat(X[which], k, axis=0)
        block[:, columns] = np.tile(grid, (which.size, 1))
        parts.append(block)
        rows.append(np.repeat(which, k))
    return np.concatenate(parts), np.concatenate(rows), missing


def em_fit(
    X: ArrayLike,
    structure: Structure,
    states: Sequence[Sequence[str]],
    alpha: float = 0.0,
    max_iter: int = 100,
    tol: float = 1e-9,
) -> Generator[EMStep, None, None]:
    """Yield an :class:`EMStep` per iteration; the last (``done``) holds the fitted network."""
    X = np.asarray(X, dtype=np.int64)
    cards = [len(s) for s in states]
    completed, row_of, _missing = _completions(X, cards)
    net = BayesNet.fit(X, structure, states, alpha=1.0)
    previous = -np.inf
    for iteration in range(max_iter + 1):
        posterior, ll = _e_step(net, completed, row_of, X.shape[0])
        with np.errstate(divide="ignore"):
            prior = alpha * sum(float(np.sum(np.log(t))) for t in net.cpts) if alpha > 0 else 0.0
        objective = ll + prior
        converged = iteration == max_iter or abs(objective - previous) <= tol * (1.0 + abs(objective))
        yield EMStep(iteration, net, ll, objective, done=converged)
        if converged:
            return
        previous = objective
        cpts = [conditional_table(c, alpha) for c in _expected_counts(completed, cards, structure, posterior)]
        net = BayesNet(structure, states, cpts)


def _e_step(net: BayesNet, completed: np.ndarray, row_of: np.ndarray, m: int) -> tuple[np.ndarray, float]:
    """Each completion's posterior given its row's observed cells, and the observed-data log-likelihood."""
    log_p = net.log_joint(completed)
    peak = np.full(m, -np.inf)
    np.maximum.at(peak, row_of, log_p)
    safe_peak = np.where(np.isfinite(peak), peak, 0.0)
    with np.errstate(under="ignore"):
        weight = np.exp(log_p - safe_peak[row_of])
    per_row = np.bincount(row_of, weights=weight, minlength=m)
    with np.errstate(divide="ignore"):
        ll = float(np.sum(np.log(per_row) + safe_peak))
    return weight / np.where(per_row > 0, per_row, 1.0)[row_of], ll


def _expected_counts(
    completed: np.ndarray, cards: Sequence[int], structure: Structure, posterior: np.ndarray
) -> list[np.ndarray]:
    return [family_counts(completed, cards, i, structure.parents(i), posterior) for i in range(len(cards))]


def expected_counts(net: BayesNet, X: ArrayLike) -> list[np.ndarray]:
    """The E step at ``net``'s θ: each node's expected family counts N̂_jk over the coded rows ``X`` (-1: missing;
    a complete row counts 1, an incomplete one spreads its 1 over its completions by their posterior). The
    tables (N̂_jk + λ) / (N̂_j + r·λ) are one more M step: at EM's fixed point, the tables it found."""
    X = np.asarray(X, dtype=np.int64)
    completed, row_of, _missing = _completions(X, net.cards)
    posterior, _ll = _e_step(net, completed, row_of, X.shape[0])
    return _expected_counts(completed, net.cards, net.structure, posterior)


def row_log_marginals(net: BayesNet, X: ArrayLike) -> np.ndarray:
    """log P_B(observed cells) of every coded row (-1: missing, summed out by enumerating its values)."""
    X = np.asarray(X, dtype=np.int64)
    completed, row_of, _missing = _completions(X, net.cards)
    log_p = net.log_joint(completed)
    peak = np.full(X.shape[0], -np.inf)
    np.maximum.at(peak, row_of, log_p)
    safe_peak = np.where(np.isfinite(peak), peak, 0.0)
    with np.errstate(under="ignore", divide="ignore"):
        per_row = np.bincount(row_of, weights=np.exp(log_p - safe_peak[row_of]), minlength=X.shape[0])
        return np.log(per_row) + safe_peak
