"""Reading a table or a project's data as a background job (the window stays responsive, Esc stops it)."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import TypeVar

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data import AUTO, Dataset, load_sample
from bayesgui.data.column_summary import ColumnSummaries, iter_summarize
from bayesgui.data.loader import iter_load_dataset
from bayesgui.data.readers.files import THE_PROJECT_DATA, iter_sha256
from bayesgui.data.saved.project_file import Project
from bayesgui.data.streamed import StreamedFile
from bayesgui.tasks.progress import Progress

T = TypeVar("T")
_DATA = Note(QT_TRANSLATE_NOOP("tasks", "Reading the data"))
_PROJECT = Note(QT_TRANSLATE_NOOP("tasks", "Reading the project's data"))


@dataclass(frozen=True, eq=False)
class DataFile:
    """A dataset read from a file, and the file's SHA-256 (hashed in the worker, for a project saved later)."""

    dataset: Dataset
    sha256: str
    summaries: ColumnSummaries | None = None
    """What the Columns list shows of each column, computed here rather than on the GUI thread."""
    streamed: StreamedFile | None = None
    """The file of a table saved streamed (``dataset`` is its preview; every job reads the file in chunks)."""


@dataclass(frozen=True, eq=False)
class ProjectData:
    """A project read from its file, its dataset, and whether the data file changed since it was saved."""

    project: Project
    dataset: Dataset
    data_changed: bool
    sha256: str | None = None
    notes: tuple[str, ...] = ()
    """Notices for the user: a data file outside the project's folder."""
    summaries: ColumnSummaries | None = None
    """What the Columns list shows of each column, computed here rather than on the GUI thread."""
    streamed: StreamedFile | None = None
    """The file of a table saved streamed (``dataset`` is its preview; every job reads the file in chunks)."""


def _as_progress(steps: Generator[tuple[int, int], None, T], message: str) -> Generator[Progress, None, T]:
    """Re-yield a data-layer generator's ``(done, total)`` steps as :class:`Progress`; return its value."""
    while True:
        try:
            done, total = next(steps)
        except StopIteration as stop:
            return stop.value
        yield Progress(done, total, message)


def load_data(
    path: str, target: str | None = None, sheet: str | None = None
) -> Generator[Progress, None, DataFile]:
    """Read the data file at ``path``; its kinds are inferred, and its target too unless ``target`` names it.

    ``sheet`` names the worksheet of a workbook (default the first).

    Returns
    -------
    DataFile
        As the generator's return value; a ``Progress`` comes every few megabytes or thousand rows.
    """
    yield Progress(0, 1, _DATA)
    steps = iter_load_dataset(path, target=AUTO if target is None else target, sheet=sheet)
    dataset = yield from _as_progress(steps, _DATA)
    digest = yield from _as_progress(iter_sha256(path), _DATA)
    summaries = yield from _as_progress(iter_summarize(dataset), _DATA)
    return DataFile(dataset, digest, summaries)


def load_sample_data(sample_id: str, target: str | None = None) -> Generator[Progress, None, Dataset]:
    """Open a bundled sample (``bayesgui.data.SAMPLES``) with its registered kinds, or with ``target``."""
    yield Progress(0, 1, _DATA)
    dataset = load_sample(sample_id)
    return dataset if target is None else dataset.with_target(target)


def load_project_data(project: Project) -> Generator[Progress, None, Dataset]:
    """Reopen a project's data file with the kinds and target the project saved."""
    yield Progress(0, 1, _PROJECT)
    return (yield from _as_progress(project.iter_open_dataset(), _PROJECT))


def open_project_file(path: str) -> Generator[Progress, None, ProjectData]:
    """Read a project file, check and hash its data file, then read the data (every step can be stopped).

    Raises
    ------
    DataError
        If the project file is damaged, or its data file is missing, not a regular file or unreadable.
    """
    yield Progress(0, 1, _PROJECT)
    project = Project.load(path)
    outside = project.outside_note(path)
    project.check_data_file()
    notes = (outside,) if outside else ()
    if project.streamed is not None:  # its preview; the file is not hashed (it may be larger than memory)
        dataset, table = yield from _as_progress(project.iter_open_streamed(), _PROJECT)
        summaries = yield from _as_progress(iter_summarize(dataset), _PROJECT)
        return ProjectData(project, dataset, project.data_changed(), None, notes, summaries, streamed=table)
    changed, digest = False, None
    if project.data_path and not project.sample:
        digest = yield from _as_progress(iter_sha256(project.data_path, THE_PROJECT_DATA), _PROJECT)
        changed = bool(project.data_sha256) and digest != project.data_sha256
    dataset = yield from load_project_data(project)
    summaries = yield from _as_progress(iter_summarize(dataset), _PROJECT)
    return ProjectData(project, dataset, changed, digest, notes, summaries)
