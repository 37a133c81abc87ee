"""The parameters of the Bayesian network classifier: λ of its tables, its structure (a file, or searched) and
the search."""

from __future__ import annotations

from bayesgui.core.models.param import Param
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

BN_ALPHA = Param(
    "bn_alpha",
    float,
    1.0,
    QT_TRANSLATE_NOOP("models", "&λ of the tables:"),
    QT_TRANSLATE_NOOP(
        "models",
        "Bayesian network: each table θ = (count + λ) / (parent count + N_i·λ) (Zhou eq. 7.32 smoothed): λ = 1 is "
        "the Laplace correction, λ = 0 the frequencies (a value never counted gets probability 0)",
    ),
    low=0.0,
    gui_range=(0.0, 5.0),
    step=0.01,
    decimals=2,
    editor="slider",
)
BN_STRUCTURE = Param(
    "structure",
    str,
    "",
    QT_TRANSLATE_NOOP("models", "&Structure file:"),
    QT_TRANSLATE_NOOP(
        "models",
        'Bayesian network: a JSON file {"nodes": [...], "edges": [[parent, child], ...]} naming the columns and the '
        "class; empty: the structure is searched",
    ),
    editor="hidden",
    file=True,
)
BN_SEARCH = Param(
    "bn_search",
    str,
    "hill-climb",
    QT_TRANSLATE_NOOP("models", "Structure &search:"),
    QT_TRANSLATE_NOOP(
        "models",
        "How the network's structure is learned when no file gives it: hill climbing on the score (add, remove or "
        "reverse an edge), K2 (the class first, then the columns in order), TAN (Zhou eq. 7.22), or naive Bayes's",
    ),
    choices=(
        ("hill-climb", QT_TRANSLATE_NOOP("models", "hill climbing")),
        ("k2", QT_TRANSLATE_NOOP("models", "K2")),
        ("tan", QT_TRANSLATE_NOOP("models", "TAN")),
        ("naive", QT_TRANSLATE_NOOP("models", "naive Bayes")),
    ),
    cli="--search",
)
BN_ORDER = Param(
    "bn_order",
    str,
    "",
    QT_TRANSLATE_NOOP("models", "K2 &order:"),
    QT_TRANSLATE_NOOP(
        "models",
        "K2: every node once, separated by commas (the columns and the class; a node's parents are chosen among "
        "the nodes before it); empty: the class first, then the columns in order",
    ),
    editor="hidden",
    cli="--order",
)
BN_SCORE = Param(
    "bn_score",
    str,
    "bic",
    QT_TRANSLATE_NOOP("models", "Sc&ore:"),
    QT_TRANSLATE_NOOP("models", "The score the structure search minimises: BIC (Zhou eq. 7.31) or AIC (eq. 7.30)"),
    choices=(("bic", QT_TRANSLATE_NOOP("models", "BIC")), ("aic", QT_TRANSLATE_NOOP("models", "AIC"))),
    cli="--score",
)
BN_RESTARTS = Param(
    "bn_restarts",
    int,
    0,
    QT_TRANSLATE_NOOP("models", "&Restarts:"),
    QT_TRANSLATE_NOOP(
        "models", "Hill climbing: how many times it starts again from random changes of its best network"
    ),
    low=0,
    gui_range=(0, 20),
    step=1,
    decimals=0,
    cli="--restarts",
)
