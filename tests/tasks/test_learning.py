"""The streaming job: rows learnt one by one end where training on every row ends, each step saying what changed."""

from __future__ import annotations

import numpy as np

from bayesgui.data import Dataset, load_sample
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.tasks.learning import stream_rows
from bayesgui.tasks.train import fit_model


def _model(dataset):
    return fit_model(dataset.to_arrays(), ModelSettings("naive-bayes", alpha=1.0))


def test_rows_streamed_one_by_one_end_as_training_on_all_rows():
    dataset = load_sample("watermelon3")
    first, rest = dataset.frame.iloc[:10], dataset.frame.iloc[10:]
    start = _model(Dataset(first, dataset.kinds, source=dataset.source))  # some levels appear in the rest only
    job = stream_rows(start, rest)
    steps = list(_drain(job))
    assert [s.progress.done for s in steps] == list(range(1, len(rest) + 1))
    assert all(s.update.n_touched > 0 and s.update.added == 1 for s in steps)
    full = _model(dataset)
    X = full.schema.encode_features(dataset.frame)
    np.testing.assert_allclose(
        steps[-1].model.estimator.predict_proba(X), full.estimator.predict_proba(X), rtol=0, atol=1e-12
    )


def test_stopping_keeps_the_last_model():
    dataset = load_sample("watermelon3")
    job = stream_rows(_model(dataset), dataset.frame.iloc[:5], rows_per_step=2)
    first = next(job)
    job.close()
    assert first.model.n_rows == 17 + 2 and first.progress.total == 5


def _drain(job):
    while True:
        try:
            yield next(job)
        except StopIteration:
            return


def test_the_modes_compared_on_the_current_data():
    from bayesgui.core import LDA, MixedNB
    from bayesgui.tasks.learning import EAGER, INCREMENTAL, LAZY, LOOKUP, compare_modes

    X = np.array([[0, 1.0], [1, 2.0], [0, 3.0], [2, 5.0], [1, 4.0]])
    y = np.array([0, 1, 0, 1, 1])
    costs = {c.mode: c for c in compare_modes(MixedNB(kinds=["categorical", "continuous"]), X, y, X)}
    assert set(costs) == {EAGER, LOOKUP, LAZY, INCREMENTAL}
    assert costs[LAZY].ready_seconds == 0 and costs[LAZY].stored == X.size + y.size
    assert costs[LOOKUP].stored < costs[EAGER].stored  # the table keeps the estimates, not the statistics
    numeric = {c.mode for c in compare_modes(LDA(), X[:, 1:], y, X[:, 1:])}
    assert numeric == {EAGER, LAZY, INCREMENTAL}  # LDA has no look-up table


def test_a_model_without_probabilities_is_compared_on_its_decisions():
    """The SVM gives decisions, not posteriors: "Compare the modes" on it raised an internal error (random use,
    seed 63 at 1000 steps); its eager and lazy costs are those of predicting the decisions."""
    from bayesgui.core.linear.svm import LinearSVM
    from bayesgui.tasks.learning import EAGER, LAZY, compare_modes

    X = np.array([[0.0, 1.0], [1.0, 2.0], [0.5, 3.0], [2.0, 5.0], [1.5, 4.0], [0.2, 0.5]])
    y = np.array([0, 1, 0, 1, 1, 0])
    costs = {c.mode: c for c in compare_modes(LinearSVM(), X, y, X)}
    assert {EAGER, LAZY} <= set(costs) and costs[LAZY].ready_seconds == 0


def test_unlearning_the_rest_of_the_table_then_streaming_it_back_gives_the_table_model():
    from bayesgui.tasks.replay import unlearn

    dataset = load_sample("watermelon3")
    full, rest = _model(dataset), dataset.frame.iloc[10:]
    job = unlearn(full, rest, dataset.source)
    assert [(p.done, p.total) for p in (next(job), next(job))] == [(0, 1), (1, 1)]
    model = _result(job)
    assert model.n_rows == 10
    steps = list(_drain(stream_rows(model, rest, 1, dataset.source)))
    X = full.schema.encode_features(dataset.frame)
    np.testing.assert_allclose(
        steps[-1].model.estimator.predict_proba(X), full.estimator.predict_proba(X), rtol=0, atol=1e-12
    )


def _result(job):
    while True:
        try:
            next(job)
        except StopIteration as stop:
            return stop.value
