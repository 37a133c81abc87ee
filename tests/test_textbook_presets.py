"""Every textbook preset reproduces its book's worked example, through the CLI and through the core.

Expected values are counted here by hand (fractions), independently of the estimators: Zhou §7.3 测1 without
smoothing and with the Laplace correction, the unseen 敲声=清脆, Li Hang's Examples 4.1 and 4.2, and the
Bayesian estimate with λ = 0.5 on both the prior and the likelihoods.
"""

from __future__ import annotations

import json
import math
import statistics
from fractions import Fraction as F

import numpy as np
import pytest

from bayesgui.cli import main
from bayesgui.data import load_sample
from bayesgui.data.samples import sample_preset
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.tasks.train import fit_model

TEST_1 = {"色泽": "青绿", "根蒂": "蜷缩", "敲声": "浊响", "纹理": "清晰", "脐部": "凹陷", "触感": "硬滑",
          "密度": 0.697, "含糖率": 0.460}  # fmt: skip
CATEGORICAL = ["色泽", "根蒂", "敲声", "纹理", "脐部", "触感"]
# counts of 测1's values in the 8 good (是) and 9 bad (否) melons, and the number of levels of each column
COUNTS = {"是": [3, 5, 6, 7, 5, 6], "否": [3, 3, 4, 2, 2, 6]}
LEVELS = [3, 3, 3, 3, 3, 2]
N_CLASS = {"是": 8, "否": 9}
DENSITY = {"是": (1.959, 0.788), "否": (1.203, 0.066)}  # as printed in Zhou §7.3


def row_text(sample: dict) -> str:
    return ",".join(f"{k}={v}" for k, v in sample.items())


def cli_explain(tmp_path, capsys, data: str, row: str, *flags: str) -> dict:
    path = tmp_path / "m.json"
    assert main(["train", data, *flags, "-o", str(path), "--json"]) == 0
    trained = json.loads(capsys.readouterr().out)
    assert main(["explain", str(path), "--row", row, "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    doc["trained_preset"] = trained["preset"]
    return doc


def core_explain(sample_id: str, row: dict, preset: str | None, **values) -> dict:
    dataset = load_sample(sample_id)
    settings = ModelSettings()
    settings = (settings.with_preset(preset) if preset else settings).replace(**values)
    model = fit_model(dataset.to_arrays(), settings)
    frame = {name: [row[name]] for name in model.schema.feature_names}
    import pandas as pd

    x = model.schema.encode_features(pd.DataFrame(frame, dtype=object))[0]
    exp = model.estimator.explain(x, feature_names=list(model.schema.feature_names))
    classes = list(model.class_names)
    names = list(model.schema.feature_names)
    return {
        "prior": dict(zip(classes, exp.prior, strict=True)),
        "factors": {c: dict(zip(names, exp.factors[k], strict=True)) for k, c in enumerate(classes)},
        "joint": dict(zip(classes, exp.joint, strict=True)),
        "posterior": dict(zip(classes, exp.posterior, strict=True)),
    }


def zhou_expected(lam: float, sample: dict) -> dict:
    """Prior, categorical factors and joint of 测1 (or a variant) counted by hand; σ by n − 1 as in the book."""
    import csv

    from bayesgui.paths import resource

    with open(resource("datasets", "watermelon3.csv"), encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    out = {"prior": {}, "factors": {}, "joint": {}}
    for c in ("是", "否"):
        mine = [r for r in rows if r["好瓜"] == c]
        prior = F(len(mine)) + F(lam), F(17) + 2 * F(lam)
        out["prior"][c] = float(prior[0] / prior[1])
        factors = {}
        for name, n_levels in zip(CATEGORICAL, LEVELS, strict=True):
            hits = sum(r[name] == sample[name] for r in mine)
            factors[name] = float((F(hits) + F(lam)) / (F(len(mine)) + n_levels * F(lam)))
        for name in ("密度", "含糖率"):
            xs = [float(r[name]) for r in mine]
            mu, sd = statistics.mean(xs), statistics.stdev(xs)
            factors[name] = math.exp(-((sample[name] - mu) ** 2) / (2 * sd**2)) / (math.sqrt(2 * math.pi) * sd)
        out["factors"][c] = factors
        out["joint"][c] = out["prior"][c] * math.prod(factors.values())
    return out


def check(doc: dict, expected: dict) -> None:
    for c, value in expected["prior"].items():
        assert doc["prior"][c] == pytest.approx(value, rel=1e-12)
        for name, factor in expected["factors"][c].items():
            assert doc["factors"][c][name] == pytest.approx(factor, rel=1e-8), (c, name)  # var_smoothing adds 1e-9
        assert doc["joint"][c] == pytest.approx(expected["joint"][c], rel=1e-8, abs=1e-300)


# ------------------------------------------------------------------------------------------ Zhou §7.3
@pytest.mark.parametrize(("preset", "lam"), [("zhou-7.3", 0), ("zhou-7.3-laplace", 1)])
@pytest.mark.parametrize("path", ["cli", "core"])
def test_zhou_test_1(tmp_path, capsys, preset, lam, path):
    if path == "cli":
        doc = cli_explain(tmp_path, capsys, "watermelon3", row_text(TEST_1), "--preset", preset)
    else:
        doc = core_explain("watermelon3", TEST_1, preset)
    expected = zhou_expected(lam, TEST_1)
    check(doc, expected)
    for c, (density, sugar) in DENSITY.items():  # the printed Gaussian densities, to the printed 3 decimals
        assert round(doc["factors"][c]["密度"], 3) == density and round(doc["factors"][c]["含糖率"], 3) == sugar
    assert doc["factors"]["是"]["脐部"] == pytest.approx((5 + lam) / (8 + 3 * lam))  # the book prints 6/8
    if lam == 0:
        assert doc["prior"]["是"] == pytest.approx(8 / 17)
        assert doc["joint"]["是"] == pytest.approx(0.0524, abs=5e-5)  # the book prints 0.038 (an erratum)
        assert doc["joint"]["否"] == pytest.approx(6.80e-5, rel=1e-2)
    else:
        assert doc["prior"]["是"] == pytest.approx(9 / 19) and doc["prior"]["否"] == pytest.approx(10 / 19)
        assert doc["factors"]["是"]["色泽"] == pytest.approx(4 / 11)
        assert doc["factors"]["否"]["触感"] == pytest.approx(7 / 11)
    assert max(doc["posterior"], key=doc["posterior"].get) == "是"


@pytest.mark.parametrize(("preset", "lam"), [("zhou-7.3", 0), ("zhou-7.3-laplace", 1)])
@pytest.mark.parametrize("path", ["cli", "core"])
def test_the_unseen_value_qingcui(tmp_path, capsys, preset, lam, path):
    sample = {**TEST_1, "敲声": "清脆"}  # no good melon in the table sounds 清脆
    if path == "cli":
        doc = cli_explain(tmp_path, capsys, "watermelon3", row_text(sample), "--preset", preset)
    else:
        doc = core_explain("watermelon3", sample, preset)
    check(doc, zhou_expected(lam, sample))
    if lam == 0:
        assert doc["factors"]["是"]["敲声"] == 0 and doc["joint"]["是"] == 0  # the zero erases everything else
        assert doc["posterior"]["否"] == pytest.approx(1.0)
    else:
        assert doc["factors"]["是"]["敲声"] == pytest.approx(1 / 11) and doc["joint"]["是"] > 0


def test_the_watermelon_sample_opens_with_zhous_preset(tmp_path, capsys):
    assert sample_preset(load_sample("watermelon3")) == "zhou-7.3"
    doc = cli_explain(tmp_path, capsys, "watermelon3", row_text(TEST_1))  # no flags at all
    assert doc["trained_preset"] == "zhou-7.3"
    check(doc, zhou_expected(0, TEST_1))


def test_mle_preset_divides_the_variance_by_n(tmp_path, capsys):
    doc = cli_explain(tmp_path, capsys, "watermelon3", row_text(TEST_1), "--preset", "mle")
    assert round(doc["factors"]["是"]["含糖率"], 3) == 0.669  # not the book's 0.788 (σ by n − 1)
    assert doc["prior"]["是"] == pytest.approx(8 / 17) and doc["factors"]["是"]["脐部"] == pytest.approx(5 / 8)


# ------------------------------------------------------------------------------------------ Li Hang ch. 4
X = {"X1": "2", "X2": "S"}


def lihang_expected(lam: float) -> dict:
    """Li Hang table 4.1, x = (2, S)ᵀ: 9 rows of Y = 1, 6 of Y = −1; X1 and X2 have 3 levels each."""
    counts = {"1": (9, 3, 1), "-1": (6, 2, 3)}  # class size, #(X1=2), #(X2=S)
    lam = F(lam)
    out = {"prior": {}, "factors": {}, "joint": {}}
    for c, (n, x1, x2) in counts.items():
        prior = (n + lam) / (15 + 2 * lam)
        f1, f2 = (x1 + lam) / (n + 3 * lam), (x2 + lam) / (n + 3 * lam)
        out["prior"][c], out["factors"][c] = float(prior), {"X1": float(f1), "X2": float(f2)}
        out["joint"][c] = float(prior * f1 * f2)
    return out


@pytest.mark.parametrize(
    ("preset", "flags", "lam", "posterior"),
    [
        ("lihang-4.1", (), 0, 0.75),  # Example 4.1: 1/15 against 1/45
        ("lihang-4.2", (), 1, 0.651163),  # Example 4.2: 0.0610 against 0.0327
        ("lihang-4.2", ("--alpha", "0.5", "--prior-alpha", "0.5"), 0.5, None),  # Lidstone λ = 0.5 on both
    ],
)
@pytest.mark.parametrize("path", ["cli", "core"])
def test_lihang_examples(tmp_path, capsys, preset, flags, lam, posterior, path):
    if path == "cli":
        doc = cli_explain(tmp_path, capsys, "lihang4.1", "X1=2,X2=S", "--preset", preset, *flags)
    else:
        extra = {"alpha": lam, "prior_alpha": lam} if flags else {}
        doc = core_explain("lihang4.1", X, preset, **extra)
    expected = lihang_expected(lam)
    check(doc, expected)
    if posterior is not None:
        assert round(doc["posterior"]["-1"], 6) == posterior
    if lam == 0.5:
        assert doc["prior"]["1"] == pytest.approx(9.5 / 16)
        assert doc["factors"]["1"]["X1"] == pytest.approx(3.5 / 10.5)
        assert doc["factors"]["-1"]["X2"] == pytest.approx(3.5 / 7.5)
    assert max(doc["posterior"], key=doc["posterior"].get) == "-1"
    assert np.isclose(sum(doc["posterior"].values()), 1.0)


def test_the_lihang_sample_opens_with_example_4_1(tmp_path, capsys):
    dataset = load_sample("lihang4.1")
    assert dataset.target == "Y" and dataset.kinds["X1"] == "categorical"
    doc = cli_explain(tmp_path, capsys, "lihang4.1", "X1=2,X2=S")
    assert doc["trained_preset"] == "lihang-4.1"
    assert doc["joint"]["-1"] == pytest.approx(1 / 15) and doc["joint"]["1"] == pytest.approx(1 / 45)
    assert doc["posterior"]["-1"] == pytest.approx(0.75)
