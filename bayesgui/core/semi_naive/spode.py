"""SPODE, the super-parent one-dependent estimator (Zhou §7.4, eq. 7.21): every attribute depends on the class
and on one chosen attribute, the super-parent.

    P(c | x) ∝ P(c) · P(x_sp | c) · Π_{i ≠ sp} P(x_i | c, x_sp)
"""

from __future__ import annotations

import numpy as np

from bayesgui.core.semi_naive._parented import ParentedODE


class SPODE(ParentedODE):
    """The super-parent one-dependent estimator over categorical attributes (level codes, -1 or NaN missing).

    Parameters
    ----------
    super_parent : int, default=0
        The index of the attribute every other attribute depends on (Zhou suggests choosing it by
        cross-validation).
    alpha : float, default=1.0
        Smoothing λ > 0 of every factor: P(x_i | c, x_sp) = (|D_c,x_sp,x_i| + λ) / (|D_c,x_sp| + N_i·λ).
    prior_alpha : float, default=0.0
        Smoothing of the class prior P(c) = (|D_c| + λ) / (|D| + N·λ).
    class_prior : array-like of shape (n_classes,), optional
        Explicit priors in the order of ``classes_``; overrides ``prior_alpha``.
    n_categories : int or array-like of shape (n_features,), optional
        Number of levels N_i of each attribute when more exist than the training data shows.

    Attributes
    ----------
    classes_ : ndarray of shape (n_classes,)
    n_features_in_ : int
    n_categories_ : ndarray of int, shape (n_features,)
    class_count_ : ndarray of shape (n_classes,)
    class_log_prior_ : ndarray of shape (n_classes,)
    pair_count_ : ndarray of shape (n_classes, S, S)
        |D_c,s,t| for every pair of attribute-value slots (S = Σ N_i; see ``_counts``).
    parents_ : ndarray of int, shape (n_features,)
        ``super_parent`` for every attribute but itself (-1).
    """

    def __init__(self, super_parent=0, alpha=1.0, prior_alpha=0.0, class_prior=None, n_categories=None):
        self.super_parent = super_parent
        self.alpha = alpha
        self.prior_alpha = prior_alpha
        self.class_prior = class_prior
        self.n_categories = n_categories

    def _check_params(self, n_features: int) -> None:
        super()._check_params(n_features)
        self._check_attribute(self.super_parent, "super_parent", n_features)

    def _parents(self) -> np.ndarray:
        parents = np.full(self.n_categories_.size, int(self.super_parent), dtype=np.int64)
        parents[int(self.super_parent)] = -1
        return parents
