"""Practice mode in the incomplete-data lab, for Li Hang's three coins: at an E step type μ_j, at an M step the new
π, p and q (``bayesgui.report.em.practice.three_coin_questions`` of the frame shown, drawn by
``qt.common.practice_sheet``). While practising, the lab hides the numbers that give the answers away (its formula
lines, and the parameter table at an M step)."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QVBoxLayout, QWidget

from bayesgui.data import DataError, Dataset
from bayesgui.qt.common.practice_sheet import PracticeSheet
from bayesgui.report.em.practice import COIN_START, three_coin_questions
from bayesgui.tasks.em.incomplete import IncompleteFrame
from bayesgui.tasks.em.latent import latent_class_matrix


def _translate(text: str) -> str:
    return QCoreApplication.translate("em", text)


class CoinPractice(QWidget):
    """The "Practice" switch (``box``) and the boxes (``sheet``) of the incomplete-data lab."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.box = QCheckBox(QCoreApplication.translate("EmStepPanel", "Practice: type the numbers"))
        self.box.setToolTip(
            QCoreApplication.translate(
                "CoinPractice",
                "Work Li Hang's three coins out yourself: at an E step type μ_j, at an M step the new π, p and q; "
                "each box is checked when you press Enter",
            )
        )
        self.sheet = PracticeSheet(compact=True)
        self.sheet.setMinimumHeight(self.fontMetrics().lineSpacing() * 12)
        self.sheet.hide()
        self.box.toggled.connect(self.sheet.setVisible)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.box)
        layout.addWidget(self.sheet)
        self._results: tuple[object, np.ndarray] | None = None  # (the dataset, its coin results), read once

    @property
    def practicing(self) -> bool:
        return self.box.isChecked()

    def show_frame(self, frame: IncompleteFrame | None, dataset: Dataset | None) -> None:
        """Ask the numbers of ``frame`` (none before a run)."""
        if not self.practicing:
            return
        if frame is None:
            self.sheet.set_questions((), note=_translate(COIN_START))
            return
        questions, note = three_coin_questions(
            frame.step, frame.parameters, frame.posteriors, self._coin_results(dataset), frame.formulas, _translate
        )
        self.sheet.set_questions(questions, note=note)

    def _coin_results(self, dataset: Dataset | None) -> np.ndarray:
        """The first column's codes (0 tails, 1 heads) of the table EM ran on, as the lab's task reads them."""
        if dataset is None:
            return np.empty(0)
        if self._results is None or self._results[0] is not dataset:
            columns = [c for c in dataset.columns if dataset.kinds[c] == "categorical"]
            try:
                codes = latent_class_matrix(dataset, columns[:1])[0][:, 0] if columns else np.empty(0)
            except DataError:
                codes = np.empty(0)
            self._results = (dataset, codes)
        return self._results[1]
