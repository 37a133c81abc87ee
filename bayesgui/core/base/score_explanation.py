"""The record behind "show your work" for models that score each class as a whole.

Naive Bayes multiplies one factor per feature (``Explanation``). LDA, QDA, the full Gaussian Bayes
classifier and the mixture-per-class model instead evaluate one multivariate density per class, and
the discriminative baselines (logistic regression, the linear SVM) one linear score per class. Their
numbers are written out as a sum of named per-class *terms* whose total is the class's score.

Term keys (the UI and the CLI label them; a model uses the ones that apply, in this order):

==================  =========================================================================
``log_prior``        log P(c)
``log_norm``         -d/2 log(2 pi), d = the number of observed features
``log_det``          -1/2 log |Sigma_c|
``mahalanobis``      -1/2 (x - mu_c)^T Sigma_c^-1 (x - mu_c)
``log_mixture``      log sum_m pi_cm N(x; mu_cm, Sigma_cm)   (the whole class-conditional density)
``intercept``        b_c
``linear``           w_c . x
==================  =========================================================================
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from bayesgui.core.array_types import BoolArray, Details, FloatArray, Labels
from bayesgui.core.base._logspace import normalize_T

TERM_KEYS = ("log_prior", "log_norm", "log_det", "mahalanobis", "log_mixture", "intercept", "linear")


@dataclass(frozen=True, eq=False)
class ScoreExplanation:
    """Per class: named terms -> score -> (posterior, when the model has one).

    Attributes
    ----------
    model : str
        The estimator's class name ("LDA", "QDA", "GaussianBayes", "MixtureBayes",
        "LogisticRegression", "LinearSVM").
    classes : ndarray of shape (n_classes,)
    feature_names : list of str, length n_features
    values : ndarray of shape (n_features,)
        The sample as the model saw it (NaN = missing).
    skipped : ndarray of bool, shape (n_features,)
        Missing features: marginalised out (Gaussian models) or replaced by the training mean
        (discriminative models); ``notes`` says which.
    terms : list of (str, ndarray of shape (n_classes,))
        Keys from ``TERM_KEYS``; per class they add up to ``score``.
    score : ndarray of shape (n_classes,)
        Generative models: log P(c) + log p(x|c), exactly ``predict_joint_log_proba``.
        Discriminative models: the linear score whose softmax is the posterior (logistic
        regression) or whose argmax is the decision (SVM). Two-class models score the first class 0.
    probabilistic : bool
        True when ``posterior`` exists (every model but the SVM).
    generative : bool
        True when ``score`` is a log joint probability (so ``log_evidence`` means log p(x)).
    details : dict
        Model-specific numbers behind the terms (each model's ``explain`` documents its keys), e.g.
        "mean" (n_classes, n_features), "mahalanobis_sq" (n_classes,), "log_det" (n_classes,),
        "covariance" ("shared" or "per class"), "contributions" (n_classes, n_features) = w_cj x_j.
    prior_detail : dict
        As ``Explanation.prior_detail`` (generative models only).
    notes : list of str
    """

    model: str
    classes: Labels
    feature_names: list[str]
    values: FloatArray
    skipped: BoolArray
    terms: list[tuple[str, FloatArray]]
    score: FloatArray
    probabilistic: bool
    generative: bool
    details: Details = field(default_factory=dict)
    prior_detail: Details = field(default_factory=dict)
    notes: Sequence[str] = field(default_factory=list)

    @property
    def log_joint(self) -> FloatArray:
        """The generative models' log P(c) + log p(x|c) (the score); shape (n_classes,)."""
        return self.score

    @property
    def log_evidence(self) -> float:
        """logsumexp of the scores (log p(x) for generative models)."""
        top = self.score.max()
        return float(top + np.log(np.exp(self.score - top).sum()))

    @property
    def posterior(self) -> FloatArray | None:
        """P(c|x), shape (n_classes,), the numbers ``predict_proba`` gives; None for the SVM."""
        if not self.probabilistic:
            return None
        return normalize_T(self.score.astype(np.float64, copy=True)[:, None])[:, 0]
