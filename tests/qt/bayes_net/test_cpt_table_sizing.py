"""The node table's cells are set before its sections size themselves to their contents: in ResizeToContents mode
Qt measured the table again at every cell set (penguins with bill length as the class, whose 164 states are every
attribute's parent rows: 0.3 s a node click, seconds for two parents; found by the random-use probe)."""

from PySide6.QtWidgets import QHeaderView

from tests.qt.bayes_net.test_tab import click_node

FIXED, FIT = QHeaderView.ResizeMode.Fixed, QHeaderView.ResizeMode.ResizeToContents


def test_a_node_table_is_filled_then_sized_once(qtbot, tab, monkeypatch):
    table = tab.cpt_table.table
    headers = (table.horizontalHeader(), table.verticalHeader())
    modes, set_item = set(), table.setItem

    def watched(row, column, item):
        modes.update(header.sectionResizeMode(0) for header in headers)
        set_item(row, column, item)

    monkeypatch.setattr(table, "setItem", watched)
    tab.state.edit("add", "纹理", "脐部")  # two parents: 2 × 3 rows
    click_node(qtbot, tab, "脐部")
    assert table.rowCount() == 6 and modes == {FIXED}
    assert all(header.sectionResizeMode(0) == FIT for header in headers)  # sized once, after the cells
    for column in range(table.columnCount()):  # and every value's column fits its name
        text = table.horizontalHeaderItem(column).text()
        assert table.columnWidth(column) >= table.horizontalHeader().fontMetrics().horizontalAdvance(text)
