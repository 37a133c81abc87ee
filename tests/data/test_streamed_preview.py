"""A table opened streamed: its preview is the first rows, its kinds inferred from them as in memory, and a file
opens streamed when reading it whole would take more than the comfortable share of the memory available."""

import numpy as np
import pandas as pd
import pytest

from bayesgui.data import DataError, load_dataset
from bayesgui.data.readers import memory
from bayesgui.data.readers.files import drain
from bayesgui.data.streamed import can_stream, iter_open_preview, should_stream


@pytest.fixture
def big_csv(tmp_path):
    rng = np.random.default_rng(0)
    n = 30_000
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
    return path


def test_the_preview_is_the_first_rows_with_kinds_inferred_from_them(big_csv):
    dataset, streamed = drain(iter_open_preview(big_csv, target="label", rows=500))
    assert dataset.n_rows == 500
    in_memory = load_dataset(big_csv, target="label")
    pd.testing.assert_frame_equal(dataset.frame.reset_index(drop=True), in_memory.frame.head(500))
    assert dataset.kinds == in_memory.kinds == {
        "colour": "categorical", "density": "continuous", "count": "count", "label": "target"
    }
    assert dataset.source.decimals == in_memory.source.decimals  # show your work writes 0.4660 as the file does
    assert streamed.path == big_csv and streamed.size == big_csv.stat().st_size and not streamed.sampled


def test_a_file_opens_streamed_past_the_comfortable_share_of_free_memory(big_csv, monkeypatch):
    size = big_csv.stat().st_size
    monkeypatch.setattr(memory, "available_memory", lambda: size * memory.TEXT_MEMORY_FACTOR * 4)
    assert not should_stream(big_csv)
    monkeypatch.setattr(memory, "available_memory", lambda: size * memory.TEXT_MEMORY_FACTOR)  # all of it: too tight
    assert should_stream(big_csv)
    monkeypatch.setattr(memory, "available_memory", lambda: size)
    with pytest.raises(DataError):  # it would not even fit whole: the in-memory reader refuses it, as before
        load_dataset(big_csv)
    assert drain(iter_open_preview(big_csv, target="label", rows=100))[0].n_rows == 100  # streamed, it opens
    assert not can_stream(big_csv.with_suffix(".xlsx"))
