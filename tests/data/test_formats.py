"""The same table in every supported encoding and format loads identically; missing-value tokens."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import openpyxl
import pandas as pd
import pytest

from bayesgui.data import DataError, load_dataset, load_table


def assert_same_dataset(a, b) -> None:
    pd.testing.assert_frame_equal(a.frame, b.frame)
    assert dict(a.kinds) == dict(b.kinds)
    arrays_a, arrays_b = a.to_arrays(), b.to_arrays()
    np.testing.assert_array_equal(arrays_a.X, arrays_b.X)
    np.testing.assert_array_equal(arrays_a.y, arrays_b.y)
    assert arrays_a.levels == arrays_b.levels and arrays_a.class_names == arrays_b.class_names


@pytest.mark.parametrize(
    ("encoding", "detected"),
    [("gb18030", "gb18030"), ("gbk", "gb18030"), ("utf-8-sig", "utf-8-sig"), ("utf-16", "utf-16")],
)
def test_watermelon_in_every_encoding_loads_identically(write, watermelon_text, encoding, detected) -> None:
    reference = load_dataset(write("utf8.csv", watermelon_text))
    copy = load_dataset(write(f"{encoding}.csv", watermelon_text, encoding=encoding))
    assert copy.source.encoding == detected
    assert copy.columns[0] == "编号"  # no byte-order mark left in the first name
    assert_same_dataset(reference, copy)


@pytest.mark.parametrize("delimiter", [";", "\t", "|"])
def test_watermelon_with_other_delimiters_loads_identically(write, watermelon_text, delimiter) -> None:
    reference = load_dataset(write("utf8.csv", watermelon_text))
    copy = load_dataset(write("copy.txt", watermelon_text.replace(",", delimiter)))
    assert copy.source.delimiter == delimiter
    assert_same_dataset(reference, copy)


def test_watermelon_with_decimal_commas_loads_identically(write, watermelon_text) -> None:
    european = "\n".join(
        ";".join(cell.replace(".", ",") for cell in line.split(",")) for line in watermelon_text.splitlines()
    )
    reference = load_dataset(write("utf8.csv", watermelon_text))
    copy = load_dataset(write("eu.csv", european, encoding="gb18030"))
    assert (copy.source.delimiter, copy.source.decimal, copy.source.encoding) == (";", ",", "gb18030")
    assert_same_dataset(reference, copy)


def test_explicit_encoding_wins(write, watermelon_text) -> None:
    path = write("gbk.csv", watermelon_text, encoding="gbk")
    assert load_table(path, encoding="GBK").source.encoding == "gbk"


@pytest.mark.parametrize("token", ["", "NA", "NaN", "?"])
def test_missing_value_tokens(write, token: str) -> None:
    table = load_table(write("m.csv", f"a,b,c\n1,x,0.5\n{token},{token},{token}\n3,y,1.5\n"))
    assert table.frame.isna().sum().tolist() == [1, 1, 1]
    assert table.frame["a"].dtype.kind in "if" and table.frame["c"].dtype == np.float64


def test_other_words_are_not_missing_by_default(write) -> None:
    table = load_table(write("m.csv", "a,b\nnull,1\nNone,2\nn/a,3\n"))
    assert table.frame["a"].tolist() == ["null", "None", "n/a"]


def test_custom_missing_value_tokens(write) -> None:
    table = load_table(write("m.csv", "a,b\n-,1\nx,?\n"), na_values=["-"])
    assert table.frame["a"].isna().tolist() == [True, False]
    assert table.frame["b"].tolist() == ["1", "?"]


def write_workbook(path: Path, rows: list[list[object]], sheets: int = 1) -> Path:
    workbook = openpyxl.Workbook()
    workbook.active.title = "data"
    for row in rows:
        workbook.active.append(row)
    for number in range(1, sheets):
        workbook.create_sheet(f"other{number}").append(["z"])
    workbook.save(path)
    return path


def test_xlsx_round_trip(tmp_path, write, watermelon_text) -> None:
    reference = load_dataset(write("utf8.csv", watermelon_text))
    frame = reference.frame
    rows = [list(frame.columns)] + [
        [None if pd.isna(v) else v for v in row] for row in frame.itertuples(False)
    ]
    copy = load_dataset(write_workbook(tmp_path / "melons.xlsx", rows))
    assert copy.source.format == "excel" and copy.source.sheet == "data"
    assert_same_dataset(reference, copy)


def test_xlsx_cells_of_every_type(tmp_path) -> None:
    rows = [
        [None, None, None, None],
        ["n", "flag", "word", "mixed", None],
        [1, True, "a", 1],
        [2.5, False, "NA", "x"],
        [None, True, "?", None],
    ]
    dataset = load_dataset(write_workbook(tmp_path / "types.xlsx", rows, sheets=2))
    frame = dataset.frame
    assert frame["n"].tolist()[:2] == [1.0, 2.5] and np.isnan(frame["n"].iloc[2])
    assert frame["flag"].tolist() == [True, False, True]
    assert frame["word"].isna().tolist() == [False, True, True]
    assert frame["mixed"].tolist()[:2] == ["1", "x"]
    assert dataset.source.first_data_line == 3
    assert any("2 worksheets" in w for w in dataset.warnings)


def test_xlsx_sheet_choice(tmp_path) -> None:
    path = write_workbook(tmp_path / "two.xlsx", [["a", "b"], [1, "x"], [2, "y"]], sheets=2)
    assert load_table(path, sheet="other1").frame.columns.tolist() == ["z"]
    assert load_table(path, sheet=0).source.sheet == "data"
    with pytest.raises(DataError, match=r"has no worksheet 'nope'\. Its worksheets are: data, other1"):
        load_table(path, sheet="nope")


def test_xlsx_empty_sheet_and_header_only(tmp_path) -> None:
    with pytest.raises(DataError, match="the worksheet 'data' is empty"):
        load_dataset(write_workbook(tmp_path / "empty.xlsx", []))
    with pytest.raises(DataError, match=r"head\.xlsx has a header \(a, b\) but no rows of data"):
        load_dataset(write_workbook(tmp_path / "head.xlsx", [["a", "b"]]))


def test_workbook_with_a_csv_name_is_read_as_a_workbook(tmp_path) -> None:
    path = write_workbook(tmp_path / "wrong.csv", [["a", "b"], [1, "x"], [2, "y"]])
    table = load_table(path)
    assert table.frame.shape == (2, 2)
    assert "is an Excel workbook although its name ends in '.csv'" in table.warnings[0]
