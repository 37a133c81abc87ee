"""``bayesgui-cli exercise`` and ``check``: the answer key's JSON, marking a class in any locale, one variant per
student, and the PDF worksheet (rendered to images) with blanks and the key with the numbers."""

import csv
import json
from fractions import Fraction

import numpy as np
import pytest

from bayesgui.cli import main


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def zhou_key(tmp_path, capsys):
    """Zhou §7.3 测1 as an exercise: no seed, every row, plain frequencies."""
    key = tmp_path / "key.json"
    code, _out, err = run(capsys, "exercise", "watermelon3", "--kind", "nb", "--smoothing", "plain", "--key", key)
    assert code == 0, err
    return key


def test_the_key_is_json_with_questions_data_and_settings(zhou_key):
    doc = json.loads(zhou_key.read_text(encoding="utf-8"))
    assert set(doc) >= {"questions", "data", "settings"}
    first = doc["questions"][0]
    assert {"id", "text", "answer", "precision"} <= set(first)
    assert first == {**first, "id": "q1", "answer": "8/17", "text": "Prior P(好瓜 = 是)"}
    assert doc["data"]["query"]["密度"] == "0.697" and len(doc["data"]["rows"]) == 17
    assert doc["settings"]["smoothing"] == "plain"
    density = next(q for q in doc["questions"] if q["text"].startswith("Density p(密度"))
    assert isinstance(density["answer"], float) and round(density["answer"], 3) == 1.959


def _write_answers(path, rows, delimiter=","):
    with path.open("w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out, delimiter=delimiter)
        for row in rows:
            writer.writerow(row)


def test_check_marks_a_class_across_locales(zhou_key, tmp_path, capsys):
    answers = tmp_path / "answers.csv"
    _write_answers(answers, [
        ["student", "q1", "q2", "q10", "q32"],
        ["s1", "8/17", "6/16", "1.959", "是"],          # fractions in another form, a density
        ["s2", "0,4706", "0,375", "1,96", "否"],       # a German or Chinese decimal comma; a wrong decision
        ["s3", "１６／３４", "abc", "", "是"],           # full-width digits; not a number; blank
    ], delimiter=";")
    marks = tmp_path / "marks.csv"
    code, out, err = run(capsys, "check", zhou_key, answers, "-o", marks)
    assert code == 0, err
    rows = list(csv.reader(marks.open(encoding="utf-8")))
    header = rows[0]
    assert header[:2] == ["student", "q1"] and header[-1] == "score"
    by_student = {r[0]: dict(zip(header, r, strict=True)) for r in rows[1:]}
    assert [by_student["s1"][q] for q in ("q1", "q2", "q10", "q32")] == ["1", "1", "1", "1"]
    assert [by_student["s2"][q] for q in ("q1", "q2", "q10", "q32")] == ["1", "1", "1", "0"]
    assert [by_student["s3"][q] for q in ("q1", "q2", "q10", "q32")] == ["1", "0", "", "1"]
    assert by_student["s3"]["q3"] == ""  # a question nobody answered: blank, not wrong
    assert "student s3, q2: 'abc' is not a number" in out
    assert "q2: 2 right, 1 wrong (1 not a number), 0 blank" in out


def test_check_json_and_a_comma_separated_file_with_quoted_decimal_commas(zhou_key, tmp_path, capsys):
    answers = tmp_path / "answers.csv"
    _write_answers(answers, [["student", "q1"], ["a", "0,4706"], ["b", "0,5"]])
    code, out, err = run(capsys, "check", zhou_key, answers, "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert [s["marks"]["q1"] for s in doc["students"]] == [1, 0]
    assert doc["summary"][0] == {"id": "q1", "right": 1, "wrong": 1, "not_a_number": 0, "blank": 31 - 31}


def test_check_refuses_a_file_without_student_column(zhou_key, tmp_path, capsys):
    answers = tmp_path / "answers.csv"
    answers.write_text("name,q1\na,3/8\n", encoding="utf-8")
    code, _out, err = run(capsys, "check", zhou_key, answers)
    assert code == 2 and "must name the columns: 'student'" in err and "Traceback" not in err


def test_one_variant_per_student_checked_against_their_own(tmp_path, capsys):
    students = tmp_path / "students.csv"
    students.write_text("student,name\n2023001,甲\n2023002,乙\n", encoding="utf-8")
    key = tmp_path / "key.json"
    code, out, err = run(capsys, "exercise", "watermelon3", "--kind", "risk", "--reject-cost", "0.2", "--n", "6",
                         "--seed", "5", "--students", students, "--key", key)
    assert code == 0, err
    doc = json.loads(key.read_text(encoding="utf-8"))
    variants = doc["students"]
    assert set(variants) == {"2023001", "2023002"}
    assert variants["2023001"]["settings"]["rows"] != variants["2023002"]["settings"]["rows"] or \
        variants["2023001"]["settings"]["query_row"] != variants["2023002"]["settings"]["query_row"]
    # each student answers their own variant's first prior; the other's answer is marked by their own key
    own = {s: v["questions"][0]["answer"] for s, v in variants.items()}
    answers = tmp_path / "answers.csv"
    _write_answers(answers, [["student", "q1"], ["2023001", own["2023001"]], ["2023002", own["2023002"]]])
    code, out, err = run(capsys, "check", key, answers, "--json")
    assert [s["marks"]["q1"] for s in json.loads(out)["students"]] == [1, 1]
    risk = [q for q in variants["2023001"]["questions"] if q["kind"] == "risk"]
    assert [q["place"]["action"] for q in risk] == ["是", "否", "reject"]


@pytest.mark.parametrize(("kind", "extra"), [("lda", []), ("qda", []), ("em-1d", ["--columns", "含糖率"])])
def test_every_kind_from_the_cli(tmp_path, capsys, kind, extra):
    key = tmp_path / "key.json"
    code, _out, err = run(capsys, "exercise", "watermelon3", "--kind", kind, "--n", "8", "--seed", "2", *extra,
                         "--key", key)
    assert code == 0, err
    questions = json.loads(key.read_text(encoding="utf-8"))["questions"]
    assert questions and all(isinstance(q["answer"], (str, float)) for q in questions)


def test_three_coins_from_the_sample(tmp_path, capsys):
    key = tmp_path / "key.json"
    code, _out, err = run(capsys, "exercise", "three-coins", "--kind", "three-coins", "--key", key)
    assert code == 0, err
    questions = json.loads(key.read_text(encoding="utf-8"))["questions"]
    assert [round(q["answer"], 3) for q in questions] == [0.364, 0.471, 0.406, 0.537, 0.643]


def test_bad_usage_is_one_line(tmp_path, capsys):
    key = tmp_path / "key.json"
    code, _, err = run(capsys, "exercise", "watermelon3", "--kind", "nb", "--smoothing", "lidstone:-1", "--key", key)
    assert code == 2 and "lidstone" in err and "\n" not in err.strip()
    code, _, err = run(capsys, "exercise", "watermelon3", "--kind", "nb", "--query", "99", "--key", key)
    assert code == 2 and "--query 99" in err


def test_zhou_fraction_answers_are_exact_in_the_key(zhou_key):
    doc = json.loads(zhou_key.read_text(encoding="utf-8"))
    factors = [Fraction(q["answer"]) for q in doc["questions"] if q["kind"] == "factor" and isinstance(q["answer"],
                                                                                                       str)]
    assert factors[:2] == [Fraction(3, 8), Fraction(5, 8)]
    assert np.isclose(float(sum(factors)), sum(float(f) for f in factors))
