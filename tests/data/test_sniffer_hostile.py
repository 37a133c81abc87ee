"""Text the sniffer used to misread: mixed UTF-8 and GBK, UTF-16 without a byte-order mark, numbers written
with thousands separators or full-width digits, a table after many blank lines."""

import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bayesgui.data import DataError, load_dataset, load_table

# BAYESGUI_FUZZ_EXAMPLES=10000 runs a longer search (without the time limit).
FUZZ_EXAMPLES = int(os.environ.get("BAYESGUI_FUZZ_EXAMPLES", "150"))
pytestmark = pytest.mark.timeout(60 if FUZZ_EXAMPLES <= 1000 else 0)


def test_utf8_with_a_gbk_line_names_the_line(tmp_path):
    data = ("色泽,好瓜\n" + "青绿,是\n" * 5).encode("utf-8") + "乌黑,否\n".encode("gbk") + ("浅白,否\n" * 5).encode()
    (tmp_path / "mixed.csv").write_bytes(data)
    with pytest.raises(DataError, match=r"mixed\.csv is UTF-8 text except line 7"):
        load_dataset(tmp_path / "mixed.csv")


def test_a_gbk_file_is_still_read_as_gbk(tmp_path):
    (tmp_path / "gbk.csv").write_bytes(("色泽,好瓜\n" + "青绿,是\n乌黑,否\n" * 5).encode("gbk"))
    dataset = load_dataset(tmp_path / "gbk.csv")
    assert dataset.source.encoding == "gb18030" and dataset.levels("好瓜") == ("是", "否")


@pytest.mark.parametrize("encoding", ["utf-16-be", "utf-16-le", "utf-32-be", "utf-32-le"])
def test_unicode_without_a_byte_order_mark_is_read(tmp_path, encoding):
    (tmp_path / "wide.csv").write_bytes("x,y,label\n1,2,a\n3,4,b\n5,6,a\n".encode(encoding))
    table = load_table(tmp_path / "wide.csv")
    assert table.source.encoding == encoding and list(table.frame.columns) == ["x", "y", "label"]


def test_thousands_separators_and_full_width_digits_are_numbers(tmp_path):
    rows = ["price\tcount\tname\tlabel", "1,234\t１２\ta\ty", "2,000,000.5\t３\tb\tn", "12\t４\tc\ty"]
    (tmp_path / "n.tsv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    dataset = load_dataset(tmp_path / "n.tsv")
    assert list(dataset.frame["price"]) == [1234, 2000000.5, 12] and list(dataset.frame["count"]) == [12, 3, 4]
    notes = " ".join(dataset.warnings)
    assert "'1,234' as 1234 (a thousands separator)" in notes and "'１２' as 12 (full-width digits)" in notes


def test_a_column_with_one_word_stays_text(tmp_path):
    (tmp_path / "t.tsv").write_text("price\tlabel\n1,234\ty\nfree\tn\n", encoding="utf-8")
    assert load_dataset(tmp_path / "t.tsv").frame["price"].dtype == "str"


def test_a_latin1_guess_is_said(tmp_path):
    (tmp_path / "l.csv").write_bytes(b"name,label\n\xff\xfe\xfd\x80,a\n\x81\x8d,b\n")
    try:
        dataset = load_dataset(tmp_path / "l.csv")
    except DataError:
        return
    if dataset.source.encoding == "latin-1":
        assert any("Latin-1" in w for w in dataset.warnings)


def _loads_or_refuses(folder, data: bytes) -> None:
    """Reading ``data`` as a table gives a dataset or a DataError, nothing else."""
    path = folder / "f.csv"
    path.write_bytes(data)
    try:
        load_dataset(path)
    except DataError:
        pass


@settings(max_examples=FUZZ_EXAMPLES, deadline=None)
@given(st.binary(min_size=1, max_size=600))
def test_any_bytes_load_or_raise_data_error(tmp_path_factory, data):
    _loads_or_refuses(tmp_path_factory.mktemp("fuzz"), data)


@settings(max_examples=FUZZ_EXAMPLES, deadline=None)
@given(st.lists(st.lists(st.text(max_size=6), min_size=2, max_size=2), min_size=1, max_size=8),
       st.sampled_from(["utf-8", "gb18030", "utf-16", "utf-16-be", "utf-16-le"]))
def test_any_text_table_loads_or_raises_data_error(tmp_path_factory, rows, encoding):
    text = "a,b\n" + "".join(",".join(r) + "\n" for r in rows)
    try:
        data = text.encode(encoding)
    except UnicodeEncodeError:
        return
    _loads_or_refuses(tmp_path_factory.mktemp("fuzz"), data)
