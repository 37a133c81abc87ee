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
    for chunk in file.chunks():
        frame = chunk.frame
        both = frame if kept is None else pd.concat([kept, frame])
        keys = np.concatenate([keys, position_hash(np.arange(chunk.first_row, chunk.first_row + len(frame)), seed)])
        if len(keys) > n:
            best = np.sort(np.argpartition(keys, n - 1)[:n])
            both, keys = both.iloc[best], keys[best]
        kept = both
        yield chunk.bytes_done, chunk.total_bytes
    if kept is None:
        return pd.DataFrame(columns=list(file.columns))
    order = np.argsort(kept.index.to_numpy(), kind="stable")  # the file's order
    result, _ = normalize_frame(kept.iloc[order].reset_index(drop=True), file.source)
    return result
