"""Practice mode's questions on a worked decision: every number of the "show your work" page, to be typed.

``worked_questions(example, translate)`` walks the page the window shows
(:func:`bayesgui.report.worked.layout.page`) and
pairs each of its rows with the number of the ``WorkedExample`` behind it: each prior, each factor (a fraction or
a density), the joint, the evidence, each posterior, each conditional risk and the decision (for a model of named
terms: each term, the score, each posterior, each risk). So a box expects exactly the number the page prints.

An answer is exact (a ``fractions.Fraction``) when every number it is made of is a frequency with whole counts
and a rational λ (the priors and factors of categorical naive Bayes, and their products); else a decimal, checked
to the digits the page prints (:func:`book_digits`). The question's text is the row's term and its hint the row's
formula with the inputs filled in, both in the page's language; the checking is ex25a's
(:meth:`bayesgui.core.exercises.question.Question.check`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from bayesgui.core.decision import REJECT
from bayesgui.core.exercises.grading import AS_WRITTEN  # "{0}": a text already in the page's language
from bayesgui.core.exercises.question import Question
from bayesgui.core.note import Note
from bayesgui.report.worked import layout, words
from bayesgui.report.worked.example import ClassWork, Factor, WorkedExample
from bayesgui.report.worked.example import Fraction as Frequency
from bayesgui.report.worked.formulas import book, fmt

Translate = Callable[[str], str]
Number = Fraction | float
_SAME = 1e-9
"""Relative gap within which an exact fraction is the window's float (else the float is asked)."""


@dataclass(frozen=True)
class _Ask:
    """One number of the page: what it is, where it sits, and its value (exact when it can be)."""

    kind: str
    place: dict[str, str]
    value: float
    exact: Fraction | None = None


def book_digits(value: float) -> int:
    """The significant digits :func:`bayesgui.report.worked.formulas.book` prints ``value`` with (1.959: 4, 0.066: 2,
    0.00524: 3, 6.80e-5: 3; a whole number: all of its digits)."""
    size = abs(value)
    if size == 0 or not math.isfinite(size):
        return 3
    if value == round(value) and size < 1e15:
        return len(str(int(size)))
    if size >= 1e5:
        return 6
    if size >= 0.01:
        return max(math.floor(math.log10(size)) + 4, 1)
    return 3


def shown_answer(question: Question) -> str:
    """The answer as the page prints it: "9/19 ≈ 0.474", "0.066", "是"."""
    answer = question.answer
    if isinstance(answer, str):
        return answer
    if isinstance(answer, Fraction) and answer.denominator != 1:
        return f"{answer} ≈ {book(float(answer))}"
    return fmt(float(answer))


def _rational(value: float) -> Fraction | None:
    """``value`` as the fraction it was written as (0.5, 1, 0.1 → 1/10), or None for a non-finite one."""
    return Fraction(repr(float(value))) if math.isfinite(value) else None


def _frequency(f: Frequency) -> Fraction | None:
    """(count + λ) / (total + n·λ) exactly, when the counts are whole."""
    alpha = _rational(f.alpha)
    if alpha is None or f.count != round(f.count) or f.total != round(f.total):
        return None
    below = int(f.total) + f.n * alpha
    return (int(f.count) + alpha) / below if below else None


def _factor_exact(f: Factor) -> Fraction | None:
    if f.kind not in ("probability", "conditional"):
        return None
    i = f.numbers
    if not {"count", "class_total", "n_levels", "alpha"} <= i.keys():
        return None
    return _frequency(Frequency(i["count"], i["class_total"], int(i["n_levels"]), i["alpha"]))


def _product(values: Sequence[Fraction | None]) -> Fraction | None:
    result = Fraction(1)
    for v in values:
        if v is None:
            return None
        result *= v
    return result


def _class_asks(example: WorkedExample, work: ClassWork) -> list[_Ask]:
    """The numbers of one class's table, in the order of its rows (see ``layout._factor_table`` and kin)."""
    where = {"class": work.name}
    asks: list[_Ask] = []
    if example.family == "factors":
        exact: list[Fraction | None] = []
        if work.prior is not None:
            prior = _frequency(work.prior.fraction) if work.prior.fraction is not None else None
            if prior is None and work.prior.uniform:
                prior = Fraction(1, len(example.classes))
            asks.append(_Ask("prior", where, work.prior.value, prior))
            exact.append(prior)
        for f in work.factors:
            exact.append(_factor_exact(f))
            asks.append(_Ask("factor", {**where, "feature": f.feature}, f.value, exact[-1]))
        asks.append(_Ask("joint", where, work.joint or 0.0, _product(exact)))
    elif example.family == "average":
        for term in work.super_parents:
            part = {**where, "term": term.parent or ""}
            asks.append(_Ask("term-joint", part, term.joint_value, _frequency(term.joint)))
            asks += [_Ask("factor", {**part, "feature": f.feature}, f.value, _factor_exact(f)) for f in term.factors]
            asks.append(_Ask("term", part, term.value))
        asks.append(_Ask("joint", where, work.joint or 0.0))
    else:
        asks += [_Ask(t.key, {**where, "term": t.key}, t.value) for t in work.terms]
        asks.append(_Ask("score", where, work.score))
    return asks


def _checked(ask: _Ask) -> Number:
    """The exact value when it is the window's number (to rounding), else the window's number."""
    if ask.exact is not None and abs(float(ask.exact) - ask.value) <= _SAME * max(abs(ask.value), 1e-300):
        return ask.exact
    return ask.value


class _Questions:
    """Questions numbered q1, q2, … in the order they are added."""

    def __init__(self) -> None:
        self.items: list[Question] = []

    def add(self, ask: _Ask, text: str, hint: str, group: str) -> Number:
        """A number of the page: exact when it can be (see :func:`_checked`), to the digits the page prints."""
        value = _checked(ask)
        self._append(ask.kind, text, value, book_digits(ask.value), hint, group, ask.place)
        return value

    def choose(self, text: str, answer: str, choices: Sequence[str], hint: str) -> None:
        """The decision: one of ``choices``."""
        self._append("decision", text, answer, None, hint, "", {}, tuple(choices))

    def _append(
        self,
        kind: str,
        text: str,
        answer: Number | str,
        precision: int | None,
        hint: str,
        group: str,
        place: dict[str, str],
        choices: tuple[str, ...] = (),
    ) -> None:
        self.items.append(
            Question(
                id=f"q{len(self.items) + 1}",
                kind=kind,
                text=Note(AS_WRITTEN, text),
                answer=answer,
                precision=precision,
                hint=hint,
                group=Note(AS_WRITTEN, group),
                place=place,
                choices=choices,
            )
        )


def worked_questions(example: WorkedExample, translate: Translate = words.identity) -> tuple[Question, ...]:
    """Every number of ``example``'s page as a question, in the page's order and language (see the module)."""
    tr = translate
    tables = [block for block in layout.page(example, tr).blocks if isinstance(block, layout.Table)]
    questions = _Questions()
    joints: list[Number] = []
    for work, table in zip(example.work, tables, strict=False):
        for ask, row in zip(_class_asks(example, work), table.rows, strict=True):
            value = questions.add(ask, row.term, _hint(row), table.title)
            if ask.kind == "joint":
                joints.append(value)
    if not example.probabilistic:
        _decision(questions, example, tr, [w.name for w in example.work])
        return tuple(questions.items)
    posterior_table, risk_table = tables[len(example.work) :][:2]
    evidence: Number | None = None
    if example.family in ("factors", "average") and example.evidence is not None:
        fractions = [j for j in joints if isinstance(j, Fraction)]
        exact = sum(fractions, Fraction(0)) if len(fractions) == len(joints) else None
        joint_text = " + ".join(fmt(w.joint) for w in example.work)
        ask = _Ask("evidence", {}, example.evidence, exact)
        evidence = questions.add(ask, "P(x)", f"P(x) = Σ_c P(c)·P(x|c) = {joint_text}", posterior_table.title)
    posteriors: list[Fraction | None] = []
    shown_joints: list[Number | None] = list(joints) or [None] * len(example.work)  # (none for a model of terms)
    for work, joint, row in zip(example.work, shown_joints, posterior_table.rows, strict=True):
        exact_posterior = joint / evidence if isinstance(joint, Fraction) and isinstance(evidence, Fraction) else None
        ask = _Ask("posterior", {"class": work.name}, work.posterior or 0.0, exact_posterior)
        hint = _hint(row) if row.how else f"{row.term} = {tr(words.SOFTMAX)}"
        value = questions.add(ask, row.term, hint, posterior_table.title)
        posteriors.append(value if isinstance(value, Fraction) else None)
    for line, row in zip(example.risks, risk_table.rows, strict=True):
        exact_risk = _risk(line.loss, posteriors)
        ask = _Ask("risk", {"action": line.action}, line.value, exact_risk)
        questions.add(ask, row.term, _hint(row), risk_table.title)
    _decision(questions, example, tr, [line.action for line in example.risks])
    return tuple(questions.items)


def _risk(loss: Sequence[float], posteriors: Sequence[Fraction | None]) -> Fraction | None:
    """Σ_j λ_j P(c_j|x) exactly, when every λ and every posterior is exact (None when the page does not write the
    loss row: over ``MAX_WRITTEN_TERMS`` classes)."""
    if len(loss) != len(posteriors):
        return None
    total = Fraction(0)
    for lam, p in zip(loss, posteriors, strict=True):
        exact = _rational(lam)
        if exact is None or p is None:
            return None
        total += exact * p
    return total if loss else None


def _decision(questions: _Questions, example: WorkedExample, tr: Translate, actions: Sequence[str]) -> None:
    """The decision: a choice among the actions (a class, or "reject" in the page's language)."""
    names = [tr(words.REJECT) if a == REJECT else a for a in actions]
    decision = tr(words.REJECT) if example.decision == REJECT else example.decision
    if example.probabilistic:
        text, hint = tr(words.LEAST_RISK).format("?"), "argmin_a R(a|x), a ∈ {" + ", ".join(names) + "}"
    else:
        text, hint = tr(words.LARGEST_SCORE).format("?"), "argmax_c score_c, c ∈ {" + ", ".join(names) + "}"
    questions.choose(text.rstrip(" ?:："), decision, names, hint)


def _hint(row: layout.Row) -> str:
    """A row's formula with its inputs filled in, the result left out: "P(色泽=青绿 | 好瓜=是) = (3 + 1) / (8 + 3)"."""
    return f"{row.term} = {row.how}" if row.how else row.term
