"""Streamed predict-all in the window: its CSV text is made in helper processes (``tasks.streaming.text_pool``), so
the window's worker thread does not hold the GIL the GUI thread needs while ~16 s of floats are formatted."""

from __future__ import annotations

import multiprocessing

import pytest

from bayesgui.core import LossMatrix
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.data.streamed import StreamedFile
from bayesgui.data.streaming.reader import ChunkedFile
from bayesgui.tasks import stream_window
from bayesgui.tasks.progress import run_to_end
from bayesgui.tasks.streaming import predict as streamed_predict
from bayesgui.tasks.streaming import text_pool
from bayesgui.tasks.streaming.predict import predict_streamed
from bayesgui.tasks.streaming.train import train_streamed
from tests.tasks.test_streaming_jobs import _frame, _table


@pytest.fixture(scope="module")
def job(tmp_path_factory):
    """(the file to predict, the model, the loss matrix, the text the in-thread pass writes)."""
    folder = tmp_path_factory.mktemp("pool")
    path = folder / "t.csv"
    _frame(3000).to_csv(path, index=False)
    model = run_to_end(train_streamed(_table(path), ModelSettings("naive-bayes")))
    loss = LossMatrix.zero_one(model.class_names, 0.2)
    here = folder / "here.csv"
    run_to_end(predict_streamed(ChunkedFile(path, chunk_rows=256), model, loss, here, processes=0))
    return path, model, loss, here.read_bytes()


def test_the_windows_predict_all_formats_no_text_in_its_own_process(job, tmp_path, monkeypatch):
    path, model, loss, expected = job
    made_here = []

    def counted(frame, header):
        made_here.append(len(frame))
        return csv_blocks(frame, header)

    csv_blocks = text_pool.csv_blocks
    monkeypatch.setattr(text_pool, "csv_blocks", counted)  # (the helper processes import their own, unpatched)
    monkeypatch.setattr(streamed_predict, "csv_blocks", counted)
    out = tmp_path / "out.csv"
    streamed = StreamedFile(ChunkedFile(path, chunk_rows=256))
    assert run_to_end(stream_window.predict_streamed_to_file(streamed, model, loss, str(out))) == str(out)
    assert out.read_bytes() == expected
    assert made_here == []  # every row's text came from the pool


def test_without_a_pool_the_text_is_made_here_the_same(job, tmp_path, monkeypatch):
    path, model, loss, expected = job

    def unavailable(*args, **kwargs):
        raise OSError("no processes here")

    monkeypatch.setattr(text_pool.concurrent.futures, "ProcessPoolExecutor", unavailable)
    out = tmp_path / "out.csv"
    run_to_end(predict_streamed(ChunkedFile(path, chunk_rows=256), model, loss, out, processes=2))
    assert out.read_bytes() == expected


def test_a_stopped_pass_writes_nothing_and_leaves_no_process_behind(job, tmp_path):
    path, model, loss, _ = job
    out = tmp_path / "out.csv"
    steps = predict_streamed(ChunkedFile(path, chunk_rows=256), model, loss, out, processes=2)
    for _ in range(3):
        next(steps)
    steps.close()
    assert not out.exists() and not list(tmp_path.iterdir())  # (nor the temporary file)
    assert multiprocessing.active_children() == []
