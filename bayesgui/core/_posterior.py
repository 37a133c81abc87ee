"""Bayes' rule from a model's log joint: the prediction methods every generative classifier shares."""

from __future__ import annotations

import numpy as np
from scipy.special import logsumexp

from bayesgui.core._logspace import normalize_T


class JointPosterior:
    """Predictions from ``_joint_T(X)``: log P(c) + log p(x|c), class-major, shape (n_classes, n_samples)."""

    generative = True
    probabilistic = True

    def _joint_T(self, X) -> np.ndarray:
        raise NotImplementedError

    def predict_joint_log_proba(self, X) -> np.ndarray:
        """log P(c) + log p(x|c) for every sample and class; shape (n_samples, n_classes)."""
        return self._joint_T(X).T

    def decision_scores(self, X) -> np.ndarray:
        """The class scores shared by every model; here log P(c) + log p(x|c); shape (n_samples, n_classes)."""
        return self._joint_T(X).T

    def predict_log_proba(self, X) -> np.ndarray:
        """log P(c|x), normalised with ``logsumexp``; shape (n_samples, n_classes)."""
        jll = self._joint_T(X)
        jll -= logsumexp(jll, axis=0)
        return jll.T

    def predict_proba(self, X) -> np.ndarray:
        """P(c|x); shape (n_samples, n_classes); each row sums to 1."""
        return normalize_T(self._joint_T(X)).T

    def predict(self, X) -> np.ndarray:
        """The maximum-a-posteriori class of each sample; shape (n_samples,)."""
        jll = self._joint_T(X)
        return self.classes_[np.argmax(jll, axis=0)]
