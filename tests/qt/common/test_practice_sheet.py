"""The practice sheet on its own: the same questions again keep what was typed, other questions start afresh, a
compact sheet writes the mark under the box, and a model of thousands of numbers asks the first MAX_BOXES."""

from fractions import Fraction

from PySide6.QtCore import Qt

from bayesgui.core.exercises.grading import AS_WRITTEN
from bayesgui.core.exercises.question import Question
from bayesgui.core.note import Note
from bayesgui.qt.common.practice_sheet import MAX_BOXES, PracticeSheet


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


def test_thousands_of_numbers_ask_the_first(qtbot):
    sheet = PracticeSheet()
    qtbot.addWidget(sheet)
    sheet.set_questions(questions(MAX_BOXES + 5))
    assert len(sheet.rows) == MAX_BOXES
    assert sheet.note_label.text() == f"The first {MAX_BOXES} of {MAX_BOXES + 5} numbers are asked here."
