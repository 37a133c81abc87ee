"""An English sentence that can be written in the interface's language: notes, progress messages, errors.

A ``Note`` is the English sentence itself (a ``str``: the CLI and the tests read it as it is), and it also keeps
its template and arguments, so that the window can write it in its language:
``translate(note.template).format(*note.args)``. Every template is marked where it is written,
``Note(QT_TRANSLATE_NOOP("data", "Column {0} ..."), name)``, so that ``make translations`` finds it (contexts
"report", "tasks", "data", "core"). An exception made with a Note (``DataError(Note(...))``) keeps it as
``exc.args[0]``; :func:`message_of` gives it back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bayesgui.core.translatable import QT_TRANSLATE_NOOP


class Note(str):
    """An English sentence made from ``template.format(*args)``, remembering both.

    Attributes
    ----------
    template : str
        With "{0}"-style placeholders.
    args : tuple of str
        Already formatted (names, numbers as text: format numbers before, ``f"{x:.3g}"``); an argument that
        is itself a ``Note`` (a phrase such as "The model file") stays one and is translated with the sentence.
    """

    template: str
    args: tuple[str, ...]

    def __new__(cls, template: str, *args: object) -> Note:
        shown = tuple(a if isinstance(a, Note) else str(a) for a in args)
        note = super().__new__(cls, template.format(*shown))
        note.template, note.args = template, shown
        return note

    def __reduce__(self) -> tuple[type[Note], tuple[str, ...]]:
        # pickle and copy rebuild from the template, not from the formatted text
        return (Note, (self.template, *self.args))

    def with_args(self, *args: object) -> Note:
        """The same sentence with other arguments (a message re-raised with names or indices changed)."""
        return type(self)(self.template, *args)  # the template was marked where the first Note was made

    def translated(self, translate: Callable[[str], str]) -> str:
        """The sentence in the language of ``translate`` (a function from English to the interface's text)."""
        args = (a.translated(translate) if isinstance(a, Note) else a for a in self.args)
        return translate(self.template).format(*args)


def message_of(exc: BaseException) -> str:
    """What an exception says: its ``Note`` when it was made with one (translatable), else ``str(exc)``."""
    args: tuple[Any, ...] = getattr(exc, "args", ())
    first = args[0] if len(args) == 1 else None
    return first if isinstance(first, Note) else str(exc)


ZERO_RULE_NOTE = QT_TRANSLATE_NOOP(
    "report",
    "Every class has joint probability 0 (a level never seen with any class and no smoothing). Rule applied: "
    "the limit of the Bayesian estimate as λ → 0⁺, i.e. the class with the fewest zero-count factors wins, then the "
    "product of the other factors.",
)
ALL_MISSING_NOTE = QT_TRANSLATE_NOOP("report", "Every feature is missing: the scores are the log priors alone.")
MARGINALISED_NOTE = QT_TRANSLATE_NOOP(
    "report",
    "Missing features ({0}) are marginalised out: every Gaussian is replaced by its marginal over the observed "
    "features (their sub-mean and sub-covariance).",
)
MEAN_NOTE = QT_TRANSLATE_NOOP("report", "{0} is missing; the training mean {1} was used in its place.")
INDICATOR_MEAN_NOTE = QT_TRANSLATE_NOOP(
    "report",
    "{0} is missing; each of its indicators takes its training mean (the share of training rows at that level) "
    "in its place.",
)
SCORES_ONLY_NOTE = QT_TRANSLATE_NOOP(
    "report", "This model does not write out its work: only its class scores are shown."
)
SCALED_NOTE = QT_TRANSLATE_NOOP(
    "report",
    "{0} is worked with in the unit {0} / 2^{1} (exact in floating point), as its values are too large or too small "
    "for float64 arithmetic: here {0} / 2^{1} = {2}, and the means, variances, weights and densities of {0} are in "
    "that unit.",
)
