"""Rows are never dropped silently: the trained model names the rows it skipped, and why."""

import numpy as np
import pandas as pd
import pytest

from bayesgui.core import LDA, LogisticRegression
from bayesgui.data import Dataset, load_sample
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.tasks.train import fit_model, train_model


def run(job):
    try:
        while True:
            next(job)
    except StopIteration as stop:
        return stop.value


def test_each_model_names_the_rows_its_fit_left_out():
    X = np.array([[0.0, 1.0], [np.nan, 2.0], [1.0, 0.0], [np.nan, np.nan], [2.0, 1.5], [3.0, 0.0], [1.0, 3.0],
                  [2.5, 2.0]])  # fmt: skip
    y = np.array([0, 0, 1, 1, 0, 1, 0, 1])
    assert np.flatnonzero(LDA().fit(X, y).skipped_rows(X)).tolist() == [1, 3]
    assert np.flatnonzero(LDA(missing="em").fit(X, y).skipped_rows(X)).tolist() == [3]
    codes = np.array([[0.0, 1.0], [-1.0, 2.0], [1.0, 0.0], [1.0, 0.5], [0.0, 1.0], [1.0, 0.0]])  # -1: missing level
    logistic = LogisticRegression(n_categories=[2, None]).fit(codes, y[:6])
    assert logistic.skipped_rows(codes).tolist() == [False, True, False, False, False, False]
    assert logistic.n_skipped_ == 1


@pytest.mark.parametrize("key", ["logistic", "svm", "lda", "mixture"])
def test_a_skipping_model_names_the_table_rows_with_a_missing_value_it_reads(key):
    penguins = load_sample("penguins")
    model = run(train_model(penguins, ModelSettings(key)))
    frame = penguins.frame
    read = [c for c in penguins.feature_names if c not in model.left_out]
    expected = np.flatnonzero(frame[read].isna().any(axis=1).to_numpy())
    assert model.rows.skipped == tuple(expected) and model.rows.n_skipped == len(expected) > 0
    assert model.n_rows == penguins.n_rows - len(expected)
    assert set(model.rows.missing_columns) == {c for c in read if frame.loc[expected, c].isna().any()}
    assert model.rows.skipped_reason.startswith("missing values in ")
    assert model.rows.n_missing_used == 0


def test_naive_bayes_uses_the_rows_with_missing_values_and_says_so():
    penguins = load_sample("penguins")
    model = run(train_model(penguins, ModelSettings("naive-bayes")))
    incomplete = int(penguins.frame[list(penguins.feature_names)].isna().any(axis=1).sum())
    assert model.rows.n_skipped == 0 and model.n_rows == penguins.n_rows
    assert model.rows.n_missing_used == incomplete == 11
    assert model.rows.used_note == "11 rows with missing values used (missing factors left out)"
    lda_em = run(train_model(penguins, ModelSettings("lda", missing="em")))
    assert lda_em.rows.filled_by_em  # its 2 rows without any number are skipped; the rest have every number
    assert lda_em.rows.skipped == (3, 271) and lda_em.rows.n_missing_used == 0


def test_rows_without_a_class_are_named_as_skipped_for_that_reason():
    frame = pd.DataFrame({"x": ["a", "b", "a", "b", "a"], "y": ["p", None, "q", "p", None]})
    dataset = Dataset.from_frame(frame, target="y", kinds={"x": "categorical"})
    model = fit_model(dataset.to_arrays(), ModelSettings("naive-bayes"), dataset.n_rows)
    assert model.rows.skipped == (1, 4) and model.rows.n_unlabeled == 2
    assert model.rows.skipped_reason == "no class"
