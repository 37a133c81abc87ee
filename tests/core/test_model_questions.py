"""Evaluation and the report ask a model what it can do; the model answers (no class checks outside it)."""

import numpy as np
import pytest

from bayesgui.core import LDA, GaussianNB, LogisticRegression, MixedNB
from bayesgui.core.evaluation import cross_val
from bayesgui.core.models import registry
from bayesgui.core.models.spec import Features

SUBTRACTS = {"naive-bayes", "lda", "qda", "gaussian"}  # semi-supervised: EM, refit per fold


def test_the_models_of_summed_statistics_say_they_can_be_downdated():
    features = Features(("continuous", "continuous"), (None, None), 2)
    answers = {spec.key: spec.build({p.name: p.default for p in spec.params}, features) for spec in registry.specs()}
    assert {key for key, model in answers.items() if model.supports_downdate} == SUBTRACTS


def test_a_downdated_model_is_the_model_refitted_without_the_fold():
    rng = np.random.default_rng(0)
    X, y = rng.normal(size=(60, 3)), np.repeat([0, 1, 2], 20)
    X[:, 2] = rng.integers(0, 3, 60)
    kinds = ["continuous", "continuous", "categorical"]
    fold = np.arange(60) % 4 == 1
    for make in (lambda: MixedNB(kinds=kinds, alpha=0.5), lambda: LDA()):
        full, refit = make().fit(X, y), make().fit(X[~fold], y[~fold])
        np.testing.assert_allclose(full.downdate(X[fold], y[fold]).predict_proba(X), refit.predict_proba(X), atol=1e-10)


def test_leave_one_out_in_closed_form_is_leave_one_out():
    rng = np.random.default_rng(1)
    X, y = rng.normal(size=(25, 2)), np.repeat([3, 7], [12, 13])  # labels, not indices
    model = GaussianNB().fit(X, y)
    assert model.closed_form_loo
    fast = model.leave_one_out_proba(X, y)
    slow = [GaussianNB().fit(np.delete(X, i, 0), np.delete(y, i)).predict_proba(X[i : i + 1])[0] for i in range(25)]
    np.testing.assert_allclose(fast, slow, atol=1e-9)
    assert not MixedNB(kinds=["categorical"], alpha=0.0).fit(X[:, :1] > 0, y).closed_form_loo


def test_a_model_that_cannot_answers_no_and_cross_validation_refits_it():
    X, y = np.random.default_rng(2).normal(size=(30, 2)), np.repeat([0, 1], 15)
    model = LogisticRegression().fit(X, y)
    assert not model.supports_downdate and not model.closed_form_loo and model.locate_feature(0) is None
    with pytest.raises(TypeError, match="refit"):
        model.downdate(X[:3], y[:3])
    with pytest.raises(TypeError, match="refit"):
        model.leave_one_out_proba(X, y)
    folds = cross_val.fold_models(LogisticRegression, X, y, np.arange(30) % 3)
    assert len(folds) == 3 and all(isinstance(m, LogisticRegression) for m in folds)


def test_naive_bayes_says_which_part_holds_a_feature():
    X = np.array([[0.5, 1, 3], [1.5, 0, 4], [0.2, 1, 0], [2.0, 0, 1]])
    model = MixedNB(kinds=["continuous", "categorical", "count"]).fit(X, [0, 0, 1, 1])
    kinds = [model.locate_feature(j) for j in range(3)]
    assert [(kind, type(part).__name__, column) for kind, part, column in kinds] == [
        ("continuous", "GaussianNB", 0), ("categorical", "CategoricalNB", 0), ("count", "PoissonNB", 0)
    ]  # fmt: skip
    assert model.locate_feature(5) is None

