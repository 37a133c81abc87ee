"""Held-out evaluation: resampling, fold models by subtraction, out-of-fold posteriors, metrics as pure functions.

The modules, from the data to the numbers: ``resampling`` (fold assignments), ``downdate`` (a fold's model
as the full model minus the fold), ``cross_val`` (out-of-fold posteriors), ``loo`` (leave-one-out of naive
Bayes in closed form), ``metrics``, ``ranking`` and ``risk`` (pure functions of the true classes and the
posteriors), ``summary`` (every metric with standard errors across folds).
"""

from bayesgui.core.evaluation.cross_val import iter_out_of_fold
from bayesgui.core.evaluation.resampling import FIVE_FOLD, TEN_FOLD, TRAIN_ONLY, Resampling
from bayesgui.core.evaluation.summary import METRICS, MetricTable, summarize

__all__ = [
    "FIVE_FOLD",
    "METRICS",
    "TEN_FOLD",
    "TRAIN_ONLY",
    "MetricTable",
    "Resampling",
    "iter_out_of_fold",
    "summarize",
]
