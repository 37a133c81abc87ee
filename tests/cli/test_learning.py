"""The three ways to use naive Bayes from the shell: ``update`` (incremental), ``table`` (look-up) and
``predict --lazy``; each answers what training on the whole table answers."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest

from bayesgui.cli import main
from bayesgui.paths import resource

WATERMELON = resource("datasets", "watermelon3.csv")


def run(capsys, *argv) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def ok(capsys, *argv) -> str:
    code, out, err = run(capsys, *argv)
    assert code == 0, err
    return out


@pytest.fixture
def halves(tmp_path):
    """The watermelon table, its first 12 rows and the other 5, as CSV files (no sample preset: plain files)."""
    table = pd.read_csv(WATERMELON)
    paths = {name: tmp_path / f"{name}.csv" for name in ("all", "first", "rest")}
    table.to_csv(paths["all"], index=False)
    table.iloc[:12].to_csv(paths["first"], index=False)
    table.iloc[12:].to_csv(paths["rest"], index=False)
    return paths


def train(capsys, data, out, *options) -> None:
    ok(capsys, "train", data, "--target", "好瓜", "-o", out, *options)


def test_update_adds_and_removes_rows_as_training_would(capsys, tmp_path, halves):
    train(capsys, halves["first"], tmp_path / "first.json")
    train(capsys, halves["all"], tmp_path / "all.json")
    doc = json.loads(
        ok(capsys, "update", tmp_path / "first.json", halves["rest"], "-o", tmp_path / "up.json", "--json")
    )
    assert (doc["added"], doc["removed"], doc["n_rows"]) == (5, 0, 17)
    assert 0 < doc["statistics_changed"]
    expected = ok(capsys, "predict", tmp_path / "all.json", halves["all"])
    assert ok(capsys, "predict", tmp_path / "up.json", halves["all"]) == expected
    ok(capsys, "update", tmp_path / "up.json", "--remove", halves["rest"], "-o", tmp_path / "back.json")
    first = ok(capsys, "predict", tmp_path / "first.json", halves["all"])
    assert ok(capsys, "predict", tmp_path / "back.json", halves["all"]) == first


def test_update_learns_a_new_level_and_a_new_class(capsys, tmp_path, halves):
    train(capsys, halves["all"], tmp_path / "m.json")
    row = pd.read_csv(halves["rest"]).iloc[:1].assign(编号=18, 色泽="金黄", 好瓜="说不准")  # 编号 stays an id
    row.to_csv(tmp_path / "new.csv", index=False)
    out = ok(capsys, "update", tmp_path / "m.json", tmp_path / "new.csv")  # saved over MODEL.json
    assert "new classes: 说不准" in out
    refit = pd.concat([pd.read_csv(halves["all"]), row])
    refit.to_csv(tmp_path / "edited.csv", index=False)
    train(capsys, tmp_path / "edited.csv", tmp_path / "refit.json")
    expected = ok(capsys, "predict", tmp_path / "refit.json", tmp_path / "edited.csv")
    assert ok(capsys, "predict", tmp_path / "m.json", tmp_path / "edited.csv") == expected


def test_update_refuses_what_it_cannot_do(capsys, tmp_path, halves):
    train(capsys, halves["first"], tmp_path / "lr.json", "--model", "logistic")
    code, _, err = run(capsys, "update", tmp_path / "lr.json", halves["rest"])
    assert code == 2 and "cannot be updated row by row" in err and "Traceback" not in err
    train(capsys, halves["first"], tmp_path / "nb.json")
    code, _, err = run(capsys, "update", tmp_path / "nb.json", "--remove", halves["all"])  # rows it never saw
    assert code == 2 and "training data" in err
    code, _, err = run(capsys, "update", tmp_path / "nb.json")
    assert code == 2 and "ROWS.csv" in err


def test_the_look_up_table_predicts_what_the_model_predicts(capsys, tmp_path, halves):
    train(capsys, halves["all"], tmp_path / "m.json", "--alpha", "0")  # λ = 0: the zero-probability rule too
    out = ok(capsys, "table", tmp_path / "m.json", "--csv", tmp_path / "t.csv", "--html", tmp_path / "t.html")
    assert "written to" in out
    page = (tmp_path / "t.html").read_text(encoding="utf-8")
    assert "P(色泽 | c)" in page and "青绿" in page and "σ²" in page
    for data in (halves["all"], "watermelon3"):
        assert ok(capsys, "predict", tmp_path / "t.csv", data) == ok(capsys, "predict", tmp_path / "m.json", data)
    assert ok(capsys, "table", tmp_path / "t.csv") == ok(capsys, "table", tmp_path / "m.json")  # read back whole


def test_table_refuses_a_model_that_is_not_naive_bayes(capsys, tmp_path, halves):
    train(capsys, halves["all"], tmp_path / "lda.json", "--model", "lda")
    code, _, err = run(capsys, "table", tmp_path / "lda.json", "--csv", tmp_path / "t.csv")
    assert code == 2 and "not naive Bayes" in err
    assert not (tmp_path / "t.csv").exists()


@pytest.mark.parametrize("model", ["naive-bayes", "lda"])
def test_lazy_prediction_prints_what_a_trained_model_prints(capsys, tmp_path, halves, model):
    train(capsys, halves["all"], tmp_path / "m.json", "--model", model)
    for extra in ((), ("--json",)):
        eager = ok(capsys, "predict", tmp_path / "m.json", halves["rest"], *extra)
        lazy = ok(
            capsys, "predict", "--lazy", halves["all"], "--target", "好瓜", "--model", model, halves["rest"], *extra
        )
        assert lazy == eager


def test_target_without_lazy_is_a_usage_error(capsys, tmp_path, halves):
    train(capsys, halves["all"], tmp_path / "m.json")
    code, _, err = run(capsys, "predict", tmp_path / "m.json", halves["rest"], "--target", "好瓜")
    assert code == 2 and "--lazy" in err


def test_a_look_up_table_round_trips_names_a_spreadsheet_would_run(capsys, tmp_path):
    """Level and class names starting with = or - are escaped in the CSV and read back as they were."""
    rows = pd.DataFrame({"x": ["=SUM(1)", "-a", "=SUM(1)", "b", "-a", "b"], "y": ["=c", "-d", "=c", "-d", "=c", "-d"]})
    rows.to_csv(tmp_path / "t.csv", index=False)
    ok(capsys, "train", tmp_path / "t.csv", "--target", "y", "-o", tmp_path / "m.json")
    ok(capsys, "table", tmp_path / "m.json", "--csv", tmp_path / "table.csv")
    assert "'=SUM(1)" in (tmp_path / "table.csv").read_text(encoding="utf-8")
    expected = ok(capsys, "predict", tmp_path / "m.json", tmp_path / "t.csv")
    assert ok(capsys, "predict", tmp_path / "table.csv", tmp_path / "t.csv") == expected


def test_a_damaged_look_up_table_is_named(capsys, tmp_path):
    path = tmp_path / "bad.csv"
    path.write_text("quantity,feature,kind,level,class,value,count,total\nprior,,,,a,x,,\n", encoding="utf-8")
    code, _, err = run(capsys, "predict", path, "watermelon3")
    assert code == 2 and "bad.csv is not a readable look-up table" in err and "Traceback" not in err


def test_a_binned_table_counts_the_training_rows_and_reads_back_as_written(capsys, tmp_path, halves):
    """--bins B --train TRAIN: each continuous column in B equal-width bins over the training values, counted; the
    edges are written with the table; predicting from it equals naive Bayes trained on the binned columns."""
    train(capsys, halves["all"], tmp_path / "m.json")
    bins = ("--bins", "3", "--train", halves["all"])
    ok(capsys, "table", tmp_path / "m.json", *bins, "--csv", tmp_path / "b.csv", "--html", tmp_path / "b.html")
    page = (tmp_path / "b.html").read_text(encoding="utf-8")
    frame = pd.read_csv(WATERMELON)
    edges = {c: np.linspace(frame[c].min(), frame[c].max(), 4)[1:3] for c in ("密度", "含糖率")}
    assert f"bin 3: 密度 ≥ {edges['密度'][1]:.6g}" in page and f"bin 1: 密度 &lt; {edges['密度'][0]:.6g}" in page
    assert ok(capsys, "table", tmp_path / "b.csv") == ok(capsys, "table", tmp_path / "m.json", *bins)
    binned = json.loads(ok(capsys, "predict", tmp_path / "b.csv", halves["all"], "--json"))
    discrete = frame.assign(**{c: [f"bin{b}" for b in np.searchsorted(e, frame[c], "right")] for c, e in edges.items()})
    discrete.to_csv(tmp_path / "discrete.csv", index=False)
    train(capsys, tmp_path / "discrete.csv", tmp_path / "d.json", "--target", "好瓜")
    reference = json.loads(ok(capsys, "predict", tmp_path / "d.json", tmp_path / "discrete.csv", "--json"))
    assert _posteriors(binned) == pytest.approx(_posteriors(reference), abs=1e-12)
    code, _, err = run(capsys, "table", tmp_path / "m.json", "--bins", "3")
    assert code == 2 and "--train" in err


def _posteriors(document) -> list[float]:
    return [row["posterior"][c] for row in document["rows"] for c in sorted(row["posterior"])]
