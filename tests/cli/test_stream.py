"""``--stream`` on ``train``, ``evaluate`` and ``predict``: the same model file as an in-memory ``train``, the
evaluation's confusion matrix, predictions written to a file, and bad input deep in the file ending with the
line named and the previous model left as it was."""

from __future__ import annotations

import gzip
import json

import numpy as np
import pandas as pd
import pytest

from bayesgui.cli import main
from bayesgui.data.saved.model_file import load_model
from tests.core.test_streaming_statistics import assert_same_model
from tests.tasks.test_streaming_jobs import _frame


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def data(tmp_path):
    path = tmp_path / "d.csv.gz"
    path.write_bytes(gzip.compress(_frame(3000).to_csv(index=False).encode()))
    plain = tmp_path / "d.csv"
    _frame(3000).to_csv(plain, index=False)
    return path, plain


@pytest.mark.parametrize("model", ["naive-bayes", "qda"])
def test_train_stream_writes_the_model_an_in_memory_train_writes(capsys, tmp_path, data, model):
    gz, plain = data
    code, out, err = run(capsys, "train", gz, "--stream", "--chunk-rows", 400, "--target", "label",
                         "--model", model, "-o", tmp_path / "s.json")  # fmt: skip
    assert code == 0, err
    assert "one pass over the file" in out
    code, _, err = run(capsys, "train", plain, "--target", "label", "--model", model, "-o", tmp_path / "m.json")
    assert code == 0, err
    streamed, in_memory = load_model(tmp_path / "s.json"), load_model(tmp_path / "m.json")
    assert streamed.schema == in_memory.schema and streamed.settings == in_memory.settings
    assert_same_model(streamed.estimator, in_memory.estimator)


def test_evaluate_stream_json_and_text(capsys, data):
    gz, _ = data
    code, out, err = run(capsys, "evaluate", gz, "--stream", "--target", "label", "--cv", 4, "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["resampling"] == "4-fold" and sorted(doc["classes"]) == ["ham", "spam", "unsure"]
    assert sum(map(sum, doc["confusion"])) == doc["rows_held_out"] > 2900
    code, out, err = run(capsys, "evaluate", gz, "--stream", "--target", "label", "--holdout", 0.25)
    assert code == 0, err
    assert "hold-out 0.25 (streamed" in out and "confusion" in out
    code, _, err = run(capsys, "evaluate", gz, "--stream", "--target", "label", "--cv", "loo")
    assert code == 2 and "--cv K" in err


def test_predict_stream_writes_every_row(capsys, tmp_path, data):
    gz, plain = data
    assert run(capsys, "train", plain, "--target", "label", "-o", tmp_path / "m.json")[0] == 0
    out_path = tmp_path / "p.csv"
    code, out, err = run(capsys, "predict", tmp_path / "m.json", gz, "--stream", "--chunk-rows", 500, "-o", out_path)
    assert code == 0, err
    assert out.strip() == f"wrote 3000 rows to {out_path}"
    code, _, err = run(capsys, "predict", tmp_path / "m.json", plain, "-o", tmp_path / "q.csv")
    assert code == 0, err
    streamed, in_memory = pd.read_csv(out_path), pd.read_csv(tmp_path / "q.csv")
    assert list(streamed.columns) == list(in_memory.columns)
    assert (streamed["decision"] == in_memory["decision"]).all()
    np.testing.assert_allclose(streamed["P(ham)"], in_memory["P(ham)"], rtol=1e-12)
    code, _, err = run(capsys, "predict", tmp_path / "m.json", gz, "--stream")
    assert code == 2 and "-o OUT.csv" in err


def test_a_ragged_row_deep_in_the_file_names_it_and_keeps_the_previous_model(capsys, tmp_path, data):
    _, plain = data
    model = tmp_path / "m.json"
    assert run(capsys, "train", plain, "--stream", "--target", "label", "-o", model)[0] == 0
    before = model.read_bytes()
    lines = plain.read_text().splitlines()
    lines[2500] += ",1,2"
    bad = tmp_path / "bad.csv"
    bad.write_text("\n".join(lines) + "\n")
    code, out, err = run(capsys, "train", bad, "--stream", "--chunk-rows", 300, "--target", "label", "-o", model)
    assert code == 2 and out == ""
    assert err.startswith("error: bad.csv: line 2501 has 7 values") and "Traceback" not in err
    assert model.read_bytes() == before


def test_a_model_that_cannot_stream_says_so_and_trains_on_a_sample(capsys, tmp_path, data):
    gz, _ = data
    code, _, err = run(capsys, "train", gz, "--stream", "--target", "label", "--model", "logistic", "-o",
                       tmp_path / "l.json")  # fmt: skip
    assert code == 2 and "needs the whole table in memory" in err and "--sample N" in err
    code, out, err = run(capsys, "train", gz, "--stream", "--sample", 800, "--target", "label", "--model", "logistic",
                         "-o", tmp_path / "l.json")  # fmt: skip
    assert code == 0, err
    assert "(a random sample of 800 rows of the file)" in out
    assert load_model(tmp_path / "l.json").n_rows <= 800
