"""Straight lines on the grid: a linear score's coefficients, and a line clipped to the plot's box."""

from __future__ import annotations

import numpy as np


def linear_coefficients(f: np.ndarray, points: np.ndarray, shape) -> np.ndarray:
    """(w_x, w_y, b) of a linear function known on the grid (exact up to rounding: three corners)."""
    ny, nx = shape
    corners = [0, nx - 1, (ny - 1) * nx]
    A = np.column_stack([points[corners], np.ones(3)])
    return np.linalg.solve(A, f.ravel()[corners])


def line_in_box(coef, level: float, bounds) -> np.ndarray | None:
    """The part of the line w_x x + w_y y + b = level inside ``bounds`` (x0, x1, y0, y1): (2, 2) ends, or None."""
    wx, wy, b = (float(v) for v in coef)
    x0, x1, y0, y1 = bounds
    ends = []
    if wy != 0:
        ends += [(x, (level - b - wx * x) / wy) for x in (x0, x1)]
    if wx != 0:
        ends += [((level - b - wy * yv) / wx, yv) for yv in (y0, y1)]
    tol = 1e-9 * max(abs(x1 - x0), abs(y1 - y0), 1.0)
    inside = [p for p in ends if x0 - tol <= p[0] <= x1 + tol and y0 - tol <= p[1] <= y1 + tol]
    if len(inside) < 2:
        return None
    inside = np.array(sorted(inside))
    return np.array([inside[0], inside[-1]])
