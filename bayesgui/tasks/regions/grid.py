"""What a decision-region job returns: the grid and, per model, its class scores, posteriors and densities."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


def frozen(array, dtype=np.float64) -> np.ndarray:
    array = np.array(array, dtype=dtype)
    array.setflags(write=False)
    return array


@dataclass(frozen=True, eq=False)
class ModelSurface:
    """One fitted model evaluated on the grid. Grids are (K, ny, nx): class k, row = y index, column = x index.

    Attributes
    ----------
    key, label : str
        The model key and its English name (``registry.get(key).name``; the view translates it).
    probabilistic, generative : bool
        Whether the model has posteriors (all but the SVM) and class-conditional densities.
    classes : tuple of str
        The class of each grid's first index (the ``RegionGrid``'s classes).
    scores : ndarray (K, ny, nx)
        ``decision_scores``; -inf for a class with no complete row in the two columns.
    posterior : ndarray (K, ny, nx) or None
        P(c|x); None for the SVM.
    log_density : ndarray (K, ny, nx) or None
        log p(x|c) for generative models, else None.
    margins : ndarray (L, 3) or None
        For the SVM with two classes: one row (w_x, w_y, b) of its score f = w.x + b; the margins are f = +-1.
    accuracy : float
        Fraction of the training points the model classifies right (maximum score).
    """

    key: str
    label: str
    probabilistic: bool
    generative: bool
    classes: tuple[str, ...]
    scores: np.ndarray
    posterior: np.ndarray | None
    log_density: np.ndarray | None
    margins: np.ndarray | None
    accuracy: float


@dataclass(frozen=True, eq=False)
class RegionGrid:
    """What ``fit_regions`` returns: the grid, the training points and one ``ModelSurface`` per fitted model.

    Attributes
    ----------
    xs : ndarray (nx,), ys : ndarray (ny,)
        Grid coordinates (increasing).
    x_column, y_column : str
    class_names : tuple of str
        In the target's first-seen order (that of the trained model's ``class_names``).
    points : ndarray (n, 2), codes : ndarray (n,)
        The complete training rows and their class index.
    surfaces : tuple of ModelSurface
        In the order the models were asked for (models that could not be fitted are left out).
    failures : tuple of (key, message)
        Why a model could not be fitted.
    n_dropped : int
        Rows left out for a missing value in the two columns or the target.
    shown : ndarray of int or None
        The rows of ``points`` the plot draws: a fixed sample of ``MAX_SHOWN_POINTS`` when there are more (chosen
        in the worker, not on the GUI thread); None: every row.
    """

    xs: np.ndarray
    ys: np.ndarray
    x_column: str
    y_column: str
    class_names: tuple[str, ...]
    points: np.ndarray
    codes: np.ndarray
    surfaces: tuple[ModelSurface, ...]
    failures: tuple[tuple[str, str], ...] = ()
    n_dropped: int = 0
    shown: np.ndarray | None = None

    def shown_points(self) -> tuple[np.ndarray, np.ndarray]:
        """The points the plot draws (n, 2) and their class codes (n,)."""
        if self.shown is None:
            return self.points, self.codes
        return self.points[self.shown], self.codes[self.shown]

    @property
    def bounds(self) -> tuple[float, float, float, float]:
        """(x0, x1, y0, y1) of the grid."""
        return float(self.xs[0]), float(self.xs[-1]), float(self.ys[0]), float(self.ys[-1])

    def surface(self, key: str) -> ModelSurface | None:
        return next((s for s in self.surfaces if s.key == key), None)
