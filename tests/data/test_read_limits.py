"""Files past the limits are refused fast and by name; a long read yields often, so it can be stopped."""

import io
import threading
import zipfile

import openpyxl
import pytest

from bayesgui.data import DataError, load_dataset, load_table
from bayesgui.data.loader import iter_load_table

pytestmark = pytest.mark.timeout(60)


def test_a_20_mb_single_line_is_refused(tmp_path):
    path = tmp_path / "line.csv"
    path.write_bytes(b"1," * (10 * 1024 * 1024))
    with pytest.raises(DataError, match=r"line\.csv: line 1 is longer than 4 MB"):
        load_table(path)


def test_a_line_of_too_many_columns_is_refused(tmp_path):
    path = tmp_path / "wide.csv"
    path.write_text(",".join(f"c{i}" for i in range(20000)) + "\n" + ",".join("1" * 20000) + "\n")
    with pytest.raises(DataError, match="20,000 columns; BayesGUI reads at most 16,384"):
        load_table(path)


def test_a_table_after_70000_blank_lines_is_read(tmp_path):
    path = tmp_path / "late.csv"
    path.write_text("\n" * 70000 + "a,b,c\n1,x,2\n2,y,3\n", encoding="utf-8")
    table = load_table(path)
    assert list(table.frame.columns) == ["a", "b", "c"] and len(table.frame) == 2
    assert table.source.locate(0) == "line 70002"


def _far_cell_workbook(path, cell="XFD1048576"):
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["x", "label"])
    for i in range(20):
        sheet.append([i, "a" if i % 2 else "b"])
    sheet[cell] = "far"
    book.save(path)


def test_a_workbook_with_a_far_cell_is_refused_fast(tmp_path):
    path = tmp_path / "far.xlsx"
    _far_cell_workbook(path)
    with pytest.raises(DataError, match=r"far\.xlsx: the worksheet 'Sheet' uses 1,048,576 rows × 16,384 columns"):
        load_table(path)


def test_a_workbook_with_an_empty_styled_far_cell_is_read(tmp_path):
    path = tmp_path / "styled.xlsx"
    book = openpyxl.Workbook()
    book.active.append(["x", "label"])
    book.active.append([1, "a"])
    book.active["XFD1048576"].number_format = "0.00"  # formatted, no value: the used range only looks far
    book.save(path)
    assert load_table(path).frame.shape == (1, 2)


def test_a_zip_bomb_named_xlsx_is_refused(tmp_path):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        archive.writestr("xl/sharedStrings.xml", b"\0" * (64 * 1024 * 1024))
    path = tmp_path / "bomb.xlsx"
    path.write_bytes(buffer.getvalue())
    with pytest.raises(DataError, match=r"bomb\.xlsx unpacks to .* zip bomb"):
        load_table(path)


def test_a_long_text_read_yields_often_and_stops_when_closed(tmp_path, monkeypatch):
    from bayesgui.data.readers import text as text_reader

    monkeypatch.setattr(text_reader, "CHUNK_BYTES", 2 * 1024 * 1024)  # a 10 MB file is then five steps
    path = tmp_path / "big.csv"
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("a,b,label\n")
        fh.writelines(f"{i},{i * 0.5},{'xy'[i % 2]}\n" for i in range(600_000))
    steps = iter_load_table(path)
    first = next(steps)
    second = next(steps)
    assert 0 < first[0] < second[0] < first[1]  # bytes read grow before the end
    steps.close()  # what Esc does between two yields: nothing more is read
    assert not [t for t in threading.enumerate() if t.name == "paced-parse"]  # the parse has ended


def test_a_worksheet_read_yields_every_few_thousand_rows(tmp_path):
    path = tmp_path / "rows.xlsx"
    book = openpyxl.Workbook(write_only=True)
    sheet = book.create_sheet("data")
    sheet.append(["x", "label"])
    for i in range(12000):
        sheet.append([i, "ab"[i % 2]])
    book.save(path)
    steps = list(_steps(iter_load_table(path)))
    assert len(steps) >= 2 and steps[0][0] == 5000


def _steps(generator):
    while True:
        try:
            yield next(generator)
        except StopIteration:
            return


def test_the_sheet_can_be_chosen(tmp_path):
    path = tmp_path / "two.xlsx"
    book = openpyxl.Workbook()
    book.active.append(["a", "label"])
    book.active.append([1, "x"])
    second = book.create_sheet("Second")
    second.append(["b", "kind"])
    second.append([2, "y"])
    book.save(path)
    assert "Second" in " ".join(load_dataset(path).warnings)
    assert list(load_dataset(path, sheet="Second").columns) == ["b", "kind"]
    assert list(load_dataset(path, sheet=1).columns) == ["b", "kind"]
    with pytest.raises(DataError, match=r"no worksheet 'Third'\. Its worksheets are: Sheet, Second"):
        load_dataset(path, sheet="Third")
