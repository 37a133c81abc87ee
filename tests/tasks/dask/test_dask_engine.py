"""The Dask engine on a ``distributed.LocalCluster`` of two worker processes gives what the streamed jobs give, and
so what an in-memory fit gives: the same schema and model (1e-12; the model file the window opens), the same
confusion matrices exactly, the same predictions; from a glob of CSV files and from Parquet. A bad row and a dead
worker end with a message naming the line or the worker, and the previous model file as it was.

One in-process cluster for the module (two workers, ~1 s to start); the module takes ~15 s on a loaded 2-core machine.
"""

from __future__ import annotations

import dataclasses
import sys

import numpy as np
import pandas as pd
import pytest

pytest.importorskip("distributed")
pytest.importorskip("dask.dataframe")

import dask
from distributed import Client, LocalCluster, WorkerPlugin

from bayesgui.cli.program import main
from bayesgui.core import LossMatrix
from bayesgui.data import DataError, load_dataset
from bayesgui.data.saved.model_file import load_model
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.data.streaming.reader import ChunkedFile
from bayesgui.data.streaming.scan import open_streamed
from bayesgui.report import build, render_text
from bayesgui.report.probability_tables import feature_table
from bayesgui.tasks.dask import failures
from bayesgui.tasks.dask.jobs import evaluate_dask, predict_dask, scan_dask, train_dask
from bayesgui.tasks.dask.table import open_dask_table
from bayesgui.tasks.progress import run_to_end
from bayesgui.tasks.streaming.evaluate import evaluate_streamed
from bayesgui.tasks.streaming.predict import predict_streamed
from bayesgui.tasks.streaming.train import train_streamed
from bayesgui.tasks.train import fit_model
from tests.core.test_streaming_statistics import assert_same_model
from tests.tasks.test_streaming_jobs import KINDS, _frame, _in_memory, _table

BLOCK = 25_000  # bytes per partition: the 2,400-row table (120 KB) is read in 5 partitions


@pytest.fixture(scope="module")
def cluster():
    with dask.config.set({"distributed.scheduler.allowed-failures": 0}):  # a dead worker fails its task at once
        with LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=":0") as local:
            with Client(local, set_as_default=False) as client:
                yield local, client


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    folder = tmp_path_factory.mktemp("dask")
    frame = _frame()
    paths = {"csv": folder / "t.csv", "parquet": folder / "t.parquet"}
    frame.to_csv(paths["csv"], index=False)
    frame.to_parquet(paths["parquet"], row_group_size=500)
    parts = folder / "parts"
    parts.mkdir()
    for i, start in enumerate(range(0, len(frame), 1000)):  # three files of one table: a glob
        frame.iloc[start : start + 1000].to_csv(parts / f"part-{i}.csv", index=False)
    paths["glob"] = parts / "part-*.csv"
    return paths


def _streamed(path):
    return _table(path)


def _scan(path, client):
    return scan_dask(open_dask_table(str(path), blocksize=BLOCK), "label", KINDS)


ALL_CATEGORICAL = {**KINDS, "visits": "categorical"}  # numbers as levels, met in another order by each partition


@pytest.mark.parametrize(
    ("model", "values", "kinds"),
    [
        ("naive-bayes", {}, KINDS),  # categorical, Gaussian and Poisson parts
        ("naive-bayes", {"variance": "unbiased", "uniform_prior": True}, KINDS),
        ("naive-bayes", {}, ALL_CATEGORICAL),
        ("lda", {}, KINDS),
        ("qda", {}, KINDS),
        ("gaussian", {}, KINDS),
    ],
)
def test_dask_training_in_one_pass_equals_streamed_and_in_memory(cluster, files, model, values, kinds):
    """Each partition numbers its levels and classes on its own ("unsure" from the middle of the table, "violet"
    in its last rows only); renumbered and merged, the model is the streamed and the in-memory one."""
    _, client = cluster
    settings = ModelSettings(model, **values)
    table = open_dask_table(str(files["csv"]), blocksize=BLOCK)
    parts = [part.compute() for part in table.partitions()]
    assert len(parts) >= 4 and "unsure" not in set(parts[0]["label"]) and "violet" in set(parts[-1]["colour"])
    fitted = run_to_end(train_dask(scan_dask(table, "label", kinds), settings, client))
    streamed = run_to_end(train_streamed(open_streamed(ChunkedFile(files["csv"], chunk_rows=300), "label", kinds),
                                         settings))  # fmt: skip
    dataset = load_dataset(files["csv"], target="label", kinds=kinds)
    in_memory = fit_model(dataset.to_arrays(), settings)
    for other in (streamed, in_memory):
        assert fitted.schema == other.schema and fitted.n_rows == other.n_rows
        assert_same_model(fitted.estimator, other.estimator)
        assert fitted.to_json()["estimator"]["params"] == other.to_json()["estimator"]["params"]


@pytest.mark.parametrize("source", ["glob", "parquet"])
def test_a_glob_of_files_and_parquet_read_as_one_table(cluster, files, source):
    _, client = cluster
    settings = ModelSettings("naive-bayes")
    fitted = run_to_end(train_dask(_scan(files[source], client), settings, client))
    _, in_memory = _in_memory(files["csv"], settings)
    assert fitted.schema == in_memory.schema and fitted.n_rows == in_memory.n_rows
    assert_same_model(fitted.estimator, in_memory.estimator)


@pytest.mark.parametrize(("model", "holdout"), [("gaussian", None), ("gaussian", 0.3), ("naive-bayes", None)])
def test_dask_evaluation_equals_the_streamed_one_exactly(cluster, files, model, holdout):
    _, client = cluster
    settings = ModelSettings(model)
    loss = LossMatrix.from_decisions([[0, 1, 5], [3, 0, 1], [1, 1, 0]], ("spam", "ham", "unsure"), 0.3)
    ours = run_to_end(evaluate_dask(_scan(files["csv"], client), settings, loss, 5, holdout, 11, client))
    theirs = run_to_end(evaluate_streamed(_streamed(files["csv"]), settings, loss, k=5, holdout=holdout, seed=11))
    assert ours.tally.n_rows > 2000 if holdout is None else ours.tally.n_rows > 500
    assert np.array_equal(ours.tally.confusion, theirs.tally.confusion)  # per fold, exactly
    assert ours.tally.empirical_risk() == theirs.tally.empirical_risk()
    for name, value in theirs.tally.summary().items():
        assert ours.tally.summary()[name] == pytest.approx(value, rel=1e-12, abs=1e-15)


def test_dask_predictions_equal_the_streamed_ones(cluster, files, tmp_path):
    _, client = cluster
    model = run_to_end(train_streamed(_streamed(files["csv"]), ModelSettings("naive-bayes")))
    loss = LossMatrix.zero_one(model.class_names, 0.2)
    ours, theirs = tmp_path / "dask.csv", tmp_path / "streamed.csv"
    n, _ = run_to_end(predict_dask(open_dask_table(str(files["csv"]), blocksize=BLOCK), model, loss, ours, client))
    run_to_end(predict_streamed(ChunkedFile(files["csv"]), model, loss, theirs))
    assert n == 2400
    a, b = pd.read_csv(ours), pd.read_csv(theirs)
    assert list(a.columns) == list(b.columns) and (a["decision"] == b["decision"]).all()
    np.testing.assert_allclose(a["P(spam)"], b["P(spam)"], rtol=1e-12)


def test_the_cli_model_file_opens_with_the_in_memory_tables_and_worked_example(cluster, files, tmp_path, capsys):
    local, _ = cluster
    out = tmp_path / "model.json"
    code = main(["train", str(files["csv"]), "--target", "label", "--engine", "dask", "--scheduler",
                 local.scheduler_address, "--blocksize", str(BLOCK), "-o", str(out)]
                + [f"--kind={c}={k}" for c, k in KINDS.items()])  # fmt: skip
    assert code == 0, capsys.readouterr().err
    assert "Dask, " in capsys.readouterr().out
    model = load_model(out)
    arrays, in_memory = _in_memory(files["csv"], ModelSettings("naive-bayes"))
    for feature in model.schema.feature_names:
        _assert_same(feature_table(model, feature), feature_table(in_memory, feature))
    loss = LossMatrix.zero_one(model.class_names)
    for row in (0, 7, len(arrays.X) - 1):
        x = arrays.X[row]
        assert render_text(build(model, x, loss)) == render_text(build(in_memory, x, loss))


def _assert_same(ours, theirs) -> None:
    """The same table (dataclasses, tuples and arrays within): every field equal, numbers to 1e-12."""
    if dataclasses.is_dataclass(ours):
        assert type(ours) is type(theirs)
        for field in dataclasses.fields(ours):
            _assert_same(getattr(ours, field.name), getattr(theirs, field.name))
    elif isinstance(ours, tuple | list):
        assert len(ours) == len(theirs)
        for a, b in zip(ours, theirs, strict=True):
            _assert_same(a, b)
    elif isinstance(ours, np.ndarray | float) and not isinstance(ours, bool):
        np.testing.assert_allclose(ours, theirs, rtol=1e-12, atol=1e-15)
    else:
        assert ours == theirs


def test_a_bad_row_deep_in_the_file_is_named_and_the_previous_model_stays(cluster, files, tmp_path, capsys):
    local, _ = cluster
    lines = files["csv"].read_text().splitlines(keepends=True)
    lines[2001] = lines[2001].rstrip("\n") + ",extra\n"  # data row 2001 (line 2002) has one value too many
    bad = tmp_path / "bad.csv"
    bad.write_text("".join(lines))
    out = tmp_path / "model.json"
    out.write_text("the previous model")
    code = main(["train", str(bad), "--target", "label", "--engine", "dask", "--scheduler", local.scheduler_address,
                 "--blocksize", str(BLOCK), "-o", str(out)])  # fmt: skip
    err = capsys.readouterr().err
    assert code == 2 and "line 2002" in err and "bad.csv" in err
    assert out.read_text() == "the previous model"


def test_an_unreachable_scheduler_is_named(files, tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(failures, "CONNECT_TIMEOUT", "0.5s")  # (it is refused at once; Dask retries this long)
    code = main(["train", str(files["csv"]), "--target", "label", "--engine", "dask", "--scheduler",
                 "tcp://127.0.0.1:9", "-o", str(tmp_path / "m.json")])  # fmt: skip
    err = capsys.readouterr().err
    assert code == 2 and "Cannot reach the Dask scheduler at tcp://127.0.0.1:9" in err
    assert not (tmp_path / "m.json").exists()


def test_a_bad_value_in_a_late_partition_names_the_files_line(cluster, files, tmp_path):
    """A training partition counts its rows from its own start; a value that does not fit its column's kind is
    located again in the file and named at the file's line, not the partition's."""
    _, client = cluster
    frame = _frame(n=24_000)  # beyond the first rows that the kinds are read from
    frame["visits"] = frame["visits"].astype(float)
    frame.loc[22_000, "visits"] = -3.0  # a count below zero, in the last partition
    bad = tmp_path / "negative.csv"
    frame.to_csv(bad, index=False)
    scan = scan_dask(open_dask_table(str(bad), blocksize=300_000), "label", KINDS)
    assert scan.table.n_partitions >= 3
    with pytest.raises(DataError, match=r"on line 22,?002"):
        run_to_end(train_dask(scan, ModelSettings("naive-bayes"), client))


class DieOnTask(WorkerPlugin):
    """A worker that goes away while it computes a task whose key contains ``marker`` (as a machine that loses power
    or memory does): closed at once, its task unfinished."""

    name = "die-on-task"

    def __init__(self, marker: str) -> None:
        self.marker = marker

    def setup(self, worker) -> None:
        self.worker = worker

    def transition(self, key, start, finish, **kwargs) -> None:
        if finish == "executing" and self.marker in str(key):
            self.worker.loop.add_callback(self.worker.close, executor_wait=False, reason="test: the worker dies")


def test_a_dead_worker_is_named_and_the_previous_model_stays(cluster, files, tmp_path, capsys):
    """Last in the module: one of its two workers dies."""
    local, client = cluster
    workers = set(client.scheduler_info()["workers"])
    client.register_plugin(DieOnTask("_stats_part"))
    out = tmp_path / "model.json"
    out.write_text("the previous model")
    code = main(["train", str(files["csv"]), "--target", "label", "--engine", "dask", "--scheduler",
                 local.scheduler_address, "--blocksize", str(BLOCK), "-o", str(out)])  # fmt: skip
    err = capsys.readouterr().err
    assert code == 2 and "died while computing a part of" in err
    assert any(f"The Dask worker {address} died" in err for address in workers)
    assert out.read_text() == "the previous model"


def test_a_glob_matching_nothing_and_a_missing_extra_are_said(files, monkeypatch):
    with pytest.raises(DataError, match="No file matches"):
        open_dask_table(str(files["csv"].parent / "nothing-*.csv"))
    monkeypatch.setitem(sys.modules, "dask.dataframe", None)  # as without the [dask] extra
    with pytest.raises(DataError, match=r"pip install 'bayesgui\[dask\]'"):
        open_dask_table(str(files["csv"]))

