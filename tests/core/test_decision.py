"""Loss matrices, conditional risk, minimum-risk decisions and the reject option."""

import numpy as np
import pytest

from bayesgui.core import REJECT, LossMatrix, conditional_risk, decide, empirical_risk


def test_hand_computed_risk_and_a_decision_that_differs_from_map():
    # truth: [healthy, sick]; missing a sick patient costs 10, a false alarm 1
    loss = LossMatrix.from_decisions([[0, 10], [1, 0]], ["healthy", "sick"])
    posterior = np.array([[0.8, 0.2]])
    risk = conditional_risk(posterior, loss)
    np.testing.assert_allclose(risk, [[0.8 * 0 + 0.2 * 10, 0.8 * 1 + 0.2 * 0]])  # [2.0, 0.8]
    choice, _ = decide(posterior, loss)
    assert loss.actions[choice[0]] == "sick"  # MAP says healthy; the loss says treat


def test_reject_option_wins_when_uncertain():
    loss = LossMatrix.zero_one(["a", "b"], reject_cost=0.3)
    assert loss.actions == ("a", "b", REJECT)
    choice, risk = decide([[0.55, 0.45], [0.95, 0.05]], loss)
    assert [loss.actions[i] for i in choice] == [REJECT, "a"]
    np.testing.assert_allclose(risk[:, 2], 0.3)


def test_zero_one_default_and_edits_are_immutable():
    loss = LossMatrix.zero_one([0, 1, 2])
    assert loss.is_zero_one()
    edited = loss.with_cell(0, 1, 5)
    assert edited.values[0, 1] == 5 and loss.values[0, 1] == 1
    with pytest.raises(ValueError):
        loss.values[0, 0] = 3  # read-only
    assert edited.with_reject(0.2).actions[-1] == REJECT
    assert edited.with_reject(0.2).with_reject(None).actions == (0, 1, 2)
    assert edited.with_reject(0.2).reject_cost == 0.2
    uneven = edited.with_reject(0.2).with_cell(3, 0, 0.4)
    assert uneven.reject_cost is None and uneven.values[3].tolist() == [0.4, 0.2, 0.2]


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ([[0, -1], [1, 0]], "cell (decision a, truth b) must be >= 0"),
        ([[0, np.inf], [1, 0]], "cell (decision a, truth b) must be finite"),
        ([[0, np.nan], [1, 0]], "must be finite"),
        ([[0, 1, 2], [1, 0, 3]], "must have 2 rows"),
    ],
)
def test_invalid_matrices_name_the_cell(values, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        LossMatrix.from_decisions(values, ["a", "b"])


def test_invalid_cell_edit_and_reject_cost():
    loss = LossMatrix.zero_one(["a", "b"])
    with pytest.raises(ValueError, match=r"cell \(a, b\) must be a number"):
        loss.with_cell(0, 1, "x")
    with pytest.raises(ValueError, match="reject cost must be >= 0"):
        loss.with_reject(-1)


def test_posterior_and_loss_must_agree_on_classes():
    with pytest.raises(ValueError, match="3 classes but the loss matrix 2"):
        conditional_risk(np.ones((1, 3)) / 3, LossMatrix.zero_one(["a", "b"]))


def test_empirical_risk_is_the_mean_loss_of_decisions():
    loss = LossMatrix.from_decisions([[0, 4], [1, 0]], ["a", "b"], reject_cost=0.5)
    assert empirical_risk([0, 1, 2, 0], [0, 0, 1, 1], loss) == pytest.approx((0 + 1 + 0.5 + 4) / 4)
