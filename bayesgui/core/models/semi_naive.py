"""The semi-naive Bayes classifiers (Zhou §7.4), declared once (see :mod:`bayesgui.core.models.spec`): SPODE, TAN
and AODE read the categorical columns; a continuous or count column is left out, and the window and the CLI say so,
unless the user chooses bins (``bins``, ``n_bins``: the data layer cuts it into intervals before the model sees it).

SPODE's super-parent and TAN's root name a column; the ``make`` hook turns the name into the column's index among
the columns the model reads (empty: the first).
"""

from __future__ import annotations

from collections.abc import Mapping

from bayesgui.core.models import estimates
from bayesgui.core.models.param import Param
from bayesgui.core.models.params.binning import BINNING
from bayesgui.core.models.params.prior import PRIOR, prior_arguments
from bayesgui.core.models.spec import Features, LineStyle, ModelSpec
from bayesgui.core.note import Note
from bayesgui.core.semi_naive.aode import AODE
from bayesgui.core.semi_naive.spode import SPODE
from bayesgui.core.semi_naive.tan import TAN
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

ODE_ALPHA = Param(
    "ode_alpha",
    float,
    1.0,
    QT_TRANSLATE_NOOP("models", "&λ of the estimates:"),
    QT_TRANSLATE_NOOP(
        "models",
        "SPODE, TAN, AODE: the smoothing λ > 0 of every estimate, (count + λ) / (total + N·λ): λ = 1 is the Laplace "
        "correction of Zhou eqs. 7.24–7.25 (most pairs of values are never seen with a class: λ = 0 would give 0)",
    ),
    low=0.0,
    low_open=True,
    gui_range=(0.01, 5.0),
    step=0.01,
    decimals=2,
    editor="slider",
)
SUPER_PARENT = Param(
    "super_parent",
    str,
    "",
    QT_TRANSLATE_NOOP("models", "&Super-parent:"),
    QT_TRANSLATE_NOOP(
        "models",
        "SPODE: the column every other attribute depends on besides the class (Zhou eq. 7.21); empty: the first "
        "categorical column",
    ),
    editor="column",
)
TAN_ROOT = Param(
    "tan_root",
    str,
    "",
    QT_TRANSLATE_NOOP("models", "&Root:"),
    QT_TRANSLATE_NOOP(
        "models",
        "TAN: the column at the root of the tree, whose only parent is the class; empty: the first categorical column",
    ),
    cli="--root",
    editor="column",
)
TAN_WEIGHTING = Param(
    "tan_weighting",
    str,
    "zhou",
    QT_TRANSLATE_NOOP("models", "Edge &weights:"),
    QT_TRANSLATE_NOOP(
        "models",
        "TAN: the conditional mutual information of each pair of attributes (eq. 7.22) weighted by P(x_i, x_j | c) "
        "as Zhou writes it, or by P(x_i, x_j, c) as Friedman et al.",
    ),
    choices=(
        ("zhou", QT_TRANSLATE_NOOP("models", "Zhou: P(x_i, x_j | c)")),
        ("friedman", QT_TRANSLATE_NOOP("models", "Friedman: P(x_i, x_j, c)")),
    ),
)
M_PRIME = Param(
    "m_prime",
    int,
    30,
    QT_TRANSLATE_NOOP("models", "Threshold &m′:"),
    QT_TRANSLATE_NOOP(
        "models",
        "AODE: an attribute is a super-parent when the sample's value of it is seen in at least m′ training rows "
        "(Zhou eq. 7.23: 30; Weka: 1)",
    ),
    low=0,
    gui_range=(0, 1000),
    step=1,
    decimals=0,
)
EXCLUDE_SELF = Param(
    "aode_exclude_self",
    bool,
    False,
    QT_TRANSLATE_NOOP("models", "Leave out the factor j = i"),
    QT_TRANSLATE_NOOP(
        "models",
        "AODE: leave P(x_i | c, x_i) out of each super-parent's product, as Weka does; the book's product "
        "(eq. 7.23) includes it",
    ),
)


def column_index(values: Mapping[str, object], features: Features, name: str) -> int:
    """The index, among the columns the model reads, of the column parameter ``name`` names (empty: 0)."""
    chosen = values[name]
    if chosen == "":
        return 0
    if chosen in features.names:
        return features.names.index(chosen)
    raise ValueError(
        Note(
            QT_TRANSLATE_NOOP("core", "{0} {1} is not a categorical column the model reads; choose one of: {2}."),
            name, repr(chosen), ", ".join(features.names) or "—",
        )
    )  # fmt: skip


SPODE_SPEC = ModelSpec(
    key="spode",
    name=QT_TRANSLATE_NOOP("models", "SPODE (super-parent one-dependent)"),
    description=QT_TRANSLATE_NOOP(
        "models", "Every attribute depends on the class and on one chosen attribute, the super-parent (Zhou eq. 7.21)"
    ),
    estimator=SPODE,
    params=(SUPER_PARENT, ODE_ALPHA, *PRIOR, *BINNING),
    encoding="categorical",
    estimates=estimates.ONE_DEPENDENT,
    regions=False,
    line=LineStyle("#5d4037", "dash-dot"),
    make=lambda spec, v, f: SPODE(
        super_parent=column_index(v, f, "super_parent"),
        alpha=v["ode_alpha"],
        n_categories=list(f.n_categories),
        **prior_arguments(v, f),
    ),
)

TAN_SPEC = ModelSpec(
    key="tan",
    name=QT_TRANSLATE_NOOP("models", "TAN (tree-augmented naive Bayes)"),
    description=QT_TRANSLATE_NOOP(
        "models",
        "Each attribute depends on the class and on its parent in the maximum weighted spanning tree of the "
        "conditional mutual information (Zhou eq. 7.22)",
    ),
    estimator=TAN,
    params=(TAN_ROOT, TAN_WEIGHTING, ODE_ALPHA, *PRIOR, *BINNING),
    encoding="categorical",
    estimates=estimates.TAN,
    regions=False,
    line=LineStyle("#2e7d32", "dash"),
    make=lambda spec, v, f: TAN(
        root=column_index(v, f, "tan_root"),
        weighting=v["tan_weighting"],
        alpha=v["ode_alpha"],
        n_categories=list(f.n_categories),
        **prior_arguments(v, f),
    ),
)

AODE_SPEC = ModelSpec(
    key="aode",
    name=QT_TRANSLATE_NOOP("models", "AODE (averaged one-dependent)"),
    description=QT_TRANSLATE_NOOP(
        "models",
        "The average of the SPODEs whose super-parent's value is seen in at least m′ rows; naive Bayes when none "
        "is (Zhou eqs. 7.23–7.25)",
    ),
    estimator=AODE,
    params=(M_PRIME, EXCLUDE_SELF, ODE_ALPHA, *BINNING),
    encoding="categorical",
    estimates=estimates.AODE,
    regions=False,
    line=LineStyle("#ad1457", "dot"),
    make=lambda spec, v, f: AODE(
        m_prime=v["m_prime"],
        exclude_self=v["aode_exclude_self"],
        alpha=v["ode_alpha"],
        n_categories=list(f.n_categories),
    ),
)

SEMI_NAIVE = (SPODE_SPEC, TAN_SPEC, AODE_SPEC)
