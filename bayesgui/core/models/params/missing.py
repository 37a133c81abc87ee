"""The ``missing`` parameter of the Gaussian classifiers, declared once (see :mod:`bayesgui.core.models.spec`)."""

from __future__ import annotations

from bayesgui.core.models.param import Param
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

MISSING = Param(
    "missing",
    str,
    "skip",
    QT_TRANSLATE_NOOP("models", "&Missing values:"),
    QT_TRANSLATE_NOOP(
        "models",
        "Rows with a missing value: skip them, or keep them and let EM fill in each gap with its conditional "
        "mean given the row's observed values and its class (Little & Rubin)",
    ),
    choices=(
        ("skip", QT_TRANSLATE_NOOP("models", "Skip the row")),
        ("em", QT_TRANSLATE_NOOP("models", "EM: fill in")),
    ),
)
