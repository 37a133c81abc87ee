"""Streamed predict-all: every row of a file classified chunk by chunk, its columns written to an output file.

The output is the input's columns with P(class)..., risk(action)... and decision appended, as the in-memory export
writes them (:meth:`bayesgui.tasks.predict.Predictions.with_columns`, formula-leading text escaped, the same text
byte for byte: :mod:`bayesgui.data.saved.csv_chunks`, a block of rows at a time); it is written through a temporary
file, so a pass that fails or is stopped leaves no output (and any earlier file as it was). A
level the model never saw counts as missing, as in memory; the notes say which.
"""

from __future__ import annotations

import os
from collections.abc import Generator

from bayesgui.core import LossMatrix
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.saved.atomic import atomic_writer
from bayesgui.data.saved.csv_chunks import BLOCK_ROWS, csv_blocks
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.data.streaming.encoder import StreamEncoder
from bayesgui.data.streaming.reader import ChunkedFile
from bayesgui.tasks.predict import Predictions, actions_of, classify
from bayesgui.tasks.progress import Progress

__all__ = ["predict_streamed"]

CHUNK_ROWS = 1 << 15  # at most: each chunk's encoding, classifying and table steps hold the GIL a few ms, not 40
PREDICTING = Note(QT_TRANSLATE_NOOP("tasks", "Classifying every row, one pass over the file"))


def predict_streamed(
    file: ChunkedFile, model: TrainedModel, loss: LossMatrix, output: str | os.PathLike[str]
) -> Generator[Progress, None, tuple[int, tuple[str, ...]]]:
    """Write ``output``; return (rows written, a note per column with levels the model never saw)."""
    estimator = model.estimator
    classes, actions = tuple(model.class_names), actions_of(estimator, loss)
    encoder = StreamEncoder({}, schema=model.schema, name=file.name)
    n_rows, bytes_before = 0, 0
    yield Progress(0, file.total_bytes, PREDICTING)
    with atomic_writer(output, newline="") as handle:
        for chunk in file.chunks(min(file.chunk_rows, CHUNK_ROWS), categorical=encoder.categorical):
            X, _, _ = encoder.encode(chunk, keep_unlabeled=True)
            posterior, risk, decision = classify(estimator, X, loss)
            results = Predictions(classes, actions, posterior, risk, decision, bool(estimator.probabilistic))
            table = results.with_columns(chunk.frame)
            n_blocks = max(1, -(-len(table) // BLOCK_ROWS))
            for i, text in enumerate(csv_blocks(table, header=n_rows == 0)):
                handle.write(text)  # (a block at a time: progress and stop between blocks, not per chunk)
                done = bytes_before + (chunk.bytes_done - bytes_before) * min(i, n_blocks) // n_blocks
                yield Progress(done, file.total_bytes, PREDICTING)
            n_rows += len(table)
            bytes_before = chunk.bytes_done
            yield Progress(chunk.bytes_done, file.total_bytes, PREDICTING)
    return n_rows, tuple(encoder.unseen_notes())
