"""Practice mode's questions on one EM step of a Gaussian mixture: the numbers the lab's step panel shows, to type.

At an E step, each γ_jk of the chosen samples (the panel's γ table, :func:`bayesgui.report.em.mixture_points.
gamma_rows`); at an M step, each updated α_k′, μ_k′ and σ_k′² (Σ_k′'s entries in 2-D), the numbers
:func:`bayesgui.report.em.mixture_step.m_step_lines` writes. Every answer is the core's number for the step (the
snapshot's γ and parameters), checked to the :data:`~bayesgui.report.em.mixture_step.DIGITS` significant digits
the panel prints; every hint is the step's formula with its inputs filled in (at an M step the panel's own line,
the result replaced by "?"). The incomplete-data lab's three coins (Li Hang's Example 9.1) are asked the same way
(:func:`three_coin_questions`): μ_j at an E step, π, p, q at an M step.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import numpy as np

from bayesgui.core.array_types import FloatArray
from bayesgui.core.exercises.grading import AS_WRITTEN  # "{0}": a text already in the page's language
from bayesgui.core.exercises.question import Question
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.report.em import formulas as em_formulas
from bayesgui.report.em import mixture_step
from bayesgui.report.em.mixture_points import point_label
from bayesgui.report.em.mixture_step import DIGITS
from bayesgui.report.worked.formulas import fmt, matrix
from bayesgui.report.worked.words import identity

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


COINS_ONLY = QT_TRANSLATE_NOOP(
    "em",
    "Practice here is Li Hang's three coins (a latent class of one 0/1 column, two classes); the EM lab practises "
    "Gaussian mixtures.",
)
COIN_START = QT_TRANSLATE_NOOP(
    "em", "Nothing to practise at the start: press Step for the E step (μ_j), then again for the M step (π, p, q)."
)
COIN_DECIMALS = 4
"""Decimals the incomplete-data lab prints the three coins' numbers with (``report.em.formulas``)."""


def _decimal_digits(value: float, decimals: int = COIN_DECIMALS) -> int:
    """The significant digits of ``value`` printed with ``decimals`` decimals (0.5000: 4, 0.0123: 3)."""
    size = abs(value)
    return max(decimals + (math.floor(math.log10(size)) + 1 if size >= 1e-12 else 0), 1)


def three_coin_questions(
    step: str,
    parameters: Sequence[tuple[str, float]],
    posteriors: FloatArray | None,
    results: Sequence[float],
    lines: Sequence[tuple[str, tuple[str, ...]]],
    translate: Translate = identity,
) -> tuple[tuple[Question, ...], str]:
    """Li Hang's Example 9.1 at one half-step of the incomplete-data lab, and what to say when there is none.

    At an E step, μ_j (the probability that coin B threw result y_j, eq. 9.5) of the first row with y = 1 and the
    first with y = 0, from the lab's ``posteriors`` (class 1's column); at an M step the new π, p, q (eqs. 9.6–9.8)
    from ``parameters``, each hint the lab's own line (``lines``: ``report.em.formulas.latent_class_lines``) with
    its result replaced by "?". ``results`` are the rows' coin results (0, 1).
    """
    values = dict(parameters)
    if set(values) != {"π", "p", "q"}:
        return (), translate(COINS_ONLY)
    questions: list[Question] = []

    def ask(kind: str, text: str, answer: float, hint: str, group: str) -> None:
        questions.append(
            Question(f"q{len(questions) + 1}", kind, Note(AS_WRITTEN, text), float(answer),
                     _decimal_digits(float(answer)), hint, Note(AS_WRITTEN, group))
        )

    if step == "E" and posteriors is not None:
        pi, p, q = values["π"], values["p"], values["q"]
        for result in (1, 0):
            rows = [j for j in range(min(len(posteriors), len(results))) if results[j] == result]
            if rows:
                j = rows[0]
                a, b = (p, q) if result == 1 else (1 - p, 1 - q)
                numbers = (str(result), *(f"{v:.{COIN_DECIMALS}f}" for v in (pi, a, 1 - pi, b)), "?")
                hint = translate(em_formulas.E_LINE).format(*numbers).strip()
                ask("gamma", f"μ_{j + 1}", posteriors[j, 0], hint, f"y_{j + 1} = {result}")
    elif step == "M":
        updates = {em_formulas.M_PI: "π", em_formulas.M_P: "p", em_formulas.M_Q: "q"}
        for template, shown in lines:
            if template in updates:
                name = updates[template]
                ask("weight" if name == "π" else "probability", name, values[name],
                    translate(template).format(*shown[:-1], "?"), "")
    if not questions:
        return (), translate(COIN_START)
    return tuple(questions), ""
