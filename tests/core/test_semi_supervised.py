"""Semi-supervised naive Bayes: supervised when every row is labeled, monotone EM, and unlabeled rows that help."""

import numpy as np
import pytest

from bayesgui.core.incomplete.semi_supervised import SemiSupervisedNB
from bayesgui.core.naive_bayes.categorical import CategoricalNB


def naive_bayes_data(n, seed=0, n_features=10, n_levels=3, missing=0.1):
    """Rows drawn from a two-class naive Bayes model (so the model is right), some values missing."""
    rng = np.random.default_rng(seed)
    tables = np.random.default_rng(100).dirichlet(np.ones(n_levels), size=(2, n_features))
    y = rng.integers(0, 2, n)
    cumulative = tables[y].cumsum(axis=2)  # (n, m, L)
    X = (rng.random((n, n_features, 1)) > cumulative).sum(axis=2).astype(float)
    X[rng.random(X.shape) < missing] = np.nan
    return X, y


@pytest.mark.parametrize("options", [{}, {"alpha": 0.0}, {"alpha": 0.5, "prior_alpha": 1.0}])
def test_with_every_row_labeled_it_is_supervised_naive_bayes(options):
    X, y = naive_bayes_data(200)
    semi = SemiSupervisedNB(**options).fit(X, y)
    plain = CategoricalNB(**options).fit(X, y)
    np.testing.assert_array_equal(semi.predict_proba(X), plain.predict_proba(X))
    for a, b in zip(semi.feature_log_prob_, plain.feature_log_prob_, strict=True):
        np.testing.assert_array_equal(a, b)
    assert semi.n_iter_ == 0 and semi.n_unlabeled_ == 0


def test_weight_zero_is_naive_bayes_on_the_labeled_rows():
    X, y = naive_bayes_data(200)
    hidden = y.copy()
    hidden[::3] = -1
    semi = SemiSupervisedNB(unlabeled_weight=0.0).fit(X, hidden)
    plain = CategoricalNB().fit(X[hidden >= 0], y[hidden >= 0])
    np.testing.assert_array_equal(semi.predict_proba(X), plain.predict_proba(X))


def test_ninety_percent_of_the_labels_hidden_unlabeled_rows_help():
    X, y = naive_bayes_data(1400, seed=4)
    train, test = slice(0, 400), slice(400, None)
    hidden = y[train].copy()
    hidden[np.random.default_rng(1).random(400) < 0.9] = -1
    labeled = hidden >= 0
    only_labeled = CategoricalNB().fit(X[train][labeled], y[train][labeled]).score(X[test], y[test])
    semi = SemiSupervisedNB().fit(X[train], hidden).score(X[test], y[test])
    assert semi > only_labeled + 0.02, (semi, only_labeled)


@pytest.mark.parametrize("options", [{"alpha": 0.0}, {"alpha": 1.0, "prior_alpha": 1.0}, {"unlabeled_weight": 0.3}])
def test_the_objective_never_decreases(options):
    for seed in range(10):
        X, y = naive_bayes_data(300, seed=seed)
        hidden = np.where(np.random.default_rng(seed).random(300) < 0.8, -1, y)
        model = SemiSupervisedNB(tol=0, max_iter=30, **options).fit(X, hidden)
        assert np.all(np.diff(model.objective_history_) >= -1e-9), seed


def test_labels_may_be_text_with_empty_cells_and_snapshots():
    X, y = naive_bayes_data(60)
    labels = np.array(["spam" if v else "ham" for v in y], dtype=object)
    labels[::2] = None
    model = SemiSupervisedNB(max_iter=3, tol=0)
    steps = list(model.iter_em(X, labels))
    assert [s.step for s in steps] == ["init", "E", "M", "E", "M", "E", "M"]
    assert steps[0].posteriors.shape == (30, 2) and model.classes_.tolist() == ["ham", "spam"]
    np.testing.assert_allclose(steps[-1].posteriors.sum(axis=1), 1.0)
    assert steps[-1].class_count.sum() == pytest.approx(60.0)
    with pytest.raises(ValueError, match="between 0 and 1"):
        SemiSupervisedNB(unlabeled_weight=2).fit(X, y)
    with pytest.raises(ValueError, match="Every row is unlabeled"):
        SemiSupervisedNB().fit(X, np.full(60, -1))


def test_saved_state_round_trips():
    X, y = naive_bayes_data(100)
    hidden = np.where(np.arange(100) % 2 == 0, -1, y)
    model = SemiSupervisedNB().fit(X, hidden)
    again = SemiSupervisedNB.from_state(model.get_params(), model.fitted_state())
    np.testing.assert_array_equal(again.predict_proba(X), model.predict_proba(X))
    assert again.n_unlabeled_ == 50


def test_a_level_only_unlabeled_rows_show_is_learnt():
    X = np.array([[0.0], [1.0], [0.0], [2.0], [2.0]])
    y = np.array([0, 1, -1, -1, -1])
    model = SemiSupervisedNB().fit(X, y)
    assert model.n_categories_.tolist() == [3]
    np.testing.assert_allclose(model.predict_proba(X).sum(axis=1), 1.0)


def test_cross_validation_refits_each_fold_with_unlabeled_rows():
    """A fold's semi-supervised model is EM on the other folds' rows: the full fit minus the fold's counts is not
    that model (the unlabeled rows' posteriors came from parameters that saw the fold), so cross-validation must
    refit. The out-of-fold posteriors equal a refit per fold."""
    from bayesgui.core.evaluation.cross_val import iter_out_of_fold

    rng = np.random.default_rng(3)
    n = 120
    y = rng.integers(0, 2, n)
    X = np.column_stack([(y + (rng.random(n) < 0.3)) % 2, rng.integers(0, 3, n), (y * 2 + rng.integers(0, 2, n)) % 3])
    y_seen = np.where(rng.random(n) < 0.5, -1, y)
    folds = (np.arange(n) % 5)[None, :]

    def make():
        return SemiSupervisedNB(alpha=1.0, n_categories=[2, 3, 3])

    steps = iter_out_of_fold(make, X, y_seen, folds, 2)
    try:
        while True:
            next(steps)
    except StopIteration as done:
        out = done.value
    for f in range(5):
        test, train = folds[0] == f, folds[0] != f
        expected = make().fit(X[train], y_seen[train]).predict_proba(X[test])
        np.testing.assert_allclose(out[0, test], expected, atol=1e-12)
