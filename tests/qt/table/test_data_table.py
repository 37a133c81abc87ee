"""The data table model and view: values, kinds in headers, missing cells, big tables, the query row, predictions."""

import numpy as np
import pandas as pd
import pytest
from PySide6.QtCore import Qt

from bayesgui.data import Dataset, load_sample
from bayesgui.qt.table import data_table_view
from bayesgui.qt.table.data_table_model import DataTableModel
from bayesgui.qt.table.data_table_view import DataTableView

D, BG, FG, FONT, TIP = (
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.BackgroundRole,
    Qt.ItemDataRole.ForegroundRole,
    Qt.ItemDataRole.FontRole,
    Qt.ItemDataRole.ToolTipRole,
)
H = Qt.Orientation.Horizontal


def text(model, row, column, role=D):
    return model.data(model.index(row, column), role)


def header(model, section, role=D):
    return model.headerData(section, H, role)


def section_of(model, name):
    return [model.column_name(i) for i in range(model.n_data_columns)].index(name)


def test_shows_watermelon_values_kinds_and_row_numbers(session):
    session.load(load_sample("watermelon3"))
    model = DataTableModel(session)
    assert (model.rowCount(), model.columnCount()) == (17, 10)
    frame = session.dataset.frame
    assert text(model, 0, 1) == "青绿" == frame["色泽"][0]
    assert text(model, 0, section_of(model, "密度")) == "0.697"
    assert text(model, 16, section_of(model, "好瓜")) == frame["好瓜"][16]
    assert header(model, section_of(model, "密度")) == "密度\ncontinuous"
    assert header(model, 0) == "编号\nignore"
    assert header(model, section_of(model, "好瓜")) == "好瓜\ntarget"
    assert model.headerData(0, Qt.Orientation.Vertical, D) == "1"
    assert model.headerData(16, Qt.Orientation.Vertical, D) == "17"
    target = section_of(model, "好瓜")
    assert header(model, target, FONT).bold()
    assert header(model, 1, FONT) is None
    assert text(model, 0, target, FONT).bold() and text(model, 0, target, BG) is not None
    assert text(model, 0, 1, BG) is None
    assert text(model, 0, 0, FG) is not None  # the ignored 编号 is greyed
    assert text(model, 0, 1, FG) is None


def test_missing_cell_is_marked(session):
    frame = pd.DataFrame(
        {"colour": ["red", None, "green", "red"], "size": [1.5, 2.0, np.nan, 3.25], "label": ["a", "b", "a", "b"]}
    )
    session.load(Dataset.from_frame(frame, target="label"))
    model = DataTableModel(session)
    assert text(model, 1, 0) == "?" and text(model, 2, 1) == "?"
    assert text(model, 1, 0, TIP) == "missing" == text(model, 2, 1, TIP)
    assert text(model, 1, 0, BG) is not None and text(model, 1, 0, FG) is not None
    assert text(model, 0, 0) == "red" and text(model, 0, 0, TIP) is None and text(model, 0, 0, BG) is None
    assert text(model, 3, 1) == "3.25"


def test_kind_edit_resets_headers(session):
    session.load(load_sample("watermelon3"))
    model = DataTableModel(session)
    session.set_kind("编号", "categorical")
    assert header(model, 0) == "编号\ncategorical" and text(model, 0, 0, FG) is None
    session.undo_stack.undo()
    assert header(model, 0) == "编号\nignore"


@pytest.fixture
def big_session(session):
    rng = np.random.default_rng(1)
    n = 1_000_000
    columns = {f"x{i}": rng.normal(size=n) for i in range(8)}
    columns["colour"] = rng.choice(np.array(["red", "green", "blue"], dtype=object), n)
    columns["n"] = rng.integers(0, 9, n)
    columns["flag"] = rng.integers(0, 2, n).astype(bool)
    columns["label"] = rng.choice(np.array(["yes", "no"], dtype=object), n)
    columns["x0"][n - 2] = np.nan
    session.load(Dataset.from_frame(pd.DataFrame(columns), target="label"))
    return session


def test_a_million_rows_scroll_to_the_last_row(qtbot, big_session):
    view = DataTableView(big_session)
    qtbot.addWidget(view)
    view.resize(800, 500)
    view.show()
    model = view.table_model
    assert (model.rowCount(), model.columnCount()) == (1_000_000, 12)
    frame = big_session.dataset.frame
    assert text(model, 999_998, 0) == "?"
    assert text(model, 999_999, 0) == f"{frame['x0'].iloc[-1]:.6g}"
    view.scrollToBottom()
    qtbot.waitUntil(lambda: view.rowAt(view.viewport().height() - 2) == 999_999)
    colour = section_of(model, "colour")
    for row in np.random.default_rng(2).integers(900_000, 1_000_000, 100).tolist():
        assert text(model, row, colour) == frame["colour"].iloc[row]


def test_cells_are_read_from_cached_arrays_not_through_pandas(big_session, monkeypatch):
    """What keeps a million rows smooth: ``data()`` indexes one NumPy array, never a DataFrame or Series."""
    model = DataTableModel(big_session)

    def refuse(*_args, **_kwargs):
        raise AssertionError("a cell was read through pandas")

    for cls in (pd.DataFrame, pd.Series):
        monkeypatch.setattr(cls, "__getitem__", refuse)
        for indexer in ("iloc", "iat", "loc", "at"):
            monkeypatch.setattr(cls, indexer, property(refuse))
    rng = np.random.default_rng(2)
    for row, column in zip(rng.integers(0, 1_000_000, 1000).tolist(), rng.integers(0, 12, 1000).tolist(), strict=True):
        index = model.index(row, column)
        for role in (D, BG, FG, FONT, TIP):
            model.data(index, role)


def test_text_kept_in_arrow_arrays_is_shown_without_a_python_string_per_cell(session, monkeypatch):
    """With pyarrow installed pandas keeps text in Arrow arrays; turning a column of a million of them into Python
    strings held the GUI thread ~70 ms a column at every load and edit. The model reads the cells it shows."""
    pytest.importorskip("pyarrow")
    from pandas.core.arrays.arrow import ArrowExtensionArray

    text_dtype = pd.StringDtype("pyarrow", na_value=np.nan)
    frame = pd.DataFrame(
        {
            "colour": pd.array(["red", None, "green", "red"], dtype=text_dtype),
            "size": [1.5, 2.0, np.nan, 3.25],
            "label": pd.array(["a", "b", "a", "b"], dtype=text_dtype),
        }
    )
    session.load(Dataset.from_frame(frame, target="label"))
    assert getattr(session.dataset.frame["colour"].dtype, "storage", None) == "pyarrow"
    changed = session.dataset.frame.copy()
    changed.loc[2, "colour"] = "blue"
    edited = Dataset.from_frame(changed, target="label")  # (in the app, by the edit's job)

    def refuse(*_args, **_kwargs):
        raise AssertionError("a column of Arrow text was turned into Python strings")

    monkeypatch.setattr(ArrowExtensionArray, "to_numpy", refuse)
    model = DataTableModel(session)
    assert [text(model, row, 0) for row in range(4)] == ["red", "?", "green", "red"]
    assert text(model, 1, 0, TIP) == "missing" and text(model, 1, 0, BG) is not None
    assert text(model, 0, 0, TIP) is None and text(model, 3, 2) == "b"
    assert text(model, 0, 0, Qt.ItemDataRole.UserRole) == "red"
    session.apply_edited(edited)  # an edited cell: the same rows, new values
    assert [text(model, row, 0) for row in range(4)] == ["red", "?", "blue", "red"]


def test_selecting_a_row_classifies_it(qtbot, melon_session):
    view = DataTableView(melon_session)
    qtbot.addWidget(view)
    view.resize(900, 600)
    view.show()
    qtbot.waitUntil(lambda: view.selectionModel().selectedRows() != [])
    assert view.selectionModel().selectedRows()[0].row() == 0  # the session's query row is shown
    before = melon_session.record
    rect = view.visualRect(view.table_model.index(3, 1))
    with qtbot.waitSignal(melon_session.record_changed):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert melon_session.query_row == 3
    assert melon_session.record is not before
    assert melon_session.record.sample["色泽"] == text(view.table_model, 3, 1)
    melon_session.set_query_row(5)  # and the other way round
    assert [index.row() for index in view.selectionModel().selectedRows()] == [5]
    assert melon_session.query_row == 5


def test_header_menu_changes_kind_and_target(qtbot, melon_session):
    view = DataTableView(melon_session)
    qtbot.addWidget(view)
    menu = view.kind_menu(0)
    checked = [action.data() for action in menu.actions() if action.isChecked()]
    assert checked == ["ignore"]
    next(action for action in menu.actions() if action.data() == "categorical").trigger()
    assert melon_session.dataset.kinds["编号"] == "categorical"
    assert header(view.table_model, 0) == "编号\ncategorical"
    colour = section_of(view.table_model, "色泽")
    next(action for action in view.kind_menu(colour).actions() if action.data() == "target").trigger()
    assert melon_session.dataset.target == "色泽"
    assert header(view.table_model, colour, FONT).bold()
    assert header(view.table_model, section_of(view.table_model, "好瓜")) == "好瓜\ncategorical"


def test_prediction_columns_follow_session_predictions(qtbot, melon_session):
    view = DataTableView(melon_session)
    qtbot.addWidget(view)
    model = view.table_model
    assert model.columnCount() == 10
    with qtbot.waitSignal(melon_session.predictions_changed, timeout=10000):
        melon_session.predict_all()
    predictions = melon_session.predictions
    n_classes, n_actions = len(predictions.classes), len(predictions.actions)
    assert model.columnCount() == 10 + n_classes + n_actions + 1
    assert header(model, 10) == f"P({predictions.classes[0]})\nprediction"
    assert header(model, 10 + n_classes).startswith(f"risk({predictions.actions[0]})")
    decision = model.columnCount() - 1
    for row in range(17):
        for k in range(n_classes):
            assert float(text(model, row, 10 + k)) == pytest.approx(predictions.posterior[row, k], rel=1e-5)
        for k in range(n_actions):
            assert float(text(model, row, 10 + n_classes + k)) == pytest.approx(predictions.risk[row, k], abs=1e-6)
        assert text(model, row, decision) == predictions.decision_names()[row]
        assert text(model, row, decision, FONT).bold()
        wrong = predictions.decision_names()[row] != melon_session.dataset.frame["好瓜"][row]
        assert (text(model, row, 1, BG) is not None) == wrong
    assert any(text(model, row, 1, BG) is not None for row in range(17))  # naive Bayes errs on some melons
    editable = Qt.ItemFlag.ItemIsEditable
    assert model.flags(model.index(0, 1)) & editable  # a cell of the table is typed into
    assert not model.flags(model.index(0, 10)) & editable  # a prediction is not
    assert model.flags(model.index(0, 10)) == super(DataTableModel, model).flags(model.index(0, 10))  # (Qt's own)
    assert model.flags(model.index(0, 99)) == Qt.ItemFlag.NoItemFlags  # no such cell
    melon_session.set_kind("编号", "categorical")  # the table changed: predictions are cleared
    assert melon_session.predictions is None
    assert model.columnCount() == 10


def test_rows_are_tinted_by_the_states_the_worker_computed(qtbot, melon_session):
    import dataclasses

    import numpy as np

    from bayesgui.tasks.predict import ROW_REJECTED, ROW_WRONG

    view = DataTableView(melon_session)
    qtbot.addWidget(view)
    model = view.table_model
    with qtbot.waitSignal(melon_session.predictions_changed, timeout=10000):
        melon_session.predict_all()
    state = np.zeros(17, dtype=np.int8)
    state[[0, 5]] = ROW_WRONG, ROW_REJECTED  # not what the decisions say: shows that the table reads the states
    melon_session.show_predictions(dataclasses.replace(melon_session.predictions, row_state=state))
    tinted = [row for row in range(17) if text(model, row, 1, BG) is not None]
    assert tinted == [0, 5]
    assert text(model, 0, 1, BG).color() != text(model, 5, 1, BG).color()  # red for wrong, amber for rejected


def test_columns_are_sized_once_shown_and_not_in_the_turn_they_appear(qtbot, session):
    """Sizing reads cells (~5 ms a slice, and the table repaints after each): a table in a hidden window is not
    sized, and a table just shown is sized from the next turn on, not on top of its first paint."""
    session.load(Dataset.from_frame(pd.DataFrame({"a_rather_long_column_name": ["x" * 40] * 3, "y": list("aba")})))
    view = DataTableView(session)
    qtbot.addWidget(view)
    view._on_model_reset()
    default = view.horizontalHeader().defaultSectionSize()
    qtbot.wait(30)  # turns of the event loop while hidden
    assert view.columnWidth(0) == default
    view.show()
    assert view.columnWidth(0) == default  # not in the turn it appears
    qtbot.waitUntil(lambda: view.columnWidth(0) > default)


def test_columns_get_their_widths_together_once_all_are_measured(qtbot, session, monkeypatch):
    """Each column is as wide as ``resizeColumnToContents`` makes it, but none changes while others wait to be
    measured: the table repaints once, not once per column (each repaint asks Python for every visible cell)."""
    monkeypatch.setattr(data_table_view, "SLICE_MS", 1)  # a column or two per turn of the event loop
    rng = np.random.default_rng(0)
    frame = pd.DataFrame({f"column {j}": rng.normal(size=300) * 10.0**j for j in range(8)})
    frame["label"] = rng.choice(["a", "a rather longer class name"], 300)
    session.load(Dataset.from_frame(frame, target="label"))
    view = DataTableView(session)
    qtbot.addWidget(view)
    resized_early = []
    view.horizontalHeader().sectionResized.connect(lambda *_: resized_early.append(bool(view._unsized)))
    view.show()
    qtbot.waitUntil(lambda: len(resized_early) >= 9)
    assert not any(resized_early)  # every width was set after the last column was measured
    twin = DataTableView(session)
    qtbot.addWidget(twin)
    twin.show()
    for column in range(9):
        twin.resizeColumnToContents(column)
    assert [view.columnWidth(c) for c in range(9)] == [twin.columnWidth(c) for c in range(9)]


def test_columns_are_as_wide_as_qt_sizes_them_to_their_contents(qtbot, session):
    """The view measures only each column's longest texts: the widths are the ones Qt's resizeColumnToContents gives
    from every cell (numbers of every length, missing cells, Chinese and Latin levels, the bold target, predictions)."""
    rng = np.random.default_rng(3)
    n = 300
    numbers = rng.normal(size=n) * 10.0 ** rng.integers(-6, 7, n)
    numbers[::17] = np.nan
    levels = np.array(["青绿", "乌黑色的瓜", "pale", "WWWWWW", "il"])[rng.integers(0, 5, n)]
    frame = pd.DataFrame({"x": numbers, "n": rng.integers(-999, 99999, n), "色泽": levels,
                          "label": np.array(["a", "WWW", "好瓜"])[rng.integers(0, 3, n)]})
    session.load(Dataset.from_frame(frame, target="label"))
    with qtbot.waitSignal(session.model_changed, timeout=10000):
        session.train()
    with qtbot.waitSignal(session.predictions_changed, timeout=10000):
        session.predict_all()
    view = DataTableView(session)
    qtbot.addWidget(view)
    view.show()
    columns = range(view.table_model.columnCount())
    qt_widths = []
    for column in columns:
        view.resizeColumnToContents(column)
        qt_widths.append(view.columnWidth(column))
    ours = []
    for column in columns:
        view.setColumnWidth(column, 5)
        ours.append(view._column_width(column))
    assert ours == qt_widths


def test_a_repaint_asks_python_once_a_cell_and_paints_what_one_call_a_role_paints(qtbot, session):
    """A delegate paints a cell with seven roles; Qt asks for them in one ``multiData`` call, each a wait for the
    GIL while a job holds it (a table's repaint: ~400 calls, not ~2,800). The pixels are those of a model answering
    Qt's default, one ``data`` call a role: values, missing cells, a grey ignored column, the bold tinted target."""
    from PySide6.QtCore import QAbstractTableModel
    from PySide6.QtWidgets import QTableView

    calls = {"data": 0, "multiData": 0}

    class Counted(DataTableModel):
        def data(self, index, role=D):
            calls["data"] += 1
            return super().data(index, role)

        def multiData(self, index, span):
            calls["multiData"] += 1
            super().multiData(index, span)

    class PerRole(DataTableModel):
        def multiData(self, index, span):
            QAbstractTableModel.multiData(self, index, span)  # Qt's own: data() for each role

    rng = np.random.default_rng(1)
    frame = pd.DataFrame({"x": rng.normal(size=40), "id": np.arange(40), "ok": rng.random(40) > 0.5,
                          "colour": rng.choice(["red", "绿", None], 40), "label": rng.choice(["a", "b"], 40)})
    frame.loc[[2, 7], "x"] = np.nan
    session.load(Dataset.from_frame(frame, target="label", kinds={"id": "ignore"}))
    images = []
    for model in (Counted(session), PerRole(session)):
        view = QTableView()
        qtbot.addWidget(view)
        view.setModel(model)
        view.resize(500, 300)
        view.show()
        qtbot.waitExposed(view)
        calls.update(data=0, multiData=0)
        images.append(view.viewport().grab().toImage())
        if isinstance(model, Counted):
            cells = model.columnCount() * (view.rowAt(view.viewport().height() - 1) + 1)
            assert calls == {"data": 0, "multiData": cells}
    assert images[0] == images[1]
