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

__all__ = ["em_step_exercise", "seeded_start"]

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
    return Exercise(
        kind="em-1d" if X.shape[1] == 1 else "em",
        seed=seed,
        settings={"columns": list(part.names), "start": _plain(begin), "rows": part.numbers.tolist(),
                  "reg_covar": 0.0},
        title=Note(TITLE, len(begin["weights"])),
        columns=columns,
        rows=lines,
        query={},
        questions=tuple(_questions(part, resp, new.weights, new.means, new.covariances, begin)),
    )


def _plain(value: Any) -> Any:
    return np.asarray(value, dtype=np.float64).tolist() if not isinstance(value, Mapping) else {
        key: _plain(v) for key, v in value.items()}


def _questions(
    part: Table, resp: np.ndarray, weights: np.ndarray, means: np.ndarray, covs: np.ndarray, start: Mapping[str, Any]
) -> list[Question]:
    names: Sequence[str] = part.names
    questions: list[Question] = []
    n, k_count = resp.shape
    w0 = np.asarray(start["weights"], dtype=np.float64)

    def add(kind: str, text: Note, answer: float, hint: str, group: Note, **place: str) -> None:
        questions.append(Question(f"q{len(questions) + 1}", kind, text, answer, DIGITS, hint, group, place))

    density = "N(x_j; μ_k, σ_k²)" if len(names) == 1 else "N(x_j; μ_k, Σ_k)"
    for j in range(n):
        row = str(int(part.numbers[j]))
        shown = ", ".join(part.shown(j, c) for c in range(len(names)))
        for k in range(k_count):
            here = density.replace("x_j", f"x_{row}")
            hint = (f"γ_{row},{k + 1} = α_{k + 1}·{here.replace('_k', f'_{k + 1}')} / Σ_l α_l·"
                    f"{here.replace('_k', '_l')}, α = ({', '.join(printed(float(w), DIGITS) for w in w0)})")
            add("gamma", Note(GAMMA, row, k + 1), float(resp[j, k]), hint, Note(ROW_GROUP, row, shown),
                row=row, component=str(k + 1))
    sums = resp.sum(axis=0)
    for k in range(k_count):
        c = str(k + 1)
        group = Note(COMPONENT_GROUP, c)
        add("weight", Note(ALPHA, c), float(weights[k]), f"α_{c}′ = Σ_j γ_j{c} / m = {printed(float(sums[k]), DIGITS)}"
            f" / {n}", group, component=c)
        for d, name in enumerate(names):
            add("mean", Note(MEAN, c, name), float(means[k, d]), f"μ_{c}′ = Σ_j γ_j{c}·x_j / Σ_j γ_j{c}, Σ_j γ_j{c} = "
                f"{printed(float(sums[k]), DIGITS)}", group, component=c, feature=name)
        for a in range(len(names)):
            for b in range(a, len(names)):
                if len(names) == 1:
                    add("variance", Note(VARIANCE, c, names[0]), float(covs[k, 0, 0]),
                        f"σ_{c}′² = Σ_j γ_j{c}·(x_j − μ_{c}′)² / Σ_j γ_j{c}", group, component=c, feature=names[0])
                else:
                    add("covariance", Note(COVARIANCE, c, names[a], names[b]), float(covs[k, a, b]),
                        f"Σ_{c}′ = Σ_j γ_j{c}·(x_j − μ_{c}′)(x_j − μ_{c}′)ᵀ / Σ_j γ_j{c}", group, component=c,
                        feature=names[a], feature2=names[b])
    return questions
