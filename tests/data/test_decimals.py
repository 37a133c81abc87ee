"""The decimals each column is written with, read from a text file's first lines (0.460 stays 0.460)."""

from bayesgui.data import load_dataset, load_sample
from bayesgui.data.readers.decimals import column_decimals, written_decimals


def test_the_watermelon_file_writes_three_decimals():
    dataset = load_sample("watermelon3")
    assert dataset.frame["含糖率"].iloc[0] == 0.46  # pandas reads 0.460 as 0.46
    assert dataset.source.decimals_of() == {"编号": 0, "密度": 3, "含糖率": 3}
    assert dataset.with_kind("密度", "ignore").source.decimals_of()["含糖率"] == 3  # kept by new datasets


def test_the_most_decimals_of_plain_numbers_only(tmp_path):
    path = tmp_path / "t.csv"
    path.write_text("a;b;c;d\n1,5;x;2;1e-3\n2,25;y;3;\n", encoding="utf-8")
    assert load_dataset(path).source.decimals_of() == {"a": 2, "c": 0}  # decimal comma; text and exponents left out


def test_a_cut_last_line_and_whitespace_tables():
    assert column_decimals("a b\n1.0 2.125\n3.5 4.1", r"\s+", ".", ["a", "b"], True, False) == (("a", 1), ("b", 3))
    assert written_decimals(" -0.460 ") == 3 and written_decimals("7") == 0
    assert written_decimals("abc") is None and written_decimals(".") is None
