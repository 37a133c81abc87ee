"""One gather (or one bincount) for a parent attribute and a whole group of child attributes at once.

Consecutive attributes are grouped while the product of their slot counts (levels + 1: slot 0 holds a missing
value) stays small; a row's values in a group make one mixed-radix key. Counting: for parent i and group G, one
``np.bincount`` of (class, x_i, key_G) gives |D_c,x_i,x_G|, whose margins are the pair counts |D_c,x_i,x_j| of every
j in G. Scoring (AODE): a table of Σ_{j∈G} log P(x_j | c, x_i) by (x_i, key_G) turns a group's factors into one
gather per row. A group of d/5 or so attributes cuts the work of d per-pair passes by that factor.
"""

from __future__ import annotations

import numpy as np

from bayesgui.core.semi_naive._counts import slot_starts

GROUP_SIZE = 2048
"""The most value combinations (with missing) of one group: its tables stay in the cache."""


def groups(levels: np.ndarray, limit: int = GROUP_SIZE) -> list[np.ndarray]:
    """Consecutive attributes grouped while the product of their (levels + 1) stays within ``limit``."""
    found, current, size = [], [], 1
    for j, n in enumerate((levels + 1).tolist()):
        if current and size * n > limit:
            found.append(np.array(current))
            current, size = [], 1
        current.append(j)
        size *= n
    found.append(np.array(current))
    return found


def group_size(levels: np.ndarray, group: np.ndarray) -> int:
    return int(np.prod(levels[group] + 1))


def group_key(shifted: np.ndarray, levels: np.ndarray, group: np.ndarray) -> np.ndarray:
    """Each row's mixed-radix key of its values in ``group``, the first most significant; ``shifted`` is X.T + 1
    (feature-major, 0 = missing)."""
    key = shifted[group[0]].copy()
    for j in group[1:]:
        key *= int(levels[j]) + 1
        key += shifted[j]
    return key


def shifted_codes(X: np.ndarray) -> np.ndarray:
    """X.T + 1 as intp, feature-major (each attribute's codes contiguous), 0 for a missing value."""
    shifted = np.empty((X.shape[1], X.shape[0]), dtype=np.intp)
    np.add(X.T, 1, out=shifted)
    return shifted


def pair_counts(X: np.ndarray, yk: np.ndarray, levels: np.ndarray, n_classes: int) -> np.ndarray:
    """N[c, s, t] (see :mod:`~bayesgui.core.semi_naive._counts`), one bincount per parent and group."""
    starts, n_slots = slot_starts(levels), int(levels.sum())
    counts = np.zeros((n_classes, n_slots, n_slots))
    found = groups(levels)
    shifted = shifted_codes(X)
    keys = [group_key(shifted, levels, g) for g in found]
    classes = yk.astype(np.intp)
    for i in range(levels.size):
        n_i = int(levels[i]) + 1
        lead = classes * n_i
        lead += shifted[i]
        for group, key in zip(found, keys, strict=True):
            size = group_size(levels, group)
            combined = lead * size
            combined += key
            table = np.bincount(combined, minlength=n_classes * n_i * size)
            table = table.reshape(n_classes, n_i, *(levels[group] + 1))[:, 1:]  # drop a missing parent
            for a, j in enumerate(group):
                others = tuple(2 + b for b in range(len(group)) if b != a)
                pair = table.sum(axis=others)[:, :, 1:]  # (K, N_i, N_j), a missing child dropped
                counts[:, starts[i] : starts[i] + levels[i], starts[j] : starts[j] + levels[j]] = pair
    return counts


def parent_tables(
    conditional: np.ndarray, lead: np.ndarray, levels: np.ndarray, found: list[np.ndarray]
) -> list[list[np.ndarray]]:
    """For every parent i and group G, Σ_{j∈G} log P(x_j | c, x_i) by (x_i + 1, key_G), flat: shape
    (K, (N_i + 1) · size_G); a missing child adds 0. The first group's table also adds ``lead[:, s]`` (log
    P(c, x_i) for AODE, -inf for a value that is no super-parent); a missing parent's row is -inf."""
    starts, n_classes = slot_starts(levels), conditional.shape[0]
    tables = []
    for i in range(levels.size):
        own = slice(starts[i], starts[i] + levels[i])
        n_i = int(levels[i]) + 1
        by_group = []
        for g, group in enumerate(found):
            fused = np.zeros((n_classes, n_i, 1))
            fused[:, 0] = -np.inf if g == 0 else 0.0
            if g == 0:
                fused[:, 1:, 0] = lead[:, own]
            for j in group:
                part = np.zeros((n_classes, n_i, int(levels[j]) + 1))
                part[:, 1:, 1:] = conditional[:, own, starts[j] : starts[j] + levels[j]]
                fused = (fused[:, :, :, None] + part[:, :, None, :]).reshape(n_classes, n_i, -1)
            by_group.append(np.ascontiguousarray(fused.reshape(n_classes, -1)))
        tables.append(by_group)
    return tables
