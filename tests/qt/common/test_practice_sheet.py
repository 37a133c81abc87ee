"""The practice sheet on its own: the same questions again keep what was typed, other questions start afresh, a
compact sheet writes the mark under the box, a long computation is drawn a page of boxes at a time (what was typed on
one page kept on the others), and a model of tens of thousands of numbers asks the first MAX_QUESTIONS."""

from fractions import Fraction

from PySide6.QtCore import Qt

from bayesgui.core.exercises.grading import AS_WRITTEN
from bayesgui.core.exercises.question import Question
from bayesgui.core.note import Note
from bayesgui.qt.common.practice_sheet import MAX_QUESTIONS, PAGE, PracticeSheet


def questions(n, answer=Fraction(3, 8)):
    return tuple(
        Question(f"q{i + 1}", "factor", Note(AS_WRITTEN, f"P(x_{i + 1})"), answer, 3, f"P(x_{i + 1}) = 3 / 8",
                 Note(AS_WRITTEN, "Class a"))
        for i in range(n)
    )


def test_the_same_questions_keep_what_was_typed_and_others_start_afresh(qtbot):
    sheet = PracticeSheet()
    qtbot.addWidget(sheet)
    sheet.set_questions(questions(3))
    box = sheet.rows[0].box
    qtbot.keyClicks(box, "6/16")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert sheet.score() == {"right": 1, "wrong": 0, "revealed": 0, "total": 3}
    sheet.set_questions(questions(3))  # a redraw of the same record
    assert sheet.rows[0].box is box and box.text() == "6/16" and sheet.score()["right"] == 1
    sheet.set_questions(questions(3, Fraction(1, 2)))  # another sample: other answers
    assert sheet.rows[0].box.text() == "" and sheet.score()["right"] == 0


def test_a_compact_sheet_writes_the_mark_under_the_box(qtbot):
    sheet = PracticeSheet(compact=True)
    qtbot.addWidget(sheet)
    sheet.show()
    sheet.set_questions(questions(2))
    row = sheet.rows[0]
    qtbot.keyClicks(row.box, "0.5")
    qtbot.keyClick(row.box, Qt.Key.Key_Return)
    assert not row.mark.isVisible() and row.message.isVisible() and "✗ not right" in row.message.text()


def test_a_long_computation_is_asked_a_page_at_a_time_and_keeps_every_answer(qtbot):
    sheet = PracticeSheet()
    qtbot.addWidget(sheet)
    sheet.show()
    n = 2 * PAGE + 16
    sheet.set_questions(questions(n))
    assert len(sheet.rows) == PAGE and sheet.pages.isVisible()
    assert sheet.page_label.text() == f"Numbers 1–{PAGE} of {n}" and not sheet.previous_button.isEnabled()
    qtbot.keyClicks(sheet.rows[0].box, "3/8")
    qtbot.keyClick(sheet.rows[0].box, Qt.Key.Key_Return)
    qtbot.keyClicks(sheet.rows[1].box, "0.5")  # typed, not yet checked
    sheet.reveal(sheet.rows[2])
    qtbot.mouseClick(sheet.next_button, Qt.MouseButton.LeftButton)
    assert sheet.rows[0].question.id == f"q{PAGE + 1}"
    assert sheet.page_label.text() == f"Numbers {PAGE + 1}–{2 * PAGE} of {n}"
    assert sheet.score() == {"right": 1, "wrong": 0, "revealed": 1, "total": n}
    qtbot.mouseClick(sheet.next_button, Qt.MouseButton.LeftButton)
    assert len(sheet.rows) == 16 and not sheet.next_button.isEnabled()
    qtbot.mouseClick(sheet.previous_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(sheet.previous_button, Qt.MouseButton.LeftButton)
    first, second, third = sheet.rows[:3]
    assert (first.box.text(), first.state, first.mark.text()) == ("3/8", "right", "✓ right")
    assert (second.box.text(), second.state) == ("0.5", "open")
    assert third.state == "revealed" and third.box.isReadOnly() and not third.show_button.isEnabled()
    assert "1 right, 0 not right, 1 revealed" in sheet.score_label.text()


def test_a_right_answer_in_a_pages_last_box_goes_on_to_the_next_page(qtbot):
    sheet = PracticeSheet()
    qtbot.addWidget(sheet)
    sheet.show()
    sheet.set_questions(questions(PAGE + 3))
    last = sheet.rows[-1]
    last.box.setFocus()
    qtbot.keyClicks(last.box, "3/8")
    qtbot.keyClick(last.box, Qt.Key.Key_Return)  # the page it was on goes; the box's own signal returns safely
    qtbot.wait(1)
    assert sheet.rows[0].question.id == f"q{PAGE + 1}" and sheet.focusWidget() is sheet.rows[0].box
    assert sheet.score()["right"] == 1
    sheet.start_again()
    sheet.turn_to(0)
    assert sheet.rows[-1].box.text() == "" and sheet.score()["right"] == 0


def test_tens_of_thousands_of_numbers_ask_the_first(qtbot):
    sheet = PracticeSheet()
    qtbot.addWidget(sheet)
    sheet.set_questions(questions(MAX_QUESTIONS + 5))
    assert len(sheet.rows) == PAGE and sheet.score()["total"] == MAX_QUESTIONS
    assert sheet.note_label.text() == f"The first {MAX_QUESTIONS} of {MAX_QUESTIONS + 5} numbers are asked here."
