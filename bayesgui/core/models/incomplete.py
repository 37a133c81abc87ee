"""The classifiers that learn from incomplete data, declared once (see :mod:`bayesgui.core.models.spec`)."""

from __future__ import annotations

from bayesgui.core.incomplete.semi_supervised import SemiSupervisedNB
from bayesgui.core.models import estimates
from bayesgui.core.models.param import Param
from bayesgui.core.models.params.naive_bayes import ALPHA
from bayesgui.core.models.params.prior import PRIOR, prior_arguments
from bayesgui.core.models.spec import ModelSpec
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

UNLABELED_WEIGHT = Param(
    "unlabeled_weight",
    float,
    1.0,
    QT_TRANSLATE_NOOP("models", "&Unlabeled weight:"),
    QT_TRANSLATE_NOOP(
        "models",
        "How much a row without a class counts in the M step against a labeled row: 0 ignores the unlabeled "
        "rows (naive Bayes on the labeled ones), 1 counts them fully (Nigam et al., 2000)",
    ),
    low=0.0,
    high=1.0,
    step=0.05,
    decimals=2,
    editor="slider",
)
EM_ITERATIONS = Param(
    "em_max_iter",
    int,
    50,
    QT_TRANSLATE_NOOP("models", "EM &iterations:"),
    QT_TRANSLATE_NOOP("models", "The most EM iterations (E step, then M step) over the unlabeled rows"),
    low=0,
    high=10000,
    step=1,
    decimals=0,
)

SEMI_SUPERVISED_SPEC = ModelSpec(
    key="semi-supervised",
    name=QT_TRANSLATE_NOOP("models", "Semi-supervised naive Bayes (EM)"),
    description=QT_TRANSLATE_NOOP(
        "models",
        "Naive Bayes on categorical columns that also learns from rows with an empty class cell: EM fills in "
        "their classes (Zhou §7.6)",
    ),
    estimator=SemiSupervisedNB,
    params=(ALPHA, *PRIOR, UNLABELED_WEIGHT, EM_ITERATIONS),
    estimates=estimates.PRIOR,
    encoding="categorical",
    regions=False,
    unlabeled=True,
    note=QT_TRANSLATE_NOOP("models", "Rows with an empty class cell are kept: EM estimates their classes."),
    make=lambda spec, v, f: SemiSupervisedNB(
        alpha=v["alpha"],
        n_categories=list(f.n_categories),
        unlabeled_weight=v["unlabeled_weight"],
        max_iter=v["em_max_iter"],
        **prior_arguments(v, f),
    ),
)

INCOMPLETE = (SEMI_SUPERVISED_SPEC,)
