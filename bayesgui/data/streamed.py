"""A table too large to load comfortably, opened streamed in the window: its preview and the file it stands for.

The window shows the preview (the first rows, read by :class:`~bayesgui.data.streaming.reader.ChunkedFile`); its
kinds are inferred from those rows by the in-memory rules and stay editable; every job reads the whole file in
chunks (``bayesgui.tasks.streaming``).
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Generator
from dataclasses import dataclass
from pathlib import Path

from bayesgui.data.dataset import AUTO, AutoTarget, Dataset
from bayesgui.data.readers.charset import decode_sample, read_sample
from bayesgui.data.readers.decimals import column_decimals
from bayesgui.data.readers.files import check_regular_file
from bayesgui.data.readers.formats import is_excel_name
from bayesgui.data.readers.memory import loads_comfortably
from bayesgui.data.source import Source
from bayesgui.data.streaming.reader import ChunkedFile
from bayesgui.data.streaming.scan import SAMPLE_ROWS

__all__ = [
    "PREVIEW_ROWS",
    "WINDOW_CHUNK_ROWS",
    "StreamedFile",
    "can_stream",
    "iter_open_preview",
    "reading_state",
    "should_stream",
]

#: Rows the preview shows of a streamed table (the column kinds are inferred from more: ``SAMPLE_ROWS``, as the
#: streamed jobs infer them). Few enough that the table, the Columns list and the query form take no more than a
#: few tens of milliseconds of the GUI thread to show them.
PREVIEW_ROWS = 2000
#: Rows per chunk of the window's jobs: pandas parses and writes a chunk holding the GIL, so a chunk of 65,536 rows
#: would stall the GUI thread for ~100 ms; 8,192 rows keep each stall to ~10-20 ms (the CLI reads larger chunks).
WINDOW_CHUNK_ROWS = 8192


@dataclass(frozen=True)
class StreamedFile:
    """A table file read in chunks by every job; the window holds only its preview.

    Parameters
    ----------
    file : ChunkedFile
        The file, sniffed (encoding, delimiter, columns).
    sampled : bool
        Whether the preview is a random sample of the whole file rather than its first rows.
    """

    file: ChunkedFile
    sampled: bool = False

    @property
    def path(self) -> Path:
        return self.file.path

    @property
    def size(self) -> int:
        """Bytes as stored (the jobs' progress runs to it)."""
        return self.file.total_bytes


def can_stream(path: str | os.PathLike[str]) -> bool:
    """Whether the file can be read in chunks (a text or Parquet table; a workbook cannot)."""
    return not is_excel_name(Path(path))


def should_stream(path: str | os.PathLike[str]) -> bool:
    """Whether the window should open the file streamed: a table too large to load comfortably
    (:func:`~bayesgui.data.readers.memory.loads_comfortably`)."""
    size = check_regular_file(Path(path)).st_size
    return can_stream(path) and not loads_comfortably(size)


def iter_open_preview(
    path: str | os.PathLike[str],
    *,
    target: str | AutoTarget | None = AUTO,
    rows: int = PREVIEW_ROWS,
    **reading: object,
) -> Generator[tuple[int, int], None, tuple[Dataset, StreamedFile]]:
    """Read the first ``rows`` rows of a table file, their kinds (and the target unless given) inferred from the first
    ``SAMPLE_ROWS`` rows, as the streamed jobs infer them; ``reading``: how the file is read (``ChunkedFile``'s
    ``encoding``, ``delimiter``, ``decimal``, ``na_values``; sniffed when not given).

    Returns
    -------
    (Dataset, StreamedFile)
        The preview and the file it stands for.

    Raises
    ------
    DataError
        For a file that cannot be read (named, with what to do).
    """
    file = ChunkedFile(path, chunk_rows=WINDOW_CHUNK_ROWS, **reading)  # type: ignore[arg-type]
    yield 0, file.total_bytes
    source = _with_decimals(file)
    sample = Dataset.from_frame(file.head(max(rows, SAMPLE_ROWS)), target=target, source=source)
    preview = sample.frame.head(rows)
    dataset = Dataset(preview, sample.kinds, source=source, warnings=(*file.notes, *sample.warnings))
    return dataset, StreamedFile(file)


def reading_state(table: StreamedFile) -> dict:
    """What a project keeps of a streamed table to reopen it streamed, read the same way: the reading options of a
    text file (``iter_open_preview``'s ``reading``), and the file's size and modification time, by which a changed
    file is noticed (a file larger than memory is not hashed: that would read all of it)."""
    stat = table.path.stat()
    state: dict = {"size": stat.st_size, "mtime_ns": stat.st_mtime_ns}
    options = table.file.options
    if options is not None:
        state.update(
            encoding=options.encoding,
            delimiter=options.delimiter,
            decimal=options.decimal,
            na_values=list(options.na_values),
        )
    return state


def _with_decimals(file: ChunkedFile) -> Source:
    """The file's source with the decimals each number column is written with (as a loaded text file's has them:
    show your work writes a sample's 0.460 as the file does)."""
    options = file.options
    if file.format != "text" or options is None:
        return file.source
    sample = read_sample(file.path)
    try:
        text = decode_sample(sample, file.source.encoding or "utf-8")
    except UnicodeError:
        return file.source
    decimals = column_decimals(
        text, options.delimiter, options.decimal, list(file.columns), options.header is not None, sample.complete
    )
    return dataclasses.replace(file.source, decimals=decimals)
