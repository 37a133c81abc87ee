"""The EM lab's jobs, Qt-free: run EM half-step by half-step, restarts side by side, and a BIC/AIC curve.

Every generator can be stopped at any yield (the caller just stops asking). ``run_em`` yields a
``Progress`` first, then every ``EMSnapshot`` of the run (init, E, M, E, M, ...).
"""

from __future__ import annotations

from collections.abc import Generator, Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import numpy as np

from bayesgui.core.mixture import EMSnapshot, GaussianMixture
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.errors import DataError
from bayesgui.tasks.em.columns import check_known
from bayesgui.tasks.progress import RUNNING_EM, Progress

_ITERATION = QT_TRANSLATE_NOOP("tasks", "{0}: iteration {1}")
_K = QT_TRANSLATE_NOOP("tasks", "K = {0}")

if TYPE_CHECKING:  # importing the data layer's Dataset would load pandas
    from bayesgui.data import Dataset


@dataclass(frozen=True)
class EMSettings:
    """What the EM lab fits: which columns, how many components, and how EM starts and stops.

    Attributes
    ----------
    columns : tuple of str
        The data columns, in the order of X's columns.
    n_components, covariance_type, reg_covar, max_iter, tol, init, n_init
        As in :class:`bayesgui.core.mixture.GaussianMixture` (``init`` is one of its method names).
    seed : int
        Seeds the initialisation; restart r of ``n_init`` uses ``seed + r``.
    means : tuple of tuples of float, optional
        Initial means chosen by clicking, shape (K, d) (an array is accepted and converted). When given,
        EM starts from them (equal weights, the data's covariance) and ``init`` is not used.
    start : dict, optional
        A whole start, {"weights", "means", "covariances"} (a book's, from :func:`book_start`); it wins over
        ``means`` and ``init``. A project does not save it: the lab reads it from the sample again.
    """

    columns: tuple[str, ...]
    n_components: int = 3
    covariance_type: str = "full"
    reg_covar: float = 1e-6
    max_iter: int = 100
    tol: float = 1e-3
    init: str = "kmeans++"
    seed: int = 0
    means: tuple[tuple[float, ...], ...] | None = None
    n_init: int = 1
    start: dict | None = None

    def __post_init__(self):
        object.__setattr__(self, "columns", tuple(str(c) for c in self.columns))
        if self.means is not None:
            means = np.asarray(self.means, dtype=np.float64)
            if means.ndim != 2 or means.shape[0] != self.n_components:
                raise ValueError(
                    Note(
                        QT_TRANSLATE_NOOP(
                            "tasks",
                            "means has shape {0} but n_components = {1}: give one row per component (click one mean "
                            "per component, or change n_components).",
                        ),
                        means.shape, self.n_components,
                    )
                )
            object.__setattr__(self, "means", tuple(tuple(float(v) for v in row) for row in means))

    def build(self, seed: int | None = None) -> GaussianMixture:
        """The (unfitted) model for these settings; ``seed`` overrides ``self.seed``."""
        init = {"means": self.means} if self.means is not None else self.init
        init = self.start if self.start is not None else init
        return GaussianMixture(
            n_components=self.n_components,
            covariance_type=self.covariance_type,
            reg_covar=self.reg_covar,
            max_iter=self.max_iter,
            tol=self.tol,
            init=init,
            random_state=self.seed if seed is None else seed,
        )


def em_matrix(dataset: Dataset, columns: Iterable[str], keep_missing: bool = False) -> tuple[np.ndarray, int]:
    """The chosen numeric columns as X of shape (n_rows, d), rows with a missing value dropped.

    With ``keep_missing`` only the rows missing *every* column are dropped; the others keep NaN where a
    value is missing (EM fills them in: :mod:`bayesgui.core.mixture.missing`).

    Returns
    -------
    X : ndarray of shape (n_kept, len(columns))
    n_dropped : int
        How many rows were dropped.

    Raises
    ------
    DataError
        For an unknown or non-numeric column, no column, or no complete row.
    """
    columns = list(columns)
    if not columns:
        raise DataError(Note(QT_TRANSLATE_NOOP("tasks", "Choose at least one column for EM.")))
    check_known(dataset, columns)
    frame = dataset.frame
    for c in columns:
        if frame[c].dtype.kind not in "iufb":
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("tasks", "Column {0} is not numeric ({1}); EM needs numbers in every column."),
                    repr(c), dataset.kinds[c],
                )
            )
    X = frame[columns].to_numpy(dtype=np.float64)
    complete = ~np.isnan(X).all(axis=1) if keep_missing else ~np.isnan(X).any(axis=1)
    if not complete.any():
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP("tasks", "Every row has a missing value in {0}; EM needs complete rows."),
                ', '.join(columns),
            )
        )
    return np.ascontiguousarray(X[complete]), int((~complete).sum())


def book_start(dataset: Dataset, columns: Iterable[str]) -> dict | None:
    """A bundled sample's own Gaussian start when it was written for ``columns`` (watermelon 4.0 on 密度 and
    含糖率: Zhou's α_k = 1/3, μ_k = x_6, x_22, x_27, Σ_k = 0.1·I), else None."""
    import json

    from bayesgui.data.samples import get_sample, sample_id_of
    from bayesgui.paths import resource

    sample = sample_id_of(dataset)
    info = get_sample(sample) if sample is not None else None
    if info is None or not info.em_start:
        return None
    start = json.loads(resource("datasets", info.em_start).read_text(encoding="utf-8"))
    means = start.get("means") if isinstance(start, dict) else None
    if not means or "weights" not in start:
        return None
    numeric = [c for c in dataset.columns if dataset.kinds.get(c) in ("continuous", "count")]
    return start if list(columns) == numeric[: len(means[0])] else None


def _check(X, settings: EMSettings) -> np.ndarray:
    X = np.asarray(X, dtype=np.float64)
    if X.ndim != 2 or X.shape[1] != len(settings.columns):
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("tasks", "X must have one column per setting column ({0}), got shape {1}."),
                len(settings.columns), X.shape,
            )
        )
    return X


def run_em(X, settings: EMSettings) -> Generator[Progress | EMSnapshot, None, EMSnapshot | None]:
    """Yield ``Progress``, then every ``EMSnapshot`` of EM on X; return the last snapshot.

    With ``n_init`` > 1 (and no clicked means), the restarts (seeds ``seed``, ``seed + 1``, ...) are
    run first, yielding ``Progress`` after every iteration; the snapshots are then those of the restart
    with the best lower bound (scikit-learn's choice), run again.
    """
    X = _check(X, settings)
    seed = settings.seed
    restarts = settings.n_init if settings.means is None and settings.start is None else 1
    if restarts > 1:
        best = None
        for r in range(restarts):
            message = Note(QT_TRANSLATE_NOOP("tasks", "Restart {0} of {1}"), r + 1, restarts)
            yield Progress(r, restarts, message)
            model = settings.build(settings.seed + r)
            for snapshot in model.iter_fit(X):
                if snapshot.step == "M":
                    yield Progress(r, restarts, Note(_ITERATION, message, snapshot.iteration))
            if best is None or model.lower_bound_ > best[0]:
                best = (model.lower_bound_, settings.seed + r)
        seed = best[1]
    yield Progress(0, settings.max_iter, RUNNING_EM)
    last = None
    for snapshot in settings.build(seed).iter_fit(X):
        last = snapshot
        yield snapshot
    return last


def em_restarts(X, settings: EMSettings, seeds: Iterable[int]) -> Generator[tuple[int, EMSnapshot], None, None]:
    """Several runs side by side: yield (restart index, snapshot) round-robin, one half-step of each in turn."""
    X = _check(X, settings)
    runs = {i: settings.build(seed).iter_fit(X) for i, seed in enumerate(seeds)}
    while runs:
        for i in list(runs):
            try:
                yield i, next(runs[i])
            except StopIteration:
                del runs[i]


def bic_aic_curve(
    X, settings: EMSettings, ks: Iterable[int]
) -> Generator[Progress, None, dict[int, tuple[float, float]]]:
    """Fit K components for every K in ``ks``; return {K: (BIC, AIC)} (lower is better).

    Clicked means are not used (they fix K); each K keeps the best of ``n_init`` restarts.
    """
    X = _check(X, settings)
    ks = [int(k) for k in ks]
    result: dict[int, tuple[float, float]] = {}
    for i, k in enumerate(ks):
        yield Progress(i, len(ks), Note(_K, k))
        trial = replace(settings, n_components=k, means=None)
        best = None
        for r in range(max(1, settings.n_init)):
            model = trial.build(settings.seed + r)
            for snapshot in model.iter_fit(X):
                if snapshot.step == "M":
                    yield Progress(i, len(ks), Note(_ITERATION, Note(_K, k), snapshot.iteration))
            if best is None or model.lower_bound_ > best.lower_bound_:
                best = model
        result[k] = (best.bic(X), best.aic(X))
    yield Progress(len(ks), len(ks), Note(QT_TRANSLATE_NOOP("tasks", "Done")))
    return result
