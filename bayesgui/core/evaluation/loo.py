"""Leave-one-out in closed form: every row's posterior under the model fitted without it, with no refit.

Naive Bayes of normal and smoothed categorical columns (``GaussianNB``, ``CategoricalNB`` with ``alpha > 0``, a
``MixedNB`` of them) recomputes each row's own class without the row, at the cost of about one prediction (see
:mod:`bayesgui.core.naive_bayes._leave_one_out`). The model says when it can (``closed_form_loo``) and does it
(``leave_one_out_proba``); this module asks it.
"""

from __future__ import annotations

import numpy as np

from bayesgui.core.array_types import FloatArray, IntArray
from bayesgui.core.base.estimator import Classifier


def supports(model: Classifier) -> bool:
    """Whether the fitted ``model``'s leave-one-out has a closed form."""
    return bool(getattr(model, "closed_form_loo", False))


def loo_proba(model: Classifier, X: FloatArray, yk: IntArray) -> FloatArray:
    """P(c | x_i) under the model fitted on every row but i, for every row; shape (n, n_classes).

    Parameters
    ----------
    model : a fitted model with ``closed_form_loo``
        Fitted on exactly the rows ``X``, ``yk``.
    X : ndarray of shape (n, n_features)
    yk : ndarray of int, shape (n,)
        Each row's class index into ``model.classes_``.
    """
    return model.leave_one_out_proba(X, model.classes_[np.asarray(yk)])
