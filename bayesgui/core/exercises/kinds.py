"""Every exercise kind from one call: ``build(kind, table, options)``; a class gets one variant per student."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bayesgui.core.decision import LossMatrix
from bayesgui.core.exercises.discriminant import discriminant_exercise
from bayesgui.core.exercises.mixture_step import em_step_exercise
from bayesgui.core.exercises.naive_bayes import naive_bayes_exercise
from bayesgui.core.exercises.question import KINDS, Exercise
from bayesgui.core.exercises.risk import risk_exercise
from bayesgui.core.exercises.smoothing import Smoothing
from bayesgui.core.exercises.table import Table, student_seed
from bayesgui.core.exercises.three_coins import three_coins_exercise

__all__ = ["ExerciseOptions", "build", "build_for_students"]


@dataclass(frozen=True)
class ExerciseOptions:
    """What a teacher chooses beside the kind.

    Attributes
    ----------
    smoothing : Smoothing
        Naive Bayes and risk: plain, Laplace or Lidstone λ.
    loss : LossMatrix or None
        Risk: the loss matrix (None: 0-1 loss, with ``reject_cost`` when given).
    reject_cost : float or None
    n : int or None
        Rows in the excerpt (None: every row).
    query : int or None
        The query row's position in the table (None: drawn with the seed).
    components : int
        EM: the number of components.
    start : mapping or None
        EM: the start ({"weights", "means", "covariances"}); three coins: {"pi", "p", "q"}; None: drawn.
    """

    smoothing: Smoothing = field(default_factory=lambda: Smoothing.parse("laplace"))
    loss: LossMatrix | None = None
    reject_cost: float | None = None
    n: int | None = None
    query: int | None = None
    components: int = 2
    start: Mapping[str, Any] | None = None


def build(kind: str, table: Table, options: ExerciseOptions, seed: int | None) -> Exercise:
    """The exercise of ``kind`` (one of :data:`~bayesgui.core.exercises.question.KINDS`) drawn with ``seed``."""
    o = options
    if kind == "nb":
        return naive_bayes_exercise(table, o.smoothing, n=o.n, seed=seed, query=o.query)
    if kind == "risk":
        loss = o.loss if o.loss is not None else LossMatrix.zero_one(table.classes, o.reject_cost)
        return risk_exercise(table, o.smoothing, loss, n=o.n, seed=seed, query=o.query)
    if kind in ("lda", "qda"):
        return discriminant_exercise(kind, table, n=o.n, seed=seed, query=o.query)
    if kind == "em-1d":
        numeric = [j for j, k in enumerate(table.kinds) if k == "continuous"][:1]
        if not numeric:
            raise ValueError("the em-1d exercise needs a numeric column (see --columns)")
        return em_step_exercise(table.subset(range(table.n_rows), numeric), k=o.components, n=o.n, seed=seed,
                                start=o.start)
    if kind == "three-coins":
        start = None if o.start is None else (o.start["pi"], o.start["p"], o.start["q"])
        return three_coins_exercise(table, n=o.n, seed=seed, start=start)
    raise ValueError(f"the exercise kind must be one of {', '.join(KINDS)}, got '{kind}'")


def build_for_students(
    kind: str, table: Table, options: ExerciseOptions, seed: int, students: Sequence[str]
) -> list[tuple[str, Exercise]]:
    """One variant per student number: the seed of each is :func:`~bayesgui.core.exercises.table.student_seed`."""
    return [(s, build(kind, table, options, student_seed(seed, s))) for s in students]
