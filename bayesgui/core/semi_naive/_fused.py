"""One gather (or one bincount) for a parent attribute and a whole group of child attributes at once.

Attributes are grouped while the product of their slot counts (levels + 1: slot 0 holds a missing value) stays
small; a row's values in a group make one mixed-radix key. Counting: for parent i and group G, one
``np.bincount`` of (class, x_i, key_G) gives |D_c,x_i,x_G|, whose margins are the pair counts |D_c,x_i,x_j| of every
j in G. Scoring (AODE): a table of Σ_{j∈G} log P(x_j | c, x_i) by (x_i, key_G) turns a group's factors into one
gather per row. A group of d/5 or so attributes cuts the work of d per-pair passes by that factor.
"""

from __future__ import annotations

import numpy as np

from bayesgui.core.semi_naive._counts import slot_starts

GROUP_SIZE = 4096
"""The most value combinations (with missing) of one group: its tables stay in the cache."""


def groups(levels: np.ndarray, limit: int = GROUP_SIZE) -> list[np.ndarray]:
    """Attributes packed into few groups whose products of (levels + 1) stay within ``limit``: first fit, the
    attributes with the most levels first (an attribute beyond the limit is a group of its own)."""
    sizes = (levels + 1).tolist()
    found: list[list[int]] = []
    products: list[int] = []
    for j in sorted(range(len(sizes)), key=lambda j: -sizes[j]):
        for g, product in enumerate(products):
            if product * sizes[j] <= limit:
                found[g].append(j)
                products[g] *= sizes[j]
                break
        else:
            found.append([j])
            products.append(sizes[j])
    return [np.array(sorted(group)) for group in found]


def group_size(levels: np.ndarray, group: np.ndarray) -> int:
    return int(np.prod(levels[group] + 1))


def stride(levels: np.ndarray) -> int:
    """M: the most levels of any attribute, plus one (the missing value)."""
    return int(levels.max()) + 1


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


COUNT_GROUP_SIZE = 64
"""The most value combinations of one group when counting: a pair of groups makes a table of K·64·64 counts."""


def pair_counts(X: np.ndarray, yk: np.ndarray, levels: np.ndarray, n_classes: int) -> np.ndarray:
    """N[c, s, t] (see :mod:`~bayesgui.core.semi_naive._counts`): one bincount of (class, key_A, key_B) for every
    pair of groups A < B, whose margins are the pairs across them, and (from the first table holding a group) the
    group's own counts and the pairs inside it; a single group is counted alone."""
    starts, n_slots = slot_starts(levels), int(levels.sum())
    counts = np.zeros((n_classes, n_slots, n_slots))
    found = groups(levels, COUNT_GROUP_SIZE)
    shifted = shifted_codes(X)
    keys = [group_key(shifted, levels, g) for g in found]
    classes = yk.astype(np.intp)

    def store(block: np.ndarray, i: int, j: int) -> None:  # (K, N_i + 1, N_j + 1), slot 0 = missing
        rows, cols = slice(starts[i], starts[i] + levels[i]), slice(starts[j], starts[j] + levels[j])
        counts[:, rows, cols] = block[:, 1:, 1:]
        counts[:, cols, rows] = block[:, 1:, 1:].transpose(0, 2, 1)

    def store_alone(alone: np.ndarray, group: np.ndarray) -> None:  # (K, *levels[group] + 1)
        for p, i in enumerate(group):
            own = np.arange(starts[i], starts[i] + levels[i])
            counts[:, own, own] = _margin(alone, p, p)[:, 1:]
            for q in range(p + 1, len(group)):
                store(_margin(alone, p, q), i, group[q])

    done = [False] * len(found)  # a group's own counts, read off the first table that holds it
    for a, (group_a, key_a) in enumerate(zip(found, keys, strict=True)):
        size_a = group_size(levels, group_a)
        lead = classes * size_a
        lead += key_a
        if len(found) == 1:
            alone = np.bincount(lead, minlength=n_classes * size_a)
            store_alone(alone.reshape(n_classes, *(levels[group_a] + 1)), group_a)
        for b, (group_b, key_b) in enumerate(zip(found, keys, strict=True)):
            if b <= a:
                continue
            size_b = group_size(levels, group_b)
            combined = lead * size_b
            combined += key_b
            both = np.bincount(combined, minlength=n_classes * size_a * size_b)
            both = both.reshape(n_classes, *(levels[group_a] + 1), *(levels[group_b] + 1))
            for p, i in enumerate(group_a):
                for q, j in enumerate(group_b):
                    store(_margin(both, p, len(group_a) + q), i, j)
            n_a = len(group_a)
            for done_index, group, axes in ((a, group_a, range(n_a)), (b, group_b, range(n_a, both.ndim - 1))):
                if not done[done_index]:
                    others = tuple(1 + r for r in range(both.ndim - 1) if r not in axes)
                    store_alone(both.sum(axis=others), group)
                    done[done_index] = True
    return counts


def _margin(table: np.ndarray, p: int, q: int) -> np.ndarray:
    """The counts of ``table`` (class, then one axis per attribute) summed over every attribute but the p-th and
    q-th: shape (K, levels_p + 1, levels_q + 1), or (K, levels_p + 1) when p == q."""
    others = tuple(1 + r for r in range(table.ndim - 1) if r not in (p, q))
    return table.sum(axis=others) if others else table


def parent_tables(
    conditional: np.ndarray, lead: np.ndarray, levels: np.ndarray, found: list[np.ndarray]
) -> list[list[np.ndarray]]:
    """For every parent i and group G, Σ_{j∈G} log P(x_j | c, x_i) at key_G · M + x_i + 1 (M = the most levels + 1,
    one stride for every parent, so that a row's index is one addition), flat: shape (K, size_G · M); a missing child
    adds 0. The first group's table also adds ``lead[:, s]`` (log P(c, x_i) for AODE, -inf for a value that is no
    super-parent); a missing parent's entry is -inf."""
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
            strided = np.zeros((n_classes, fused.shape[2], stride(levels)))
            strided[:, :, :n_i] = fused.transpose(0, 2, 1)
            by_group.append(strided.reshape(n_classes, -1))
        tables.append(by_group)
    return tables
