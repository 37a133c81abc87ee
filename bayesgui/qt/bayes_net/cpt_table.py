"""One node's conditional probability table, as Zhou's fig. 7.2 prints it: a row per value combination of
its parents, a column per value of the node. The numbers are the network's own (``BayesNet.cpts``); with a
table behind the network, each cell's tooltip gives the counts it came from ((N_jk + λ) / (N_j + r·λ), eq. 7.32)."""

from __future__ import annotations

import itertools

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from bayesgui.core.bayes_net.counting import family_counts
from bayesgui.core.bayes_net.network import BayesNet


def probability_text(value: float) -> str:
    """A probability as the table shows it (four significant digits)."""
    return f"{value:.4g}"


class CptTable(QWidget):
    """The CPT of the node chosen (``show_node``); ``title`` names it, ``table`` holds the cells."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setAccessibleName(self.tr("Conditional probability table"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 1)
        self.node: str | None = None
        self.show_node(None, None)

    def show_node(self, network: BayesNet | None, node: str | None, X=None, alpha: float = 0.0, expected=None) -> None:
        """Show ``node``'s table in ``network`` (None: a hint to click a node); ``X`` the coded table the
        network was counted on (for the tooltips), ``alpha`` its λ; ``expected`` each node's expected counts
        when the tables were found by EM over missing cells (the tooltips give them instead)."""
        if network is None or node is None or node not in network.nodes:
            self.node = None
            self.title.setText(self.tr("Click a node of the network to see its conditional probability table."))
            self.table.clear()
            self.table.setRowCount(0)
            self.table.setColumnCount(0)
            self.table.hide()  # (an empty table is no help; its corner button would sit there, 0 px wide)
            return
        self.node = node
        self.table.show()
        i = network.structure.index(node)
        parents = network.structure.parents(i)
        names = [network.nodes[p] for p in parents]
        cpt = network.cpts[i]
        if names:
            self.title.setText(self.tr("P({0} | {1}): one row per value combination of its parents").format(
                node, ", ".join(names)))  # fmt: skip
        else:
            self.title.setText(self.tr("P({0}): it has no parents").format(node))
        if expected is not None:
            em = self.tr("Rows with missing cells are used: the tables come from EM, each count is an expected count.")
            self.title.setText(self.title.text() + "\n" + em)
        rows = list(itertools.product(*(range(network.cards[p]) for p in parents)))
        values = network.states[i]
        # The cells are set with the sections at a fixed size, sized to their contents once after: in
        # ResizeToContents mode Qt measured the table again at every cell (a 164-state parent: 492 cells, 0.3 s;
        # two parents, seconds)
        headers = (self.table.horizontalHeader(), self.table.verticalHeader())
        for header in headers:
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.clear()
        self.table.setRowCount(len(rows))
        self.table.setColumnCount(len(values))
        self.table.setHorizontalHeaderLabels([f"{node} = {v}" for v in values])
        self.table.setVerticalHeaderLabels(
            [
                ", ".join(f"{n} = {network.states[p][j]}" for n, p, j in zip(names, parents, row, strict=True)) or "—"
                for row in rows
            ]
        )
        counts = expected[i] if expected is not None else None if X is None else family_counts(
            np.asarray(X), network.cards, i, parents)  # fmt: skip
        for r, row in enumerate(rows):
            for k, _value in enumerate(values):
                p = float(cpt[(*row, k)])
                item = QTableWidgetItem(probability_text(p))
                item.setData(Qt.ItemDataRole.UserRole, p)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if counts is not None:
                    n_jk, n_j = counts[(*row, k)], counts[row].sum()
                    tip = self.tr("({0} + λ) / ({1} + {2}·λ) with λ = {3}") if expected is None else self.tr(
                        "({0} + λ) / ({1} + {2}·λ) with λ = {3}, expected counts by EM")  # fmt: skip
                    n_text = (f"{n_jk:g}", f"{n_j:g}") if expected is None else (f"{n_jk:.4g}", f"{n_j:.4g}")
                    item.setToolTip(tip.format(*n_text, len(values), f"{alpha:g}"))
                self.table.setItem(r, k, item)
        for header in headers:
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
