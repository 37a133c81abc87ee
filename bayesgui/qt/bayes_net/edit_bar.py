"""The controls above the network: a Structure menu (open, save, Zhou's fig. 7.2, lay the graph out again), add /
remove / reverse an edge between two chosen nodes; and how the tables are counted (maximum likelihood, Laplace or
Lidstone λ), shown beside the node's table."""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Signal
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QMenu, QPushButton, QWidget

from bayesgui.qt.common.flow_layout import FlowLayout, compact, labelled

ESTIMATES = ("ml", "laplace", "lidstone")


class EditBar(QWidget):
    """See the module docstring. ``alpha_changed(λ)`` when the estimate changes; the actions and buttons are
    public. The estimate's controls (``tables_box``) are placed by the tab, beside the node's table."""

    alpha_changed = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.structure_button = QPushButton(self.tr("&Structure"), self)
        menu = QMenu(self.structure_button)
        self.open_action = menu.addAction(self.tr("&Open structure…"))
        self.open_action.setToolTip(self.tr('Open a JSON structure {"nodes": [...], "edges": [[parent, child], '
                                            "...]} (with its tables, it is shown as it is)"))  # fmt: skip
        self.save_action = menu.addAction(self.tr("Sa&ve structure…"))
        self.save_action.setToolTip(self.tr("Save the structure and its tables as JSON"))
        self.example_action = menu.addAction(self.tr("Zhou's fig. 7.&2 with its tables"))
        menu.addSeparator()
        self.layout_action = menu.addAction(self.tr("&Lay out again"))
        self.layout_action.setToolTip(self.tr("Place the nodes in layers again, every parent above its children"))
        menu.setToolTipsVisible(True)
        self.structure_button.setMenu(menu)
        self.structure_button.setToolTip(self.tr("Open, save or lay out the structure"))
        self.from_combo = compact(QComboBox(self), 6)
        self.to_combo = compact(QComboBox(self), 6)
        self.add_button = QPushButton(self.tr("&Add edge"), self)
        self.remove_button = QPushButton(self.tr("Re&move"), self)
        self.reverse_button = QPushButton(self.tr("Reve&rse"), self)
        self.add_button.setToolTip(self.tr("Add the edge from → to (refused if it closes a cycle); Ctrl+Z undoes"))
        self.remove_button.setToolTip(self.tr("Remove the edge from → to"))
        self.reverse_button.setToolTip(self.tr("Reverse the edge from → to (refused if it closes a cycle)"))
        self.estimate_combo = compact(QComboBox(), 10)  # (beside the node's table, which may be narrow)
        self.estimate_combo.addItem(self.tr("Maximum likelihood"), "ml")
        self.estimate_combo.addItem(self.tr("Laplace (λ = 1)"), "laplace")
        self.estimate_combo.addItem(self.tr("Lidstone λ"), "lidstone")
        self.lambda_spin = QDoubleSpinBox(minimum=0.01, maximum=100.0, value=0.5, singleStep=0.1, decimals=2)
        self.lambda_spin.setAccessibleName(self.tr("Lidstone λ"))
        self.tables_box = labelled(
            self.tr("Ta&bles:"),
            self.estimate_combo,
            self.tr("How the tables are counted (eq. 7.32): (N_jk + λ) / (N_j + r·λ)"),
        )
        self.tables_box.layout().addWidget(self.lambda_spin)
        self.tables_box.layout().addStretch(1)
        row = FlowLayout(self)
        row.setContentsMargins(4, 4, 4, 0)
        row.addWidget(self.structure_button)
        row.addWidget(labelled(self.tr("&From:"), self.from_combo, self.tr("The edge's parent")))
        row.addWidget(labelled(self.tr("&To:"), self.to_combo, self.tr("The edge's child")))
        for button in (self.add_button, self.remove_button, self.reverse_button):
            row.addWidget(button)
        self.estimate_combo.currentIndexChanged.connect(self._on_estimate)
        self.lambda_spin.valueChanged.connect(self._on_estimate)
        self.set_alpha(1.0)

    def alpha(self) -> float:
        kind = self.estimate_combo.currentData()
        return 0.0 if kind == "ml" else 1.0 if kind == "laplace" else self.lambda_spin.value()

    def set_alpha(self, alpha: float) -> None:
        """Show λ = ``alpha`` (0: maximum likelihood, 1: Laplace, else Lidstone) without sending it."""
        with QSignalBlocker(self.estimate_combo), QSignalBlocker(self.lambda_spin):
            kind = "ml" if alpha == 0 else "laplace" if alpha == 1 else "lidstone"
            self.estimate_combo.setCurrentIndex(ESTIMATES.index(kind))
            if kind == "lidstone":
                self.lambda_spin.setValue(alpha)
        self.lambda_spin.setEnabled(self.estimate_combo.currentData() == "lidstone")

    def _on_estimate(self) -> None:
        self.lambda_spin.setEnabled(self.estimate_combo.currentData() == "lidstone")
        self.alpha_changed.emit(self.alpha())

    def set_nodes(self, nodes) -> None:
        """The nodes the edge combos offer (their choices kept where the nodes are kept)."""
        for combo in (self.from_combo, self.to_combo):
            current = combo.currentText()
            with QSignalBlocker(combo):
                combo.clear()
                combo.addItems(list(nodes))
                if current in nodes:
                    combo.setCurrentText(current)
        if self.to_combo.count() > 1 and self.to_combo.currentIndex() == self.from_combo.currentIndex():
            self.to_combo.setCurrentIndex(1 if self.from_combo.currentIndex() == 0 else 0)

    def choose_edge(self, parent: str, child: str) -> None:
        self.from_combo.setCurrentText(parent)
        self.to_combo.setCurrentText(child)

    def set_editing(self, on: bool) -> None:
        for widget in (self.add_button, self.remove_button, self.reverse_button, self.from_combo, self.to_combo,
                       self.estimate_combo):  # fmt: skip
            widget.setEnabled(on)
        self.lambda_spin.setEnabled(on and self.estimate_combo.currentData() == "lidstone")
