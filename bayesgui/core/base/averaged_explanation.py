"""The record behind "show your work" for a model that averages several products: AODE (Zhou eq. 7.23).

Each class's score is the average, over the super-parents x_i that qualify, of one product per super-parent,
P(c, x_i) · Π_j P(x_j | c, x_i); when none qualifies, the one product of naive Bayes, P(c) · Π_j P(x_j | c).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from bayesgui.core.base.explanation import Explanation


@dataclass(frozen=True, eq=False)
class AveragedExplanation:
    """Per class: one term per super-parent (its leading probability times its factors) → their average.

    Attributes
    ----------
    classes : ndarray of shape (n_classes,)
    feature_names : list of str, length n_features
    values : ndarray of shape (n_features,)
        The sample's level codes (-1 missing).
    skipped : ndarray of bool, shape (n_features,)
        The missing attributes: no factor of theirs, and never a super-parent.
    parents : list of int, length n_terms
        The super-parent of each term (an attribute index); ``[-1]`` for the naive Bayes fallback.
    log_parent : ndarray of shape (n_classes, n_terms)
        log P(c, x_i) (eq. 7.24), or log P(c) for the fallback.
    parent_details : list of dict, length n_terms
        Its fraction (count + alpha) / (total + n × alpha): "count" (n_classes,), "total", "n", "alpha".
    log_factors : ndarray of shape (n_classes, n_terms, n_features)
        log P(x_j | c, x_i) (eq. 7.25), or log P(x_j | c) for the fallback; 0 where ``factor_skipped``.
    factor_skipped : ndarray of bool, shape (n_terms, n_features)
        A missing x_j, or j = i when the model leaves that factor out.
    factor_details : list of list of dict
        Per term, per attribute: "count" (n_classes,), "class_total" (n_classes,), "n_levels", "alpha" (the factor
        is (count + alpha) / (class_total + n_levels × alpha)); None where skipped.
    log_terms : ndarray of shape (n_classes, n_terms)
        Each term's log: log_parent + the sum of its log factors.
    log_joint : ndarray of shape (n_classes,)
        log of the terms' average: exactly ``predict_joint_log_proba``.
    value_counts : ndarray of shape (n_features,)
        |D_x_i|, the training rows holding the sample's value of each attribute (NaN where missing).
    m_prime : int
        The threshold a super-parent's |D_x_i| must reach.
    notes : list of str
    """

    classes: np.ndarray
    feature_names: list[str]
    values: np.ndarray
    skipped: np.ndarray
    parents: list[int]
    log_parent: np.ndarray
    parent_details: list[dict]
    log_factors: np.ndarray
    factor_skipped: np.ndarray
    factor_details: list[list[dict | None]]
    log_terms: np.ndarray
    log_joint: np.ndarray
    value_counts: np.ndarray
    m_prime: int
    notes: list[str] = field(default_factory=list)
    prior_detail: dict = field(default_factory=dict)

    generative = True

    @property
    def fallback(self) -> bool:
        """True when no super-parent qualified and the term is naive Bayes's."""
        return self.parents == [-1]

    # log P(x) and P(c|x) from ``log_joint``, exactly as naive Bayes's explanation computes them
    log_evidence = Explanation.log_evidence
    posterior = Explanation.posterior
