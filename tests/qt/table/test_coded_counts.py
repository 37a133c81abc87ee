"""Integer columns coded 0, 1, 2 are inferred as counts: the column panel says so and offers categorical."""

import pandas as pd

from bayesgui.data import Dataset, load_sample
from bayesgui.data.coded_counts import coded_count_columns
from tests.qt.table.test_column_panel import make_panel


def li_hang_from_zero() -> Dataset:
    """Li Hang's table 4.1 with X1 written 0, 1, 2 instead of 1, 2, 3."""
    frame = load_sample("lihang4.1").frame.copy()
    frame["X1"] = frame["X1"].astype(int) - 1
    return Dataset.from_frame(pd.DataFrame(frame))


def test_codes_from_zero_are_counts_and_flagged():
    dataset = li_hang_from_zero()
    assert dataset.kinds["X1"] == "count"
    assert coded_count_columns(dataset) == ("X1",)
    assert coded_count_columns(load_sample("spam_words")) == ()  # its datasheet declares the counts


def test_the_note_and_the_one_click_change(qtbot, session):
    panel = make_panel(qtbot, session)
    assert not panel.count_note.isVisible()
    session.load(li_hang_from_zero())
    assert panel.count_note.isVisible() and panel.categorical_button.isVisible()
    assert panel.count_note.text().startswith("X1: ") and "counts (Poisson)" in panel.count_note.text()
    panel.categorical_button.click()
    assert session.dataset.kinds["X1"] == "categorical"
    assert not panel.count_note.isVisible()
    session.undo_stack.undo()
    assert session.dataset.kinds["X1"] == "count" and panel.count_note.isVisible()
