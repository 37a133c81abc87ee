"""Every model of the model panel and the CLI, trained as the window trains it (the stoppable task).

The task must give the model ``fit`` gives, read the columns its registry entry declares (the Gaussian models
leave the categorical ones out and say so; logistic regression and the SVM one-hot encode them), survive a JSON
round trip, and classify every row with the loss matrix (or, for the SVM, without it).
"""

import numpy as np
import pytest

from bayesgui import core
from bayesgui.core import LossMatrix
from bayesgui.core.bayes_net.classifier import BayesNetClassifier
from bayesgui.core.models.builtin import BUILTIN
from bayesgui.data import DataError, load_sample
from bayesgui.data.saved.model_file import TrainedModel, load_model, save_model
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.tasks.feature_ranges import FeatureRanges
from bayesgui.tasks.predict import ROW_OK, ROW_REJECTED, ROW_WRONG, predict_all
from bayesgui.tasks.train import model_inputs, train_model

ESTIMATOR = {
    "naive-bayes": core.MixedNB,
    "lda": core.LDA,
    "qda": core.QDA,
    "gaussian": core.GaussianBayes,
    "mixture": core.MixtureBayes,
    "logistic": core.LogisticRegression,
    "svm": core.LinearSVM,
    "bayes-net": BayesNetClassifier,
}


MODELS = [spec.key for spec in BUILTIN]
NUMERIC_MODELS = [spec.key for spec in BUILTIN if spec.encoding == "numeric"]
ONE_HOT_MODELS = [spec.key for spec in BUILTIN if spec.encoding == "one-hot"]
CATEGORICAL_MODELS = [spec.key for spec in BUILTIN if spec.encoding == "categorical"]


def run(job):
    """Exhaust a task generator; return its value and how many progress reports it made."""
    steps = 0
    while True:
        try:
            next(job)
            steps += 1
        except StopIteration as stop:
            return stop.value, steps


@pytest.mark.parametrize("key", MODELS)
def test_the_task_gives_the_fitted_model_and_keeps_the_numeric_columns(key):
    dataset = load_sample("watermelon3")
    settings = ModelSettings(model=key, reg_param=0.1, n_components=1)
    model, steps = run(train_model(dataset, settings))
    assert isinstance(model.estimator, ESTIMATOR[key]) and steps >= 3
    if key in NUMERIC_MODELS:
        assert model.schema.feature_names == ("密度", "含糖率")
        assert model.left_out == ("色泽", "根蒂", "敲声", "纹理", "脐部", "触感")
    elif key in CATEGORICAL_MODELS:
        assert model.schema.feature_names == ("色泽", "根蒂", "敲声", "纹理", "脐部", "触感")
        assert model.left_out == ("密度", "含糖率")
    else:
        assert "色泽" in model.schema.feature_names and model.left_out == ()
    arrays = dataset.to_arrays()
    schema, X = model_inputs(arrays, settings)
    assert schema == model.schema
    reference = settings.build(schema).fit(X, arrays.y)
    np.testing.assert_allclose(model.estimator.decision_scores(X), reference.decision_scores(X), rtol=1e-9, atol=1e-9)


@pytest.mark.parametrize("key", MODELS)
def test_model_files_round_trip_every_model(tmp_path, key):
    dataset = load_sample("watermelon2" if key in CATEGORICAL_MODELS else "iris")  # a network reads categories
    model, _ = run(train_model(dataset, ModelSettings(model=key)))
    path = tmp_path / f"{key}.json"
    save_model(path, model)
    again = load_model(path)
    assert type(again.estimator) is type(model.estimator) and again.settings == model.settings
    X = model.schema.encode_features(dataset.frame)
    np.testing.assert_array_equal(again.estimator.decision_scores(X), model.estimator.decision_scores(X))


def test_predict_all_uses_the_loss_matrix_only_where_posteriors_exist():
    dataset = load_sample("iris")
    lda, _ = run(train_model(dataset, ModelSettings(model="lda")))
    loss = LossMatrix.zero_one(lda.class_names, reject_cost=0.01)
    results, _ = run(predict_all(lda, dataset, loss))
    assert results.probabilistic and results.actions[-1] == "reject"
    assert (results.decision_names() == "reject").mean() > 0.02  # a tiny reject cost rejects the doubtful rows
    svm, _ = run(train_model(dataset, ModelSettings(model="svm")))
    results, _ = run(predict_all(svm, dataset, loss))
    assert not results.probabilistic and results.risk.shape == (150, 0)
    assert results.actions == tuple(svm.class_names)  # no reject without posteriors
    X = svm.schema.encode_features(dataset.frame)
    np.testing.assert_array_equal(results.decision, np.argmax(svm.estimator.decision_scores(X), axis=1))
    table = results.with_columns(dataset.frame)
    assert "score(setosa)" in table.columns and "P(setosa)" not in table.columns


def test_a_table_without_numeric_columns_is_refused_with_a_fix():
    frame_kinds = {"密度": "ignore", "含糖率": "ignore"}
    dataset = load_sample("watermelon3").with_kinds(frame_kinds)
    with pytest.raises(DataError, match="continuous or count column"):
        run(train_model(dataset, ModelSettings(model="qda")))


def test_the_trained_model_type_is_recorded_in_the_file(tmp_path):
    model, _ = run(train_model(load_sample("iris"), ModelSettings(model="mixture", n_components=2)))
    document = model.to_json()
    assert document["estimator"]["class"] == "MixtureBayes" and document["settings"]["n_components"] == 2
    assert isinstance(TrainedModel.from_json(document).estimator, core.MixtureBayes)


@pytest.mark.parametrize("key", ONE_HOT_MODELS)
def test_categorical_columns_reach_the_baselines_one_hot_encoded(tmp_path, key):
    dataset = load_sample("watermelon3")
    model, _ = run(train_model(dataset, ModelSettings(model=key)))
    assert model.schema.feature_names[:2] == ("色泽", "根蒂") and model.left_out == ()
    n_levels = sum(len(levels) for levels in model.schema.levels if levels is not None)
    assert model.estimator.coef_.shape[1] == n_levels + 2  # an indicator per level, plus 密度 and 含糖率
    save_model(tmp_path / "m.json", model)
    again = load_model(tmp_path / "m.json")
    X = model.schema.encode_features(dataset.frame)
    np.testing.assert_array_equal(again.estimator.decision_scores(X), model.estimator.decision_scores(X))
    numeric_only, _ = run(train_model(dataset.with_kinds(dict.fromkeys(model.schema.feature_names[:6], "ignore")),
                                      ModelSettings(model=key)))
    assert np.mean(model.estimator.predict(X) == dataset.to_arrays().y) > np.mean(
        numeric_only.estimator.predict(X[:, 6:]) == dataset.to_arrays().y
    )  # the categorical columns carry most of watermelon 3.0's signal


def test_the_task_reads_the_number_fields_ranges_in_the_worker():
    dataset = load_sample("watermelon3")
    job = train_model(dataset, ModelSettings())
    ranges = [value for value in iter(lambda: next(job, None), None) if isinstance(value, FeatureRanges)]
    assert len(ranges) == 1 and ranges[0].dataset is dataset
    low, high, decimals, step = ranges[0].ranges[("密度", "continuous")]
    density = dataset.frame["密度"]
    spread = density.max() - density.min()
    assert (low, high) == pytest.approx((density.min() - spread, density.max() + spread))
    assert decimals == 3 and step == 0.01  # the data have three decimals
    assert ("色泽", "categorical") not in ranges[0].ranges  # a categorical feature has a list, not a number field


def test_predictions_carry_the_true_classes_read_in_the_worker():
    dataset = load_sample("watermelon3")
    model, _ = run(train_model(dataset, ModelSettings()))
    results, _ = run(predict_all(model, dataset, LossMatrix.zero_one(model.class_names)))
    codes, names = results.truth
    assert [names[c] for c in codes] == list(dataset.frame[dataset.target])


def test_predict_all_marks_wrong_and_rejected_rows_in_the_worker():
    dataset = load_sample("iris")
    model, _ = run(train_model(dataset, ModelSettings(model="naive-bayes")))
    loss = LossMatrix.zero_one(model.class_names, reject_cost=0.05)
    results, _ = run(predict_all(model, dataset, loss))
    names = results.decision_names()
    truth = dataset.frame["species"].astype(str).to_numpy()
    expected = np.where(names == "reject", ROW_REJECTED, np.where(names != truth, ROW_WRONG, ROW_OK))
    np.testing.assert_array_equal(results.row_state, expected)
    assert (expected == ROW_REJECTED).any() and (expected == ROW_WRONG).any()
