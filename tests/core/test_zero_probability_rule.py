"""alpha = 0: what happens when every class gives a sample probability 0 (the documented limit rule)."""

import numpy as np
import pytest

from bayesgui.core import CategoricalNB, MixedNB, MultinomialNB, PoissonNB

# class 0 never shows level 2 of feature 0; class 1 never shows level 2 of feature 1 nor of feature 2
X = np.array([[0, 0, 0], [1, 1, 1], [0, 1, 0], [2, 0, 0], [1, 0, 1], [2, 1, 1], [0, 2, 2], [1, 2, 2]])
y = np.array([0, 0, 0, 1, 1, 1, 0, 0])


def test_every_class_zero_gives_the_limit_of_vanishing_smoothing():
    model = CategoricalNB(alpha=0).fit(X, y)
    sample = np.array([[2, 2, 2]])  # zero under class 0 (one zero factor) and class 1 (two zero factors)
    assert np.all(np.isneginf(model.class_log_prior_ + [
        sum(model.feature_log_prob_[j][k, sample[0, j]] for j in range(3)) for k in range(2)
    ]))
    proba = model.predict_proba(sample)
    assert np.isfinite(proba).all()
    assert proba[0].tolist() == [1.0, 0.0]  # fewer zero-count factors wins outright
    tiny = CategoricalNB(alpha=1e-9).fit(X, y).predict_proba(sample)
    assert proba == pytest.approx(tiny, abs=1e-6)
    exp = model.explain(sample[0])
    assert exp.zero_rule_applied
    assert "λ → 0⁺" in exp.notes[0]
    assert np.array_equal(exp.log_joint, model.predict_joint_log_proba(sample)[0])
    assert not np.isnan(model.predict_log_proba(sample)).any()
    assert model.predict(sample)[0] == 0


def test_equal_number_of_zeros_is_decided_by_the_other_factors():
    Xb = np.array([[0, 0], [0, 0], [0, 1], [1, 1], [1, 1], [1, 0]])
    yb = np.array([0, 0, 0, 1, 1, 1])
    Xb = np.vstack([Xb, [[2, 0]], [[3, 1]]])
    yb = np.append(yb, [0, 1])  # level 2 only in class 0, level 3 only in class 1
    model = CategoricalNB(alpha=0).fit(Xb, yb)
    sample = np.array([[4 - 1, 0]])  # level 3: zero count under class 0 ...
    model2 = CategoricalNB(alpha=0, n_categories=[5, 2]).fit(Xb, yb)
    unseen = np.array([[4, 0]])  # level 4: never seen at all -> zero under both classes, one factor each
    proba = model2.predict_proba(unseen)
    tiny = CategoricalNB(alpha=1e-10, n_categories=[5, 2]).fit(Xb, yb).predict_proba(unseen)
    assert proba == pytest.approx(tiny, abs=1e-6)
    assert 0 < proba[0, 0] < 1
    assert model.predict_proba(sample)[0, 0] == 0.0


def test_multinomial_and_poisson_without_smoothing_never_give_nan():
    counts = np.array([[3, 0], [2, 0], [0, 4], [0, 5]])
    labels = np.array([0, 0, 1, 1])
    both = np.array([[1, 1]])  # a word never seen in class 1 and one never seen in class 0
    for model in (MultinomialNB(alpha=0), PoissonNB(alpha=0)):
        proba = model.fit(counts, labels).predict_proba(both)
        assert np.isfinite(proba).all() and proba.sum() == pytest.approx(1.0)
        assert model.explain(both[0]).zero_rule_applied


def test_mixed_model_zero_rule_keeps_the_continuous_factors():
    Xm = np.column_stack([X[:, 0], np.linspace(0, 1, len(X))])
    model = MixedNB(kinds=["categorical", "continuous"], alpha=0).fit(Xm, y)
    proba = model.predict_proba([[2, 0.5]])
    assert np.isfinite(proba).all()
