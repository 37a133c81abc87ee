"""The score of the structure shown, node by node (Zhou eqs. 7.28–7.31): each node's free parameters |B_i|,
its structure term f(θ)·|B_i|, its log-likelihood term −LL_i and its share of s(B | D), then the totals.
Every number is the core's (``StructureScore``)."""

from __future__ import annotations

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

from bayesgui.core.bayes_net.score import StructureScore


class ScoreTable(QWidget):
    """``show_score(score)`` fills the table (None: nothing to score, with ``reason``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.table = QTableWidget(0, 6, self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Node"),
                self.tr("Parents"),
                self.tr("|B_i|"),
                self.tr("f(θ)·|B_i|"),
                self.tr("−LL_i"),
                self.tr("Score"),
            ]
        )
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()
        self.table.setCornerButtonEnabled(False)
        self.table.setAccessibleName(self.tr("Score node by node"))
        tips = [
            "",
            "",
            self.tr("Free parameters of the node's table: (values − 1) × parent combinations"),
            self.tr("The structure term: f(θ) times the free parameters (eq. 7.28)"),
            self.tr("Minus the node's log-likelihood at the maximum-likelihood tables (eq. 7.29)"),
            self.tr("The node's share of the score: structure term − LL_i (smaller is better)"),
        ]
        for column, tip in enumerate(tips):
            if tip:
                self.table.horizontalHeaderItem(column).setToolTip(tip)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        self.score: StructureScore | None = None
        self.show_score(None)

    def show_score(self, score: StructureScore | None, reason: str = "", n_incomplete: int = 0) -> None:
        """``n_incomplete``: rows with a missing cell, left out of the score (the complete rows' BIC)."""
        self.score = score
        if score is None:
            self.summary.setText(reason or self.tr("Open a table with categorical columns to score a structure."))
            self.table.setRowCount(0)
            self.table.hide()
            return
        self.table.show()
        name = score.score.upper()
        factor = self.tr("½ ln m") if score.score == "bic" else "1"
        self.summary.setText(
            self.tr("{0} = f(θ)·|B| − LL(B | D) = {1} (smaller is better); f(θ) = {2} = {3}, m = {4} rows, |B| = {5}")
            .format(name, f"{score.total:.4f}", factor, f"{score.factor:.4f}", score.m, score.n_params)
            + ("\n" + self.tr("The score counts the {0} complete rows: the {1} rows with a missing cell are left "
                              "out of it (the tables use them, by EM).").format(score.m, n_incomplete)
               if n_incomplete else "")
        )  # fmt: skip
        rows = [
            (n.node, ", ".join(n.parents) or "—", n.n_params, n.penalty, -n.log_likelihood, n.score)
            for n in score.nodes
        ]
        rows.append((self.tr("Total"), "", score.n_params, score.penalty, -score.log_likelihood, score.total))
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for column, value in enumerate(row):
                text = value if isinstance(value, str) else (f"{value:d}" if isinstance(value, int) else f"{value:.4f}")
                item = QTableWidgetItem(text)
                if not isinstance(value, str):
                    item.setData(Qt.ItemDataRole.UserRole, value)
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if r == len(rows) - 1:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(r, column, item)
