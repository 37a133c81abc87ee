"""The EM exercise on a Gaussian mixture: one E step (every γ_jk) and one M step (each α_k′, μ_k′, σ_k′²).

Zhou §9.4.3 writes it for 2-D data; the exercise kind "em-1d" uses one column (the step works on any number).
Every number is the core's: ``GaussianMixture(init=start, max_iter=1, reg_covar=0).iter_fit``, its first E step's
responsibilities and its first M step's parameters — the numbers the EM lab's step panel shows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import numpy as np

from bayesgui.core.exercises.answer import printed
from bayesgui.core.exercises.naive_bayes import PRODUCT_DIGITS as DIGITS
from bayesgui.core.exercises.naive_bayes import excerpt
from bayesgui.core.exercises.question import Exercise, Question
from bayesgui.core.exercises.table import Table, draw_rows
from bayesgui.core.mixture.model import GaussianMixture
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

__all__ = ["e_step_questions", "em_step_exercise", "m_step_questions", "numbered", "seeded_start"]

TITLE = QT_TRANSLATE_NOOP(
    "exercises",
    "EM on a Gaussian mixture of {0} components: from the start below, one E step (every γ_jk) and one M step.",
)
ROW_GROUP = QT_TRANSLATE_NOOP("exercises", "E step: row {0} (x = {1})")
COMPONENT_GROUP = QT_TRANSLATE_NOOP("exercises", "M step: component {0}")
GAMMA = QT_TRANSLATE_NOOP("exercises", "γ_{0},{1}: the responsibility of component {1} for row {0}")
ALPHA = QT_TRANSLATE_NOOP("exercises", "Updated weight α_{0}′")
MEAN = QT_TRANSLATE_NOOP("exercises", "Updated mean μ_{0}′ of {1}")
VARIANCE = QT_TRANSLATE_NOOP("exercises", "Updated variance σ_{0}′² of {1}")
COVARIANCE = QT_TRANSLATE_NOOP("exercises", "Updated covariance Σ_{0}′[{1}, {2}]")


def seeded_start(x: np.ndarray, k: int, seed: int | None) -> dict[str, Any]:
    """A start a student can compute with: equal weights, means at ``k`` distinct data values, the data's variance
    rounded to two significant digits (``x``: one column)."""
    rng = np.random.default_rng(seed)
    values = np.unique(x)
    means = np.sort(rng.choice(values, size=min(k, values.size), replace=False)) if seed is not None else values[:k]
    var = float(np.var(x)) or 1.0
    var = float(f"{var:.2g}")
    return {"weights": [round(1.0 / k, 6)] * k, "means": [[float(m)] for m in means],
            "covariances": [[[var]] for _ in range(k)]}


def em_step_exercise(
    table: Table, *, k: int = 2, n: int | None = None, seed: int | None = None, start: Mapping[str, Any] | None = None
) -> Exercise:
    """One E and one M step on ``table``'s continuous columns (all of them; "em-1d" passes one)."""
    rows, _ = draw_rows(table, n, seed)
    part = replace(table.subset(rows), y=np.empty(0, dtype=np.int64), classes=(), target="")  # no classes in EM
    X = part.X
    if X.shape[1] == 0 or np.isnan(X).any():
        raise ValueError("EM exercises need numeric columns without missing values (see --columns)")
    begin = dict(start) if start is not None else seeded_start(X[:, 0], k, seed)
    model = GaussianMixture(len(begin["weights"]), init=begin, max_iter=1, reg_covar=0.0)
    snapshots = {s.step: s for s in model.iter_fit(X)}
    resp, new = snapshots["E"].resp, snapshots["M"].params
    assert resp is not None  # an E step always has its responsibilities
    columns, lines = excerpt(part, np.arange(part.n_rows))
    rows_shown = [(line[0], ", ".join(line[1:])) for line in lines]
    return Exercise(
        kind="em-1d" if X.shape[1] == 1 else "em",
        seed=seed,
        settings={"columns": list(part.names), "start": _plain(begin), "rows": part.numbers.tolist(),
                  "reg_covar": 0.0},
        title=Note(TITLE, len(begin["weights"])),
        columns=columns,
        rows=lines,
        query={},
        questions=numbered(
            e_step_questions(rows_shown, resp, begin["weights"], X.shape[1] == 1),
            m_step_questions(part.names, resp, new.weights, new.means, new.covariances),
        ),
    )


def _plain(value: Any) -> Any:
    return np.asarray(value, dtype=np.float64).tolist() if not isinstance(value, Mapping) else {
        key: _plain(v) for key, v in value.items()}


def e_step_questions(
    rows: Sequence[tuple[str, str]], resp: np.ndarray, weights: Sequence[float], one_dimensional: bool = True
) -> list[Question]:
    """Every γ_jk of an E step: ``rows`` gives each sample's label and printed value(s), ``resp`` (n, K) the core's
    responsibilities, ``weights`` the α_k they were computed with (the EM lab's E-step snapshot has them all)."""
    density = "N(x_j; μ_k, σ_k²)" if one_dimensional else "N(x_j; μ_k, Σ_k)"
    alphas = ", ".join(printed(float(w), DIGITS) for w in weights)
    questions: list[Question] = []
    for j, (row, shown) in enumerate(rows):
        here = density.replace("x_j", f"x_{row}")
        for k in range(resp.shape[1]):
            hint = (f"γ_{row},{k + 1} = α_{k + 1}·{here.replace('_k', f'_{k + 1}')} / Σ_l α_l·"
                    f"{here.replace('_k', '_l')}, α = ({alphas})")
            questions.append(Question(f"q{len(questions) + 1}", "gamma", Note(GAMMA, row, k + 1), float(resp[j, k]),
                                      DIGITS, hint, Note(ROW_GROUP, row, shown), {"row": row, "component": str(k + 1)}))
    return questions


def m_step_questions(
    names: Sequence[str], resp: np.ndarray, weights: np.ndarray, means: np.ndarray, covariances: np.ndarray
) -> list[Question]:
    """Each updated α_k′, μ_k′ (per feature) and σ_k′² (one feature) or Σ_k′ entry of an M step, from the
    responsibilities ``resp`` (n, K) it used and the core's new parameters."""
    questions: list[Question] = []
    n = resp.shape[0]
    sums = resp.sum(axis=0)

    def add(kind: str, text: Note, answer: float, hint: str, group: Note, **place: str) -> None:
        questions.append(Question(f"q{len(questions) + 1}", kind, text, answer, DIGITS, hint, group, place))

    for k in range(resp.shape[1]):
        c, total = str(k + 1), printed(float(sums[k]), DIGITS)
        group = Note(COMPONENT_GROUP, c)
        add("weight", Note(ALPHA, c), float(weights[k]), f"α_{c}′ = Σ_j γ_j{c} / m = {total} / {n}", group,
            component=c)
        for d, name in enumerate(names):
            add("mean", Note(MEAN, c, name), float(means[k, d]),
                f"μ_{c}′ = Σ_j γ_j{c}·x_j / Σ_j γ_j{c}, Σ_j γ_j{c} = {total}", group, component=c, feature=name)
        if len(names) == 1:
            add("variance", Note(VARIANCE, c, names[0]), float(covariances[k, 0, 0]),
                f"σ_{c}′² = Σ_j γ_j{c}·(x_j − μ_{c}′)² / Σ_j γ_j{c}", group, component=c, feature=names[0])
            continue
        for a in range(len(names)):
            for b in range(a, len(names)):
                add("covariance", Note(COVARIANCE, c, names[a], names[b]), float(covariances[k, a, b]),
                    f"Σ_{c}′ = Σ_j γ_j{c}·(x_j − μ_{c}′)(x_j − μ_{c}′)ᵀ / Σ_j γ_j{c}", group, component=c,
                    feature=names[a], feature2=names[b])
    return questions


def numbered(*parts: Sequence[Question]) -> tuple[Question, ...]:
    """The questions of ``parts`` one after the other, numbered q1, q2, ... again."""
    joined = [q for part in parts for q in part]
    return tuple(replace(q, id=f"q{i}") for i, q in enumerate(joined, 1))
