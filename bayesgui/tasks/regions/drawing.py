"""Everything the decision-region plot draws for a stored grid under a loss matrix, computed in a worker.

Under one loss, ``draw_regions`` gives each model's boundary curves, the background's decisions, the margin lines
of the models that draw them (the SVM) and the background model's density contours: ~60 ms for three models on a
200 x 200 grid, which the GUI thread must not spend at once. ``redraw_regions`` runs it as a (short) job; the view
only hands the arrays to its plot.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass

import numpy as np

from bayesgui.core import LossMatrix
from bayesgui.tasks.loss_by_name import loss_for_classes
from bayesgui.tasks.progress import Progress
from bayesgui.tasks.regions.curves import grid_curves
from bayesgui.tasks.regions.decisions import decision_grid, decision_margins
from bayesgui.tasks.regions.geometry import line_in_box
from bayesgui.tasks.regions.grid import ModelSurface, RegionGrid

__all__ = ["CONTOUR_DROPS", "RegionDrawing", "draw_regions", "redraw_regions"]

CONTOUR_DROPS = (0.5, 2.0, 4.5)  # log-density drops of a 2-D Gaussian's 1σ, 2σ, 3σ ellipses (d² / 2)

Curve = tuple[np.ndarray, np.ndarray]


@dataclass(frozen=True, eq=False)
class RegionDrawing:
    """What the plot shows of ``grid`` under ``loss`` (the loss over the grid's classes actually used)."""

    grid: RegionGrid
    loss: LossMatrix
    loss_replaced: bool
    """True when the session's loss matrix was over other classes and 0-1 loss is shown instead."""
    boundaries: tuple[tuple[str, Curve], ...]
    """(model key, its boundary polylines: x and y separated by NaN), in the grid's model order."""
    background: str | None
    """The key of the model colouring the background (None: none of the fitted models)."""
    decisions: np.ndarray | None
    """(ny, nx) least-risk actions of the background model (K: reject), None without a background."""
    margins: tuple[tuple[str, np.ndarray], ...]
    """(model key, (2 n, 2) end points of its margin lines w·x + b = ±1, in pairs) of each model with margins
    (``ModelSurface.margins``: a two-class SVM)."""
    contours: tuple[Curve, ...]
    """The background model's class-conditional density contours, one polyline set per class (or none)."""

    @property
    def has_margins(self) -> bool:
        """Whether any margin line is drawn."""
        return any(len(ends) for _key, ends in self.margins)

    @property
    def shows_reject(self) -> bool:
        """Whether the reject action can colour the background (a reject cost and a probabilistic background)."""
        surface = self.grid.surface(self.background or "")
        return self.loss.has_reject and surface is not None and surface.probabilistic


def _contours(grid: RegionGrid, surface: ModelSurface | None) -> tuple[Curve, ...]:
    if surface is None or surface.log_density is None:
        return ()
    curves = []
    for density in surface.log_density:
        finite = density[np.isfinite(density)]
        if not finite.size:
            curves.append((np.empty(0), np.empty(0)))
            continue
        peak = float(finite.max())
        field = np.where(np.isfinite(density), density, peak - 1e6)
        curves.append(grid_curves([(field, peak - drop) for drop in CONTOUR_DROPS], grid.xs, grid.ys))
    return tuple(curves)


def draw_regions(
    grid: RegionGrid, loss: LossMatrix | None, background: str | None, contours: bool = True
) -> RegionDrawing:
    """The curves and decisions of ``grid`` under ``loss`` (0-1 when None, or when it is over other classes),
    with ``background`` (a model key) colouring the background and, if ``contours``, drawing its densities."""
    try:
        used, replaced = loss_for_classes(grid.class_names, loss), False
    except ValueError:
        used, replaced = LossMatrix.zero_one(grid.class_names), True
    boundaries = tuple(
        (surface.key, grid_curves([(margin, 0.0) for margin in decision_margins(surface, used)], grid.xs, grid.ys))
        for surface in grid.surfaces
    )
    shown = grid.surface(background or "")
    margins = []  # a margin classifier (the SVM) with two classes: its lines w.x + b = -1 and +1
    for surface in grid.surfaces:
        if surface.margins is not None:
            lines = (line_in_box(surface.margins[0], v, grid.bounds) for v in (-1.0, 1.0))
            ends = [e for e in lines if e is not None]
            margins.append((surface.key, np.concatenate(ends) if ends else np.empty((0, 2))))
    return RegionDrawing(
        grid=grid,
        loss=used,
        loss_replaced=replaced,
        boundaries=boundaries,
        background=None if shown is None else shown.key,
        decisions=None if shown is None else decision_grid(shown, used),
        margins=tuple(margins),
        contours=_contours(grid, shown) if contours else (),
    )


def redraw_regions(
    grid: RegionGrid, loss: LossMatrix | None, background: str | None, contours: bool = True
) -> Generator[Progress, None, RegionDrawing]:
    """:func:`draw_regions` as a job (one step: it is short, but too long for the GUI thread)."""
    yield Progress(0, 1)
    return draw_regions(grid, loss, background, contours)
