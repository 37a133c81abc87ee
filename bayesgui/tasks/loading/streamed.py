"""Opening a table streamed as a background job: its preview, read from the first rows of the file."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data import AUTO, Dataset
from bayesgui.data.column_summary import ColumnSummaries, iter_summarize
from bayesgui.data.streamed import StreamedFile, iter_open_preview
from bayesgui.tasks.loading.table import _as_progress
from bayesgui.tasks.progress import Progress

_PREVIEW = Note(QT_TRANSLATE_NOOP("tasks", "Reading the first rows"))


@dataclass(frozen=True, eq=False)
class StreamedData:
    """A streamed table's preview, the file it stands for, and what the Columns list shows of the preview."""

    dataset: Dataset
    table: StreamedFile
    summaries: ColumnSummaries | None = None


def load_streamed(path: str, target: str | None = None) -> Generator[Progress, None, StreamedData]:
    """Read the preview of the file at ``path`` (its first rows) with their kinds inferred."""
    yield Progress(0, 1, _PREVIEW)
    dataset, table = yield from _as_progress(
        iter_open_preview(path, target=AUTO if target is None else target), _PREVIEW
    )
    summaries = yield from _as_progress(iter_summarize(dataset), _PREVIEW)
    return StreamedData(dataset, table, summaries)
