"""File ▸ Print worksheet…: an exercise drawn from the open table with the window's settings, printed to PDF.

The dialog offers the kind (naive Bayes, the least-risk decision under the window's loss matrix, LDA, QDA, one EM
step of a 1-D mixture), chosen from the window's model and loss to begin with; the smoothing is the model's λ; the
query row is the one the window classifies (or drawn with the seed); the language is the window's. The exercise
is ``core.exercises.kinds.build`` on ``report.exercises.table.table_of(dataset)``, printed with
``qt.exercises.print_sheet.print_html`` (in this process: the window has Qt; the words from the chosen language's
translations, loaded without changing the window's), with the answer key beside it as PDF and JSON (the key
``bayesgui-cli exercise --key`` writes, which ``bayesgui-cli check`` marks).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from bayesgui.core.decision import LossMatrix
from bayesgui.core.exercises.kinds import ExerciseOptions, build
from bayesgui.core.exercises.smoothing import Smoothing
from bayesgui.data import DataError
from bayesgui.paths import resource
from bayesgui.qt.common.session import Session
from bayesgui.qt.common.text.translate import CONTEXTS
from bayesgui.qt.exercises.print_sheet import print_html
from bayesgui.report.exercises.sheet import sheet_doc, sheet_html
from bayesgui.report.exercises.table import table_of

KINDS = ("nb", "risk", "lda", "qda", "em-1d")
"""The kinds the window offers (the three coins need a table of coin results: ``bayesgui-cli exercise``)."""
SMALL_TABLE = 20
"""A larger table's excerpt has :data:`EXCERPT` rows to begin with (a worksheet of every row is pages long)."""
EXCERPT = 10


@dataclass(frozen=True)
class WorksheetChoice:
    """What the dialog asks: the kind, the rows, the seed, whether the window's row is the query, the language,
    and whether the answer key is printed too."""

    kind: str
    n: int | None
    seed: int
    current_row: bool
    language: str
    key: bool


def smoothing_of(session: Session) -> Smoothing:
    """The window's λ as the exercise's smoothing: 0 plain, 1 Laplace, any other Lidstone."""
    alpha = float(getattr(session.settings, "alpha", 1.0) or 0.0)
    if alpha == 0:
        return Smoothing.parse("plain")
    return Smoothing.parse("laplace") if alpha == 1 else Smoothing.parse(f"lidstone:{alpha!r}")


def default_kind(session: Session) -> str:
    """The kind that matches the window: LDA/QDA for those models, the risk exercise under a loss that is not
    0-1, else naive Bayes."""
    model = session.settings.model
    if model in ("lda", "qda"):
        return model
    loss = session.loss
    return "risk" if loss is not None and not loss.is_zero_one() else "nb"


class WorksheetDialog(QDialog):
    """The worksheet's choices (see the module docstring); ``choice()`` reads them."""

    def __init__(self, session: Session, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Print worksheet"))
        names = {
            "nb": self.tr("Naive Bayes: priors, factors, posteriors"),
            "risk": self.tr("Least-risk decision under the loss matrix"),
            "lda": self.tr("LDA: the terms of each class score"),
            "qda": self.tr("QDA: the terms of each class score"),
            "em-1d": self.tr("One EM step of a 1-D Gaussian mixture"),
        }
        self.kind_combo = QComboBox()
        for kind in KINDS:
            self.kind_combo.addItem(names[kind], kind)
        self.kind_combo.setCurrentIndex(KINDS.index(default_kind(session)))
        dataset = session.dataset
        rows = 0 if dataset is None else len(dataset.frame)
        self.rows_spin = QSpinBox(minimum=2, maximum=max(rows, 2))
        self.rows_spin.setValue(rows if rows <= SMALL_TABLE else EXCERPT)
        self.rows_spin.setToolTip(self.tr("Rows of the table printed on the worksheet (the exercise uses these)"))
        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(0, 999_999)
        self.seed_spin.setToolTip(self.tr("The same seed prints the same worksheet; another seed, another variant"))
        row = session.query_row
        self.current_box = QCheckBox(
            self.tr("The row being classified (row {0})").format(row + 1) if row is not None else ""
        )
        self._has_row = row is not None
        self.current_box.setChecked(self._has_row)
        self.current_box.setVisible(self._has_row)
        self.current_box.setToolTip(self.tr("Unticked: the query row is drawn with the seed"))
        self.language_combo = QComboBox()
        self.language_combo.addItem("English", "en")
        self.language_combo.addItem("中文", "zh_CN")
        self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(language)))
        self.key_box = QCheckBox(self.tr("Also the answer key (NAME-key.pdf and NAME-key.json beside it)"))
        self.key_box.setChecked(True)
        chosen = smoothing_of(session)
        smoothing_names = {"plain": self.tr("none (maximum likelihood)"), "laplace": self.tr("Laplace"),
                           "lidstone": self.tr("Lidstone")}
        smoothing = QLabel(f"{smoothing_names[chosen.name]} (λ = {chosen.lam})")
        smoothing.setToolTip(
            self.tr("The model's smoothing λ (Model panel), added on the prior and the likelihoods alike (Zhou eqs. "
                    "7.19–7.20)")
        )
        form = QFormLayout()
        form.addRow(self.tr("&Exercise:"), self.kind_combo)
        form.addRow(self.tr("Smoothing:"), smoothing)
        form.addRow(self.tr("&Rows:"), self.rows_spin)
        form.addRow(self.tr("&Seed:"), self.seed_spin)
        form.addRow(self.tr("Query:"), self.current_box)
        form.addRow(self.tr("&Language:"), self.language_combo)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Print…"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.key_box)
        layout.addWidget(buttons)

    def choice(self) -> WorksheetChoice:
        return WorksheetChoice(
            kind=self.kind_combo.currentData(),
            n=self.rows_spin.value(),
            seed=self.seed_spin.value(),
            current_row=self.current_box.isChecked() and self._has_row,
            language=self.language_combo.currentData(),
            key=self.key_box.isChecked(),
        )


def write_worksheet(session: Session, choice: WorksheetChoice, path: str | Path) -> list[Path]:
    """Draw the exercise and print it to ``path`` (with KEY.pdf and KEY.json beside it when asked); the paths
    written. DataError (or ValueError) with the reason when the table does not allow the exercise."""
    dataset = session.dataset
    if dataset is None:
        raise DataError(_no_table())
    kind = choice.kind
    table = table_of(dataset, need_target=kind != "em-1d")
    query = None
    if choice.current_row and session.query_row is not None and kind != "em-1d":
        found = np.flatnonzero(table.numbers == session.query_row + 1)
        query = int(found[0]) if found.size else None
    loss = session.loss
    if kind == "risk" and (loss is None or tuple(str(c) for c in loss.classes) != table.classes):
        loss = None  # the exercise's 0-1 loss
    options = ExerciseOptions(
        smoothing=smoothing_of(session),
        loss=loss if isinstance(loss, LossMatrix) and kind == "risk" else None,
        n=choice.n if choice.n is not None and choice.n < table.n_rows else None,
        query=query,
    )
    exercise = build(kind, table, options, choice.seed)
    doc = sheet_doc([(None, exercise)])
    translate = _translator(choice.language)
    out = Path(path)
    print_html(sheet_html(doc, translate, answers=False), out)
    written = [out]
    if choice.key:
        key_pdf, key_json = out.with_name(out.stem + "-key.pdf"), out.with_name(out.stem + "-key.json")
        print_html(sheet_html(doc, translate, answers=True), key_pdf)
        key_json.write_text(json.dumps(exercise.to_key(), ensure_ascii=False, indent=1), encoding="utf-8")
        written += [key_pdf, key_json]
    return written


def _no_table() -> str:
    return QCoreApplication.translate("WorksheetDialog", "Open a table first: the exercise is drawn from it.")


def _translator(language: str):
    """The worksheet's words in ``language``, from its translations loaded beside the window's (not installed:
    the window keeps its own language)."""
    if language == "en":
        return lambda template: template
    translator = QTranslator()
    translator.load(str(resource("translations", f"bayesgui_{language}.qm")))

    def translate(template: str) -> str:
        for context in CONTEXTS:
            text = translator.translate(context, template)
            if text:
                return text
        return template

    translate.translator = translator  # type: ignore[attr-defined]  # kept alive with the function
    return translate


def ask_and_print(session: Session, language: str, parent: QWidget | None) -> list[Path]:
    """File ▸ Print worksheet…: the dialog, then where to save, then print; the paths written ([] when
    cancelled). Raises DataError or ValueError with the reason when the exercise cannot be drawn."""
    if session.dataset is None:
        raise DataError(_no_table())
    dialog = WorksheetDialog(session, language, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return []
    source = session.dataset.source.path
    folder = Path(source).parent if source is not None and os.access(Path(source).parent, os.W_OK) else Path.home()
    path, _ = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("WorksheetDialog", "Print worksheet"),
        str(folder / "worksheet.pdf"),
        QCoreApplication.translate("WorksheetDialog", "PDF files (*.pdf)"),
    )
    if not path:
        return []
    if not path.lower().endswith(".pdf"):
        path += ".pdf"
    return write_worksheet(session, dialog.choice(), path)
