"""What the user chose for a model (kind and hyper-parameters), and the core estimator it builds."""

from __future__ import annotations

from dataclasses import asdict, dataclass

from bayesgui.core import MixedNB
from bayesgui.data.errors import DataError
from bayesgui.data.schema import Schema

MODELS = ("naive-bayes",)
VARIANCES = ("mle", "unbiased")


@dataclass(frozen=True)
class ModelSettings:
    """Hyper-parameters of a classifier, as the model panel and the CLI set them.

    Attributes
    ----------
    model : str
        "naive-bayes" (more models join as they are built).
    alpha : float
        Lidstone smoothing lambda of categorical features (1 = Laplace, 0 = maximum likelihood).
    prior_alpha : float
        Smoothing of the class prior (0 = plain frequency, 1 = Laplace-corrected).
    uniform_prior : bool
        Use P(c) = 1/N instead of estimating the prior.
    variance : str
        "mle" or "unbiased" estimate of the variance of continuous features.
    var_smoothing : float
    count_alpha : float
        Pseudo-count of the Poisson rates of count features.
    """

    model: str = "naive-bayes"
    alpha: float = 1.0
    prior_alpha: float = 0.0
    uniform_prior: bool = False
    variance: str = "mle"
    var_smoothing: float = 1e-9
    count_alpha: float = 1.0

    def __post_init__(self) -> None:
        if self.model not in MODELS:
            raise DataError(f"Unknown model '{self.model}'; choose one of: {', '.join(MODELS)}.")
        if self.variance not in VARIANCES:
            raise DataError(f"Unknown variance estimate '{self.variance}'; choose 'mle' or 'unbiased'.")
        for name in ("alpha", "prior_alpha", "var_smoothing", "count_alpha"):
            value = getattr(self, name)
            if not isinstance(value, int | float) or not value >= 0 or value == float("inf"):
                raise DataError(f"{name} must be a finite number >= 0, got {value!r}.")

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, values: dict) -> ModelSettings:
        known = {k: v for k, v in values.items() if k in cls.__dataclass_fields__}
        return cls(**known)

    def build(self, schema: Schema) -> MixedNB:
        """The unfitted core estimator for features described by ``schema``."""
        if schema.class_names is None:
            raise DataError("Choose a target column (the class to predict) before training.")
        n_classes = len(schema.class_names)
        return MixedNB(
            kinds=list(schema.kinds),
            alpha=self.alpha,
            prior_alpha=self.prior_alpha,
            class_prior=[1.0 / n_classes] * n_classes if self.uniform_prior else None,
            n_categories=list(schema.n_categories),
            variance=self.variance,
            var_smoothing=self.var_smoothing,
            count_alpha=self.count_alpha,
        )
