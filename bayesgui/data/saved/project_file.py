"""``.bayesgui`` project files: which data, how its columns are read, the loss matrix, the model settings, the
last evaluation, the EM labs' runs (their settings and start) and the Bayesian-network tab's structure (older
projects have none). A table opened streamed (too large to load) reopens streamed, read the same way.

Plain JSON with a format name and version (never pickle), written atomically. The data file is
referred to by path (relative to the project when possible) with its SHA-256, so a file that changed
since saving is detected on open; a bundled sample is referred to by its id.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Generator
from dataclasses import dataclass, field
from pathlib import Path

from bayesgui.core import LossMatrix
from bayesgui.core.note import Note, message_of
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.dataset import Dataset
from bayesgui.data.errors import DataError
from bayesgui.data.loader import iter_load_dataset
from bayesgui.data.readers.files import THE_PROJECT_DATA, check_regular_file, drain, file_sha256, safe_resolve
from bayesgui.data.samples import load_sample, sample_id_of
from bayesgui.data.saved.atomic import atomic_writer
from bayesgui.data.saved.json_file import expect, read_json, save_json
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.data.streamed import StreamedFile, iter_open_preview

FORMAT = "bayesgui-project"
VERSION = 1
SUFFIX = ".bayesgui"
EDITED_SUFFIX = ".edited.csv"  # the edited table, beside the project file


#: The largest project file read: projects hold settings, never data.
MAX_PROJECT_BYTES = 16 * 1024 * 1024


@dataclass(frozen=True)
class Project:
    """Everything needed to restore a session (the trained model is retrained on open: it is fast)."""

    kinds: dict[str, str]
    target: str | None
    settings: ModelSettings = field(default_factory=ModelSettings)
    loss: LossMatrix | None = None
    sample: str | None = None
    data_path: str | None = None
    data_sha256: str | None = None
    encoding: str | None = None
    #: the last evaluation, as ``bayesgui.report.evaluation.state.to_state`` writes it (None: none saved)
    evaluation: dict | None = None
    #: the EM labs' runs, as ``bayesgui.tasks.em.state`` writes them (None: none saved; older projects)
    em: dict | None = None
    #: the Bayesian-network tab: its structure, the nodes' places, λ and the score (None: none saved)
    bayes_net: dict | None = None
    #: the edited table, saved beside the project (absolute path; None: the table was not edited)
    edited_path: str | None = None
    edited_sha256: str | None = None
    #: the learning mode (Zhou §7.3): {"mode": "eager" | "lookup" | "lazy" | "incremental", "bins": int or None}
    learning: dict | None = None
    #: the table was open streamed: how the file is read and its size and modification time, as
    #: ``bayesgui.data.streamed.reading_state`` writes them (None: in memory)
    streamed: dict | None = None

    @classmethod
    def capture(
        cls,
        dataset: Dataset,
        settings: ModelSettings,
        loss: LossMatrix | None,
        sha256: str | None = None,
        evaluation: dict | None = None,
        em: dict | None = None,
        learning: dict | None = None,
        streamed: dict | None = None,
    ) -> Project:
        """The project of a session; ``sha256`` is the data file's hash if known (else the file is hashed, unless
        the table is ``streamed``: its ``reading_state``, and the file is not read)."""
        sample = None if streamed is not None else sample_id_of(dataset)
        path = None if sample or dataset.source.path is None else str(safe_resolve(dataset.source.path))
        return cls(
            kinds=dict(dataset.kinds),
            target=dataset.target,
            settings=settings,
            loss=loss,
            sample=sample,
            data_path=path,
            data_sha256=(sha256 or file_sha256(path)) if path and streamed is None else None,
            encoding=dataset.source.encoding,
            evaluation=evaluation,
            em=em,
            learning=learning,
            streamed=None if streamed is None else dict(streamed),
        )

    # ------------------------------------------------------------------ files
    def save(self, path: str | os.PathLike) -> None:
        path = Path(path)
        data = None
        if self.data_path:
            data = {
                "path": _relative_or_absolute(Path(self.data_path), path.parent),
                "sha256": self.data_sha256,
                "encoding": self.encoding,
            }
        document = {
            "format": FORMAT,
            "version": VERSION,
            "sample": self.sample,
            "data": data,
            "kinds": self.kinds,
            "target": self.target,
            "loss": None if self.loss is None else self.loss.to_dict(),
            "settings": self.settings.to_dict(),
            "evaluation": self.evaluation,
            "em": self.em,
            "learning": self.learning,
            "streamed": self.streamed,
            "bayes_net": self.bayes_net,
            "edited": None
            if not self.edited_path
            else {
                "path": _relative_or_absolute(Path(self.edited_path), path.parent),
                "sha256": self.edited_sha256,
            },
        }
        save_json(path, document, "project")

    @classmethod
    def load(cls, path: str | os.PathLike) -> Project:
        """Read a project file, checking every value's type (a damaged file raises :class:`DataError`)."""
        path = Path(path)
        name = path.name
        document = read_json(path, Note(QT_TRANSLATE_NOOP("data", "BayesGUI project")), limit=MAX_PROJECT_BYTES)
        if not isinstance(document, dict) or document.get("format") != FORMAT:
            raise DataError(Note(QT_TRANSLATE_NOOP("data", "{0} is not a BayesGUI project file."), name))
        if document.get("version") != VERSION:
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("data", "{0} has project version {1}; this BayesGUI reads {2}."),
                    name,
                    document.get("version"),
                    VERSION,
                )
            )
        data = expect(document.get("data"), dict, '"data"', name, optional=True) or {}
        data_path = expect(data.get("path"), str, '"data" → "path"', name, optional=True)
        if data_path and not Path(data_path).is_absolute():
            data_path = str(safe_resolve(path.parent / data_path))
        kinds = expect(document.get("kinds"), dict, '"kinds"', name)
        for column, kind in kinds.items():
            expect(kind, str, f'"kinds" → "{column}"', name)
        loss = expect(document.get("loss"), dict, '"loss"', name, optional=True)
        edited = expect(document.get("edited"), dict, '"edited"', name, optional=True) or {}
        learning = expect(document.get("learning"), dict, '"learning"', name, optional=True)
        if learning is not None:
            learning = {
                "mode": expect(learning.get("mode"), str, '"learning" → "mode"', name),
                "bins": expect(learning.get("bins"), int, '"learning" → "bins"', name, optional=True),
            }
        streamed = _streamed_from_dict(document.get("streamed"), name)
        edited_path = expect(edited.get("path"), str, '"edited" → "path"', name, optional=True)
        if edited_path and not Path(edited_path).is_absolute():
            edited_path = str(safe_resolve(path.parent / edited_path))
        try:
            return cls(
                kinds=dict(kinds),
                target=expect(document.get("target"), str, '"target"', name, optional=True),
                settings=ModelSettings.from_dict(
                    expect(document.get("settings") or {}, dict, '"settings"', name), name
                ),
                loss=None if loss is None else _loss_from_dict(loss, name),
                sample=expect(document.get("sample"), str, '"sample"', name, optional=True),
                data_path=data_path,
                data_sha256=expect(data.get("sha256"), str, '"data" → "sha256"', name, optional=True),
                encoding=expect(data.get("encoding"), str, '"data" → "encoding"', name, optional=True),
                evaluation=expect(document.get("evaluation"), dict, '"evaluation"', name, optional=True),
                em=expect(document.get("em"), dict, '"em"', name, optional=True),
                bayes_net=expect(document.get("bayes_net"), dict, '"bayes_net"', name, optional=True),
                edited_path=edited_path,
                edited_sha256=expect(edited.get("sha256"), str, '"edited" → "sha256"', name, optional=True),
                learning=learning,
                streamed=streamed,
            )
        except DataError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("data", "{0} is damaged ({1}: {2})."),
                    name,
                    type(exc).__name__,
                    message_of(exc),
                )
            ) from None

    # ------------------------------------------------------------------ data
    def with_edited_table(self, dataset: Dataset, project_path: str | os.PathLike) -> Project:
        """This project with ``dataset``'s table (edited in the window) written beside the project file, as
        ``<project>.edited.csv`` (UTF-8): the file the table was read from is never overwritten."""
        project_path = Path(project_path)
        target = project_path.with_name(project_path.stem + EDITED_SUFFIX)
        with atomic_writer(target, newline="") as handle:
            dataset.frame.to_csv(handle, index=False)
        return dataclasses.replace(
            self, edited_path=str(safe_resolve(target)), edited_sha256=file_sha256(target), encoding="utf-8"
        )

    def data_changed(self) -> bool:
        """True when the data file's content differs from when the project was saved (a streamed table's file: when
        its size or modification time does)."""
        if self.streamed is not None and self.data_path:
            stat = Path(self.data_path).stat()
            saved = (self.streamed.get("size"), self.streamed.get("mtime_ns"))
            return None not in saved and saved != (stat.st_size, stat.st_mtime_ns)
        if self.edited_path:
            return bool(self.edited_sha256 and file_sha256(self.edited_path) != self.edited_sha256)
        return bool(self.data_path and self.data_sha256 and file_sha256(self.data_path) != self.data_sha256)

    def outside_note(self, project_path: str | os.PathLike) -> str | None:
        """A notice when the data file is outside the project's folder (a project from elsewhere may point
        anywhere on this computer), else None."""
        if self.sample or not self.data_path:
            return None
        folder = safe_resolve(Path(project_path).parent)
        if safe_resolve(self.data_path).is_relative_to(folder):
            return None
        return (
            f"{Path(project_path).name} reads its data from {self.data_path}, outside the project's folder. "
            "Check that this is the file you expect."
        )

    def check_data_file(self) -> None:
        """Raise :class:`DataError` unless the project's data file (its edited table, if any) is a regular file
        that exists."""
        if not self.edited_path and (self.sample or not self.data_path):
            return
        data_path = self.edited_path or self.data_path
        if not os.path.lexists(data_path):
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "data",
                        "The project's data file {0} is missing; move it back or reopen the data.",
                    ),
                    data_path,
                )
            )
        check_regular_file(data_path, THE_PROJECT_DATA)

    def open_dataset(self) -> Dataset:
        """The dataset with the saved kinds and target (a missing file raises DataError)."""
        return drain(self.iter_open_dataset())

    def iter_open_dataset(self) -> Generator[tuple[int, int], None, Dataset]:
        """:meth:`open_dataset` as a generator that yields ``(done, total)`` while the file is read."""
        if self.edited_path:
            check_regular_file(self.edited_path, THE_PROJECT_DATA)
            dataset = yield from iter_load_dataset(self.edited_path, encoding="utf-8", target=None)
        elif self.sample:
            dataset = load_sample(self.sample)
        elif self.data_path:
            self.check_data_file()
            dataset = yield from iter_load_dataset(self.data_path, encoding=self.encoding, target=None)
        else:
            raise DataError(Note(QT_TRANSLATE_NOOP("data", "The project names no data file.")))
        return self._with_saved_kinds(dataset)

    def iter_open_streamed(self) -> Generator[tuple[int, int], None, tuple[Dataset, StreamedFile]]:
        """A streamed table's preview, with the saved kinds and target, and its file read as it was
        (``iter_open_preview``); a missing file raises DataError."""
        if not self.data_path:
            raise DataError(Note(QT_TRANSLATE_NOOP("data", "The project names no data file.")))
        self.check_data_file()
        state = self.streamed or {}
        reading = {k: state[k] for k in ("encoding", "delimiter", "decimal", "na_values") if state.get(k) is not None}
        dataset, table = yield from iter_open_preview(self.data_path, target=None, **reading)
        return self._with_saved_kinds(dataset), table

    def _with_saved_kinds(self, dataset: Dataset) -> Dataset:
        known = {c: k for c, k in self.kinds.items() if c in dataset.columns and k != "target"}
        return dataset.with_kinds(known).with_target(self.target)


def _relative_or_absolute(data: Path, folder: Path) -> str:
    try:
        return os.path.relpath(data, folder.resolve())
    except ValueError:  # another drive on Windows
        return str(data)


def _loss_from_dict(loss: dict, name: str) -> LossMatrix:
    actions = expect(loss["actions"], list, '"loss" → "actions"', name)
    return LossMatrix(
        expect(loss["values"], list, '"loss" → "values"', name),
        expect(loss["classes"], list, '"loss" → "classes"', name),
        actions[-1:] == ["reject"],
    )


_STREAMED_TYPES = {"size": int, "mtime_ns": int, "encoding": str, "delimiter": str, "decimal": str, "na_values": list}


def _streamed_from_dict(value: object, name: str) -> dict | None:
    state = expect(value, dict, '"streamed"', name, optional=True)
    if state is None:
        return None
    checked = {}
    for key, kind in _STREAMED_TYPES.items():
        if state.get(key) is not None:
            checked[key] = expect(state[key], kind, f'"streamed" → "{key}"', name)
    for text in checked.get("na_values", []):
        expect(text, str, '"streamed" → "na_values"', name)
    return checked
