"""A student's typed answer read as a number, and checked against the exercise's answer.

An answer may be a fraction (``3/8``, ``6 / 16``), a decimal (``0.375``, ``.375``), scientific notation (``1.2e-5``,
``1.2×10^-5``, ``1.2·10⁻⁵``) or a percentage (``37.5%``), typed with a decimal comma (``0,375``, as in a Chinese or
German answer file) or full-width characters (``３／８``, ``０．３７５``, typed with a Chinese input method).
:func:`parse_answer` reads it exactly (a ``Fraction``), remembering whether it was written as a fraction.

:func:`check_answer` compares it with the expected answer:

* an exact expected answer (a ``Fraction``: a smoothed frequency, a prior, their products) is matched exactly by any
  equal fraction (6/16 = 3/8), and a decimal to the printed precision (0.375; 0.333 for 1/3);
* a decimal expected answer (a float: a density, a posterior from densities) is matched by any answer within one unit
  of the last printed digit (``precision`` significant digits), so that a student who rounds intermediate results to
  the printed digits is not marked wrong;
* a choice (a class or "reject": a ``str``) is matched by its name, ignoring case, width and surrounding spaces.

Every verdict carries a sentence (a translatable :class:`~bayesgui.core.note.Note`) saying why.
"""

from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass
from fractions import Fraction

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

__all__ = ["Answer", "Expected", "ParsedAnswer", "Verdict", "check_answer", "parse_answer", "printed"]

Answer = Fraction | float
"""A question's numeric answer: exact (``Fraction``) or a decimal to its printed precision (``float``)."""
Expected = Fraction | float | str
"""What a question expects: a number, or a choice's name (a class, "reject")."""

RIGHT, WRONG, NOT_A_NUMBER, BLANK = "right", "wrong", "not-a-number", "blank"

_RIGHT_NOTE = QT_TRANSLATE_NOOP("core", "Right: {0}.")
_WRONG_NOTE = QT_TRANSLATE_NOOP("core", "Not right: {0} is not {1}.")
_NOT_EXACT_NOTE = QT_TRANSLATE_NOOP(
    "core", "Not right: {0} is close to {1} but not equal; give the exact fraction or a decimal to {2} digits."
)
_NAN_NOTE = QT_TRANSLATE_NOOP(
    "core", "'{0}' is not a number: write a fraction (3/8), a decimal (0.375 or 0,375) or 1.2e-5."
)
_CHOICE_NOTE = QT_TRANSLATE_NOOP("core", "'{0}' is not one of the choices: {1}.")
_BLANK_NOTE = QT_TRANSLATE_NOOP("core", "No answer.")

_SPACES = re.compile(r"[\s\u00a0\u2009\u202f\u3000']+")
_TEN_POWER = re.compile(r"(?:[x×*·⋅]|\\times)10\^?\(?([+-]?\d+)\)?$", re.IGNORECASE)
_DECIMAL = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?", re.IGNORECASE)


@dataclass(frozen=True)
class ParsedAnswer:
    """A typed number read exactly: ``value``, and whether it was written as a fraction ``a/b``."""

    value: Fraction
    fraction: bool


@dataclass(frozen=True)
class Verdict:
    """The check of one answer: ``status`` is "right", "wrong", "not-a-number" or "blank"; ``message`` says why.

    ``value`` is the answer read as a number (None for a choice, a blank or a non-number).
    """

    status: str
    message: Note
    value: Fraction | None = None

    @property
    def right(self) -> bool:
        return self.status == RIGHT

    @property
    def answered(self) -> bool:
        """False for a blank answer (a grade leaves it blank rather than 0)."""
        return self.status != BLANK


def _normal(text: str) -> str:
    """Full-width forms to ASCII (NFKC: ３／８ -> 3/8, ⁻⁵ -> -5), Unicode minus signs to '-', spaces removed."""
    text = unicodedata.normalize("NFKC", text)
    text = text.replace("\u2212", "-").replace("\u2013", "-").replace("\u2044", "/").replace("÷", "/")
    text = text.replace("\u3002", ".")  # the ideographic full stop, typed for a point with a Chinese keyboard
    return _SPACES.sub("", text)


def _decimal(text: str) -> Fraction | None:
    """One decimal number (a decimal comma allowed when no point is written), or None."""
    if "," in text:
        if "." in text or text.count(",") > 1:
            return None  # 1.234,5 or 1,234,5: a thousands separator is not an answer's business
        text = text.replace(",", ".")
    power = 0
    match = _TEN_POWER.search(text)
    if match:
        power, text = int(match.group(1)), text[: match.start()]
        if abs(power) > 400:
            return None
    if not _DECIMAL.fullmatch(text):
        return None
    exponent = re.search(r"e([+-]?\d+)", text, re.IGNORECASE)
    if exponent and abs(int(exponent.group(1))) > 400:
        return None
    return Fraction(text) * Fraction(10) ** power


def parse_answer(text: str) -> ParsedAnswer | None:
    """``text`` as an exact number, or None when it is not one (see the module docstring for the forms read)."""
    text = _normal(text)
    if not text or len(text) > 200:
        return None
    percent = text.endswith("%")
    if percent:
        text = text[:-1]
    top, slash, bottom = text.partition("/")
    if slash:
        numerator, denominator = _decimal(top), _decimal(bottom)
        if numerator is None or denominator is None or denominator == 0:
            return None
        value, fraction = numerator / denominator, True
    else:
        number = _decimal(text)
        if number is None:
            return None
        value, fraction = number, False
    return ParsedAnswer(value / 100 if percent else value, fraction)


def printed(value: Answer, precision: int | None) -> str:
    """How the answer key prints ``value``: a fraction as ``a/b``, a decimal to ``precision`` significant digits."""
    if isinstance(value, Fraction) and (precision is None or value.denominator == 1):
        return str(value)
    number = float(value)
    if number == 0 or not math.isfinite(number):
        return f"{number:g}"
    digits = precision or 4
    magnitude = math.floor(math.log10(abs(number)))
    if -3 <= magnitude < digits + 2:
        decimals = max(digits - 1 - magnitude, 0)
        return f"{number:.{decimals}f}"
    return f"{number:.{digits - 1}e}"


def _unit(expected: float, precision: int) -> float:
    """One unit of the last printed digit of ``expected`` (``precision`` significant digits)."""
    if expected == 0:
        return 10.0 ** -precision
    return 10.0 ** (math.floor(math.log10(abs(expected))) - precision + 1)


def check_answer(text: str, expected: Expected, precision: int | None = None, choices: tuple[str, ...] = ()) -> Verdict:
    """Check one typed answer.

    Parameters
    ----------
    text : str
        What the student typed.
    expected : Fraction, float or str
        The question's answer: exact, a decimal, or a choice's name.
    precision : int, optional
        Significant digits the answer key prints a decimal with (default 4). An exact answer typed as a decimal is
        checked to this precision too.
    choices : tuple of str
        For a choice: every accepted name (the expected one among them), to tell a misspelling from a wrong choice.

    Returns
    -------
    Verdict
    """
    if not text or not text.strip():
        return Verdict(BLANK, Note(_BLANK_NOTE))
    if isinstance(expected, str):
        return _check_choice(text, expected, choices)
    parsed = parse_answer(text)
    if parsed is None:
        return Verdict(NOT_A_NUMBER, Note(_NAN_NOTE, text.strip()))
    digits = precision or 4
    shown = str(expected) if isinstance(expected, Fraction) else printed(expected, precision)
    if isinstance(expected, Fraction) and parsed.value == expected:
        return Verdict(RIGHT, Note(_RIGHT_NOTE, shown), parsed.value)
    if isinstance(expected, Fraction) and parsed.fraction:
        return Verdict(WRONG, Note(_WRONG_NOTE, text.strip(), shown), parsed.value)
    # a decimal (or a fraction against a decimal answer): within one unit of the last printed digit
    gap = abs(float(parsed.value) - float(expected))
    if gap <= _unit(float(expected), digits) * (1 + 1e-9):
        return Verdict(RIGHT, Note(_RIGHT_NOTE, shown), parsed.value)
    if isinstance(expected, Fraction) and gap <= abs(float(expected)) * 0.05:
        return Verdict(WRONG, Note(_NOT_EXACT_NOTE, text.strip(), shown, digits), parsed.value)
    return Verdict(WRONG, Note(_WRONG_NOTE, text.strip(), shown), parsed.value)


_ALIASES = {"拒绝": "reject", "拒判": "reject"}
"""Other names of an action a student may write (the window's Chinese "reject")."""


def _fold(text: str) -> str:
    folded = unicodedata.normalize("NFKC", text).strip().casefold()
    return _ALIASES.get(folded, folded)


def _check_choice(text: str, expected: str, choices: tuple[str, ...]) -> Verdict:
    given = _fold(text)
    if given == _fold(expected):
        return Verdict(RIGHT, Note(_RIGHT_NOTE, expected))
    if choices and given not in {_fold(c) for c in choices}:
        return Verdict(NOT_A_NUMBER, Note(_CHOICE_NOTE, text.strip(), ", ".join(choices)))
    return Verdict(WRONG, Note(_WRONG_NOTE, text.strip(), expected))
