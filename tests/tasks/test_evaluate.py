"""The evaluation jobs: progress between folds, stopping, the split a user gives, rows used and skipped."""

import numpy as np
import pandas as pd
import pytest

from bayesgui.core.decision import LossMatrix
from bayesgui.core.evaluation import Resampling
from bayesgui.data import Dataset, load_dataset
from bayesgui.data.errors import DataError
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.paths import resource
from bayesgui.tasks.compare import compare
from bayesgui.tasks.curves import learning_curve, smoothing_curve
from bayesgui.tasks.evaluate import evaluate

NB = ModelSettings("naive-bayes")


def run(job):
    progress = []
    while True:
        try:
            progress.append(next(job))
        except StopIteration as stop:
            return stop.value, progress


@pytest.fixture(scope="module")
def iris():
    return load_dataset(resource("datasets", "iris.csv"))


@pytest.fixture(scope="module")
def melons():
    return load_dataset(resource("datasets", "watermelon3.csv"))


def test_ten_folds_report_progress_and_one_result(iris):
    result, progress = run(evaluate(iris, NB, None, Resampling(k=10, seed=1)))
    messages = [p.message for p in progress]
    assert "Fold 10 of 10" in messages and progress[-1].fraction == 1.0
    assert [p.done for p in progress] == sorted(p.done for p in progress)
    assert result.n_used == 150 and result.n_skipped == 0
    assert sorted(np.unique(result.folds[0])) == list(range(10))
    assert result.table.values["accuracy"] > 0.9
    assert result.table.confusion.sum() == 150
    again, _ = run(evaluate(iris, NB, None, Resampling(k=10, seed=1)))
    assert np.array_equal(again.folds, result.folds)  # the seed reproduces the folds and the numbers
    assert again.table.values == result.table.values


def test_stopping_between_folds_leaves_no_result(iris):
    job = evaluate(iris, ModelSettings("logistic"), None, Resampling(k=10))
    for p in job:
        if p.message.startswith("Fold 3"):
            break
    job.close()  # what the worker does on cancel
    with pytest.raises(StopIteration):
        next(job)


def test_rows_without_a_class_are_skipped_and_counted():
    frame = pd.DataFrame({"x": np.r_[np.linspace(0, 1, 20), np.linspace(2, 3, 20)], "c": ["a"] * 20 + ["b"] * 20})
    frame.loc[[3, 30], "c"] = None
    result, _ = run(evaluate(Dataset.from_frame(frame, target="c"), NB, None, Resampling(k=4)))
    assert (result.n_used, result.n_skipped) == (38, 2)
    assert 3 not in result.rows and 30 not in result.rows


def test_a_split_column_and_a_test_table(iris):
    frame = iris.frame.copy()
    frame["part"] = np.where(np.arange(150) % 3 == 0, "test", "train")
    data = Dataset.from_frame(frame, target=iris.target, kinds={**iris.kinds, "part": "ignore"})
    result, _ = run(evaluate(data, NB, None, split_column="part"))
    assert result.tested.sum() == 50 and np.all(result.rows[result.tested] % 3 == 0)
    is_test = np.arange(150) % 3 == 0
    train = Dataset.from_frame(iris.frame[~is_test], target=iris.target, kinds=iris.kinds)
    test = Dataset.from_frame(iris.frame[is_test], target=iris.target, kinds=iris.kinds)
    result, _ = run(evaluate(train, NB, None, test=test))
    assert result.tested.sum() == 50 and result.table.confusion.sum() == 50
    with pytest.raises(DataError, match="no column"):
        run(evaluate(iris, NB, None, split_column="nope"))


def test_the_loss_matrix_moves_decisions_and_risk(melons):
    classes = ("是", "否")
    plain, _ = run(evaluate(melons, NB, LossMatrix.zero_one(classes), Resampling(k=5)))
    costly_miss = LossMatrix.from_decisions([[0.0, 1.0], [10.0, 0.0]], classes)  # calling a good melon bad costs 10
    costly, _ = run(evaluate(melons, NB, costly_miss, Resampling(k=5)))
    assert (costly.decisions[0] == 0).sum() > (plain.decisions[0] == 0).sum()
    assert costly.table.values["risk"] == pytest.approx(np.mean(costly_miss.values[costly.decisions[0], costly.y]))
    rejecting, _ = run(evaluate(melons, NB, LossMatrix.zero_one(classes, reject_cost=0.05), Resampling(k=5)))
    assert rejecting.table.values["reject_rate"] > 0 and rejecting.table.confusion.shape == (2, 3)


def test_comparison_uses_the_same_folds_for_every_model(iris):
    result, _ = run(compare(iris, NB, None, Resampling(k=5), keys=("naive-bayes", "lda", "logistic")))
    assert [e.model for e in result.evaluations] == ["naive-bayes", "lda", "logistic"]
    first = result.evaluations[0].folds
    assert all(np.array_equal(e.folds, first) for e in result.evaluations)
    mean, se = result.difference(1, 0, "accuracy")
    a, b = (result.evaluations[i].table.per_fold["accuracy"] for i in (1, 0))
    assert mean == pytest.approx(np.mean(a - b)) and se >= 0
    assert all(e.seconds > 0 for e in result.evaluations)


def test_comparison_lists_models_that_cannot_read_the_table(melons):
    only_categorical = melons.with_kind("密度", "ignore").with_kind("含糖率", "ignore")
    result, _ = run(compare(only_categorical, NB, None, Resampling(k=3), keys=("naive-bayes", "lda")))
    assert [e.model for e in result.evaluations] == ["naive-bayes"]
    assert result.failures[0][0] == "lda"


def test_learning_curve_and_smoothing_explorer(iris, melons):
    curve, _ = run(learning_curve(iris, NB, None, Resampling(k=3), shares=(0.2, 1.0)))
    assert curve.x[0] < curve.x[1] == 100
    test_loss = curve.series["test log_loss"][0]
    assert np.all(np.isfinite(test_loss)) and test_loss[1] <= test_loss[0] + 0.05
    explorer, _ = run(smoothing_curve(melons, NB, None, Resampling(k=5), lambdas=(0.0, 0.5, 1.0, 2.0)))
    values = explorer.series["test log_loss"][0]
    assert explorer.marks["laplace"] == 1.0
    assert explorer.marks["best"] == [0.0, 0.5, 1.0, 2.0][int(np.argmin(values))]
    assert values[0] > values[2]  # no smoothing: a level unseen in a fold costs dearly
    with pytest.raises(DataError, match="smoothing"):
        run(smoothing_curve(melons, ModelSettings("lda"), None))


@pytest.mark.parametrize("job", [evaluate, compare, learning_curve, smoothing_curve])
def test_a_loss_matrix_of_the_old_target_runs_under_the_0_1_loss(melons, job):
    """The session's loss matrix follows its trained model: Evaluate pressed after the target changed, before the
    new model is trained, hands the job the old classes' matrix (the random-use test: iris's 3 classes against
    petal_width's 22 made an internal error, "cannot reshape array"). The run is under the 0-1 loss instead."""
    old = LossMatrix.zero_one(("setosa", "versicolor", "virginica")).with_cell(0, 1, 5.0)
    result, _ = run(job(melons, NB, old, Resampling(k=5, seed=0)))
    zero_one, _ = run(job(melons, NB, None, Resampling(k=5, seed=0)))
    runs = [(getattr(result, "evaluations", None) or [result]), (getattr(zero_one, "evaluations", None) or [zero_one])]
    for ours, reference in zip(*runs, strict=True):
        if hasattr(ours, "loss"):
            assert ours.loss.classes == ("是", "否") and ours.loss.values.tolist() == [[0.0, 1.0], [1.0, 0.0]]
            np.testing.assert_equal(ours.table.values, reference.table.values)  # (a NaN where a model has no risk)
        else:  # a curve: the same points as under the 0-1 loss
            np.testing.assert_equal(ours.series, reference.series)


def test_a_loss_matrix_over_the_same_classes_is_read_by_name(melons):
    """A matrix over the run's classes in another order is put in the run's order (its rows matched by name)."""
    reversed_loss = LossMatrix(np.array([[0.0, 1.0], [4.0, 0.0]]), ("否", "是"))  # deciding 否 for a 是 costs 4
    result, _ = run(evaluate(melons, NB, reversed_loss, Resampling(k=5, seed=0)))
    assert result.loss.classes == ("是", "否") and result.loss.values.tolist() == [[0.0, 4.0], [1.0, 0.0]]
