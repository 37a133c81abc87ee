"""The answer checker: equal fractions in any form, non-numbers refused with a message, every locale's typing."""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bayesgui.core.exercises.answer import check_answer, parse_answer, printed
from bayesgui.core.note import Note


@pytest.mark.parametrize(
    "typed",
    ["3/8", "6/16", "6 / 16", "0.375", "0,375", ".375", "37.5%", "３／８", "０．３７５", "0，375", "3.75e-1",
     "3.75×10^-1", "3,75E-1", "375/1000", "0.75/2"],
)
def test_equal_fractions_in_any_form_are_right(typed):
    verdict = check_answer(typed, Fraction(3, 8), 4)
    assert verdict.right, (typed, verdict.message)


def test_an_exact_answer_typed_as_a_decimal_is_checked_to_the_printed_precision():
    assert check_answer("0.3333", Fraction(1, 3), 4).right
    assert check_answer("0,333", Fraction(1, 3), 3).right
    assert not check_answer("0.33", Fraction(1, 3), 4).right
    verdict = check_answer("0.334", Fraction(1, 3), 4)
    assert not verdict.right and "exact fraction" in verdict.message


def test_a_wrong_fraction_is_wrong_even_when_close():
    verdict = check_answer("333/1000", Fraction(1, 3), 3)
    assert verdict.status == "wrong" and "is not 1/3" in verdict.message
    assert check_answer("5/8", Fraction(3, 8), 4).status == "wrong"


def test_a_decimal_answer_is_right_within_one_unit_of_its_last_printed_digit():
    assert check_answer("1.959", 1.95898, 4).right
    assert check_answer("1,96", 1.95898, 3).right
    assert check_answer("1.958", 1.95898, 4).right  # rounded from rounded intermediate numbers
    assert not check_answer("1.956", 1.95898, 4).right
    assert check_answer("6.86e-5", 6.858e-5, 3).right
    assert check_answer("6,86·10⁻⁵", 6.858e-5, 3).right
    assert check_answer("0.0000686", 6.858e-5, 3).right
    assert not check_answer("6.80e-5", 6.858e-5, 3).right


@pytest.mark.parametrize("typed", ["abc", "3/0", "1.2.3", "1,2,3", "1.234,5", "nan", "inf", "3/", "e5", "--3"])
def test_non_numbers_are_refused_with_a_message(typed):
    verdict = check_answer(typed, Fraction(3, 8), 4)
    assert verdict.status == "not-a-number" and not verdict.right
    assert isinstance(verdict.message, Note) and "is not a number" in verdict.message
    assert verdict.message.template.startswith("'{0}' is not a number")  # translatable


def test_blank_and_choices():
    assert check_answer("  ", Fraction(1, 2)).status == "blank"
    assert check_answer(" 是 ", "是", None, ("是", "否")).right
    assert check_answer("Reject", "reject", None, ("a", "reject")).right
    assert check_answer("否", "是", None, ("是", "否")).status == "wrong"
    assert check_answer("maybe", "是", None, ("是", "否")).status == "not-a-number"


def _typings(value: float, digits: int) -> list[str]:
    """Ways a student in any locale may write ``value`` printed to ``digits`` significant digits."""
    text = printed(value, digits)
    full_width = str.maketrans("0123456789.-", "０１２３４５６７８９．－")
    typed = [text, text.replace(".", ","), text.translate(full_width), f" {text} ", text.replace("e", "E")]
    if "e" not in text:
        typed.append(text.replace(".", "，"))
    return typed


@settings(max_examples=300, deadline=None)
@given(
    st.floats(min_value=1e-12, max_value=1e6, allow_nan=False, allow_infinity=False),
    st.integers(min_value=2, max_value=6),
    st.booleans(),
)
def test_a_right_decimal_is_never_marked_wrong_in_any_locale(value, digits, negative):
    value = -value if negative else value
    for typed in _typings(value, digits):
        verdict = check_answer(typed, value, digits)
        assert verdict.right, (value, digits, typed, verdict.message)


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=10**6), st.integers(min_value=1, max_value=10**6),
       st.integers(min_value=1, max_value=50), st.integers(min_value=3, max_value=6))
def test_a_right_fraction_is_never_marked_wrong_in_any_form(top, bottom, scale, digits):
    exact = Fraction(top, bottom)
    forms = [f"{top * scale}/{bottom * scale}", f"{exact.numerator}/{exact.denominator}",
             f"{top * scale} ／ {bottom * scale}", *_typings(float(exact), digits)]
    for typed in forms:
        assert check_answer(typed, exact, digits).right, (exact, typed)


def test_parse_keeps_the_form():
    assert parse_answer("6/16").fraction and parse_answer("6/16").value == Fraction(3, 8)
    assert not parse_answer("0,375").fraction
    assert parse_answer("1.2e-5").value == Fraction(12, 10**6)
    assert parse_answer("−0.5").value == Fraction(-1, 2)


def test_the_reject_action_in_chinese():
    assert check_answer("拒绝", "reject", None, ("是", "否", "reject")).right
