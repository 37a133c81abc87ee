"""A workbook of several worksheets: File ▸ Choose worksheet reads another one."""

import openpyxl
from PySide6.QtWidgets import QInputDialog

from tests.app.conftest import open_and_train


def test_choose_another_worksheet(qtbot, window, tmp_path, monkeypatch):
    path = tmp_path / "two.xlsx"
    book = openpyxl.Workbook()
    first = book.active
    first.append(["a", "label"])
    for i, value in enumerate([3.1, 2.2, 5.3, 1.4, 4.5, 0.6]):
        first.append([value, "xy"[i % 2]])
    second = book.create_sheet("Second")
    second.append(["b", "kind"])
    for i, value in enumerate([1.5, 9.2, 4.4, 7.1, 2.8, 6.3]):
        second.append([value, "uv"[i % 2]])
    book.save(path)
    open_and_train(qtbot, window, str(path))
    assert any("Choose worksheet" in w for w in window.session.dataset.warnings)
    asked = []

    def get_item(parent, title, label, items, current, editable):
        asked.append(items)
        return "Second", True

    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(get_item))
    with qtbot.waitSignal(window.loader.succeeded, timeout=10000):
        window.actions["choose_sheet"].trigger()
    assert asked == [["Sheet", "Second"]]
    assert window.session.dataset.columns == ("b", "kind") and window.session.dataset.source.sheet == "Second"
