"""``.bayesgui`` project files: which data, how its columns are read, the loss matrix, the model settings and
the last evaluation.

Plain JSON with a format name and version (never pickle), written atomically. The data file is
referred to by path (relative to the project when possible) with its SHA-256, so a file that changed
since saving is detected on open; a bundled sample is referred to by its id.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from bayesgui.core import LossMatrix
from bayesgui.data.dataset import Dataset
from bayesgui.data.errors import DataError
from bayesgui.data.loader import load_dataset
from bayesgui.data.model_file import write_json_atomically
from bayesgui.data.model_settings import ModelSettings
from bayesgui.data.samples import SAMPLES, load_sample

FORMAT = "bayesgui-project"
VERSION = 1
SUFFIX = ".bayesgui"


def file_sha256(path: str | os.PathLike) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def sample_id_of(dataset: Dataset) -> str | None:
    """The id of the bundled sample this dataset was read from, if it is one."""
    path = dataset.source.path
    if path is None:
        return None
    for sample in SAMPLES:
        if Path(path).resolve() == sample.path.resolve():
            return sample.id
    return None


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
    #: the last evaluation, as ``bayesgui.report.evaluation_state.to_state`` writes it (None: none saved)
    evaluation: dict | None = None

    @classmethod
    def capture(
        cls, dataset: Dataset, settings: ModelSettings, loss: LossMatrix | None, evaluation: dict | None = None
    ) -> Project:
        sample = sample_id_of(dataset)
        path = None if sample or dataset.source.path is None else str(Path(dataset.source.path).resolve())
        return cls(
            kinds=dict(dataset.kinds),
            target=dataset.target,
            settings=settings,
            loss=loss,
            sample=sample,
            data_path=path,
            data_sha256=file_sha256(path) if path else None,
            encoding=dataset.source.encoding,
            evaluation=evaluation,
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
        }
        try:
            write_json_atomically(path, document)
        except OSError as exc:
            raise DataError(f"Cannot save the project to {path}: {exc.strerror or exc}.") from None

    @classmethod
    def load(cls, path: str | os.PathLike) -> Project:
        path = Path(path)
        try:
            document = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise DataError(f"Project file {path} does not exist.") from None
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise DataError(f"{path.name} is not a readable BayesGUI project ({exc}).") from None
        if not isinstance(document, dict) or document.get("format") != FORMAT:
            raise DataError(f"{path.name} is not a BayesGUI project file.")
        if document.get("version") != VERSION:
            raise DataError(
                f"{path.name} has project version {document.get('version')}; this BayesGUI reads {VERSION}."
            )
        try:
            data = document.get("data") or {}
            data_path = data.get("path")
            if data_path and not Path(data_path).is_absolute():
                data_path = str((path.parent / data_path).resolve())
            loss = document.get("loss")
            return cls(
                kinds=dict(document["kinds"]),
                target=document.get("target"),
                settings=ModelSettings.from_dict(document.get("settings") or {}),
                loss=None
                if loss is None
                else LossMatrix(loss["values"], loss["classes"], loss["actions"][-1:] == ["reject"]),
                sample=document.get("sample"),
                data_path=data_path,
                data_sha256=data.get("sha256"),
                encoding=data.get("encoding"),
                evaluation=document.get("evaluation"),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise DataError(f"{path.name} is damaged ({type(exc).__name__}: {exc}).") from None

    # ------------------------------------------------------------------ data
    def data_changed(self) -> bool:
        """True when the data file's content differs from when the project was saved."""
        return bool(self.data_path and self.data_sha256 and file_sha256(self.data_path) != self.data_sha256)

    def open_dataset(self) -> Dataset:
        """The dataset with the saved kinds and target (a missing file raises DataError)."""
        if self.sample:
            dataset = load_sample(self.sample)
        elif self.data_path:
            if not Path(self.data_path).exists():
                raise DataError(
                    f"The project's data file {self.data_path} is missing; move it back or reopen the data."
                )
            dataset = load_dataset(self.data_path, encoding=self.encoding, target=None)
        else:
            raise DataError("The project names no data file.")
        known = {c: k for c, k in self.kinds.items() if c in dataset.columns and k != "target"}
        return dataset.with_kinds(known).with_target(self.target)


def _relative_or_absolute(data: Path, folder: Path) -> str:
    try:
        return os.path.relpath(data, folder.resolve())
    except ValueError:  # another drive on Windows
        return str(data)
