"""``train --model spode|tan|aode`` with their flags, ``explain`` showing every factor, ``evaluate`` through the
registry; the continuous columns left out with a warning."""

import numpy as np
import pytest

from bayesgui.core import AODE, SPODE, TAN
from bayesgui.data.saved.model_file import load_model
from tests.cli.test_cli import WATERMELON, run, run_json
from tests.core import watermelon


def clone(estimator):
    return type(estimator)(**estimator.get_params())

ROW = "色泽=浅白,根蒂=蜷缩,敲声=浊响,纹理=清晰,脐部=凹陷,触感=硬滑"


def train(tmp_path, capsys, *flags):
    path = tmp_path / "m.json"
    doc = run_json(capsys, "train", WATERMELON, "--target", "好瓜", *flags, "-o", str(path))
    return path, doc


def test_spode_with_a_super_parent_by_name(tmp_path, capsys):
    path, doc = train(tmp_path, capsys, "--model", "spode", "--super-parent", "纹理")
    assert doc["left_out"] == ["密度", "含糖率"] and any("left out: 密度, 含糖率" in w for w in doc["warnings"])
    model = load_model(path)
    assert model.estimator.super_parent == 3 and model.estimator.parents_.tolist() == [3, 3, 3, -1, 3, 3]
    text = run(capsys, "explain", str(path), "--row", ROW)[1]
    # P(脐部=凹陷 | 是, 纹理=清晰) = (|D_是,清晰,凹陷| + 1) / (|D_是,清晰| + 3) = (5 + 1) / (7 + 3)
    assert "P(脐部=凹陷 | 好瓜=是, 纹理=清晰) = (5 + 1) / (7 + 3×1) = 0.600" in text


def test_tan_with_a_root_and_friedman_weighting(tmp_path, capsys):
    path, _ = train(tmp_path, capsys, "--model", "tan", "--root", "脐部", "--tan-weighting", "friedman")
    estimator = load_model(path).estimator
    assert (estimator.root, estimator.weighting) == (4, "friedman") and estimator.parents_[4] == -1
    doc = run_json(capsys, "explain", str(path), "--row", ROW)
    assert doc["family"] == "factors" and "Friedman" in " ".join(doc["choices"])
    given = [f for f in doc["work"][0]["factors"] if "parent" in f["inputs"]]
    assert len(given) == 5  # every attribute but the root is given its parent


def test_aode_explain_shows_eqs_7_24_and_7_25(tmp_path, capsys):
    path, _ = train(tmp_path, capsys, "--model", "aode", "--m-prime", "0")
    doc = run_json(capsys, "explain", str(path), "--row", ROW)
    good = doc["classes"].index("是")
    term = next(t for t in doc["work"][good]["super_parents"] if t["parent"] == "色泽")
    assert term["joint"] == {"count": 1.0, "total": 17.0, "n": 6, "alpha": 1.0}
    assert term["joint_value"] == pytest.approx(2 / 23, rel=1e-12)
    navel = next(f for f in term["factors"] if f["feature"] == "脐部")
    assert navel["value"] == pytest.approx(2 / 4, rel=1e-12)
    text = run(capsys, "explain", str(path), "--row", ROW)[1]
    assert "P(好瓜=是, 色泽=浅白) = (1 + 1) / (17 + 6×1) = 0.087" in text
    assert "P(脐部=凹陷 | 好瓜=是, 色泽=浅白) = (1 + 1) / (1 + 3×1) = 0.500" in text


def test_aode_with_zhou_m_prime_says_it_falls_back(tmp_path, capsys):
    path, _ = train(tmp_path, capsys, "--model", "aode")
    text = run(capsys, "explain", str(path), "--row", ROW)[1]
    assert "falls back to naive Bayes" in text and "naive Bayes term" in text


def test_an_unknown_column_is_refused_naming_the_columns(tmp_path, capsys):
    code, _, err = run(capsys, "train", WATERMELON, "--model", "tan", "--root", "密度", "-o", str(tmp_path / "m.json"))
    assert code == 2 and "tan_root '密度' is not a categorical column" in err and "色泽, 根蒂" in err


@pytest.mark.parametrize(
    ("model", "flags", "estimator"),
    [("spode", (), SPODE()), ("tan", (), TAN()), ("aode", ("--m-prime", "0"), AODE(m_prime=0))],
)
def test_evaluate_leave_one_out_refits_the_model_without_each_row(capsys, model, flags, estimator):
    doc = run_json(capsys, "evaluate", WATERMELON, "--target", "好瓜", "--model", model, *flags, "--cv", "loo")
    melon = watermelon.load()
    X, y = melon.X[:, :6], melon.y
    hits = [
        clone(estimator).fit(np.delete(X, i, axis=0), np.delete(y, i)).predict(X[i : i + 1])[0] == y[i]
        for i in range(len(y))
    ]
    assert doc["metrics"]["accuracy"]["value"] == pytest.approx(np.mean(hits), abs=1e-12)
