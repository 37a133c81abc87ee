"""PosteriorView: the bars hold the record's posteriors and risks; the decision is highlighted and explained."""

import pytest

from bayesgui.core import LossMatrix
from bayesgui.data import load_sample
from bayesgui.qt.classify.posterior_view import PosteriorView
from tests.qt.conftest import load_and_train

SLIGHTLY_BLURRY = {
    "色泽": "青绿",
    "根蒂": "蜷缩",
    "敲声": "浊响",
    "纹理": "稍糊",
    "脐部": "凹陷",
    "触感": "硬滑",
    "密度": 0.697,
    "含糖率": 0.460,
}
COSTLY_FALSE_YES = LossMatrix.from_decisions([[0, 1000], [1, 0]], ("是", "否"))


@pytest.fixture
def view(qtbot, melon_session):
    widget = PosteriorView(melon_session)
    qtbot.addWidget(widget)
    widget.resize(700, 350)
    widget.show()
    return widget


def assert_bars_match_record(view, record):
    assert view.posterior_heights().keys() == record.posterior.keys()
    for cls, p in record.posterior.items():
        assert view.posterior_heights()[cls] == pytest.approx(p, abs=1e-12)
    assert list(view.risk_heights()) == list(record.risk)
    for action, r in record.risk.items():
        assert view.risk_heights()[action] == pytest.approx(r, abs=1e-12)


def test_bars_equal_the_record_of_row_0(view, melon_session):
    record = melon_session.record
    assert_bars_match_record(view, record)
    assert view.decision_text() == "Decision: 是 (least risk)"
    assert view.highlighted_action() == "是" and view.highlighted_class() == "是"
    # 0-1 loss: R(是|x) = 1 - P(是|x)
    assert view.risk_heights()["是"] == pytest.approx(1 - view.posterior_heights()["是"], abs=1e-12)


def test_bars_follow_the_query(qtbot, view, melon_session):
    before = view.posterior_heights()
    with qtbot.waitSignal(melon_session.record_changed):
        melon_session.set_query_row(10)  # a bad melon
    assert view.posterior_heights() != before
    assert_bars_match_record(view, melon_session.record)
    assert view.highlighted_action() == melon_session.record.decision


def test_a_costly_loss_flips_the_decision_and_the_highlight(qtbot, view, melon_session):
    with qtbot.waitSignal(melon_session.record_changed):
        melon_session.set_query_values(SLIGHTLY_BLURRY)
    assert view.decision_text().startswith("Decision: 是")
    assert view.highlighted_action() == "是"
    with qtbot.waitSignal(melon_session.loss_changed):
        melon_session.set_loss(COSTLY_FALSE_YES)
    assert_bars_match_record(view, melon_session.record)
    text = view.decision_text()
    assert text.startswith("Decision: 否 (least risk)")
    assert "most probable class is 是" in text  # the decision differs from the MAP class, and says so
    assert view.highlighted_action() == "否" and view.highlighted_class() == "否"
    posterior = view.posterior_heights()
    assert posterior["是"] > posterior["否"]
    assert view.risk_heights()["是"] == pytest.approx(1000 * posterior["否"], rel=1e-12)


def test_the_reject_bar_appears_and_goes_with_undo(qtbot, view, melon_session):
    melon_session.set_query_values(SLIGHTLY_BLURRY)
    melon_session.set_loss(COSTLY_FALSE_YES)
    assert "reject" not in view.risk_heights()
    with qtbot.waitSignal(melon_session.loss_changed):
        melon_session.set_loss(melon_session.loss.with_reject(0.2))
    assert view.risk_heights()["reject"] == pytest.approx(0.2)
    assert_bars_match_record(view, melon_session.record)
    assert view.highlighted_action() == "reject" and view.highlighted_class() is None
    assert view.decision_text().startswith("Decision: reject")
    with qtbot.waitSignal(melon_session.loss_changed):
        melon_session.undo_stack.undo()
    assert list(view.risk_heights()) == ["是", "否"]
    assert view.highlighted_action() == "否"


def test_empty_until_a_model_is_trained(qtbot, session):
    widget = PosteriorView(session)
    qtbot.addWidget(widget)
    assert widget.posterior_heights() == {} and widget.risk_heights() == {}
    assert widget.highlighted_action() is None
    assert widget.decision_text().startswith("No decision yet")
    load_and_train(qtbot, session, load_sample("iris"))
    assert_bars_match_record(widget, session.record)
    assert len(widget.posterior_heights()) == 3  # the bars follow the number of classes


def test_a_hidden_view_draws_when_shown_and_a_shown_one_in_a_later_turn(qtbot, melon_session):
    """The bars of a new record are drawn after the slot that changed it (not in the slot that installs a new model,
    beside everything else it does), and not at all while the view is hidden: as it is shown."""
    from bayesgui.qt.common.loop.gui_turns import gui_turns

    view = PosteriorView(melon_session)
    qtbot.addWidget(view)
    drawn = []
    show = view._posterior.show
    view._posterior.show = lambda *args: (drawn.append(args[0]), show(*args))
    melon_session.set_query_row(5)  # hidden
    qtbot.waitUntil(lambda: not gui_turns().pending)
    assert drawn == [] and view.drawing
    view.show()
    assert len(drawn) == 1 and not view.drawing  # (before its first paint)
    melon_session.set_query_row(6)  # shown: drawn in a later turn
    assert len(drawn) == 1 and view.drawing
    qtbot.waitUntil(lambda: not view.drawing)
    assert len(drawn) == 2
    assert view.posterior_heights() == pytest.approx(melon_session.record.posterior)
