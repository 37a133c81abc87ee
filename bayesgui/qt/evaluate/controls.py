"""The Evaluate tab's control bar: the resampling, the seed, and the buttons that start or stop a run."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from bayesgui.core.evaluation import Resampling
from bayesgui.qt.common.progress_bar import ProgressBar

_FIXED_SCHEMES = 4  # the resamplings; split columns follow


class EvaluateControls(QWidget):
    """Emits ``run_requested(kind)`` with kind "evaluate", "compare", "learning" or "smoothing", and ``cancel``."""

    run_requested = Signal(str)
    cancel_requested = Signal()
    export_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scheme = QComboBox()
        for text, data in (
            (self.tr("10-fold cross-validation"), ("kfold", 10)),
            (self.tr("5-fold cross-validation"), ("kfold", 5)),
            (self.tr("Leave-one-out"), ("loo", 0)),
            (self.tr("Hold out 30%"), ("holdout", 0)),
        ):
            self.scheme.addItem(text, data)
        self.seed = QSpinBox(minimum=0, maximum=1_000_000)
        self.seed.setToolTip(self.tr("Seed of the random folds: the same seed gives the same folds."))
        self.run_button = QPushButton(self.tr("Evaluate"))
        self.compare_button = QPushButton(self.tr("Compare models"))
        self.learning_button = QPushButton(self.tr("Learning curve"))
        self.smoothing_button = QPushButton(self.tr("Smoothing explorer"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.export_button = QPushButton(self.tr("Export…"))
        self.progress = ProgressBar()
        self.progress.setMaximumWidth(160)
        self.cancel_button.setEnabled(False)
        first, second = QHBoxLayout(), QHBoxLayout()  # two rows: the tab fits 1280 pixels in either language
        first.addWidget(self.scheme)
        seed_label = QLabel(self.tr("Seed"))
        seed_label.setBuddy(self.seed)  # the label names the box for a screen reader
        first.addWidget(seed_label)
        first.addWidget(self.seed)
        first.addWidget(self.cancel_button)
        first.addWidget(self.progress)
        first.addStretch(1)
        first.addWidget(self.export_button)
        for button, kind in (
            (self.run_button, "evaluate"),
            (self.compare_button, "compare"),
            (self.learning_button, "learning"),
            (self.smoothing_button, "smoothing"),
        ):
            second.addWidget(button)
            button.clicked.connect(lambda _=False, k=kind: self.run_requested.emit(k))
        second.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(first)
        layout.addLayout(second)
        self.cancel_button.clicked.connect(self.cancel_requested)
        self.export_button.clicked.connect(self.export_requested)
        self._buttons = {"learning": self.learning_button, "smoothing": self.smoothing_button}
        self._tips = {kind: button.toolTip() for kind, button in self._buttons.items()}
        self._refused: dict[str, str] = {}
        self._busy = False

    def set_offered(self, kind: str, reason: str | None) -> None:
        """Offer the ``kind`` button ("learning", "smoothing"), or grey it out with ``reason`` as its tooltip."""
        button = self._buttons[kind]
        if reason is None:
            self._refused.pop(kind, None)
            button.setToolTip(self._tips[kind])
        else:
            self._refused[kind] = reason
            button.setToolTip(reason)
        button.setEnabled(not self._busy and reason is None)

    def set_split_columns(self, columns: list[str]) -> None:
        """Offer "Split by column C" for each column that marks test rows (``tasks.evaluate.split_columns``)."""
        while self.scheme.count() > _FIXED_SCHEMES:
            self.scheme.removeItem(self.scheme.count() - 1)
        for column in columns:
            self.scheme.addItem(self.tr("Test rows: where {0} says test").format(column), ("split", column))

    def split_column(self) -> str | None:
        """The column chosen to split the rows, or None for a resampling."""
        kind, value = self.scheme.currentData()
        return value if kind == "split" else None

    def resampling(self) -> Resampling:
        kind, k = self.scheme.currentData()
        seed = self.seed.value()
        if kind == "split":
            return Resampling("split", seed=seed)
        return Resampling(kind, k=k, seed=seed) if kind == "kfold" else Resampling(kind, seed=seed)

    def set_busy(self, busy: bool) -> None:
        self._busy = busy
        for button in (self.run_button, self.compare_button):
            button.setEnabled(not busy)
        for kind, button in self._buttons.items():
            button.setEnabled(not busy and kind not in self._refused)
        self.cancel_button.setEnabled(busy)
        if not busy:
            self.progress.reset()
