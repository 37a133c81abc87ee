"""A workbook's shared strings table (every distinct text) is read step by step, can be stopped, and is limited."""

import zipfile

import pytest
from openpyxl.reader.excel import ExcelReader

from bayesgui.data import DataError, load_dataset
from bayesgui.data.loader import iter_load_table
from bayesgui.data.readers import shared_strings as shared_strings_module

pytestmark = pytest.mark.timeout(120)

N_TEXTS = 60_000  # three steps of STRINGS_PER_STEP


_MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
_PACKAGE_REL = "http://schemas.openxmlformats.org/package/2006/relationships"
_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml"


def write_workbook_with_shared_strings(path, rows):
    """An .xlsx as Excel writes it: every text cell points into xl/sharedStrings.xml (openpyxl writes
    texts inline, so it cannot make one)."""
    texts: dict[str, int] = {}
    sheet_rows = []
    for r, row in enumerate(rows, 1):
        cells = "".join(
            f'<c r="{"AB"[c]}{r}" t="s"><v>{texts.setdefault(text, len(texts))}</v></c>' for c, text in enumerate(row)
        )
        sheet_rows.append(f'<row r="{r}">{cells}</row>')
    strings = "".join(f"<si><t>{text}</t></si>" for text in texts)
    parts = {
        "[Content_Types].xml": (
            '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
            '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
            '<Default Extension="xml" ContentType="application/xml"/>'
            f'<Override PartName="/xl/workbook.xml" ContentType="{_TYPE}.sheet.main+xml"/>'
            f'<Override PartName="/xl/worksheets/sheet1.xml" ContentType="{_TYPE}.worksheet+xml"/>'
            f'<Override PartName="/xl/sharedStrings.xml" ContentType="{_TYPE}.sharedStrings+xml"/></Types>'
        ),
        "_rels/.rels": (
            f'<Relationships xmlns="{_PACKAGE_REL}"><Relationship Id="rId1" '
            f'Type="{_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>'
        ),
        "xl/workbook.xml": (
            f'<workbook xmlns="{_MAIN}" xmlns:r="{_REL}"><sheets>'
            '<sheet name="data" sheetId="1" r:id="rId1"/></sheets></workbook>'
        ),
        "xl/_rels/workbook.xml.rels": (
            f'<Relationships xmlns="{_PACKAGE_REL}">'
            f'<Relationship Id="rId1" Type="{_REL}/worksheet" Target="worksheets/sheet1.xml"/>'
            f'<Relationship Id="rId2" Type="{_REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>'
        ),
        "xl/worksheets/sheet1.xml": (
            f'<worksheet xmlns="{_MAIN}"><sheetData>{"".join(sheet_rows)}</sheetData></worksheet>'
        ),
        "xl/sharedStrings.xml": f'<sst xmlns="{_MAIN}" uniqueCount="{len(texts)}">{strings}</sst>',
    }
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, text in parts.items():
            archive.writestr(name, text)


@pytest.fixture(scope="module")
def many_texts(tmp_path_factory):
    """A workbook whose column 'code' holds 60,000 distinct texts (a shared strings part of about 1.5 MB)."""
    path = tmp_path_factory.mktemp("books") / "codes.xlsx"
    rows = [("code", "label"), *((f"code-{i:06d}", "ab"[i % 2]) for i in range(N_TEXTS))]
    write_workbook_with_shared_strings(path, rows)
    return path


def _strings_part_size(path):
    with zipfile.ZipFile(path) as archive:
        return archive.getinfo("xl/sharedStrings.xml").file_size


def test_the_texts_of_a_large_table_are_all_read(many_texts):
    dataset = load_dataset(many_texts, target="label")
    codes = dataset.frame["code"]
    assert len(codes) == N_TEXTS and codes.iloc[0] == "code-000000" and codes.iloc[-1] == f"code-{N_TEXTS - 1:06d}"
    assert codes.nunique() == N_TEXTS


def test_a_large_shared_strings_table_yields_before_it_ends_and_stops_when_closed(many_texts, monkeypatch):
    sheets_read = []
    read_worksheets = ExcelReader.read_worksheets
    monkeypatch.setattr(ExcelReader, "read_worksheets", lambda self: sheets_read.append(1) or read_worksheets(self))
    steps = iter_load_table(many_texts)
    first = next(steps)
    second = next(steps)
    part = _strings_part_size(many_texts)
    assert first[1] == part and 0 < first[0] < second[0] < part  # progress inside the strings table
    assert not sheets_read
    steps.close()  # what Esc does between two yields
    assert not sheets_read  # the workbook was never opened further
    with pytest.raises(StopIteration):
        next(steps)


def test_a_shared_strings_part_past_the_size_limit_is_refused_by_name(many_texts, monkeypatch):
    monkeypatch.setattr(shared_strings_module, "MAX_SHARED_STRINGS_BYTES", 1024 * 1024)
    size = _strings_part_size(many_texts)
    assert size > 1024 * 1024
    with pytest.raises(
        DataError,
        match=rf"codes\.xlsx: its shared strings table \(xl/sharedStrings\.xml.*\) unpacks to {size:,} bytes; "
        r"BayesGUI reads at most 1,048,576 bytes \(1 MB\) of it\. Save the table as CSV",
    ):
        load_dataset(many_texts)


def test_a_shared_strings_table_past_the_count_limit_is_refused_by_name(many_texts, monkeypatch):
    monkeypatch.setattr(shared_strings_module, "MAX_SHARED_STRINGS", 50_000)
    steps = iter_load_table(many_texts)
    with pytest.raises(DataError, match=r"codes\.xlsx: .* holds more than 50,000 texts, the most BayesGUI reads"):
        for _done, total in steps:
            assert total == _strings_part_size(many_texts)  # refused while the table is read, not after


def test_texts_are_read_as_openpyxl_reads_them(tmp_path):
    from openpyxl.reader.strings import read_string_table

    from bayesgui.data.readers.files import drain

    texts = [
        "<si><t>plain</t></si>",
        "<si><t/></si>",
        '<si><t xml:space="preserve">  spaced  </t></si>',
        '<si><r><rPr><b/></rPr><t>bold</t></r><r><t xml:space="preserve"> and plain</t></r></si>',
        "<si><t>x005F_x0041_ escaped</t></si>",
        '<si><t>好瓜 &amp; &lt;tag&gt;</t><rPh sb="0" eb="1"><t>ハオ</t></rPh><phoneticPr fontId="1"/></si>',
        "<si><t>two\nlines</t></si>",
    ]
    path = tmp_path / "texts.xlsx"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("xl/sharedStrings.xml", f'<sst xmlns="{_MAIN}">{"".join(texts)}</sst>')
    with zipfile.ZipFile(path) as archive:
        expected = read_string_table(archive.open("xl/sharedStrings.xml"))
        read = drain(shared_strings_module.iter_shared_strings(archive, "xl/sharedStrings.xml", "texts.xlsx"))
    assert read == expected
    assert read[3] == "bold and plain" and read[5] == "好瓜 & <tag>"  # runs joined, phonetic guide left out
