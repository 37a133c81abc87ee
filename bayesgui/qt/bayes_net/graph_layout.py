"""Where the nodes of a network go: in layers by depth (every parent above its children), the nodes of a layer
ordered by their parents' and children's places (fewer crossing arrows), then pushed sideways until no arrow runs
through a box other than its two ends'; the layers spread so that the picture has the view's shape. Or on a
circle while a search changes the arrows.

Positions are box centres in scene units; ``sizes`` gives the boxes' half width and half height by name (a name
without one gets an estimate from its length)."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence

from bayesgui.core.bayes_net.structure import Structure

COLUMN = 120.0  # scene units between the centres of two nodes side by side
ROW = 100.0  # between two layers at least
GAP = 28.0  # free room between two boxes side by side
CLEAR = 6.0  # an arrow passes at least this far from a box it does not end at
PER_ROW = 8  # nodes on one row at most (a wider layer is wrapped into rows, each shifted half a column)
SWEEPS = 8  # passes of the ordering by barycentres
SPREAD = 2.5  # a narrow network's centres spread this much at most
REPAIRS = 12  # passes pushing boxes off the arrows
TALLER = 3  # tries with the layers further apart

Box = tuple[float, float]  # half width, half height


def estimated_size(name: str) -> Box:
    """A box's half sizes guessed from its name (a wide character counts two) when the view has not drawn it."""
    width = sum(2 if ord(ch) > 0x2E80 else 1 for ch in name) * 8.5
    return max(width + 24, 56) / 2, 19.0


def layered_positions(structure: Structure, sizes: Mapping[str, Box] | None = None,
                      aspect: float = 0.6) -> dict[str, tuple[float, float]]:  # fmt: skip
    """Each node's centre: its depth (the longest path from a node without parents) is its layer; ``aspect``
    is the view's height over its width (the layers are spread towards it)."""
    nodes, edges = list(structure.nodes), [tuple(e) for e in structure.edges]
    half = {n: (sizes or {}).get(n) or estimated_size(n) for n in nodes}
    depth = dict.fromkeys(nodes, 0)
    for i in structure.topological_order():
        name = nodes[i]
        depth[name] = max((depth[nodes[p]] + 1 for p in structure.parents(i)), default=0)
    rows = _rows(nodes, depth)
    parents = {n: [p for p, c in edges if c == n] for n in nodes}
    children = {n: [c for p, c in edges if p == n] for n in nodes}
    rows = _ordered(rows, parents, children, half)
    x = _packed(rows, half)
    width = max(x[n] + half[n][0] for n in nodes) - min(x[n] - half[n][0] for n in nodes) if nodes else 0
    tallest = max((h for _w, h in half.values()), default=19.0)
    step = max(ROW, 2 * tallest + 40, min(3 * ROW, aspect * width / max(len(rows) - 1, 1)))
    if nodes and aspect > 0:  # a narrow picture (a chain) spread sideways towards the view's shape
        height = (len(rows) - 1) * step + 2 * tallest
        spread = min(SPREAD, max(1.0, (height / aspect - 2 * GAP) / max(width, 1)))
        x = {n: v * spread for n, v in x.items()}
    tries = []
    for attempt in range(TALLER):  # an arrow still through a box: the layers further apart (steeper arrows)
        y = {n: r * step * 1.5**attempt for r, row in enumerate(rows) for n in row}
        placed = dict(x)
        tries.append((_repair(rows, placed, y, edges, half), attempt, placed, y))
        if tries[-1][0] == 0:
            break
    _left, _attempt, placed, y = min(tries, key=lambda t: t[:2])
    return {n: (placed[n], y[n]) for n in nodes}


def _rows(nodes: list[str], depth: dict[str, int]) -> list[list[str]]:
    """The layers as rows (a layer wider than ``PER_ROW`` wrapped)."""
    rows: list[list[str]] = []
    for layer in range(max(depth.values(), default=-1) + 1):
        members = [n for n in nodes if depth[n] == layer]
        rows.extend(members[start : start + PER_ROW] for start in range(0, len(members), PER_ROW))
    return rows


def _packed(rows: list[list[str]], half: Mapping[str, Box]) -> dict[str, float]:
    """Each row's boxes side by side, ``GAP`` apart, the row centred (a wrapped row shifted half a column)."""
    x: dict[str, float] = {}
    for r, row in enumerate(rows):
        widths = [2 * half[n][0] for n in row]
        left = -(sum(widths) + GAP * (len(row) - 1)) / 2 + (COLUMN / 2 if r and len(rows[r - 1]) == PER_ROW else 0)
        for n, w in zip(row, widths, strict=True):
            x[n] = left + w / 2
            left += w + GAP
    return x


def _ordered(rows, parents, children, half) -> list[list[str]]:
    """Rows ordered by barycentres, down then up, the order with the fewest crossing arrows kept."""
    best, best_count = [list(r) for r in rows], _crossings(rows, parents, _packed(rows, half))
    rows = [list(r) for r in rows]
    for sweep in range(SWEEPS):
        x = _packed(rows, half)
        order = range(1, len(rows)) if sweep % 2 == 0 else range(len(rows) - 2, -1, -1)
        for r in order:
            links = parents if sweep % 2 == 0 else children
            centre = {n: _mean([x[m] for m in links[n]], x[n]) for n in rows[r]}
            rows[r].sort(key=lambda n: centre[n])
            x = _packed(rows, half)
        count = _crossings(rows, parents, x)
        if count < best_count:
            best, best_count = [list(r) for r in rows], count
    return best


def _mean(values: list[float], default: float) -> float:
    return sum(values) / len(values) if values else default


def _crossings(rows, parents, x) -> int:
    """How many pairs of arrows cross (rows as heights)."""
    y = {n: r for r, row in enumerate(rows) for n in row}
    segments = [((x[p], y[p]), (x[c], y[c])) for c in parents for p in parents[c]]
    return sum(_segments_cross(a, b) for i, a in enumerate(segments) for b in segments[i + 1 :])


def _segments_cross(a, b) -> bool:
    (p1, p2), (q1, q2) = a, b
    if {p1, p2} & {q1, q2}:
        return False  # arrows meeting at a node do not cross

    def side(o, s, t):
        return (s[0] - o[0]) * (t[1] - o[1]) - (s[1] - o[1]) * (t[0] - o[0])

    return side(p1, p2, q1) * side(p1, p2, q2) < 0 and side(q1, q2, p1) * side(q1, q2, p2) < 0


def blocked(positions: Mapping[str, tuple[float, float]], edges: Iterable[tuple[str, str]],
            half: Mapping[str, Box], clear: float = 0.0) -> list[tuple[tuple[str, str], str]]:  # fmt: skip
    """The (arrow, node) pairs where an arrow's straight line runs through the box of a node it does not end
    at (the box grown by ``clear``)."""
    found = []
    for p, c in edges:
        a, b = positions[p], positions[c]
        for n, (cx, cy) in positions.items():
            if n in (p, c):
                continue
            w, h = half[n][0] + clear, half[n][1] + clear
            if _segment_hits_box(a, b, (cx - w, cy - h, cx + w, cy + h)):
                found.append(((p, c), n))
    return found


def _segment_hits_box(a, b, box) -> bool:
    """Liang-Barsky: does the segment a-b enter the box (left, top, right, bottom)?"""
    t0, t1 = 0.0, 1.0
    dx, dy = b[0] - a[0], b[1] - a[1]
    for p, q in ((-dx, a[0] - box[0]), (dx, box[2] - a[0]), (-dy, a[1] - box[1]), (dy, box[3] - a[1])):
        if abs(p) < 1e-12:
            if q < 0:
                return False
        else:
            t = q / p
            if p < 0:
                t0 = max(t0, t)
            else:
                t1 = min(t1, t)
            if t0 > t1:
                return False
    return True


def _repair(rows, x, y, edges, half) -> int:
    """Move each box an arrow runs through sideways to the nearest place no arrow crosses (its row's neighbours
    pushed along), pass after pass until no arrow runs through a box (else the pass with the fewest is kept).
    Returns how many (arrow, box) meetings are left."""
    best, fewest = dict(x), len(blocked({n: (x[n], y[n]) for n in x}, edges, half, CLEAR))
    for _ in range(REPAIRS):
        if not fewest:
            break
        moved = False
        for row in rows:
            for k, n in enumerate(row):
                free = _nearest_free(n, x, y, edges, half)
                if free != x[n]:
                    x[n], moved = free, True
                    _spread(row, k, x, half)
        if not moved:  # (the next pass would do the same)
            break
        count = len(blocked({n: (x[n], y[n]) for n in x}, edges, half, CLEAR))
        if count < fewest:
            best, fewest = dict(x), count
    x.update(best)
    return fewest


def _nearest_free(n: str, x, y, edges, half) -> float:
    """The x nearest to ``n``'s where its box (grown by ``CLEAR``) meets no arrow it does not end at."""
    w, h = half[n][0] + CLEAR + 1, half[n][1] + CLEAR
    top, bottom = y[n] - h, y[n] + h
    spans = []
    for p, c in edges:
        if n in (p, c) or max(y[p], y[c]) < top or min(y[p], y[c]) > bottom or y[p] == y[c]:
            continue
        (ax, ay), (bx, by) = (x[p], y[p]), (x[c], y[c])
        ends = [ax + (bx - ax) * (min(max(t, min(ay, by)), max(ay, by)) - ay) / (by - ay) for t in (top, bottom)]
        spans.append((min(ends) - w, max(ends) + w))
    spots = [x[n], *(v for span in spans for v in span)]
    free = [v for v in spots if not any(lo < v < hi for lo, hi in spans)]
    return min(free, key=lambda v: abs(v - x[n]))


def _spread(row: list[str], k: int, x: dict[str, float], half: Mapping[str, Box]) -> None:
    """Keep a row's boxes ``GAP`` apart in their order, pushing away from the box at ``k``."""
    for i in range(k + 1, len(row)):
        least = x[row[i - 1]] + half[row[i - 1]][0] + GAP + half[row[i]][0]
        x[row[i]] = max(x[row[i]], least)
    for i in range(k - 1, -1, -1):
        most = x[row[i + 1]] - half[row[i + 1]][0] - GAP - half[row[i]][0]
        x[row[i]] = min(x[row[i]], most)


def circle_positions(nodes: Sequence[str]) -> dict[str, tuple[float, float]]:
    """The nodes on a circle, the first at the top, clockwise: an arrow between any two of them passes by every
    other node (a search changes arrows anywhere)."""
    n = len(nodes)
    radius = max(COLUMN, n * COLUMN * 0.8 / (2 * math.pi))
    return {name: (radius * math.sin(2 * math.pi * k / n), -radius * math.cos(2 * math.pi * k / n))
            for k, name in enumerate(nodes)}  # fmt: skip
