"""``bayesgui-cli evaluate``: metrics and the confusion matrix, one JSON document, every resampling, the loss
matrix and the reject option, model comparison, and the out-of-fold predictions."""

import csv
import json

import pandas as pd
import pytest

from bayesgui.cli import main
from bayesgui.paths import resource

IRIS = str(resource("datasets", "iris.csv"))


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def run_json(capsys, *argv):
    code, out, err = run(capsys, "evaluate", *argv, "--json")
    assert code == 0, err
    return json.loads(out)


def test_text_output_has_metrics_and_the_confusion_matrix(capsys):
    code, out, err = run(capsys, "evaluate", "watermelon3", "--target", "好瓜", "--cv", "loo")
    assert code == 0, err
    assert "naive-bayes: leave-one-out, 17 rows used, 0 skipped" in out
    assert "accuracy" in out and "risk" in out and "±" in out
    assert "confusion (rows: true class, columns: decision):" in out


def test_json_document(capsys):
    doc = run_json(capsys, IRIS, "--target", "species", "--cv", "5", "--seed", "3")
    assert doc["classes"] == ["setosa", "versicolor", "virginica"]
    assert sum(map(sum, doc["confusion"])) == 150
    assert set(doc["metrics"]) >= {"accuracy", "log_loss", "brier", "auc_macro", "risk", "expected_risk"}
    assert doc["metrics"]["accuracy"]["se"] > 0
    assert doc["rows"] == {"used": 150, "skipped": 0, "training_skipped": 0}
    assert sorted(set(doc["folds"][0])) == [1, 2, 3, 4, 5]
    again = run_json(capsys, IRIS, "--target", "species", "--cv", "5", "--seed", "3")
    assert again["folds"] == doc["folds"] and again["metrics"] == doc["metrics"]


def test_loss_file_and_reject_cost_change_the_decisions(capsys, tmp_path):
    loss = tmp_path / "loss.csv"
    loss.write_text("decision,setosa,versicolor,virginica\nsetosa,0,1,1\nversicolor,1,0,10\nvirginica,1,1,0\n")
    plain = run_json(capsys, IRIS, "--target", "species")
    costly = run_json(capsys, IRIS, "--target", "species", "--loss", str(loss))
    assert costly["loss"][1][2] == 10
    assert costly["confusion"][2][1] <= plain["confusion"][2][1]  # calling virginica versicolor is now dear
    rejecting = run_json(capsys, IRIS, "--target", "species", "--reject-cost", "0.05")
    assert rejecting["actions"][-1] == "reject" and rejecting["metrics"]["reject_rate"]["value"] > 0


def test_holdout_test_file_and_split_column(capsys, tmp_path):
    doc = run_json(capsys, IRIS, "--target", "species", "--holdout", "0.2")
    assert sum(map(sum, doc["confusion"])) == 30
    frame = pd.read_csv(IRIS)
    frame.iloc[::3].to_csv(tmp_path / "test.csv", index=False)
    frame.drop(index=frame.index[::3]).to_csv(tmp_path / "train.csv", index=False)
    doc = run_json(capsys, str(tmp_path / "train.csv"), "--target", "species", "--test", str(tmp_path / "test.csv"))
    assert sum(map(sum, doc["confusion"])) == 50
    frame["part"] = ["test" if i % 4 == 0 else "train" for i in range(150)]
    frame.to_csv(tmp_path / "split.csv", index=False)
    doc = run_json(capsys, str(tmp_path / "split.csv"), "--target", "species", "--split-column", "part",
                   "--kind", "part=ignore")
    assert sum(map(sum, doc["confusion"])) == 38


def test_compare_and_predictions(capsys, tmp_path):
    out_csv = tmp_path / "oof.csv"
    code, out, err = run(capsys, "evaluate", IRIS, "--target", "species", "--compare", "--model", "lda",
                         "--predictions", str(out_csv))
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].split()[:4] == ["model", "accuracy", "log_loss", "risk"]
    assert any(line.startswith("lda ") for line in lines) and "(best)" in out
    with out_csv.open(encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    assert len(rows) == 150 and {"row", "fold", "truth", "P(setosa)", "decision"} <= set(rows[0])
    doc = run_json(capsys, IRIS, "--target", "species", "--compare", "--cv", "3")
    assert [m["model"] for m in doc["models"]][:2] == ["naive-bayes", "lda"] and doc["best"]


@pytest.mark.parametrize(("argv", "message"), [
    (("--cv", "ten"), "--cv takes"),
    (("--holdout", "1.5"), "fraction"),
    (("--split-column", "nope"), "no column"),
])
def test_errors_are_one_line(capsys, argv, message):
    code, _, err = run(capsys, "evaluate", IRIS, "--target", "species", *argv)
    assert code == 2 and message in err and err.count("\n") == 1
