"""The minimum-risk exercise: naive-Bayes posteriors, then each action's conditional risk under a loss matrix
(with or without a reject action), and the decision of least risk (Zhou §7.1, eqs. 7.1–7.3).

The risks are the core's :func:`bayesgui.core.decision.decide` of the core's posterior; given exactly (a fraction)
when the posteriors and the losses are.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np

from bayesgui.core.decision import LossMatrix, decide
from bayesgui.core.exercises.answer import Answer
from bayesgui.core.exercises.naive_bayes import (
    DIGITS,
    ROW_GROUP,
    excerpt,
    naive_bayes_questions,
    naive_bayes_work,
    query_of,
)
from bayesgui.core.exercises.question import Exercise, Question
from bayesgui.core.exercises.smoothing import Smoothing
from bayesgui.core.exercises.table import Table, draw_rows
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

__all__ = ["risk_exercise"]

TITLE = QT_TRANSLATE_NOOP(
    "exercises",
    "Minimum risk ({0}): the posteriors of the query row, each action's conditional risk under the loss matrix, "
    "and the decision of least risk.",
)
RISK = QT_TRANSLATE_NOOP("exercises", "Conditional risk R({0} | x)")
DECISION = QT_TRANSLATE_NOOP("exercises", "Decision: the action of least conditional risk")


def _exact(value: float) -> Fraction:
    return Fraction(repr(float(value)))


def risk_exercise(
    table: Table,
    smoothing: Smoothing,
    loss: LossMatrix,
    *,
    n: int | None = None,
    seed: int | None = None,
    query: int | None = None,
) -> Exercise:
    """A minimum-risk exercise; ``loss``'s classes are ``table.classes`` (rows: each class, then "reject")."""
    per_class = 2 if "continuous" in table.kinds else 1
    rows, q = draw_rows(table, n, seed, per_class, query)
    part = table.subset(rows)
    work = naive_bayes_work(part, table.X[q], smoothing)
    if work.classes != tuple(str(c) for c in loss.classes):
        raise ValueError(f"the loss matrix's classes {list(loss.classes)} are not the table's {list(work.classes)}")
    questions = naive_bayes_questions(work, table.target, list(query_of(table, q).values()), decision=False)
    posterior = np.array([float(p) for p in work.posteriors])
    choice, risk = decide(posterior[None, :], loss)
    actions = tuple(str(a) for a in loss.actions)
    whole = Note(ROW_GROUP)
    exact = all(isinstance(p, Fraction) for p in work.posteriors)
    for a, action in enumerate(actions):
        row = loss.values[a]
        value: Answer
        if exact:
            value = sum((_exact(lam) * Fraction(p) for lam, p in zip(row, work.posteriors, strict=True)), Fraction(0))
        else:
            value = float(risk[0, a])
        terms = " + ".join(
            f"{lam:g}·P({cls}|x)" for lam, cls in zip(row, work.classes, strict=True)
        )
        questions.append(
            Question(f"q{len(questions) + 1}", "risk", Note(RISK, action), value, DIGITS,
                     f"R({action} | x) = Σ_j λ({action}, c_j)·P(c_j | x) = {terms}", whole, {"action": action})
        )
    questions.append(
        Question(f"q{len(questions) + 1}", "decision", Note(DECISION), actions[int(choice[0])], None,
                 "argmin_a R(a | x)", whole, {}, actions)
    )
    columns, lines = excerpt(table, rows)
    return Exercise(
        kind="risk",
        seed=seed,
        settings={"smoothing": str(smoothing), "lambda": str(smoothing.lam), "variance": "unbiased",
                  "loss": loss.to_dict(), "query_row": int(table.numbers[q]),
                  "rows": [int(table.numbers[r]) for r in rows]},
        title=Note(TITLE, str(smoothing)),
        columns=columns,
        rows=lines,
        query=query_of(table, q),
        questions=tuple(questions),
    )
