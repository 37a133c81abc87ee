"""Two curves as stoppable jobs: the learning curve and the smoothing explorer.

The **learning curve** trains on growing shares of each fold's training rows and scores the held-out rows
(test) and the rows trained on (train): log-loss and risk against the training size. The **smoothing
explorer** cross-validates naive Bayes at smoothing strengths lambda from 0 to 2 (fold models by
subtraction, so each lambda costs about one fit).
"""

from __future__ import annotations

from collections.abc import Generator

import numpy as np

from bayesgui.core.decision import LossMatrix
from bayesgui.core.evaluation import FIVE_FOLD, TEN_FOLD, Resampling, metrics, risk
from bayesgui.core.evaluation.resampling import fold_ids
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data import Dataset
from bayesgui.data.errors import DataError
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.report.evaluation.comparison import Curve
from bayesgui.tasks.evaluate import ENCODE_STEPS, FOLD_STEPS, encode, evaluate_arrays, split
from bayesgui.tasks.loss_by_name import run_loss
from bayesgui.tasks.progress import Progress
from bayesgui.tasks.train import model_inputs

SHARES = (0.1, 0.2, 0.35, 0.5, 0.75, 1.0)
LAMBDAS = tuple(np.round(np.linspace(0.0, 2.0, 21), 2))
_TOTAL = ENCODE_STEPS + FOLD_STEPS
_LEARNING = Note(QT_TRANSLATE_NOOP("tasks", "Learning curve"))


def learning_curve(
    dataset: Dataset, settings: ModelSettings, loss: LossMatrix | None = None,
    resampling: Resampling = FIVE_FOLD, shares=SHARES,
) -> Generator[Progress, None, Curve]:
    """Yield after every (share, fold) fit; return a ``Curve`` of training rows against log-loss and risk."""
    _refuse("learning", settings)
    arrays = yield from encode(dataset)
    loss = run_loss(arrays.class_names, loss)
    X, y, _, folds = split(dataset, arrays, settings, resampling)
    schema = model_inputs(arrays, settings)[0]
    rng = np.random.default_rng(resampling.seed)
    plan = [(s, f) for s in shares for f in fold_ids(folds[0])]
    names = ("train log_loss", "test log_loss", "train risk", "test risk")
    values = {name: np.full((len(shares), len(fold_ids(folds[0]))), np.nan) for name in names}
    sizes = np.zeros(len(shares))
    for step, (share, f) in enumerate(plan):
        i, j = shares.index(share), int(np.searchsorted(fold_ids(folds[0]), f))
        train = rng.permutation(np.flatnonzero(folds[0] != f))
        train = train[: max(2, round(share * train.size))]
        sizes[i] = train.size
        try:
            model = settings.build(schema).fit(X[train], y[train])
        except ValueError:
            continue  # too few rows of a class for this model at this size: no point
        for side, rows in (("train", train), ("test", np.flatnonzero(folds[0] == f))):
            scores = _aligned(model, X[rows], len(arrays.class_names))
            values[f"{side} log_loss"][i, j] = metrics.log_loss(y[rows], scores)
            values[f"{side} risk"][i, j] = risk.empirical_risk(y[rows], risk.decisions(scores, loss)[0], loss)
        yield Progress(ENCODE_STEPS + FOLD_STEPS * (step + 1) // len(plan), _TOTAL, _LEARNING)
    return Curve(sizes, {name: _mean_se(v) for name, v in values.items()}, {})


def smoothing_curve(
    dataset: Dataset, settings: ModelSettings, loss: LossMatrix | None = None,
    resampling: Resampling = TEN_FOLD, lambdas=LAMBDAS,
) -> Generator[Progress, None, Curve]:
    """Cross-validated log-loss and risk of naive Bayes at each smoothing strength lambda (``alpha``)."""
    _refuse("smoothing", settings)
    arrays = yield from encode(dataset)
    loss = run_loss(arrays.class_names, loss)
    X, y, rows, folds = split(dataset, arrays, settings, resampling)
    series = {"test log_loss": ([], []), "test risk": ([], [])}
    for i, lam in enumerate(lambdas):
        run = evaluate_arrays(
            arrays, settings.replace(alpha=float(lam)), loss, resampling, X, y, rows, folds, dataset.n_rows,
            progress=(i / len(lambdas), 1 / len(lambdas)),
        )
        table = (yield from run).table
        for name, metric in (("test log_loss", "log_loss"), ("test risk", "risk")):
            series[name][0].append(table.values[metric])
            series[name][1].append(table.errors[metric])
    arrays_series = {name: (np.array(v), np.array(e)) for name, (v, e) in series.items()}
    best = float(lambdas[int(np.nanargmin(arrays_series["test log_loss"][0]))])
    return Curve(np.asarray(lambdas, dtype=np.float64), arrays_series, {"laplace": 1.0, "best": best})


def refusal(curve: str, settings: ModelSettings) -> Note | None:
    """Why the model of ``settings`` has no ``curve`` ("learning" or "smoothing"), or None if it has one: the
    window asks before it offers the curve, the job before it starts."""
    label = settings.spec.name  # the model's name as the window shows it, not its key
    if curve == "learning" and not settings.spec.probabilistic:
        return Note(
            QT_TRANSLATE_NOOP(
                "tasks",
                "{0} gives decisions, not class probabilities, so it has no learning curve of log-loss and risk. "
                "Press Evaluate for its accuracy, or choose a Bayesian model.",
            ),
            Note(label),
        )
    if curve == "smoothing" and "alpha" not in settings.values():
        return Note(
            QT_TRANSLATE_NOOP("tasks", "The {0} model has no smoothing strength; choose naive Bayes."), Note(label)
        )
    return None


def _refuse(curve: str, settings: ModelSettings) -> None:
    reason = refusal(curve, settings)
    if reason is not None:
        raise DataError(reason)


def _aligned(model, X: np.ndarray, n_classes: int) -> np.ndarray:
    proba = model.predict_proba(X)
    if proba.shape[1] == n_classes:
        return proba
    out = np.zeros((X.shape[0], n_classes))
    out[:, np.asarray(model.classes_, dtype=np.intp)] = proba
    return out


def _mean_se(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    count = np.sum(np.isfinite(values), axis=1)
    mean, se = np.full(count.size, np.nan), np.full(count.size, np.nan)
    some, many = count > 0, count > 1
    mean[some] = np.nanmean(values[some], axis=1)
    se[many] = np.nanstd(values[many], axis=1, ddof=1) / np.sqrt(count[many])
    return mean, se
