"""Li Hang's three-coin exercise (Example 9.1): one E step (μ_j of each observed result) and the M step (π, p, q).

Coin A (heads with probability π) picks coin B (p) on heads, coin C (q) on tails; only the second toss y_j is seen.
The E step gives μ_j = π p^y (1−p)^(1−y) / (π p^y (1−p)^(1−y) + (1−π) q^y (1−q)^(1−y)) (eq. 9.5), the M step
π′ = Σ μ_j / n, p′ = Σ μ_j y_j / Σ μ_j, q′ = Σ (1−μ_j) y_j / Σ (1−μ_j) (eqs. 9.6–9.8). Every number is the core's:
``LatentClassModel(2, init=start, max_iter=1).iter_fit``, the model the EM lab's three-coin panel runs.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from bayesgui.core.exercises.naive_bayes import PRODUCT_DIGITS as DIGITS
from bayesgui.core.exercises.naive_bayes import excerpt
from bayesgui.core.exercises.question import Exercise, Question
from bayesgui.core.exercises.table import Table, draw_rows
from bayesgui.core.incomplete.latent_class import LatentClassModel
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

__all__ = ["LI_HANG_START", "three_coins_exercise", "three_coins_questions"]

LI_HANG_START = (0.4, 0.6, 0.7)
"""Li Hang's second start (π, p, q) in Example 9.1."""

TITLE = QT_TRANSLATE_NOOP(
    "exercises",
    "The three-coin model: from π = {0}, p = {1}, q = {2}, one E step (each μ_j) and one M step (π, p, q).",
)
E_GROUP = QT_TRANSLATE_NOOP("exercises", "E step")
M_GROUP = QT_TRANSLATE_NOOP("exercises", "M step")
MU = QT_TRANSLATE_NOOP("exercises", "μ_j of a row with y_j = {0} (the probability that it came from coin B)")
PI = QT_TRANSLATE_NOOP("exercises", "Updated π")
P = QT_TRANSLATE_NOOP("exercises", "Updated p")
Q = QT_TRANSLATE_NOOP("exercises", "Updated q")


def seeded_start(seed: int | None) -> tuple[float, float, float]:
    """(π, p, q) with one decimal each, between 0.2 and 0.8 (Li Hang's second start when ``seed`` is None)."""
    if seed is None:
        return LI_HANG_START
    rng = np.random.default_rng(seed)
    pi, p, q = (round(float(v), 1) for v in rng.integers(2, 9, size=3) / 10)
    return pi, p, q


def three_coins_exercise(
    table: Table, *, n: int | None = None, seed: int | None = None, start: Sequence[float] | None = None
) -> Exercise:
    """The exercise on ``table``'s first column (categorical, levels "0" (tails) and "1" (heads), in that order)."""
    if not table.names or table.levels[0] is None or len(table.levels[0]) != 2:
        raise ValueError("the three-coin exercise needs one column of two results, 0 (tails) and 1 (heads)")
    rows, _ = draw_rows(table, n, seed)
    part = table.subset(rows, [0])
    pi, p, q = tuple(float(v) for v in (start if start is not None else seeded_start(seed)))
    init = {"weights": [pi, 1 - pi], "tables": [[[1 - p, p], [1 - q, q]]]}
    model = LatentClassModel(2, n_levels=[2], init=init, max_iter=1, tol=0.0)  # both results, even if one is unseen
    snapshots = {s.step: s for s in model.iter_fit(part.X)}
    resp, new = snapshots["E"].resp, snapshots["M"].params
    y = part.X[:, 0].astype(int)
    new_params = (float(new.weights[0]), float(new.tables[0][0, 1]), float(new.tables[0][1, 1]))
    questions = three_coins_questions(y, part.levels[0] or ("0", "1"), resp, new_params, (pi, p, q))
    columns, lines = excerpt(part, np.arange(part.n_rows))
    return Exercise(
        kind="three-coins",
        seed=seed,
        settings={"start": {"pi": pi, "p": p, "q": q}, "rows": part.numbers.tolist(), "column": part.names[0]},
        title=Note(TITLE, f"{pi:g}", f"{p:g}", f"{q:g}"),
        columns=columns,
        rows=lines,
        query={},
        questions=questions,
    )


def three_coins_questions(
    y: np.ndarray, levels: Sequence[str], resp: np.ndarray, new: Sequence[float], start: Sequence[float]
) -> tuple[Question, ...]:
    """The E step's μ_j (one per observed result, heads first) and the M step's π′, p′, q′.

    ``y`` holds the results' codes (1 heads, 0 tails; ``levels`` their names), ``resp`` (n, 2) the core's class
    posteriors of the E step, ``new`` its M step's (π, p, q) and ``start`` the (π, p, q) the E step used (the EM
    lab's latent-class snapshots hold them all).
    """
    pi, p, q = (float(v) for v in start)
    questions: list[Question] = []
    for code in sorted(set(np.asarray(y).tolist()), reverse=True):
        shown = levels[code]
        mu = float(resp[np.flatnonzero(y == code)[0], 0])
        b, c = (f"{p:g}", f"{q:g}") if code == 1 else (f"(1 − {p:g})", f"(1 − {q:g})")
        hint = f"μ = π·{b} / (π·{b} + (1 − π)·{c}) = {pi:g}·{b} / ({pi:g}·{b} + {1 - pi:g}·{c})"
        questions.append(Question(f"q{len(questions) + 1}", "gamma", Note(MU, shown), mu, DIGITS, hint,
                                  Note(E_GROUP), {"value": shown, "component": "1"}))
    n_rows = len(y)
    updates = (
        ("weight", Note(PI), new[0], f"π′ = Σ_j μ_j / n, n = {n_rows}", "π"),
        ("probability", Note(P), new[1], "p′ = Σ_j μ_j·y_j / Σ_j μ_j", "p"),
        ("probability", Note(Q), new[2], "q′ = Σ_j (1 − μ_j)·y_j / Σ_j (1 − μ_j)", "q"),
    )
    for kind, text, value, hint, name in updates:
        questions.append(Question(f"q{len(questions) + 1}", kind, text, float(value), DIGITS, hint, Note(M_GROUP),
                                  {"parameter": name}))
    return tuple(questions)
