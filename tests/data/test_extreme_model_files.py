"""A model trained on rows at the extremes of what it accepts saves and loads: no NaN reaches the JSON."""

import json

import numpy as np
import pytest

from bayesgui.core.models.registry import specs
from bayesgui.data import load_dataset
from bayesgui.data.saved.model_file import TrainedModel, load_model, save_model
from bayesgui.data.saved.model_settings import ModelSettings

NUMERIC_KEYS = [spec.key for spec in specs() if spec.accepts("continuous")]


@pytest.mark.parametrize("key", NUMERIC_KEYS)
@pytest.mark.parametrize("scale", [1e149, 1e-77, 1e-300])
def test_a_model_of_extreme_rows_saves_and_loads(key, scale, tmp_path):
    rng = np.random.default_rng(0)
    y = np.arange(60) % 2
    X = (rng.normal(size=(60, 2)) + 3.0 * y[:, None]) * scale
    rows = (f"{float(a)!r},{float(b)!r},{'yes' if c else 'no'}" for (a, b), c in zip(X, y, strict=True))
    lines = ["a,b,label", *rows]
    data = tmp_path / "extreme.csv"
    data.write_text("\n".join(lines) + "\n", encoding="utf-8")
    dataset = load_dataset(data).with_target("label")
    arrays = dataset.with_kind("a", "continuous").with_kind("b", "continuous").to_arrays()
    np.testing.assert_array_equal(arrays.X, X)
    settings = ModelSettings(model=key)
    try:
        estimator = settings.build(arrays.schema).fit(arrays.X, arrays.y)
    except ValueError as error:  # a model that cannot be fitted says why, naming what to change
        assert "singular" in str(error) or "column" in str(error)
        return
    path = tmp_path / "model.json"
    save_model(path, TrainedModel(arrays.schema, settings, estimator))
    text = path.read_text(encoding="utf-8")
    assert "NaN" not in text and "Infinity" not in text
    json.loads(text)
    loaded = load_model(path)
    np.testing.assert_array_equal(loaded.estimator.decision_scores(arrays.X), estimator.decision_scores(arrays.X))


def _extreme_dataset(tmp_path, top):
    rng = np.random.default_rng(1)
    y = np.arange(60) % 2
    X = rng.normal(size=(60, 2)) + 3.0 * y[:, None]
    X[:, 0] *= top / np.abs(X[:, 0]).max()
    rows = (f"{float(a)!r},{float(b)!r},{'yes' if c else 'no'}" for (a, b), c in zip(X, y, strict=True))
    data = tmp_path / "extreme.csv"
    data.write_text("\n".join(["a,b,label", *rows]) + "\n", encoding="utf-8")
    dataset = load_dataset(data).with_target("label").with_kind("a", "continuous").with_kind("b", "continuous")
    return dataset.to_arrays()


@pytest.mark.parametrize("key", NUMERIC_KEYS)
@pytest.mark.parametrize("top", [1e-300, 1e300, -1.7e308])
def test_a_model_with_a_scaled_column_saves_loads_and_explains_its_unit(key, top, tmp_path):
    from bayesgui.core import LossMatrix
    from bayesgui.report import build

    arrays = _extreme_dataset(tmp_path, top)
    settings = ModelSettings(model=key)
    estimator = settings.build(arrays.schema).fit(arrays.X, arrays.y)
    exponent = int(estimator.feature_exponent_[0])
    assert estimator.feature_exponent_[1] == 0
    if abs(top) < 1:
        assert exponent == 0 or estimator.generative  # the linear models scale only what would overflow
    else:
        assert exponent > 0
    path = tmp_path / "model.json"
    save_model(path, TrainedModel(arrays.schema, settings, estimator))
    text = path.read_text(encoding="utf-8")
    assert ("feature_exponent_" in text) == (exponent != 0)
    loaded = load_model(path)
    np.testing.assert_array_equal(loaded.estimator.feature_exponent_, estimator.feature_exponent_)
    np.testing.assert_array_equal(loaded.estimator.decision_scores(arrays.X), estimator.decision_scores(arrays.X))
    if loaded.estimator.probabilistic:
        assert np.all(np.isfinite(loaded.estimator.predict_proba(arrays.X)))
    example = build(loaded, arrays.X[0], LossMatrix.zero_one(loaded.class_names))
    assert any(f"a / 2^{exponent}" in note for note in example.notes) == (exponent != 0)


def test_a_damaged_exponent_is_refused_as_a_damaged_file(tmp_path):
    arrays = _extreme_dataset(tmp_path, 1e300)
    settings = ModelSettings(model="lda")
    path = tmp_path / "model.json"
    save_model(path, TrainedModel(arrays.schema, settings, settings.build(arrays.schema).fit(arrays.X, arrays.y)))
    document = json.loads(path.read_text(encoding="utf-8"))
    document["estimator"]["state"]["feature_exponent_"] = [1e9, 0]
    path.write_text(json.dumps(document), encoding="utf-8")
    from bayesgui.data.errors import DataError

    with pytest.raises(DataError, match="damaged"):
        load_model(path)
