"""The classifiers BayesGUI ships, declared once (see :mod:`bayesgui.core.models.spec`).

Parameters shared by several models (the prior, the variance estimate) are declared once here and shared by
name, so switching models keeps the user's choices.
"""

from __future__ import annotations

from typing import Any

from bayesgui.core.bayes_net.classifier import BayesNetClassifier
from bayesgui.core.discriminant.classifiers import LDA, QDA, GaussianBayes
from bayesgui.core.discriminant.mixture_bayes import MixtureBayes
from bayesgui.core.linear.logistic import LogisticRegression
from bayesgui.core.linear.svm import LinearSVM
from bayesgui.core.mixture.params import COVARIANCE_TYPES
from bayesgui.core.models import estimates
from bayesgui.core.models.binning_params import BINNING
from bayesgui.core.models.missing_param import MISSING
from bayesgui.core.models.param import Param, file_content
from bayesgui.core.models.spec import Features, LineStyle, ModelSpec, Values
from bayesgui.core.models.textbook_presets import NAIVE_BAYES_PRESETS
from bayesgui.core.naive_bayes.mixed import MixedNB
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

# ---------------------------------------------------------------------------------------------- parameters
ALPHA = Param(
    "alpha",
    float,
    1.0,
    QT_TRANSLATE_NOOP("models", "&λ of P(x|c):"),
    QT_TRANSLATE_NOOP(
        "models",
        "Bayesian estimate of the class-conditional probabilities P(x_i|c) = (count + λ) / (|D_c| + N_i·λ) "
        "(Zhou eq. 7.20, Li Hang eq. 4.10): λ = 1 is the Laplace correction, λ = 0 the maximum-likelihood "
        "estimate (zero counts give probability 0)",
    ),
    low=0.0,
    gui_range=(0.0, 5.0),
    step=0.01,
    decimals=2,
    editor="slider",
)
PRIOR_ALPHA = Param(
    "prior_alpha",
    float,
    0.0,
    QT_TRANSLATE_NOOP("models", "&Prior P(c):"),
    QT_TRANSLATE_NOOP(
        "models",
        "Bayesian estimate of the class prior P(c) = (|D_c| + λ) / (|D| + N·λ) (Zhou eq. 7.19, Li Hang eq. 4.11), "
        "its own λ: λ = 0 is the maximum-likelihood estimate, λ = 1 the Laplace correction (N = the number of "
        "classes); or a uniform prior",
    ),
    low=0.0,
    gui_range=(0.0, 1000.0),
    step=0.5,
    decimals=2,
    editor="prior",
)
UNIFORM_PRIOR = Param(
    "uniform_prior",
    bool,
    False,
    QT_TRANSLATE_NOOP("models", "Uniform prior"),
    QT_TRANSLATE_NOOP("models", "Use equal class priors P(c) = 1/N"),
    editor="prior",
)
VARIANCE = Param(
    "variance",
    str,
    "mle",
    QT_TRANSLATE_NOOP("models", "&Variance:"),
    QT_TRANSLATE_NOOP(
        "models", "The variance estimate of the Gaussian of continuous features: MLE divides by n, unbiased by n − 1"
    ),
    choices=(
        ("mle", QT_TRANSLATE_NOOP("models", "MLE 1/n")),
        ("unbiased", QT_TRANSLATE_NOOP("models", "Unbiased 1/(n−1)")),
    ),
)
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
VAR_SMOOTHING = Param(
    "var_smoothing",
    float,
    1e-9,
    QT_TRANSLATE_NOOP("models", "Variance smoothing:"),
    QT_TRANSLATE_NOOP("models", "Added to every variance, as a fraction of the largest feature variance"),
    low=0.0,
    editor="hidden",
)
COUNT_ALPHA = Param(
    "count_alpha",
    float,
    1.0,
    QT_TRANSLATE_NOOP("models", "Poisson &pseudo-count:"),
    QT_TRANSLATE_NOOP(
        "models",
        "The Poisson rate of a count feature is (Σx + α) / n, the class's total count plus this pseudo-count α "
        "over its n rows; α = 0 gives the class mean count (maximum likelihood)",
    ),
    low=0.0,
    gui_range=(0.0, 10.0),
    step=0.1,
    decimals=2,
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
PRIOR = (PRIOR_ALPHA, UNIFORM_PRIOR)


def prior_arguments(values: Values, features: Features) -> dict[str, Any]:
    """``class_prior`` and ``prior_alpha`` of a generative estimator from the settings."""
    uniform = [1.0 / features.n_classes] * features.n_classes if values["uniform_prior"] else None
    return {"class_prior": uniform, "prior_alpha": values["prior_alpha"]}


# ---------------------------------------------------------------------------------------------- models
NAIVE_BAYES = ModelSpec(
    key="naive-bayes",
    name=QT_TRANSLATE_NOOP("models", "Naive Bayes"),
    description=QT_TRANSLATE_NOOP(
        "models", "Features independent given the class; each column's likelihood follows its kind (Zhou §7.3)"
    ),
    estimator=MixedNB,
    params=(ALPHA, *PRIOR, VARIANCE, VAR_SMOOTHING, COUNT_ALPHA),
    encoding="kinds",
    presets=NAIVE_BAYES_PRESETS,
    incremental=True,
    estimates=estimates.NAIVE_BAYES,
    region_default=True,
    line=LineStyle("#202020"),
    make=lambda spec, v, f: MixedNB(
        kinds=list(f.kinds),
        alpha=v["alpha"],
        n_categories=list(f.n_categories),
        variance=v["variance"],
        var_smoothing=v["var_smoothing"],
        count_alpha=v["count_alpha"],
        **prior_arguments(v, f),
    ),
)

LDA_SPEC = ModelSpec(
    key="lda",
    name=QT_TRANSLATE_NOOP("models", "LDA (shared covariance)"),
    description=QT_TRANSLATE_NOOP(
        "models", "One covariance shared by every class (tied): the boundaries are straight lines"
    ),
    estimator=LDA,
    params=(*PRIOR, POOLED, MISSING),
    incremental=True,
    estimates=estimates.LDA,
    region_default=True,
    line=LineStyle("#1b3f8b", "dash"),
    make=lambda spec, v, f: LDA(pooled=v["variance"], missing=v["missing"], **prior_arguments(v, f)),
)

QDA_SPEC = ModelSpec(
    key="qda",
    name=QT_TRANSLATE_NOOP("models", "QDA (a covariance per class)"),
    description=QT_TRANSLATE_NOOP("models", "A full covariance per class: the boundaries are conics (curves)"),
    estimator=QDA,
    params=(*PRIOR, REG_PARAM, MISSING),
    incremental=True,
    estimates=estimates.QDA,
    region_default=True,
    line=LineStyle("#8b1a1a"),
    make=lambda spec, v, f: QDA(reg_param=v["reg_param"], missing=v["missing"], **prior_arguments(v, f)),
)

GAUSSIAN_SPEC = ModelSpec(
    key="gaussian",
    name=QT_TRANSLATE_NOOP("models", "Gaussian Bayes (full covariance, MLE)"),
    description=QT_TRANSLATE_NOOP(
        "models", "The maximum-likelihood Gaussian of each class (Zhou eqs. 7.12–7.13): curved boundaries"
    ),
    estimator=GaussianBayes,
    params=(*PRIOR, MISSING),
    incremental=True,
    estimates=estimates.GAUSSIAN,
    line=LineStyle("#6a1b9a", "dot"),
    make=lambda spec, v, f: GaussianBayes(missing=v["missing"], **prior_arguments(v, f)),
)

MIXTURE_SPEC = ModelSpec(
    key="mixture",
    name=QT_TRANSLATE_NOOP("models", "Gaussian mixture per class (EM)"),
    description=QT_TRANSLATE_NOOP(
        "models", "A Gaussian mixture per class, fitted by EM: several modes, boundaries of any shape"
    ),
    estimator=MixtureBayes,
    params=(*PRIOR, N_COMPONENTS, COVARIANCE_TYPE),
    estimates=estimates.PRIOR,
    em_animation=True,
    line=LineStyle("#00695c"),
    make=lambda spec, v, f: MixtureBayes(
        n_components=v["n_components"], covariance_type=v["covariance_type"], **prior_arguments(v, f)
    ),
)

LOGISTIC_SPEC = ModelSpec(
    key="logistic",
    name=QT_TRANSLATE_NOOP("models", "Logistic regression (non-Bayesian baseline)"),
    description=QT_TRANSLATE_NOOP(
        "models", "Discriminative: P(c | x) directly from linear scores; straight boundaries"
    ),
    estimator=LogisticRegression,
    params=(C,),
    line=LineStyle("#8d5a00", "dash-dot"),
    encoding="one-hot",
    note=QT_TRANSLATE_NOOP("models", "Non-Bayesian baseline: P(c|x) is fitted directly (no prior, no likelihood)."),
    make=lambda spec, v, f: LogisticRegression(C=v["C"], n_categories=list(f.n_categories)),
)

SVM_SPEC = ModelSpec(
    key="svm",
    name=QT_TRANSLATE_NOOP("models", "Linear SVM (non-Bayesian baseline)"),
    description=QT_TRANSLATE_NOOP(
        "models", "Maximum margin, no posterior: the loss matrix does not apply; dashed lines are its margins"
    ),
    estimator=LinearSVM,
    params=(SVM_LAMBDA,),
    line=LineStyle("#37474f", margins="dash"),
    encoding="one-hot",
    note=QT_TRANSLATE_NOOP(
        "models", "Non-Bayesian baseline: the SVM gives decisions, not posteriors, so the loss matrix does not apply."
    ),
    make=lambda spec, v, f: LinearSVM(lam=v["svm_lambda"], n_categories=list(f.n_categories)),
)


def _bayes_net(spec: ModelSpec, v: Values, f: Features) -> BayesNetClassifier:
    structure = file_content(BN_STRUCTURE.name, v["structure"])  # the file's JSON text, read by the data layer
    return BayesNetClassifier(
        structure=structure,
        search=v["bn_search"],
        criterion=v["bn_score"],
        alpha=v["bn_alpha"],
        node_names=[*f.names, f.class_name or "class"] if f.names else None,
        restarts=v["bn_restarts"],
        order=[n.strip() for n in v["bn_order"].replace("，", ",").split(",") if n.strip()] or None,
        n_categories=list(f.n_categories),
    )


BAYES_NET_SPEC = ModelSpec(
    key="bayes-net",
    name=QT_TRANSLATE_NOOP("models", "Bayesian network"),
    description=QT_TRANSLATE_NOOP(
        "models", "P(c | x) from a network over the columns and the class, given or learned by a score (Zhou §7.5)"
    ),
    estimator=BayesNetClassifier,
    params=(BN_ALPHA, BN_STRUCTURE, BN_SEARCH, BN_ORDER, BN_SCORE, BN_RESTARTS, *BINNING),
    encoding="categorical",
    explain=False,
    regions=False,
    line=LineStyle("#5d4037", "dash"),
    make=_bayes_net,
)

DEFAULT_MODEL = NAIVE_BAYES.key
"""The model a new session, a settings file without a model and the CLI's ``--model`` start from."""

BUILTIN = (NAIVE_BAYES, LDA_SPEC, QDA_SPEC, GAUSSIAN_SPEC, MIXTURE_SPEC, LOGISTIC_SPEC, SVM_SPEC, BAYES_NET_SPEC)
