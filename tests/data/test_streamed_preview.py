"""A table opened streamed: its preview is the first rows (whole lines only), its kinds inferred from them, and a
file opens streamed when reading it whole would take more than the comfortable share of the memory available."""

import numpy as np
import pandas as pd
import pytest

from bayesgui.data import DataError, load_dataset
from bayesgui.data.readers import memory
from bayesgui.data.readers.files import drain
from bayesgui.data.streamed import PREVIEW_BYTES, can_stream, iter_open_preview, should_stream


@pytest.fixture
def big_csv(tmp_path):
    """About 2.7 MB: longer than the preview reads."""
    rng = np.random.default_rng(0)
    n = 120_000
    frame = pd.DataFrame(
        {
            "colour": rng.choice(["青绿", "乌黑", "浅白"], n),
            "density": rng.normal(0.5, 0.1, n).round(6),
            "count": rng.integers(0, 9, n),
            "label": rng.choice(["good", "bad"], n),
        }
    )
    path = tmp_path / "big.csv"
    frame.to_csv(path, index=False)
    assert path.stat().st_size > 2 * PREVIEW_BYTES
    return path, frame


def test_the_preview_is_the_first_rows_with_kinds_inferred_from_them(big_csv):
    path, _ = big_csv
    dataset, table = drain(iter_open_preview(path, target="label", rows=500))
    assert dataset.n_rows == 500
    pd.testing.assert_frame_equal(
        dataset.frame.reset_index(drop=True), load_dataset(path, target="label").frame.head(500), check_dtype=False
    )
    assert dataset.kinds == {"colour": "categorical", "density": "continuous", "count": "count", "label": "target"}
    assert table.path == path and table.size == path.stat().st_size and not table.sampled


def test_a_preview_never_ends_in_a_cut_line(big_csv):
    path, frame = big_csv
    dataset, _ = drain(iter_open_preview(path, target="label", rows=10**9))  # as many rows as 1 MB holds
    assert 1000 < dataset.n_rows < len(frame)
    last = dataset.n_rows - 1
    assert dataset.frame["label"].iloc[last] == frame["label"].iloc[last]  # the last line is whole


def test_a_file_opens_streamed_past_the_comfortable_share_of_free_memory(big_csv, monkeypatch):
    path, _ = big_csv
    size = path.stat().st_size
    monkeypatch.setattr(memory, "available_memory", lambda: size * memory.TEXT_MEMORY_FACTOR * 4)
    assert not should_stream(path)
    monkeypatch.setattr(memory, "available_memory", lambda: size * memory.TEXT_MEMORY_FACTOR)  # all of it: too tight
    assert should_stream(path)
    with pytest.raises(DataError):  # it would not even fit whole: the in-memory reader refuses it, as before
        monkeypatch.setattr(memory, "available_memory", lambda: size)
        load_dataset(path)
    assert drain(iter_open_preview(path, target="label"))[0].n_rows == 1000  # the preview still opens
    assert not can_stream(path.with_suffix(".xlsx"))
