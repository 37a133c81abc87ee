"""A streamed table: a file, the kind of every column inferred from its first rows, and what was noticed.

The kinds are inferred from the first ``SAMPLE_ROWS`` rows by the in-memory rules
(:meth:`bayesgui.data.Dataset.from_frame`) and stay editable (``kinds`` overrides them, as ``--kind`` does). No pass
over the whole file is needed before a job: the levels and classes are numbered as the job's pass meets them
(:class:`bayesgui.data.streaming.encoder.StreamEncoder`), which gives the in-memory numbering.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bayesgui.data.dataset import AUTO, AutoTarget, Dataset
from bayesgui.data.streaming.encoder import StreamEncoder
from bayesgui.data.streaming.reader import ChunkedFile

__all__ = ["SAMPLE_ROWS", "StreamedTable", "open_streamed"]

SAMPLE_ROWS = 20_000
"""Rows read to infer the column kinds (and shown as the preview)."""


@dataclass(frozen=True)
class StreamedTable:
    """A table file with the kind of every column, ready for streamed jobs.

    Attributes
    ----------
    file : ChunkedFile
    kinds : mapping of str to str
        The kind of every column (one may be ``"target"``).
    warnings : tuple of str
        What reading the first rows and inferring the kinds noticed.
    """

    file: ChunkedFile
    kinds: Mapping[str, str]
    warnings: tuple[str, ...] = ()

    def encoder(self) -> StreamEncoder:
        """A new encoder for one pass, numbering levels and classes as they come."""
        return StreamEncoder(self.kinds, name=self.file.name)


def open_streamed(
    file: ChunkedFile,
    target: str | AutoTarget | None = AUTO,
    kinds: Mapping[str, str] | None = None,
    sample_rows: int = SAMPLE_ROWS,
) -> StreamedTable:
    """The kinds of ``file``'s columns from its first ``sample_rows`` rows, with ``kinds`` and ``target`` as the
    in-memory loader takes them."""
    dataset = Dataset.from_frame(file.head(sample_rows), target=target, kinds=kinds, source=file.source)
    return StreamedTable(file, dict(dataset.kinds), (*file.notes, *dataset.warnings))
