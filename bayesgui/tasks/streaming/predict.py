"""Streamed predict-all: every row of a file classified chunk by chunk, its columns written to an output file.

The output is the input's columns with P(class)..., risk(action)... and decision appended, as the in-memory export
writes them (:meth:`bayesgui.tasks.predict.Predictions.with_columns`, formula-leading text escaped, the same text
byte for byte: :mod:`bayesgui.data.saved.csv_chunks`, a block of rows at a time); it is written through a temporary
file, so a pass that fails or is stopped leaves no output (and any earlier file as it was). A
level the model never saw counts as missing, as in memory; the notes say which.

With ``processes`` (the window's job), the text is made in helper processes (:mod:`.text_pool`): this thread then
reads, classifies and writes, and holds the GIL for a small part of the pass.
"""

from __future__ import annotations

import os
from collections.abc import Generator, Iterator
from typing import TextIO

import pandas as pd

from bayesgui.core import LossMatrix
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.saved.atomic import atomic_writer
from bayesgui.data.saved.csv_chunks import BLOCK_ROWS, csv_blocks
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.data.streaming.encoder import StreamEncoder
from bayesgui.data.streaming.reader import Chunk, ChunkedFile
from bayesgui.tasks.predict import Predictions, actions_of, classify
from bayesgui.tasks.progress import Progress
from bayesgui.tasks.streaming.text_pool import POOL_ROWS, TextPool

__all__ = ["predict_streamed"]

CHUNK_ROWS = 1 << 15  # at most: each chunk's encoding, classifying and table steps hold the GIL a few ms, not 40
PREDICTING = Note(QT_TRANSLATE_NOOP("tasks", "Classifying every row, one pass over the file"))


def predict_streamed(
    file: ChunkedFile,
    model: TrainedModel,
    loss: LossMatrix,
    output: str | os.PathLike[str],
    processes: int = 0,
) -> Generator[Progress, None, tuple[int, tuple[str, ...]]]:
    """Write ``output`` (its text made in ``processes`` helper processes; 0: in this thread); return (rows
    written, a note per column with levels the model never saw)."""
    estimator = model.estimator
    classes, actions = tuple(model.class_names), actions_of(estimator, loss)
    encoder = StreamEncoder({}, schema=model.schema, name=file.name)

    def tables() -> Generator[tuple[pd.DataFrame, Chunk], None, None]:
        for chunk in file.chunks(min(file.chunk_rows, CHUNK_ROWS), categorical=encoder.categorical):
            X, _, _ = encoder.encode(chunk, keep_unlabeled=True)
            posterior, risk, decision = classify(estimator, X, loss)
            results = Predictions(classes, actions, posterior, risk, decision, bool(estimator.probabilistic))
            yield results.with_columns(chunk.frame), chunk

    yield Progress(0, file.total_bytes, PREDICTING)
    with atomic_writer(output, newline="") as handle:
        if processes > 0:
            with TextPool(processes) as pool:
                n_rows = yield from _write_pooled(tables(), pool, handle, file.total_bytes)
        else:
            n_rows = yield from _write_here(tables(), handle, file.total_bytes)
    return n_rows, tuple(encoder.unseen_notes())


def _write_pooled(
    tables: Iterator[tuple[pd.DataFrame, Chunk]], pool: TextPool, handle: TextIO, total: int
) -> Generator[Progress, None, int]:
    """Each table's blocks of ``POOL_ROWS`` rows sent to ``pool``, their text written in order as it comes."""
    n_rows, bytes_before = 0, 0
    written = [0]  # bytes of the file whose rows are written

    def write(ready: Iterator[tuple[str, object] | None]) -> Generator[Progress, None, None]:
        for item in ready:
            if item is not None:
                text, mark = item
                handle.write(text)
                written[0] = int(mark)  # type: ignore[call-overload]
            yield Progress(written[0], total, PREDICTING)  # (also while waiting: a stop is honoured within WAIT_S)

    for table, chunk in tables:
        starts = range(0, max(1, len(table)), POOL_ROWS)  # (an empty table still writes the header, as below)
        for start in starts:
            stop = min(start + POOL_ROWS, len(table))
            mark = bytes_before + (chunk.bytes_done - bytes_before) * stop // max(1, len(table))
            pool.add(table.iloc[start:stop], header=n_rows == 0 and start == 0, mark=mark)
        n_rows += len(table)
        bytes_before = chunk.bytes_done
        yield from write(pool.ready())
    yield from write(pool.ready(0))
    return n_rows


def _write_here(
    tables: Iterator[tuple[pd.DataFrame, Chunk]], handle: TextIO, total: int
) -> Generator[Progress, None, int]:
    """Each table's text made and written in this thread, a block of ``BLOCK_ROWS`` rows at a time."""
    n_rows, bytes_before = 0, 0
    for table, chunk in tables:
        n_blocks = max(1, -(-len(table) // BLOCK_ROWS))
        for i, text in enumerate(csv_blocks(table, header=n_rows == 0)):
            handle.write(text)  # (a block at a time: progress and stop between blocks, not per chunk)
            done = bytes_before + (chunk.bytes_done - bytes_before) * min(i, n_blocks) // n_blocks
            yield Progress(done, total, PREDICTING)
        n_rows += len(table)
        bytes_before = chunk.bytes_done
        yield Progress(chunk.bytes_done, total, PREDICTING)
    return n_rows
