"""The parameters of the non-Bayesian baselines: logistic regression's C and the linear SVM's λ."""

from __future__ import annotations

from bayesgui.core.models.param import Param
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

C = Param(
    "C",
    float,
    1.0,
    QT_TRANSLATE_NOOP("models", "&C:"),
    QT_TRANSLATE_NOOP("models", "Inverse regularisation: ½‖W‖² + C·Σ log-loss"),
    low=0.0,
    low_open=True,
    gui_range=(0.001, 1000.0),
    step=0.1,
    decimals=3,
)
SVM_LAMBDA = Param(
    "svm_lambda",
    float,
    0.5,
    QT_TRANSLATE_NOOP("models", "SVM &λ:"),
    QT_TRANSLATE_NOOP("models", "λ of Σ [1 − yᵢ(w·xᵢ + b)]₊ + λ‖w‖² (= 1/(2C))"),
    low=0.0,
    low_open=True,
    gui_range=(0.001, 1000.0),
    step=0.05,
    decimals=3,
)
