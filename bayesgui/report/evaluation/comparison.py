"""Results of the runs built on evaluations: model comparison, learning curve, smoothing explorer."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from bayesgui.core.array_types import FloatArray
from bayesgui.report.evaluation.results import Evaluation


@dataclass(frozen=True, eq=False)
class Comparison:
    """Every registered model evaluated on the same folds.

    Attributes
    ----------
    evaluations : tuple of Evaluation
        One per model that could run, in the registry's order.
    failures : tuple of (str, str)
        (model key, why it could not run on this table).
    """

    evaluations: tuple[Evaluation, ...]
    failures: tuple[tuple[str, str], ...] = ()

    def best(self, metric: str = "risk") -> int:
        """Index of the evaluation with the lowest ``metric`` (highest for accuracies and AUCs)."""
        values = np.array([e.table.values[metric] for e in self.evaluations], dtype=np.float64)
        values = np.where(np.isfinite(values), values, np.nan)
        if np.all(np.isnan(values)):
            return 0
        return int(np.nanargmax(values) if higher_is_better(metric) else np.nanargmin(values))

    def difference(self, i: int, reference: int, metric: str) -> tuple[float, float]:
        """(mean, standard error) of the per-fold difference metric(model i) - metric(reference), paired by fold."""
        a = self.evaluations[i].table.per_fold[metric]
        b = self.evaluations[reference].table.per_fold[metric]
        diff = a - b
        diff = diff[np.isfinite(diff)]
        if diff.size == 0:
            return float("nan"), float("nan")
        se = float(np.std(diff, ddof=1) / np.sqrt(diff.size)) if diff.size > 1 else float("nan")
        return float(np.mean(diff)), se


def higher_is_better(metric: str) -> bool:
    return metric in ("accuracy", "balanced_accuracy", "auc_macro", "auc_weighted")


@dataclass(frozen=True, eq=False)
class Curve:
    """A metric curve against one setting, with standard errors across folds (learning curve, smoothing).

    Attributes
    ----------
    x : ndarray of shape (n_points,)
        Training rows (learning curve) or the smoothing strength lambda (explorer).
    series : dict of str to (ndarray of shape (n_points,), ndarray of shape (n_points,))
        Name ("test log_loss", "train risk", ...) to (values, standard errors).
    marks : dict of str to float
        Points of interest on x: "laplace" (lambda = 1) and "best" (least test log-loss) for the explorer.
    """

    x: FloatArray
    series: dict[str, tuple[FloatArray, FloatArray]]
    marks: dict[str, float]
