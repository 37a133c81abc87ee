"""A note an explanation carries ("Missing features (密度) are marginalised out..."), translatable by the report.

A ``Note`` is the English sentence itself (a ``str``), and it also keeps its template and arguments, so that the
report layer can write it in the interface's language: ``translate(note.template).format(*note.args)``. The
templates are marked ``QT_TRANSLATE_NOOP("report", ...)`` for ``make translations``.
"""

from __future__ import annotations

from bayesgui.core.translatable import QT_TRANSLATE_NOOP


class Note(str):
    """An English sentence made from ``template.format(*args)``, remembering both.

    Attributes
    ----------
    template : str
        With "{0}"-style placeholders.
    args : tuple of str
        Already formatted (names, numbers as text).
    """

    template: str
    args: tuple[str, ...]

    def __new__(cls, template: str, *args) -> Note:
        shown = tuple(str(a) for a in args)
        note = super().__new__(cls, template.format(*shown))
        note.template, note.args = template, shown
        return note

    def translated(self, translate) -> str:
        """The sentence in the language of ``translate`` (a function from English to the interface's text)."""
        return translate(self.template).format(*self.args)


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
