"""A yellow bar above the data that says what reading the table assumed: the current dataset's warnings.

Reading a file guesses (the encoding, numbers written with thousands separators or full-width digits, a count
column coded 0, 1, 2, the worksheet of several); the data layer writes each guess as a ``Note`` in
``Dataset.warnings``. The bar shows them in the interface's language (:func:`translated`), the first one and
"Details" for the rest when there are several, every one in its tooltip. It follows the session's dataset
(open, a kind or the target changed), hides when there is nothing to say, and can be dismissed until the
warnings change. It has its own label, so the status bar's messages (training, progress) never overwrite it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from bayesgui.qt.common.text.translate import translated
from bayesgui.qt.common.text.wrapping_label import wrapping_label

__all__ = ["NoticeBar"]

_STYLE = (
    "NoticeBar { background: #fff3c4; border: 1px solid #e0c060; border-radius: 3px; }"
    " NoticeBar QLabel { color: #3d3000; }"
)


class NoticeBar(QFrame):
    """The warnings of the current table, translated; hidden when there are none.

    Attributes
    ----------
    summary : QLabel
        The first warning (with how many there are, when several).
    details : QLabel
        Every warning, one a line; shown by the "Details" button.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("noticeBar")
        self.setStyleSheet(_STYLE)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Maximum)
        self._messages: tuple[str, ...] = ()
        self._dismissed: tuple[str, ...] | None = None
        self.summary = wrapping_label()
        self.summary.setObjectName("noticeSummary")
        self.details = wrapping_label()
        self.details.setObjectName("noticeDetails")
        self.details.hide()
        self.more = QToolButton()
        self.more.setCheckable(True)
        self.more.toggled.connect(self._show_details)
        self.close_button = QToolButton()
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.dismiss)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.summary, 1)
        row.addWidget(self.more, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.setSpacing(2)
        layout.addLayout(row)
        layout.addWidget(self.details)
        self._retranslate()
        self.hide()

    # ------------------------------------------------------------------ content
    def set_messages(self, messages: Sequence[str]) -> None:
        """Show ``messages`` (Notes or text, English): translated here. None hides the bar."""
        messages = tuple(messages)
        if messages != self._messages:
            self._messages = messages
            self._dismissed = None
            self.more.setChecked(False)
        self._render()

    def messages(self) -> tuple[str, ...]:
        """What the bar says, in the interface's language (empty when it says nothing)."""
        return tuple(translated(m) for m in self._messages)

    def dismiss(self) -> None:
        """Hide the bar until the warnings change."""
        self._dismissed = self._messages
        self.hide()

    def _render(self) -> None:
        shown = self.messages()
        if not shown or self._dismissed == self._messages:
            self.hide()
            return
        if len(shown) == 1:
            self.summary.setText(shown[0])
        else:
            self.summary.setText(self.tr("%n note(s) about this table. ", "", len(shown)) + shown[0])
        self.details.setText("\n".join(f"• {text}" for text in shown[1:]))
        self.more.setVisible(len(shown) > 1)
        self.details.setVisible(len(shown) > 1 and self.more.isChecked())
        self.setToolTip("\n\n".join(shown))
        self.show()

    def _show_details(self, on: bool) -> None:
        self.details.setVisible(on and len(self._messages) > 1)

    # ------------------------------------------------------------------ language
    def _retranslate(self) -> None:
        self.more.setText(self.tr("Details"))
        self.more.setToolTip(self.tr("Show every note about how the table was read"))
        self.close_button.setToolTip(self.tr("Hide these notes until the table changes"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            if self._messages:
                self._render()
        super().changeEvent(event)
