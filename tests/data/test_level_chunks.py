"""Levels are found a chunk of rows at a time (pandas holds the GIL while it hashes text: a job encoding a million
labels in one call stalled the GUI thread ~45 ms), with the same codes and levels as hashing the column at once."""

import numpy as np
import pandas as pd
import pytest

from bayesgui.core.evaluation import Resampling
from bayesgui.data import Dataset
from bayesgui.data.columns import levels
from bayesgui.data.columns.levels import codes_for_levels, fit_levels
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.tasks.evaluate import evaluate
from bayesgui.tasks.train import train_model

CHUNK = 7


def columns(n: int, seed: int) -> list[pd.Series]:
    rng = np.random.default_rng(seed)
    # values pandas tells apart by Python equality (1, 1.0 and True are one value) and values that write the same
    mixed = np.array([True, "True", 1, 1.0, "1", "a", np.nan, None, 2.5, "b", False, 0, -0.0, pd.NA], dtype=object)
    return [
        pd.Series(mixed[rng.integers(0, len(mixed), n)], dtype=object),
        pd.Series(rng.choice(["x", "y", None], n)),
        pd.Series(rng.integers(0, 5, n)),
        pd.Series(rng.normal(size=n).round(0)),
        pd.Series(rng.choice(["p", "q"], n)).astype("category"),
        pd.Series(pd.to_datetime(rng.integers(0, 3, n) * 86400, unit="s")),
    ]


@pytest.mark.parametrize("n", [0, 1, CHUNK, CHUNK + 1, 3 * CHUNK + 2, 60])
def test_chunks_give_what_one_call_gives(monkeypatch, n):
    known = ["a", "True", "1", "x", "q", "0", "1970-01-01 00:00:00"]
    for seed in range(8):
        for series in columns(n, seed):
            monkeypatch.setattr(levels, "CHUNK_ROWS", 10**9)
            whole = fit_levels(series), codes_for_levels(series, known)
            monkeypatch.setattr(levels, "CHUNK_ROWS", CHUNK)
            chunked = fit_levels(series), codes_for_levels(series, known)
            for (codes, names), (expected_codes, expected_names) in zip(chunked, whole, strict=True):
                assert list(names) == list(expected_names), series.tolist()
                assert codes.dtype == np.int64 and codes.tolist() == expected_codes.tolist(), series.tolist()


@pytest.fixture
def hashed(monkeypatch) -> list[int]:
    """The length of every part of a column given to ``pd.factorize``, with chunks of CHUNK rows (not counting the
    chunks' few distinct values, numbered once more at the end)."""
    lengths: list[int] = []
    factorize = pd.factorize

    def spy(values, *args, **kwargs):
        if isinstance(values, pd.Series):
            lengths.append(len(values))
        return factorize(values, *args, **kwargs)

    monkeypatch.setattr(levels, "CHUNK_ROWS", CHUNK)
    monkeypatch.setattr(levels.pd, "factorize", spy)
    return lengths


def labelled(n: int = 100) -> Dataset:
    rng = np.random.default_rng(0)
    frame = pd.DataFrame({"x": rng.normal(size=n), "colour": rng.choice(["red", "green"], n)})
    frame["label"] = rng.choice(["a", "b", "c"], n)
    return Dataset.from_frame(frame, target="label", kinds={"colour": "categorical"})


def finish(job):
    while True:
        try:
            next(job)
        except StopIteration as stop:
            return stop.value


def test_the_training_job_hashes_a_chunk_at_a_time(hashed):
    model = finish(train_model(labelled(), ModelSettings("naive-bayes")))
    assert tuple(model.class_names) == ("a", "b", "c")
    assert hashed and max(hashed) <= CHUNK


def test_the_evaluation_job_hashes_a_chunk_at_a_time(hashed):
    result = finish(evaluate(labelled(), ModelSettings("naive-bayes"), None, Resampling(k=5, seed=0)))
    assert result.n_used == 100
    assert hashed and max(hashed) <= CHUNK
