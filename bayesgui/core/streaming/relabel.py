"""Renumbering the class-major and per-level count arrays of an accumulator (``SumStatistics.relabel``)."""

from __future__ import annotations

import numpy as np

from bayesgui.core.array_types import FloatArray, IntArray
from bayesgui.core.naive_bayes.categorical import CategoricalNB

__all__ = ["moved", "relevel"]


def moved(values: FloatArray, where: IntArray, n: int, fill: float = 0.0) -> FloatArray:
    """``values`` (class-major) with row c at ``where[c]`` among ``n`` rows, the others ``fill``."""
    out: FloatArray = np.full((n, *values.shape[1:]), fill)
    out[where] = values
    return out


def relevel(node: CategoricalNB, maps: list[IntArray | None]) -> None:
    """Renumber the levels of ``node``'s columns (``maps[j][l]``: the new code of level l of column j), in place;
    a column's width becomes its largest new code + 1 (the levels declared at the end widen it further)."""
    blocks, widths = [], []
    for block, where in zip(node._split(node.flat_count_), maps, strict=True):
        if where is None:
            blocks.append(block)
            widths.append(block.shape[1])
            continue
        seen = min(block.shape[1], where.size)
        if np.any(block[:, seen:]):
            raise ValueError(f"level_maps gives {where.size} level codes, but a level beyond them has rows.")
        if where.size and (where.min() < 0 or np.unique(where).size != where.size):
            raise ValueError(f"level_maps must give each level its own code >= 0; got {where.tolist()}.")
        width = max(int(where.max()) + 1 if where.size else 0, 1)
        wider = np.zeros((block.shape[0], width))
        wider[:, where[:seen]] = block[:, :seen]
        blocks.append(wider)
        widths.append(width)
    node.flat_count_ = np.hstack(blocks) if blocks else node.flat_count_
    node.n_categories_ = np.asarray(widths, dtype=node.n_categories_.dtype)
