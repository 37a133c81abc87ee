"""File ▸ Print worksheet…: an exercise from the open table and the window's settings, printed to PDF with its
answer key (PDF and JSON); the row being classified is the query; the same seed prints the same exercise."""

import json

import pypdfium2
from PySide6.QtWidgets import QDialog, QFileDialog

from bayesgui.qt.common.message_box import open_boxes
from bayesgui.qt.exercises.worksheet_dialog import WorksheetDialog
from tests.app.conftest import open_and_train


def print_with(monkeypatch, window, path, **choices):
    """Trigger the menu action, the dialog accepted with ``choices`` (widget name → value), saving to ``path``."""

    def exec_(dialog):
        for name, value in choices.items():
            widget = getattr(dialog, name)
            widget.setCurrentIndex(widget.findData(value)) if hasattr(widget, "findData") else widget.setValue(value)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(WorksheetDialog, "exec", exec_)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(path), "")))
    window.actions["print_worksheet"].trigger()


def test_print_a_worksheet_of_the_row_being_classified(qtbot, window, monkeypatch, tmp_path):
    open_and_train(qtbot, window, "watermelon3")
    window.session.set_query_row(2)  # row 3
    qtbot.waitUntil(lambda: window.session.record is not None and window.session.query_row == 2)
    print_with(monkeypatch, window, tmp_path / "sheet.pdf", seed_spin=7, language_combo="zh_CN")
    key = json.loads((tmp_path / "sheet-key.json").read_text(encoding="utf-8"))
    assert key["kind"] == "nb" and key["seed"] == 7
    assert key["data"]["query"]["密度"] == "0.634" and key["data"]["query"]["含糖率"] == "0.264"  # row 3
    alpha = window.session.settings.alpha
    assert key["settings"]["smoothing"] == {0: "plain", 1: "laplace"}.get(alpha, f"lidstone:{alpha}")
    assert any(q["kind"] == "posterior" for q in key["questions"])
    for name, title in (("sheet.pdf", "练习题"), ("sheet-key.pdf", "参考答案")):  # in the chosen language
        pages = pypdfium2.PdfDocument(str(tmp_path / name))
        assert title in "".join(page.get_textpage().get_text_range() for page in pages), name
    blank = "".join(p.get_textpage().get_text_range() for p in pypdfium2.PdfDocument(str(tmp_path / "sheet.pdf")))
    answer = next(q["answer"] for q in key["questions"] if q["kind"] == "prior")
    assert answer not in blank  # the worksheet has blanks where the key has numbers
    print_with(monkeypatch, window, tmp_path / "again.pdf", seed_spin=7, language_combo="zh_CN")
    assert json.loads((tmp_path / "again-key.json").read_text(encoding="utf-8")) == key


def test_without_a_table_it_says_what_to_do(qtbot, window, monkeypatch):
    monkeypatch.setattr(WorksheetDialog, "exec", lambda dialog: QDialog.DialogCode.Accepted)
    window.actions["print_worksheet"].trigger()
    qtbot.waitUntil(lambda: any("Open a table first" in box.text() for box in open_boxes(window)))
