"""Curves where a field on a grid crosses a level (marching squares), joined into polylines: numpy only, so that
the decision-region and EM jobs compute them in their workers and the plots only draw them."""

from __future__ import annotations

import numpy as np

__all__ = ["chain_segments", "contour_segments", "grid_curves"]


def contour_segments(data: np.ndarray, level: float) -> tuple[np.ndarray, np.ndarray]:
    """Marching squares: the segments where ``data`` (first index = x) crosses ``level``.

    Returns (x, y), each of length 2 × n_segments, consecutive pairs being one segment, in the coordinates of
    pyqtgraph's ``isocurve`` (sample ``data[i, j]`` sits at (i + 0.5, j + 0.5), the centre of its pixel).
    """
    d = np.asarray(data, dtype=float)
    above = d > level
    with np.errstate(divide="ignore", invalid="ignore"):
        tx = np.clip((level - d[:-1, :]) / (d[1:, :] - d[:-1, :]), 0.0, 1.0)  # along the first index
        ty = np.clip((level - d[:, :-1]) / (d[:, 1:] - d[:, :-1]), 0.0, 1.0)  # along the second
    cross_x = above[:-1, :] != above[1:, :]  # edge (i, j)-(i + 1, j)
    cross_y = above[:, :-1] != above[:, 1:]  # edge (i, j)-(i, j + 1)
    ii, jj = np.meshgrid(np.arange(d.shape[0] - 1), np.arange(d.shape[1] - 1), indexing="ij")
    # the four edges of cell (i, j), in order around it: low-y, high-x, high-y, low-x
    cuts = np.stack([cross_x[:, :-1], cross_y[1:, :], cross_x[:, 1:], cross_y[:-1, :]])
    px = np.stack([ii + tx[:, :-1], ii + 1.0, ii + tx[:, 1:], ii + 0.0])
    py = np.stack([jj + 0.0, jj + ty[1:, :], jj + 1.0, jj + ty[:-1, :]])
    count = cuts.sum(axis=0)
    xs, ys = [], []
    two = count == 2
    if two.any():
        order = np.argsort(~cuts[:, two], axis=0, kind="stable")[:2]  # the two cut edges of each cell
        columns = np.arange(order.shape[1])
        xs.append(px[:, two][order, columns].T.ravel())
        ys.append(py[:, two][order, columns].T.ravel())
    four = count == 4  # a saddle: pair the edges by the value at the cell's centre
    if four.any():
        centre = (d[:-1, :-1] + d[1:, :-1] + d[:-1, 1:] + d[1:, 1:])[four] / 4 > level
        low_corner_above = above[:-1, :-1][four]
        pairs = np.where((centre == low_corner_above)[:, None], [[0, 1, 2, 3]], [[0, 3, 2, 1]])
        columns = np.arange(pairs.shape[0])[:, None]
        xs.append(px[:, four].T[columns, pairs].ravel())
        ys.append(py[:, four].T[columns, pairs].ravel())
    if not xs:
        return np.empty(0), np.empty(0)
    return np.concatenate(xs) + 0.5, np.concatenate(ys) + 0.5


def grid_curves(fields, xs: np.ndarray, ys: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Where each ``(field, level)`` (field (ny, nx) on the grid xs, ys) crosses its level, as polylines.

    Returns x and y in data coordinates, the polylines separated by NaN (draw with ``connect="finite"``). The
    marching-squares segments are joined end to end (so dashed pens dash along the curve), and a segment found
    twice (the boundary between a and b is the zero line of both a's and b's margin) is drawn once.
    """
    pieces = [contour_segments(np.asarray(field).T, level) for field, level in fields]  # sample (i, j) at +0.5
    px = np.concatenate([p[0] for p in pieces]) if pieces else np.empty(0)
    py = np.concatenate([p[1] for p in pieces]) if pieces else np.empty(0)
    cx, cy = chain_segments(px, py)
    dx = xs[1] - xs[0] if len(xs) > 1 else 1.0
    dy = ys[1] - ys[0] if len(ys) > 1 else 1.0
    return xs[0] + (cx - 0.5) * dx, ys[0] + (cy - 0.5) * dy


def chain_segments(px: np.ndarray, py: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Join segment pairs (consecutive points) sharing end points into polylines separated by NaN."""
    n = len(px) // 2
    if n == 0:
        return np.empty(0), np.empty(0)
    points = np.column_stack([px, py])
    ticks = np.round(points * 1e4).astype(np.int64)  # 1e-4 cell; below 2e5 cells a side, the keys fit in int64
    _, ids = np.unique(ticks[:, 0] * (1 << 31) + ticks[:, 1], return_inverse=True)
    ids = ids.reshape(n, 2)
    xy = np.empty((ids.max() + 1, 2))
    xy[ids.ravel()] = points
    lo, hi = ids.min(axis=1), ids.max(axis=1)
    real = np.flatnonzero(lo != hi)
    _, first = np.unique(lo[real] * (ids.max() + 1) + hi[real], return_index=True)
    segments = ids[real[np.sort(first)]].tolist()
    touching: dict[int, list[int]] = {}
    for s, (u, v) in enumerate(segments):
        touching.setdefault(u, []).append(s)
        touching.setdefault(v, []).append(s)
    used = [False] * len(segments)
    lines: list[list[int]] = []
    ends = [p for p, around in touching.items() if len(around) != 2]  # open curves first, then loops
    for start in ends + list(touching):
        for s in touching[start]:
            if used[s]:
                continue
            path, here, step = [start], start, s
            while step is not None:
                used[step] = True
                u, v = segments[step]
                here = v if u == here else u
                path.append(here)
                step = next((t for t in touching[here] if not used[t]), None)
            lines.append(path)
    if not lines:  # every segment has zero length (a field that only touches its level): no curve
        return np.empty(0), np.empty(0)
    order = np.concatenate([np.append(np.asarray(line, dtype=float), np.nan) for line in lines])
    out = np.full((len(order), 2), np.nan)
    valid = ~np.isnan(order)
    out[valid] = xy[order[valid].astype(np.int64)]
    return out[:, 0], out[:, 1]
