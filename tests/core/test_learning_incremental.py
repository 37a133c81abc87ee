"""Incremental learning equals a full refit on the edited table (to 1e-12), over random tables and edit sequences.

Each example draws a table (categorical, continuous and count columns, missing values, 2-4 classes) and a sequence
of edits: add rows (a new class, a categorical level never seen), remove rows (down to a class's last row and
past it), edit a row (its class and values). After every edit the incrementally updated model is compared with a
model fitted from scratch on the table as it now is: the same classes, levels, statistics and posteriors.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from threadpoolctl import threadpool_limits

from bayesgui.core import LDA, QDA, GaussianBayes, LogisticRegression, MixedNB
from bayesgui.core.learning.changes import CLASS_COUNT, LEVEL_COUNT, OBSERVED
from bayesgui.core.learning.incremental import (
    add_rows,
    can_update,
    edit_rows,
    remove_rows,
)

TOL = 1e-12


@pytest.fixture(autouse=True)
def _one_blas_thread():
    """3x3 triangular solves: a busy machine's idle BLAS threads would make them 10x slower."""
    with threadpool_limits(1):
        yield


KINDS = ("categorical", "continuous", "count")


def _value(rng, kind: str, levels: int) -> float:
    if rng.random() < 0.15:
        return np.nan  # missing
    if kind == "categorical":
        return float(rng.integers(0, levels))
    if kind == "continuous":
        return float(rng.integers(-16, 17)) / 4  # a grid: the sums are exact, rounding shows only in divisions
    return float(rng.integers(0, 7))


def _rows(rng, kinds, levels: int, n: int, classes: int) -> tuple[np.ndarray, np.ndarray]:
    X = np.array([[_value(rng, kind, levels) for kind in kinds] for _ in range(n)]).reshape(n, len(kinds))
    return X, rng.permutation(np.arange(n) % classes)  # every class (of the first n) has a row


@st.composite
def scenarios(draw, numeric_only: bool):
    """(kinds, X, y, edits): each edit is ("add", X, y), ("remove", row indices) or ("edit", row, x, label)."""
    rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1)))
    d = draw(st.integers(1, 4))
    kinds = ["continuous"] * d if numeric_only else [draw(st.sampled_from(KINDS)) for _ in range(d)]
    n, classes = draw(st.integers(4, 20)), draw(st.integers(2, 4))
    X, y = _rows(rng, kinds, 3, n, classes)
    edits = []
    for _ in range(draw(st.integers(1, 6))):
        op = draw(st.sampled_from(("add", "add new", "remove", "remove class", "edit")))
        if op.startswith("add"):  # "add new": a class and a level never seen (code 3, class 4)
            extra = 1 if op == "add new" else 0
            edits.append(("add", *_rows(rng, kinds, 3 + extra, draw(st.integers(1, 4)), classes + extra)))
        elif op == "remove":
            edits.append(("remove", draw(st.integers(1, 3))))
        elif op == "remove class":
            edits.append(("remove class", None))
        else:
            x, label = _rows(rng, kinds, 4, 1, classes + 1)
            edits.append(("edit", x, label))
    return kinds, X, y, edits, rng


def _apply(edit, X, y, rng):
    """The rows the edit removes and adds, and the table after it."""
    op = edit[0]
    empty = (np.empty((0, X.shape[1])), np.empty(0, dtype=y.dtype))
    if op == "add":
        return empty, (edit[1], edit[2]), np.vstack([X, edit[1]]), np.concatenate([y, edit[2]])
    if op == "remove":
        gone = rng.choice(len(y), size=min(edit[1], len(y)), replace=False)
    elif op == "remove class":  # every row of the smallest class: its last row goes too
        labels, counts = np.unique(y, return_counts=True)
        gone = np.flatnonzero(y == labels[np.argmin(counts)])
    else:
        gone = rng.choice(len(y), size=1)
    keep = np.setdiff1d(np.arange(len(y)), gone)
    old = (X[gone], y[gone])
    if op == "edit":
        X2, y2 = X.copy(), y.copy()
        X2[gone], y2[gone] = edit[1], edit[2]
        return old, (edit[1], edit[2]), X2, y2
    return old, empty, X[keep], y[keep]


def _update(model, old, new):
    if len(old[1]) and len(new[1]):
        return edit_rows(model, old[0], old[1], new[0], new[1])
    if len(new[1]):
        return add_rows(model, *new)
    return remove_rows(model, *old)


def _probe(X: np.ndarray, rng) -> np.ndarray:
    """The table's rows and some others (every level, missing values)."""
    other = np.where(rng.random(X.shape) < 0.2, np.nan, rng.integers(0, 3, X.shape).astype(float))
    return np.vstack([X, other])


def _same(incremental, refit, X_probe) -> None:
    """``refit``: a fitted model, or the ValueError fitting raised (then the updated model cannot predict either)."""
    if isinstance(refit, ValueError):
        with pytest.raises(ValueError):
            incremental.predict_proba(X_probe)
        return
    assert np.array_equal(incremental.classes_, refit.classes_)
    np.testing.assert_allclose(incremental.class_count_, refit.class_count_, rtol=0, atol=0)
    try:
        expected = refit.predict_proba(X_probe)
    except ValueError:
        with pytest.raises(ValueError):
            incremental.predict_proba(X_probe)
        return
    # the statistics agree to 1e-12 (below); a covariance's condition number amplifies their rounding in a posterior
    conditioning = max((np.linalg.cond(c) for c in getattr(refit, "covariances_", ())), default=1.0)
    np.testing.assert_allclose(incremental.predict_proba(X_probe), expected, rtol=0, atol=TOL * conditioning)
    for name, a, b in _parameters(incremental, refit):
        scale = max(1.0, float(np.nanmax(np.abs(b), initial=0.0)))
        np.testing.assert_allclose(a, b, rtol=0, atol=TOL * scale, err_msg=name)


def _parameters(a, b):
    """(name, incremental's, refit's) of every fitted parameter: the counts, means, variances, scatters, tables."""
    if isinstance(a, MixedNB):
        pairs = [(pa, pb) for (_, _, pa), (_, _, pb) in zip(a.parts_, b.parts_, strict=True)]
        names = ("flat_count_", "feature_count_", "theta_", "var_", "rate_", "class_log_prior_")
        for pa, pb in pairs:
            for name in names:
                if hasattr(pb, name):
                    yield name, getattr(pa, name), getattr(pb, name)
            if hasattr(pb, "feature_log_prob_"):
                for j, (ta, tb) in enumerate(zip(pa.feature_log_prob_, pb.feature_log_prob_, strict=True)):
                    yield f"feature_log_prob_[{j}]", np.exp(ta), np.exp(tb)
    else:
        for name in ("means_", "scatter_", "class_log_prior_"):
            yield name, getattr(a, name), getattr(b, name)


settings.register_profile("learning", deadline=None, max_examples=40, suppress_health_check=[HealthCheck.too_slow])


def _run(make, scenario, complete_rows_only: bool = False) -> None:
    kinds, X, y, edits, rng = scenario
    levels = [3 if kind == "categorical" else None for kind in kinds]
    if complete_rows_only:
        X, y = X[~np.isnan(X).any(axis=1)], y[~np.isnan(X).any(axis=1)]
        assume(np.unique(y).size >= 2)
    model = make(kinds, levels)
    try:
        model.fit(X, y)
    except ValueError:  # a singular covariance: partial_fit keeps the statistics and waits for rows
        model.partial_fit(X, y)
    for edit in edits:
        old, new, X2, y2 = _apply(edit, X, y, rng)
        fitted = X2[~np.isnan(X2).any(axis=1)] if complete_rows_only else X2
        kept = y2[~np.isnan(X2).any(axis=1)] if complete_rows_only else y2
        if np.unique(kept).size < 2:  # a refit refuses a single class, and so does the update
            with pytest.raises(ValueError):
                model = _update(model, old, new).model
                model.predict_proba(X2[:1])
            return
        model = _update(model, old, new).model
        X, y = X2, y2
        for j, kind in enumerate(kinds):  # the table's levels grow with a new level and never shrink
            if kind == "categorical" and np.isfinite(X[:, j]).any():
                levels[j] = max(levels[j], int(np.nanmax(X[:, j])) + 1)
        _same(model, _refit(make(kinds, levels), fitted, kept), _probe(X, rng))


def _refit(model, X, y):
    try:
        return model.fit(X, y)
    except ValueError as exc:  # numpy's LinAlgError (a singular covariance) is a ValueError
        return exc


@settings(settings.get_profile("learning"))
@given(scenario=scenarios(numeric_only=False))
def test_naive_bayes_updates_equal_a_refit(scenario):
    def make(kinds, levels):
        return MixedNB(kinds=kinds, n_categories=levels, alpha=0.5, prior_alpha=1.0, count_alpha=0.5)

    _run(make, scenario)


@settings(settings.get_profile("learning"))
@given(scenario=scenarios(numeric_only=False))
def test_maximum_likelihood_naive_bayes_updates_equal_a_refit(scenario):
    """λ = 0 (zero counts, the zero-probability rule) and the unbiased variance."""

    def make(kinds, levels):
        return MixedNB(kinds=kinds, n_categories=levels, alpha=0.0, count_alpha=0.0, variance="mle")

    _run(make, scenario)


@pytest.mark.parametrize(
    "make", [LDA, QDA, lambda: QDA(reg_param=0.5), GaussianBayes], ids=["lda", "qda", "qda-r", "gb"]
)
@settings(settings.get_profile("learning"))
@given(scenario=scenarios(numeric_only=True))
def test_gaussian_classifiers_update_equal_a_refit(make, scenario):
    """Rows with a missing value are skipped (a class left with none of its complete rows is dropped)."""
    _run(lambda kinds, levels: make(), scenario, complete_rows_only=True)


def test_an_added_row_touches_only_its_own_counts():
    X = np.array([[0, 1.0], [1, 2.0], [0, 3.0], [2, 4.0]])
    y = np.array([0, 1, 0, 1])
    model = MixedNB(kinds=["categorical", "continuous"], n_categories=[3, None]).fit(X, y)
    update = add_rows(model, np.array([[2, np.nan]]), np.array([0]))
    touched = {(c.statistic, c.class_label, c.feature, c.index): (c.old, c.new) for c in update.changes}
    # class 0's count, its count of level 2 of feature 0 and its observed values of feature 0; the missing value of
    # feature 1 touches nothing
    assert touched == {
        (CLASS_COUNT, 0, None, None): (2.0, 3.0),
        (OBSERVED, 0, 0, None): (2.0, 3.0),
        (LEVEL_COUNT, 0, 0, 2): (0.0, 1.0),
    }
    assert update.n_touched == 3
    assert model.class_count_.tolist() == [2.0, 2.0]  # the given model is unchanged (undo keeps it)


def test_removing_rows_never_learnt_is_refused():
    X = np.array([[0.0], [1.0], [0.0], [1.0]])
    model = MixedNB(kinds=["categorical"], n_categories=[2]).fit(X, [0, 1, 0, 1])
    with pytest.raises(ValueError, match="not all in the model's training data"):
        remove_rows(model, np.array([[1.0], [1.0], [1.0]]), np.array([0, 0, 0]))
    with pytest.raises(ValueError, match="not all in the model's training data"):
        remove_rows(model, np.array([[5.0]]), np.array([0]))
    with pytest.raises(ValueError, match="no such class"):
        remove_rows(model, np.array([[0.0]]), np.array([7]))


def test_models_that_cannot_update_say_so():
    X, y = np.array([[0.0], [1.0], [0.2], [1.1]]), np.array([0, 1, 0, 1])
    assert not can_update(LogisticRegression())
    assert not can_update(LDA(missing="em"))
    with pytest.raises(ValueError, match="fit it again"):
        add_rows(LogisticRegression().fit(X, y), X, y)


def test_the_registry_says_which_models_update_as_the_models_do():
    from bayesgui.core.models import registry
    from bayesgui.core.models.spec import Features

    features = Features(("continuous", "continuous"), (None, None), 2)
    for spec in registry.specs():
        model = spec.build({p.name: p.default for p in spec.params}, features)
        assert spec.incremental == can_update(model), spec.key
    assert {spec.key for spec in registry.specs() if spec.incremental} == {"naive-bayes", "lda", "qda", "gaussian"}
