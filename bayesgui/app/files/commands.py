"""Opening data and projects, saving projects, exporting results; recent files; unsaved-changes checks."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QLocale, QObject, QTimer, Signal
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from bayesgui.app.files.recent import MAX_RECENT, save_recent, saved_recent
from bayesgui.data import DataError, get_sample
from bayesgui.data.readers.files import safe_resolve
from bayesgui.data.samples import sample_id_of, sample_preset
from bayesgui.data.saved.csv_export import write_csv
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.data.saved.project_file import SUFFIX, Project
from bayesgui.data.streamed import can_stream, reading_state, should_stream
from bayesgui.qt.common.failure import failure
from bayesgui.qt.common.loop.task_runner import TaskRunner
from bayesgui.qt.common.plots.export import export_filter, export_plot
from bayesgui.qt.common.session import Session
from bayesgui.qt.common.text.translate import translated
from bayesgui.tasks.loading.streamed import StreamedData, load_streamed
from bayesgui.tasks.loading.table import DataFile, ProjectData, load_data, load_sample_data, open_project_file


class FileCommands(QObject):
    """The File menu's behaviour for one session; it knows nothing of the window that shows it.

    Parameters
    ----------
    session : Session
        What is opened, saved and exported.
    current_plot : callable
        Returns the widget that "Export plot" saves.
    parent : QWidget
        Owns this object and parents its dialogs.

    Attributes
    ----------
    loader : TaskRunner
        Reads the files in the background (the window shows its progress and can cancel it).

    Signals
    -------
    changed()
        The project's name or its unsaved state may have changed (``display_name``, ``is_modified``).
    error(str)
        A message for the user.
    recent_changed()
        The recent-files list changed.
    """

    changed = Signal()
    project_opened = Signal(object)  # the Project, after its data is in the session
    error = Signal(str)
    recent_changed = Signal()

    def __init__(self, session: Session, current_plot: Callable[[], QWidget], parent: QWidget) -> None:
        super().__init__(parent)
        self.session = session
        self.loader = TaskRunner(self)
        self._dialog_parent = parent
        self._current_plot = current_plot
        self.project_path: str | None = None
        self.data_sha256: str | None = None  # of the open data file, hashed in the worker when it was read
        self._saved: tuple | None = None
        self._pending: dict = {}
        self.evaluation_state = self.em_state = lambda: None  # what a project keeps of Evaluate / the EM labs
        self.learning_state = lambda: None  # ... and of the learning mode
        self.bayes_net_state = lambda: None  # ... and of the Bayesian-network tab
        self.bayes_net_revision = lambda: 0  # the user's changes in that tab so far (unsaved when it moves on)
        self.table_edited = lambda: False  # whether the table was edited in the window (the table editor says)
        self._opened_edited = False  # the open project keeps an edited table of its own
        self._recent: list[str] | None = None  # the recent files once this window changed them (None: as saved)
        self.plot_name: Callable[[], str] = lambda: "plot"  # Export plot's file name, without the suffix
        self.loader.succeeded.connect(self._on_loaded)
        session.model_changed.connect(self._mark_saved_after_open)
        for signal in (session.dataset_changed, session.loss_changed, session.settings_changed):
            signal.connect(self.changed)

    def adopt(self, other: FileCommands) -> None:
        """Take over another window's file state (after a language switch)."""
        self.project_path, self._saved, self.data_sha256 = other.project_path, other._saved, other.data_sha256
        self._opened_edited = other._opened_edited
        self._recent = other._recent

    # ------------------------------------------------------------------ state
    def _snapshot(self) -> tuple | None:
        s = self.session
        if s.dataset is None:
            return None
        loss = s.loss
        if loss is not None and loss.values.size <= 100_000:  # by content; a huge matrix (5,000 classes) by identity
            loss = (loss.values.tobytes(), loss.has_reject)
        # the dataset by identity: an edited table (or an undone edit) is another (or the same) immutable table
        learning = tuple(sorted((self.learning_state() or {}).items()))
        return (tuple(sorted(s.dataset.kinds.items())), s.dataset.target, s.settings, loss, s.dataset, learning,
                self.bayes_net_revision())  # fmt: skip

    def is_modified(self) -> bool:
        """Whether kinds, target, settings or loss matrix changed since the data was opened or saved."""
        return self._saved is not None and self._snapshot() != self._saved

    def _mark_saved_after_open(self) -> None:
        if self.session.model is not None and self._pending.pop("mark_saved", False):
            self._saved = self._snapshot()
            self.changed.emit()

    def display_name(self) -> str:
        """The project's file name, else the sample's title in the interface's language, else the data file's name
        ("" before anything is open)."""
        if self.project_path:
            return Path(self.project_path).name
        dataset = self.session.dataset
        if dataset is None:
            return ""
        sample = sample_id_of(dataset)
        return get_sample(sample).title_in(QLocale().name()) if sample else dataset.source.name

    # ------------------------------------------------------------------ opening
    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self._dialog_parent,
            self.tr("Open data or project"),
            self._last_folder(),
            self.tr("Data and projects (*.csv *.tsv *.txt *.xlsx *.bayesgui);;All files (*)"),
        )
        if path:
            self.open_any(path)

    def open_any(self, path: str, target: str | None = None) -> None:
        """Open a project (``.bayesgui``), a sample id or a data file; the data loads in the background."""
        if path.endswith(SUFFIX):
            self.open_project(path)
        elif not Path(path).exists() and (_is_sample(path) or not Path(path).is_symlink()):  # a link loop: loader
            missing = self.tr("The file {0} does not exist. Check its name and folder.").format(path)
            self.open_sample(path, target) if _is_sample(path) else self.error.emit(missing)
        else:
            self.open_data(path, target)

    def open_data(
        self, path: str, target: str | None = None, sheet: str | None = None, streamed: bool | None = None
    ) -> None:
        """Read a data file in the background; ``streamed``: show a preview and read the file in chunks for every
        job (None: when it is too large to load comfortably, ``data.streamed.should_stream``)."""
        if not self.confirm_discard():
            return
        self._pending = {"path": str(safe_resolve(path)), "project": None}
        try:
            streamed = should_stream(path) if streamed is None and sheet is None else bool(streamed)
        except DataError:
            streamed = False  # (the loader names what is wrong with the file)
        if streamed:
            self.loader.start(load_streamed, path, target)
        else:
            self.loader.start(load_data, path, target, sheet)

    def open_streamed_dialog(self) -> None:
        """File ▸ Open streamed…: a text table read in chunks, whatever its size."""
        path, _ = QFileDialog.getOpenFileName(
            self._dialog_parent,
            self.tr("Open a large table streamed"),
            self._last_folder(),
            self.tr("Text tables (*.csv *.tsv *.txt);;All files (*)"),
        )
        if path:
            self.open_streamed(path)

    def open_streamed(self, path: str, target: str | None = None) -> None:
        if not can_stream(path):
            self.error.emit(
                self.tr(
                    "{0} is a workbook: only text tables (CSV, TSV, TXT) can be streamed. Save it "
                    "as CSV, or open it normally."
                ).format(Path(path).name)
            )
            return
        self.open_data(path, target, streamed=True)

    def choose_sheet(self) -> None:
        """Reopen the workbook with another of its worksheets (asks which)."""
        dataset = self.session.dataset
        source = dataset.source if dataset is not None else None
        if source is None or len(source.sheets) < 2 or source.path is None:
            self.error.emit(self.tr("The open table is not a workbook with several worksheets."))
            return
        sheets = list(source.sheets)
        current = sheets.index(source.sheet) if source.sheet in sheets else 0
        title, label = self.tr("Choose a worksheet"), self.tr("Worksheet of {0}:").format(source.name)
        sheet, chosen = QInputDialog.getItem(self._dialog_parent, title, label, sheets, current, False)
        if chosen and sheet != source.sheet:
            self.open_data(str(source.path), sheet=sheet)

    def open_sample(self, sample_id: str, target: str | None = None) -> None:
        if not self.confirm_discard():
            return
        self._pending = {"path": None, "project": None}
        self.loader.start(load_sample_data, sample_id, target)

    def open_project(self, path: str) -> None:
        """Read the project, check its data file and read the data, all in the background."""
        if not self.confirm_discard():
            return
        self._pending = {"path": str(safe_resolve(path))}
        self.loader.start(open_project_file, path)

    def ask_open_changed_data(self, project: Project) -> bool:
        message = self.tr("The data file {0} has changed since the project was saved. Open it anyway?")
        answer = QMessageBox.question(self._dialog_parent, self.tr("Data changed"), message.format(project.data_path))
        return answer == QMessageBox.StandardButton.Yes

    def _on_loaded(self, result) -> None:
        pending, self._pending = self._pending, {}
        project, dataset, digest, summaries, streamed = None, result, None, None, None
        if isinstance(result, StreamedData):  # the preview; the file is read in chunks by every job (not hashed)
            dataset, summaries, streamed = result.dataset, result.summaries, result.table
        elif isinstance(result, ProjectData):
            project, dataset, digest, summaries = result.project, result.dataset, result.sha256, result.summaries
            streamed = result.streamed  # a table saved streamed reopens streamed
            if result.data_changed and not self.ask_open_changed_data(project):
                return
        elif isinstance(result, DataFile):
            dataset, digest, summaries = result.dataset, result.sha256, result.summaries
        self.data_sha256 = digest
        self._opened_edited = project is not None and bool(project.edited_path)
        if project is not None:
            self.session.load(
                dataset, settings=project.settings, loss=project.loss, summaries=summaries, streamed=streamed
            )
            self.project_path = pending["path"]
            QTimer.singleShot(0, partial(self.add_recent, pending["path"]))  # a settings write: after the load
            self.project_opened.emit(project)
        else:
            preset = sample_preset(dataset)  # a textbook sample opens with its book's settings
            settings = ModelSettings().with_preset(preset) if preset else self._without_book_preset()
            self.session.load(dataset, settings=settings, summaries=summaries, streamed=streamed)
            self.project_path = None
            if pending.get("path"):
                QTimer.singleShot(0, partial(self.add_recent, pending["path"]))  # a settings write: after the load
        self._pending = {"mark_saved": True}
        self._saved = self._snapshot()
        self.changed.emit()
        if isinstance(result, ProjectData) and result.notes:
            self.error.emit("\n".join(map(translated, result.notes)))

    def _without_book_preset(self) -> ModelSettings | None:
        """A textbook's preset belongs to its book's table: another table starts from the defaults of the same
        model instead (None: the settings are the user's own, and stay)."""
        settings = self.session.settings
        spec = settings.spec
        if any(all(settings.value(k) == v for k, v in p.values.items()) for p in spec.presets):
            return ModelSettings().replace(model=spec.key)
        return None

    # ------------------------------------------------------------------ saving
    def save_project(self) -> bool:
        if self.session.dataset is None:
            return False
        if not self.project_path:
            return self.save_project_as()
        return self.write_project(self.project_path)

    def save_project_as(self) -> bool:
        if self.session.dataset is None:
            return False
        suggested = str(Path(self._last_folder()) / (Path(self.display_name()).stem + SUFFIX))
        path, _ = QFileDialog.getSaveFileName(
            self._dialog_parent, self.tr("Save project"), suggested, self.tr("BayesGUI projects (*.bayesgui)")
        )
        if not path:
            return False
        if not path.endswith(SUFFIX):
            path += SUFFIX
        return self.write_project(path)

    def write_project(self, path: str) -> bool:
        """Save the project to ``path`` (it becomes the project's file); False after an error is reported."""
        s, tabs = self.session, (self.evaluation_state(), self.em_state())
        streamed = reading_state(s.stream.table) if s.stream.table is not None else None  # (the file is not hashed)
        try:
            project = Project.capture(
                s.dataset, s.settings, s.loss, self.data_sha256, *tabs, learning=self.learning_state(),
                streamed=streamed,
            )  # fmt: skip
            project = dataclasses.replace(project, bayes_net=self.bayes_net_state())
            if streamed is None and (self.table_edited() or self._opened_edited):  # the edited table goes beside
                project = project.with_edited_table(s.dataset, path)  # the project, never over the file it was read
                self._opened_edited = True  # from (a streamed table's jobs read its file: the preview is not saved)
            project.save(path)
        except (DataError, OSError) as exc:
            self.error.emit(failure(exc))
            return False
        self.project_path = str(safe_resolve(path))
        self._saved = self._snapshot()
        self.add_recent(self.project_path)
        self.changed.emit()
        return True

    def confirm_discard(self) -> bool:
        """True when it is fine to replace or close the current work (saving it first if asked)."""
        if not self.is_modified():
            return True
        answer = QMessageBox.question(
            self._dialog_parent,
            self.tr("Unsaved changes"),
            self.tr("Save the changes to {0} first?").format(self.display_name()),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save_project()
        return answer == QMessageBox.StandardButton.Discard

    # ------------------------------------------------------------------ exporting
    def export_predictions(self, path: str | None = None) -> bool:
        """Write the table with the prediction columns as CSV (asks where when ``path`` is None)."""
        s = self.session
        if s.predictions is None or s.dataset is None:
            self.error.emit(self.tr("Predict all rows first (Model ▸ Predict all rows)."))
            return False
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self._dialog_parent, self.tr("Export predictions"), self._last_folder(), self.tr("CSV files (*.csv)")
            )
            if not path:
                return False
        try:
            write_csv(s.predictions.with_columns(s.dataset.frame), path)  # formula-leading cells escaped
        except (DataError, OSError) as exc:
            self.error.emit(failure(exc))
            return False
        return True

    def export_plot(self, path: str | None = None) -> bool:
        """Save ``current_plot()`` as PNG or SVG, by the suffix (asks where when ``path`` is None)."""
        widget = self._current_plot()
        if path is None:
            path, chosen = QFileDialog.getSaveFileName(
                self._dialog_parent, self.tr("Export plot"), self.default_plot_path(), export_filter()
            )
            if not path:
                return False
            if not Path(path).suffix:
                path += ".svg" if "svg" in chosen.lower() else ".png"
        try:
            export_plot(widget, path)
        except (ValueError, OSError) as exc:
            self.error.emit(failure(exc))
            return False
        return True

    def default_plot_path(self) -> str:
        """Where Export plot proposes to save: the last folder, named for the picture and the data."""
        name = re.sub(r"[^\w.()-]+", "-", self.plot_name()).strip("-.") or "plot"
        return str(Path(self._last_folder()) / f"{name}.png")

    # ------------------------------------------------------------------ recent files
    def recent_files(self) -> list[str]:
        """The recently opened files that still exist, newest first."""
        paths = saved_recent() if self._recent is None else self._recent
        return [p for p in paths if Path(p).exists()]

    def add_recent(self, path: str) -> None:
        """Put ``path`` first in the list (the settings file is written in a thread of its own)."""
        self._recent = [path, *[p for p in self.recent_files() if p != path]][:MAX_RECENT]
        save_recent(self._recent)
        self.recent_changed.emit()

    def _last_folder(self) -> str:
        recent = self.recent_files()
        return str(Path(recent[0]).parent) if recent else str(Path.home())


def _is_sample(name: str) -> bool:
    try:
        get_sample(name)
    except DataError:
        return False
    return True
