"""Delimiter, decimal mark and header sniffing, and reading each dialect."""

from __future__ import annotations

import numpy as np
import pytest

from bayesgui.data import DataError, load_dataset, load_table
from bayesgui.data.readers.dialect import WHITESPACE, parse_delimiter, sniff_dialect


def sniff(text: str, **kwargs):
    return sniff_dialect(text, complete=True, name="t.csv", **kwargs)


@pytest.mark.parametrize("delimiter", [",", ";", "\t", "|"])
def test_single_character_delimiters(delimiter: str) -> None:
    text = delimiter.join(["a", "b", "c"]) + "\n" + delimiter.join(["1", "x y", "3"]) + "\n"
    dialect = sniff(text)
    assert dialect.delimiter == delimiter
    assert dialect.header == ("a", "b", "c")


def test_whitespace_delimiter() -> None:
    dialect = sniff("a   b c\n1  2   3\n  4 5\t6\n")
    assert dialect.delimiter == WHITESPACE


def test_semicolon_with_decimal_comma(write) -> None:
    path = write("eu.csv", "länge;breite;klasse\n1,5;2,25;A\n3,0;4,75;B\n-0,5;1;A\n")
    table = load_table(path)
    assert table.source.delimiter == ";" and table.source.decimal == ","
    assert table.frame["länge"].tolist() == [1.5, 3.0, -0.5]
    assert table.frame["breite"].dtype == np.float64


def test_semicolon_with_decimal_point_keeps_point() -> None:
    assert sniff("a;b\n1.5;2.5\n3.5;4\n").decimal == "."


def test_comma_delimiter_never_has_decimal_comma() -> None:
    assert sniff('a,b\n"1,5",2\n').decimal == "."


def test_tab_separated_file(write) -> None:
    table = load_table(write("t.tsv", "x\ty\tlabel\n1\t2\tp\n3\t4\tq\n"))
    assert list(table.frame.columns) == ["x", "y", "label"]
    assert table.source.delimiter == "\t"


def test_pipe_separated_file(write) -> None:
    table = load_table(write("p.txt", "x|y|label\n1|2|p\n3|4|q\n"))
    assert table.frame.shape == (2, 3)


def test_whitespace_separated_file(write) -> None:
    table = load_table(write("w.txt", "x   y  label\n1.5  2  p\n 3   4  q\n"))
    assert table.frame["x"].tolist() == [1.5, 3.0]
    assert table.frame["label"].tolist() == ["p", "q"]


def test_whitespace_separated_file_with_quoted_spaces(write) -> None:
    table = load_table(write("names.txt", 'name  score\n"Li Lei"  3\n"Han  Meimei"\t4\n'))
    assert table.frame["name"].tolist() == ["Li Lei", "Han  Meimei"]


def test_space_after_comma_is_skipped(write) -> None:
    table = load_table(write("adult.data", "age, workclass, income\n39, State-gov, <=50K\n50, ?, >50K\n"))
    assert table.frame["workclass"].isna().tolist() == [False, True]
    assert table.frame["income"].tolist() == ["<=50K", ">50K"]


def test_quoted_fields_with_delimiters_and_newlines(write) -> None:
    table = load_table(write("q.csv", 'a,b\n1,"x, y"\n2,"two\nlines"\n'))
    assert table.frame["b"].tolist() == ["x, y", "two\nlines"]


def test_first_line_of_numbers_is_data_not_header(write) -> None:
    table = load_table(write("iris.data", "5.1,3.5,setosa\n4.9,3.0,setosa\n"))
    assert list(table.frame.columns) == ["column 1", "column 2", "column 3"]
    assert len(table.frame) == 2
    assert any("not column names" in w for w in table.warnings)


def test_single_column_file(write) -> None:
    dataset = load_dataset(write("one.csv", "score\n1.5\n2.5\n"))
    assert dataset.kinds == {"score": "continuous"}


def test_trailing_delimiters_are_ignored(write) -> None:
    table = load_table(write("t.csv", "a,b\n1,2,\n3,4,\n"))
    assert table.frame.to_dict("list") == {"a": [1, 3], "b": [2, 4]}


def test_blank_and_whitespace_lines_are_skipped(write) -> None:
    table = load_table(write("b.csv", "a,b\n1,2\n\n   \n3,4\n"))
    assert table.frame["a"].tolist() == [1, 3]


def test_windows_line_endings(write) -> None:
    table = load_table(write("crlf.csv", "a,b\r\n1,x\r\n2,y\r\n"))
    assert table.frame["b"].tolist() == ["x", "y"]


def test_explicit_delimiter_wins(write) -> None:
    table = load_table(write("x.csv", "a;b,c\n1;2,3\n"), delimiter=",")
    assert list(table.frame.columns) == ["a;b", "c"]


@pytest.mark.parametrize(
    ("given", "expected"), [("tab", "\t"), ("\\t", "\t"), ("whitespace", WHITESPACE), (";", ";")]
)
def test_parse_delimiter_aliases(given: str, expected: str) -> None:
    assert parse_delimiter(given) == expected


def test_parse_delimiter_rejects_long_strings() -> None:
    with pytest.raises(DataError, match="single character"):
        parse_delimiter("::")
