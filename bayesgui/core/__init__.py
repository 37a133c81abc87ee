"""The exact, Qt-free Bayesian core: numpy and scipy only.

Every classifier derives from :class:`bayesgui.core.base.estimator.Classifier` and follows scikit-learn's
contract: the constructor stores hyper-parameters, ``fit`` returns ``self``, fitted attributes end in ``_``.
"""

from bayesgui.core.lazy_exports import lazy_exports

# Each public name once, with its module. Imported when first used (``from bayesgui.core import GaussianNB``):
# importing a light module such as ``bayesgui.core.note`` must not load every estimator and scipy.special (a third
# of a second at start-up).
__all__, __getattr__, __dir__ = lazy_exports(
    __name__,
    {
        "base.estimator": "Classifier ConvergenceWarning NotFittedError",
        "base.explanation": "Explanation",
        "base.averaged_explanation": "AveragedExplanation",
        "base.score_explanation": "ScoreExplanation",
        "decision": "REJECT LossMatrix conditional_risk decide empirical_risk min_risk_decision",
        "naive_bayes._base": "LIMIT_ALPHA",
        "naive_bayes.categorical": "CategoricalNB",
        "naive_bayes.gaussian": "GaussianNB",
        "naive_bayes.mixed": "KINDS MixedNB",
        "naive_bayes.multinomial": "MultinomialNB",
        "naive_bayes.poisson": "PoissonNB",
        "discriminant.classifiers": "LDA QDA GaussianBayes",
        "discriminant.mixture_bayes": "MixtureBayes",
        "linear.logistic": "LogisticRegression",
        "linear.svm": "LinearSVM",
        "semi_naive.aode": "AODE",
        "semi_naive.spode": "SPODE",
        "semi_naive.tan": "TAN",
        "mixture": "EMSnapshot GaussianMixture MixtureParams covariance_ellipse mixture_density_1d "
        "mixture_log_density_grid",
    },
    globals(),
)
