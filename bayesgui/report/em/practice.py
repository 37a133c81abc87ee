"""Practice mode's questions on one EM step of a Gaussian mixture: the numbers the lab's step panel shows, to type.

At an E step, each γ_jk of the chosen samples (the panel's γ table, :func:`bayesgui.report.em.mixture_points.
gamma_rows`); at an M step, each updated α_k′, μ_k′ and σ_k′² (Σ_k′'s entries in 2-D), the numbers
:func:`bayesgui.report.em.mixture_step.m_step_lines` writes. Every answer is the core's number for the step (the
snapshot's γ and parameters), checked to the :data:`~bayesgui.report.em.mixture_step.DIGITS` significant digits
the panel prints; every hint is the step's formula with its inputs filled in (at an M step the panel's own line,
the result replaced by "?").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import numpy as np

from bayesgui.core.array_types import FloatArray
from bayesgui.core.exercises.grading import AS_WRITTEN  # "{0}": a text already in the page's language
from bayesgui.core.exercises.question import Question
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.report.em import mixture_step
from bayesgui.report.em.mixture_points import point_label
from bayesgui.report.em.mixture_step import DIGITS
from bayesgui.report.formulas import fmt, matrix
from bayesgui.report.words import identity

if TYPE_CHECKING:
    from bayesgui.core.mixture.params import EMSnapshot, MixtureParams

Translate = Callable[[str], str]

COMPONENT = QT_TRANSLATE_NOOP("em", "Component {0}")
NOT_HERE = QT_TRANSLATE_NOOP(
    "em",
    "Nothing to practise at this half-step: press Step E (the γ) or Step M (the new α, μ, σ²).",
)
NOT_WRITTEN = QT_TRANSLATE_NOOP(
    "em",
    "This M step's sums are not written out (a subsample is drawn, or a value is missing), so it is not offered "
    "for practice.",
)


def _vector(values: Sequence[float] | FloatArray) -> str:
    return "(" + ", ".join(fmt(float(v), DIGITS) for v in np.ravel(values)) + ")"


def _question(number: int, kind: str, text: str, answer: float, hint: str, group: str, **place: str) -> Question:
    return Question(
        id=f"q{number}",
        kind=kind,
        text=Note(AS_WRITTEN, text),
        answer=float(answer),
        precision=DIGITS,
        hint=hint,
        group=Note(AS_WRITTEN, group),
        place=place,
    )


def e_step_questions(
    snapshot: EMSnapshot, values: FloatArray, rows: Sequence[int], labels: Sequence[int] | None = None
) -> tuple[Question, ...]:
    """Each γ_jk of the samples ``rows`` (indices into ``values``, the rows of ``snapshot.resp``), sample by sample.

    ``labels`` are their data rows when ``values`` is a drawn subsample (they name the samples, as the table does).
    """
    resp, params = snapshot.resp, snapshot.params
    assert resp is not None, "an E snapshot holds its responsibilities"
    X = np.asarray(values, dtype=float)
    X = X[:, None] if X.ndim == 1 else X
    terms = _density_terms(params, X.shape[1])
    questions: list[Question] = []
    for j in rows:
        name = point_label(labels[j] if labels is not None else j)
        number = name.removeprefix("x_")
        x = fmt(float(X[j, 0]), DIGITS) if X.shape[1] == 1 else _vector(X[j])
        below = " + ".join(term.format(x=x) for term in terms)
        for k in range(resp.shape[1]):
            symbol = f"γ_{number},{k + 1}"
            hint = f"{symbol} = {terms[k].format(x=x)} / ({below})"
            questions.append(
                _question(len(questions) + 1, "gamma", symbol, resp[j, k], hint, f"{name} = {x}", row=name,
                          component=str(k + 1))
            )
    return tuple(questions)


def _density_terms(params: MixtureParams, d: int) -> list[str]:
    """α_k·N(x; μ_k, σ_k²) of each component with its numbers, "{x}" left for the sample."""
    terms = []
    for w, mean, cov in zip(params.weights, params.means, params.covariances, strict=True):
        if d == 1:
            spread = fmt(float(cov[0, 0]), DIGITS)
            terms.append(f"{fmt(float(w), DIGITS)}·N({{x}}; {fmt(float(mean[0]), DIGITS)}, {spread})")
        else:
            terms.append(f"{fmt(float(w), DIGITS)}·N({{x}}; {_vector(mean)}, {matrix(cov, DIGITS)})")
    return terms


def m_step_questions(
    values: FloatArray, resp: FloatArray, new: MixtureParams, translate: Translate = identity
) -> tuple[Question, ...]:
    """Each component's α_k′, μ_k′ (each coordinate) and σ_k′² (Σ_k′'s entries on and above the diagonal).

    ``resp`` are the γ the M step used and ``new`` the parameters the core computed from them.
    """
    X, resp = np.asarray(values, dtype=float), np.asarray(resp, dtype=float)
    X = X[:, None] if X.ndim == 1 else X
    m, d = X.shape
    sums = resp.sum(axis=0)
    questions: list[Question] = []

    def ask(kind: str, text: str, answer: float, hint: str, k: int) -> None:
        group = translate(COMPONENT).format(k + 1)
        questions.append(_question(len(questions) + 1, kind, text, answer, hint, group, component=str(k + 1)))

    for k in range(resp.shape[1]):
        label, n_k = k + 1, fmt(float(sums[k]), DIGITS)
        ask("weight", f"α_{label}′", new.weights[k], translate(mixture_step.ALPHA).format(label, n_k, m, "?"), k)
        weighted = resp[:, k] @ X
        mean_hint = translate(mixture_step.MEAN).format(label, _vector(weighted), n_k, "?")
        centred = X - new.means[k]
        scatter = (resp[:, k, None] * centred).T @ centred
        if d == 1:
            ask("mean", f"μ_{label}′", new.means[k][0], mean_hint, k)
            var_hint = translate(mixture_step.VARIANCE).format(label, fmt(float(scatter[0, 0]), DIGITS), n_k, "?")
            ask("variance", f"σ_{label}′²", new.covariances[k][0, 0], var_hint, k)
            continue
        for i in range(d):
            ask("mean", f"μ_{label}′[{i + 1}]", new.means[k][i], mean_hint, k)
        cov_hint = translate(mixture_step.COVARIANCE).format(label, matrix(scatter, DIGITS), n_k, "?")
        for i in range(d):
            for i2 in range(i, d):
                ask("variance", f"Σ_{label}′[{i + 1},{i2 + 1}]", new.covariances[k][i, i2], cov_hint, k)
    return tuple(questions)


def step_questions(
    snapshot: EMSnapshot | None,
    values: FloatArray,
    rows: Sequence[int],
    labels: Sequence[int] | None = None,
    of_rows: int | None = None,
    translate: Translate = identity,
) -> tuple[tuple[Question, ...], str]:
    """The questions of the half-step ``snapshot`` shows, and what to say when there are none.

    The E step's γ of ``rows``; the M step's updates, unless its sums are not the shown points' (``of_rows``, the
    rows EM ran on, differs from ``len(values)``, or a value is missing).
    """
    if snapshot is None or snapshot.step == "init" or snapshot.resp is None:
        return (), translate(NOT_HERE)
    if snapshot.step == "E":
        return e_step_questions(snapshot, values, rows, labels), ""
    X = np.asarray(values, dtype=float)
    if np.isnan(X).any() or (of_rows is not None and of_rows != len(X)):
        return (), translate(NOT_WRITTEN)
    return m_step_questions(X, snapshot.resp, snapshot.params, translate), ""
