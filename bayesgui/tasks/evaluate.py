"""Evaluation as a stoppable job: encode the table, fold after fold, then every metric; one ``Evaluation``.

The folds come from a ``Resampling`` (k-fold, leave-one-out, hold-out) or from the user: a split column
(its rows marked test, see ``TEST_WORDS``) or a separate test table (``test=``, encoded with the training
table's schema, unseen levels as missing). A job can be stopped at any yield: between folds, or between
the columns being encoded.
"""

from __future__ import annotations

import time
from collections.abc import Generator

import numpy as np
import pandas as pd

from bayesgui.core.decision import LossMatrix, conditional_risk
from bayesgui.core.evaluation import TEN_FOLD, Resampling, iter_out_of_fold, summarize
from bayesgui.core.note import Note, message_of
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data import Dataset, FeatureArrays
from bayesgui.data.errors import DataError
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.report.evaluation.results import Evaluation
from bayesgui.tasks.fit_errors import in_user_terms
from bayesgui.tasks.loss_by_name import run_loss
from bayesgui.tasks.predict import Predictions
from bayesgui.tasks.progress import ENCODING, Progress
from bayesgui.tasks.train import model_inputs

#: values of a split column that mark a test row (case-insensitive); anything else is a training row
TEST_WORDS = frozenset({"test", "testing", "holdout", "validation", "1", "true", "yes"})
ENCODE_STEPS = 100
FOLD_STEPS = 1000


def encode(dataset: Dataset, total: int = ENCODE_STEPS + FOLD_STEPS) -> Generator[Progress, None, FeatureArrays]:
    """``dataset.iter_arrays()`` with progress in the first ``ENCODE_STEPS`` units of ``total``."""
    n_columns = len(dataset.feature_names) + 1
    encoding = dataset.iter_arrays()
    while True:
        try:
            done = next(encoding)
        except StopIteration as stop:
            return stop.value
        yield Progress(ENCODE_STEPS * done // n_columns, total, ENCODING)


def evaluate(
    dataset: Dataset,
    settings: ModelSettings,
    loss: LossMatrix | None = None,
    resampling: Resampling = TEN_FOLD,
    *,
    split_column: str | None = None,
    test: Dataset | None = None,
) -> Generator[Progress, None, Evaluation]:
    """Yield ``Progress`` while encoding and after every fold; return the ``Evaluation``."""
    arrays = yield from encode(dataset)
    X, y, rows, folds = split(dataset, arrays, settings, resampling, split_column, test)
    loss = run_loss(arrays.class_names, loss)
    return (yield from evaluate_arrays(arrays, settings, loss, resampling, X, y, rows, folds, dataset.n_rows))


def evaluate_arrays(arrays, settings, loss, resampling, X, y, rows, folds, n_table_rows, *, progress=(0, 1)):
    """The fold loop and the metrics on encoded arrays (shared by the comparison, curves and explorer).

    ``progress`` (start, share): where this run's fold progress sits on a bar of ``ENCODE_STEPS + FOLD_STEPS``.
    """
    schema = model_inputs(arrays, settings)[0]
    started = time.perf_counter()
    steps = iter_out_of_fold(lambda: settings.build(schema), X, y, folds, len(arrays.class_names))
    start, share = progress
    while True:
        try:
            with in_user_terms(schema, settings):
                done, total = next(steps)
        except StopIteration as stop:
            scores = stop.value
            break
        units = ENCODE_STEPS + int(FOLD_STEPS * (start + share * done / max(total, 1)))
        fold = Note(QT_TRANSLATE_NOOP("tasks", "Fold {0} of {1}"), done, total)
        yield Progress(units, ENCODE_STEPS + FOLD_STEPS, fold)
    estimator = settings.build(schema)
    probabilistic = bool(estimator.probabilistic)
    table = summarize(y, scores, folds, loss, probabilistic)
    return Evaluation(
        model=settings.model,
        settings=settings,
        classes=tuple(arrays.class_names),
        loss=loss,
        resampling=resampling,
        y=y,
        rows=rows,
        folds=folds,
        scores=scores,
        probabilistic=probabilistic,
        table=table,
        n_table_rows=n_table_rows,
        n_training_skipped=_training_skipped(estimator, X),
        seconds=time.perf_counter() - started,
        warnings=tuple(arrays.warnings),
    )


def _training_skipped(estimator, X: np.ndarray) -> int:
    """Rows the model leaves out of its fits: those with a missing value, for the models that skip them."""
    if "n_skipped_" not in type(estimator)._state_names:
        return 0  # naive Bayes and the others marginalise a missing value
    return int(np.isnan(X).any(axis=1).sum())


def out_of_fold_predictions(e: Evaluation) -> Predictions | None:
    """The out-of-fold posteriors, risks and decisions of every table row, for the data table; None unless
    every row with a class was held out (k-fold, leave-one-out). A row without a class has NaN posteriors."""
    if not e.tested.all() or e.rows.max(initial=0) >= e.n_table_rows:
        return None
    n, k = e.n_table_rows, len(e.classes)
    posterior = np.full((n, k), np.nan)
    posterior[e.rows] = e.scores[0]
    decision = np.zeros(n, dtype=np.intp)
    decision[e.rows] = e.decisions[0]
    n_risks = len(e.actions) if e.probabilistic else 0
    risk = np.full((n, n_risks), np.nan)
    if e.probabilistic:
        risk[e.rows] = conditional_risk(e.scores[0], e.loss)
    return Predictions(tuple(map(str, e.classes)), e.actions, posterior, risk, decision, e.probabilistic)


def prepared(job: Generator) -> Generator[Progress, None, object]:
    """Run ``job`` (an evaluation or a comparison) and compute its curves too, so that the caller (the GUI)
    only draws them: ``Evaluation.prepare`` in the worker, not on the GUI thread."""
    result = yield from job
    for evaluation in getattr(result, "evaluations", (result,)):
        if hasattr(evaluation, "prepare"):
            evaluation.prepare()
    return result


def split(dataset, arrays, settings, resampling, split_column=None, test=None):
    """(X, y, table rows, folds) of a run: the model's columns and the fold of each row.

    With ``test`` the test table's rows are appended after the training rows (fold 0), the training rows
    are never held out; their table positions continue after the training table's.
    """
    X = model_inputs(arrays, settings)[1]
    y, rows = np.asarray(arrays.y, dtype=np.int64), arrays.rows
    if test is not None:
        test_X, test_y, test_rows = encode_test(arrays, settings, test)
        X, y = np.vstack([X, test_X]), np.r_[y, test_y]
        rows = np.r_[rows, dataset.n_rows + test_rows]
        given = np.r_[np.zeros(len(arrays.y), bool), np.ones(test_y.size, bool)]
        return X, y, rows, Resampling("split").folds(y, given)
    if split_column is not None:
        if split_column not in dataset.columns:
            columns = ", ".join(dataset.columns)
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("tasks", "There is no column '{0}' to split on; the columns are {1}."),
                    split_column, columns,
                )
            )
        words = dataset.frame[split_column].iloc[rows].astype(str).str.strip().str.lower()
        given = words.isin(TEST_WORDS).to_numpy()
        if given.all() or not given.any():
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "tasks",
                        "The split column '{0}' must mark some rows, not all, as test (values: {1}).",
                    ),
                    split_column, ', '.join(sorted(TEST_WORDS)),
                )
            )
        return X, y, rows, Resampling("split").folds(y, given)
    try:
        return X, y, rows, resampling.folds(y)
    except ValueError as exc:
        raise DataError(message_of(exc)) from None


def split_columns(dataset: Dataset) -> list[str]:
    """The columns that can split the table: besides the target, some rows (not all) marked test (``TEST_WORDS``)."""
    found = []
    frame, target = dataset.frame, dataset.target  # once, not once per column (10,000-column tables)
    for column in dataset.columns:
        if column == target or pd.api.types.is_numeric_dtype(frame[column]):
            continue  # numbers never say "test"
        values = frame[column].dropna().astype(str).str.strip().str.lower().unique()
        if len(values) <= 10 and any(v in TEST_WORDS for v in values) and not all(v in TEST_WORDS for v in values):
            found.append(column)
    return found


def encode_test(arrays: FeatureArrays, settings: ModelSettings, test: Dataset):
    """The test table's (X in the model's columns, class codes, table rows); rows of unknown class are skipped."""
    schema = model_inputs(arrays, settings)[0]  # the model's columns (binned ones binned by the training edges)
    target = schema.target
    if target not in test.columns:
        raise DataError(Note(QT_TRANSLATE_NOOP("tasks", "The test table has no column '{0}' (the target)."), target))
    y = np.asarray(schema.encode_target(test.frame[target], unseen="missing"), dtype=np.int64)
    keep = np.flatnonzero(y >= 0)
    X = schema.encode_features(test.frame.iloc[keep], unseen="missing")
    return X, y[keep], keep
