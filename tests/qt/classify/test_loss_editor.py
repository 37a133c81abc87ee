"""The loss editor: cell edits change the decision and undo, bad values are refused with a message, reject."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QLineEdit

from bayesgui.qt.classify.loss_editor import LossEditor

FLIPPING_QUERY = {
    "色泽": "青绿", "根蒂": "蜷缩", "敲声": "浊响", "纹理": "稍糊", "脐部": "凹陷", "触感": "硬滑",
    "密度": 0.697, "含糖率": 0.460,
}  # fmt: skip


@pytest.fixture
def editor(qtbot, melon_session):
    widget = LossEditor(melon_session)
    qtbot.addWidget(widget)
    widget.show()
    melon_session.set_query_values(FLIPPING_QUERY)
    return widget


def cell(editor, decide, truth):
    model = editor.table_model
    rows = [model.headerData(r, Qt.Orientation.Vertical) for r in range(model.rowCount())]
    columns = [model.headerData(c, Qt.Orientation.Horizontal).replace("\n", " ") for c in range(model.columnCount())]
    return model.index(rows.index(f"decide {decide}"), columns.index(f"truth {truth}"))


def type_in_cell(qtbot, editor, index, text):
    """Edit a cell as a user does: open its editor, type, press Enter."""
    editor.table.setCurrentIndex(index)
    editor.table.edit(index)
    line = editor.table.viewport().findChild(QLineEdit)
    assert line is not None
    line.selectAll()
    qtbot.keyClicks(line, text)
    qtbot.keyClick(line, Qt.Key.Key_Return)  # the delegate commits on a queued call
    qtbot.waitUntil(lambda: editor.table.state() != QAbstractItemView.State.EditingState, timeout=2000)


def test_a_costly_false_positive_flips_the_decision_and_undo_restores_it(qtbot, melon_session, editor):
    assert melon_session.record.decision == "是"
    index = cell(editor, "是", "否")
    with qtbot.waitSignal(melon_session.loss_changed):
        assert editor.table_model.setData(index, 1000, Qt.ItemDataRole.EditRole)
    assert melon_session.loss.values[0, 1] == 1000
    assert index.data() == "1000"
    assert melon_session.record.decision == "否"
    melon_session.undo_stack.undo()
    assert melon_session.record.decision == "是" and melon_session.loss.is_zero_one()
    assert index.data() == "1"
    melon_session.undo_stack.redo()
    assert index.data() == "1000"


def test_typing_in_the_cell_editor_sets_the_loss(qtbot, melon_session, editor):
    type_in_cell(qtbot, editor, cell(editor, "是", "否"), "1000")
    assert melon_session.loss.values[0, 1] == 1000 and melon_session.record.decision == "否"


@pytest.mark.parametrize("bad", [-1, "abc", float("inf")])
def test_bad_values_are_refused_with_a_message_naming_the_cell(qtbot, melon_session, editor, bad):
    before, commands = melon_session.loss, melon_session.undo_stack.count()
    with qtbot.waitSignal(editor.table_model.rejected) as blocker:
        assert not editor.table_model.setData(cell(editor, "是", "否"), bad, Qt.ItemDataRole.EditRole)
    assert "(是, 否)" in blocker.args[0]
    assert melon_session.loss is before and melon_session.undo_stack.count() == commands
    assert not editor.message_label.isHidden() and "(是, 否)" in editor.message()
    assert editor.table_model.setData(cell(editor, "否", "是"), 2, Qt.ItemDataRole.EditRole)
    assert editor.message() == "" and editor.message_label.isHidden()  # the next valid edit clears it


def test_a_refusal_goes_away_when_the_matrix_changes_another_way(qtbot, melon_session, editor):
    assert not editor.table_model.setData(cell(editor, "是", "否"), -1, Qt.ItemDataRole.EditRole)
    assert "(是, 否)" in editor.message()
    editor.reject_check.setChecked(True)  # the matrix changes without a cell edit
    assert editor.message() == "" and editor.message_label.isHidden()
    editor.table_model.setData(cell(editor, "是", "否"), -1, Qt.ItemDataRole.EditRole)
    melon_session.undo_stack.undo()  # undo changes it too
    assert editor.message() == "" and not melon_session.loss.has_reject


def test_typed_garbage_is_explained_inline(qtbot, melon_session, editor):
    type_in_cell(qtbot, editor, cell(editor, "否", "是"), "abc")
    assert "must be a number" in editor.message() and "(否, 是)" in editor.message()
    assert melon_session.loss.is_zero_one()


def test_reject_option_with_a_small_cost_rejects_the_doubtful_melon(qtbot, melon_session, editor):
    editor.reject_cost_spin.setValue(0.01)  # not yet an action: the box is unchecked
    assert not melon_session.loss.has_reject
    qtbot.mouseClick(editor.reject_check, Qt.MouseButton.LeftButton)
    assert melon_session.loss.has_reject and melon_session.loss.reject_cost == 0.01
    assert editor.table_model.rowCount() == 3
    assert editor.table_model.headerData(2, Qt.Orientation.Vertical) == "reject"
    assert melon_session.record.decision == "reject"
    editor.reject_cost_spin.setValue(0.5)  # re-priced: now deciding 是 (risk 0.015) is cheaper
    assert melon_session.loss.reject_cost == 0.5 and melon_session.record.decision == "是"
    melon_session.undo_stack.undo()
    assert melon_session.loss.reject_cost == 0.01 and editor.reject_cost_spin.value() == 0.01
    melon_session.undo_stack.undo()
    assert not melon_session.loss.has_reject and not editor.reject_check.isChecked()
    assert editor.table_model.rowCount() == 2


def test_zero_one_button_resets_undoably(qtbot, melon_session, editor):
    editor.table_model.setData(cell(editor, "是", "否"), 1000, Qt.ItemDataRole.EditRole)
    qtbot.mouseClick(editor.reset_button, Qt.MouseButton.LeftButton)
    assert melon_session.loss.is_zero_one() and melon_session.record.decision == "是"
    melon_session.undo_stack.undo()
    assert melon_session.loss.values[0, 1] == 1000
    assert "R(c_i|x) = Σ_j λ_ij P(c_j|x)" in editor.table.toolTip()


@pytest.mark.parametrize("suffix", ["", "-with-a-long-name"])
@pytest.mark.parametrize("width", [260, 330, 450])
def test_every_header_is_readable_or_elided_with_a_tooltip(qtbot, session, suffix, width):
    """The column headers read "truth" over the class, each line elided to its section ("uth versicolo" was the
    centre of a clipped line); the row names take at most 40% of the width, elided, in full in their tooltips."""
    from PySide6.QtWidgets import QStyleOptionHeader

    from bayesgui.data import Dataset, load_sample
    from tests.qt.conftest import load_and_train

    frame = load_sample("iris").frame.copy()
    frame["species"] = frame["species"].astype(str) + suffix
    load_and_train(qtbot, session, Dataset.from_frame(frame, target="species"))
    widget = LossEditor(session)
    qtbot.addWidget(widget)
    widget.resize(width, 240)
    widget.show()
    qtbot.waitExposed(widget)
    header, model = widget.table.horizontalHeader(), widget.table_model
    metrics = header.fontMetrics()
    for section in range(model.columnCount()):
        option = QStyleOptionHeader()
        header.initStyleOptionForIndex(option, section)
        lines = option.text.split("\n")
        assert lines[0] == "truth" and len(lines) == 2
        assert all(metrics.horizontalAdvance(line) <= header.sectionSize(section) for line in lines), lines
        full = f"{['setosa', 'versicolor', 'virginica'][section]}{suffix}"
        assert lines[1] == full or (
            lines[1].endswith("…")
            and full in model.headerData(section, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
        )
    if not suffix and width >= 450:
        assert "truth\nversicolor" in {header.model().headerData(s, Qt.Orientation.Horizontal) for s in range(3)}
        option = QStyleOptionHeader()
        header.initStyleOptionForIndex(option, 1)
        assert option.text == "truth\nversicolor"  # room enough: not cut
    assert widget.table.verticalHeader().width() <= 0.4 * width + 1


def test_the_table_reads_the_matrix_its_counts_came_from_while_the_session_replaces_it(qtbot, session):
    """Found by the random-use test: a slot of ``loss_changed`` that ran before the table's own refresh (a
    header resizing itself) asked for the headers of the old rows against the new, smaller matrix."""
    from bayesgui.core import LossMatrix
    from bayesgui.qt.classify.loss_table_model import LossTableModel

    session.set_loss(LossMatrix.zero_one(["a", "b", "c"]))
    headers = []
    session.loss_changed.connect(
        lambda: headers.append([model.headerData(i, Qt.Orientation.Vertical) for i in range(model.rowCount())])
    )  # connected first, so it runs before the model's refresh
    model = LossTableModel(session)
    session.set_loss(LossMatrix.zero_one(["a", "b"]))
    assert headers == [["decide a", "decide b", "decide c"]]  # the table as it still was, without an error
    assert [model.headerData(i, Qt.Orientation.Vertical) for i in range(model.rowCount())] == ["decide a", "decide b"]
