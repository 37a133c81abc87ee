"""TAN, the tree-augmented naive Bayes (Friedman et al. 1997; Zhou §7.4): every attribute depends on the class
and on its parent in the maximum weighted spanning tree of the conditional mutual information (eq. 7.22).

Structure (:mod:`bayesgui.core.semi_naive._tree`): I(x_i, x_j | y) for every pair, the maximum weighted spanning
tree, its edges directed away from the chosen root, the class a parent of every attribute. Then eq. 7.21:
P(c | x) ∝ P(c) · P(x_root | c) · Π_{i ≠ root} P(x_i | c, x_pa(i)).
"""

from __future__ import annotations

import numpy as np

from bayesgui.core.note import Note
from bayesgui.core.semi_naive._parented import ParentedODE
from bayesgui.core.semi_naive._tree import WEIGHTINGS, conditional_mutual_information, maximum_spanning_tree
from bayesgui.core.translatable import QT_TRANSLATE_NOOP


class TAN(ParentedODE):
    """Tree-augmented naive Bayes over categorical attributes (level codes, -1 or NaN missing).

    Parameters
    ----------
    root : int, default=0
        The index of the tree's root (the attribute whose only parent is the class).
    weighting : {"zhou", "friedman"}, default="zhou"
        The conditional mutual information of eq. 7.22 weighted by P(x_i, x_j | c) as Zhou writes it, or by
        P(x_i, x_j, c) as Friedman et al.; they order the edges differently when the classes are unbalanced.
    alpha : float, default=1.0
        Smoothing λ > 0 of every factor P(x_i | c, x_pa) = (|D_c,x_pa,x_i| + λ) / (|D_c,x_pa| + N_i·λ).
    prior_alpha : float, default=0.0
    class_prior : array-like of shape (n_classes,), optional
    n_categories : int or array-like of shape (n_features,), optional
        As :class:`~bayesgui.core.semi_naive.spode.SPODE`'s.

    Attributes
    ----------
    classes_, n_features_in_, n_categories_, class_count_, class_log_prior_, pair_count_
        As :class:`~bayesgui.core.semi_naive.spode.SPODE`'s.
    mutual_information_ : ndarray of shape (n_features, n_features)
        I(x_i, x_j | y), the edge weights (diagonal 0).
    parents_ : ndarray of int, shape (n_features,)
        Each attribute's parent in the tree, -1 for the root.
    edges_ : ndarray of int, shape (n_features - 1, 2)
        The tree's directed edges (parent, child), sorted by child.
    """

    def __init__(self, root=0, weighting="zhou", alpha=1.0, prior_alpha=0.0, class_prior=None, n_categories=None):
        self.root = root
        self.weighting = weighting
        self.alpha = alpha
        self.prior_alpha = prior_alpha
        self.class_prior = class_prior
        self.n_categories = n_categories

    def _check_params(self, n_features: int) -> None:
        super()._check_params(n_features)
        self._check_attribute(self.root, "root", n_features)
        if self.weighting not in WEIGHTINGS:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "Unknown weighting {0} for TAN; choose one of: {1}."),
                    repr(self.weighting), ", ".join(WEIGHTINGS),
                )
            )  # fmt: skip

    def _parents(self) -> np.ndarray:
        self.mutual_information_ = conditional_mutual_information(self.pair_count_, self.n_categories_, self.weighting)
        parents = maximum_spanning_tree(self.mutual_information_, int(self.root))
        children = np.flatnonzero(parents >= 0)
        self.edges_ = np.column_stack([parents[children], children]).astype(np.int64).reshape(-1, 2)
        return parents
