"""A model trained on rows at the extremes of what it accepts saves and loads: no NaN reaches the JSON."""

import json

import numpy as np
import pytest

from bayesgui.core.registry import specs
from bayesgui.data import load_dataset
from bayesgui.data.model_file import TrainedModel, load_model, save_model
from bayesgui.data.model_settings import ModelSettings

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
