"""The headless CLI: JSON documents, worked explanations, loss matrices, and one-line errors."""

import json
import subprocess
import sys

import pytest

from bayesgui.cli import main
from bayesgui.paths import resource

WATERMELON = str(resource("datasets", "watermelon3.csv"))
TEST_1 = "色泽=青绿,根蒂=蜷缩,敲声=浊响,纹理=清晰,脐部=凹陷,触感=硬滑,密度=0.697,含糖率=0.460"


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def run_json(capsys, *argv):
    code, out, err = run(capsys, *argv, "--json")
    assert code == 0, err
    return json.loads(out)


@pytest.fixture
def ml_model(tmp_path, capsys):
    path = tmp_path / "ml.json"
    assert (
        run(capsys, "train", WATERMELON, "--target", "好瓜", "--alpha", "0", "--variance", "unbiased", "-o", str(path))[
            0
        ]
        == 0
    )
    return path


def test_inspect_json(capsys):
    doc = run_json(capsys, "inspect", WATERMELON)
    assert doc["rows"] == 17 and doc["encoding"] == "utf-8" and doc["delimiter"] == ","
    kinds = {c["name"]: c["kind"] for c in doc["columns"]}
    assert kinds["编号"] == "ignore" and kinds["色泽"] == "categorical" and kinds["密度"] == "continuous"
    assert doc["target"] == "好瓜"
    color = next(c for c in doc["columns"] if c["name"] == "色泽")
    assert color["levels"] == ["青绿", "乌黑", "浅白"] and color["missing"] == 0


def test_gb18030_and_utf8_copies_inspect_identically(tmp_path, capsys):
    text = open(WATERMELON, encoding="utf-8").read()
    gbk = tmp_path / "melon_gbk.csv"
    gbk.write_bytes(text.encode("gb18030"))
    utf = run_json(capsys, "inspect", WATERMELON)
    chinese = run_json(capsys, "inspect", str(gbk))
    assert chinese["encoding"] in ("gb18030", "gbk", "gb2312")
    utf.pop("encoding"), chinese.pop("encoding")
    assert utf == chinese


@pytest.mark.parametrize("extra", [[], ["--kind", "编号=ignore"]])
def test_explain_ml_factors_from_the_counts(tmp_path, capsys, extra):
    path = tmp_path / "m.json"
    assert (
        run(
            capsys,
            "train",
            WATERMELON,
            "--target",
            "好瓜",
            *extra,
            "--alpha",
            "0",
            "--variance",
            "unbiased",
            "-o",
            str(path),
        )[0]
        == 0
    )
    doc = run_json(capsys, "explain", str(path), "--row", TEST_1)
    assert doc["classes"] == ["是", "否"]
    assert doc["prior"]["是"] == pytest.approx(8 / 17) and doc["prior"]["否"] == pytest.approx(9 / 17)
    yes, no = doc["factors"]["是"], doc["factors"]["否"]
    assert [yes[f] for f in ("色泽", "根蒂", "敲声", "纹理", "脐部", "触感")] == pytest.approx(
        [3 / 8, 5 / 8, 6 / 8, 7 / 8, 5 / 8, 6 / 8]
    )
    assert [no[f] for f in ("色泽", "根蒂", "敲声", "纹理", "脐部", "触感")] == pytest.approx(
        [3 / 9, 3 / 9, 4 / 9, 2 / 9, 2 / 9, 6 / 9]
    )
    assert round(yes["密度"], 3) == 1.959 and round(no["密度"], 3) == 1.203
    assert round(yes["含糖率"], 3) == 0.788 and round(no["含糖率"], 3) == 0.066
    assert "编号" not in yes
    assert doc["decision"] == "是"
    assert doc["posterior"]["是"] + doc["posterior"]["否"] == pytest.approx(1)
    assert doc["risk"]["否"] == pytest.approx(doc["posterior"]["是"])


def test_explain_laplace(tmp_path, capsys):
    path = tmp_path / "laplace.json"
    run(capsys, "train", WATERMELON, "--target", "好瓜", "--alpha", "1", "--prior-alpha", "1", "-o", str(path))
    doc = run_json(capsys, "explain", str(path), "--row", TEST_1.replace("浊响", "清脆"))
    assert doc["prior"]["是"] == pytest.approx(9 / 19) and doc["prior"]["否"] == pytest.approx(10 / 19)
    assert doc["factors"]["是"]["敲声"] == pytest.approx(1 / 11)
    assert doc["factors"]["是"]["色泽"] == pytest.approx(4 / 11)
    assert doc["factors"]["否"]["色泽"] == pytest.approx(4 / 12)
    code, text, _ = run(capsys, "explain", str(path), "--row", TEST_1)
    assert code == 0
    assert "P(好瓜=是) = (8 + 1) / (17 + 2×1) = 0.474" in text  # three decimals, as the book prints
    assert "P(色泽=青绿 | 好瓜=是) = (3 + 1) / (8 + 3×1) = 0.364" in text
    assert "Decision (least risk): 是" in text


def test_worked_text_without_smoothing(ml_model, capsys):
    code, text, _ = run(capsys, "explain", str(ml_model), "--row", TEST_1)
    assert code == 0
    assert "P(好瓜=是) = 8 / 17 = 0.471" in text
    assert "P(脐部=凹陷 | 好瓜=是) = 5 / 8 = 0.625" in text
    assert "p(密度=0.697 | 好瓜=是) = N(0.697; μ=0.574, σ²=0.129²=0.017) = 1.959" in text
    assert "p(含糖率=0.460 | 好瓜=是) = N(0.460; " in text and "含糖率=0.460\nModel" in text  # as typed


def test_loss_matrix_overrides_the_map_class(ml_model, tmp_path, capsys):
    loss = tmp_path / "loss.csv"
    # calling a bad melon good costs 1000 (we would sell it); the other mistake costs 1
    loss.write_text("decision,是,否\n是,0,1000\n否,1,0\n", encoding="utf-8")
    row = TEST_1.replace("纹理=清晰", "纹理=稍糊")
    plain = run_json(capsys, "explain", str(ml_model), "--row", row)
    costly = run_json(capsys, "explain", str(ml_model), "--row", row, "--loss", str(loss))
    assert plain["decision"] == "是"  # the MAP class
    assert costly["decision"] == "否"
    p = costly["posterior"]
    assert costly["risk"]["是"] == pytest.approx(1000 * p["否"])
    assert costly["risk"]["否"] == pytest.approx(1 * p["是"])


def test_reject_cost_makes_reject_the_decision(ml_model, capsys):
    row = TEST_1.replace("纹理=清晰", "纹理=稍糊").replace("密度=0.697", "密度=0.6")
    doc = run_json(capsys, "explain", str(ml_model), "--row", row, "--reject-cost", "0.01")
    assert max(doc["posterior"].values()) < 0.99
    assert doc["decision"] == "reject" and doc["risk"]["reject"] == pytest.approx(0.01)


def test_predict_json_and_csv(ml_model, tmp_path, capsys):
    doc = run_json(capsys, "predict", str(ml_model), WATERMELON, "--reject-cost", "0.2")
    assert doc["classes"] == ["是", "否"] and doc["actions"] == ["是", "否", "reject"]
    assert len(doc["rows"]) == 17
    first = doc["rows"][0]
    assert set(first) == {"posterior", "risk", "decision"}
    assert sum(first["posterior"].values()) == pytest.approx(1)
    out = tmp_path / "out.csv"
    code, text, _ = run(capsys, "predict", str(ml_model), WATERMELON, "-o", str(out))
    assert code == 0 and "17 rows" in text
    header = out.read_text(encoding="utf-8").splitlines()[0]
    assert header.endswith("P(是),P(否),risk(是),risk(否),decision")


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["inspect", "/no/such/file.csv"], "no such file"),
        (["train", WATERMELON, "--target", "不存在", "-o", "x.json"], "不存在"),
        (["train", WATERMELON, "--target", "好瓜", "--kind", "密度=nominal", "-o", "x.json"], "KIND must be one of"),
        (["train", WATERMELON, "--target", "好瓜", "--alpha", "-1", "-o", "x.json"], "alpha must be"),
        (["frobnicate"], "invalid choice"),
        (["explain", "/no/model.json", "--row", "a=1"], "does not exist"),
    ],
)
def test_errors_are_one_line_with_exit_code_2(capsys, argv, fragment):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert err.startswith("error: ") and err.count("\n") == 1 and fragment in err
    assert "Traceback" not in err and out == ""


def test_bad_loss_files_name_the_cell(ml_model, tmp_path, capsys):
    cases = {
        "decision,是,否\n是,0,x\n否,1,0\n": "truth '否' is 'x'",
        "decision,是,否\n是,0,-2\n否,1,0\n": ">= 0",
        "decision,是\n是,0\n": "missing ['否']",
        "decision,是,否\n是,0,1\n": "no row for decision(s) ['否']",
        "decision,是,否\n是,0,1\n否,1,0\n也许,1,1\n": "unknown decision '也许'",
    }
    for text, fragment in cases.items():
        loss = tmp_path / "bad.csv"
        loss.write_text(text, encoding="utf-8")
        code, _, err = run(capsys, "explain", str(ml_model), "--row", TEST_1, "--loss", str(loss))
        assert code == 2 and fragment in err, (text, err)


def test_explain_row_errors(ml_model, capsys):
    code, _, err = run(capsys, "explain", str(ml_model), "--row", "颜色=青绿")
    assert code == 2 and "unknown feature" in err
    code, _, err = run(capsys, "explain", str(ml_model), "--row", "密度=heavy")
    assert code == 2 and "must be a number" in err
    # a feature left out is missing: its factor is skipped
    doc = run_json(capsys, "explain", str(ml_model), "--row", "色泽=青绿,密度=0.697")
    assert set(doc["factors"]["是"]) == {"色泽", "密度"}


def test_console_entry_point_prints_utf8_json_and_no_traceback(tmp_path):
    ok = subprocess.run([sys.executable, "-m", "bayesgui.cli", "inspect", WATERMELON, "--json"], capture_output=True)
    assert ok.returncode == 0
    doc = json.loads(ok.stdout.decode("utf-8"))
    assert "好瓜" in ok.stdout.decode("utf-8") and doc["target"] == "好瓜"
    bad = subprocess.run(
        [sys.executable, "-m", "bayesgui.cli", "predict", "nothing.json", WATERMELON], capture_output=True, text=True
    )
    assert bad.returncode == 2 and bad.stderr.startswith("error:") and "Traceback" not in bad.stderr
    debug = subprocess.run(
        [sys.executable, "-m", "bayesgui.cli", "--debug", "predict", "nothing.json", WATERMELON],
        capture_output=True,
        text=True,
    )
    assert "Traceback" in debug.stderr


IRIS = str(resource("datasets", "iris.csv"))
IRIS_ROW = "sepal_length=6.0,sepal_width=2.7,petal_length=5.1,petal_width=1.6"


@pytest.mark.parametrize("key", ["lda", "qda", "gaussian", "mixture", "logistic", "svm"])
def test_train_predict_explain_every_model(tmp_path, capsys, key):
    path = tmp_path / f"{key}.json"
    doc = run_json(capsys, "train", IRIS, "--target", "species", "--model", key, "-o", str(path))
    assert doc["training_accuracy"] > 0.9 and len(doc["features"]) == 4
    predicted = run_json(capsys, "predict", str(path), IRIS)
    first = predicted["rows"][0]
    assert first["decision"] == "setosa"
    assert ("score" in first) == (key == "svm") and ("posterior" in first) == (key != "svm")
    code, out, err = run(capsys, "explain", str(path), "--row", IRIS_ROW)
    assert code == 0, err
    assert "Model: " in out and "Decision" in out
    if key in ("lda", "qda", "gaussian"):
        assert "−½·(x−μ_c)ᵀ Σ_c⁻¹ (x−μ_c)" in out and "Δ² =" in out


def test_qda_shrinkage_and_svm_lambda_reach_the_model_file(tmp_path, capsys):
    path = tmp_path / "qda.json"
    run_json(capsys, "train", IRIS, "--target", "species", "--model", "qda", "--reg-param", "0.4", "-o", str(path))
    assert json.loads(path.read_text(encoding="utf-8"))["estimator"]["params"]["reg_param"] == 0.4
    run_json(capsys, "train", IRIS, "--target", "species", "--model", "svm", "--svm-lambda", "2", "-o", str(path))
    assert json.loads(path.read_text(encoding="utf-8"))["estimator"]["params"]["lam"] == 2.0
    code, _, err = run(
        capsys, "train", IRIS, "--target", "species", "--model", "qda", "--reg-param", "3", "-o", str(path)
    )
    assert code == 2 and "reg_param must be between 0 and 1" in err


def test_train_selects_the_models_columns_once(tmp_path, capsys, monkeypatch):
    from bayesgui.data.saved.model_settings import ModelSettings

    selections = []
    columns = ModelSettings.columns
    monkeypatch.setattr(ModelSettings, "columns", lambda self, schema: selections.append(1) or columns(self, schema))
    path = tmp_path / "gaussian.json"
    doc = run_json(capsys, "train", WATERMELON, "--target", "好瓜", "--model", "gaussian", "-o", str(path))
    assert doc["left_out"] and 0.5 < doc["training_accuracy"] <= 1.0  # trained on the numeric columns only
    assert len(selections) == 1  # for the fit and the training accuracy alike
