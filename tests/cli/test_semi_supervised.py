"""``bayesgui-cli train --model semi-supervised``: rows with an empty class cell train too; predict and explain."""

import json

import numpy as np

from bayesgui.cli import main
from bayesgui.core.incomplete.semi_supervised import SemiSupervisedNB
from bayesgui.core.naive_bayes.categorical import CategoricalNB
from bayesgui.data import load_sample
from bayesgui.data.saved.model_file import load_model
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.tasks.train import train_model


def melons_with_hidden_classes(tmp_path):
    frame = load_sample("watermelon3").frame.copy()
    frame.loc[[1, 4, 9, 12, 15], "好瓜"] = None
    path = tmp_path / "melons.csv"
    frame.to_csv(path, index=False)
    return path, frame


def test_train_predict_explain(tmp_path, capsys):
    path, _ = melons_with_hidden_classes(tmp_path)
    out = tmp_path / "semi.json"
    argv = ["train", str(path), "--target", "好瓜", "--model", "semi-supervised", "-o", str(out), "--json"]
    assert main(argv) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["rows"] == 17  # the five rows without a class are kept
    assert doc["left_out"] == ["密度", "含糖率"]
    assert any("5 row(s) have no class" in w for w in doc["warnings"])
    model = load_model(out)
    assert isinstance(model.estimator, SemiSupervisedNB) and model.estimator.n_unlabeled_ == 5
    assert main(["predict", str(out), str(path), "--json"]) == 0
    predictions = json.loads(capsys.readouterr().out)
    assert len(predictions["rows"]) == 17
    row = "色泽=青绿,根蒂=蜷缩,敲声=浊响,纹理=清晰,脐部=凹陷,触感=硬滑"
    assert main(["explain", str(out), "--row", row]) == 0
    assert "是" in capsys.readouterr().out


def test_labels_all_present_it_trains_like_categorical_naive_bayes():
    dataset = load_sample("watermelon3")
    job = train_model(dataset, ModelSettings("semi-supervised"))
    try:
        while True:
            next(job)
    except StopIteration as stop:
        semi = stop.value
    assert semi.estimator.n_unlabeled_ == 0 and semi.left_out == ("密度", "含糖率")
    arrays = dataset.to_arrays()
    X = arrays.X[:, :6]
    expected = CategoricalNB(alpha=1.0).fit(X, arrays.y).predict_proba(X)
    np.testing.assert_array_equal(semi.estimator.predict_proba(X), expected)
