"""The parameters of the Gaussian classifiers and of the mixture per class: the pooled variance (LDA), QDA's
shrinkage, the number of components K and the shape of their covariances."""

from __future__ import annotations

from bayesgui.core.mixture.params import COVARIANCE_TYPES
from bayesgui.core.models.param import Param
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

POOLED = Param(
    "variance",
    str,
    "mle",
    QT_TRANSLATE_NOOP("models", "&Variance:"),
    QT_TRANSLATE_NOOP(
        "models",
        "The covariance shared by the classes, whatever the prior (M_c: the scatter matrix of class c): "
        "the maximum-likelihood Σ_c M_c / n, or the unbiased Σ_c M_c / (n − K)",
    ),
    choices=(
        ("mle", QT_TRANSLATE_NOOP("models", "MLE Σ M_c / n")),
        ("unbiased", QT_TRANSLATE_NOOP("models", "Unbiased Σ M_c / (n−K)")),
    ),
)
REG_PARAM = Param(
    "reg_param",
    float,
    0.0,
    QT_TRANSLATE_NOOP("models", "Shrinkage &r:"),
    QT_TRANSLATE_NOOP("models", "QDA shrinks each class covariance: (1 − r)·S + r·I"),
    low=0.0,
    high=1.0,
    step=0.05,
    decimals=3,
)
N_COMPONENTS = Param(
    "n_components",
    int,
    2,
    QT_TRANSLATE_NOOP("models", "Number of components &K:"),
    QT_TRANSLATE_NOOP("models", "The number of Gaussian mixture components K of each class, fitted by EM"),
    low=1,
    gui_range=(1, 10),
    step=1,
    decimals=0,
    cli="--components",
)
COVARIANCE_TYPE = Param(
    "covariance_type",
    str,
    "full",
    QT_TRANSLATE_NOOP("models", "Co&variance:"),
    QT_TRANSLATE_NOOP("models", "The shape of each mixture component's covariance"),
    choices=(
        ("full", QT_TRANSLATE_NOOP("models", "full")),
        ("tied", QT_TRANSLATE_NOOP("models", "tied")),
        ("diag", QT_TRANSLATE_NOOP("models", "diagonal")),
        ("spherical", QT_TRANSLATE_NOOP("models", "spherical")),
    ),
    cli="--covariance",
)
assert {value for value, _ in COVARIANCE_TYPE.choices} == set(COVARIANCE_TYPES)
