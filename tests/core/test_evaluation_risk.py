"""Risk under the loss matrix: when the loss changes, the decisions and the empirical risk change as they should."""

import numpy as np
import pytest

from bayesgui.core.decision import LossMatrix
from bayesgui.core.evaluation import risk, summarize

RNG = np.random.default_rng(5)
N = 2000
Y = RNG.integers(0, 2, N)
# calibrated posteriors: draw P(1|x), then the class from it
P1 = RNG.beta(1.2, 1.2, N)
Y = (RNG.random(N) < P1).astype(int)
PROBA = np.c_[1 - P1, P1]


def _loss(miss_cost, reject=None):
    """Deciding 0 when the truth is 1 costs ``miss_cost``; the other error costs 1."""
    return LossMatrix.from_decisions([[0.0, miss_cost], [1.0, 0.0]], (0, 1), reject)


def test_a_costlier_miss_moves_decisions_to_the_costly_class():
    decided_one = [np.mean(risk.decisions(PROBA, _loss(c))[0] == 1) for c in (1.0, 2.0, 5.0, 20.0)]
    assert decided_one == sorted(decided_one) and decided_one[-1] > decided_one[0] + 0.2
    # the rule is argmin of the conditional risk: decide 1 exactly where 5 P(1|x) > P(0|x)
    assert np.array_equal(risk.decisions(PROBA, _loss(5.0))[0] == 1, 5 * P1 > 1 - P1)


def test_minimum_risk_decisions_beat_map_decisions_under_their_loss():
    loss = _loss(5.0)
    action = risk.decisions(PROBA, loss)[0]
    map_action = PROBA.argmax(axis=1)
    assert risk.empirical_risk(Y, action, loss) < risk.empirical_risk(Y, map_action, loss)
    # calibrated posteriors: the risk the model expects is the risk it gets (to sampling error)
    expected = np.mean(risk.decisions(PROBA, loss)[1])
    assert risk.empirical_risk(Y, action, loss) == pytest.approx(expected, abs=0.04)


def test_miscalibrated_posteriors_show_a_gap_between_expected_and_empirical_risk():
    sharp = np.c_[1 - P1**0.2, P1**0.2]  # overconfident in class 1
    sharp = np.clip(sharp, 0, 1)
    table = summarize(Y, sharp[None], (np.arange(N) % 5)[None], _loss(1.0))
    assert table.values["risk"] > table.values["expected_risk"] + 0.1


def test_reject_option_and_the_risk_reject_curve():
    folds = (np.arange(N) % 10)[None]
    none = summarize(Y, PROBA[None], folds, _loss(1.0, reject=0.6)).values
    assert none["reject_rate"] == 0.0  # a reject dearer than any 0-1 risk (at most 0.5) is never taken
    some = summarize(Y, PROBA[None], folds, _loss(1.0, reject=0.2)).values
    assert 0 < some["reject_rate"] < 1
    assert some["risk_kept"] < none["risk"]  # what is kept is classified better
    curve = risk.risk_reject_curve(Y, PROBA, _loss(1.0, reject=0.2))
    assert curve["reject_rate"][0] == pytest.approx(1.0, abs=0.01) and curve["reject_rate"][-1] == 0.0
    assert np.all(np.diff(curve["reject_rate"]) <= 0)
    at = np.flatnonzero(curve["cost"] == 0.2)[0]
    assert curve["reject_rate"][at] == pytest.approx(some["reject_rate"])
    assert curve["risk"][at] == pytest.approx(some["risk"])
    assert curve["risk"][-1] == pytest.approx(none["risk"])
