"""Practice mode: a worked computation's numbers as input boxes the student fills in, each checked on Enter.

A :class:`PracticeSheet` draws a list of :class:`bayesgui.core.exercises.question.Question` (built by the report
layer from the very object the page shows: ``report.practice`` for show your work, ``report.em.practice`` for an
EM step) under their group headings. Each row is the number's name, a box, its mark, "Hint" and "Show":

* Enter checks the box with ``Question.check`` (fractions exact, decimals to the printed digits, a decimal comma
  and full-width digits read): the mark says "✓ right" or "✗ not right" in colour, icon and words, and the box
  tells a screen reader the same (its accessible description);
* "Hint" writes the formula with its inputs filled in under the row; "Show" writes the answer in the box, which
  then counts as revealed;
* the score line counts the boxes right, not right and revealed;
* a long computation (a model of many classes or columns) is drawn :data:`PAGE` numbers at a time, with buttons to
  the previous and next numbers: what was typed and marked on one page is kept when the student turns to another
  (one page of boxes is ~35 ms of Qt layout; three hundred boxes at once took a second).

Nothing is computed here: the answers, hints and checks are the questions'.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from bayesgui.core.exercises.question import Question
from bayesgui.qt.common.flow_layout import replace_scrolled
from bayesgui.qt.common.text.translate import translated

RIGHT, WRONG, REVEALED, OPEN = "right", "wrong", "revealed", "open"
PAGE = 40
"""The questions drawn as boxes at once (the others one page away)."""
MAX_QUESTIONS = 2000
"""The most questions asked (a model of many classes and features asks tens of thousands: the first are asked)."""
#: text colour of each mark (Okabe & Ito's bluish green, vermillion and blue, darkened to read on white); the
#: icon and the words say it too, for a reader who cannot tell the colours apart
COLORS = {RIGHT: "#00704f", WRONG: "#b34400", REVEALED: "#005a8c"}
ICONS = {RIGHT: "✓", WRONG: "✗", REVEALED: "◎"}


@dataclass
class Answer:
    """What the student did with one question, kept while its box is on another page."""

    typed: str = ""
    state: str = OPEN
    said: str = ""
    hinted: bool = False


@dataclass
class AnswerRow:
    """One question's widgets and where it stands (``state``: open, right, wrong or revealed)."""

    question: Question
    label: QLabel
    box: QLineEdit
    mark: QLabel
    hint_button: QToolButton
    show_button: QToolButton
    message: QLabel
    state: str = OPEN
    said: str = ""  # why the last check was not right, or why it was not read
    hinted: bool = False


class PracticeSheet(QWidget):
    """Input boxes for ``questions`` (see the module docstring); ``score_changed`` after every check or reveal.

    Parameters
    ----------
    compact : bool
        For a narrow pane (the EM lab's side panel): each mark goes under its box, beside the row's message.
    header : bool
        Put the score line and "Start again" above the boxes; False: the host places ``score_label`` and
        ``again_button`` itself (show your work puts them in its row of buttons, where a short dock has room).
    parent : QWidget, optional
    """

    score_changed = Signal()

    def __init__(self, compact: bool = False, header: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._compact = compact
        self.rows: list[AnswerRow] = []  # the boxes of the page shown
        self._questions: tuple[Question, ...] = ()
        self._answers: list[Answer] = []  # one per question, on every page
        self._page = 0
        self._key: tuple = ()
        self._reveal: Callable[[Question], str] = lambda q: q.shown_answer
        self.score_label = QLabel()
        self.score_label.setWordWrap(header)  # (a wrapping label in a host's row would make a scrolling dock take
        # its preferred height for its width: the row of buttons went out of sight in a short dock)
        self.score_label.setAccessibleName(self.tr("Practice score"))
        self.again_button = QPushButton(self.tr("Start &again"))
        self.again_button.setToolTip(self.tr("Empty every box and set the score to zero"))
        self.again_button.clicked.connect(self.start_again)
        self.note_label = QLabel()
        self.note_label.setWordWrap(True)
        self.note_label.hide()
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self._new_body()
        self._install_body()
        self.previous_button, self.next_button = QToolButton(), QToolButton()
        self.previous_button.setText(self.tr("◀ Previous"))
        self.previous_button.setToolTip(self.tr("The numbers before these (what you typed there is kept)"))
        self.previous_button.clicked.connect(lambda: self.turn_to(self._page - 1))
        self.next_button.setText(self.tr("Next ▶"))
        self.next_button.setToolTip(self.tr("The numbers after these (what you typed here is kept)"))
        self.next_button.clicked.connect(lambda: self.turn_to(self._page + 1))
        self.page_label = QLabel()
        self.pages = QWidget()
        turning = QHBoxLayout(self.pages)
        turning.setContentsMargins(0, 0, 0, 0)
        turning.addWidget(self.previous_button)
        turning.addWidget(self.page_label, 1, Qt.AlignmentFlag.AlignCenter)
        turning.addWidget(self.next_button)
        self.pages.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        if header:
            top = QHBoxLayout()
            top.addWidget(self.score_label, 1)
            top.addWidget(self.again_button)
            layout.addLayout(top)
        layout.addWidget(self.note_label)
        layout.addWidget(self.pages)
        layout.addWidget(self.scroll, 1)
        self._show_score()

    # ------------------------------------------------------------------ questions
    def set_questions(
        self, questions: Sequence[Question], reveal: Callable[[Question], str] | None = None, note: str = ""
    ) -> None:
        """Show ``questions`` (``note`` instead when there are none). The same questions again (same names and
        answers) keep what was typed; other questions start afresh. ``reveal`` writes an answer for "Show"."""
        if len(questions) > MAX_QUESTIONS:
            more = self.tr("The first {0} of {1} numbers are asked here.").format(MAX_QUESTIONS, len(questions))
            note, questions = " ".join(part for part in (note, more) if part), questions[:MAX_QUESTIONS]
        self.note_label.setText(note)
        self.note_label.setVisible(bool(note))
        if reveal is not None:
            self._reveal = reveal
        key = tuple((q.id, str(q.text), str(q.group), repr(q.answer)) for q in questions)
        if key == self._key:
            return
        self._key = key
        self._questions = tuple(questions)
        self._answers = [Answer() for _ in questions]
        self._page = 0
        self._draw_page()

    def turn_to(self, page: int) -> None:
        """Show the boxes of page ``page`` (from 0), keeping what was typed on this one."""
        page = min(max(page, 0), max(self._page_count() - 1, 0))
        if page != self._page:
            self._keep_page()
            self._page = page
            self._draw_page()

    def _page_count(self) -> int:
        return -(-len(self._questions) // PAGE)

    def _keep_page(self) -> None:
        """Note what the boxes of the page shown hold, before they go."""
        for row, answer in zip(self.rows, self._answers[self._page * PAGE :], strict=False):
            answer.typed, answer.state, answer.said, answer.hinted = row.box.text(), row.state, row.said, row.hinted

    def _draw_page(self) -> None:
        first = self._page * PAGE
        shown = self._questions[first : first + PAGE]
        self._new_body()
        self.rows = []
        line, group = 0, None
        for question, answer in zip(shown, self._answers[first:], strict=False):
            heading = translated(question.group)
            if heading and heading != group:
                title = QLabel(f"<b>{escape(heading)}</b>")
                self._grid.addWidget(title, line, 0, 1, 6)
                line += 1
            group = heading
            row = self._add_row(question, line)
            self.rows.append(row)
            if answer.typed or answer.state != OPEN or answer.hinted:
                row.box.setText(answer.typed)
                row.hinted = answer.hinted
                if answer.state == REVEALED:
                    row.box.setReadOnly(True)
                    row.show_button.setEnabled(False)
                self._mark(row, answer.state, answer.said)
            line += 2
        self._grid.setRowStretch(line, 1)
        self._install_body()
        self.pages.setVisible(self._page_count() > 1)
        self.page_label.setText(
            self.tr("Numbers {0}–{1} of {2}").format(first + 1, first + len(shown), len(self._questions))
        )
        self.previous_button.setEnabled(self._page > 0)
        self.next_button.setEnabled(self._page < self._page_count() - 1)
        self._show_score()

    def _new_body(self) -> None:
        """An empty grid, not yet in the scroll area (``_install_body`` puts it there once its rows are in)."""
        self._body = QWidget()
        self._grid = QGridLayout(self._body)
        self._grid.setContentsMargins(4, 4, 4, 4)
        self._grid.setHorizontalSpacing(6)
        self._grid.setVerticalSpacing(2)
        self._grid.setColumnStretch(5, 1)

    def _install_body(self) -> None:
        """The new grid, rows and all, in the scroll area, shown at once; the one before goes later, with its rows
        (a page turned by Enter in one of its boxes returns into that box)."""
        replace_scrolled(self.scroll, self._body)

    def _add_row(self, question: Question, line: int) -> AnswerRow:
        text = translated(question.text)
        label = QLabel(text)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box = QLineEdit()
        box.setAccessibleName(text)
        box.setPlaceholderText(self.tr("answer"))
        box.setToolTip(self.tr("Type a fraction (3/8), a decimal (0.375 or 0,375) or 1.2e-5, then press Enter"))
        box.setMinimumWidth(box.fontMetrics().horizontalAdvance("0") * 9)
        label.setBuddy(box)
        mark = QLabel()
        mark.setMinimumWidth(mark.fontMetrics().horizontalAdvance("✗ " + self.tr("not right")) + 4)
        hint_button, show_button = QToolButton(), QToolButton()
        hint_button.setText(self.tr("Hint"))
        hint_button.setToolTip(self.tr("Show the formula with its numbers filled in"))
        hint_button.setAccessibleName(self.tr("Hint for {0}").format(text))
        show_button.setText(self.tr("Show"))
        show_button.setToolTip(self.tr("Show the answer (it counts as revealed)"))
        show_button.setAccessibleName(self.tr("Show the answer to {0}").format(text))
        message = QLabel()
        message.setWordWrap(True)
        message.setTextFormat(Qt.TextFormat.RichText)
        message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        message.hide()
        if self._compact:  # the mark is written at the head of the message under the row
            mark.setParent(self._body)
            mark.hide()
            for column, widget in enumerate((label, box, hint_button, show_button)):
                self._grid.addWidget(widget, line, column)
            self._grid.addWidget(message, line + 1, 0, 1, 6)
        else:
            for column, widget in enumerate((label, box, mark, hint_button, show_button)):
                self._grid.addWidget(widget, line, column)
            self._grid.addWidget(message, line + 1, 0, 1, 6)
        row = AnswerRow(question, label, box, mark, hint_button, show_button, message)
        box.returnPressed.connect(lambda: self.check(row))
        hint_button.clicked.connect(lambda: self.hint(row))
        show_button.clicked.connect(lambda: self.reveal(row))
        return row

    # ------------------------------------------------------------------ actions
    def check(self, row: AnswerRow) -> None:
        """Check ``row``'s box (Enter): mark it right or not right; a right answer moves on to the next box."""
        if row.state == REVEALED:
            return
        verdict = row.question.check(row.box.text())
        if not verdict.answered:
            self._mark(row, OPEN, "")
        elif verdict.status in (RIGHT, WRONG):
            if verdict.right:
                self._mark(row, RIGHT, "")
                self._focus_next(row)
            else:
                self._mark(row, WRONG, self.tr("Try again, or press Hint."))
        else:  # not a number (or not one of the choices): say why, and leave the score alone
            self._mark(row, OPEN, translated(verdict.message))
        self.score_changed.emit()

    def hint(self, row: AnswerRow) -> None:
        """Write the formula with its inputs under ``row``."""
        row.hinted = True
        self._write_message(row)

    def reveal(self, row: AnswerRow) -> None:
        """Write the answer into ``row``'s box, which counts as revealed from then on."""
        row.box.setText(self._reveal(row.question))
        row.box.setReadOnly(True)
        row.show_button.setEnabled(False)
        self._mark(row, REVEALED, "")
        self.score_changed.emit()

    def start_again(self) -> None:
        """Every box empty and open (on every page), every hint gone, the score zero."""
        self._answers = [Answer() for _ in self._questions]
        for row in self.rows:
            row.box.clear()
            row.box.setReadOnly(False)
            row.show_button.setEnabled(True)
            row.hinted = False
            self._mark(row, OPEN, "")
        self.score_changed.emit()

    def score(self) -> dict[str, int]:
        """How many boxes are right, not right and revealed, and how many questions there are."""
        first = self._page * PAGE
        states = [a.state for a in self._answers[:first]] + [r.state for r in self.rows]
        states += [a.state for a in self._answers[first + len(self.rows) :]]
        counts = {state: states.count(state) for state in (RIGHT, WRONG, REVEALED)}
        return {**counts, "total": len(self._questions)}

    # ------------------------------------------------------------------ drawing
    def _mark(self, row: AnswerRow, state: str, message: str) -> None:
        row.state = state
        words = {RIGHT: self.tr("right"), WRONG: self.tr("not right"), REVEALED: self.tr("revealed")}
        shown = f"{ICONS[state]} {words[state]}" if state in words else ""
        row.mark.setText(shown)
        row.mark.setStyleSheet(f"color: {COLORS[state]}; font-weight: bold;" if state in COLORS else "")
        border = f"QLineEdit {{ border: 2px solid {COLORS[state]}; }}" if state in COLORS else ""
        row.box.setStyleSheet(border)
        row.box.setAccessibleDescription(" ".join(part for part in (shown, message) if part))
        row.said = message
        self._write_message(row)
        self._show_score()

    def _write_message(self, row: AnswerRow) -> None:
        """Under the row: (compact: the mark, then) why the last answer was not taken, and the hint if asked."""
        said = escape(row.said)
        if said and row.state == WRONG:
            said = f'<span style="color: {COLORS[WRONG]}">{said}</span>'
        mark = ""
        if self._compact and row.mark.text():
            mark = f'<b style="color: {COLORS[row.state]}">{escape(row.mark.text())}</b>'
        lines = [" ".join(part for part in (mark, said) if part)]
        if row.hinted:
            lines.append(escape(self.tr("Hint: {0}").format(row.question.hint)))
        text = "<br>".join(line for line in lines if line)
        row.message.setText(text)
        row.message.setVisible(bool(text))

    def _focus_next(self, row: AnswerRow) -> None:
        after = self.rows[self.rows.index(row) + 1 :]
        following = next((r for r in after if r.state in (OPEN, WRONG)), None)
        if following is None and self._page < self._page_count() - 1:  # on to the next page's first box
            self.turn_to(self._page + 1)
            following = next((r for r in self.rows if r.state in (OPEN, WRONG)), None)
        if following is not None:
            following.box.setFocus()
            self.scroll.ensureWidgetVisible(following.box)

    def _show_score(self) -> None:
        s = self.score()
        left = s["total"] - s[RIGHT] - s[WRONG] - s[REVEALED]
        text = self.tr("Score: {0} right, {1} not right, {2} revealed, {3} to do (of {4})")
        self.score_label.setText(text.format(s[RIGHT], s[WRONG], s[REVEALED], left, s["total"]))
