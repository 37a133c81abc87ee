"""Fit several models on two features and evaluate each on the grid, as a stoppable job."""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import TYPE_CHECKING

import numpy as np

from bayesgui.core.models import registry
from bayesgui.core.note import Note, message_of
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.tasks.progress import Progress
from bayesgui.tasks.regions.geometry import linear_coefficients
from bayesgui.tasks.regions.grid import ModelSurface, RegionGrid, frozen
from bayesgui.tasks.regions.region_data import grid_axes, region_data

if TYPE_CHECKING:  # the data layer's Dataset and settings load pandas
    from bayesgui.data import Dataset
    from bayesgui.data.saved.model_settings import ModelSettings

CHUNK = 16_384  # grid points evaluated between two yields
MAX_SHOWN_POINTS = 20_000  # training points drawn at most (a fixed sample of them)


def fit_regions(
    dataset: Dataset,
    settings: ModelSettings,
    x_column: str,
    y_column: str,
    models: Sequence[str] | None = None,
    resolution: int = 200,
) -> Generator[Progress, None, RegionGrid]:
    """Fit every model in ``models`` on the two columns and evaluate it on the grid; return the ``RegionGrid``.

    Yields ``Progress`` often (the job can be stopped at any yield). A model that cannot be fitted on these
    data (e.g. QDA with a class of one row) is recorded in ``RegionGrid.failures`` and the others still shown.
    ``models`` None: the gallery's first choice (``registry.region_defaults()``).
    """
    models = registry.region_defaults() if models is None else models
    X, y, class_names, n_dropped = region_data(dataset, x_column, y_column)
    xs, ys = grid_axes(X, resolution)
    gx, gy = np.meshgrid(xs, ys)  # (ny, nx): row = y
    points = np.column_stack([gx.ravel(), gy.ravel()])
    present = np.unique(y)
    surfaces, failures = [], []
    total = len(models)
    for i, key in enumerate(models):
        label = registry.get(key).name
        message = Note(QT_TRANSLATE_NOOP("tasks", "Fitting {0}"), Note(label))
        progress = Progress(i, total, message)
        yield progress
        try:
            estimator = settings.build_numeric(2, present.size, model=key)
            for _step in estimator.iter_fit(X, y):
                yield progress
            shape = (len(ys), len(xs))
            surface = yield from _evaluate(estimator, key, label, points, shape, class_names, X, y, progress)
        except (ValueError, ArithmeticError, np.linalg.LinAlgError) as exc:
            failures.append((key, message_of(exc) or type(exc).__name__))
            continue
        surfaces.append(surface)
        yield Progress(i + 1, total, message)
    return RegionGrid(
        xs=frozen(xs),
        ys=frozen(ys),
        x_column=x_column,
        y_column=y_column,
        class_names=class_names,
        points=frozen(X),
        codes=frozen(y, np.int64),
        surfaces=tuple(surfaces),
        failures=tuple(failures),
        n_dropped=n_dropped,
        shown=shown_rows(len(X)),
    )


def shown_rows(n: int) -> np.ndarray | None:
    """A fixed sample of ``MAX_SHOWN_POINTS`` of ``n`` rows, sorted (None when ``n`` is no more)."""
    if n <= MAX_SHOWN_POINTS:
        return None
    return frozen(np.sort(np.random.default_rng(0).choice(n, MAX_SHOWN_POINTS, replace=False)), np.int64)


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
        return frozen(out)

    scores = grid("scores", -np.inf)
    margins = None
    if registry.get(key).margins and len(columns) == 2:
        margins = frozen(linear_coefficients(scores[columns[1]] - scores[columns[0]], points, shape)[None, :])
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
