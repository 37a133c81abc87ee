"""``to_json``: the ``explain --json`` document; plain values only, a log of 0 as null."""

import json

import pytest

from bayesgui.report import to_json
from tests.report.conftest import IRIS_ROW, example_of


def round_trip(example) -> dict:
    return json.loads(json.dumps(to_json(example), ensure_ascii=False, allow_nan=False))


def test_test_1_document(test_1):
    doc = round_trip(test_1)
    assert doc == to_json(test_1)
    assert doc["classes"] == ["是", "否"] and doc["model"] == "naive-bayes" and doc["family"] == "factors"
    assert doc["prior"]["是"] == pytest.approx(8 / 17) and doc["factors"]["是"]["脐部"] == pytest.approx(5 / 8)
    assert doc["sample"]["密度"] == 0.697 and doc["decision"] == "是" and doc["loss"] == [[0, 1], [1, 0]]
    assert doc["risk"]["否"] == pytest.approx(doc["posterior"]["是"])
    first = doc["work"][0]
    assert first["prior"]["fraction"] == {"count": 8, "total": 17, "n": 2, "alpha": 0}
    density = next(f for f in first["factors"] if f["feature"] == "密度")
    assert density["formula"] == "N(x; mean, var), var = Σ(x − mean)² / (n − ddof)"
    assert set(density["inputs"]) == {"mean", "var", "std", "n", "ddof"} and density["inputs"]["n"] == 8


def test_a_log_of_zero_is_null(ml_melon):
    example = example_of(ml_melon, "watermelon3", 0, 纹理="模糊")  # never seen with a good melon, no smoothing
    doc = round_trip(example)
    assert doc["factors"]["是"]["纹理"] == 0 and doc["log_factors"]["是"]["纹理"] is None
    assert doc["log_joint"]["是"] is None and doc["posterior"]["是"] == 0 and doc["decision"] == "否"


def test_score_models(lda, svm):
    doc = round_trip(example_of(lda, "iris", IRIS_ROW))
    assert doc["term_keys"] == ["log_prior", "log_norm", "log_det", "mahalanobis"]
    assert sum(doc["terms"]["setosa"].values()) == pytest.approx(doc["score"]["setosa"], rel=1e-12)
    assert doc["work"][0]["terms"][3]["inputs"]["mahalanobis_sq"] > 0
    doc = round_trip(example_of(svm, "iris", 0))
    assert doc["posterior"] is None and doc["risk"] == {} and doc["loss"] == [] and "prior" not in doc
    assert doc["decision"] == "setosa" and doc["evidence"] is None
