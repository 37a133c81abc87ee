"""`bayesgui-cli train` says how many rows the model skipped and why, in text and JSON."""

import json

from bayesgui.cli import main

PENGUIN_ROWS_WITH_A_GAP = [4, 9, 10, 11, 12, 48, 179, 219, 257, 269, 272]  # counted from 1, as a spreadsheet does


def train(capsys, tmp_path, *argv):
    code = main(["train", "penguins", "-o", str(tmp_path / "m.json"), *argv])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


def test_logistic_regression_warns_which_rows_it_skipped(capsys, tmp_path):
    out = train(capsys, tmp_path, "--model", "logistic")
    assert "trained logistic on 333 rows" in out
    warning = next(line for line in out.splitlines() if "skipped" in line)
    assert warning.startswith("warning: 11 of the table's rows skipped (missing values in ")
    assert "sex" in warning and warning.endswith("rows " + ", ".join(map(str, PENGUIN_ROWS_WITH_A_GAP)))


def test_the_json_has_the_count_the_reason_and_the_rows(capsys, tmp_path):
    doc = json.loads(train(capsys, tmp_path, "--model", "lda", "--json"))
    assert doc["n_rows_skipped"] == 2 and doc["n_rows_used"] == 342 and doc["skipped_rows"] == [4, 272]
    assert doc["skipped_reason"] == "missing values in bill_length_mm, bill_depth_mm, flipper_length_mm, body_mass_g"
    assert any("2 of the table's rows skipped" in w for w in doc["warnings"])


def test_naive_bayes_says_it_used_the_rows_with_missing_values(capsys, tmp_path):
    out = train(capsys, tmp_path)
    assert "trained naive-bayes on 344 rows" in out
    assert "11 rows with missing values used (missing factors left out)" in out and "skipped" not in out
    doc = json.loads(train(capsys, tmp_path, "--json"))
    assert doc["n_rows_skipped"] == 0 and doc["skipped_reason"] is None and doc["n_rows_with_missing_used"] == 11
