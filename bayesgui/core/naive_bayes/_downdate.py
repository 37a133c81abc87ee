"""A naive Bayes fold model by subtraction: the full model minus one fold's sufficient statistics (no refit).

``GaussianNB``, ``CategoricalNB``, ``PoissonNB``, ``MultinomialNB`` and ``MixedNB`` (made of them) keep per-class
counts and sums; their fitted parameters are a pure function of these statistics, and the statistics of a
training set are the statistics of all rows minus those of the held-out fold. So a fold's model is the full model
with the fold's statistics taken away, then finalised (``BaseNB.downdate``, which cross-validation asks for).
"""

from __future__ import annotations

import copy

import numpy as np

#: state names that are not sums over rows (references, sizes, labels, sub-models)
_FIXED = frozenset({"classes_", "n_features_in_", "ref_", "n_categories_", "parts", "n_skipped_"})


def without(full, X_fold: np.ndarray, yk: np.ndarray, finalize: bool = True):
    """A new model: ``full`` with the statistics of the rows ``X_fold`` (class indices ``yk``) taken out.

    ``X_fold`` is in the units of the full fit (scaled columns scaled). ``finalize=False`` leaves the fitted
    parameters stale (incremental learning first drops the classes left without rows, then finalises).
    """
    part = _fold_statistics(full, X_fold, yk)
    model = copy.deepcopy(full)
    for whole, taken, target in zip(full._stat_nodes(), part._stat_nodes(), model._stat_nodes(), strict=True):
        for name in additive_names(whole):
            setattr(target, name, getattr(whole, name) - getattr(taken, name))
    if finalize:
        model._finalize()
    return model


def additive_names(node) -> list[str]:
    """The statistics of ``node`` (a model or a part of ``MixedNB``) that are sums over rows."""
    return [name for name in node._state_names if name not in _FIXED]


def _no_new_references(X, yk) -> None:
    """Stands in for ``GaussianNB._set_references``: a fold's sums use the full model's references."""


def _fold_statistics(full, X_fold: np.ndarray, yk: np.ndarray):
    """A copy of ``full`` whose statistics are those of the fold's rows alone (same references, same levels)."""
    part = copy.deepcopy(full)
    for node in part._stat_nodes():
        for name in additive_names(node):
            setattr(node, name, np.zeros_like(getattr(node, name)))
        if hasattr(node, "_set_references"):
            node._set_references = _no_new_references  # keep the full model's shift, so the sums subtract
    part._add(part._check_X(X_fold, fitting=True), yk)
    return part
