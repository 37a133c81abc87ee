"""The LDA and QDA exercises: priors, class means, covariances, each class's score terms, posteriors, decision.

Every number is the core's: ``LDA`` (pooled maximum-likelihood covariance, Σ = Σ_c M_c / n) or ``QDA`` (each class
its own maximum-likelihood covariance M_c / n_c) fitted on the excerpt, and its ``explain`` of the query row:
log P(c) − d/2·log 2π − ½·log|Σ_c| − ½·(x − μ_c)ᵀ Σ_c⁻¹ (x − μ_c) = the class's score (its log joint).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np

from bayesgui.core.base.score_explanation import ScoreExplanation
from bayesgui.core.discriminant.classifiers import LDA, QDA
from bayesgui.core.exercises.answer import printed
from bayesgui.core.exercises.naive_bayes import CLASS_GROUP, DIGITS, PRIOR, PRODUCT_DIGITS, ROW_GROUP, excerpt, query_of
from bayesgui.core.exercises.question import Exercise, Question
from bayesgui.core.exercises.table import Table, draw_rows
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

__all__ = ["MAX_FEATURES", "discriminant_exercise", "fit_discriminant"]

MAX_FEATURES = 2
"""The most continuous features an LDA/QDA exercise uses (a 2×2 inverse is computed by hand)."""
ATTEMPTS = 20
"""Draws tried (seed, seed + 1, ...) before a singular covariance is reported."""

TITLE = QT_TRANSLATE_NOOP(
    "exercises", "{0}: the Gaussian score of each class for the query row, its terms, the posteriors and the decision."
)
SHARED_GROUP = QT_TRANSLATE_NOOP("exercises", "The shared covariance")
MEAN = QT_TRANSLATE_NOOP("exercises", "Mean μ of {0} in class {1}")
COVARIANCE = QT_TRANSLATE_NOOP("exercises", "Covariance Σ[{0}, {1}] (maximum likelihood, divided by n)")
CLASS_COVARIANCE = QT_TRANSLATE_NOOP("exercises", "Covariance Σ_{2}[{0}, {1}] (maximum likelihood, divided by n_c)")
LOG_DET = QT_TRANSLATE_NOOP("exercises", "Term −½·log|Σ| of class {0}")
MAHALANOBIS = QT_TRANSLATE_NOOP("exercises", "Term −½·(x − μ)ᵀ Σ⁻¹ (x − μ) of class {0}")
SCORE = QT_TRANSLATE_NOOP("exercises", "Score log P(c) + log p(x | c) of class {0}")
POSTERIOR = QT_TRANSLATE_NOOP("exercises", "Posterior P({0} = {1} | x)")
DECISION = QT_TRANSLATE_NOOP("exercises", "Decision: the class of the query row (the largest score)")


def fit_discriminant(kind: str, table: Table) -> LDA | QDA:
    """The core's LDA (pooled ML covariance) or QDA (ML covariance per class) on ``table``."""
    model: LDA | QDA = LDA(pooled="mle") if kind == "lda" else QDA(reg_param=0.0)
    return model.fit(table.X, table.y)


def continuous_part(table: Table) -> Table:
    """The table's first :data:`MAX_FEATURES` continuous features (ValueError when it has none)."""
    picked = [j for j, kind in enumerate(table.kinds) if kind == "continuous"][:MAX_FEATURES]
    if not picked:
        raise ValueError("LDA and QDA exercises need a numeric feature; the table has none (see --columns)")
    return table.subset(np.arange(table.n_rows), picked)


def discriminant_exercise(
    kind: str, table: Table, *, n: int | None = None, seed: int | None = None, query: int | None = None
) -> Exercise:
    """An LDA or QDA exercise (``kind`` "lda" or "qda") on the table's first continuous features."""
    numeric = continuous_part(table)
    d = len(numeric.names)
    failure: ValueError | None = None
    for attempt in range(ATTEMPTS if seed is not None else 1):
        draw = None if seed is None else seed + attempt
        rows, q = draw_rows(numeric, n, draw, d + 2, query)
        part = numeric.subset(rows)
        try:
            model = fit_discriminant(kind, part)
        except ValueError as exc:  # a singular covariance on this draw: the next one
            failure = exc
            continue
        exp = model.explain(numeric.X[q], feature_names=list(part.names))
        assert isinstance(exp, ScoreExplanation)
        columns, lines = excerpt(numeric, rows)
        return Exercise(
            kind=kind,
            seed=seed,
            settings={"features": list(numeric.names), "covariance": "pooled, divided by n" if kind == "lda"
                      else "per class, divided by n_c", "query_row": int(numeric.numbers[q]),
                      "rows": [int(numeric.numbers[r]) for r in rows], "draw": draw},
            title=Note(TITLE, kind.upper()),
            columns=columns,
            rows=lines,
            query=query_of(numeric, q),
            questions=tuple(_questions(kind, part, model, exp)),
        )
    raise ValueError(f"every draw of rows gave a singular covariance ({failure}); choose other columns or more rows")


def _questions(kind: str, part: Table, model: LDA | QDA, exp: ScoreExplanation) -> list[Question]:
    names, target = part.names, part.target
    classes = tuple(part.classes[int(c)] for c in exp.classes)
    counts, total = exp.prior_detail["count"], int(exp.prior_detail["total"])
    terms = dict(exp.terms)
    means, covariances = exp.details["mean"], exp.details["covariances"]
    questions: list[Question] = []

    def add(qkind: str, text: Note, answer: Any, hint: str, group: Note, digits: int | None, **place: str) -> None:
        questions.append(Question(f"q{len(questions) + 1}", qkind, text, answer, digits, hint, group, place))

    def covariance(k: int, group: Note, sentence: str) -> None:
        for i in range(len(names)):
            for j in range(i, len(names)):
                cov = float(covariances[k, i, j])
                hint = f"Σ[{names[i]}, {names[j]}] = Σ (x_{names[i]} − μ)(x_{names[j]} − μ) / n"
                add("covariance", Note(sentence, names[i], names[j], classes[k]), cov, hint, group, DIGITS,
                    **{"class": classes[k], "feature": names[i], "feature2": names[j]})

    for k, cls in enumerate(classes):
        group = Note(CLASS_GROUP, target, cls)
        c = int(counts[k])
        add("prior", Note(PRIOR, target, cls), Fraction(c, total), f"P({target}={cls}) = |D_{cls}| / |D| = {c}/{total}",
            group, DIGITS, **{"class": cls})
        for j, name in enumerate(names):
            add("mean", Note(MEAN, name, cls), float(means[k, j]), f"μ = Σ x / |D_{cls}|", group,
                DIGITS, **{"class": cls, "feature": name})
        if kind == "qda":
            covariance(k, group, CLASS_COVARIANCE)
    if kind == "lda":
        covariance(0, Note(SHARED_GROUP), COVARIANCE)
    for k, cls in enumerate(classes):
        group = Note(CLASS_GROUP, target, cls)
        log_det, maha = float(terms["log_det"][k]), float(terms["mahalanobis"][k])
        det = float(np.exp(-2 * log_det))
        add("log_det", Note(LOG_DET, cls), log_det, f"−½·log|Σ| = −½·log {printed(det, DIGITS)}", group, DIGITS,
            **{"class": cls, "term": "log_det"})
        add("mahalanobis", Note(MAHALANOBIS, cls), maha,
            f"−½·(x − μ_{cls})ᵀ Σ⁻¹ (x − μ_{cls}), (x − μ)ᵀ Σ⁻¹ (x − μ) = {printed(-2 * maha, DIGITS)}", group, DIGITS,
            **{"class": cls, "term": "mahalanobis"})
        parts = [f"log {printed(float(np.exp(terms['log_prior'][k])), DIGITS)}",
                 printed(float(terms["log_norm"][k]), DIGITS), printed(log_det, DIGITS), printed(maha, DIGITS)]
        add("score", Note(SCORE, cls), float(exp.score[k]), " + ".join(parts) + f"  (−{len(names)}/2·log 2π = "
            f"{printed(float(terms['log_norm'][k]), DIGITS)})".replace("+ -", "− "), group, DIGITS,
            **{"class": cls, "term": "score"})
    whole = Note(ROW_GROUP)
    posterior = exp.posterior
    assert posterior is not None  # LDA and QDA are probabilistic
    for k, cls in enumerate(classes):
        add("posterior", Note(POSTERIOR, target, cls), float(posterior[k]),
            f"P({cls} | x) = exp(score_{cls}) / Σ_c exp(score_c)", whole, PRODUCT_DIGITS, **{"class": cls})
    questions.append(Question(f"q{len(questions) + 1}", "decision", Note(DECISION),
                              classes[int(np.argmax(exp.score))], None, "argmax_c score_c", whole, {}, classes))
    return questions
