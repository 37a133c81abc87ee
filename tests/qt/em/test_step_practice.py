"""Practice mode on the EM lab's step panel (Zhou §9.4.3, watermelon 4.0 from the book's start), in Chinese: at an E
step each γ_jk of the chosen samples is a box, at an M step each new α_k, μ_k and Σ_k entry; the answers are the
core's numbers for the step, and while practising they are not shown elsewhere (the parameter table at an M step)."""

import numpy as np
import pandas as pd
from PySide6.QtCore import Qt

from bayesgui.data import Dataset, load_sample
from tests.qt.em.lab.test_lab import open_lab, step


def answer(qtbot, row, typed):
    row.box.clear()
    qtbot.keyClicks(row.box, typed)
    qtbot.keyClick(row.box, Qt.Key.Key_Return)


def test_the_e_step_in_practice_mode(qtbot, session, chinese):
    lab = open_lab(qtbot, session, load_sample("watermelon4"))
    try:
        panel = lab.step_panel
        panel.practice_box.click()  # (in the side panel, scrolled: where it lies on screen varies)
        assert panel.practicing and panel.practice_box.text() == "练习：自己填写数值"
        step(qtbot, lab, lab.controls.step_e_button, "E", 1)
        gamma = lab.player.current().resp
        rows = panel.sheet.rows
        assert [r.label.text() for r in rows[:3]] == ["γ_1,1", "γ_1,2", "γ_1,3"]
        assert len(rows) == 3 * len(lab.chosen_rows)  # x_1, x_6, x_22, x_27: the table's samples
        assert [r.question.answer for r in rows[:3]] == gamma[0].tolist()  # Zhou: 0.219, 0.404, 0.377
        assert not panel.table.isVisible() and "γ_1,1 = " not in panel.formula_text()
        answer(qtbot, rows[0], "0,2188")  # γ_1,1 to the 4 digits the panel prints, with a decimal comma
        assert rows[0].mark.text() == "✓ 对" and "✓ 对" in rows[0].message.text()
        answer(qtbot, rows[1], "0.5")
        assert rows[1].mark.text() == "✗ 不对"
        qtbot.mouseClick(rows[2].hint_button, Qt.MouseButton.LeftButton)
        assert "提示：γ_1,3 = 0.3333·N((0.697, 0.46); " in rows[2].message.text()
        qtbot.mouseClick(rows[2].show_button, Qt.MouseButton.LeftButton)
        assert rows[2].box.text() == "0.3769"
        assert panel.sheet.score_label.text() == "得分：对 1，不对 1，已看答案 1，待做 9（共 12）"
        step(qtbot, lab, lab.controls.step_m_button, "M", 1)
        rows = panel.sheet.rows
        assert [r.label.text() for r in rows[:3]] == ["α_1′", "μ_1′[1]", "μ_1′[2]"]
        assert rows[0].question.answer == lab.player.current().params.weights[0]
        assert not lab.param_table.isVisible()  # it would show the new α, μ, Σ
        answer(qtbot, rows[0], "0.361")  # Zhou's α_1′
        assert rows[0].mark.text() == "✓ 对"
        panel.practice_box.click()  # (in the side panel, scrolled: where it lies on screen varies)
        assert lab.param_table.isVisible() and "α_1′ = Σ_j γ_j1 / m" in panel.formula_text()
    finally:
        lab.shutdown()


def test_a_1d_m_step_asks_for_the_new_variance(qtbot, session):
    rng = np.random.default_rng(1)
    frame = pd.DataFrame({"x": np.r_[rng.normal(0, 1, 60), rng.normal(5, 0.5, 40)]})
    lab = open_lab(qtbot, session, Dataset.from_frame(frame, target=None))
    try:
        panel = lab.step_panel
        assert not panel.table.isVisible()  # 1-D: the formulas are written under the plot
        panel.practice_box.setChecked(True)
        step(qtbot, lab, lab.controls.step_m_button, "M", 1)
        assert lab.plot_1d.formula_text() != "" and not lab.plot_1d._formulas.isVisible()  # it holds the answers
        rows = {r.label.text(): r for r in panel.sheet.rows}
        assert list(rows) == ["α_1′", "μ_1′", "σ_1′²", "α_2′", "μ_2′", "σ_2′²"]
        variance = lab.player.current().params.covariances[0, 0, 0]
        answer(qtbot, rows["σ_1′²"], f"{variance:.4g}")
        assert rows["σ_1′²"].mark.text() == "✓ right"
    finally:
        lab.shutdown()
