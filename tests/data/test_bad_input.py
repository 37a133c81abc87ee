"""Every kind of bad input gives a DataError whose message says what is wrong and where."""

from __future__ import annotations

import zipfile

import numpy as np
import openpyxl
import pytest

from bayesgui.data import DataError, load_dataset, load_table
from bayesgui.data.readers import memory as memory_module


def test_empty_file(write) -> None:
    with pytest.raises(DataError, match=r"empty\.csv is empty \(0 bytes\)"):
        load_dataset(write("empty.csv", b""))


def test_file_of_blank_lines(write) -> None:
    with pytest.raises(DataError, match=r"blank\.csv is empty"):
        load_dataset(write("blank.csv", "\n \n\t\n"))


def test_header_only(write) -> None:
    with pytest.raises(DataError, match=r"header\.csv has a header \(a, b, c\) but no rows of data"):
        load_dataset(write("header.csv", "a,b,c\n"))


def test_missing_file(tmp_path) -> None:
    with pytest.raises(DataError, match="does not exist"):
        load_dataset(tmp_path / "nope.csv")


def test_folder(tmp_path) -> None:
    with pytest.raises(DataError, match="is a folder"):
        load_dataset(tmp_path)


def test_ragged_row_near_the_start(write) -> None:
    with pytest.raises(DataError, match=r"ragged\.csv: line 3 has 2 values but the first line has 3 columns"):
        load_dataset(write("ragged.csv", "a,b,c\n1,2,3\n4,5\n6,7,8\n"))


def test_row_with_too_many_values_near_the_start(write) -> None:
    with pytest.raises(DataError, match="line 2 has 4 values"):
        load_dataset(write("ragged.csv", "a,b,c\n1,2,3,4\n5,6,7\n"))


def test_ragged_row_after_the_sniffed_sample(write) -> None:
    lines = ["a,b,c"] + [f"{i},{i},x" for i in range(20_000)] + ["1,2,3,4"]
    with pytest.raises(DataError, match=r"late\.csv: line 20002 has 4 values but the first line has 3"):
        load_dataset(write("late.csv", "\n".join(lines) + "\n"))


def test_unclosed_quote(write) -> None:
    lines = ["a,b"] + [f"{i},x" for i in range(20_000)] + ['1,"oops']
    with pytest.raises(DataError, match="never closed"):
        load_dataset(write("quote.csv", "\n".join(lines) + "\n"))


def test_binary_file(write) -> None:
    data = np.random.default_rng(0).integers(0, 256, 5000, dtype=np.uint8).tobytes()
    with pytest.raises(DataError, match=r"noise\.csv does not look like a text table"):
        load_dataset(write("noise.csv", data))


def test_image_named_csv(write) -> None:
    with pytest.raises(DataError, match=r"pic\.csv is a PNG image"):
        load_dataset(write("pic.csv", b"\x89PNG\r\n\x1a\n" + bytes(100)))


def test_old_excel_file(write) -> None:
    with pytest.raises(DataError, match=r"old\.xls is an old-style Excel \.xls"):
        load_dataset(write("old.xls", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(600)))


def test_text_named_xlsx(write) -> None:
    with pytest.raises(DataError, match=r"fake\.xlsx is not an Excel workbook.*rename it to \.csv"):
        load_dataset(write("fake.xlsx", "a,b\n1,2\n"))


def test_zip_that_is_not_a_workbook(tmp_path) -> None:
    path = tmp_path / "archive.xlsx"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("hello.txt", "hi")
    with pytest.raises(DataError, match=r"archive\.xlsx could not be read as an Excel workbook"):
        load_dataset(path)


def test_duplicate_column_names(write) -> None:
    with pytest.raises(
        DataError, match=r"dup\.csv: the column name 'x' is used twice in the header \(columns 1 and 3\)"
    ):
        load_dataset(write("dup.csv", "x,y,x\n1,2,3\n"))


def test_duplicate_column_names_after_stripping_spaces(write) -> None:
    with pytest.raises(DataError, match="'x' is used twice"):
        load_dataset(write("dup.csv", "x, x \n1,2\n"))


def test_duplicate_column_names_in_excel(tmp_path) -> None:
    path = tmp_path / "dup.xlsx"
    workbook = openpyxl.Workbook()
    workbook.active.append(["色泽", "色泽"])
    workbook.active.append(["青绿", "乌黑"])
    workbook.save(path)
    with pytest.raises(DataError, match="'色泽' is used twice"):
        load_dataset(path)


def test_entirely_missing_column_is_ignored_with_a_warning(write) -> None:
    dataset = load_dataset(write("m.csv", "a,empty,label\n1,,x\n2,?,y\n3,NA,x\n"))
    assert dataset.kinds["empty"] == "ignore"
    assert any("'empty' is empty" in w for w in dataset.warnings)


def test_single_class_target_warns_then_fails_for_arrays(write) -> None:
    dataset = load_dataset(write("one.csv", "x,label\n0.5,a\n2.5,a\n1.5,a\n"))
    assert dataset.target == "label"
    assert any("fewer than two classes" in w for w in dataset.warnings)
    with pytest.raises(DataError, match=r"one\.csv: the target column 'label' has only the class 'a'"):
        dataset.to_arrays()


@pytest.mark.parametrize("token", ["inf", "-inf", "Infinity", "1e999"])
def test_infinite_values(write, token: str) -> None:
    with pytest.raises(DataError, match=r"inf\.csv: column 'b' has an infinite value .* on line 3"):
        load_dataset(write("inf.csv", f"a,b\n1,2.5\n2,{token}\n"))


def test_huge_field_loads(write) -> None:
    big = "x" * 200_000
    dataset = load_dataset(write("big.csv", f"a,text,label\n1,{big},p\n2,short,q\n"))
    assert dataset.frame["text"].str.len().tolist() == [200_000, 5]


def test_huge_header_field_loads(write) -> None:
    big = "h" * 200_000
    table = load_table(write("bighead.csv", f"a,{big}\n1,2\n"))
    assert table.frame.shape == (1, 2)


def test_file_too_large_for_memory_is_refused_early(write, monkeypatch) -> None:
    monkeypatch.setattr(memory_module, "available_memory", lambda: 1000)
    with pytest.raises(DataError, match=r"big\.csv is too large to open: .*only 1000 bytes is available"):
        load_dataset(write("big.csv", "a,b\n" + "1,2\n" * 1000))


def test_unknown_memory_does_not_block(write, monkeypatch) -> None:
    monkeypatch.setattr(memory_module, "available_memory", lambda: None)
    assert load_dataset(write("ok.csv", "a,b\n1,2\n2,3\n")).n_rows == 2


def test_available_memory_is_known_here() -> None:
    available = memory_module.available_memory()
    assert available is None or available > 0


def test_wrong_explicit_encoding(write) -> None:
    with pytest.raises(DataError, match=r"gbk\.csv is not valid utf-8 text"):
        load_dataset(write("gbk.csv", "色泽,好瓜\n青绿,是\n", encoding="gbk"), encoding="utf-8")


def test_encoding_change_after_the_sample(write) -> None:
    text = "a,b\n" + "1,x\n" * 20_000 + "2,好瓜\n"
    dataset = load_dataset(write("late.csv", text, encoding="gbk"))
    assert dataset.frame["b"].iloc[-1] == "好瓜"
    assert dataset.source.encoding == "gb18030"
    assert any("later part is not utf-8" in w for w in dataset.warnings)


def test_mixed_encodings(write) -> None:
    data = ("a,b\n" + "1,青绿\n" * 10_000).encode() + "2,乌黑\n".encode("gbk")
    with pytest.raises(DataError, match=r"mixed\.csv mixes text encodings"):
        load_dataset(write("mixed.csv", data))
