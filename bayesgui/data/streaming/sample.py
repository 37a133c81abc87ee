"""A random sample of a table's rows in one pass, in bounded memory: for the models that need their table in memory.

Each row's key is a seeded hash of its position (:func:`bayesgui.core.streaming.folds.position_hash`); the sample
is the ``n`` rows with the smallest keys, kept chunk by chunk, so it is a uniform sample without replacement that
does not depend on the chunk size, and the same file and seed give the same rows (in the file's order).
"""

from __future__ import annotations

from collections.abc import Generator

import numpy as np
import pandas as pd

from bayesgui.core.streaming.folds import position_hash
from bayesgui.data.normalize import normalize_frame
from bayesgui.data.streaming.reader import ChunkedFile

__all__ = ["iter_sample"]


def iter_sample(file: ChunkedFile, n: int, seed: int = 0) -> Generator[tuple[int, int], None, pd.DataFrame]:
    """Yield (bytes read, file size); return ``n`` random rows (all rows when the file has fewer), normalised."""
    kept: pd.DataFrame | None = None
    keys = np.empty(0, dtype=np.uint64)
    positions = np.empty(0, dtype=np.int64)
    for chunk in file.chunks():
        frame = chunk.frame.reset_index(drop=True)
        both = frame if kept is None else pd.concat([kept, frame], ignore_index=True)
        at = np.arange(chunk.first_row, chunk.first_row + len(frame))
        keys = np.concatenate([keys, position_hash(at, seed)])
        positions = np.concatenate([positions, at])
        if len(keys) > n:
            best = np.sort(np.argpartition(keys, n - 1)[:n])  # kept in the file's order
            both, keys, positions = both.iloc[best].reset_index(drop=True), keys[best], positions[best]
        kept = both
        yield chunk.bytes_done, chunk.total_bytes
    if kept is None:
        return pd.DataFrame(columns=list(file.columns))
    result, _ = normalize_frame(kept, file.source)
    return result
