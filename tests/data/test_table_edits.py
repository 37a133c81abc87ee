"""Table edits (a cell, added, pasted and deleted rows, kinds inferred again) give new datasets; bad input is named."""

import numpy as np
import pandas as pd
import pytest

from bayesgui.data import DataError, Dataset, load_sample
from bayesgui.data.table_edits import frame_text, pasted_rows, reinferred, with_cell, with_rows, without_rows


@pytest.fixture
def melons():
    return load_sample("watermelon3")


def test_a_cell_edit_changes_one_cell_of_a_new_dataset_and_keeps_the_kinds(melons):
    edited = with_cell(melons, 0, "色泽", "乌黑")
    assert edited.frame["色泽"][0] == "乌黑" and melons.frame["色泽"][0] == "青绿"
    assert edited.frame.drop(columns="色泽").equals(melons.frame.drop(columns="色泽"))
    assert dict(edited.kinds) == dict(melons.kinds) and edited.frame.dtypes.equals(melons.frame.dtypes)


def test_an_empty_cell_is_missing_and_an_integer_column_becomes_float(melons):
    edited = with_cell(melons, 2, "编号", "")
    assert np.isnan(edited.frame["编号"][2]) and edited.frame["编号"].dtype == np.float64
    assert pd.isna(with_cell(melons, 1, "色泽", "?").frame["色泽"][1])


def test_a_word_in_a_number_column_is_refused_naming_column_and_text(melons):
    with pytest.raises(DataError, match=r"密度.*heavy"):
        with_cell(melons, 0, "密度", "heavy")


def test_pasted_rows_skip_a_header_and_append_with_the_tables_types(melons):
    rows = pasted_rows(melons, frame_text(melons.frame.iloc[[3, 12]]))
    longer = with_rows(melons, rows)
    assert longer.n_rows == 19 and longer.frame.dtypes.equals(melons.frame.dtypes)
    assert longer.frame.iloc[17:].reset_index(drop=True).equals(melons.frame.iloc[[3, 12]].reset_index(drop=True))


def test_a_pasted_row_of_the_wrong_width_is_named(melons):
    with pytest.raises(DataError, match="Pasted row 1 has 2 cells; the table has 10 columns"):
        pasted_rows(melons, "a\tb\n")
    with pytest.raises(DataError, match="no rows"):
        pasted_rows(melons, "\n\n")


def test_deleting_rows_and_never_the_last_one(melons):
    shorter = without_rows(melons, [0, 16])
    assert shorter.n_rows == 15 and shorter.frame["编号"].tolist() == list(range(2, 17))
    one = Dataset.from_frame(pd.DataFrame({"x": [1.0], "y": ["a"]}), target="y")
    with pytest.raises(DataError, match="at least one row"):
        without_rows(one, [0])


def test_kinds_are_inferred_again_only_when_asked():
    words = Dataset.from_frame(pd.DataFrame({"w": list("abacba"), "y": list("pqpqpq")}), target="y")
    numbers = words
    for row, value in enumerate(["1.5", "2.25", "3.5", "0.5", "7.125", "2.5"]):  # words typed over with numbers
        numbers = with_cell(numbers, row, "w", value)
    assert numbers.kinds["w"] == "categorical"  # an edit never changes a kind by itself
    again = reinferred(numbers)
    assert dict(again.kinds) == {"w": "continuous", "y": "target"}
