"""A table too large to load comfortably, opened streamed: its preview (the first rows) and where the file is.

The window shows the preview; its kinds are inferred from those rows and stay editable; every job reads the
whole file in chunks (``bayesgui.tasks.streamed``).
"""

from __future__ import annotations

import os
from collections.abc import Generator, Mapping
from dataclasses import dataclass
from pathlib import Path

from bayesgui.data.dataset import AUTO, AutoTarget, Dataset
from bayesgui.data.loader import iter_load_table
from bayesgui.data.readers.files import check_regular_file
from bayesgui.data.readers.formats import is_excel_name
from bayesgui.data.readers.memory import loads_comfortably

__all__ = ["PREVIEW_BYTES", "PREVIEW_ROWS", "StreamedTable", "can_stream", "iter_open_preview", "should_stream"]

#: Rows the preview shows of a streamed table (the first ones, or a random sample when asked).
PREVIEW_ROWS = 1000
#: At most this many bytes are read for the preview (1,000 rows of up to 1 KB each).
PREVIEW_BYTES = 1024 * 1024


@dataclass(frozen=True)
class StreamedTable:
    """A table read in chunks by every job; the window holds only ``preview``.

    Parameters
    ----------
    path : Path
        The file.
    size : int
        Its size in bytes (the jobs' progress runs to it).
    sampled : bool
        Whether the preview is a random sample of the whole file rather than its first rows.
    """

    path: Path
    size: int
    sampled: bool = False


def can_stream(path: str | os.PathLike[str]) -> bool:
    """Whether the file can be read in chunks (a text table; a workbook cannot)."""
    return not is_excel_name(Path(path))


def should_stream(path: str | os.PathLike[str]) -> bool:
    """Whether the window should open the file streamed: a text table too large to load comfortably
    (:func:`~bayesgui.data.readers.memory.loads_comfortably`)."""
    size = check_regular_file(Path(path)).st_size
    return can_stream(path) and not loads_comfortably(size)


def iter_open_preview(
    path: str | os.PathLike[str],
    *,
    target: str | AutoTarget | None = AUTO,
    kinds: Mapping[str, str] | None = None,
    rows: int = PREVIEW_ROWS,
) -> Generator[tuple[int, int], None, tuple[Dataset, StreamedTable]]:
    """Read the first ``rows`` rows of a text table and infer their kinds (and the target unless given).

    Returns
    -------
    (Dataset, StreamedTable)
        The preview and the file it stands for.

    Raises
    ------
    DataError
        As :func:`~bayesgui.data.loader.load_table` for the same file.
    """
    path = Path(path)
    size = check_regular_file(path).st_size
    table = yield from iter_load_table(path, max_bytes=PREVIEW_BYTES)
    frame = table.frame.head(rows)
    dataset = Dataset.from_frame(frame, target=target, kinds=kinds, source=table.source, warnings=table.warnings)
    return dataset, StreamedTable(path, size)
