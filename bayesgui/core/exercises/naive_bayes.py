"""The naive-Bayes exercise: priors, each factor (a fraction or a density), joints, evidence, posteriors, decision.

Every number is read from the core's own ``MixedNB.explain`` (the numbers "show your work" displays): the counts
behind each frequency, the mean and variance behind each density, the log prior, each log factor and the log joint.
A frequency is given back as the exact fraction its counts make, (count + λ) / (total + N·λ), which equals the
core's float; a joint or posterior made only of fractions is exact too, one with a density is a decimal.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import numpy as np

from bayesgui.core.array_types import FloatArray
from bayesgui.core.base.explanation import Explanation
from bayesgui.core.exercises.answer import Answer, printed
from bayesgui.core.exercises.question import Exercise, Question
from bayesgui.core.exercises.smoothing import Smoothing
from bayesgui.core.exercises.table import Table, draw_rows
from bayesgui.core.naive_bayes.mixed import MixedNB
from bayesgui.core.note import ZERO_RULE_NOTE, Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

__all__ = ["DIGITS", "NaiveBayesWork", "excerpt", "naive_bayes_exercise", "naive_bayes_questions", "naive_bayes_work"]

DIGITS = 4
"""Significant digits of a decimal answer (a density, a mean, a variance; a fraction typed as a decimal)."""
PRODUCT_DIGITS = 3
"""Significant digits of a product of densities (joint, evidence, posterior): rounding each factor costs a digit."""

TITLE = QT_TRANSLATE_NOOP(
    "exercises", "Naive Bayes ({0}): classify the query row from the table, writing out every number."
)
CLASS_GROUP = QT_TRANSLATE_NOOP("exercises", "Class {0} = {1}")
ROW_GROUP = QT_TRANSLATE_NOOP("exercises", "The query row")
PRIOR = QT_TRANSLATE_NOOP("exercises", "Prior P({0} = {1})")
FACTOR = QT_TRANSLATE_NOOP("exercises", "P({0} = {1} | {2} = {3})")
MEAN = QT_TRANSLATE_NOOP("exercises", "Mean μ of {0} in class {1}")
VARIANCE = QT_TRANSLATE_NOOP("exercises", "Variance σ² of {0} in class {1} (divided by n − 1)")
DENSITY = QT_TRANSLATE_NOOP("exercises", "Density p({0} = {1} | {2} = {3})")
JOINT = QT_TRANSLATE_NOOP("exercises", "Joint P({0} = {1}) · Π_i P(x_i | {1})")
EVIDENCE = QT_TRANSLATE_NOOP("exercises", "Evidence P(x) = Σ_c P(c) · Π_i P(x_i | c)")
POSTERIOR = QT_TRANSLATE_NOOP("exercises", "Posterior P({0} = {1} | x)")
DECISION = QT_TRANSLATE_NOOP("exercises", "Decision: the class of the query row (the largest posterior)")


@dataclass(frozen=True)
class NaiveBayesWork:
    """The core's explanation of the query row, and the exact answers made from its counts."""

    explanation: Explanation
    classes: tuple[str, ...]
    priors: tuple[Answer, ...]
    factors: tuple[tuple[Answer, ...], ...]  # [class][feature]
    joints: tuple[Answer, ...]
    evidence: Answer
    posteriors: tuple[Answer, ...]
    decision: str


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


def naive_bayes_work(table: Table, query: FloatArray, smoothing: Smoothing) -> NaiveBayesWork:
    """Fit the core's naive Bayes on ``table`` and explain ``query`` (an encoded row), answers made exact."""
    model = fit_naive_bayes(table, smoothing)
    exp = model.explain(query, feature_names=list(table.names))
    assert isinstance(exp, Explanation)  # naive Bayes explains factor by factor
    classes = tuple(table.classes[int(c)] for c in exp.classes)
    lam = smoothing.lam
    counts, total = exp.prior_detail["count"], float(exp.prior_detail["total"])
    n_classes = len(classes)
    priors = tuple(_frequency(counts[k], total, n_classes, lam) for k in range(n_classes))
    factors = tuple(
        tuple(_factor(exp, k, j, lam) for j in range(len(table.names)) if not exp.skipped[j]) for k in range(n_classes)
    )
    joints = tuple(_product(priors[k], factors[k], exp, k) for k in range(n_classes))
    evidence = _sum(joints)
    core_posterior = exp.posterior
    if exp.zero_rule_applied or evidence == 0:
        posteriors: tuple[Answer, ...] = tuple(float(p) for p in core_posterior)
    else:
        posteriors = tuple(_ratio(j, evidence) for j in joints)
    decision = classes[int(np.argmax(core_posterior))]
    return NaiveBayesWork(exp, classes, priors, factors, joints, evidence, posteriors, decision)


def _frequency(count: float, total: float, n: int, lam: Fraction) -> Fraction:
    return (Fraction(int(count)) + lam) / (Fraction(int(total)) + n * lam)


def _factor(exp: Explanation, k: int, j: int, lam: Fraction) -> Answer:
    detail = exp.details[j]
    if exp.feature_kinds[j] == "probability":
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


def _digits(value: Answer) -> int:
    return DIGITS if isinstance(value, Fraction) else PRODUCT_DIGITS


def _fmt(value: Answer) -> str:
    return str(value) if isinstance(value, Fraction) else printed(value, DIGITS)


def excerpt(table: Table, rows: np.ndarray) -> tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]:
    """The header ("#", the features, the target) and the printed rows of the excerpt ``rows`` of ``table``."""
    header = ("#", *table.names, *((table.target,) if table.y.size else ()))
    lines = tuple(
        (
            str(int(table.numbers[r])),
            *(table.shown(int(r), j) for j in range(len(table.names))),
            *((table.classes[int(table.y[r])],) if table.y.size else ()),
        )
        for r in rows
    )
    return header, lines


def naive_bayes_questions(table: Table, work: NaiveBayesWork, decision: bool = True) -> list[Question]:
    """The questions of a naive-Bayes computation, class by class, then the evidence, posteriors and decision."""
    exp, target, lam = work.explanation, table.target, work_lambda(work)
    counts, total = exp.prior_detail["count"], int(exp.prior_detail["total"])
    questions: list[Question] = []

    def add(kind: str, text: Note, answer: Any, hint: str, group: Note, digits: int, **place: str) -> None:
        questions.append(Question(f"q{len(questions) + 1}", kind, text, answer, digits, hint, group, place))

    n_classes = len(work.classes)
    for k, cls in enumerate(work.classes):
        group = Note(CLASS_GROUP, target, cls)
        c = int(counts[k])
        prior_hint = (
            f"P({target}={cls}) = |D_{cls}| / |D| = {c}/{total}"
            if lam == 0
            else f"P({target}={cls}) = (|D_{cls}| + λ) / (|D| + N·λ) = ({c} + {lam}) / ({total} + {n_classes}·{lam})"
        )
        add("prior", Note(PRIOR, target, cls), work.priors[k], prior_hint, group, DIGITS, **{"class": cls})
        shown = [j for j in range(len(table.names)) if not exp.skipped[j]]
        for f, j in enumerate(shown):
            name, value = table.names[j], _shown_query(table, exp, j)
            detail, where = exp.details[j], {"class": cls, "feature": name}
            if exp.feature_kinds[j] == "probability":
                n_lv, cnt, tot = int(detail["n_levels"]), int(detail["count"][k]), int(detail["class_total"][k])
                hint = (
                    f"P({name}={value} | {cls}) = |D_{cls},{value}| / |D_{cls}| = {cnt}/{tot}"
                    if lam == 0
                    else f"P({name}={value} | {cls}) = (|D_{cls},{value}| + λ) / (|D_{cls}| + N_{name}·λ) = "
                    f"({cnt} + {lam}) / ({tot} + {n_lv}·{lam})"
                )
                add("factor", Note(FACTOR, name, value, target, cls), work.factors[k][f], hint, group, DIGITS, **where)
                continue
            mean, var = float(detail["mean"][k]), float(detail["var"][k])
            mu, s2 = printed(mean, DIGITS), printed(var, DIGITS)
            add("mean", Note(MEAN, name, cls), mean, f"μ = Σ x / n over the rows of class {cls}", group, DIGITS,
                **where)
            add("variance", Note(VARIANCE, name, cls), var, f"σ² = Σ (x − {mu})² / (n − 1)", group, DIGITS, **where)
            hint = (
                f"p({name}={value} | {cls}) = 1/(√(2π)·σ) · exp(−(x − μ)²/(2σ²)) = "
                f"1/(√(2π)·√{s2}) · exp(−({value} − {mu})²/(2·{s2}))"
            )
            add("factor", Note(DENSITY, name, value, target, cls), work.factors[k][f], hint, group, DIGITS, **where)
        product = " × ".join(_fmt(v) for v in (work.priors[k], *work.factors[k]))
        add("joint", Note(JOINT, target, cls), work.joints[k], f"P({cls}) · Π_i P(x_i | {cls}) = {product}", group,
            _digits(work.joints[k]), **{"class": cls})
    whole = Note(ROW_GROUP)
    add("evidence", Note(EVIDENCE), work.evidence, "P(x) = " + " + ".join(_fmt(j) for j in work.joints), whole,
        _digits(work.evidence))
    for k, cls in enumerate(work.classes):
        hint = f"P({cls} | x) = P({cls}) · Π_i P(x_i | {cls}) / P(x) = {_fmt(work.joints[k])} / {_fmt(work.evidence)}"
        if work.explanation.zero_rule_applied:
            hint = str(Note(ZERO_RULE_NOTE))
        add("posterior", Note(POSTERIOR, target, cls), work.posteriors[k], hint, whole, _digits(work.posteriors[k]),
            **{"class": cls})
    if decision:
        questions.append(
            Question(f"q{len(questions) + 1}", "decision", Note(DECISION), work.decision, None,
                     "argmax_c P(c | x)", whole, {}, work.classes)
        )
    return questions


def work_lambda(work: NaiveBayesWork) -> Fraction:
    """λ of the work (the prior's smoothing, which the exercise sets equal to the likelihoods')."""
    return Fraction(str(work.explanation.prior_detail.get("alpha", 0.0)))


def _shown_query(table: Table, exp: Explanation, j: int) -> str:
    value = float(exp.values[j])
    names = table.levels[j]
    if names is not None:
        return names[int(value)]
    return f"{value:.{table.decimals[j]}f}"


def query_of(table: Table, row: int) -> dict[str, str]:
    """The query row's values, feature by feature, as printed."""
    return {name: table.shown(row, j) for j, name in enumerate(table.names)}


def naive_bayes_exercise(
    table: Table, smoothing: Smoothing, *, n: int | None = None, seed: int | None = None, query: int | None = None
) -> Exercise:
    """A naive-Bayes exercise on ``n`` rows of ``table`` drawn with ``seed`` (the query row: ``query`` or drawn)."""
    per_class = 2 if "continuous" in table.kinds else 1
    rows, q = draw_rows(table, n, seed, per_class, query)
    part = table.subset(rows)
    work = naive_bayes_work(part, table.X[q], smoothing)
    columns, lines = excerpt(table, rows)
    notes = tuple(Note(ZERO_RULE_NOTE) for _ in range(1) if work.explanation.zero_rule_applied)
    return Exercise(
        kind="nb",
        seed=seed,
        settings={"smoothing": str(smoothing), "lambda": str(smoothing.lam), "variance": "unbiased",
                  "query_row": int(table.numbers[q]), "rows": [int(table.numbers[r]) for r in rows]},
        title=Note(TITLE, str(smoothing)),
        columns=columns,
        rows=lines,
        query=query_of(table, q),
        questions=tuple(naive_bayes_questions(table, work)),
        notes=notes,
    )
