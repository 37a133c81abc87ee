"""One sample's worked decision as typed, frozen records: prior × factors (or named terms) → posterior → risk.

``build(model, x, loss)`` reads every number from the fitted model's ``explain()`` and the loss matrix;
the renderers (:mod:`bayesgui.report.worked.text`, :mod:`~bayesgui.report.worked.html`,
:mod:`~bayesgui.report.worked.json`) only format it. Logarithms of 0 are ``-inf`` here (JSON writes them as null).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, cast

import numpy as np

from bayesgui.core.array_types import Details, FloatArray
from bayesgui.core.base.averaged_explanation import AveragedExplanation
from bayesgui.core.base.estimator import ProbabilisticClassifier
from bayesgui.core.base.explanation import Explanation
from bayesgui.core.base.score_explanation import ScoreExplanation
from bayesgui.core.decision import LossMatrix, decide  # (the package root exports them untyped, lazily)
from bayesgui.core.note import SCORES_ONLY_NOTE, Note
from bayesgui.data.columns.schema import Schema
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.report.worked.choices import model_choices
from bayesgui.report.worked.inputs import factor_inputs, model_name, shown_sample, term_inputs

#: each naive-Bayes factor kind's formula, in the names of its ``inputs``
FORMULAS = {
    "probability": "(count + alpha) / (class_total + n_levels×alpha)",
    "conditional": "(count + alpha) / (class_total + n_levels×alpha), given parent's value",
    "density": "N(x; mean, var), var = Σ(x − mean)² / (n − ddof)",
    "pmf": "Poisson(x; rate), rate = (count_sum + alpha) / n",
    "word": "word_prob^count",
    "table": "T[value's row, class], read from the look-up table",  # (and the next two)
    "table_density": "N(x; T[μ, class], T[σ², class])", "table_pmf": "Poisson(x; T[λ, class])",
}  # fmt: skip


@dataclass(frozen=True)
class Fraction:
    """A smoothed frequency (count + alpha) / (total + n × alpha)."""

    count: float
    total: float
    n: int
    alpha: float


@dataclass(frozen=True)
class Prior:
    """P(c): its value, its log and where from (``fraction`` None: given, ``uniform``: 1/K, ``table``: looked up)."""

    value: float
    log: float
    fraction: Fraction | None
    uniform: bool = False
    table: bool = False


@dataclass(frozen=True)
class Factor:
    """One naive-Bayes factor P(x_i|c) (a density for a continuous feature).

    ``shown`` is the feature's value as printed (a level name or a number); ``formula`` is ``FORMULAS[kind]``
    ("" for an unknown kind) and ``inputs`` the numbers it names, for this class, with the "parent" attribute's name
    for a factor given one (SPODE, TAN, AODE).
    """

    feature: str
    shown: str | float
    kind: str
    formula: str
    inputs: Mapping[str, float | str]
    value: float
    log: float

    @property
    def numbers(self) -> dict[str, float]:
        """``inputs`` without the parent's name: the numbers the formula names."""
        return {name: value for name, value in self.inputs.items() if not isinstance(value, str)}

    @property
    def parent(self) -> str | None:
        """The name of the attribute the factor is given (besides the class), or None."""
        parent = self.inputs.get("parent")
        return parent if isinstance(parent, str) else None


@dataclass(frozen=True)
class SuperParentTerm:
    """One term of an averaged model (AODE, Zhou eq. 7.23): P(c, x_i) · Π_j P(x_j | c, x_i) for super-parent x_i.

    ``parent`` is the super-parent's name and ``shown`` its value, both None for the naive Bayes fallback, whose
    term is P(c) · Π_j P(x_j | c); ``joint`` is the fraction of P(c, x_i) (or P(c)), ``factors`` each P(x_j | ·)
    (kind "conditional", inputs naming the "parent", or "probability" for the fallback).
    """

    parent: str | None
    shown: str | float | None
    joint: Fraction
    joint_value: float
    joint_log: float
    factors: tuple[Factor, ...]
    value: float
    log: float


@dataclass(frozen=True)
class Term:
    """One named term of a class score (``bayesgui.core.base.score_explanation.TERM_KEYS`` or a model's own key).

    ``inputs`` are the numbers behind it for this class (empty for keys without any; a "log_prior" term's
    inputs are the class's ``Prior``).
    """

    key: str
    value: float
    inputs: Mapping[str, Any]  # see report.inputs.TermInputs


@dataclass(frozen=True)
class ClassWork:
    """One class: prior, factors (naive Bayes), terms (the other models) or super-parent terms (AODE), score,
    joint and posterior.

    ``score`` is log P(c) + log p(x|c) for a generative model (its log joint), else the model's class score;
    ``joint`` is exp(score) for generative models, None otherwise; ``posterior`` is None for the SVM.
    """

    name: str
    prior: Prior | None
    factors: tuple[Factor, ...]
    terms: tuple[Term, ...]
    score: float
    joint: float | None
    posterior: float | None
    super_parents: tuple[SuperParentTerm, ...] = ()

    @property
    def log_joint(self) -> float | None:
        return self.score if self.joint is not None else None

    def factor(self, feature: str) -> Factor | None:
        """The factor of ``feature`` (None when it is missing, or for models without factors)."""
        return next((f for f in self.factors if f.feature == feature), None)


#: The most classes for which each risk is written out as a sum (see :class:`RiskLine`).
MAX_WRITTEN_TERMS = 64


@dataclass(frozen=True)
class RiskLine:
    """R(action|x) = Σ_j λ[action, j] P(c_j|x): the action, its λ row and the risk.

    The λ row is empty when there are more than :data:`MAX_WRITTEN_TERMS` classes: writing every
    action's sum out would grow with the square of the number of classes.
    """

    action: str
    loss: tuple[float, ...]
    value: float


@dataclass(frozen=True)
class WorkedExample:
    """Everything behind the decision for one sample (see the module docstring).

    ``family`` is "factors" (naive Bayes, SPODE, TAN: ``ClassWork.factors``), "terms" (``ClassWork.terms``) or
    "average" (AODE: ``ClassWork.super_parents``, whose average is the joint);
    ``sample`` maps each feature to its shown value (None when missing); ``risks`` is empty and the decision
    the largest score when the model is not ``probabilistic``.
    """

    model_key: str
    model_name: str
    estimator: str
    family: str
    target: str
    classes: tuple[str, ...]
    sample: Mapping[str, str | float | None]
    work: tuple[ClassWork, ...]
    evidence: float | None
    log_evidence: float | None
    risks: tuple[RiskLine, ...]
    decision: str
    notes: tuple[str, ...]
    probabilistic: bool
    generative: bool
    choices: tuple[str, ...] = ()  # every estimation choice with its formula (``report.choices``)
    decimals: Mapping[str, int] = field(default_factory=dict)  # feature → decimals in the file (0.460: 3)

    @property
    def posterior(self) -> dict[str, float] | None:
        """Class → P(c|x), or None for a model without posteriors."""
        return {w.name: w.posterior for w in self.work if w.posterior is not None} if self.probabilistic else None

    @property
    def prior(self) -> dict[str, float] | None:
        """Class → P(c), or None for the discriminative models."""
        if self.work[0].prior is None:
            return None
        return {w.name: w.prior.value for w in self.work if w.prior is not None}

    @property
    def risk(self) -> dict[str, float]:
        """Action → conditional risk (empty without posteriors)."""
        return {line.action: line.value for line in self.risks}

    @property
    def scores(self) -> dict[str, float]:
        """Class → score (the log joint for generative models)."""
        return {w.name: w.score for w in self.work}

    @property
    def missing(self) -> tuple[str, ...]:
        return tuple(name for name, value in self.sample.items() if value is None)


def build(
    model: TrainedModel, x: FloatArray, loss: LossMatrix, decimals: Mapping[str, int] | None = None
) -> WorkedExample:
    """The worked decision for the encoded sample ``x`` (shape (n_features,)) under ``loss``.

    Parameters
    ----------
    model : TrainedModel
    x : ndarray of shape (n_features,)
        Encoded in ``model.schema`` (level codes, numbers; NaN or -1 for missing).
    loss : LossMatrix
        Its classes are ``model.class_names``.
    decimals : mapping of str to int, optional
        The decimals each numeric column is written with in its file (``Source.decimals_of()``): the sample's
        values are printed so (0.460, not 0.46).

    Returns
    -------
    WorkedExample
    """
    schema = model.schema
    exp = _explanation(model, x, list(schema.feature_names))
    classes = tuple(str(c) for c in model.class_names)
    sample = shown_sample(schema, x, exp.skipped)
    scored = isinstance(exp, ScoreExplanation)
    averaged = isinstance(exp, AveragedExplanation)
    posterior = exp.posterior
    generative = exp.generative if isinstance(exp, ScoreExplanation) else True
    work = tuple(
        ClassWork(
            name=cls,
            prior=_prior(exp, k, bool(getattr(model.settings, "uniform_prior", False)))
            if generative and not isinstance(exp, AveragedExplanation)
            else None,
            factors=_factors(exp, sample, k) if isinstance(exp, Explanation) else (),
            terms=_terms(exp, schema, k) if isinstance(exp, ScoreExplanation) else (),
            score=float(exp.log_joint[k]),
            joint=float(np.exp(exp.log_joint[k])) if generative else None,
            posterior=None if posterior is None else float(posterior[k]),
            super_parents=_super_parents(exp, sample, k) if isinstance(exp, AveragedExplanation) else (),
        )
        for k, cls in enumerate(classes)
    )
    risks: tuple[RiskLine, ...]
    if posterior is None:
        risks, decision = (), classes[int(np.argmax(exp.log_joint))]  # log_joint: the score
    else:
        choice, risk = decide(posterior[None, :], loss)
        actions = [str(a) for a in loss.actions]
        written = len(classes) <= MAX_WRITTEN_TERMS
        risks = tuple(
            RiskLine(a, tuple(row.tolist()) if written else (), float(r))
            for a, row, r in zip(actions, loss.values, risk[0], strict=True)
        )
        decision = actions[int(choice[0])]
    return WorkedExample(
        model_key=model.settings.model,
        model_name=model_name(model.settings.model),
        estimator=type(model.estimator).__name__,
        family="terms" if scored else "average" if averaged else "factors",
        target=str(schema.target or "y"),
        classes=classes,
        sample=MappingProxyType(sample),
        work=work,
        evidence=float(np.exp(exp.log_evidence)) if generative else None,
        log_evidence=float(exp.log_evidence) if generative else None,
        risks=risks,
        decision=decision,
        notes=tuple(exp.notes),
        probabilistic=posterior is not None,
        generative=generative,
        choices=model_choices(model),
        decimals=MappingProxyType(dict(decimals or {})),
    )


def _prior(exp: Explanation | ScoreExplanation, k: int, uniform: bool) -> Prior | None:
    """P(c_k) from the explanation (None when it has no log P(c), e.g. a model's own terms)."""
    log_prior = dict(exp.terms).get("log_prior") if isinstance(exp, ScoreExplanation) else exp.log_prior
    if log_prior is None:
        return None
    detail, fraction = exp.prior_detail, None
    if "count" in detail and not detail.get("explicit"):
        fraction = Fraction(float(detail["count"][k]), float(detail["total"]), len(exp.classes), float(detail["alpha"]))
    uniform = uniform and fraction is None
    return Prior(float(np.exp(log_prior[k])), float(log_prior[k]), fraction, uniform, "table" in detail)


def _factors(exp: Explanation, sample: Mapping[str, str | float | None], k: int) -> tuple[Factor, ...]:
    return tuple(
        Factor(
            feature=name,
            shown=cast(str | float, sample[name]),  # an observed feature (skipped ones have no factor)
            kind=kind,
            formula=FORMULAS.get(kind, ""),
            inputs=factor_inputs(exp.details[j], k, len(exp.classes)),
            value=float(np.exp(exp.log_factors[k, j])),
            log=float(exp.log_factors[k, j]),
        )
        for j, (name, kind) in enumerate(zip(exp.feature_names, exp.feature_kinds, strict=True))
        if not exp.skipped[j]
    )


def _super_parents(
    exp: AveragedExplanation, sample: Mapping[str, str | float | None], k: int
) -> tuple[SuperParentTerm, ...]:
    """Class ``k``'s term of every super-parent (or the naive Bayes fallback's), each factor with its fraction."""
    n_classes, names = len(exp.classes), exp.feature_names
    terms = []
    for p, i in enumerate(exp.parents):
        detail = exp.parent_details[p]
        joint = Fraction(float(detail["count"][k]), float(detail["total"]), int(detail["n"]), float(detail["alpha"]))
        factors = tuple(
            Factor(
                feature=name,
                shown=cast(str | float, sample[name]),  # an observed feature (skipped ones have no factor)
                kind="conditional" if i >= 0 else "probability",
                formula=FORMULAS["conditional" if i >= 0 else "probability"],
                # a factor's details are None only where it is skipped
                inputs={**factor_inputs(cast(Details, exp.factor_details[p][j]), k, n_classes), **_parent(names, i)},
                value=float(np.exp(exp.log_factors[k, p, j])),
                log=float(exp.log_factors[k, p, j]),
            )
            for j, name in enumerate(names)
            if not exp.factor_skipped[p, j]
        )
        log = float(exp.log_terms[k, p])
        terms.append(
            SuperParentTerm(
                parent=names[i] if i >= 0 else None,
                shown=sample[names[i]] if i >= 0 else None,
                joint=joint,
                joint_value=float(np.exp(exp.log_parent[k, p])),
                joint_log=float(exp.log_parent[k, p]),
                factors=factors,
                value=float(np.exp(log)),
                log=log,
            )
        )
    return tuple(terms)


def _parent(names: list[str], i: int) -> dict[str, str]:
    """The "parent" input of a factor given super-parent ``i`` (none for the naive Bayes fallback, i = -1)."""
    return {"parent": names[i]} if i >= 0 else {}


def _terms(exp: ScoreExplanation, schema: Schema, k: int) -> tuple[Term, ...]:
    return tuple(Term(key, float(values[k]), term_inputs(key, exp, schema, k)) for key, values in exp.terms)


def _explanation(
    model: TrainedModel, x: FloatArray, names: list[str]
) -> Explanation | ScoreExplanation | AveragedExplanation:
    """The model's own ``explain``, or, for a model registered without that capability, its scores alone."""
    if model.settings.spec.explain:
        return model.estimator.explain(x, feature_names=names)
    estimator = model.estimator
    row = np.asarray(x, dtype=np.float64).reshape(1, -1)
    probabilistic = bool(getattr(estimator, "probabilistic", True))
    with np.errstate(divide="ignore"):  # log P(c|x): its softmax is exactly predict_proba
        if probabilistic:  # it has predict_proba
            score = np.log(cast(ProbabilisticClassifier, estimator).predict_proba(row)[0])
        else:
            score = estimator.decision_scores(row)[0]
    return ScoreExplanation(
        model=type(estimator).__name__,
        classes=np.asarray(estimator.classes_).copy(),
        feature_names=names,
        values=row[0].copy(),
        skipped=np.isnan(row[0]),
        terms=[("score", score)],
        score=score,
        probabilistic=probabilistic,
        generative=False,
        notes=[Note(SCORES_ONLY_NOTE)],
    )
