"""A naive Bayes fold model by subtraction: the full model minus one fold's sufficient statistics (no refit).

``GaussianNB``, ``CategoricalNB``, ``PoissonNB``, ``MultinomialNB`` and ``MixedNB`` (made of them) keep per-class
counts and sums; their fitted parameters are a pure function of these statistics, and the statistics of a
training set are the statistics of all rows minus those of the held-out fold. So a fold's model is the full model
with the fold's statistics taken away, then finalised (``BaseNB.downdate``, which cross-validation asks for).
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

import numpy as np
from numpy.typing import ArrayLike, NDArray

from bayesgui.core.array_types import FloatArray, IntArray

#: state names that are not sums over rows (references, sizes, labels, sub-models)
_FIXED = frozenset({"classes_", "n_features_in_", "ref_", "n_categories_", "parts", "n_skipped_"})


# What this module reads of a naive Bayes model (``BaseNB`` imports it, so it names it by what it reads).
class _Node(Protocol):
    @property
    def _state_names(self) -> tuple[str, ...]: ...


class _Model(Protocol):
    def _stat_nodes(self) -> Sequence[_Node]: ...
    def _finalize(self) -> None: ...
    def _check_X(self, X: ArrayLike, *, fitting: bool = ...) -> NDArray[Any]: ...
    def _add(self, X: NDArray[Any], yk: IntArray, first_row: int = ...) -> None: ...


_M = TypeVar("_M", bound=_Model)


def without(full: _M, X_fold: ArrayLike, yk: IntArray, finalize: bool = True) -> _M:
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


def additive_names(node: _Node) -> list[str]:
    """The statistics of ``node`` (a model or a part of ``MixedNB``) that are sums over rows."""
    return [name for name in node._state_names if name not in _FIXED]


def _no_new_references(X: FloatArray, yk: IntArray) -> None:
    """Stands in for ``GaussianNB._set_references``: a fold's sums use the full model's references."""


def _fold_statistics(full: _M, X_fold: ArrayLike, yk: IntArray) -> _M:
    """A copy of ``full`` whose statistics are those of the fold's rows alone (same references, same levels)."""
    part = copy.deepcopy(full)
    for node in part._stat_nodes():
        for name in additive_names(node):
            setattr(node, name, np.zeros_like(getattr(node, name)))
        if hasattr(node, "_set_references"):
            node._set_references = _no_new_references  # keep the full model's shift, so the sums subtract
    part._add(part._check_X(X_fold, fitting=True), yk)
    return part
