"""Show your work for the semi-naive models: every factor given its parent (TAN, SPODE), every super-parent's term
and their average (AODE), the same numbers in text, HTML and JSON, every word through ``translate``."""

import math
import re

import pytest

from bayesgui.report import render_html, render_text, to_json
from tests.report.conftest import example_of, numbers, train, visible

PALE = {"色泽": "浅白"}  # 测1 (row 0 of watermelon 3.0) with Zhou's 浅白 of eqs. 7.24-7.25


@pytest.fixture(scope="module")
def aode():
    return example_of(train("watermelon3", model="aode", m_prime=0), "watermelon3", 0, **PALE)


@pytest.fixture(scope="module")
def tan():
    return example_of(train("watermelon3", model="tan", tan_root="脐部"), "watermelon3", 0)


def test_aode_writes_out_eqs_7_24_and_7_25_and_averages_the_terms(aode):
    assert aode.family == "average" and aode.prior is None
    good = next(w for w in aode.work if w.name == "是")
    assert len(good.super_parents) == 6
    text = render_text(aode)
    assert "P(好瓜=是, 色泽=浅白) = (1 + 1) / (17 + 6×1) = 0.087" in text
    assert "P(脐部=凹陷 | 好瓜=是, 色泽=浅白) = (1 + 1) / (1 + 3×1) = 0.500" in text
    assert "joint: the average of the 6 term(s)" in text
    assert math.isclose(good.joint, sum(t.value for t in good.super_parents) / 6, rel_tol=1e-12)
    assert sum(w.posterior for w in aode.work) == pytest.approx(1.0, abs=1e-12)
    assert numbers(visible(render_html(aode))) == numbers(text.replace("\n", " "))
    doc = to_json(aode)
    assert doc["super_parent_terms"]["是"]["色泽"] == pytest.approx(good.super_parents[0].value, rel=1e-12)


def test_tan_names_each_factor_s_parent_and_value(tan):
    text = render_text(tan)
    assert tan.family == "factors"
    parents = re.findall(r"P\((\S+)=\S+ \| 好瓜=是, (\S+)=\S+\) =", text)
    assert len(parents) == 5 and "脐部" not in {child for child, _ in parents}  # the root has the class alone
    assert "P(脐部=凹陷 | 好瓜=是) = (5 + 1) / (8 + 3×1)" in text


@pytest.mark.parametrize("fixture", ["aode", "tan"])
def test_every_word_goes_through_translate(request, fixture):
    example = request.getfixturevalue(fixture)
    for render in (render_text, lambda e, t=None: visible(render_html(e, t) if t else render_html(e))):
        english, upper = render(example), render(example, str.upper)
        assert numbers(upper) == numbers(english)
        data = " ".join([example.target, *example.classes, *example.sample])
        symbols = {"log", *re.findall(r"[a-z]{2,}", data)}
        assert set(re.findall(r"[a-z]{2,}", upper)) <= symbols
