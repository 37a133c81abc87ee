"""The books' names of an estimate with smoothing λ (Zhou §7.3, Li Hang §4.2.3), one per value of λ.

λ = 0 is the maximum-likelihood estimate (极大似然估计), λ = 1 the Laplace correction (拉普拉斯修正), and any
other λ > 0 the Bayesian estimate (贝叶斯估计) of Li Hang eqs. 4.10–4.11. The same λ smooths the class prior
and the class-conditional probabilities; each has its own value.
"""

from __future__ import annotations

from bayesgui.core.translatable import QT_TRANSLATE_NOOP

MAXIMUM_LIKELIHOOD = QT_TRANSLATE_NOOP("models", "maximum-likelihood estimate")
LAPLACE = QT_TRANSLATE_NOOP("models", "Laplace correction")
BAYESIAN = QT_TRANSLATE_NOOP("models", "Bayesian estimate")

#: the parameters that are the λ of such an estimate
LAMBDA_PARAMS = ("alpha", "prior_alpha")


def estimate_name(lam: float) -> str:
    """The book's name of the estimate with smoothing ``lam`` (English, marked in the "models" context).

    Parameters
    ----------
    lam : float
        λ ≥ 0.

    Returns
    -------
    str
        ``MAXIMUM_LIKELIHOOD`` for 0, ``LAPLACE`` for 1, else ``BAYESIAN``.
    """
    if lam == 0:
        return MAXIMUM_LIKELIHOOD
    return LAPLACE if lam == 1 else BAYESIAN
