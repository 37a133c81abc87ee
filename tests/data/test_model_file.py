"""Model files are plain JSON that rebuild exactly the model that was saved."""

import json

import numpy as np
import pytest

from bayesgui.data import DataError, load_sample
from bayesgui.data.saved.model_file import TrainedModel, load_model, save_model
from bayesgui.data.saved.model_settings import ModelSettings


@pytest.fixture(scope="module")
def trained():
    arrays = load_sample("watermelon3").to_arrays()
    settings = ModelSettings(alpha=0.5, prior_alpha=1, variance="unbiased")
    estimator = settings.build(arrays.schema).fit(arrays.X, arrays.y)
    return TrainedModel(arrays.schema, settings, estimator), arrays


def test_round_trip_predicts_identically(trained, tmp_path):
    model, arrays = trained
    path = tmp_path / "model.json"
    save_model(path, model)
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["format"] == "bayesgui-model" and document["version"] == 1
    assert document["schema"]["classes"] == ["是", "否"]
    assert "好瓜" in path.read_text(encoding="utf-8")  # UTF-8, not escaped
    loaded = load_model(path)
    assert np.array_equal(loaded.estimator.predict_proba(arrays.X), model.estimator.predict_proba(arrays.X))
    assert loaded.schema == model.schema and loaded.settings == model.settings
    assert not list(tmp_path.glob(".model.json.*"))  # the temporary file was renamed away


def test_uniform_prior_setting(trained):
    _, arrays = trained
    estimator = ModelSettings(uniform_prior=True).build(arrays.schema).fit(arrays.X, arrays.y)
    assert np.allclose(np.exp(estimator.class_log_prior_), 0.5)


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        ("{not json", "not valid JSON"),
        ('{"format": "something-else"}', "not a BayesGUI model file"),
        ('{"format": "bayesgui-model", "version": 99}', "version 99"),
        ('{"format": "bayesgui-model", "version": 1, "schema": {}}', "damaged or incomplete"),
    ],
)
def test_bad_model_files_raise_data_error(tmp_path, content, fragment):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(DataError, match=fragment):
        load_model(path)


def test_missing_model_file():
    with pytest.raises(DataError, match="does not exist"):
        load_model("/no/such/model.json")


def test_settings_are_validated():
    with pytest.raises(DataError, match="alpha must be"):
        ModelSettings(alpha=-1)
    with pytest.raises(DataError, match="Unknown model"):
        ModelSettings(model="random-forest")
    with pytest.raises(DataError, match="reg_param"):
        ModelSettings(reg_param=1.5)
    with pytest.raises(DataError, match="C must be greater"):
        ModelSettings(C=0)
    with pytest.raises(DataError, match="n_components"):
        ModelSettings(n_components=0)
    with pytest.raises(DataError, match="covariance type"):
        ModelSettings(covariance_type="banded")
    with pytest.raises(DataError, match="variance"):
        ModelSettings(variance="median")
