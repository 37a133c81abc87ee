"""Fold models by subtraction: the full model minus one fold's sufficient statistics (no refit).

A model whose fitted parameters are a pure function of summed statistics (the naive Bayes family: counts and
sums; LDA, QDA and ``GaussianBayes``: counts, means and centred scatter matrices) says so
(``supports_downdate``) and takes a fold's rows out itself (``downdate``): the statistics of a training set are
those of all rows minus those of the held-out fold, so cross-validation needs one pass over the data instead of
one fit per fold. This module asks the model; it knows no model class.
"""

from __future__ import annotations

from numpy.typing import ArrayLike

from bayesgui.core.base.estimator import Classifier


def can_downdate(model: Classifier) -> bool:
    """Whether ``model`` (fitted or not) is a function of summed statistics that ``downdate`` can subtract."""
    return bool(getattr(model, "supports_downdate", False))


def downdate(full: Classifier, X_fold: ArrayLike, y_fold: ArrayLike) -> Classifier:
    """The model ``full`` would be if the rows ``X_fold`` had not been in its training data.

    Parameters
    ----------
    full : a fitted model with ``supports_downdate``
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
    return full.downdate(X_fold, y_fold)
