"""Text and HTML: the same numbers in the same words, every word through ``translate``."""

import dataclasses
import re

import numpy as np
import pytest

from bayesgui.core.base.score_explanation import ScoreExplanation
from bayesgui.report import render_html, render_text
from bayesgui.report.worked import words
from tests.report.conftest import IRIS_ROW, example_of, numbers, train, visible
from tests.report.worked.test_example import ToyModel

CHINESE = {
    words.CLASS: "类别 {0} = {1}",
    words.LEAST_RISK: "决策（风险最小）：{0}",
    words.POSTERIOR_TITLE: "后验概率",
    words.LOG: "对数",
    words.SAMPLE: "样本：",
}


def test_test_1_is_written_the_same_in_text_and_html(test_1):
    text, page = render_text(test_1), visible(render_html(test_1))
    assert numbers(text) == numbers(page)
    assert "  P(好瓜=是) = 8 / 17 = 0.471   (log -0.754)" in text
    assert "  P(脐部=凹陷 | 好瓜=是) = 5 / 8 = 0.625" in text
    assert "  p(密度=0.697 | 好瓜=是) = N(0.697; μ=0.574, σ²=0.129²=0.017) = 1.959" in text  # Zhou's numbers
    assert "  p(密度=0.697 | 好瓜=否) = N(0.697; μ=0.496, σ²=0.195²=0.038) = 1.203" in text
    assert "  p(含糖率=0.460 | 好瓜=是) = N(0.460; " in text and ") = 0.788" in text
    density = "N(0.697; μ=0.574, σ²=0.129²=0.017)"
    for phrase in ("P(好瓜=是)", "8 / 17", "5 / 8", density, "1.959", "0.788", "含糖率=0.460"):
        assert phrase in page, phrase
    for phrase in ("Class 好瓜 = 否", "Evidence P(x) = Σ_c P(c)·P(x|c) = 0.052 + 6.86e-5", "Posterior"):
        assert phrase in text and phrase in page, phrase
    assert text.endswith("Decision (least risk): 是") and "Decision (least risk): 是" in page


def summands(line: str) -> list[float]:
    """The numbers of "a − b + c" as signed floats."""
    return [float(n) * (-1 if sign == "−" else 1) for sign, n in re.findall(r"(^|[+−]) ?(-?[\d.e+-]+)", line)]


def test_lda_text_shows_the_terms_adding_up_to_the_score(lda):
    example = example_of(lda, "iris", IRIS_ROW)
    text = render_text(example)
    totals = re.findall(r"^  log joint log P\(c\) \+ log p\(x\|c\) = (.+) = (\S+)$", text, re.MULTILINE)
    assert len(totals) == 3
    for work, (terms, score) in zip(example.work, totals, strict=True):
        assert float(score) == pytest.approx(work.score, abs=5e-4)  # three decimals, as the book prints
        assert sum(summands(terms)) == pytest.approx(work.score, abs=2e-3)
        assert summands(terms) == pytest.approx([t.value for t in work.terms], abs=5e-4)
    assert "  log P(c) = -1.099   [log(50 / 150)]" in text and "Δ² = " in text and "d = 4" in text
    assert sorted(numbers(text)) == sorted(numbers(visible(render_html(example))))


def test_the_svm_shows_scores_and_a_decision_without_posteriors_or_risks(svm):
    example = example_of(svm, "iris", 0)
    for shown in (render_text(example), visible(render_html(example))):
        assert "Decision (largest score): setosa" in shown and "the loss matrix does not apply" in shown
        assert "Posterior" not in shown and "Conditional risk" not in shown and "R(" not in shown
    assert "  score = " in render_text(example)


def test_a_toy_term_key_renders_as_itself_without_how(lda):
    example = example_of(dataclasses.replace(lda, estimator=ToyModel()), "iris", 0)
    text = render_text(example)
    assert "  toy_bonus = 0.500\n" in text and "  log P(c) = -1.099   [given]" in text
    assert "<td style=\"white-space: nowrap\">toy_bonus</td><td></td>" in render_html(example)


class OneHotLogistic:
    """The explanation the one-hot linear baselines give: indicators for 色泽, 密度 as a number."""

    classes_ = np.array([0, 1])

    def explain(self, x, feature_names=None):
        coef = np.array([[0.0, 0.0, 0.0, 0.0], [0.5, -1.25, 2.0, 3.0]])
        inputs = np.array([1.0, 0.0, 0.0, 0.697])
        return ScoreExplanation(
            model="LogisticRegression",
            classes=self.classes_,
            feature_names=list(feature_names),
            values=np.asarray(x, dtype=float),
            skipped=np.zeros(len(x), dtype=bool),
            terms=[("intercept", np.array([0.0, 0.1])), ("linear", coef @ inputs)],
            score=np.array([0.0, 0.1]) + coef @ inputs,
            probabilistic=True,
            generative=False,
            details={
                "coef": coef,
                "inputs": inputs,
                "input_features": np.array([0, 0, 0, 6]),
                "input_levels": np.array([0, 1, 2, -1]),
                "contributions": coef * inputs,
            },
        )


def test_one_hot_inputs_are_written_by_their_level(ml_melon):
    model = dataclasses.replace(ml_melon, estimator=OneHotLogistic())
    example = example_of(model, "watermelon3", 0)
    text = render_text(example)
    assert "  w_c·x = 2.591   [0.500×[色泽=青绿] + 3×0.697]" in text
    assert "  w_c·x = 0   [0×[色泽=青绿] + 0×0.697]" in text
    assert example.work[1].terms[1].inputs["labels"] == ("色泽=青绿", "色泽=乌黑", "色泽=浅白", None)


def test_a_one_hot_model_names_the_levels_of_its_indicators():
    model = train("watermelon3", model="logistic")
    text = render_text(example_of(model, "watermelon3", 0))
    assert "×[根蒂=蜷缩] + " in text and "×[色泽=浅白]" not in text  # indicators at 0 are left out


class WithoutInputs:
    """A linear model that reports only "coef" and "contributions" (no one-hot inputs)."""

    def __init__(self, estimator):
        self.estimator, self.classes_ = estimator, estimator.classes_

    def explain(self, x, feature_names=None):
        exp = self.estimator.explain(x, feature_names)
        details = {key: exp.details[key] for key in ("coef", "contributions")}
        return dataclasses.replace(exp, details=details)


def test_without_one_hot_details_the_linear_term_multiplies_the_features(logistic):
    model = dataclasses.replace(logistic, estimator=WithoutInputs(logistic.estimator))
    example = example_of(model, "iris", IRIS_ROW, sepal_width=None)
    coef = logistic.estimator.explain(np.array([5.0, np.nan, 3.5, 1.0])).details["coef"][0]
    assert f"[{coef[0]:.3f}×5 + {coef[1]:.3f}×mean + {coef[2]:.3f}×3.5" in render_text(example)
    assert "×MEAN" in render_text(example, str.upper)


@pytest.mark.parametrize("fixture", ["test_1", "lda", "svm"])
def test_translate_reaches_every_word_and_leaves_the_numbers(request, fixture):
    example = request.getfixturevalue(fixture)
    if fixture != "test_1":
        example = example_of(example, "iris", IRIS_ROW)
    for render in (render_text, lambda e, t=words.identity: visible(render_html(e, t))):
        english, upper = render(example), render(example, str.upper)
        assert numbers(upper) == numbers(english)
        assert "DECISION (" in upper and "Decision" not in upper
        data = " ".join([example.target, *example.classes, *example.sample])
        symbols = {"log", "logsumexp", *re.findall(r"[a-z]{2,}", data)}  # formulas, column and class names
        assert set(re.findall(r"[a-z]{2,}", upper)) <= symbols


def test_a_chinese_translation_is_used_in_text_and_html(test_1):
    def chinese(text):
        return CHINESE.get(text, text)

    text, page = render_text(test_1, chinese), visible(render_html(test_1, chinese))
    for phrase in ("类别 好瓜 = 是", "决策（风险最小）：是", "后验概率", "样本： 色泽=青绿"):
        assert phrase in text and phrase in page, phrase
    assert "(对数 -0.754)" in text and numbers(text) == numbers(render_text(test_1))


def test_numbers_are_printed_as_zhou_prints_them_and_in_full_on_request():
    from bayesgui.report.worked.formulas import fmt, full_precision, shown

    cases = {1.959006: "1.959", 0.0662: "0.066", 8.0: "8", 0.00524: "0.00524", 6.80e-5: "6.80e-5", -0.75377: "-0.754"}
    assert {value: fmt(value) for value in cases} == cases
    assert shown(0.46, 3) == "0.460" and shown(0.4615, 3) == "0.4615" and shown(0.46) == "0.46"  # never loses digits
    with full_precision():
        assert fmt(1.959006) == "1.959006" and fmt(8 / 17) == "0.470588235294" and shown(0.46, 3) == "0.46"
    assert fmt(0.123456, 4) == "0.1235"  # an explicit precision is kept (the EM lab's)


def test_the_html_carries_every_digit_in_titles_and_the_text_the_shown_ones(test_1):
    html = render_html(test_1)
    assert '<span title="1.95901154933">1.959</span>' in html  # Zhou's p(密度=0.697 | 是) = 1.959
    assert "1.95901" not in render_text(test_1) and "= 1.959" in render_text(test_1)
