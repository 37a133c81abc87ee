"""``train --model bayes-net --search hill-climb|k2|tan``, ``bn learn --search tan`` and ``--bins`` from the shell:
the structures are the core searches' on the same rows, TAN's tree hangs from the root asked for, and the bin
edges are reported."""

import json

import pytest

from bayesgui.core.bayes_net.search import hill_climb, k2, last_step
from bayesgui.core.bayes_net.tan import tan_edges
from bayesgui.data.network_table import network_table
from bayesgui.data.samples import load_sample
from bayesgui.data.saved.model_file import load_model
from tests.cli.test_bn import run


def table():
    return network_table(load_sample("watermelon2"))


def named(t, edges):
    return {(t.names[p], t.names[c]) for p, c in edges}


@pytest.mark.parametrize("search", ["hill-climb", "k2", "tan"])
def test_train_searches_the_structure_asked_for(capsys, tmp_path, search):
    path = tmp_path / "m.json"
    code, _out, err = run(capsys, "train", "watermelon2", "--model", "bayes-net", "--search", search, "-o", str(path))
    assert code == 0, err
    model = load_model(path).estimator
    t = table()
    names = list(model.structure_.nodes)
    assert names == list(t.names)
    found = {(names[p], names[c]) for p, c in model.edges_}
    class_index = len(t.names) - 1
    expected = {
        "hill-climb": lambda: last_step(hill_climb(t.X, t.cards)).best_edges,
        "k2": lambda: last_step(k2(t.X, t.cards, [class_index, *range(class_index)])).best_edges,
        "tan": lambda: tan_edges(t.X, t.cards, class_index),
    }[search]()
    assert found == named(t, expected)


def test_bn_learn_as_tan_adds_the_class_then_the_tree_from_the_root(capsys, tmp_path):
    code, out, err = run(capsys, "bn", "learn", "watermelon2", "--search", "tan", "--root", "纹理", "--json")
    assert code == 0, err
    doc = json.loads(out)
    edges = {tuple(e) for e in doc["edges"]}
    nodes = [n["node"] for n in doc["nodes"]]  # each node's term of the score
    attributes = nodes[:-1]
    assert {("好瓜", a) for a in attributes} <= edges and len(edges) == 2 * len(attributes) - 1
    assert [p for p, c in edges if c == "纹理"] == ["好瓜"]  # the root's only parent is the class
    t = table()
    assert edges == named(t, tan_edges(t.X, t.cards, len(t.names) - 1, t.names.index("纹理")))
    assert [s["move"][0] for s in doc["steps"][1:]] == ["add"] * len(edges)
    structure = tmp_path / "tan.json"
    structure.write_text(json.dumps({"nodes": nodes, "edges": doc["edges"]}, ensure_ascii=False), encoding="utf-8")
    code, out, err = run(capsys, "bn", "score", "watermelon2", "--structure", str(structure), "--json")
    assert json.loads(out)["score"] == pytest.approx(doc["score"]) == pytest.approx(doc["steps"][-1]["score"])


def test_bn_learn_refuses_an_unknown_root(capsys):
    code, _out, err = run(capsys, "bn", "learn", "watermelon2", "--search", "tan", "--root", "瓜蒂")
    assert code != 0 and "--root must name one of the columns" in err


def test_bins_bring_the_continuous_columns_into_the_network(capsys):
    code, out, err = run(capsys, "bn", "learn", "watermelon3", "--search", "tan", "--bins", "equal-width",
                         "--n-bins", "2", "--json")  # fmt: skip
    assert code == 0, err
    doc = json.loads(out)
    assert {"密度", "含糖率"} <= {n["node"] for n in doc["nodes"]}
    assert "含糖率 binned at 0.042, 0.251, 0.46" in doc["warnings"]  # (0.46 − 0.042) / 2 = 0.209
    code, out, err = run(capsys, "bn", "learn", "watermelon3", "--json")
    assert "not categorical, left out: 密度, 含糖率 (--bins cuts numbers into intervals)" in json.loads(out)["warnings"]


def test_train_with_bins_reports_the_edges_and_without_says_how(capsys, tmp_path):
    path = str(tmp_path / "m.json")
    code, out, err = run(capsys, "train", "watermelon3", "--model", "tan", "--bins", "equal-width", "--n-bins", "2",
                         "-o", path, "--json")  # fmt: skip
    assert code == 0, err
    features = {f["name"]: f for f in json.loads(out)["features"]}
    assert features["密度"]["bin_edges"] == pytest.approx([0.243, 0.5085, 0.774])
    code, out, err = run(capsys, "train", "watermelon3", "--model", "tan", "-o", path, "--json")
    assert any("left out: 密度, 含糖率 (--bins" in w for w in json.loads(out)["warnings"])


ORDER = "脐部,纹理,好瓜,根蒂,色泽,敲声,触感"


def test_k2_given_an_order_is_the_cores_k2_for_that_order(capsys, tmp_path):
    t = table()
    order = [t.names.index(n) for n in ORDER.split(",")]
    expected = named(t, last_step(k2(t.X, t.cards, order)).best_edges)
    assert expected != named(t, last_step(k2(t.X, t.cards, list(range(len(t.names))))).best_edges)
    code, out, err = run(capsys, "bn", "learn", "watermelon2", "--search", "k2", "--order", ORDER, "--json")
    assert code == 0, err
    assert {tuple(e) for e in json.loads(out)["edges"]} == expected
    path = tmp_path / "m.json"
    code, _out, err = run(capsys, "train", "watermelon2", "--model", "bayes-net", "--search", "k2", "--order", ORDER,
                          "-o", str(path))  # fmt: skip
    assert code == 0, err
    model = load_model(path).estimator
    names = list(model.structure_.nodes)
    assert {(names[p], names[c]) for p, c in model.edges_} == expected


def test_train_refuses_an_order_naming_an_unknown_column(capsys, tmp_path):
    code, _out, err = run(capsys, "train", "watermelon2", "--model", "bayes-net", "--search", "k2", "--order", "甜度",
                          "-o", str(tmp_path / "m.json"))  # fmt: skip
    assert code != 0 and "甜度" in err and "Traceback" not in err
