"""The chunked reader and its helper thread: every format gives the rows a loaded table has; a pass stops when
closed (its thread ends); an error in the helper is raised where the stream reached it."""

from __future__ import annotations

import gzip
import sys
import threading

import numpy as np
import pandas as pd
import pytest

from bayesgui.data import DataError, load_table
from bayesgui.data.streaming.encoder import StreamEncoder
from bayesgui.data.streaming.prefetch import prefetched
from bayesgui.data.streaming.reader import ChunkedFile


def _table(n: int = 1000) -> pd.DataFrame:
    rng = np.random.default_rng(0)
    frame = pd.DataFrame(
        {
            "city": rng.choice(["北京", "上海", "广州"], n),
            "year": rng.choice([2007, 2008, 2010], n),
            "x": rng.normal(size=n).round(6),
            "label": rng.choice(["yes", "no"], n),
        }
    )
    frame.loc[::17, "x"] = np.nan
    return frame


@pytest.mark.parametrize("fmt", ["csv", "tsv", "gz", "zst", "parquet"])
def test_every_format_reads_the_rows_a_loaded_table_has(tmp_path, fmt):
    frame = _table()
    csv = tmp_path / "t.csv"
    frame.to_csv(csv, index=False)
    path = {"csv": csv, "tsv": tmp_path / "t.tsv", "gz": tmp_path / "t.gz", "zst": tmp_path / "t.zst"}.get(fmt)
    if fmt == "tsv":
        frame.to_csv(path, index=False, sep="\t")
    elif fmt == "gz":
        path.write_bytes(gzip.compress(csv.read_bytes()))
    elif fmt == "zst":
        path.write_bytes(pytest.importorskip("zstandard").ZstdCompressor().compress(csv.read_bytes()))
    elif fmt == "parquet":
        pytest.importorskip("pyarrow")  # the [stream] extra
        path = tmp_path / "t.parquet"
        frame.to_parquet(path)
    file = ChunkedFile(path, chunk_rows=128)
    chunks = list(file.chunks())
    assert [c.first_row for c in chunks] == list(range(0, 1000, 128))
    assert chunks[-1].bytes_done == file.total_bytes == path.stat().st_size
    streamed = pd.concat([c.frame for c in chunks], ignore_index=True)
    pd.testing.assert_frame_equal(streamed, load_table(csv).frame, check_dtype=False)
    encoder = StreamEncoder({"city": "categorical", "year": "categorical", "x": "continuous", "label": "target"})
    for chunk in file.chunks(categorical=encoder.categorical):
        encoder.encode(chunk)
    schema = encoder.schema()
    loaded = load_table(csv).frame
    assert schema.levels[0] == tuple(pd.unique(loaded["city"]))  # first-seen order, as in memory
    assert schema.levels[1] == tuple(str(v) for v in pd.unique(loaded["year"]))  # 2007, not 2007.0
    assert schema.class_names == tuple(pd.unique(loaded["label"]))


def test_closing_a_pass_ends_its_helper_thread(tmp_path):
    path = tmp_path / "t.csv"
    _table(20000).to_csv(path, index=False)
    before = threading.active_count()
    chunks = ChunkedFile(path, chunk_rows=100).chunks()
    next(chunks), next(chunks)
    assert threading.active_count() == before + 1
    chunks.close()
    assert threading.active_count() == before


def test_an_error_in_the_helper_comes_after_the_items_before_it():
    def items():
        yield 1
        yield 2
        raise ValueError("chunk 3 is damaged")

    seen = []
    with pytest.raises(ValueError, match="chunk 3"):
        for item in prefetched(items):
            seen.append(item)
    assert seen == [1, 2]


def test_an_empty_or_missing_file_is_refused_by_name(tmp_path):
    (tmp_path / "empty.csv").write_bytes(b"")
    with pytest.raises(DataError, match=r"empty\.csv is empty"):
        ChunkedFile(tmp_path / "empty.csv")
    with pytest.raises(DataError, match=r"nothere\.csv"):
        ChunkedFile(tmp_path / "nothere.csv")


def test_without_the_extra_a_parquet_or_zstd_file_says_what_to_install(tmp_path, monkeypatch):
    parquet = tmp_path / "t.parquet"
    parquet.write_bytes(b"PAR1" + b"\0" * 64 + b"PAR1")
    zst = tmp_path / "t.csv.zst"
    zst.write_bytes(b"\x28\xb5\x2f\xfd" + b"\0" * 16)
    monkeypatch.setitem(sys.modules, "pyarrow.parquet", None)  # import fails, as without pyarrow
    monkeypatch.setitem(sys.modules, "zstandard", None)
    with pytest.raises(DataError, match=r"t\.parquet is a Parquet file; reading it needs pyarrow"):
        ChunkedFile(parquet)
    with pytest.raises(DataError, match=r"t\.csv\.zst is zstd-compressed; reading it needs zstandard"):
        ChunkedFile(zst)
