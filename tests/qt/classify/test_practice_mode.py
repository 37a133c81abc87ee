"""Practice mode on "show your work", in Chinese, on watermelon 3.0: the numbers become boxes the student fills in.

A right answer in any equal form (16/34 for 8/17, a decimal comma) is marked right, a wrong one not right, a
non-number is refused with a message and leaves the score alone; "Hint" writes the formula with its numbers,
"Show" reveals the answer the page prints; the score line counts them. Every box expects the page's number.
"""

import pytest
from PySide6.QtCore import Qt

from bayesgui.qt.classify.work_panel import WorkPanel
from bayesgui.report.worked.formulas import fmt


@pytest.fixture
def panel(qtbot, chinese, melon_session):
    widget = WorkPanel(melon_session)
    qtbot.addWidget(widget)
    widget.resize(1000, 600)
    widget.show()
    qtbot.mouseClick(widget.practice_button, Qt.MouseButton.LeftButton)
    assert widget.practice_button.text() == "练习(&P)" and widget.pages.currentWidget() is widget.sheet
    return widget


def row_of(panel, text):
    return next(r for r in panel.sheet.rows if r.label.text() == text)


def answer(qtbot, row, typed):
    """Type ``typed`` into the row's box and press Enter (Chinese text arrives whole, as an input method commits
    it: QTest types ASCII keys only)."""
    row.box.clear()
    if typed.isascii():
        qtbot.keyClicks(row.box, typed)
    else:
        row.box.insert(typed)
    qtbot.keyClick(row.box, Qt.Key.Key_Return)


def test_typed_answers_are_marked_right_or_not_right(qtbot, panel):
    sheet = panel.sheet
    assert sheet.score_label.text() == "得分：对 0，不对 0，已看答案 0，待做 26（共 26）"
    prior = row_of(panel, "P(好瓜=是)")
    answer(qtbot, prior, "16/34")  # 8/17 in another form
    assert prior.mark.text() == "✓ 对" and prior.box.accessibleDescription() == "✓ 对"
    colour = row_of(panel, "P(色泽=青绿 | 好瓜=是)")
    assert colour.box.hasFocus()  # a right answer moves on to the next box
    answer(qtbot, colour, "0,364")  # 4/11 with a decimal comma, to the printed digits
    assert colour.mark.text() == "✓ 对"
    root = row_of(panel, "P(根蒂=蜷缩 | 好瓜=是)")
    answer(qtbot, root, "5/8")  # the frequency without smoothing: not this panel's (5 + 1) / (8 + 3)
    assert root.mark.text() == "✗ 不对" and "再试一次" in root.message.text() and root.message.isVisible()
    assert sheet.score() == {"right": 2, "wrong": 1, "revealed": 0, "total": 26}
    answer(qtbot, root, "abc")  # not a number: refused with the reason, and not counted
    assert root.mark.text() == "" and "“abc”不是数" in root.message.text()
    assert sheet.score()["wrong"] == 0
    answer(qtbot, root, "6/11")
    assert root.mark.text() == "✓ 对"
    decision = row_of(panel, "决策（风险最小）")
    answer(qtbot, decision, "否")
    assert decision.mark.text() == "✗ 不对"
    answer(qtbot, decision, " 是 ")
    assert decision.mark.text() == "✓ 对"
    assert sheet.score_label.text() == "得分：对 4，不对 0，已看答案 0，待做 22（共 26）"


def test_hint_and_show(qtbot, panel, melon_session):
    sheet, record = panel.sheet, melon_session.record
    joint = next(r for r in sheet.rows if r.question.kind == "joint")
    qtbot.mouseClick(joint.hint_button, Qt.MouseButton.LeftButton)
    assert joint.message.isVisible()
    assert "提示：" in joint.message.text() and "0.471 × 0.364 × 0.545" in joint.message.text()
    posterior = next(r for r in sheet.rows if r.question.kind == "posterior")
    qtbot.mouseClick(posterior.show_button, Qt.MouseButton.LeftButton)
    assert posterior.box.text() == fmt(record.work[0].posterior) == "0.998"  # as the page prints it
    assert posterior.box.isReadOnly() and not posterior.show_button.isEnabled()
    assert posterior.mark.text() == "◎ 已看答案"
    answer(qtbot, posterior, "0.5")  # a revealed box is not checked again
    assert posterior.mark.text() == "◎ 已看答案"
    assert sheet.score_label.text() == "得分：对 0，不对 0，已看答案 1，待做 25（共 26）"
    qtbot.mouseClick(sheet.again_button, Qt.MouseButton.LeftButton)
    assert sheet.score() == {"right": 0, "wrong": 0, "revealed": 0, "total": 26}
    assert posterior.box.text() == "" and not posterior.box.isReadOnly()


def test_every_box_expects_the_pages_number_and_follows_the_record(qtbot, panel, melon_session):
    record = melon_session.record
    texts = {r.label.text(): r for r in panel.sheet.rows}
    for work in record.work:
        assert texts[f"P({work.name}|x)"].question.answer == work.posterior
        for factor in work.factors:
            shown = [r for r in panel.sheet.rows if r.question.place.get("feature") == factor.feature
                     and r.question.place.get("class") == work.name]
            assert float(shown[0].question.answer) == pytest.approx(factor.value, rel=1e-12)
    answer(qtbot, panel.sheet.rows[0], "8/17")
    melon_session.set_loss(melon_session.loss.with_cell(0, 1, 1000))  # another record: new questions
    qtbot.waitUntil(lambda: panel.sheet.score()["right"] == 0)
    risk = next(r for r in panel.sheet.rows if r.label.text() == "R(是|x)")
    assert risk.question.answer == pytest.approx(melon_session.record.risks[0].value)
    qtbot.mouseClick(panel.practice_button, Qt.MouseButton.LeftButton)
    assert panel.pages.currentWidget() is panel.browser and "R(是|x)" in panel.plain_text()
