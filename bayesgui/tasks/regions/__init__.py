"""Decision regions on two features, Qt-free: fit several models, evaluate them on a grid, decide by minimum risk.

``fit_regions`` (a stoppable job) fits each chosen model on two numeric columns and returns a ``RegionGrid``: an
immutable snapshot holding, per model, a ``ModelSurface`` with the class scores, posteriors and class-conditional
log densities on a ``resolution`` x ``resolution`` grid. Everything a loss-matrix edit changes is then a pure,
cheap function of the stored grid (no refit): ``decision_grid`` (the minimum-risk action of every cell, reject
included), ``decision_margins`` (whose zero lines are the region boundaries) and ``boundary_mask``.

A model without posteriors (the linear SVM) is not decided by the loss matrix: its decision is the class of highest
score; a model whose spec draws margins (``ModelSpec.margins``) with two classes gets ``ModelSurface.margins``, its
linear score w.x + b, whose +-1 lines are its margins.
"""

from bayesgui.tasks.loss_by_name import loss_for_classes
from bayesgui.tasks.regions.decisions import boundary_mask, decision_grid, decision_margins
from bayesgui.tasks.regions.fitting import fit_regions
from bayesgui.tasks.regions.geometry import line_in_box
from bayesgui.tasks.regions.grid import ModelSurface, RegionGrid
from bayesgui.tasks.regions.region_data import grid_axes, numeric_columns, region_data

__all__ = [
    "ModelSurface",
    "RegionGrid",
    "boundary_mask",
    "decision_grid",
    "decision_margins",
    "fit_regions",
    "grid_axes",
    "line_in_box",
    "loss_for_classes",
    "numeric_columns",
    "region_data",
]
