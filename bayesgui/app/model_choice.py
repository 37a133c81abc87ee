"""The model, one click away on every tab: a combo on the main toolbar holding the Model panel's own choices."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QToolBar

from bayesgui.qt.common.flow_layout import compact


class _ModelChoice(QComboBox):
    """The toolbar's combo: it shows the Model panel's choice (``follow``, a method: connected to the session,
    which outlives a window, it is disconnected when the combo goes with its window)."""

    def __init__(self, panel: QComboBox) -> None:
        super().__init__()
        self._panel = panel

    def follow(self) -> None:
        self.blockSignals(True)
        self.setCurrentIndex(self._panel.currentIndex())
        self.blockSignals(False)


def add_model_choice(window) -> QComboBox:
    """Put the model combo on ``window``'s main toolbar; choosing there is choosing in the Model panel (which
    writes the settings and retrains), and it follows every change of the settings."""
    panel = window.model_panel.model_combo
    combo = _ModelChoice(panel)
    compact(combo, 18)
    combo.setModel(panel.model())  # the same names and tooltips
    combo.setToolTip(panel.toolTip())
    combo.setAccessibleName(QCoreApplication.translate("MainWindow", "Model"))
    combo.setCurrentIndex(panel.currentIndex())
    combo.activated.connect(panel.setCurrentIndex)
    window.session.settings_changed.connect(combo.follow)
    window.session.model_changed.connect(combo.follow)
    toolbar = window.findChild(QToolBar, "main_toolbar")
    toolbar.addSeparator()
    toolbar.addWidget(combo)
    return combo
