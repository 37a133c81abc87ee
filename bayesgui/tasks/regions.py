"""Decision regions on two features, Qt-free: fit several models, evaluate them on a grid, decide by minimum risk.

``fit_regions`` (a stoppable job) fits each chosen model on two numeric columns and returns a ``RegionGrid``: an
immutable snapshot holding, per model, a ``ModelSurface`` with the class scores, posteriors and class-conditional
log densities on a ``resolution`` x ``resolution`` grid. Everything a loss-matrix edit changes is then a pure,
cheap function of the stored grid (no refit): ``decision_grid`` (the minimum-risk action of every cell, reject
included), ``decision_margins`` (whose zero lines are the region boundaries) and ``boundary_mask``.

The linear SVM has no posterior, so the loss matrix does not apply to it: its decision is the class of highest
score, and ``ModelSurface.margins`` holds its linear score w.x + b (two classes) whose +-1 lines are its margins.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from bayesgui.core import LossMatrix, conditional_risk, decide
from bayesgui.data.errors import DataError
from bayesgui.tasks.progress import Progress

if TYPE_CHECKING:  # the data layer's Dataset and settings load pandas
    from bayesgui.data import Dataset
    from bayesgui.data.model_settings import ModelSettings

MODEL_LABELS = {
    "naive-bayes": "Naive Bayes (axis-aligned)",
    "lda": "LDA (tied covariance)",
    "qda": "QDA (full covariance)",
    "gaussian": "Gaussian Bayes (full, MLE)",
    "mixture": "Mixture per class (multi-modal)",
    "logistic": "Logistic regression",
    "svm": "Linear SVM",
}
"""English names of the model keys of ``bayesgui.data.model_settings.MODELS`` (the view translates its own)."""
DEFAULT_MODELS = ("naive-bayes", "lda", "qda")
NUMERIC_KINDS = ("continuous", "count")
MARGIN = 0.08  # the grid spans the data plus this fraction of its range on every side
CHUNK = 16_384  # grid points evaluated between two yields


def _frozen(array, dtype=np.float64) -> np.ndarray:
    array = np.array(array, dtype=dtype)
    array.setflags(write=False)
    return array


@dataclass(frozen=True, eq=False)
class ModelSurface:
    """One fitted model evaluated on the grid. Grids are (K, ny, nx): class k, row = y index, column = x index.

    Attributes
    ----------
    key, label : str
        The model key (``bayesgui.data.model_settings.MODELS``) and its English name.
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

    @property
    def bounds(self) -> tuple[float, float, float, float]:
        """(x0, x1, y0, y1) of the grid."""
        return float(self.xs[0]), float(self.xs[-1]), float(self.ys[0]), float(self.ys[-1])

    def surface(self, key: str) -> ModelSurface | None:
        return next((s for s in self.surfaces if s.key == key), None)


def numeric_columns(dataset: Dataset) -> list[str]:
    """The columns a region plot can use as axes (continuous and count)."""
    return [c for c, kind in dataset.kinds.items() if kind in NUMERIC_KINDS]


def region_data(dataset: Dataset, x_column: str, y_column: str) -> tuple[np.ndarray, np.ndarray, tuple, int]:
    """The complete rows of two numeric columns and their class codes.

    Returns
    -------
    X : ndarray (n, 2), y : ndarray (n,) of int, class_names : tuple of str, n_dropped : int
    """
    from bayesgui.data.checks import as_numbers
    from bayesgui.data.levels import fit_levels

    if dataset.target is None:
        raise DataError("Choose a target column (the class to predict) to draw decision regions.")
    allowed = numeric_columns(dataset)
    for column in (x_column, y_column):
        if column not in allowed:
            raise DataError(
                f"Column {column!r} is not continuous or count; choose two of: {', '.join(allowed) or 'none'}."
            )
    if x_column == y_column:
        raise DataError("Choose two different columns for the x and y axes.")
    frame = dataset.frame
    codes, class_names = fit_levels(frame[dataset.target])
    X = np.column_stack([as_numbers(frame[c]).to_numpy(dtype=np.float64) for c in (x_column, y_column)])
    keep = np.isfinite(X).all(axis=1) & (codes >= 0)
    present = np.unique(codes[keep])
    if present.size < 2:
        raise DataError(
            f"Fewer than two classes have complete rows in {x_column} and {y_column}; choose other columns."
        )
    return np.ascontiguousarray(X[keep]), codes[keep].astype(np.int64), tuple(class_names), int((~keep).sum())


def grid_axes(X: np.ndarray, resolution: int) -> tuple[np.ndarray, np.ndarray]:
    """Grid coordinates spanning the points ``X`` (n, 2) plus a margin; each of length ``resolution``."""
    if resolution < 2:
        raise ValueError(f"resolution must be at least 2, got {resolution}.")
    low, high = X.min(axis=0), X.max(axis=0)
    span = np.where(high > low, high - low, np.maximum(np.abs(low), 1.0))
    low, high = low - MARGIN * span, high + MARGIN * span
    return np.linspace(low[0], high[0], resolution), np.linspace(low[1], high[1], resolution)


def fit_regions(
    dataset: Dataset,
    settings: ModelSettings,
    x_column: str,
    y_column: str,
    models: Sequence[str] = DEFAULT_MODELS,
    resolution: int = 200,
) -> Generator[Progress, None, RegionGrid]:
    """Fit every model in ``models`` on the two columns and evaluate it on the grid; return the ``RegionGrid``.

    Yields ``Progress`` often (the job can be stopped at any yield). A model that cannot be fitted on these
    data (e.g. QDA with a class of one row) is recorded in ``RegionGrid.failures`` and the others still shown.
    """
    X, y, class_names, n_dropped = region_data(dataset, x_column, y_column)
    xs, ys = grid_axes(X, resolution)
    gx, gy = np.meshgrid(xs, ys)  # (ny, nx): row = y
    points = np.column_stack([gx.ravel(), gy.ravel()])
    present = np.unique(y)
    surfaces, failures = [], []
    total = len(models)
    for i, key in enumerate(models):
        label = MODEL_LABELS.get(key, key)
        message = f"Fitting {label}"
        progress = Progress(i, total, message)
        yield progress
        try:
            estimator = settings.numeric_estimator(present.size, model=key)
            for _step in estimator.iter_fit(X, y):
                yield progress
            shape = (len(ys), len(xs))
            surface = yield from _evaluate(estimator, key, label, points, shape, class_names, X, y, progress)
        except (ValueError, ArithmeticError, np.linalg.LinAlgError) as exc:
            failures.append((key, str(exc) or type(exc).__name__))
            continue
        surfaces.append(surface)
        yield Progress(i + 1, total, message)
    return RegionGrid(
        xs=_frozen(xs),
        ys=_frozen(ys),
        x_column=x_column,
        y_column=y_column,
        class_names=class_names,
        points=_frozen(X),
        codes=_frozen(y, np.int64),
        surfaces=tuple(surfaces),
        failures=tuple(failures),
        n_dropped=n_dropped,
    )


def _evaluate(
    estimator, key, label, points, shape, class_names, X, y, progress
) -> Generator[Progress, None, ModelSurface]:
    """The model's grids, filled into all K classes (a class with no complete row: score -inf, posterior 0)."""
    probabilistic = bool(getattr(estimator, "probabilistic", True))
    generative = bool(getattr(estimator, "generative", False)) and hasattr(estimator, "class_log_density")
    columns = np.asarray(estimator.classes_, dtype=np.int64)
    K = len(class_names)
    parts: dict[str, list] = {"scores": [], "posterior": [], "log_density": []}
    for start in range(0, len(points), CHUNK):
        chunk = points[start : start + CHUNK]
        parts["scores"].append(estimator.decision_scores(chunk))
        if probabilistic:
            parts["posterior"].append(estimator.predict_proba(chunk))
        if generative:
            parts["log_density"].append(estimator.class_log_density(chunk))
        yield progress

    def grid(name: str, fill: float) -> np.ndarray | None:
        if not parts[name]:
            return None
        out = np.full((K, *shape), fill)
        out[columns] = np.concatenate(parts[name]).T.reshape(len(columns), *shape)
        return _frozen(out)

    scores = grid("scores", -np.inf)
    margins = None
    if not probabilistic and len(columns) == 2:
        margins = _frozen(_linear_coefficients(scores[columns[1]] - scores[columns[0]], points, shape)[None, :])
    accuracy = float(np.mean(np.asarray(estimator.predict(X)) == y))
    return ModelSurface(
        key=key,
        label=label,
        probabilistic=probabilistic,
        generative=generative,
        classes=class_names,
        scores=scores,
        posterior=grid("posterior", 0.0),
        log_density=grid("log_density", -np.inf),
        margins=margins,
        accuracy=accuracy,
    )


def _linear_coefficients(f: np.ndarray, points: np.ndarray, shape) -> np.ndarray:
    """(w_x, w_y, b) of a linear function known on the grid (exact up to rounding: three corners)."""
    ny, nx = shape
    corners = [0, nx - 1, (ny - 1) * nx]
    A = np.column_stack([points[corners], np.ones(3)])
    return np.linalg.solve(A, f.ravel()[corners])


# ---------------------------------------------------------------------- decisions (cheap, from a stored grid)
def loss_for_classes(classes: Sequence[str], loss: LossMatrix | None) -> LossMatrix:
    """``loss`` with its rows and columns put in the order of ``classes`` (matched by name); 0-1 if None."""
    classes = tuple(str(c) for c in classes)
    if loss is None:
        return LossMatrix.zero_one(classes)
    names = [str(c) for c in loss.classes]
    if sorted(names) != sorted(classes):
        raise ValueError(
            f"The loss matrix is over the classes {names} but the regions over {list(classes)}; "
            "retrain the model (or reset the loss matrix) for this target."
        )
    order = [names.index(c) for c in classes]
    rows = order + ([len(names)] if loss.has_reject else [])
    return LossMatrix(loss.values[np.ix_(rows, order)], classes, loss.has_reject)


def decision_grid(surface: ModelSurface, loss: LossMatrix | None = None) -> np.ndarray:
    """The action of least conditional risk in every cell: (ny, nx) ints.

    0..K-1 are the classes in ``surface.classes`` order, K is reject. For the SVM (no posterior) the loss does
    not apply: the class of highest score.
    """
    K, ny, nx = surface.scores.shape
    if not surface.probabilistic:
        return np.argmax(surface.scores, axis=0)
    decisions, _risk = decide(surface.posterior.reshape(K, -1).T, loss_for_classes(surface.classes, loss))
    return decisions.reshape(ny, nx)


def decision_margins(surface: ModelSurface, loss: LossMatrix | None = None) -> np.ndarray:
    """How much better each action is than the best other one: (A, ny, nx), > 0 exactly where it is chosen.

    For a model with posteriors, min over b != a of R(b|x) minus R(a|x); for the SVM, s_a minus the largest other
    score. Each action's region boundary is the 0 line of its margin (so the boundaries are smooth, not pixels).
    """
    K, ny, nx = surface.scores.shape
    if surface.probabilistic:
        cost = conditional_risk(surface.posterior.reshape(K, -1).T, loss_for_classes(surface.classes, loss))
    else:
        cost = -surface.scores.reshape(K, -1).T
    best = np.argmin(cost, axis=1)
    two = np.partition(cost, 1, axis=1)[:, :2]  # the best and second-best cost of each cell (A >= 2)
    actions = np.arange(cost.shape[1])
    other = np.where(best[:, None] == actions[None, :], two[:, 1:2], two[:, 0:1])
    with np.errstate(invalid="ignore"):
        margins = other - cost
    margins = np.nan_to_num(margins, nan=0.0, posinf=1e300, neginf=-1e300)
    return margins.T.reshape(cost.shape[1], ny, nx)


def boundary_mask(decisions: np.ndarray) -> np.ndarray:
    """(ny, nx) bools: True where a cell's decision differs from its right or upper neighbour's."""
    decisions = np.asarray(decisions)
    mask = np.zeros(decisions.shape, dtype=bool)
    mask[:, :-1] |= decisions[:, :-1] != decisions[:, 1:]
    mask[:-1, :] |= decisions[:-1, :] != decisions[1:, :]
    return mask


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
