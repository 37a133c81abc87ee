"""The query form: point-and-click a sample, follow a chosen table row, missing values, rebuild on schema change."""

import pandas as pd
import pytest
from PySide6.QtCore import Qt

from bayesgui.data import Dataset
from bayesgui.qt.classify.query_form import QueryForm
from tests.qt.conftest import load_and_train


@pytest.fixture
def form(qtbot, melon_session):
    widget = QueryForm(melon_session)
    qtbot.addWidget(widget)
    widget.show()
    return widget


def choose(combo, text):
    index = combo.findText(text)
    assert index >= 0, text
    combo.setCurrentIndex(index)


def type_into(qtbot, spin, text):
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), text.replace(".", spin.locale().decimalPoint()))
    qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Return)


def test_one_control_per_feature_showing_row_0(form):
    assert list(form.combos) == ["色泽", "根蒂", "敲声", "纹理", "脐部", "触感"]
    assert list(form.spins) == ["密度", "含糖率"]
    assert [form.combos["纹理"].itemText(i) for i in range(4)] == ["清晰", "稍糊", "模糊", "(missing)"]
    assert form.source_label.text() == "Row 1"
    assert form.combos["纹理"].currentText() == "清晰" and form.spins["密度"].value() == pytest.approx(0.697)
    density = form.spins["密度"]  # the data's range 0.243 .. 0.774, widened by its spread
    assert density.minimum() < 0.243 - 0.5 and density.maximum() > 0.774 + 0.5 and density.decimals() == 3


def test_clicking_a_sample_together_classifies_it_live(qtbot, melon_session, form):
    melon_session.set_query_row(3)  # 青绿 蜷缩 沉闷 清晰 凹陷 硬滑 0.608 0.318
    choose(form.combos["敲声"], "浊响")
    assert melon_session.query_row is None and form.source_label.text() == "Hand-entered query"
    choose(form.combos["纹理"], "稍糊")
    type_into(qtbot, form.spins["密度"], "0.697")
    type_into(qtbot, form.spins["含糖率"], "0.460")
    sample = melon_session.record.sample
    assert sample == {
        "色泽": "青绿", "根蒂": "蜷缩", "敲声": "浊响", "纹理": "稍糊", "脐部": "凹陷", "触感": "硬滑",
        "密度": pytest.approx(0.697), "含糖率": pytest.approx(0.46),
    }  # fmt: skip
    assert melon_session.record.posterior["是"] == pytest.approx(0.9850080051961174, rel=1e-9)


def test_choosing_a_table_row_shows_its_values(qtbot, melon_session, form):
    choose(form.combos["纹理"], "模糊")  # a hand edit first: the row must override it
    melon_session.set_query_row(3)
    assert form.source_label.text() == "Row 4"
    shown = {name: combo.currentText() for name, combo in form.combos.items()}
    assert shown == {"色泽": "青绿", "根蒂": "蜷缩", "敲声": "沉闷", "纹理": "清晰", "脐部": "凹陷", "触感": "硬滑"}
    assert form.spins["密度"].value() == pytest.approx(0.608) and form.spins["含糖率"].value() == pytest.approx(0.318)
    assert melon_session.query_row == 3  # showing the row did not turn it into a hand-entered query


def test_missing_leaves_the_feature_out_of_the_product(qtbot, melon_session, form):
    choose(form.combos["色泽"], "(missing)")
    record = melon_session.record
    assert record.sample["色泽"] is None and record.work[0].factor("色泽") is None
    qtbot.mouseClick(form.missing_buttons["密度"], Qt.MouseButton.LeftButton)
    record = melon_session.record
    assert record.sample["密度"] is None and record.work[1].factor("密度") is None
    assert not form.spins["密度"].isEnabled()
    qtbot.mouseClick(form.missing_buttons["密度"], Qt.MouseButton.LeftButton)
    assert melon_session.record.sample["密度"] == pytest.approx(0.697) and form.spins["密度"].isEnabled()
    melon_session.set_query_row(0)
    assert form.combos["色泽"].currentText() == "青绿"


def test_rebuilt_when_the_schema_changes_keeping_the_hand_entered_query(qtbot, melon_session, form):
    choose(form.combos["纹理"], "稍糊")
    with qtbot.waitSignal(melon_session.model_changed, timeout=10000):
        melon_session.set_kind("密度", "ignore")
    assert "密度" not in form.spins and form.combos["纹理"].currentText() == "稍糊"
    assert melon_session.record.sample["纹理"] == "稍糊"


def test_count_features_get_whole_number_spin_boxes(qtbot, session):
    frame = pd.DataFrame({"free": [0, 3, 1, 7], "word": ["a", "b", "a", "b"], "y": ["spam", "ham", "ham", "spam"]})
    dataset = Dataset.from_frame(frame, target="y", kinds={"free": "count", "word": "categorical"})
    widget = QueryForm(session)
    qtbot.addWidget(widget)
    load_and_train(qtbot, session, dataset)
    spin = widget.spins["free"]
    assert spin.decimals() == 0 and spin.minimum() == 0 and spin.maximum() >= 14 and spin.singleStep() == 1
    type_into(qtbot, spin, "5")
    assert session.record.sample["free"] == 5 and session.record.work[0].factor("free").kind == "pmf"


def test_a_new_model_s_controls_are_built_a_few_per_turn_off_screen(qtbot, session, monkeypatch):
    """Not in the slot that installs the model, nor all in one turn (20 features took ~15 ms of the GUI thread in
    one go, beside the page of show your work): row by row across turns, shown at once when all are built."""
    import bayesgui.qt.classify.query_form as query_form

    monkeypatch.setattr(query_form, "BUILD_SLICE_MS", 0)  # one row per turn
    turns = []  # per turn: (rows built so far, whether the new rows are on screen)
    build_some = QueryForm._build_some

    def counted(self):
        build_some(self)
        if self._spins:
            turns.append((len(self._spins), self._scroll.widget() is self._spins["x0"].parent().parent()))

    monkeypatch.setattr(QueryForm, "_build_some", counted)
    frame = pd.DataFrame({f"x{j}": [0.1 * j, 1.0, 2.0, 3.5] for j in range(6)} | {"y": ["a", "b", "a", "b"]})
    widget = QueryForm(session)
    qtbot.addWidget(widget)
    widget.show()
    built_in_slot = []
    session.model_changed.connect(lambda: built_in_slot.append(widget._build is not None or bool(widget._spins)))
    load_and_train(qtbot, session, Dataset.from_frame(frame, target="y"))
    qtbot.waitUntil(lambda: not widget._pending)
    assert built_in_slot and not any(built_in_slot)  # (connected after the form's own slot)
    assert turns == [(k, False) for k in range(1, 7)] + [(6, True)]  # shown once complete
    assert list(widget.spins) == [f"x{j}" for j in range(6)]
    assert widget.spins["x5"].isVisible() and widget.spins["x5"].value() == pytest.approx(0.5)  # row 1: 0.1 * 5


def test_controls_read_during_a_build_are_all_there(qtbot, melon_session, form, monkeypatch):
    import bayesgui.qt.classify.query_form as query_form

    monkeypatch.setattr(query_form, "BUILD_SLICE_MS", 0)
    with qtbot.waitSignal(melon_session.model_changed, timeout=10000):
        melon_session.set_kind("密度", "ignore")
    form._build_some()  # one row built, the rest pending
    assert form._pending
    assert list(form.combos) == ["色泽", "根蒂", "敲声", "纹理", "脐部", "触感"] and list(form.spins) == ["含糖率"]
    assert not form._pending and form.combos["色泽"].isVisible()


def test_a_control_of_the_old_rows_used_during_a_build_survives_it(qtbot, melon_session, form, monkeypatch):
    """A combo box of the rows on screen, chosen while the new model's rows are being built, finishes its own signal
    (the build it triggers replaces the rows: deleting them at once crashed the process) and goes afterwards."""
    from shiboken6 import isValid

    import bayesgui.qt.classify.query_form as query_form

    monkeypatch.setattr(query_form, "BUILD_SLICE_MS", 0)
    old = form.combos["纹理"]
    with qtbot.waitSignal(melon_session.model_changed, timeout=10000):
        melon_session.set_kind("密度", "ignore")
    assert form._pending and old.isVisible()
    choose(old, "稍糊")  # its signal reads the controls, which builds the new rows and shows them
    assert not form._pending and form.combos["纹理"] is not old and isValid(old)
    qtbot.waitUntil(lambda: not isValid(old), timeout=5000)


def test_a_build_dropped_for_a_table_without_a_target_leaves_no_dead_controls(qtbot, melon_session, form, monkeypatch):
    """A project opened while a new model's rows were being built (random use, seed 58): the build is dropped
    and deleted, the new table has no model yet, and the old rows' "?" button, clicked then, read the dropped
    build's deleted controls (RuntimeError in a slot). The form is emptied instead: no controls, no old rows."""
    from PySide6.QtWidgets import QDoubleSpinBox

    import bayesgui.qt.classify.query_form as query_form
    from bayesgui.data import load_sample

    monkeypatch.setattr(query_form, "BUILD_SLICE_MS", 0)  # one row per turn
    old_button = form.missing_buttons["密度"]
    with qtbot.waitSignal(melon_session.model_changed, timeout=10000):
        melon_session.set_kind("含糖率", "ignore")
    form._build_some()  # the new model's first row built, off screen; the others to come
    assert form._build is not None and old_button.isVisible()
    melon_session.load(load_sample("faithful"))  # no target: no model, the build is dropped
    qtbot.waitUntil(lambda: not form._pending)
    assert form.values() == {} and not form._scroll.widget().findChildren(QDoubleSpinBox)
