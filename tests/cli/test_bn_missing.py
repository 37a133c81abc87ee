"""``bn learn|score|query`` and ``train --model bayes-net`` on a table with missing cells: the tables by the core's
EM over them (every row used), the score on the complete rows, and each command saying so."""

import json

import numpy as np
import pytest

from bayesgui.cli.shared.inputs import open_dataset
from bayesgui.core.bayes_net.em import em_fit
from bayesgui.core.bayes_net.inference import variable_elimination
from bayesgui.core.bayes_net.structure import Structure
from bayesgui.data import load_sample
from bayesgui.data.network_table import network_table
from bayesgui.data.saved.model_file import load_model
from tests.cli.test_bn import run, write

NAIVE = [["好瓜", n] for n in ("色泽", "根蒂", "敲声", "纹理", "脐部", "触感")]


@pytest.fixture
def holes(tmp_path):
    frame = load_sample("watermelon2").frame.drop(columns="编号")
    frame.loc[[0, 3, 8], "根蒂"] = np.nan
    frame.loc[3, "敲声"] = np.nan
    path = tmp_path / "holes.csv"
    frame.to_csv(path, index=False)
    return str(path)


def em_network(path, edges):
    table = network_table(open_dataset(path, None, "好瓜", {}, None))
    structure = Structure(table.names, [tuple(e) for e in edges])
    return table, list(em_fit(table.X, structure, table.states, alpha=1.0))[-1].net


def test_learn_saves_em_tables_and_scores_the_complete_rows(capsys, tmp_path, holes):
    out_file = tmp_path / "net.json"
    code, out, err = run(capsys, "bn", "learn", holes, "--target", "好瓜", "-o", str(out_file), "--tables", "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["m"] == 14
    assert any("3 of 17 rows" in w and "14 complete rows" in w and "EM" in w for w in doc["warnings"])
    saved = json.loads(out_file.read_text(encoding="utf-8"))
    table, net = em_network(holes, saved["edges"])
    for i, name in enumerate(table.names):
        assert np.asarray(saved["cpts"][name]) == pytest.approx(net.cpts[i], abs=1e-12)


def test_score_says_it_counts_the_complete_rows(capsys, tmp_path, holes):
    structure = write(tmp_path, "s.json", {"nodes": [*(e[1] for e in NAIVE), "好瓜"], "edges": NAIVE})
    code, out, err = run(capsys, "bn", "score", holes, "--target", "好瓜", "--structure", structure, "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["m"] == 14 and any("the score counts the 14 complete rows" in w for w in doc["warnings"])


def test_query_and_train_use_the_em_tables(capsys, tmp_path, holes):
    structure = write(tmp_path, "s.json", {"nodes": [*(e[1] for e in NAIVE), "好瓜"], "edges": NAIVE})
    code, out, err = run(capsys, "bn", "query", holes, "--target", "好瓜", "--structure", structure,
                         "--query", "好瓜", "--evidence", "根蒂=蜷缩", "--json")  # fmt: skip
    assert code == 0, err
    doc = json.loads(out)
    _table, net = em_network(holes, NAIVE)
    exact = variable_elimination(net, ["好瓜"], {"根蒂": "蜷缩"})
    yes = net.states[net.structure.index("好瓜")].index("是")
    assert next(r["p"] for r in doc["probabilities"] if r["values"]["好瓜"] == "是") == pytest.approx(exact[yes])
    assert any("EM" in w for w in doc["warnings"])
    model_path = tmp_path / "m.json"
    code, out, err = run(capsys, "train", holes, "--target", "好瓜", "--model", "bayes-net", "--structure",
                         structure, "-o", str(model_path))  # fmt: skip
    assert code == 0, err
    assert "3 rows with missing values used (missing values filled in by EM)" in out
    fitted = load_model(model_path).estimator.network_
    for got, want in zip(fitted.cpts, net.cpts, strict=True):
        assert got == pytest.approx(want, abs=1e-9)
