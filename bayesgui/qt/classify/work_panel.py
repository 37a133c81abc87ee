""" "Show your work": the session's worked decision as the textbook writes it, in linear and log form.

The page is ``bayesgui.report.render_html`` of ``session.record`` and "Copy as text" copies
``bayesgui.report.render_text`` of it, both in the interface language; nothing is computed here. Numbers are
printed as the book prints them; hovering one shows it with more digits (the page's ``title``s).

"Practice" (a switch) replaces the page by input boxes for the same numbers (``bayesgui.report.worked.practice`` of the
same record, drawn by ``qt.common.practice_sheet``): the student types each one and the panel checks it.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt
from PySide6.QtGui import QGuiApplication, QTextCursor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QPushButton,
    QStackedWidget,
    QTextBrowser,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from bayesgui.core.models.spec import CONTEXT as MODELS_CONTEXT
from bayesgui.qt.common.loop.gui_turns import Redraw, gui_turns
from bayesgui.qt.common.practice_sheet import PracticeSheet
from bayesgui.qt.common.session import Session
from bayesgui.report import render_html, render_text
from bayesgui.report.worked.practice import shown_answer, worked_questions
from bayesgui.report.worked.words import CONTEXT as REPORT_CONTEXT


def translate(text: str) -> str:
    """A report string in the interface language (model names are translated in their own context)."""
    translated = QCoreApplication.translate(REPORT_CONTEXT, text)
    return translated if translated != text else QCoreApplication.translate(MODELS_CONTEXT, text)


class NumberBrowser(QTextBrowser):
    """A ``QTextBrowser`` whose tooltip over a number is that number's ``title`` (its full precision)."""

    def tip_at(self, pos: QPoint) -> str:
        """The ``title`` of the text at viewport position ``pos`` ("" when it has none)."""
        cursor = self.cursorForPosition(pos)
        tip = cursor.charFormat().toolTip()
        if not tip:  # the cursor sits before the character under the mouse: read that one
            cursor.movePosition(QTextCursor.MoveOperation.Right)
            tip = cursor.charFormat().toolTip()
        return tip

    def viewportEvent(self, event) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            tip = self.tip_at(event.pos())
            if tip:
                QToolTip.showText(event.globalPos(), tip, self.viewport())
                return True
        return super().viewportEvent(event)


class WorkPanel(QWidget):
    """A read-only page showing ``session.record`` worked out, and a "Copy as text" button.

    Parameters
    ----------
    session : Session
    """

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._html = ""
        # A new record is drawn in two later turns (``gui_turns``): its HTML (~5 ms for 20 features), then the page
        # laid out (~15 ms); while the panel is hidden (behind another dock's tab), as it is shown.
        self._redraw = Redraw(self, self._prepare, shown=self._render)
        self._prepared: str | None = None  # the HTML of the page to lay out in the next turn
        self.browser = NumberBrowser()
        self.browser.setOpenLinks(False)
        # always there: a scroll bar that comes and goes makes Qt lay the page out twice (~25 ms, not ~12 ms)
        self.browser.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.browser.setToolTip(self.tr("How the decision for the current sample was reached, step by step"))
        self.copy_button = QPushButton(self.tr("&Copy as text"))
        self.copy_button.setToolTip(self.tr("Copy the worked computation as plain text (for notes or homework)"))
        self.copy_button.clicked.connect(self.copy_to_clipboard)
        self.practice_button = QPushButton(self.tr("&Practice"))
        self.practice_button.setCheckable(True)
        self.practice_button.setToolTip(
            self.tr("Work it out yourself: every number becomes a box to fill in, checked when you press Enter")
        )
        self.practice_button.toggled.connect(self._on_practice_toggled)
        self.sheet = PracticeSheet(header=False)  # its score line and "Start again" go in the row of buttons
        self.pages = QStackedWidget()
        self.pages.addWidget(self.browser)
        self.pages.addWidget(self.sheet)
        buttons = QHBoxLayout()
        buttons.addWidget(self.practice_button)
        buttons.addWidget(self.sheet.score_label, 1)
        buttons.addWidget(self.sheet.again_button)
        buttons.addWidget(self.copy_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages, 1)
        layout.addLayout(buttons)
        session.record_changed.connect(self.refresh)
        self._on_practice_toggled(False)

    # ------------------------------------------------------------------ public
    @property
    def practicing(self) -> bool:
        """True while the practice boxes are shown instead of the page."""
        return self.practice_button.isChecked()

    def set_practicing(self, on: bool) -> None:
        self.practice_button.setChecked(on)

    def html(self) -> str:
        """The HTML last rendered (while practising, the page is not redrawn: the one from before)."""
        self._render()
        return self._html

    def plain_text(self) -> str:
        """The page as the user sees it, as plain text."""
        self._render()
        return self.browser.toPlainText()

    def worked_text(self) -> str:
        """The record as plain text in the interface language ("" when there is none): what "Copy as text" copies."""
        record = self._session.record
        return "" if record is None else render_text(record, translate)

    def copy_to_clipboard(self) -> None:
        text = self.worked_text()
        if text:
            QGuiApplication.clipboard().setText(text)

    @property
    def drawing(self) -> bool:
        """Whether the current record waits to be drawn (in a later turn, or when the panel is shown)."""
        return self._redraw.stale or self._prepared is not None

    def refresh(self) -> None:
        """Draw the current record in later turns of the event loop (see ``__init__``), not in the slot that
        changed the record."""
        self.copy_button.setEnabled(self._session.record is not None)
        self._prepared = None
        self._redraw.request()

    def _on_practice_toggled(self, on: bool) -> None:
        self.pages.setCurrentWidget(self.sheet if on else self.browser)
        self.sheet.score_label.setVisible(on)
        self.sheet.again_button.setVisible(on)
        self.copy_button.setVisible(not on)  # (it would copy the answers; and the row has room for the score)
        self._prepared = None
        self._redraw.stale = True
        self._render()
        if on and self.sheet.rows:
            self.sheet.rows[0].box.setFocus()

    def _render(self) -> None:
        """Draw the current record now, if it waits to be drawn."""
        self._redraw.flush()
        gui_turns().cancel(self._show_prepared)
        self._show_prepared()

    def _prepare(self) -> None:
        """The first turn of a redraw: in practice mode the boxes (the same numbers, so a new record asks new
        questions and the same one keeps what was typed), else the page's HTML, laid out in the next turn."""
        record = self._session.record
        if self.practicing:
            questions = () if record is None else worked_questions(record, translate)
            waiting = self.tr("Train a model and choose a sample to practise on.")
            self.sheet.set_questions(questions, shown_answer, "" if questions else waiting)
            return
        self.copy_button.setEnabled(record is not None)
        if record is None:
            waiting = self.tr("Train a model and choose a sample to see the work.")
            self._prepared = f"<p>{escape(waiting)}</p>"
        else:
            self._prepared = render_html(record, translate)
        gui_turns().later(self._show_prepared)

    def _show_prepared(self) -> None:
        """The second turn: lay the page out (keeping the scroll position)."""
        html, self._prepared = self._prepared, None
        if html is None:
            return
        self._html = html
        bar = self.browser.verticalScrollBar()
        position = bar.value()
        self.browser.setHtml(html)
        bar.setValue(position)
