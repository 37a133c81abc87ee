"""One gather (or one bincount) for a parent attribute and a whole group of child attributes at once.

Attributes are grouped while the product of their slot counts (levels + 1: slot 0 holds a missing value) stays
small; a row's values in a group make one mixed-radix key. Counting: for parent i and group G, one
``np.bincount`` of (class, x_i, key_G) gives |D_c,x_i,x_G|, whose margins are the pair counts |D_c,x_i,x_j| of every
j in G. Scoring (AODE): a table of Σ_{j∈G} log P(x_j | c, x_i) by (x_i, key_G) turns a group's factors into one
gather per row. A group of d/5 or so attributes cuts the work of d per-pair passes by that factor.
"""

from __future__ import annotations

import numpy as np

from bayesgui.core.array_types import FloatArray, IntArray
from bayesgui.core.semi_naive._counts import slot_starts

GROUP_SIZE = 4096
"""The most value combinations (with missing) of one group: its tables stay in the cache."""


def groups(levels: IntArray, limit: int = GROUP_SIZE) -> list[IntArray]:
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


def group_size(levels: IntArray, group: IntArray) -> int:
    return int(np.prod(levels[group] + 1))


def stride(levels: IntArray) -> int:
    """M: the most levels of any attribute, plus one (the missing value)."""
    return int(levels.max()) + 1


def group_key(shifted: IntArray, levels: IntArray, group: IntArray, out: IntArray | None = None) -> IntArray:
    """Each row's mixed-radix key of its values in ``group``, the first most significant; ``shifted`` is X.T + 1
    (feature-major, 0 = missing). ``out``: where to write it (a buffer of the rows' length)."""
    if out is None:
        key: IntArray = shifted[group[0]].copy()
    else:
        key = out
        key[...] = shifted[group[0]]
    for j in group[1:]:
        key *= int(levels[j]) + 1
        key += shifted[j]
    return key


def shifted_codes(X: IntArray, out: IntArray | None = None) -> IntArray:
    """X.T + 1 as intp, feature-major (each attribute's codes contiguous), 0 for a missing value; ``out``: a buffer
    of shape (n_features, n_samples) to write it to."""
    shifted = np.empty((X.shape[1], X.shape[0]), dtype=np.intp) if out is None else out
    np.add(X.T, 1, out=shifted)
    return shifted


COUNT_GROUP_SIZE = 64
"""The most value combinations of one group when counting: a pair of groups makes a table of K·64·64 counts."""


def pair_counts(X: IntArray, yk: IntArray, levels: IntArray, n_classes: int) -> FloatArray:
    """N[c, s, t] (see :mod:`~bayesgui.core.semi_naive._counts`) of the rows of ``X``: a :class:`PairCounter`'s."""
    counter = PairCounter(levels, n_classes)
    counter.add(X, yk)
    return counter.counts()


class PairCounter:
    """N[c, s, t] counted a chunk of rows at a time: for every pair of groups A < B one bincount of
    (class, key_A, key_B) per chunk, added up (``add``); their margins are the pairs across the groups and (from the
    first table holding a group) the group's own counts and the pairs inside it, read once at the end (``counts``).
    A single group is counted alone."""

    def __init__(self, levels: IntArray, n_classes: int) -> None:
        self.levels, self.n_classes = levels, n_classes
        self.groups = groups(levels, COUNT_GROUP_SIZE)
        self.sizes = [group_size(levels, g) for g in self.groups]
        n = len(self.groups)
        self.pairs = [(a, b) for a in range(n) for b in range(a + 1, n)] if n > 1 else [(0, 0)]
        self.tables = [np.zeros(self._bins(a, b), dtype=np.int64) for a, b in self.pairs]
        self._buffers = np.empty((0, 0), dtype=np.intp)  # reused from chunk to chunk (no fresh pages per chunk)

    def _bins(self, a: int, b: int) -> int:
        return self.n_classes * self.sizes[a] * (self.sizes[b] if b != a else 1)

    def add(self, X: IntArray, yk: IntArray) -> None:
        """Count the rows of ``X`` (level codes, -1 missing) of classes ``yk``."""
        n, d, n_groups = X.shape[0], X.shape[1], len(self.groups)
        if self._buffers.shape[1] < n:  # shifted codes, group keys, the lead and the combined key
            self._buffers = np.empty((d + n_groups + 2, n), dtype=np.intp)
        buffers = self._buffers[:, :n]
        shifted = shifted_codes(X, out=buffers[:d])
        keys = [group_key(shifted, self.levels, g, out=buffers[d + k]) for k, g in enumerate(self.groups)]
        lead, combined = buffers[-2], buffers[-1]
        classes = yk.astype(np.intp)
        last = -1
        for table, (a, b) in zip(self.tables, self.pairs, strict=True):
            if a != last:
                np.multiply(classes, self.sizes[a], out=lead)
                lead += keys[a]
                last = a
            if b != a:
                np.multiply(lead, self.sizes[b], out=combined)
                combined += keys[b]
            table += np.bincount(lead if b == a else combined, minlength=table.size)

    def counts(self) -> FloatArray:
        """N[c, s, t] of every row added, shape (n_classes, S, S)."""
        levels, found = self.levels, self.groups
        starts, n_slots = slot_starts(levels), int(levels.sum())
        counts = np.zeros((self.n_classes, n_slots, n_slots))

        def store(block: IntArray, i: int, j: int) -> None:  # (K, N_i + 1, N_j + 1), slot 0 = missing
            rows, cols = slice(starts[i], starts[i] + levels[i]), slice(starts[j], starts[j] + levels[j])
            counts[:, rows, cols] = block[:, 1:, 1:]
            counts[:, cols, rows] = block[:, 1:, 1:].transpose(0, 2, 1)

        def store_alone(alone: IntArray, group: IntArray) -> None:  # (K, *levels[group] + 1)
            for p, i in enumerate(group):
                own = np.arange(starts[i], starts[i] + levels[i])
                counts[:, own, own] = _margin(alone, p, p)[:, 1:]
                for q in range(p + 1, len(group)):
                    store(_margin(alone, p, q), i, group[q])

        if len(found) == 1:
            store_alone(self.tables[0].reshape(self.n_classes, *(levels[found[0]] + 1)), found[0])
            return counts
        done = [False] * len(found)  # a group's own counts, read off the first table that holds it
        for table, (a, b) in zip(self.tables, self.pairs, strict=True):
            group_a, group_b = found[a], found[b]
            both = table.reshape(self.n_classes, *(levels[group_a] + 1), *(levels[group_b] + 1))
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


def _margin(table: IntArray, p: int, q: int) -> IntArray:
    """The counts of ``table`` (class, then one axis per attribute) summed over every attribute but the p-th and
    q-th: shape (K, levels_p + 1, levels_q + 1), or (K, levels_p + 1) when p == q."""
    others = tuple(1 + r for r in range(table.ndim - 1) if r not in (p, q))
    return table.sum(axis=others) if others else table


def parent_tables(
    conditional: FloatArray, lead: FloatArray, levels: IntArray, found: list[IntArray], linear: bool = False
) -> list[list[FloatArray]]:
    """For every parent i and group G, Σ_{j∈G} log P(x_j | c, x_i) at key_G · M + x_i + 1 (M = the most levels + 1,
    one stride for every parent, so that a row's index is one addition), flat: shape (K, size_G · M); a missing child
    adds 0. The first group's table also adds ``lead[:, s]`` (log P(c, x_i) for AODE, -inf for a value that is no
    super-parent); a missing parent's entry is -inf. ``linear``: the exponentials, Π_{j∈G} P(x_j | c, x_i) (a
    missing child multiplies by 1, no super-parent gives 0), built from the small tables' exponentials."""
    starts, n_classes = slot_starts(levels), conditional.shape[0]
    if linear:
        conditional, lead = np.exp(conditional), np.exp(lead)
    empty, combine = (1.0, np.multiply) if linear else (0.0, np.add)
    width = stride(levels)
    tables = []
    for i in range(levels.size):
        own = slice(starts[i], starts[i] + levels[i])
        n_i = int(levels[i]) + 1
        by_group = []
        for g, group in enumerate(found):  # built (K, key, x_i + 1): the parent's value last, padded to M
            fused = np.full((n_classes, 1, width), empty)
            if g == 0:
                fused[:, 0, 0] = 0.0 if linear else -np.inf
                fused[:, 0, 1:n_i] = lead[:, own]
            for j in group:
                part = np.full((n_classes, int(levels[j]) + 1, width), empty)
                part[:, 1:, 1:n_i] = conditional[:, own, starts[j] : starts[j] + levels[j]].transpose(0, 2, 1)
                fused = combine(fused[:, :, None, :], part[:, None, :, :]).reshape(n_classes, -1, width)
            by_group.append(fused.reshape(n_classes, -1))
        tables.append(by_group)
    return tables
