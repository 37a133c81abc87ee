"""Continuous columns binned for the semi-naive models and the network (data/columns/binning, tasks' model_inputs):
worked by hand on watermelon 3.0's 密度, kept in the model file, and new rows binned by the training edges."""

import numpy as np
import pandas as pd
import pytest

from bayesgui.data.samples import load_sample
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.tasks.train import fit_model

# watermelon 3.0's 密度 sorted: 0.243 0.245 0.343 0.360 0.403 0.437 | 0.481 ... 0.634 0.639 | ... 0.774 (17 values);
# the quantile at 1/3 sits at position 16/3 = 5.33: 0.437 + (0.481 − 0.437)/3; at 2/3, 10.67: 0.634 + 2(0.639 − 0.634)/3
LOW, HIGH = 0.437 + 0.044 / 3, 0.634 + 0.010 / 3


@pytest.fixture(scope="module")
def aode():
    dataset = load_sample("watermelon3")
    settings = ModelSettings("aode", bins="equal-frequency", n_bins=3)
    return fit_model(dataset.to_arrays(), settings, dataset.n_rows)


def test_the_edges_are_the_quantiles_and_the_counts_follow(aode):
    schema = aode.schema
    j = schema.feature_names.index("密度")
    assert schema.kinds[j] == "categorical" and aode.left_out == ()
    assert schema.edges_of(j) == pytest.approx((0.243, LOW, HIGH, 0.774))
    assert schema.levels[j] == ("[0.243, 0.4517)", "[0.4517, 0.6373)", "[0.6373, 0.774]")
    notice = "密度 is cut into 3 intervals of equal frequency: [0.243, 0.4517), [0.4517, 0.6373), [0.6373, 0.774]."
    assert notice in aode.notes  # the window's notice bar shows the model's notes
    model = aode.estimator
    good = list(aode.class_names).index("是")
    slot = int(np.sum(model.n_categories_[:j]))  # the first bin's slot
    # 是 (rows 1-8): 0.697 0.774 0.634 0.608 0.556 0.403 0.481 0.437 -> 2, 4, 2 per bin; all 17 rows -> 6, 5, 6
    assert [model.pair_count_[good, slot + k, slot + k] for k in range(3)] == [2, 4, 2]
    assert model.value_count_[slot : slot + 3].tolist() == [6, 5, 6]


def test_new_rows_are_binned_by_the_training_edges_also_after_saving(aode):
    frame = pd.DataFrame({name: ["青绿", "蜷缩", "浊响", "清晰", "凹陷", "硬滑"][j] for j, name in
                          enumerate(aode.schema.feature_names[:6])} | {"含糖率": 0.2}, index=range(5))  # fmt: skip
    frame["密度"] = [0.1, LOW - 1e-9, LOW, 0.9, np.nan]
    j = aode.schema.feature_names.index("密度")
    assert aode.schema.encode_features(frame)[:, j].tolist() == [0, 0, 1, 2, -1]
    again = TrainedModel.from_json(aode.to_json())
    assert again.schema.edges == aode.schema.edges
    X = again.schema.encode_features(frame)
    assert np.allclose(again.estimator.predict_proba(X), aode.estimator.predict_proba(X))


def test_without_bins_the_continuous_columns_are_left_out():
    dataset = load_sample("watermelon3")
    model = fit_model(dataset.to_arrays(), ModelSettings("tan"), dataset.n_rows)
    assert model.left_out == ("密度", "含糖率") and "密度" not in model.schema.feature_names


def test_a_bayesian_network_reads_binned_columns_too():
    dataset = load_sample("watermelon3")
    settings = ModelSettings("bayes-net", bn_search="tan", bins="equal-width", n_bins=2)
    model = fit_model(dataset.to_arrays(), settings, dataset.n_rows)
    j = model.schema.feature_names.index("含糖率")
    assert model.schema.edges_of(j) == pytest.approx((0.042, 0.251, 0.46))  # (0.46 − 0.042) / 2 = 0.209
    assert model.estimator.n_features_in_ == 8


def test_the_project_keeps_the_bins_and_the_column_picked(tmp_path):
    from bayesgui.data.saved.project_file import Project

    settings = ModelSettings("spode", super_parent="纹理", bins="equal-width", n_bins=5)
    path = tmp_path / "p.bayesgui"
    Project.capture(load_sample("watermelon3"), settings, None).save(path)
    assert Project.load(path).settings == settings
