"""The EM lower bound of semi-supervised naive Bayes, along one probability
(see :mod:`bayesgui.core.incomplete.lower_bound`).

With the labeled rows' classes known and q_i(c) the E step's posteriors of the unlabeled rows,

    L(theta) = sum_lab log P(x_i, y_i) + lambda sum_unlab log sum_c P(x_i, c) + log prior(theta),
    B(theta) = sum_lab log P(x_i, y_i) + lambda sum_unlab sum_c q_i(c) log(P(x_i, c) / q_i(c)) + log prior(theta),

where log prior is the Dirichlet prior the smoothing stands for (alpha on every table cell, prior_alpha on every
class). B touches L at theta_t and the M step maximises it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray, IntArray
from bayesgui.core.incomplete.categorical_em import CategoricalCodes, log_of, normalise_log
from bayesgui.core.incomplete.lower_bound import BoundCurve, Which, curve_of, grid, moved_categorical, posterior_entropy

if TYPE_CHECKING:
    from bayesgui.core.incomplete.semi_supervised import SemiSupervisedSnapshot


def semi_supervised_curve(
    X: ArrayLike,
    yk: ArrayLike,
    snapshot: SemiSupervisedSnapshot,
    which: Which,
    values: ArrayLike,
    alpha: float = 1.0,
    prior_alpha: float = 0.0,
    weight: float = 1.0,
) -> BoundCurve:
    """L and B along ``("prior", c)`` or ``("prob", column, c, level)``.

    Parameters
    ----------
    X : ndarray of shape (n_samples, n_features)
        Category codes; NaN or -1 is missing.
    yk : ndarray of int, shape (n_samples,)
        Each row's class index (into the model's classes), -1 for an unlabeled row.
    snapshot : SemiSupervisedSnapshot
        An E step's (or the start's) snapshot: theta_t and the unlabeled rows' posteriors.
    alpha, prior_alpha, weight : float
        The model's smoothing and unlabeled weight lambda.
    """
    codes, classes, labeled, unlabeled = _rows(X, yk, snapshot.feature_prob)
    post_T = np.asarray(snapshot.posteriors).T  # (K, n_unlabeled)

    def moved(v: float) -> tuple[FloatArray, float]:
        prior, tables = moved_categorical(snapshot.class_prior, snapshot.feature_prob, which, v)
        return _scored(codes, classes, labeled, prior, tables, alpha, prior_alpha)

    tables = snapshot.feature_prob
    kind, *at = which
    current = snapshot.class_prior[at[0]] if kind == "prior" else tables[at[0]][at[1], at[2]]
    points = grid(values, float(current))
    entropy = posterior_entropy(post_T)
    L, B = np.empty(points.size), np.empty(points.size)
    with np.errstate(divide="ignore", invalid="ignore"):
        for i, v in enumerate(points):
            joint, fixed = moved(float(v))
            part = joint[:, unlabeled]
            L[i] = fixed + weight * normalise_log(part)[1].sum() if unlabeled.size else fixed
            B[i] = fixed + weight * (np.where(post_T > 0, post_T * part, 0.0).sum() + entropy)
    return curve_of(points, L, B, float(current))


def semi_supervised_q(
    X: ArrayLike,
    yk: ArrayLike,
    posteriors: ArrayLike,
    class_prior: FloatArray,
    feature_prob: Sequence[FloatArray],
    alpha: float = 1.0,
    prior_alpha: float = 0.0,
    weight: float = 1.0,
) -> float:
    """Zhou's Q function (eq. 7.36) of semi-supervised naive Bayes at the parameters (``class_prior``,
    ``feature_prob``), for the E step's posteriors q_i(c) of the unlabeled rows, ``posteriors`` (n_unlabeled, K):

        Q = sum_lab log P(x_i, y_i) + lambda sum_unlab sum_c q_i(c) log P(x_i, c) + log prior(theta).

    The other arguments are those of :func:`semi_supervised_curve`; B = Q + lambda · (the posteriors' entropy).
    """
    codes, classes, labeled, unlabeled = _rows(X, yk, feature_prob)
    post_T = np.asarray(posteriors).T
    joint, fixed = _scored(codes, classes, labeled, class_prior, feature_prob, alpha, prior_alpha)
    with np.errstate(invalid="ignore"):
        return fixed + weight * float(np.where(post_T > 0, post_T * joint[:, unlabeled], 0.0).sum())


def _rows(
    X: ArrayLike, yk: ArrayLike, feature_prob: Sequence[FloatArray]
) -> tuple[CategoricalCodes, IntArray, IntArray, IntArray]:
    """The codes of X, the class indices, and the labeled and unlabeled rows."""
    values = np.asarray(X, dtype=np.float64)
    codes = CategoricalCodes(np.where(values < 0, np.nan, values), [t.shape[1] for t in feature_prob])
    classes = np.asarray(yk)
    return codes, classes, np.flatnonzero(classes >= 0), np.flatnonzero(classes < 0)


def _scored(
    codes: CategoricalCodes,
    yk: IntArray,
    labeled: IntArray,
    prior: FloatArray,
    tables: Sequence[FloatArray],
    alpha: float,
    prior_alpha: float,
) -> tuple[FloatArray, float]:
    """log P(x_i, c) of every row (K, n), and the labeled rows' log-likelihood plus the log prior."""
    with np.errstate(divide="ignore"):
        log_prior = np.log(prior)
        logs = log_of(list(tables))
    penalty = alpha * sum(float(t.sum()) for t in logs) if alpha > 0 else 0.0
    penalty += prior_alpha * float(log_prior.sum()) if prior_alpha > 0 else 0.0
    joint = codes.log_joint(log_prior, logs)
    return joint, float(joint[yk[labeled], labeled].sum()) + penalty
