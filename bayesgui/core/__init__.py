"""The exact, Qt-free Bayesian core: numpy and scipy only.

Every classifier derives from :class:`bayesgui.core.estimator.Classifier` and follows scikit-learn's
contract: the constructor stores hyper-parameters, ``fit`` returns ``self``, fitted attributes end in ``_``.
"""

from typing import TYPE_CHECKING

from bayesgui.core.lazy_exports import lazy_exports

# Imported when first used (``from bayesgui.core import GaussianNB`` works as before): importing a light module
# such as ``bayesgui.core.note`` must not load every estimator and scipy.special (a third of a second at start-up).
_EXPORTS = {
    "CategoricalNB": "categorical",
    "Classifier": "estimator",
    "ConvergenceWarning": "estimator",
    "EMSnapshot": "mixture",
    "Explanation": "explanation",
    "GaussianBayes": "discriminant",
    "GaussianMixture": "mixture",
    "GaussianNB": "gaussian",
    "KINDS": "mixed",
    "LDA": "discriminant",
    "LIMIT_ALPHA": "_naive_bayes",
    "LinearSVM": "linear_svm",
    "LogisticRegression": "logistic",
    "LossMatrix": "decision",
    "MixedNB": "mixed",
    "MixtureBayes": "mixture_bayes",
    "MixtureParams": "mixture",
    "MultinomialNB": "multinomial",
    "NotFittedError": "estimator",
    "PoissonNB": "poisson",
    "QDA": "discriminant",
    "REJECT": "decision",
    "ScoreExplanation": "score_explanation",
    "conditional_risk": "decision",
    "covariance_ellipse": "mixture",
    "decide": "decision",
    "empirical_risk": "decision",
    "min_risk_decision": "decision",
    "mixture_density_1d": "mixture",
    "mixture_log_density_grid": "mixture",
}

__all__ = [
    "KINDS",
    "LDA",
    "LIMIT_ALPHA",
    "QDA",
    "REJECT",
    "CategoricalNB",
    "Classifier",
    "ConvergenceWarning",
    "EMSnapshot",
    "Explanation",
    "GaussianBayes",
    "GaussianMixture",
    "GaussianNB",
    "LinearSVM",
    "LogisticRegression",
    "LossMatrix",
    "MixedNB",
    "MixtureBayes",
    "MixtureParams",
    "MultinomialNB",
    "NotFittedError",
    "PoissonNB",
    "ScoreExplanation",
    "conditional_risk",
    "covariance_ellipse",
    "decide",
    "empirical_risk",
    "min_risk_decision",
    "mixture_density_1d",
    "mixture_log_density_grid",
]


__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, globals())


if TYPE_CHECKING:
    from bayesgui.core._naive_bayes import LIMIT_ALPHA
    from bayesgui.core.categorical import CategoricalNB
    from bayesgui.core.decision import (
        REJECT,
        LossMatrix,
        conditional_risk,
        decide,
        empirical_risk,
        min_risk_decision,
    )
    from bayesgui.core.discriminant import LDA, QDA, GaussianBayes
    from bayesgui.core.estimator import Classifier, ConvergenceWarning, NotFittedError
    from bayesgui.core.explanation import Explanation
    from bayesgui.core.gaussian import GaussianNB
    from bayesgui.core.linear_svm import LinearSVM
    from bayesgui.core.logistic import LogisticRegression
    from bayesgui.core.mixed import KINDS, MixedNB
    from bayesgui.core.mixture import (
        EMSnapshot,
        GaussianMixture,
        MixtureParams,
        covariance_ellipse,
        mixture_density_1d,
        mixture_log_density_grid,
    )
    from bayesgui.core.mixture_bayes import MixtureBayes
    from bayesgui.core.multinomial import MultinomialNB
    from bayesgui.core.poisson import PoissonNB
    from bayesgui.core.score_explanation import ScoreExplanation
