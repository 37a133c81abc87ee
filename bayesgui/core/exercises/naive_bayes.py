"""The naive-Bayes exercise: priors, each factor (a fraction or a density), joints, evidence, posteriors, decision.

Every number is read from the core's own ``MixedNB.explain`` (the numbers "show your work" displays): the counts
behind each frequency, the mean and variance behind each density, the log prior, each log factor and the log joint.
A frequency is given back as the exact fraction its counts make, (count + λ) / (total + N·λ), which equals the
core's float; a joint or posterior made only of fractions is exact too, one with a density is a decimal.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

import numpy as np

from bayesgui.core.array_types import FloatArray
from bayesgui.core.base.explanation import Explanation
from bayesgui.core.exercises.answer import Answer, printed
from bayesgui.core.exercises.question import Exercise, Question
from bayesgui.core.exercises.smoothing import Smoothing
from bayesgui.core.exercises.table import Table, draw_rows
from bayesgui.core.exercises.work import NaiveBayesWork, fit_naive_bayes, work_of
from bayesgui.core.note import ZERO_RULE_NOTE, Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

__all__ = [
    "DIGITS",
    "NaiveBayesWork",
    "excerpt",
    "fit_naive_bayes",
    "naive_bayes_exercise",
    "naive_bayes_questions",
    "naive_bayes_work",
    "query_of",
]

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
VARIANCE_MLE = QT_TRANSLATE_NOOP("exercises", "Variance σ² of {0} in class {1} (divided by n)")
OTHER_FACTOR = QT_TRANSLATE_NOOP("exercises", "Factor P({0} = {1} | {2} = {3}) ({4})")
DENSITY = QT_TRANSLATE_NOOP("exercises", "Density p({0} = {1} | {2} = {3})")
JOINT = QT_TRANSLATE_NOOP("exercises", "Joint P({0} = {1}) · Π_i P(x_i | {1})")
EVIDENCE = QT_TRANSLATE_NOOP("exercises", "Evidence P(x) = Σ_c P(c) · Π_i P(x_i | c)")
POSTERIOR = QT_TRANSLATE_NOOP("exercises", "Posterior P({0} = {1} | x)")
DECISION = QT_TRANSLATE_NOOP("exercises", "Decision: the class of the query row (the largest posterior)")


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


def naive_bayes_work(table: Table, query: FloatArray, smoothing: Smoothing) -> NaiveBayesWork:
    """Fit the core's naive Bayes on ``table`` and explain ``query`` (an encoded row), answers made exact."""
    exp = fit_naive_bayes(table, smoothing).explain(query, feature_names=list(table.names))
    assert isinstance(exp, Explanation)  # naive Bayes explains factor by factor
    return work_of(exp, tuple(table.classes[int(c)] for c in exp.classes))


def naive_bayes_questions(
    work: NaiveBayesWork, target: str, shown: Sequence[str], decision: bool = True
) -> list[Question]:
    """The questions of a naive-Bayes computation: class by class its prior, each factor (a categorical one as a
    fraction; a Gaussian one as its mean, variance and density) and the joint; then the evidence, the posteriors and
    (when ``decision``) the decision. ``shown`` is the query's value of every feature, as printed.

    Works on any naive-Bayes work (``work_of`` of the window's own explanation too); ``place`` names the class and
    the feature of each number.
    """
    exp = work.explanation
    questions: list[Question] = []

    def add(kind: str, text: Note, answer: Any, hint: str, group: Note, digits: int, **place: str) -> None:
        questions.append(Question(f"q{len(questions) + 1}", kind, text, answer, digits, hint, group, place))

    n_classes = len(work.classes)
    lam = work.prior_lambda
    observed = [j for j in range(len(exp.feature_names)) if not exp.skipped[j]]
    for k, cls in enumerate(work.classes):
        group = Note(CLASS_GROUP, target, cls)
        if lam is None:
            prior_hint = f"P({target}={cls}) is given"
        else:
            c, total = int(exp.prior_detail["count"][k]), int(exp.prior_detail["total"])
            prior_hint = (
                f"P({target}={cls}) = |D_{cls}| / |D| = {c}/{total}"
                if lam == 0
                else f"P({target}={cls}) = (|D_{cls}| + λ) / (|D| + N·λ) = "
                f"({c} + {lam}) / ({total} + {n_classes}·{lam})"
            )
        add("prior", Note(PRIOR, target, cls), work.priors[k], prior_hint, group, DIGITS, **{"class": cls})
        for f, j in enumerate(observed):
            name, value, kind = exp.feature_names[j], shown[j], exp.feature_kinds[j]
            detail, where = exp.details[j], {"class": cls, "feature": name}
            if kind == "probability":
                flam = Fraction(repr(float(detail["alpha"])))
                n_lv, cnt, tot = int(detail["n_levels"]), int(detail["count"][k]), int(detail["class_total"][k])
                hint = (
                    f"P({name}={value} | {cls}) = |D_{cls},{value}| / |D_{cls}| = {cnt}/{tot}"
                    if flam == 0
                    else f"P({name}={value} | {cls}) = (|D_{cls},{value}| + λ) / (|D_{cls}| + N_{name}·λ) = "
                    f"({cnt} + {flam}) / ({tot} + {n_lv}·{flam})"
                )
                add("factor", Note(FACTOR, name, value, target, cls), work.factors[k][f], hint, group, DIGITS, **where)
            elif kind == "density":
                _density_questions(add, work, k, f, j, value, target, group)
            else:  # a Poisson or word factor: the core's number, its formula from the model
                hint = f"{kind}: " + ", ".join(f"{key} = {_number(v, k)}" for key, v in detail.items())
                add("factor", Note(OTHER_FACTOR, name, value, target, cls, kind), work.factors[k][f], hint, group,
                    DIGITS, **where)
        product = " × ".join(_fmt(v) for v in (work.priors[k], *work.factors[k]))
        add("joint", Note(JOINT, target, cls), work.joints[k], f"P({cls}) · Π_i P(x_i | {cls}) = {product}", group,
            _digits(work.joints[k]), **{"class": cls})
    whole = Note(ROW_GROUP)
    add("evidence", Note(EVIDENCE), work.evidence, "P(x) = " + " + ".join(_fmt(j) for j in work.joints), whole,
        _digits(work.evidence))
    for k, cls in enumerate(work.classes):
        hint = f"P({cls} | x) = P({cls}) · Π_i P(x_i | {cls}) / P(x) = {_fmt(work.joints[k])} / {_fmt(work.evidence)}"
        if exp.zero_rule_applied:
            hint = str(Note(ZERO_RULE_NOTE))
        add("posterior", Note(POSTERIOR, target, cls), work.posteriors[k], hint, whole, _digits(work.posteriors[k]),
            **{"class": cls})
    if decision:
        questions.append(
            Question(f"q{len(questions) + 1}", "decision", Note(DECISION), work.decision, None,
                     "argmax_c P(c | x)", whole, {}, work.classes)
        )
    return questions


def _number(value: Any, k: int) -> str:
    item = value[k] if isinstance(value, np.ndarray) and value.ndim else value
    return printed(float(item), DIGITS) if isinstance(item, int | float | np.number) else str(item)


def _density_questions(
    add: Any, work: NaiveBayesWork, k: int, f: int, j: int, value: str, target: str, group: Note
) -> None:
    """The mean, the variance and the density of Gaussian feature ``j`` in class ``k``."""
    exp, cls = work.explanation, work.classes[k]
    name, detail = exp.feature_names[j], exp.details[j]
    where = {"class": cls, "feature": name}
    mean, var = float(detail["mean"][k]), float(detail["var"][k])
    unbiased = int(detail.get("ddof", 0)) == 1
    mu, s2 = printed(mean, DIGITS), printed(var, DIGITS)
    add("mean", Note(MEAN, name, cls), mean, f"μ = Σ x / |D_{cls}|", group, DIGITS, **where)
    sentence = VARIANCE if unbiased else VARIANCE_MLE
    add("variance", Note(sentence, name, cls), var,
        f"σ² = Σ (x − {mu})² / {'(n − 1)' if unbiased else 'n'}", group, DIGITS, **where)
    hint = (
        f"p({name}={value} | {cls}) = 1/(√(2π)·σ) · exp(−(x − μ)²/(2σ²)) = "
        f"1/(√(2π)·√{s2}) · exp(−({value} − {mu})²/(2·{s2}))"
    )
    add("factor", Note(DENSITY, name, value, target, cls), work.factors[k][f], hint, group, DIGITS, **where)


def query_of(table: Table, row: int) -> dict[str, str]:
    """The query row's values, feature by feature, as printed."""
    return {name: table.shown(row, j) for j, name in enumerate(table.names)}


def naive_bayes_exercise(
    table: Table, smoothing: Smoothing, *, n: int | None = None, seed: int | None = None, query: int | None = None
) -> Exercise:
    """A naive-Bayes exercise on ``n`` rows of ``table`` drawn with ``seed`` (the query row: ``query`` or drawn)."""
    per_class = 2 if "continuous" in table.kinds else 1
    rows, q = draw_rows(table, n, seed, per_class, query)
    work = naive_bayes_work(table.subset(rows), table.X[q], smoothing)
    columns, lines = excerpt(table, rows)
    shown = query_of(table, q)
    notes = (Note(ZERO_RULE_NOTE),) if work.explanation.zero_rule_applied else ()
    return Exercise(
        kind="nb",
        seed=seed,
        settings={"smoothing": str(smoothing), "lambda": str(smoothing.lam), "variance": "unbiased",
                  "query_row": int(table.numbers[q]), "rows": [int(table.numbers[r]) for r in rows]},
        title=Note(TITLE, str(smoothing)),
        columns=columns,
        rows=lines,
        query=shown,
        questions=tuple(naive_bayes_questions(work, table.target, list(shown.values()))),
        notes=notes,
    )
