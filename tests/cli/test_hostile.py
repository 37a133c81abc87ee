"""The CLI facing crafted files: one-line errors, escaped CSV cells, nothing raw echoed to the terminal."""

import csv
import json

import pytest

from bayesgui.cli import main

pytestmark = pytest.mark.timeout(60)

EVIL = "=HYPERLINK(\"http://x\")"
ESC = "\x1b]0;pwned\x07\x1b[31mred\x1b[0m\r\x9b2J"


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def evil_model(tmp_path, capsys):
    data = tmp_path / "evil.csv"
    pad = "p" * 1000  # a few control characters among much text: still a text table
    data.write_text(
        "label,=cmd,f2,pad\n"
        + "".join(f"\"{c}\",{v},{i},{pad}\n" for i, (c, v) in enumerate([(EVIL, "-x"), (ESC, "+y")] * 5)),
        encoding="utf-8",
    )
    model = tmp_path / "evil.json"
    code, _, err = run(capsys, "train", data, "--target", "label", "-o", model)
    assert code == 0, err
    return model, data


def test_predict_output_escapes_formula_cells_and_headers(evil_model, tmp_path, capsys):
    model, data = evil_model
    out = tmp_path / "out.csv"
    code, _, err = run(capsys, "predict", model, data, "-o", out)
    assert code == 0, err
    with open(out, encoding="utf-8", newline="") as fh:
        rows = list(csv.reader(fh))
    cells = [cell for row in rows for cell in row]
    assert not [c for c in cells if c[:1] in ("=", "+", "@", "\t", "\r") or (c.startswith("-") and not _number(c))]
    assert "'=cmd" in rows[0] and any(c.startswith("'=HYPERLINK") for c in cells)


def _number(text):
    try:
        float(text)
    except ValueError:
        return False
    return True


def test_nothing_printed_holds_an_escape_sequence(evil_model, capsys):
    model, data = evil_model
    for argv in (("predict", model, data), ("inspect", data), ("predict", model, data, "--json")):
        code, out, err = run(capsys, *argv)
        assert code == 0, err
        assert not any(ch in out + err for ch in "\x1b\x07\r\x9b"), argv
    code, out, err = run(capsys, "inspect", "no\x1b[2Jsuch.csv")
    assert code == 2 and err.startswith("error:") and "\x1b" not in err


def test_json_output_keeps_the_names_escaped(evil_model, capsys):
    model, data = evil_model
    _code, out, _err = run(capsys, "predict", model, data, "--json")
    document = json.loads(out)
    classes = document["classes"]
    assert any(c.startswith("=HYPERLINK") for c in classes) and any("\x1b" in c for c in classes)


def test_a_duplicate_row_key_is_an_error(tmp_path, capsys):
    model = tmp_path / "m.json"
    assert run(capsys, "train", "watermelon3", "--target", "好瓜", "-o", model)[0] == 0
    code, _out, err = run(capsys, "explain", model, "--row", "密度=0.5,密度=0.7")
    assert code == 2 and "twice" in err and err.count("\n") == 1


@pytest.mark.parametrize(
    "content",
    ["[" * 100000 + "]" * 100000, '{"format": "bayesgui-model", "version": 1, "schema": [], "estimator": 3}',
     '{"format": "bayesgui-model", "version": 1, "schema": {"features": [], "classes": [], "target": "t"},'
     ' "settings": {}, "estimator": {"class": "CategoricalNB", "params": {"zzz": 1}, "state": {}}}'],
)
def test_a_damaged_model_gives_one_error_line(tmp_path, capsys, content):
    model = tmp_path / "bad.json"
    model.write_text(content, encoding="utf-8")
    code, _out, err = run(capsys, "explain", model, "--row", "a=1")
    assert code == 2 and err.startswith("error:") and err.count("\n") == 1 and "Traceback" not in err


def test_an_unexpected_exception_is_one_line(monkeypatch, capsys):
    import bayesgui.cli.inspect as cli

    def broken(args):
        raise AttributeError("boom")

    monkeypatch.setattr(cli, "cmd_inspect", broken)
    code, _out, err = run(capsys, "inspect", "watermelon3")
    assert code == 2 and err == (
        "error: an internal error occurred (AttributeError: boom); run again with --debug for the traceback, "
        "and report it\n"
    )


def test_sheet_chooses_the_worksheet(tmp_path, capsys):
    import openpyxl

    path = tmp_path / "two.xlsx"
    book = openpyxl.Workbook()
    book.active.append(["a", "label"])
    book.active.append([1, "x"])
    book.create_sheet("Second").append(["b", "kind"])
    book["Second"].append([2, "y"])
    book.save(path)

    def columns(*extra):
        document = json.loads(run(capsys, "inspect", path, "--json", *extra)[1])
        return [column["name"] for column in document["columns"]]

    assert columns() == ["a", "label"]
    assert columns("--sheet", "Second") == columns("--sheet", "2") == ["b", "kind"]
    code, _out, err = run(capsys, "inspect", path, "--sheet", "Third")
    assert code == 2 and "no worksheet 'Third'" in err
