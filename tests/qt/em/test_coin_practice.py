"""Practice mode in the incomplete-data lab on Li Hang's three coins (Example 9.1, π = 0.4, p = 0.6, q = 0.7), in
Chinese: the E step asks μ_j of a head and of a tail (0.3636 and 0.4706), the M step the new π, p, q (0.4064,
0.5368, 0.6432); while practising the formulas and the M step's θ are hidden."""

from PySide6.QtCore import Qt

from bayesgui.data import load_sample
from tests.qt.em.test_incomplete_lab import open_lab, shown


def answer(qtbot, row, typed):
    row.box.clear()
    qtbot.keyClicks(row.box, typed)
    qtbot.keyClick(row.box, Qt.Key.Key_Return)


def test_three_coins_in_practice_mode(qtbot, session, chinese):
    lab = open_lab(qtbot, session, load_sample("three-coins"), "everything")
    practice = lab.practice
    practice.box.click()
    assert practice.box.text() == "练习：自己填写数值" and practice.sheet.isVisible()
    assert "开始时没有可练习" in practice.sheet.note_label.text()
    qtbot.mouseClick(lab.step_button, Qt.MouseButton.LeftButton)  # E step
    rows = practice.sheet.rows
    assert [r.label.text() for r in rows] == ["μ_1", "μ_3"]  # y_1 = 1 (a head), y_3 = 0 (a tail)
    assert len(lab._bars.opts["height"]) == 0  # the bars of P(class 1 | row) are the μ_j asked
    assert rows[0].question.answer == lab.frames[lab.index].posteriors[0, 0]
    answer(qtbot, rows[0], "0,3636")  # Li Hang: 0.24 / 0.66
    assert rows[0].mark.text() == "✓ 对"
    answer(qtbot, rows[1], "0.3636")
    assert rows[1].mark.text() == "✗ 不对"
    qtbot.mouseClick(rows[1].hint_button, Qt.MouseButton.LeftButton)
    assert "y_j = 0：μ_j = 0.4000 × 0.4000 / (0.4000 × 0.4000 + 0.6000 × 0.3000) = ?" in rows[1].message.text()
    answer(qtbot, rows[1], "0.4706")  # 0.16 / 0.34
    assert rows[1].mark.text() == "✓ 对"
    qtbot.mouseClick(lab.step_button, Qt.MouseButton.LeftButton)  # M step
    rows = {r.label.text(): r for r in practice.sheet.rows}
    assert list(rows) == ["π", "p", "q"]
    assert not lab.param_table.isVisible() and not lab.formula_label.isVisible()  # they hold the answers
    assert len(lab._bars.opts["height"]) == len(lab.frames[lab.index].posteriors)  # the E step's μ_j: inputs now
    answer(qtbot, rows["π"], "0.4064")
    answer(qtbot, rows["p"], "0,5368")
    answer(qtbot, rows["q"], "0.64")
    assert [rows[n].mark.text() for n in "πpq"] == ["✓ 对", "✓ 对", "✗ 不对"]
    assert "= 3.8182 / 5.9358 = ?" in rows["q"].question.hint
    practice.box.click()
    assert lab.param_table.isVisible() and shown(lab)["q"] == "0.6432" and lab.formula_label.isVisible()
