"""What the user chose for a model (kind and hyper-parameters), and the core estimator it builds.

Naive Bayes reads every feature column through its kind. The other models (LDA, QDA, the full Gaussian
Bayes classifier, the mixture per class, logistic regression and the linear SVM) work on vectors of
numbers, so they use the numeric columns only (continuous and count); ``numeric_columns`` says which.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from bayesgui import core
from bayesgui.data.errors import DataError
from bayesgui.data.kinds import CATEGORICAL
from bayesgui.data.schema import Schema

MODELS = ("naive-bayes", "lda", "qda", "gaussian", "mixture", "logistic", "svm")
"""Model keys, as the CLI's ``--model`` and the settings file spell them."""
NUMERIC_MODELS = MODELS[1:]
"""The models that use only the numeric (continuous and count) columns."""
BAYESIAN_MODELS = MODELS[:5]
"""Generative models: the posterior comes from Bayes' rule. The last two are non-Bayesian baselines."""
VARIANCES = ("mle", "unbiased")
COVARIANCE_TYPES = ("full", "tied", "diag", "spherical")


@dataclass(frozen=True)
class ModelSettings:
    """Hyper-parameters of a classifier, as the model panel and the CLI set them.

    Attributes
    ----------
    model : str
        One of ``MODELS``.
    alpha : float
        Lidstone smoothing lambda of categorical features (1 = Laplace, 0 = maximum likelihood).
    prior_alpha : float
        Smoothing of the class prior (0 = plain frequency, 1 = Laplace-corrected).
    uniform_prior : bool
        Use P(c) = 1/N instead of estimating the prior.
    variance : str
        "mle" or "unbiased": the variance of naive Bayes' Gaussians, and LDA's pooled covariance.
    var_smoothing : float
    count_alpha : float
        Pseudo-count of the Poisson rates of count features.
    reg_param : float
        QDA's shrinkage r in (1 - r) S + r I, between 0 and 1.
    n_components : int
        Gaussians per class of the mixture model.
    covariance_type : str
        The mixture components' covariance: "full", "tied", "diag" or "spherical".
    C : float
        Inverse regularisation strength of logistic regression (> 0).
    svm_lambda : float
        lambda of the SVM's sum of hinge losses + lambda ||w||^2 (> 0).
    """

    model: str = "naive-bayes"
    alpha: float = 1.0
    prior_alpha: float = 0.0
    uniform_prior: bool = False
    variance: str = "mle"
    var_smoothing: float = 1e-9
    count_alpha: float = 1.0
    reg_param: float = 0.0
    n_components: int = 2
    covariance_type: str = "full"
    C: float = 1.0
    svm_lambda: float = 0.5

    def __post_init__(self) -> None:
        if self.model not in MODELS:
            raise DataError(f"Unknown model '{self.model}'; choose one of: {', '.join(MODELS)}.")
        if self.variance not in VARIANCES:
            raise DataError(f"Unknown variance estimate '{self.variance}'; choose 'mle' or 'unbiased'.")
        if self.covariance_type not in COVARIANCE_TYPES:
            raise DataError(
                f"Unknown covariance type '{self.covariance_type}'; choose one of: {', '.join(COVARIANCE_TYPES)}."
            )
        for name in ("alpha", "prior_alpha", "var_smoothing", "count_alpha", "reg_param", "C", "svm_lambda"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int | float) or not value >= 0 or value == float("inf"):
                raise DataError(f"{name} must be a finite number >= 0, got {value!r}.")
        if self.reg_param > 1:
            raise DataError(f"reg_param must be between 0 and 1, got {self.reg_param!r}.")
        for name in ("C", "svm_lambda"):
            if getattr(self, name) == 0:
                raise DataError(f"{name} must be greater than 0.")
        if isinstance(self.n_components, bool) or not isinstance(self.n_components, int) or self.n_components < 1:
            raise DataError(f"n_components must be a whole number >= 1, got {self.n_components!r}.")

    @property
    def uses_numeric_columns_only(self) -> bool:
        return self.model in NUMERIC_MODELS

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, values: dict) -> ModelSettings:
        known = {k: v for k, v in values.items() if k in cls.__dataclass_fields__}
        return cls(**known)

    def numeric_columns(self, schema: Schema) -> list[int]:
        """The columns the model reads: all for naive Bayes, else the continuous and count ones."""
        if not self.uses_numeric_columns_only:
            return list(range(schema.n_features))
        return [j for j, kind in enumerate(schema.kinds) if kind != CATEGORICAL]

    def build(self, schema: Schema):
        """The unfitted core estimator for features described by ``schema``.

        For the numeric-only models ``schema`` must already be reduced to ``numeric_columns``.
        """
        if schema.class_names is None:
            raise DataError("Choose a target column (the class to predict) before training.")
        n_classes = len(schema.class_names)
        if not self.uses_numeric_columns_only:
            return core.MixedNB(
                kinds=list(schema.kinds),
                alpha=self.alpha,
                prior_alpha=self.prior_alpha,
                class_prior=self._class_prior(n_classes),
                n_categories=list(schema.n_categories),
                variance=self.variance,
                var_smoothing=self.var_smoothing,
                count_alpha=self.count_alpha,
            )
        if CATEGORICAL in schema.kinds:
            raise DataError(f"The {self.model} model uses numeric columns only; drop the categorical ones first.")
        if schema.n_features == 0:
            raise DataError(
                f"The {self.model} model needs at least one continuous or count column; this table has none. "
                "Mark a numeric column as continuous, or choose naive Bayes."
            )
        return self.numeric_estimator(n_classes)

    def numeric_estimator(self, n_classes: int, model: str | None = None):
        """The unfitted core estimator of ``model`` (default: this one) for all-numeric features.

        Naive Bayes is then ``GaussianNB`` (every column continuous).
        """
        model = model or self.model
        prior = {"class_prior": self._class_prior(n_classes), "prior_alpha": self.prior_alpha}
        if model == "naive-bayes":
            return core.GaussianNB(variance=self.variance, var_smoothing=self.var_smoothing, **prior)
        if model == "lda":
            return core.LDA(pooled=self.variance, **prior)
        if model == "qda":
            return core.QDA(reg_param=self.reg_param, **prior)
        if model == "gaussian":
            return core.GaussianBayes(**prior)
        if model == "mixture":
            return core.MixtureBayes(n_components=self.n_components, covariance_type=self.covariance_type, **prior)
        if model == "logistic":
            return core.LogisticRegression(C=self.C)
        if model == "svm":
            return core.LinearSVM(lam=self.svm_lambda)
        raise DataError(f"Unknown model '{model}'; choose one of: {', '.join(MODELS)}.")

    def _class_prior(self, n_classes: int) -> list[float] | None:
        return [1.0 / n_classes] * n_classes if self.uniform_prior else None
