"""The classifiers BayesGUI ships, declared once (see :mod:`bayesgui.core.models.spec`).

Their parameters are declared in :mod:`bayesgui.core.models.params`, one module per family; a parameter shared
by several models (the prior, the variance estimate) is declared once and shared by name, so switching models
keeps the user's choices.
"""

from __future__ import annotations

from bayesgui.core.bayes_net.classifier import BayesNetClassifier
from bayesgui.core.discriminant.classifiers import LDA, QDA, GaussianBayes
from bayesgui.core.discriminant.mixture_bayes import MixtureBayes
from bayesgui.core.linear.logistic import LogisticRegression
from bayesgui.core.linear.svm import LinearSVM
from bayesgui.core.models import estimates
from bayesgui.core.models.param import file_content
from bayesgui.core.models.params.bayes_net import (
    BN_ALPHA,
    BN_ORDER,
    BN_RESTARTS,
    BN_SCORE,
    BN_SEARCH,
    BN_STRUCTURE,
)
from bayesgui.core.models.params.binning import BINNING
from bayesgui.core.models.params.discriminant import COVARIANCE_TYPE, N_COMPONENTS, POOLED, REG_PARAM
from bayesgui.core.models.params.linear import SVM_LAMBDA, C
from bayesgui.core.models.params.missing import MISSING
from bayesgui.core.models.params.naive_bayes import ALPHA, COUNT_ALPHA, VAR_SMOOTHING, VARIANCE
from bayesgui.core.models.params.prior import PRIOR, prior_arguments
from bayesgui.core.models.spec import Features, LineStyle, ModelSpec, Values
from bayesgui.core.models.textbook_presets import NAIVE_BAYES_PRESETS
from bayesgui.core.naive_bayes.mixed import MixedNB
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

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
