"""A naive-Bayes computation's answers from the core's ``Explanation``: exact where the core's numbers are counts.

:func:`work_of` reads any naive-Bayes ``Explanation`` (the one "show your work" displays, whatever model the window
trained): a prior (|D_c| + λ) / (|D| + N·λ) and a categorical factor (|D_c,x| + λ) / (|D_c| + N_i·λ) are given back
as the exact fractions their counts and λ make (λ read exactly from its decimal: 0.1 is 1/10), and so are the joint,
the evidence and the posteriors when every factor is such a fraction; a density, a Poisson or word factor, a given
prior and whatever is made from them are the core's floats. The decision is the core's.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from bayesgui.core.base.explanation import Explanation
from bayesgui.core.exercises.answer import Answer
from bayesgui.core.exercises.smoothing import Smoothing
from bayesgui.core.exercises.table import Table
from bayesgui.core.naive_bayes.mixed import MixedNB

__all__ = ["NaiveBayesWork", "fit_naive_bayes", "work_of"]


@dataclass(frozen=True)
class NaiveBayesWork:
    """The explanation, and per class its prior, factors (observed features, in order), joint; the evidence,
    posteriors and decision."""

    explanation: Explanation
    classes: tuple[str, ...]
    priors: tuple[Answer, ...]
    factors: tuple[tuple[Answer, ...], ...]  # [class][observed feature]
    joints: tuple[Answer, ...]
    evidence: Answer
    posteriors: tuple[Answer, ...]
    decision: str

    @property
    def prior_lambda(self) -> Fraction | None:
        """λ of the prior (None for a given prior)."""
        detail = self.explanation.prior_detail
        return _exact(detail["alpha"]) if "count" in detail and not detail.get("explicit") else None


def fit_naive_bayes(table: Table, smoothing: Smoothing) -> MixedNB:
    """The core's naive Bayes on the excerpt, set as Zhou §7.3's presets (λ on prior and likelihoods, σ² by n − 1)."""
    model = MixedNB(
        kinds=["categorical" if k == "categorical" else "continuous" for k in table.kinds],
        alpha=smoothing.alpha,
        prior_alpha=smoothing.alpha,
        n_categories=[len(lv) if lv is not None else None for lv in table.levels],
        variance="unbiased",
    )
    return model.fit(table.X, table.y)


def _exact(value: float) -> Fraction:
    return Fraction(repr(float(value)))


def _frequency(count: float, total: float, n: int, lam: Fraction) -> Fraction:
    return (Fraction(int(count)) + lam) / (Fraction(int(total)) + n * lam)


def work_of(exp: Explanation, classes: tuple[str, ...]) -> NaiveBayesWork:
    """The answers of explanation ``exp``; ``classes`` names its classes (in ``exp.classes``' order)."""
    n_classes = len(classes)
    detail = exp.prior_detail
    priors: tuple[Answer, ...]
    if "count" in detail and not detail.get("explicit"):
        lam = _exact(detail["alpha"])
        priors = tuple(_frequency(detail["count"][k], detail["total"], n_classes, lam) for k in range(n_classes))
    else:
        priors = tuple(float(p) for p in np.exp(exp.log_prior))
    observed = [j for j in range(len(exp.feature_names)) if not exp.skipped[j]]
    factors = tuple(tuple(_factor(exp, k, j) for j in observed) for k in range(n_classes))
    joints = tuple(_product(priors[k], factors[k], exp, k) for k in range(n_classes))
    evidence = _sum(joints)
    core_posterior = exp.posterior
    posteriors: tuple[Answer, ...]
    if exp.zero_rule_applied or evidence == 0:
        posteriors = tuple(float(p) for p in core_posterior)
    else:
        posteriors = tuple(_ratio(j, evidence) for j in joints)
    decision = classes[int(np.argmax(core_posterior))]
    return NaiveBayesWork(exp, classes, priors, factors, joints, evidence, posteriors, decision)


def _factor(exp: Explanation, k: int, j: int) -> Answer:
    detail = exp.details[j]
    if exp.feature_kinds[j] == "probability":
        lam = _exact(detail["alpha"])
        return _frequency(detail["count"][k], detail["class_total"][k], int(detail["n_levels"]), lam)
    return float(np.exp(exp.log_factors[k, j]))


def _product(prior: Answer, factors: tuple[Answer, ...], exp: Explanation, k: int) -> Answer:
    if all(isinstance(f, Fraction) for f in (prior, *factors)):
        value = Fraction(prior)
        for f in factors:
            value *= Fraction(f)
        return value
    return float(np.exp(exp.log_joint[k]))


def _sum(values: tuple[Answer, ...]) -> Answer:
    if all(isinstance(v, Fraction) for v in values):
        return sum((Fraction(v) for v in values), Fraction(0))
    return math.fsum(float(v) for v in values)


def _ratio(top: Answer, bottom: Answer) -> Answer:
    if isinstance(top, Fraction) and isinstance(bottom, Fraction):
        return top / bottom
    return float(top) / float(bottom)
