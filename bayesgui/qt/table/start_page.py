"""The page shown while no table is loaded: the sample datasets, the recent files and an Open button."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from bayesgui.data import SAMPLES

__all__ = ["StartPage"]

_ID = Qt.ItemDataRole.UserRole


class StartPage(QWidget):
    """A welcome page with the bundled samples and the recent files.

    Parameters
    ----------
    parent : QWidget, optional
    language : str, optional
        A locale name such as ``"zh_CN"`` or ``"en"``: Chinese sample titles for ``"zh…"``. By default
        the current ``QLocale()`` decides (re-read on ``QEvent.LanguageChange``).

    Signals
    -------
    sample_chosen(str)
        A sample id (the list's item activated by double-click or Enter, or "Open sample" clicked).
    file_chosen(str)
        A recent file's path (its item activated).
    open_requested()
        "Open a file…" clicked.
    """

    sample_chosen = Signal(str)
    file_chosen = Signal(str)
    open_requested = Signal()

    def __init__(self, parent: QWidget | None = None, *, language: str | None = None) -> None:
        super().__init__(parent)
        self._language = language
        self._recent: list[str] = []
        self.title = QLabel(self)
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.explanation = QLabel(self)
        self.explanation.setWordWrap(True)
        self.samples_label, self.recent_label = QLabel(self), QLabel(self)
        self.samples_list = QListWidget(self)
        self.samples_list.setWordWrap(True)
        self.samples_list.setAlternatingRowColors(True)
        self.samples_list.setSpacing(2)
        self.recent_list = QListWidget(self)
        self.recent_list.setAlternatingRowColors(True)
        self.recent_list.setSpacing(2)
        self.samples_label.setBuddy(self.samples_list)
        self.recent_label.setBuddy(self.recent_list)
        self.sample_button, self.open_button = QPushButton(self), QPushButton(self)
        grid = QGridLayout()
        grid.addWidget(self.samples_label, 0, 0)
        grid.addWidget(self.recent_label, 0, 1)
        grid.addWidget(self.samples_list, 1, 0)
        grid.addWidget(self.recent_list, 1, 1)
        grid.addWidget(self.sample_button, 2, 0, Qt.AlignmentFlag.AlignLeft)
        grid.addWidget(self.open_button, 2, 1, Qt.AlignmentFlag.AlignLeft)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 24)
        layout.addWidget(self.title)
        layout.addWidget(self.explanation)
        layout.addSpacing(12)
        layout.addLayout(grid, 1)
        self.setTabOrder(self.samples_list, self.sample_button)
        self.setTabOrder(self.sample_button, self.recent_list)
        self.setTabOrder(self.recent_list, self.open_button)
        self.setFocusProxy(self.samples_list)
        self.samples_list.itemActivated.connect(self._on_sample_activated)
        self.samples_list.currentRowChanged.connect(self._update_buttons)
        self.recent_list.itemActivated.connect(self._on_recent_activated)
        self.sample_button.clicked.connect(self._on_sample_button)
        self.open_button.clicked.connect(self.open_requested)
        self.retranslate()

    # ------------------------------------------------------------------ public
    def is_chinese(self) -> bool:
        """True if sample titles are shown in Chinese."""
        name = self._language if self._language is not None else QLocale().name()
        return name.lower().startswith("zh")

    def set_language(self, language: str | None) -> None:
        """Show samples in ``language`` (None: follow ``QLocale()``)."""
        self._language = language
        self.retranslate()

    def set_recent_files(self, paths: Iterable[str | Path]) -> None:
        """List these files (most recent first) as recent files."""
        self._recent = [str(path) for path in paths]
        self._fill_recent()

    def recent_files(self) -> list[str]:
        return list(self._recent)

    def current_sample(self) -> str | None:
        """The id of the selected sample, or None."""
        item = self.samples_list.currentItem()
        return item.data(_ID) if item is not None else None

    def retranslate(self) -> None:
        """Set every text again (after the language changed)."""
        self.title.setText(self.tr("Welcome to BayesGUI"))
        self.explanation.setText(
            self.tr("Train a naive Bayes classifier on a table and follow every step from the prior to the decision.")
        )
        self.samples_label.setText(self.tr("&Sample datasets"))
        self.recent_label.setText(self.tr("&Recent files"))
        self.samples_list.setToolTip(self.tr("Double-click a sample or press Enter to open it"))
        self.recent_list.setToolTip(self.tr("Double-click a file or press Enter to open it again"))
        self.sample_button.setText(self.tr("Open sa&mple"))
        self.sample_button.setToolTip(self.tr("Open the selected sample dataset"))
        self.open_button.setText(self.tr("&Open a file…"))
        self.open_button.setToolTip(self.tr("Open a CSV, text or Excel file"))
        self._fill_samples()
        self._fill_recent()

    # ------------------------------------------------------------------ filling the lists
    def _fill_samples(self) -> None:
        row = max(self.samples_list.currentRow(), 0)
        chinese = self.is_chinese()
        self.samples_list.clear()
        for info in SAMPLES:
            title, use = (info.title_zh, info.use_zh) if chinese else (info.title, info.use)
            item = QListWidgetItem(f"{title}\n{use}", self.samples_list)
            item.setData(_ID, info.id)
            item.setToolTip(f"{title}\n{use}")
        self.samples_list.setCurrentRow(min(row, self.samples_list.count() - 1))
        self._update_buttons()

    def _fill_recent(self) -> None:
        self.recent_list.clear()
        for path in self._recent:
            file = Path(path)
            item = QListWidgetItem(f"{file.name}\n{file.parent}", self.recent_list)
            item.setData(_ID, path)
            if file.exists():
                item.setToolTip(path)
            else:
                item.setForeground(self.palette().placeholderText())
                item.setToolTip(self.tr("{0} (not found)").format(path))
        if not self._recent:
            item = QListWidgetItem(self.tr("No recent files yet"), self.recent_list)
            item.setFlags(Qt.ItemFlag.NoItemFlags)
        else:
            self.recent_list.setCurrentRow(0)

    # ------------------------------------------------------------------ reactions
    def _update_buttons(self) -> None:
        self.sample_button.setEnabled(self.current_sample() is not None)

    def _on_sample_activated(self, item: QListWidgetItem) -> None:
        self.sample_chosen.emit(item.data(_ID))

    def _on_sample_button(self) -> None:
        sample = self.current_sample()
        if sample is not None:
            self.sample_chosen.emit(sample)

    def _on_recent_activated(self, item: QListWidgetItem) -> None:
        path = item.data(_ID)
        if path:
            self.file_chosen.emit(path)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
