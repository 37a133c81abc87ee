"""The worked example of Zhou's *Machine Learning* §7.3 on watermelon 3.0, sample 测1.

Expected values are counted from the data here, independently of the core (the printed text has
arithmetic slips: e.g. it uses P(脐部=凹陷|是) = 6/8, but the data give 5/8).
"""

import math
import statistics
from fractions import Fraction

import numpy as np
import pytest

from bayesgui.core import MixedNB
from tests.core.watermelon import CATEGORICAL, CONTINUOUS, TARGET, TEST_1, load

KINDS = ["categorical"] * 6 + ["continuous"] * 2


@pytest.fixture(scope="module")
def melon():
    return load()


def hand_factor(rows, feature, value, cls, alpha=0, n_levels=None):
    in_class = [r for r in rows if r[TARGET] == cls]
    hits = sum(r[feature] == value for r in in_class)
    return Fraction(hits + alpha, len(in_class) + n_levels * alpha if alpha else len(in_class))


def hand_density(rows, feature, value, cls):
    xs = [float(r[feature]) for r in rows if r[TARGET] == cls]
    mu, sd = statistics.mean(xs), statistics.stdev(xs)  # unbiased, as the example
    return math.exp(-((value - mu) ** 2) / (2 * sd**2)) / (math.sqrt(2 * math.pi) * sd)


def test_ml_estimates_match_counts_and_printed_densities(melon):
    model = MixedNB(kinds=KINDS, alpha=0, variance="unbiased", var_smoothing=0).fit(melon.X, melon.y)
    exp = model.explain(melon.encode(TEST_1), feature_names=CATEGORICAL + CONTINUOUS)
    classes = list(model.classes_)
    for cls in ("是", "否"):
        k = classes.index(cls)
        assert exp.prior[k] == pytest.approx(float(Fraction(sum(melon.y == cls), 17)), rel=1e-12)
        for j, feature in enumerate(CATEGORICAL):
            assert exp.factors[k, j] == pytest.approx(float(hand_factor(melon.rows, feature, TEST_1[feature], cls)))
        for j, feature in enumerate(CONTINUOUS, start=6):
            assert exp.factors[k, j] == pytest.approx(hand_density(melon.rows, feature, TEST_1[feature], cls), rel=1e-9)
    k_yes, k_no = classes.index("是"), classes.index("否")
    # the printed densities, to the printed 3 decimals
    assert np.round(exp.factors[[k_yes, k_no], 6], 3).tolist() == [1.959, 1.203]
    assert np.round(exp.factors[[k_yes, k_no], 7], 3).tolist() == [0.788, 0.066]
    assert exp.factors[k_yes, CATEGORICAL.index("脐部")] == pytest.approx(5 / 8)
    # joint = prior x product of factors, and the decision is 好瓜 = 是
    assert exp.joint == pytest.approx(exp.prior * exp.factors.prod(axis=1), rel=1e-12)
    assert exp.joint[k_yes] == pytest.approx(0.05235, rel=1e-3)
    assert exp.joint[k_no] == pytest.approx(6.80e-5, rel=1e-2)
    assert model.predict(melon.encode(TEST_1)[None])[0] == "是"
    assert exp.posterior.sum() == pytest.approx(1.0)


def test_laplace_correction(melon):
    model = MixedNB(kinds=KINDS, alpha=1, prior_alpha=1, variance="unbiased").fit(melon.X, melon.y)
    sample = dict(TEST_1, 敲声="清脆")
    exp = model.explain(melon.encode(sample))
    k_yes = list(model.classes_).index("是")
    assert exp.prior[k_yes] == pytest.approx(9 / 19, rel=1e-12)
    assert exp.factors[k_yes, CATEGORICAL.index("敲声")] == pytest.approx(1 / 11, rel=1e-12)
    assert exp.factors[k_yes, CATEGORICAL.index("色泽")] == pytest.approx(4 / 11, rel=1e-12)
    detail = exp.details[CATEGORICAL.index("敲声")]
    assert (detail["count"][k_yes], detail["class_total"][k_yes], detail["n_levels"]) == (0, 8, 3)


def test_unseen_level_without_smoothing_zeroes_the_class(melon):
    model = MixedNB(kinds=KINDS, alpha=0, variance="unbiased").fit(melon.X, melon.y)
    exp = model.explain(melon.encode(dict(TEST_1, 敲声="清脆")))
    k_yes = list(model.classes_).index("是")
    assert exp.joint[k_yes] == 0.0
    assert exp.posterior[k_yes] == 0.0
    assert not exp.zero_rule_applied
