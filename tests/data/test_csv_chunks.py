"""The block-wise CSV writer of streamed predict-all writes what ``write_csv`` writes, byte for byte.

Cells that make pandas and the csv module differ from a naive join: floats of every size (shortest repr,
exponents, -0.0, inf, missing), integers and bools, text with commas, quotes, newlines and a carriage return,
formula-leading text (escaped) and missing text, categoricals, a column name to quote; and kinds the fast path
leaves to pandas (float32, nullable integers, dates, mixed objects), in blocks smaller than the frame.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from bayesgui.data.saved import csv_chunks
from bayesgui.data.saved.csv_chunks import csv_blocks
from bayesgui.data.saved.csv_export import write_csv


def _hard_frame(n: int = 5000, seed: int = 4) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    x = rng.normal(size=n) * 10.0 ** rng.integers(-20, 25, n)
    x[:8] = [0.0, -0.0, 1.0, 1e16, 1e-5, np.inf, -np.inf, 5e-324]
    x[rng.random(n) < 0.05] = np.nan
    words = np.array(["plain", "a,b", 'say "hi"', "two\nlines", "cr\rhere", "=SUM(A1)", "-3", "@x", "", "中文"])
    text = words[rng.integers(0, len(words), n)].astype(object)
    text[rng.random(n) < 0.05] = np.nan
    return pd.DataFrame(
        {
            "x": x,
            "count": rng.integers(-5, 1000, n),
            "flag": rng.random(n) < 0.5,
            "text": pd.array(text, dtype="str"),
            "level": pd.Categorical(words[rng.integers(0, 4, n)]),
            '=risk, "quoted"': rng.random(n),
        }
    )


def _written(frame: pd.DataFrame, tmp_path) -> bytes:
    path = tmp_path / "reference.csv"
    write_csv(frame, path)
    return path.read_bytes()


def _blocks(frame: pd.DataFrame) -> bytes:
    return "".join(csv_blocks(frame, header=True)).encode("utf-8")


def test_blocks_equal_write_csv_byte_for_byte(tmp_path, monkeypatch):
    monkeypatch.setattr(csv_chunks, "BLOCK_ROWS", 777)  # several blocks, the last one short
    frame = _hard_frame()
    assert _blocks(frame) == _written(frame, tmp_path)
    # chunk by chunk (the header once) as streamed predict-all writes them
    pieces = [csv_blocks(frame.iloc[a : a + 1300], header=a == 0) for a in range(0, len(frame), 1300)]
    assert "".join("".join(p) for p in pieces).encode("utf-8") == _written(frame, tmp_path)


@pytest.mark.parametrize(
    "column",
    [
        pd.Series(np.arange(50, dtype=np.float32) / 3),
        pd.Series(pd.array([1, None] * 25, dtype="Int64")),
        pd.Series(pd.date_range("2020-01-01", periods=50)),
        pd.Series([1.5, "=a", None, 2] * 12 + [1, 2], dtype=object),
    ],
)
def test_other_kinds_go_through_pandas_unchanged(tmp_path, column):
    frame = _hard_frame(50)
    frame["other"] = column.to_numpy() if column.dtype == object else column
    assert _blocks(frame) == _written(frame, tmp_path)


def test_floats_take_the_fast_path():  # (the test above would pass with pandas throughout)
    frame = _hard_frame(10)
    assert all(csv_chunks._fast(frame[c]) for c in frame.columns)
