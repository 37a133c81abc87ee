"""EM on incomplete data for the EM lab, Qt-free: every half-step as a frame of numbers the widgets only draw.

Three things may be incomplete (``MODES``):

* ``"labels"``: rows whose class cell is empty; semi-supervised naive Bayes on the categorical columns, with the
  lower bound along the first column's first probability table cell.
* ``"values"``: missing coordinates; a Gaussian mixture on the first two numeric columns, the incomplete rows drawn
  at their conditional mean with the conditional standard deviation of the missing coordinate, and the lower bound
  along the first component's mean of the first column.
* ``"everything"``: a latent class model on the categorical columns (no label at all), with the lower bound
  along the first class's probability of the first column's last level (Li Hang's p for ``three-coins``).
"""

from __future__ import annotations

import json
from collections.abc import Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from bayesgui.core import GaussianMixture
from bayesgui.core.incomplete.latent_class import LatentClassModel
from bayesgui.core.incomplete.lower_bound import BoundCurve, latent_class_curve, mixture_curve
from bayesgui.core.incomplete.lower_bound_labels import semi_supervised_curve
from bayesgui.core.incomplete.lower_bound_missing import missing_mixture_curve
from bayesgui.core.incomplete.semi_supervised import SemiSupervisedNB
from bayesgui.core.mixture.missing import MissingScorer
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data import DataError, get_sample
from bayesgui.data.saved.project_file import sample_id_of
from bayesgui.paths import resource
from bayesgui.report.em.formulas import labels_lines, latent_class_lines, mixture_lines
from bayesgui.tasks.em.latent import latent_class_matrix
from bayesgui.tasks.em.mixture import em_matrix
from bayesgui.tasks.progress import RUNNING_EM, Progress

if TYPE_CHECKING:
    from bayesgui.data import Dataset

MODES = (
    ("labels", QT_TRANSLATE_NOOP("em", "Labels (semi-supervised naive Bayes)")),
    ("values", QT_TRANSLATE_NOOP("em", "Values (Gaussian mixture with missing coordinates)")),
    ("everything", QT_TRANSLATE_NOOP("em", "Everything (latent class model)")),
)
SHOWN_ROWS = 40  # posteriors drawn as bars for at most this many rows
CURVE_MAX_ROWS = 20_000  # above this the lower bound is not drawn (121 log-likelihoods per E step)
MAX_DRAWN_ROWS = 20_000  # "values": the points of at most this many rows (a fixed sample) go to the plot


@dataclass(frozen=True, eq=False)
class IncompleteFrame:
    """One half-step, ready to draw.

    Attributes
    ----------
    iteration : int
    step : {"init", "E", "M"}
    log_likelihood : float
        The observed-data log-likelihood (semi-supervised: the weighted one plus the log prior).
    parameters : tuple of (str, float)
        Every parameter by name, e.g. ("α1", 0.4064), ("p", 0.5368) (Li Hang's three coins).
    posteriors : ndarray of shape (m, K) or None
        The first rows' class posteriors (the unlabeled rows for "labels").
    points : ndarray of shape (n, 2) or None
        "values": every row (a fixed sample of ``MAX_DRAWN_ROWS`` when there are more: the plot draws no more),
        a missing coordinate replaced by its conditional mean (mixed over components).
    spread : ndarray of shape (n, 2) or None
        "values": the conditional standard deviation of each missing coordinate (0 where observed).
    curve : BoundCurve or None
        L and the bound B of the last E step along ``curve_parameter``.
    curve_parameter : str
    columns : tuple of str
        "values": the two columns drawn (x, then y).
    formulas : tuple of (template, values)
        M steps: the textbook's updates (three coins) and Zhou's Q with this step's numbers
        (:mod:`bayesgui.report.em.formulas`).
    """

    iteration: int
    step: str
    log_likelihood: float
    parameters: tuple[tuple[str, float], ...]
    posteriors: np.ndarray | None = None
    points: np.ndarray | None = None
    spread: np.ndarray | None = None
    curve: BoundCurve | None = None
    curve_parameter: str = ""
    formulas: tuple = ()
    columns: tuple[str, ...] = ()


def run_incomplete(
    dataset: Dataset, mode: str, k: int = 2, seed: int = 0, max_iter: int = 30, bound_on: str = ""
) -> Generator[Progress | IncompleteFrame, None, int]:
    """Yield ``Progress``, then every frame of one EM run with ``mode`` incomplete; return the number of frames.

    ``bound_on`` names the parameter (as in ``IncompleteFrame.parameters``) the lower bound is drawn along
    (default: the mode's first mean or coin probability). A DataError says what the table lacks for this
    mode. Stop at any yield by not asking for more.
    """
    yield Progress(0, max_iter, RUNNING_EM)
    runs = {
        "labels": lambda: _labels(dataset, max_iter, bound_on),
        "values": lambda: _values(dataset, k, seed, max_iter, bound_on),
    }
    count = 0
    for frame in runs.get(mode, lambda: _everything(dataset, k, seed, max_iter, bound_on))():
        count += 1
        yield frame
    return count


def incomplete_frames(dataset: Dataset, mode: str, **options) -> list:
    """Every frame of ``run_incomplete`` (same options), as a list."""
    return [f for f in run_incomplete(dataset, mode, **options) if isinstance(f, IncompleteFrame)]


def _labels(dataset: Dataset, max_iter: int, bound_on: str) -> Generator[IncompleteFrame, None, None]:
    if dataset.target is None:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP("tasks", "Choose a target column: its empty cells are the unlabeled rows."),
            )
        )
    arrays = dataset.to_arrays(keep_unlabeled=True)
    columns = [j for j, kind in enumerate(arrays.kinds) if kind == "categorical"]
    if not columns:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "tasks",
                    "Semi-supervised naive Bayes needs categorical columns; this table has none.",
                ),
            )
        )
    X, y = arrays.X[:, columns], arrays.y
    model = SemiSupervisedNB(n_categories=[arrays.n_categories[j] for j in columns], max_iter=max_iter)
    names, label, yk, before = {}, "", None, None
    for snap in model.iter_em(X, y):
        if yk is None:  # the classes are known once the labeled rows are counted
            classes = [arrays.class_names[int(c)] for c in model.classes_]
            yk = np.where(y >= 0, np.searchsorted(model.classes_, y), -1)
            names = {f"P({c})": ("prior", i) for i, c in enumerate(classes)}
            for j, column in enumerate(columns):
                cells = [(i, v, lv) for i in range(len(classes)) for v, lv in enumerate(arrays.levels[column])]
                names |= {f"P({arrays.feature_names[column]} = {lv} | {classes[i]})": ("prob", j, i, v)
                          for i, v, lv in cells}  # fmt: skip
            label = bound_on if bound_on in names else next(n for n, w in names.items() if w[0] == "prob")
        settings = {"alpha": model.alpha, "prior_alpha": model.prior_alpha, "weight": model.unlabeled_weight}
        if snap.step != "M":
            curve = semi_supervised_curve(X, yk, snap, names[label], np.linspace(0.005, 0.995, 199), **settings)
            before = snap
        formulas = tuple(labels_lines(X, yk, before, snap, **settings)) if snap.step == "M" else ()
        params = tuple((name, _value(snap, which)) for name, which in names.items())
        yield IncompleteFrame(
            snap.iteration, snap.step, snap.objective, params, snap.posteriors[:SHOWN_ROWS], None, None, curve, label,
            formulas,
        )


def _values(dataset: Dataset, k: int, seed: int, max_iter: int, bound_on: str) -> Generator[IncompleteFrame]:
    numeric = [c for c in dataset.columns if dataset.kinds[c] in ("continuous", "count")][:2]
    if len(numeric) < 2:
        raise DataError(Note(QT_TRANSLATE_NOOP("tasks", "The missing-values view needs two continuous columns.")))
    X, _ = em_matrix(dataset, numeric, keep_missing=True)
    scorer = MissingScorer(X) if np.isnan(X).any() else None
    names = {f"α{c + 1}": ("weight", c) for c in range(k)}  # Zhou's α_k
    names |= {f"μ{c + 1}[{name}]": ("mean", c, j) for c in range(k) for j, name in enumerate(numeric)}
    label = bound_on if bound_on in names else f"μ1[{numeric[0]}]"
    chosen = names[label]
    column = X[:, chosen[2]] if chosen[0] == "mean" else None
    grid = np.linspace(0.01, 0.99, 99) if column is None else np.linspace(np.nanmin(column), np.nanmax(column), 121)
    curve_of = missing_mixture_curve if scorer is not None else mixture_curve
    curve, before = None, None
    drawn = slice(None)  # the rows drawn: every row, or a fixed sample of them (in the worker, not the GUI)
    if len(X) > MAX_DRAWN_ROWS:
        drawn = np.sort(np.random.default_rng(0).choice(len(X), MAX_DRAWN_ROWS, replace=False))
    for snap in GaussianMixture(k, random_state=seed, max_iter=max_iter).iter_fit(X):
        p = snap.params
        small = len(X) <= CURVE_MAX_ROWS
        if snap.step != "M" and small:  # the bound of this E step
            curve, before = curve_of(X, p, snap.resp.T, chosen, grid), p
        formulas = tuple(mixture_lines(X, before, snap.resp.T, p)) if snap.step == "M" and small else ()
        params = tuple((name, _value(p, which)) for name, which in names.items())
        points, spread = X[drawn], np.zeros_like(X[drawn])
        if scorer is not None:
            points, spread = (a[drawn] for a in scorer.filled_points(p.means, p.covariances, snap.resp))
        yield IncompleteFrame(
            snap.iteration, snap.step, snap.log_likelihood, params, None, points, spread, curve, label, formulas,
            tuple(numeric),
        )


def _everything(dataset: Dataset, k: int, seed: int, max_iter: int, bound_on: str) -> Generator[IncompleteFrame]:
    columns = [c for c in dataset.columns if dataset.kinds[c] == "categorical"]
    if not columns:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP("tasks", "The latent class model needs categorical columns; this table has none."),
            )
        )
    X, levels = latent_class_matrix(dataset, columns)
    start = _sample_start(dataset, levels)
    k = len(start["weights"]) if start else k
    model = LatentClassModel(k, init=start or "random", random_state=seed, max_iter=max_iter)
    names = latent_class_names(columns, levels, k)
    first = ("prob", 0, 0, len(levels[0]) - 1)  # class 1's probability of the first column's last level (p)
    label = bound_on if bound_on in names else next(n for n, w in names.items() if w == first)
    curve, before = None, None
    for snap in model.iter_fit(X):
        p = snap.params
        if snap.step != "M":  # the bound of this E step (an M step moves to its maximum)
            curve = latent_class_curve(X, p, snap.resp.T, names[label], np.linspace(0.005, 0.995, 199))
            before = p
        formulas = tuple(latent_class_lines(X, before, snap.resp.T, p)) if snap.step == "M" else ()
        params = tuple((name, _value(p, which)) for name, which in names.items())
        yield IncompleteFrame(
            snap.iteration, snap.step, snap.log_likelihood, params, snap.resp[:SHOWN_ROWS], None, None, curve,
            label, formulas,
        )


THREE_COINS = {"π": ("weight", 0), "p": ("prob", 0, 0, 1), "q": ("prob", 0, 1, 1)}
"""Li Hang's names (Example 9.1) of the latent class model with two classes and one two-level column: π the
weight of class 1 (coin B), p and q the probability of the second level (heads) under class 1 and class 2."""


def latent_class_names(columns: list[str], levels: list, k: int) -> dict[str, tuple]:
    """Each parameter's name -> where it is (``_value``): Li Hang's π, p, q for the three-coin model (two classes,
    one two-level column, as ``em_formulas.latent_class_lines``), else P(z = k) and P(column = level | z = k), z
    the latent class (symbols: the same in every language).

    >>> list(latent_class_names(["y"], [["0", "1"]], 2))
    ['π', 'p', 'q']
    >>> list(latent_class_names(["a"], [["u", "v", "w"]], 2))[:3]
    ['P(z = 1)', 'P(z = 2)', 'P(a = u | z = 1)']
    """
    if k == 2 and len(columns) == 1 and len(levels[0]) == 2:
        return dict(THREE_COINS)
    names: dict[str, tuple] = {f"P(z = {c + 1})": ("weight", c) for c in range(k)}
    for j, name in enumerate(columns):
        cells = [(c, v, lv) for c in range(k) for v, lv in enumerate(levels[j])]
        names |= {f"P({name} = {lv} | z = {c + 1})": ("prob", j, c, v) for c, v, lv in cells}
    return names


def _value(params, which: tuple) -> float:
    """The parameter ``which`` of ``params`` (mixture or latent class parameters, or a semi-supervised snapshot):
    ("weight", k), ("mean", k, j), ("prior", c) or ("prob", j, k, level)."""
    if which[0] == "weight":
        return float(params.weights[which[1]])
    if which[0] == "mean":
        return float(params.means[which[1], which[2]])
    if which[0] == "prior":
        return float(params.class_prior[which[1]])
    tables = params.feature_prob if hasattr(params, "feature_prob") else params.tables
    return float(tables[which[1]][which[2], which[3]])


def _sample_start(dataset: Dataset, levels: tuple[tuple[str, ...], ...]) -> dict | None:
    """A bundled sample's own latent-class start (three-coins: Li Hang's second start), when it fits the columns
    chosen (one table of classes × levels per column): not a Gaussian mixture's start (watermelon 4.0's means,
    made categorical in the window: a KeyError before, random-use test), nor one for other columns."""
    sample = sample_id_of(dataset)
    info = get_sample(sample) if sample is not None else None
    if info is None or not info.em_start:
        return None
    start = json.loads(resource("datasets", info.em_start).read_text(encoding="utf-8"))
    tables = start.get("tables")
    if not isinstance(tables, list) or len(tables) != len(levels):
        return None
    k = len(start.get("weights", ()))
    shapes = [np.shape(table) for table in tables]
    return start if k and shapes == [(k, len(names)) for names in levels] else None
