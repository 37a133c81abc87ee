"""``bayesgui-cli bn learn|score|query`` and ``train --model bayes-net``: the numbers a student would check by hand."""

import itertools
import json
import math

import pytest

from bayesgui.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def write(tmp_path, name, doc):
    path = tmp_path / name
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return str(path)


NODES = ["色泽", "根蒂", "敲声", "纹理", "脐部", "触感", "好瓜"]


def test_score_splits_bic_node_by_node(capsys, tmp_path):
    structure = write(tmp_path, "s.json", {"nodes": NODES, "edges": [["好瓜", "纹理"]]})
    code, out, err = run(capsys, "bn", "score", "watermelon2", "--structure", structure, "--json")
    assert code == 0, err
    doc = json.loads(out)
    texture = next(n for n in doc["nodes"] if n["node"] == "纹理")
    # 纹理 given 好瓜: 是 (8 rows): 清晰 7, 稍糊 1; 否 (9 rows): 清晰 2, 稍糊 4, 模糊 3
    ll = 7 * math.log(7 / 8) + math.log(1 / 8) + 2 * math.log(2 / 9) + 4 * math.log(4 / 9) + 3 * math.log(3 / 9)
    assert texture["parents"] == ["好瓜"] and texture["n_params"] == 4
    assert texture["log_likelihood"] == pytest.approx(ll, abs=1e-12)
    assert texture["structure_term"] == pytest.approx(4 * math.log(17) / 2)
    assert doc["score"] == pytest.approx(sum(n["score"] for n in doc["nodes"]))
    assert doc["n_params"] == 2 + 2 + 2 + 4 + 2 + 1 + 1


def test_learn_finds_a_structure_scoring_below_the_empty_one(capsys, tmp_path):
    out_file = tmp_path / "net.json"
    code, out, err = run(capsys, "bn", "learn", "watermelon2", "--json", "-o", str(out_file), "--tables")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["edges"] and doc["steps"][0]["move"] is None
    scores = [s["score"] for s in doc["steps"]]
    assert all(b < a for a, b in itertools.pairwise(scores)) and doc["score"] == pytest.approx(scores[-1])
    saved = json.loads(out_file.read_text(encoding="utf-8"))
    assert saved["edges"] == doc["edges"] and set(saved["cpts"]) == set(NODES)
    code, out, err = run(capsys, "bn", "score", "watermelon2", "--structure", str(out_file), "--json")
    assert json.loads(out)["score"] == pytest.approx(doc["score"])


def test_k2_respects_the_order(capsys):
    order = "好瓜,触感,脐部,纹理,敲声,根蒂,色泽"
    code, out, err = run(capsys, "bn", "learn", "watermelon2", "--search", "k2", "--order", order, "--json")
    assert code == 0, err
    names = order.split(",")
    assert all(names.index(p) < names.index(c) for p, c in json.loads(out)["edges"])


def test_query_exact_on_fig72(capsys):
    code, out, err = run(capsys, "bn", "query", "zhou-fig7.2", "--query", "甜度", "--evidence", "根蒂=硬挺", "--json")
    assert code == 0, err
    p = {row["values"]["甜度"]: row["p"] for row in json.loads(out)["probabilities"]}
    # P(高 | 硬挺) = 0.6·0.1 / (0.6·0.1 + 0.4·0.7), the figure's 根蒂 table with P(高) = 0.6
    assert p["高"] == pytest.approx(0.06 / 0.34, abs=1e-12)


def test_query_gibbs_reports_the_exact_answer_and_its_error(capsys):
    argv = ["bn", "query", "zhou-fig7.2", "--query", "好瓜", "--evidence", "色泽=浅白", "--method", "gibbs",
            "--samples", "20000", "--seed", "2", "--burn-in", "100", "--json"]  # fmt: skip
    code, out, err = run(capsys, *argv)
    assert code == 0, err
    doc = json.loads(out)
    assert doc["samples"] == 20000 and doc["warnings"] == []
    for est, exact in zip(doc["probabilities"], doc["exact"], strict=True):
        assert abs(est["p"] - exact["p"]) <= 3 * est["standard_error"]


def test_query_a_trained_model_and_a_table_with_missing_cells(capsys, tmp_path):
    model = tmp_path / "m.json"
    code, out, err = run(capsys, "train", "watermelon2", "--model", "bayes-net", "--search", "naive", "-o", str(model))
    assert code == 0, err
    code, out, err = run(capsys, "bn", "query", str(model), "--query", "好瓜", "--evidence", "纹理=模糊", "--json")
    assert code == 0, err
    p = {row["values"]["好瓜"]: row["p"] for row in json.loads(out)["probabilities"]}
    # naive structure, Laplace: P(是) = 9/19, P(模糊 | 是) = 1/11; P(否) = 10/19, P(模糊 | 否) = 4/12
    yes, no = 9 / 19 * 1 / 11, 10 / 19 * 4 / 12
    assert p["是"] == pytest.approx(yes / (yes + no), abs=1e-12)
    code, out, err = run(
        capsys, "bn", "query", "penguins", "--query", "species", "--evidence", "island=Dream", "--json"
    )
    assert code == 0, err
    assert any("missing" in w for w in json.loads(out)["warnings"])


def test_train_with_a_structure_file(capsys, tmp_path):
    structure = write(tmp_path, "s.json", {"nodes": NODES, "edges": [["好瓜", "纹理"], ["纹理", "脐部"]]})
    code, out, err = run(capsys, "train", "watermelon2", "--model", "bayes-net", "--structure", structure,
                         "-o", str(tmp_path / "m.json"), "--json")  # fmt: skip
    assert code == 0, err
    assert json.loads(out)["training_accuracy"] > 0.5


def test_a_trained_model_keeps_its_structure_not_the_file_name(capsys, tmp_path):
    structure = write(tmp_path, "s.json", {"nodes": NODES, "edges": [["好瓜", "纹理"], ["纹理", "脐部"]]})
    model = tmp_path / "m.json"
    code, _out, err = run(capsys, "train", "watermelon2", "--model", "bayes-net", "--structure", structure,
                          "-o", str(model))  # fmt: skip
    assert code == 0, err
    saved = json.loads(model.read_text(encoding="utf-8"))["settings"]["structure"]
    assert json.loads(saved) == {"nodes": NODES, "edges": [["好瓜", "纹理"], ["纹理", "脐部"]]}
    (tmp_path / "s.json").unlink()  # the model no longer needs the structure file
    code, out, err = run(capsys, "predict", str(model), "watermelon2", "--json")
    assert code == 0, err
    assert json.loads(out)
    code, out, err = run(capsys, "bn", "query", str(model), "--query", "好瓜", "--evidence", "纹理=模糊", "--json")
    assert code == 0, err
    assert {row["values"]["好瓜"] for row in json.loads(out)["probabilities"]} == {"是", "否"}


def test_a_model_file_that_names_a_structure_file_is_refused(capsys, tmp_path):
    model = tmp_path / "old.json"
    code, _out, err = run(capsys, "train", "watermelon2", "--model", "bayes-net", "--search", "naive",
                          "-o", str(model))  # fmt: skip
    assert code == 0, err
    doc = json.loads(model.read_text(encoding="utf-8"))
    doc["settings"]["structure"] = str(tmp_path / "s.json")  # what a model file of an older BayesGUI held
    model.write_text(json.dumps(doc), encoding="utf-8")
    code, _out, err = run(capsys, "predict", str(model), "watermelon2")
    assert code == 2 and err.count("\n") == 1, err
    assert "old.json" in err and "names a structure file; train it again" in err


@pytest.mark.parametrize(
    ("doc", "words"),
    [
        (None, "missing.json does not exist"),
        ("[" * 100_000 + "]" * 100_000, "s.json is damaged: it is nested too deeply to be a Bayesian network file"),
        ('{"nodes": ' + "[" * 40 + "]" * 40 + "}", "s.json is damaged: it is nested more than 32 levels deep"),
        ("{nodes", "s.json is not valid JSON (line 1)"),
        ('{"nodes": ["a"], "edges": [["a", "a"]]}', "s.json"),
    ],
)
def test_train_names_a_bad_structure_file(capsys, tmp_path, doc, words):
    path = tmp_path / ("missing.json" if doc is None else "s.json")
    if doc is not None:
        path.write_text(doc, encoding="utf-8")
    argv = ["train", "watermelon2", "--model", "bayes-net", "--structure", str(path), "-o", str(tmp_path / "m.json")]
    code, _out, err = run(capsys, *argv)
    assert code == 2 and words in err and err.count("\n") == 1, err
    assert "RecursionError" not in err and not (tmp_path / "m.json").exists()


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["bn", "query", "zhou-fig7.2", "--query", "好瓜", "--evidence", "根蒂=软"], "根蒂 has no value '软'"),
        (["bn", "query", "zhou-fig7.2", "--query", "好瓜", "--evidence", "好瓜=是"], "both queried and given"),
        (["bn", "score", "watermelon2", "--structure", "missing.json"], "network file missing.json does not exist"),
        (["bn", "learn", "watermelon2", "--search", "k2", "--order", "好瓜"], "--order must name every node once"),
    ],
)
def test_bad_input_is_one_line(capsys, argv, words):
    code, _out, err = run(capsys, *argv)
    assert code == 2 and words in err and err.count("\n") == 1


def test_a_cycle_in_a_structure_file_is_refused(capsys, tmp_path):
    structure = write(tmp_path, "s.json", {"nodes": NODES, "edges": [["好瓜", "纹理"], ["纹理", "好瓜"]]})
    code, _out, err = run(capsys, "bn", "score", "watermelon2", "--structure", structure)
    assert code == 2 and "cycle" in err and "s.json" in err
