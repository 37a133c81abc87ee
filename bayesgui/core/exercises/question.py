"""An exercise and its questions: what the student is asked, the answer, its precision and a hint.

A :class:`Question` is one number (or one choice) of a worked computation: a prior, a factor, a joint, the
evidence, a posterior, a conditional risk, the decision, an LDA/QDA term, an EM responsibility or an updated
parameter. Its ``text`` is a :class:`~bayesgui.core.note.Note` (English, translatable by the window and the
worksheet: ``note.translated(translate)``); its ``hint`` is the formula with the inputs filled in (symbols and
numbers, the same in every language). ``kind`` and ``place`` say where the number sits in the window's worked
computation (the practice mode puts an input box there): e.g. kind "factor", place {"class": "是", "feature": "色泽"}.

An :class:`Exercise` is a kind, a seed, its settings, the table excerpt it needs (the rows used, as printed), the
query row, and its questions in the order a student works them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from bayesgui.core.exercises.answer import Expected, Verdict, check_answer, printed
from bayesgui.core.note import Note

__all__ = ["KINDS", "Exercise", "Question"]

KINDS = ("nb", "risk", "lda", "qda", "em-1d", "three-coins")
"""The exercise kinds, as ``bayesgui-cli exercise --kind`` names them."""


@dataclass(frozen=True)
class Question:
    """One number (or choice) to compute.

    Attributes
    ----------
    id : str
        "q1", "q2", ... in the order of the exercise (the answer file's column).
    kind : str
        What is asked: "prior", "factor", "joint", "evidence", "posterior", "decision", "risk", a score term's key
        ("log_prior", "log_det", "mahalanobis", "score"), "gamma", "weight", "mean", "variance".
    text : Note
        The question, in English; ``text.translated(translate)`` in another language.
    answer : Fraction, float or str
        Exact (a Fraction), a decimal (a float, checked to ``precision``) or a choice's name.
    precision : int or None
        Significant digits a decimal answer is printed and checked to; None: exact (a fraction).
    hint : str
        The formula with the inputs filled in, e.g. "P(好瓜=是) = |D_是| / |D| = 8/17".
    group : Note
        The heading the question sits under (a class, a row, a component), translatable.
    place : mapping of str to str
        Where the number sits in the worked computation: "class", "feature", "action", "row", "component", "term".
    choices : tuple of str
        For a choice (kind "decision"): every name the student may give.
    """

    id: str
    kind: str
    text: Note
    answer: Expected
    precision: int | None
    hint: str
    group: Note
    place: Mapping[str, str] = field(default_factory=dict)
    choices: tuple[str, ...] = ()

    def check(self, typed: str) -> Verdict:
        """The verdict on ``typed`` (see :func:`bayesgui.core.exercises.answer.check_answer`)."""
        return check_answer(typed, self.answer, self.precision, self.choices)

    @property
    def shown_answer(self) -> str:
        """The answer as the key prints it: "3/8", "0.3752", "是"."""
        if isinstance(self.answer, str):
            return self.answer
        if isinstance(self.answer, Fraction):
            if self.precision is None or self.answer.denominator == 1:
                return str(self.answer)
            return f"{self.answer} ≈ {printed(self.answer, self.precision)}"
        return printed(self.answer, self.precision)

    def to_key(self) -> dict[str, Any]:
        """The question in the answer key's JSON: id, text, answer ("3/8", a number or a choice), precision, ..."""
        answer: Any = str(self.answer) if isinstance(self.answer, Fraction | str) else float(self.answer)
        doc: dict[str, Any] = {
            "id": self.id,
            "kind": self.kind,
            "text": str(self.text),
            "answer": answer,
            "precision": self.precision,
            "hint": self.hint,
            "group": str(self.group),
            "place": dict(self.place),
        }
        if self.choices:
            doc["choices"] = list(self.choices)
        return doc


@dataclass(frozen=True)
class Exercise:
    """One exercise: its kind, seed and settings, the table excerpt, the query row and the questions.

    Attributes
    ----------
    kind : str
        One of :data:`KINDS`.
    seed : int or None
        The seed the rows and the query were drawn with (None: chosen by hand).
    settings : mapping
        JSON-ready settings (smoothing, λ, the loss matrix, the start of EM, ...).
    title : Note
        What the exercise asks, in one sentence.
    columns : tuple of str
        The excerpt's header: "#" (the row's number in the file), then the columns used.
    rows : tuple of tuple of str
        The excerpt's rows, as printed.
    query : mapping of str to str
        The query row's values (feature → value as printed); empty for EM exercises.
    questions : tuple of Question
    """

    kind: str
    seed: int | None
    settings: Mapping[str, Any]
    title: Note
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    query: Mapping[str, str]
    questions: tuple[Question, ...]
    notes: tuple[Note, ...] = field(default=())

    def question(self, question_id: str) -> Question:
        """The question of id ``question_id`` (KeyError when none)."""
        for q in self.questions:
            if q.id == question_id:
                return q
        raise KeyError(question_id)

    def to_key(self) -> dict[str, Any]:
        """The answer key's JSON: ``{"kind", "seed", "title", "questions": [...], "data", "settings"}``."""
        return {
            "kind": self.kind,
            "seed": self.seed,
            "title": str(self.title),
            "questions": [q.to_key() for q in self.questions],
            "data": {"columns": list(self.columns), "rows": [list(r) for r in self.rows], "query": dict(self.query)},
            "settings": dict(self.settings),
            "notes": [str(n) for n in self.notes],
        }
