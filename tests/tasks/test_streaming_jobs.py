"""Streamed jobs on files that fit in memory give what the in-memory jobs give.

The file has missing values (numbers and categories), a class that no row of the first chunks has, a level first
seen deep in the file, and rows without a class; chunks are small so that all of these cross chunk boundaries.
Training: the same fitted attributes (1e-12) for naive Bayes, LDA, QDA and Gaussian Bayes, from CSV, TSV, gzip,
zstd and Parquet. Evaluation: the confusion matrices equal the in-memory cross-validation's on the same folds,
exactly. Predict-all: the output file equals the in-memory export, unseen levels counted as missing.
"""

from __future__ import annotations

import gzip
import importlib.util

import numpy as np
import pandas as pd
import pytest

from bayesgui.core import GaussianMixture, LossMatrix
from bayesgui.core.evaluation import Resampling
from bayesgui.core.evaluation.cross_val import iter_out_of_fold
from bayesgui.core.evaluation.metrics import confusion
from bayesgui.core.evaluation.risk import decisions, empirical_risk
from bayesgui.core.evaluation.summary import METRICS, summarize
from bayesgui.data import DataError, load_dataset, load_table
from bayesgui.data.saved.csv_export import write_csv
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.data.streaming.reader import ChunkedFile
from bayesgui.data.streaming.scan import open_streamed
from bayesgui.report.evaluation.streamed import tally_table
from bayesgui.tasks.predict import Predictions, actions_of, classify
from bayesgui.tasks.progress import run_to_end
from bayesgui.tasks.stream_window import sample_evaluation
from bayesgui.tasks.streaming import held_out, text_pool
from bayesgui.tasks.streaming import predict as streamed_predict
from bayesgui.tasks.streaming.evaluate import evaluate_streamed, row_folds
from bayesgui.tasks.streaming.predict import predict_streamed
from bayesgui.tasks.streaming.train import iter_sample_dataset, train_streamed
from bayesgui.tasks.train import fit_model, model_inputs
from tests.core.test_streaming_statistics import _log_normal, assert_same_model

FORMATS = ("tsv", "gz", "zst", "parquet")  # CSV is the reference
KINDS = {"colour": "categorical", "size": "continuous", "weight": "continuous", "visits": "count"}


def _frame(n: int = 2400, seed: int = 3) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    label = rng.choice(["spam", "ham"], n).astype(object)
    label[n // 2 :: 7] = "unsure"  # a class first seen half-way through
    colour = rng.choice(["red", "green", "blue"], n).astype(object)
    colour[-30:] = "violet"  # a level first seen in the last chunk
    frame = pd.DataFrame(
        {
            "colour": colour,
            "size": rng.normal(3, 1, n) + (label == "spam"),
            "weight": rng.normal(70, 9, n) - 4 * (label == "ham"),
            "visits": rng.poisson(3, n),
            "label": label,
        }
    )
    frame.loc[rng.random(n) < 0.03, "size"] = np.nan
    frame.loc[rng.random(n) < 0.03, "colour"] = np.nan
    frame.loc[rng.random(n) < 0.01, "label"] = np.nan
    return frame


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    folder = tmp_path_factory.mktemp("stream")
    frame = _frame()
    paths = {"csv": folder / "t.csv", "tsv": folder / "t.tsv", "gz": folder / "t.csv.gz", "parquet": folder / "t.pq"}
    frame.to_csv(paths["csv"], index=False)
    frame.to_csv(paths["tsv"], index=False, sep="\t")
    paths["gz"].write_bytes(gzip.compress(paths["csv"].read_bytes()))
    paths["zst"] = folder / "t.csv.zst"
    paths["zst"].write_bytes(pytest.importorskip("zstandard").ZstdCompressor().compress(paths["csv"].read_bytes()))
    if importlib.util.find_spec("pyarrow") is not None:  # the [stream] extra (not in the test environment)
        frame.to_parquet(paths["parquet"])
    return paths


def _table(path, chunk_rows=300):
    return open_streamed(ChunkedFile(path, chunk_rows=chunk_rows), target="label", kinds=KINDS)


def _in_memory(path, settings):
    dataset = load_dataset(path, target="label", kinds=KINDS)
    arrays = dataset.to_arrays()
    return arrays, fit_model(arrays, settings)


@pytest.mark.parametrize(
    ("model", "fmt"),
    [(m, "csv") for m in ("naive-bayes", "lda", "qda", "gaussian")] + [("naive-bayes", f) for f in FORMATS],
)
def test_streamed_training_equals_in_memory(files, model, fmt):
    if fmt == "parquet":
        pytest.importorskip("pyarrow")
    settings = ModelSettings(model)
    table = _table(files[fmt])
    streamed = run_to_end(train_streamed(table, settings))
    _, fitted = _in_memory(files["csv"], settings)
    assert streamed.schema == fitted.schema  # kinds, levels and classes in first-seen order
    assert streamed.n_rows == fitted.n_rows and streamed.left_out == fitted.left_out
    assert_same_model(streamed.estimator, fitted.estimator)
    assert streamed.to_json()["estimator"]["params"] == fitted.to_json()["estimator"]["params"]


@pytest.mark.parametrize("model", ["naive-bayes", "lda", "qda", "gaussian"])
@pytest.mark.parametrize("holdout", [None, 0.3])
def test_streamed_evaluation_equals_in_memory_on_the_same_folds(files, model, holdout):
    settings = ModelSettings(model)
    table = _table(files["csv"])
    arrays, _ = _in_memory(files["csv"], settings)
    loss = LossMatrix.from_decisions([[0, 1, 5], [3, 0, 1], [1, 1, 0]], arrays.schema.class_names, reject_cost=0.3)
    result = run_to_end(evaluate_streamed(table, settings, loss, k=5, holdout=holdout, seed=11))
    schema, X = model_inputs(arrays, settings)
    folds = row_folds(arrays.rows, 5, holdout, 11)
    make = lambda: settings.build(schema)  # noqa: E731
    proba = run_to_end(iter_out_of_fold(make, X, arrays.y, folds[None], 3))[0]
    held = folds >= 0
    action, _ = decisions(proba[held], loss)
    y, f = arrays.y[held], folds[held]
    assert np.array_equal(result.tally.total_confusion(), confusion(y, action, 3, 4))
    for fold in range(result.tally.n_folds):
        assert np.array_equal(result.tally.confusion[fold], confusion(y[f == fold], action[f == fold], 3, 4))
    assert result.tally.empirical_risk() == pytest.approx(empirical_risk(y, action, loss), rel=1e-13, abs=1e-15)


def test_streamed_evaluation_reads_the_loss_matrix_by_class_name(files):
    """The window's matrix over the same classes in another order is read by name; over other classes (the target
    changed, the model not yet trained again) the run uses the 0-1 loss instead of failing inside the job."""
    settings = ModelSettings("naive-bayes")
    classes = tuple(_in_memory(files["csv"], settings)[0].schema.class_names)
    costs = [[0, 1, 5], [3, 0, 1], [1, 1, 0]]
    ordered = LossMatrix.from_decisions(costs, classes)
    reversed_ = LossMatrix.from_decisions([row[::-1] for row in costs[::-1]], classes[::-1])
    runs = [
        run_to_end(evaluate_streamed(_table(files["csv"]), settings, m, k=5, seed=11)) for m in (ordered, reversed_)
    ]
    assert np.array_equal(runs[0].tally.total_confusion(), runs[1].tally.total_confusion())
    assert runs[0].tally.empirical_risk() == runs[1].tally.empirical_risk()
    other = LossMatrix.zero_one(("yes", "no"))
    result = run_to_end(evaluate_streamed(_table(files["csv"]), settings, other, k=5, seed=11))
    zero_one = run_to_end(evaluate_streamed(_table(files["csv"]), settings, LossMatrix.zero_one(classes), k=5, seed=11))
    assert result.classes == classes and result.tally.empirical_risk() == zero_one.tally.empirical_risk()


@pytest.mark.parametrize("holdout", [None, 0.3])
def test_streamed_metrics_table_equals_the_in_memory_one(files, holdout):
    """The Evaluate tab's metrics of a streamed run (report.evaluation.streamed) are the in-memory summary's,
    but the AUCs, which need every row's scores (and, on a hold-out, the row errors of the posterior means)."""
    settings = ModelSettings("naive-bayes")
    arrays, _ = _in_memory(files["csv"], settings)
    loss = LossMatrix.from_decisions([[0, 1, 5], [3, 0, 1], [1, 1, 0]], arrays.schema.class_names, reject_cost=0.3)
    result = run_to_end(evaluate_streamed(_table(files["csv"]), settings, loss, k=5, holdout=holdout, seed=11))
    schema, X = model_inputs(arrays, settings)
    folds = row_folds(arrays.rows, 5, holdout, 11)
    make = lambda: settings.build(schema)  # noqa: E731
    proba = run_to_end(iter_out_of_fold(make, X, arrays.y, folds[None], 3))[0]
    expected = summarize(arrays.y, proba[None], folds[None], loss)
    table = tally_table(result.tally)
    shown = [m for m in METRICS if not m.startswith("auc")]
    assert all(np.isnan(table.values[m]) for m in ("auc_macro", "auc_weighted"))
    np.testing.assert_allclose([table.values[m] for m in shown], [expected.values[m] for m in shown], rtol=1e-12)
    with_errors = shown if holdout is None else ["accuracy", "risk", "reject_rate"]
    assert np.isfinite([table.values[m] for m in shown] + [table.errors[m] for m in with_errors]).all()
    np.testing.assert_allclose(
        [table.errors[m] for m in with_errors], [expected.errors[m] for m in with_errors], rtol=1e-9
    )
    for mine, theirs in zip(
        (table.precision, table.recall, table.f1), (expected.precision, expected.recall, expected.f1), strict=True
    ):
        np.testing.assert_allclose(mine, theirs, rtol=1e-12)


def test_the_curves_sample_is_every_held_out_row_when_it_fits_else_a_bounded_uniform_sample(files, monkeypatch):
    """The curve pages' rows (tasks.streaming.held_out): with room for all, every held-out row with the in-memory
    posteriors (so the curves are the in-memory ones); with less room, at most that many, drawn across the file."""
    settings = ModelSettings("naive-bayes")
    arrays, _ = _in_memory(files["csv"], settings)
    loss = LossMatrix.zero_one(arrays.schema.class_names)
    result = run_to_end(evaluate_streamed(_table(files["csv"]), settings, loss, k=5, seed=11))
    sample = result.sample
    assert len(sample.y) == sample.n_seen == result.tally.n_rows  # 2400 rows: all of them fit
    schema, X = model_inputs(arrays, settings)
    folds = row_folds(arrays.rows, 5, None, 11)
    make = lambda: settings.build(schema)  # noqa: E731
    proba = run_to_end(iter_out_of_fold(make, X, arrays.y, folds[None], 3))[0]
    position = {int(r): i for i, r in enumerate(arrays.rows)}
    at = np.array([position[int(r)] for r in sample.rows])
    np.testing.assert_allclose(sample.proba, proba[at], rtol=1e-12)
    assert np.array_equal(sample.y, arrays.y[at]) and np.array_equal(sample.folds, folds[at])
    curves = sample_evaluation(result, settings, Resampling("kfold", k=5, seed=11))  # what the curve pages draw
    assert np.array_equal(curves.y, sample.y) and np.array_equal(curves.scores[0], sample.proba)
    monkeypatch.setattr(held_out, "SAMPLE_ROWS", 300)
    small = [run_to_end(evaluate_streamed(_table(files["csv"]), settings, loss, k=5, seed=s)).sample for s in (1, 1, 2)]
    assert all(len(s.y) == 300 and s.n_seen == result.tally.n_rows for s in small)
    assert np.array_equal(small[0].rows, small[1].rows) and not np.array_equal(small[0].rows, small[2].rows)
    assert abs(small[0].rows.mean() / len(arrays.rows) - 0.5) < 0.1  # from the whole file, not its first rows


@pytest.mark.parametrize("processes", [0, 2])  # 2: the window's way, its text made in helper processes
def test_streamed_predictions_equal_the_in_memory_export_unseen_levels_missing(files, tmp_path, processes, monkeypatch):
    monkeypatch.setattr(text_pool, "POOL_ROWS", 50)  # (each chunk of 128 rows in three blocks, in order)
    monkeypatch.setattr(streamed_predict, "POOL_ROWS", 50)
    settings = ModelSettings("naive-bayes")
    model = run_to_end(train_streamed(_table(files["csv"]), settings))
    new = _frame(500, seed=9)
    new.loc[[3, 400], "colour"] = "ultraviolet"  # never seen in training
    path = tmp_path / "new.csv"
    new.to_csv(path, index=False)
    loss = LossMatrix.zero_one(model.class_names, 0.2)
    out = tmp_path / "out.csv"
    n, notes = run_to_end(predict_streamed(ChunkedFile(path, chunk_rows=128), model, loss, out, processes=processes))
    assert n == 500 and any("ultraviolet" in note for note in notes)
    table = load_table(path)
    with pytest.warns(UserWarning, match="ultraviolet"):
        X = model.schema.encode_features(table.frame, unseen="missing", source=table.source)
    posterior, risk, decision = classify(model.estimator, X, loss)
    expected = Predictions(model.class_names, actions_of(model.estimator, loss), posterior, risk, decision)
    reference = tmp_path / "in_memory.csv"
    write_csv(expected.with_columns(table.frame), reference)  # what the window's in-memory predict-all writes
    assert out.read_bytes() == reference.read_bytes()


def test_bad_input_deep_in_the_file_names_the_line_and_keeps_no_model(tmp_path):
    path = tmp_path / "ragged.csv"
    _frame(30000).to_csv(path, index=False)
    lines = path.read_text().splitlines()
    lines[25000] += ",extra"  # past the first rows that the kinds are inferred from
    path.write_text("\n".join(lines) + "\n")
    table = open_streamed(ChunkedFile(path, chunk_rows=2560), target="label", kinds=KINDS)
    with pytest.raises(DataError, match="line 25001 has 6 values"):
        run_to_end(train_streamed(table, ModelSettings("naive-bayes")))


def test_text_in_a_number_column_deep_in_the_file_names_the_line(tmp_path):
    frame = _frame(30000)
    frame["size"] = frame["size"].astype(object)
    frame.loc[25000, "size"] = "n/a?"
    path = tmp_path / "text.csv"
    frame.to_csv(path, index=False)
    with pytest.raises(DataError, match=r"'n/a\?' on line 25002 is not a number"):
        run_to_end(train_streamed(_table(path, 2560), ModelSettings("naive-bayes")))


def test_a_damaged_compressed_chunk_is_an_error_naming_the_rows_read(tmp_path):
    path = tmp_path / "cut.csv.gz"
    raw = _frame(60000).to_csv(index=False).encode()
    path.write_bytes(gzip.compress(raw)[: len(gzip.compress(raw)) * 2 // 3])
    file = ChunkedFile(path, chunk_rows=1000)
    with pytest.raises(DataError, match="cannot be read past row"):
        for _ in file.chunks():
            pass


def test_a_model_that_is_not_a_sum_is_refused_and_a_sample_offered(files):
    table = _table(files["csv"])
    with pytest.raises(DataError, match=r"needs the whole table in memory.*sample"):
        run_to_end(train_streamed(table, ModelSettings("logistic")))
    sample = run_to_end(iter_sample_dataset(table, 500, seed=1))
    assert sample.n_rows == 500 and dict(sample.kinds) == dict(table.kinds)
    again = run_to_end(iter_sample_dataset(_table(files["csv"], chunk_rows=77), 500, seed=1))
    assert sample.frame.equals(again.frame)  # the same rows whatever the chunk size


def test_a_pass_reports_bytes_and_stops_at_any_yield(tmp_path):
    path = tmp_path / "big.csv"
    _frame(60000).to_csv(path, index=False)  # ~2.5 MB: pandas reads 256 KB at a time
    table = _table(path, chunk_rows=2000)
    done = [p.done for p in train_streamed(table, ModelSettings("naive-bayes"))]
    assert done == sorted(done) and len(set(done)) > 5 and done[-1] == path.stat().st_size
    job = train_streamed(table, ModelSettings("naive-bayes"))
    next(job), next(job)
    job.close()  # stopped mid-pass: the file is closed, nothing is returned
    with pytest.raises(StopIteration):
        next(job)


def test_the_mixture_model_streams_by_em_one_pass_per_iteration(tmp_path):
    from bayesgui.tasks.streaming.mixture import streams_by_em, train_mixture_streamed

    rng = np.random.default_rng(2)
    n = 3000
    y = rng.integers(0, 2, n)
    modes = np.where(rng.random((n, 1)) < 0.5, 3.0, -3.0) * [1.0, 0.5]
    frame = pd.DataFrame({"a": rng.normal(size=n), "b": rng.normal(size=n), "label": np.array(["p", "q"])[y]})
    frame[["a", "b"]] += modes + y[:, None]
    path = tmp_path / "mix.csv"
    frame.to_csv(path, index=False)
    settings = ModelSettings("mixture")
    assert streams_by_em(settings) and not streams_by_em(settings.replace(covariance_type="diag"))
    table = open_streamed(ChunkedFile(path, chunk_rows=500), target="label")
    passes = []
    job = train_mixture_streamed(table, settings, sample_rows=1000, seed=3)
    try:
        while True:
            passes.append(next(job).message)
    except StopIteration as stop:
        streamed = stop.value
    model = streamed.estimator
    assert model.converged_.all() and streamed.n_rows == n
    assert len({m for m in passes if m.startswith("EM iteration")}) == model.n_iter_.max()
    X = streamed.schema.encode_features(frame)
    codes = streamed.schema.encode_target(frame["label"])
    for k, params in enumerate(model.mixtures_):  # a fixed point of EM on the whole file: one more step moves little
        Xk = X[codes == k]
        log_p = np.stack([np.log(params.weights[m]) + _log_normal(Xk, params.means[m], params.covariances[m])
                          for m in range(params.n_components)])  # fmt: skip
        resp = np.exp(log_p - np.logaddexp.reduce(log_p, axis=0)).T
        step = GaussianMixture(n_components=params.n_components, reg_covar=model.reg_covar).m_step(Xk, resp)
        np.testing.assert_allclose(step.means, params.means, atol=0.05)
        shift = {"p": 0.0, "q": 1.0}[streamed.class_names[k]]  # both modes of the class found
        np.testing.assert_allclose(np.sort(params.means[:, 0]), [shift - 3.0, shift + 3.0], atol=0.15)
