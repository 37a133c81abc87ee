"""Fold models by subtraction: the full model minus one fold's sufficient statistics (no refit).

The naive Bayes family (``GaussianNB``, ``CategoricalNB``, ``PoissonNB``, ``MultinomialNB`` and ``MixedNB``
made of them) keeps per-class counts and sums; LDA, QDA and ``GaussianBayes`` keep per-class counts, means
and centred scatter matrices. Their fitted parameters are a pure function of these statistics, and the
statistics of a training set are the statistics of all rows minus those of the held-out fold. So a fold's
model is the full model with the fold's statistics taken away, then finalised: one pass over the data for
the whole cross-validation instead of one fit per fold.
"""

from __future__ import annotations

import copy

import numpy as np

from bayesgui.core.discriminant._base import _GaussianDA
from bayesgui.core.discriminant._generative import GenerativeClassifier
from bayesgui.core.discriminant.stats import chunk_stats, complete_rows
from bayesgui.core.naive_bayes._base import BaseNB
from bayesgui.core.naive_bayes.mixed import MixedNB

#: state names that are not sums over rows (references, sizes, labels, sub-models)
_FIXED = frozenset({"classes_", "n_features_in_", "ref_", "n_categories_", "parts", "n_skipped_"})


def can_downdate(model) -> bool:
    """Whether ``model`` (fitted or not) is a function of summed statistics that ``downdate`` can subtract."""
    return isinstance(model, (BaseNB, _GaussianDA))


def downdate(full, X_fold: np.ndarray, y_fold: np.ndarray):
    """The model ``full`` would be if the rows ``X_fold`` had not been in its training data.

    Parameters
    ----------
    full : BaseNB or LDA, QDA, GaussianBayes
        Fitted on every row (including the fold's).
    X_fold : ndarray of shape (m, n_features)
        The fold's rows, as given to ``fit``.
    y_fold : ndarray of shape (m,)
        Their class labels (each one of ``full.classes_``).

    Returns
    -------
    model
        A new fitted model of the same type; ``full`` is unchanged.
    """
    yk = np.searchsorted(full.classes_, y_fold)
    if full._exponent is not None:  # in the units of the full fit
        X_fold = full._scale_input(np.asarray(X_fold, dtype=np.float64))
    if isinstance(full, GenerativeClassifier):
        return _downdate_gaussian(full, np.asarray(X_fold, dtype=np.float64), yk)
    part = _fold_statistics(full, X_fold, yk)
    model = copy.deepcopy(full)
    for whole, taken, target in zip(_nodes(full), _nodes(part), _nodes(model), strict=True):
        for name in _additive(whole):
            setattr(target, name, getattr(whole, name) - getattr(taken, name))
    model._finalize()
    return model


def _nodes(model) -> list:
    """The model and, for ``MixedNB``, its parts: every object that keeps statistics."""
    if isinstance(model, MixedNB):
        return [model, *(part for _, _, part in model.parts_)]
    return [model]


def _additive(model) -> list[str]:
    return [name for name in model._state_names if name not in _FIXED]


def _no_new_references(X, yk) -> None:
    """Stands in for ``GaussianNB._set_references``: a fold's sums use the full model's references."""


def _fold_statistics(full, X_fold, yk: np.ndarray):
    """A copy of ``full`` whose statistics are those of the fold's rows alone (same references, same levels)."""
    part = copy.deepcopy(full)
    for node in _nodes(part):
        for name in _additive(node):
            setattr(node, name, np.zeros_like(getattr(node, name)))
        if hasattr(node, "_set_references"):
            node._set_references = _no_new_references  # keep the full model's shift, so the sums subtract
    part._add(part._check_X(X_fold, fitting=True), yk)
    return part


def _downdate_gaussian(full, X: np.ndarray, yk: np.ndarray):
    """LDA, QDA, GaussianBayes: take a fold's (count, mean, scatter) out of the full statistics (Chan, reversed)."""
    keep = complete_rows(X)
    skipped = 0
    if keep is not None:
        skipped = int(X.shape[0] - keep.sum())
        X, yk = X[keep], yk[keep]
    n_b, m_b, s_b = chunk_stats(X, yk, full.classes_.size)
    n, m = full.class_count_, full.means_
    n_a = n - n_b
    with np.errstate(invalid="ignore", divide="ignore"):
        m_a = np.where(n_a[:, None] > 0, (n[:, None] * m - n_b[:, None] * m_b) / n_a[:, None], 0.0)
        share = np.where(n > 0, n_a * n_b / n, 0.0)
    delta = m_b - m_a
    scatter = full.scatter_ - s_b - share[:, None, None] * (delta[:, :, None] * delta[:, None, :])
    model = copy.copy(full)
    model.__dict__ = dict(vars(full))
    model.class_count_, model.means_, model.scatter_ = n_a, m_a, scatter
    model.n_skipped_ = full.n_skipped_ - skipped
    model._finalize(strict=True)
    return model
