"""The record behind "show your work": every number from the prior to the posterior of one sample."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from bayesgui.core.array_types import BoolArray, Details, FloatArray, Labels
from bayesgui.core.base._logspace import normalize_T


@dataclass(frozen=True, eq=False)
class Explanation:
    """Prior x each likelihood factor -> joint -> posterior, for one sample, per class.

    Attributes
    ----------
    classes : ndarray of shape (n_classes,)
    feature_names : list of str, length n_features
    feature_kinds : list of str
        Per feature: "probability" (categorical), "density" (Gaussian), "pmf" (Poisson) or
        "word" (multinomial: the factor is P(word|c) ** count).
    values : ndarray of shape (n_features,)
        The sample as the model saw it (category codes, numbers; NaN or -1 for missing).
    log_prior : ndarray of shape (n_classes,)
    log_factors : ndarray of shape (n_classes, n_features)
        log P(x_i|c); 0 where the feature is skipped (missing value).
    skipped : ndarray of bool, shape (n_features,)
    details : list of dict, length n_features
        Per feature, the parameters behind its factor, each an array of shape (n_classes,): for a
        categorical feature "count" |D_c,xi|, "class_total" |D_c| (non-missing), "n_levels" and
        "alpha" (the factor is (count + alpha) / (class_total + n_levels * alpha)); for a Gaussian
        "mean", "var", "std"; for a Poisson "rate"; for a word "word_prob" and "count".
    log_joint : ndarray of shape (n_classes,)
        The model's log P(c) + log P(x|c), exactly as ``predict_joint_log_proba`` returns it (after
        the zero-probability rule, when it applied).
    prior_detail : dict
        Where the prior comes from: "count" |D_c| (n_classes,), "total" |D| and "alpha" (the prior is
        (count + alpha) / (total + n_classes * alpha)), or "explicit": True for a given class_prior.
    notes : list of str
        Rules that were applied, in words (e.g. the zero-probability rule).
    zero_rule_applied : bool
        True when every class had joint probability 0 and the zero-probability rule decided.
    """

    classes: Labels
    feature_names: list[str]
    feature_kinds: list[str]
    values: FloatArray
    log_prior: FloatArray
    log_factors: FloatArray
    skipped: BoolArray
    details: list[Details]
    log_joint: FloatArray
    prior_detail: Details = field(default_factory=dict)
    notes: Sequence[str] = field(default_factory=list)
    zero_rule_applied: bool = False

    @property
    def prior(self) -> FloatArray:
        """P(c), shape (n_classes,)."""
        return np.exp(self.log_prior)

    @property
    def factors(self) -> FloatArray:
        """P(x_i|c) (or the density), shape (n_classes, n_features); 1 where skipped."""
        return np.exp(self.log_factors)

    @property
    def joint(self) -> FloatArray:
        """P(c) * prod_i P(x_i|c), shape (n_classes,); may underflow to 0 (the log is exact)."""
        return np.exp(self.log_joint)

    @property
    def log_evidence(self) -> float:
        """log P(x) = logsumexp over classes of the log joint."""
        top = self.log_joint.max()
        return float(top + np.log(np.exp(self.log_joint - top).sum()))

    @property
    def posterior(self) -> FloatArray:
        """P(c|x), shape (n_classes,); the same numbers ``predict_proba`` gives."""
        return normalize_T(self.log_joint.astype(np.float64, copy=True)[:, None])[:, 0]
