"""Where the nodes of a network go: in layers by depth (every parent above its children), each layer centred, a
layer of many nodes wrapped into rows, every other node of a row a little lower (an arrow along a row passes by
its neighbours); or on a circle while a search changes the arrows."""

from __future__ import annotations

import math
from collections.abc import Sequence

from bayesgui.core.bayes_net.structure import Structure

COLUMN = 120.0  # scene units between the centres of two nodes side by side
ROW = 100.0  # between two rows
PER_ROW = 6  # nodes on one row at most


def layered_positions(structure: Structure) -> dict[str, tuple[float, float]]:
    """Each node's centre: its depth (the longest path from a node without parents) is its layer."""
    depth = [0] * len(structure.nodes)
    for i in structure.topological_order():
        depth[i] = max((depth[p] + 1 for p in structure.parents(i)), default=0)
    positions: dict[str, tuple[float, float]] = {}
    row = 0
    for layer in range(max(depth, default=-1) + 1):
        members = [i for i, d in enumerate(depth) if d == layer]
        for start in range(0, len(members), PER_ROW):
            chunk = members[start : start + PER_ROW]
            left = -(len(chunk) - 1) * COLUMN / 2
            for k, i in enumerate(chunk):
                positions[structure.nodes[i]] = (left + k * COLUMN, row * ROW + (k % 2) * ROW * 0.4)
            row += 1
    return positions


def circle_positions(nodes: Sequence[str]) -> dict[str, tuple[float, float]]:
    """The nodes on a circle, the first at the top, clockwise: an arrow between any two of them passes by every
    other node (a search changes arrows anywhere)."""
    n = len(nodes)
    radius = max(COLUMN, n * COLUMN * 0.8 / (2 * math.pi))
    return {name: (radius * math.sin(2 * math.pi * k / n), -radius * math.cos(2 * math.pi * k / n))
            for k, name in enumerate(nodes)}  # fmt: skip
