"""The column panel: kinds edited through the delegate and the model, bold changed rows, undo, the target."""

import numpy as np
import pandas as pd
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from bayesgui.data import Dataset, load_sample
from bayesgui.qt.table.column_list_model import ColumnListModel
from bayesgui.qt.table.column_panel import ColumnPanel

EDIT, FONT = Qt.ItemDataRole.EditRole, Qt.ItemDataRole.FontRole


def cell(panel, row, column, role=Qt.ItemDataRole.DisplayRole):
    return panel.model.data(panel.model.index(row, column), role)


def row_of(panel, name):
    return [panel.model.column_name(r) for r in range(panel.model.rowCount())].index(name)


def is_bold(panel, row):
    font = cell(panel, row, ColumnListModel.NAME, FONT)
    return font is not None and font.bold()


def make_panel(qtbot, session):
    session.load(load_sample("watermelon3"))
    panel = ColumnPanel(session)
    qtbot.addWidget(panel)
    panel.resize(600, 400)
    panel.show()
    return panel


def test_lists_columns_with_kinds_values_and_missing(qtbot, session):
    panel = make_panel(qtbot, session)
    assert panel.model.rowCount() == 10
    colour = row_of(panel, "色泽")
    assert cell(panel, colour, ColumnListModel.KIND) == "categorical"
    assert cell(panel, colour, ColumnListModel.VALUES) == "青绿, 乌黑, 浅白 (3 levels)"
    density = row_of(panel, "密度")
    assert cell(panel, density, ColumnListModel.VALUES) == "0.243 – 0.774"
    assert cell(panel, density, ColumnListModel.MISSING) == "0"
    assert "normal density" in cell(panel, density, ColumnListModel.KIND, Qt.ItemDataRole.ToolTipRole)
    assert not any(is_bold(panel, row) for row in range(10))


def test_many_levels_and_missing_counts(qtbot, session):
    frame = pd.DataFrame({"town": [*list("abcdefg"), None], "size": [1.0] * 7 + [np.nan], "y": list("xyxyxyxy")})
    session.load(Dataset.from_frame(frame, target="y"))
    panel = ColumnPanel(session)
    qtbot.addWidget(panel)
    assert cell(panel, 0, ColumnListModel.VALUES) == "a, b, c, d, … (7 levels)"
    assert cell(panel, 0, ColumnListModel.MISSING) == "1" == cell(panel, 1, ColumnListModel.MISSING)


def test_set_kind_through_model_bolds_and_undo_restores(qtbot, session):
    panel = make_panel(qtbot, session)
    row = row_of(panel, "编号")
    assert panel.model.setData(panel.model.index(row, ColumnListModel.KIND), "categorical", EDIT)
    assert session.dataset.kinds["编号"] == "categorical"
    assert cell(panel, row, ColumnListModel.KIND) == "categorical"
    assert is_bold(panel, row) and not is_bold(panel, row_of(panel, "色泽"))
    assert "(3 levels)" not in cell(panel, row, ColumnListModel.VALUES)  # 17 ids, now levels
    assert cell(panel, row, ColumnListModel.VALUES).endswith("(17 levels)")
    session.undo_stack.undo()
    assert session.dataset.kinds["编号"] == "ignore"
    assert cell(panel, row, ColumnListModel.KIND) == "ignore"
    assert not is_bold(panel, row)
    session.undo_stack.redo()
    assert is_bold(panel, row)


def test_choose_kind_with_the_delegate_keyboard(qtbot, session):
    panel = make_panel(qtbot, session)
    row = row_of(panel, "编号")
    index = panel.model.index(row, ColumnListModel.KIND)
    panel.view.setFocus()
    panel.view.setCurrentIndex(index)
    qtbot.keyClick(panel.view, Qt.Key.Key_F2)
    combo = panel.view.findChild(QComboBox)
    assert combo is not None and combo.currentData() == "ignore"
    qtbot.waitUntil(lambda: combo.view().isVisible())  # the list opens at once
    for _ in range(combo.currentIndex() - combo.findData("continuous")):
        qtbot.keyClick(combo.view(), Qt.Key.Key_Up)
    qtbot.keyClick(combo.view(), Qt.Key.Key_Return)
    assert session.dataset.kinds["编号"] == "continuous"
    assert is_bold(panel, row)
    assert panel.view.currentIndex().row() == row  # the edit kept the keyboard position


def test_choosing_target_moves_the_target(qtbot, session):
    panel = make_panel(qtbot, session)
    colour = row_of(panel, "色泽")
    assert panel.model.setData(panel.model.index(colour, ColumnListModel.KIND), "target", EDIT)
    assert session.dataset.target == "色泽"
    melon = row_of(panel, "好瓜")
    assert cell(panel, melon, ColumnListModel.KIND) == "categorical"
    assert is_bold(panel, colour) and is_bold(panel, melon)
    session.undo_stack.undo()
    assert session.dataset.target == "好瓜"
    assert not is_bold(panel, colour) and not is_bold(panel, melon)


def test_a_kind_that_does_not_fit_is_refused(qtbot, session):
    panel = make_panel(qtbot, session)
    colour = row_of(panel, "色泽")
    with qtbot.waitSignal(session.error):
        ok = panel.model.setData(panel.model.index(colour, ColumnListModel.KIND), "continuous", EDIT)
    assert not ok
    assert session.dataset.kinds["色泽"] == "categorical" and not is_bold(panel, colour)


def test_loading_another_table_forgets_the_changes(qtbot, session):
    panel = make_panel(qtbot, session)
    session.set_kind("编号", "categorical")
    session.load(load_sample("watermelon3"))
    assert session.dataset.kinds["编号"] == "ignore"
    assert not any(is_bold(panel, row) for row in range(panel.model.rowCount()))
    session.load(load_sample("iris"))
    assert panel.model.rowCount() == len(session.dataset.columns)


def test_the_figures_come_from_the_load_job_when_it_computed_them(qtbot, session):
    from types import MappingProxyType

    from bayesgui.data.column_summary import ColumnSummaries, NumberRange, summarize

    dataset = load_sample("watermelon3")
    computed = summarize(dataset)  # what the load job hands over; altered, to see that the list reads it
    summaries = ColumnSummaries(
        computed.source,
        MappingProxyType({**computed.missing, "密度": 7}),
        MappingProxyType({**computed.ranges, "密度": NumberRange(0.1, 0.9, 0.5)}),
        MappingProxyType({**computed.levels, "色泽": ("青绿", "乌黑")}),
    )
    session.load(dataset, summaries=summaries)
    assert session.column_summaries is summaries
    panel = ColumnPanel(session)
    qtbot.addWidget(panel)
    density, colour = row_of(panel, "密度"), row_of(panel, "色泽")
    assert cell(panel, density, ColumnListModel.VALUES) == "0.1 – 0.9"
    assert cell(panel, density, ColumnListModel.MISSING) == "7"
    assert cell(panel, colour, ColumnListModel.VALUES) == "青绿, 乌黑 (2 levels)"
    session.set_kind("密度", "categorical")  # not in the figures: computed from the table
    assert session.column_summaries is summaries  # the same table, other kinds
    assert "(17 levels)" in cell(panel, density, ColumnListModel.VALUES)
    session.load(load_sample("iris"))  # another table: the old figures no longer apply
    assert session.column_summaries is None
    assert cell(panel, row_of(panel, "sepal_length"), ColumnListModel.VALUES) == "4.3 – 7.9"

