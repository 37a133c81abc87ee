"""Marking a class's answers with an answer key: 1 right, 0 wrong (or not a number), blank when unanswered.

The key is the JSON of :meth:`Exercise.to_key` (every student the same questions), or ``{"students": {number:
exercise key}}`` (one variant per student). :func:`questions_of_key` reads its questions back;
:func:`mark` checks one student's answers; :func:`summary` counts every question's marks over the class.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from bayesgui.core.exercises.answer import Expected, Verdict
from bayesgui.core.exercises.question import Question
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

AS_WRITTEN = QT_TRANSLATE_NOOP("exercises", "{0}")
"""A key's question text, already written in the key's language: shown as it is."""

__all__ = ["Marks", "QuestionSummary", "mark", "question_of_key", "questions_of_key", "summary"]


def question_of_key(doc: Mapping[str, Any]) -> Question:
    """A question from its answer-key JSON (ValueError naming the question when the entry is malformed)."""
    try:
        qid, raw, precision = str(doc["id"]), doc["answer"], doc.get("precision")
        choices = tuple(str(c) for c in doc.get("choices", ()))
        answer: Expected
        if choices or doc.get("kind") == "decision":
            answer = str(raw)
        elif isinstance(raw, str):
            answer = Fraction(raw.strip())
        elif isinstance(raw, int | float) and not isinstance(raw, bool):
            answer = float(raw)
        else:
            raise TypeError(raw)
        if precision is not None and (not isinstance(precision, int) or not 1 <= precision <= 17):
            raise TypeError(precision)
    except (KeyError, TypeError, ValueError, ZeroDivisionError) as exc:
        name = doc.get("id", "?") if isinstance(doc, Mapping) else "?"
        raise ValueError(f"question {name} of the key is malformed ({type(exc).__name__}: {exc}); it needs an id, "
                         "an answer (\"3/8\" or a number) and a precision (significant digits)") from None
    text = str(doc.get("text", qid))
    return Question(qid, str(doc.get("kind", "")), Note(AS_WRITTEN, text), answer, precision,
                    str(doc.get("hint", "")), Note(AS_WRITTEN, str(doc.get("group", ""))), dict(doc.get("place", {})),
                    choices)


def questions_of_key(doc: Mapping[str, Any]) -> dict[str | None, list[Question]]:
    """Student number → questions (the key ``None`` when every student has the same questions)."""
    if "students" in doc:
        students = doc["students"]
        if not isinstance(students, Mapping):
            raise ValueError('the key\'s "students" must map each student number to an exercise')
        return {str(s): [question_of_key(q) for q in _questions(e)] for s, e in students.items()}
    return {None: [question_of_key(q) for q in _questions(doc)]}


def _questions(doc: Any) -> list[Mapping[str, Any]]:
    questions = doc.get("questions") if isinstance(doc, Mapping) else None
    if not isinstance(questions, list) or not all(isinstance(q, Mapping) for q in questions):
        raise ValueError('the key has no "questions": [{"id", "text", "answer", "precision"}, ...]')
    return questions


@dataclass(frozen=True)
class Marks:
    """One student's marks: question id → 1, 0 or None (blank), and each verdict."""

    marks: dict[str, int | None]
    verdicts: dict[str, Verdict]

    @property
    def score(self) -> int:
        return sum(m for m in self.marks.values() if m)


def mark(questions: Iterable[Question], answers: Mapping[str, str]) -> Marks:
    """Check ``answers`` (question id → typed text; a missing id is blank) against ``questions``."""
    marks: dict[str, int | None] = {}
    verdicts: dict[str, Verdict] = {}
    for q in questions:
        verdict = q.check(answers.get(q.id, "") or "")
        verdicts[q.id] = verdict
        marks[q.id] = None if not verdict.answered else int(verdict.right)
    return Marks(marks, verdicts)


@dataclass(frozen=True)
class QuestionSummary:
    """A question's marks over the class."""

    id: str
    right: int
    wrong: int
    not_a_number: int
    blank: int

    @property
    def answered(self) -> int:
        return self.right + self.wrong + self.not_a_number


def summary(question_ids: Iterable[str], class_marks: Iterable[Marks]) -> list[QuestionSummary]:
    """Per question: how many were right, wrong, not numbers, blank."""
    ids = list(question_ids)
    counts = {qid: [0, 0, 0, 0] for qid in ids}
    for student in class_marks:
        for qid in ids:
            verdict = student.verdicts.get(qid)
            status = verdict.status if verdict is not None else "blank"
            counts[qid][("right", "wrong", "not-a-number", "blank").index(status)] += 1
    return [QuestionSummary(qid, *counts[qid]) for qid in ids]
