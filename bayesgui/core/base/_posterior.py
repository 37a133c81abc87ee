"""Bayes' rule for every generative classifier: the class prior, and the posterior from the log joint.

Zhou, *Machine Learning* §7.1: the Bayes-optimal classifier picks argmax_c P(c|x) (eq. 7.6 under 0-1
loss), and by Bayes' rule P(c|x) = P(c) p(x|c) / p(x) (eq. 7.8); the models score the log joint
log P(c) + log p(x|c) and normalise it with ``logsumexp``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray, Labels
from bayesgui.core.base._logspace import logsumexp_T, normalize_T
from bayesgui.core.base._validation import check_class_prior, check_non_negative_number
from bayesgui.core.base.estimator import Classifier


class JointPosterior(Classifier):
    """Predictions from ``_joint_T(X)``: log P(c) + log p(x|c), class-major, shape (n_classes, n_samples)."""

    class_count_: FloatArray  # set by fit: the (weighted) number of training rows of each class

    def _joint_T(self, X: ArrayLike) -> FloatArray:
        raise NotImplementedError

    def _log_prior(self, count: FloatArray) -> FloatArray:
        """log P(c): ``class_prior`` when given, else (count + prior_alpha) / (n + K prior_alpha).

        prior_alpha = 0 is the maximum-likelihood frequency |D_c| / |D| (Zhou eq. 7.16, Li Hang eq. 4.8),
        prior_alpha = 1 Laplace's correction (Zhou eq. 7.19; Li Hang eq. 4.11 with lambda = 1).
        """
        class_prior = getattr(self, "class_prior", None)  # a hyper-parameter of some models only
        if class_prior is not None:
            return np.log(check_class_prior(class_prior, count.size))
        lam = check_non_negative_number(getattr(self, "prior_alpha", 0.0), "prior_alpha")
        with np.errstate(divide="ignore"):
            log_prior: FloatArray = np.log(count + lam) - np.log(count.sum() + count.size * lam)
        return log_prior

    def _prior_detail(self) -> dict[str, Any]:
        """Where the prior comes from, for explanations (see ``Explanation.prior_detail``)."""
        if getattr(self, "class_prior", None) is not None:
            return {"explicit": True}
        return {
            "count": self.class_count_.copy(),
            "total": float(self.class_count_.sum()),
            "alpha": float(getattr(self, "prior_alpha", 0.0)),
        }

    def predict_joint_log_proba(self, X: ArrayLike) -> FloatArray:
        """log P(c) + log p(x|c) for every sample and class; shape (n_samples, n_classes)."""
        return self._joint_T(X).T

    def decision_scores(self, X: ArrayLike) -> FloatArray:
        """The class scores shared by every model; here log P(c) + log p(x|c); shape (n_samples, n_classes)."""
        return self._joint_T(X).T

    def predict_log_proba(self, X: ArrayLike) -> FloatArray:
        """log P(c|x), normalised with ``logsumexp``; shape (n_samples, n_classes)."""
        jll = self._joint_T(X)
        jll -= logsumexp_T(jll)
        return jll.T

    def predict_proba(self, X: ArrayLike) -> FloatArray:
        """P(c|x); shape (n_samples, n_classes); each row sums to 1."""
        return normalize_T(self._joint_T(X)).T

    def predict(self, X: ArrayLike) -> Labels:
        """The maximum-a-posteriori class of each sample; shape (n_samples,)."""
        jll = self._joint_T(X)
        predicted: Labels = self.classes_[np.argmax(jll, axis=0)]
        return predicted


def refuse_unscorable(log_density_T: FloatArray) -> None:
    """Raise, naming the first row, where a log-density (n_classes, n_samples) is NaN, +inf, or -inf for every class.

    That happens only when a squared distance overflows float64: the row lies so far from every class,
    in units of its spread, that no posterior can be computed.
    """
    with np.errstate(over="ignore", invalid="ignore"):
        if np.isfinite(log_density_T.sum()):  # one cheap pass: no NaN and no infinity anywhere (the usual case)
            return
    top = log_density_T.max(axis=0, initial=-np.inf)
    bad = ~np.isfinite(top) | np.isnan(log_density_T).any(axis=0)
    if bad.any():
        row = int(np.flatnonzero(bad)[0])
        raise ValueError(
            f"Row {row} of X lies too far from every class for its density to be computed (a squared distance "
            "overflows float64); check that row for a mistyped value, or rescale its columns."
        )
