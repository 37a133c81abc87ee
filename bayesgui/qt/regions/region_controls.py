"""The decision-region view's controls: two feature combos, the models to overlay, the background model, contours.

Only signals and read-back methods: the view decides what to refit or redraw.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from bayesgui.core.models import registry
from bayesgui.qt.common.text.model import translate

KEY_ROLE = Qt.ItemDataRole.UserRole


class RegionControls(QWidget):
    """See the module docstring. ``features_changed`` and ``models_changed`` call for a refit; the rest redraw."""

    features_changed = Signal()
    models_changed = Signal()
    background_changed = Signal()
    contours_toggled = Signal(bool)
    export_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.x_combo, self.y_combo = QComboBox(), QComboBox()
        self.x_combo.setToolTip(self.tr("The feature on the horizontal axis (continuous and count columns only)"))
        self.y_combo.setToolTip(self.tr("The feature on the vertical axis (continuous and count columns only)"))
        self.features_note = QLabel()
        self.features_note.setWordWrap(True)
        self.model_list = QListWidget()
        self.model_list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.model_list.setToolTip(
            self.tr(
                "Tick the models whose decision boundaries are drawn on top of each other; each is fitted on "
                "the two chosen features only, with the model panel's settings"
            )
        )
        gallery = [spec for spec in registry.specs() if spec.regions]
        for spec in gallery:
            key = spec.key
            item = QListWidgetItem(self.model_label(key))
            item.setData(KEY_ROLE, key)
            item.setToolTip(translate(spec.description))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if spec.region_default else Qt.CheckState.Unchecked)
            self.model_list.addItem(item)
        rows = self.model_list.sizeHintForRow(0) * len(gallery) + 2 * self.model_list.frameWidth() + 4
        self.model_list.setFixedHeight(max(rows, 60))
        self.background_combo = QComboBox()
        self.background_combo.setToolTip(
            self.tr(
                "The model whose minimum-risk decisions colour the background (the reject region is grey and hatched)"
            )
        )
        self.contours_check = QCheckBox(self.tr("Class-conditional &contours"))
        self.contours_check.setChecked(True)
        self.contours_check.setToolTip(
            self.tr(
                "Contours of log p(x | class) of the background model, at its 1σ, 2σ and 3σ levels "
                "(generative models only: the SVM and logistic regression have no class densities)"
            )
        )
        self.export_button = QPushButton(self.tr("&Export…"))
        self.export_button.setToolTip(self.tr("Save the plot as a PNG image or an SVG drawing"))
        self.svm_note = QLabel(
            self.tr(
                "The linear SVM gives decisions, not probabilities: the loss matrix does not apply to it. "
                "Its region is the class of highest score; dashed lines: its margins w·x + b = ±1 "
                "(drawn for two classes only)."
            )
        )
        self.svm_note.setWordWrap(True)
        self.svm_note.setToolTip(self.tr("Minimum-risk decisions need posterior probabilities P(c | x)"))
        self.accuracy_label = QLabel()
        self.accuracy_label.setWordWrap(True)
        self.accuracy_label.setToolTip(self.tr("Fraction of the training points each model classifies right"))
        form = QFormLayout()
        form.addRow(self.tr("&x:"), self.x_combo)
        form.addRow(self.tr("&y:"), self.y_combo)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        layout.addWidget(self.features_note)
        layout.addWidget(QLabel(self.tr("Models (boundaries):")))
        layout.addWidget(self.model_list)
        background_label = QLabel(self.tr("&Background:"))
        background_label.setBuddy(self.background_combo)
        layout.addWidget(background_label)
        layout.addWidget(self.background_combo)
        layout.addWidget(self.contours_check)
        layout.addWidget(self.svm_note)
        layout.addWidget(self.accuracy_label)
        layout.addStretch(1)
        layout.addWidget(self.export_button)
        self.x_combo.currentIndexChanged.connect(lambda _i: self.features_changed.emit())
        self.y_combo.currentIndexChanged.connect(lambda _i: self.features_changed.emit())
        self.model_list.itemChanged.connect(self._on_models_changed)
        self.background_combo.currentIndexChanged.connect(lambda _i: self.background_changed.emit())
        self.contours_check.toggled.connect(self.contours_toggled)
        self.export_button.clicked.connect(self.export_requested)
        self._fill_background()

    # ------------------------------------------------------------------ names
    @staticmethod
    def model_label(key: str) -> str:
        """The model's name from the registry, in the interface's language."""
        return translate(registry.get(key).name)

    # ------------------------------------------------------------------ features
    def set_columns(self, names: list[str]) -> None:
        """Offer ``names`` on both axes, keeping the current choices when they remain (no signal)."""
        old = self.columns()
        for combo in (self.x_combo, self.y_combo):
            with QSignalBlocker(combo):
                combo.clear()
                combo.addItems(names)
        if old is not None and old[0] in names and old[1] in names:
            x, y = old
        else:
            x, y = (names[0], names[1]) if len(names) >= 2 else (None, None)
        with QSignalBlocker(self.x_combo), QSignalBlocker(self.y_combo):
            if x is not None:
                self.x_combo.setCurrentText(x)
                self.y_combo.setCurrentText(y)
        enough = len(names) >= 2
        self.x_combo.setEnabled(enough)
        self.y_combo.setEnabled(enough)
        self.features_note.setVisible(not enough)
        if not enough:
            self.features_note.setText(
                self.tr(
                    "Decision regions need two continuous or count columns; this table has {0}. "
                    "Mark numeric columns as continuous in the Columns panel."
                ).format(len(names))
            )

    def columns(self) -> tuple[str, str] | None:
        """The (x, y) feature names, or None when there are fewer than two to choose from."""
        if self.x_combo.count() < 2:
            return None
        return self.x_combo.currentText(), self.y_combo.currentText()

    def set_axes(self, x: str, y: str) -> None:
        """Choose the two features (one ``features_changed``)."""
        with QSignalBlocker(self.x_combo):
            self.x_combo.setCurrentText(x)
        self.y_combo.setCurrentText(y)
        self.features_changed.emit()

    # ------------------------------------------------------------------ models
    def checked_models(self) -> list[str]:
        items = (self.model_list.item(i) for i in range(self.model_list.count()))
        return [item.data(KEY_ROLE) for item in items if item.checkState() == Qt.CheckState.Checked]

    def set_checked_models(self, keys) -> None:
        with QSignalBlocker(self.model_list):
            for i in range(self.model_list.count()):
                item = self.model_list.item(i)
                checked = item.data(KEY_ROLE) in keys
                item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        self._on_models_changed()

    def background(self) -> str | None:
        """The model colouring the background (one of the checked ones), or None."""
        return self.background_combo.currentData()

    def set_background(self, key: str) -> None:
        index = self.background_combo.findData(key)
        if index >= 0:
            self.background_combo.setCurrentIndex(index)

    def show_accuracies(self, rows: list[tuple[str, float]]) -> None:
        """(label, training accuracy) of each fitted model."""
        lines = [self.tr("Training accuracy:")] + [f"{label}: {acc:.1%}" for label, acc in rows]
        self.accuracy_label.setText("\n".join(lines) if rows else "")

    def _on_models_changed(self, _item=None) -> None:
        self._fill_background()
        self.svm_note.setVisible(any(not registry.get(key).probabilistic for key in self.checked_models()))
        self.models_changed.emit()

    def _fill_background(self) -> None:
        current = self.background()
        with QSignalBlocker(self.background_combo):
            self.background_combo.clear()
            for key in self.checked_models():
                self.background_combo.addItem(self.model_label(key), key)
            index = self.background_combo.findData(current)
            self.background_combo.setCurrentIndex(max(index, 0))
        self.svm_note.setVisible(any(not registry.get(key).probabilistic for key in self.checked_models()))
        if self.background() != current:
            self.background_changed.emit()
