"""The menus, the toolbar and their keyboard shortcuts."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMenuBar, QMessageBox, QStyle, QToolBar

from bayesgui import __version__
from bayesgui.app.files.commands import FileCommands
from bayesgui.app.focus_mode import FocusMode
from bayesgui.app.language.translators import LANGUAGE_NAMES
from bayesgui.app.workspaces import Workspaces
from bayesgui.data import SAMPLES
from bayesgui.qt.common.presentation import Presentation
from bayesgui.qt.common.session import Session


class MenuHost(Protocol):
    """What the menus read and trigger: a QMainWindow with these members (``MainWindow`` is one)."""

    language: str
    files: FileCommands
    session: Session
    docks: list[QDockWidget]
    presentation: Presentation

    focus: FocusMode
    workspaces: Workspaces

    def escape(self) -> None: ...

    def show_error(self, message: str) -> None: ...

    def switch_language(self, language: str) -> object: ...

    def menuBar(self) -> QMenuBar: ...

    def addToolBar(self, title: str) -> QToolBar: ...

    def style(self) -> QStyle: ...

    def close(self) -> bool: ...


def build_menus(window: MenuHost) -> dict[str, QAction]:
    """Create every action once; returns them by name (for tests and for enabling/disabling)."""
    return MenuBuilder(window).build(window)


class MenuBuilder(QObject):
    """Builds the menus and toolbar of one window (a QObject so that its strings are translatable)."""

    def build(self, window: MenuHost) -> dict[str, QAction]:
        files, session = window.files, window.session
        style = window.style()
        actions: dict[str, QAction] = {}

        def action(name, text, slot, shortcut=None, icon=None, tip=None) -> QAction:
            act = QAction(text, window)
            if shortcut:
                act.setShortcut(QKeySequence(shortcut))
            if icon is not None:
                act.setIcon(style.standardIcon(icon))
            if tip:
                act.setToolTip(tip)
                act.setStatusTip(tip)
            act.triggered.connect(lambda _checked=False: slot())  # never pass `checked` as an argument
            actions[name] = act
            return act

        sp = QStyle.StandardPixmap
        bar = window.menuBar()

        file_menu = bar.addMenu(self.tr("&File"))
        file_menu.addAction(
            action(
                "open",
                self.tr("&Open…"),
                files.open_dialog,
                QKeySequence.StandardKey.Open,
                sp.SP_DialogOpenButton,
                self.tr("Open a data file or a project (Ctrl+O)"),
            )
        )
        file_menu.addAction(
            action(
                "open_streamed",
                self.tr("Open s&treamed…"),
                files.open_streamed_dialog,
                tip=self.tr("Open a table too large for memory: a preview shows, each job reads the file in chunks"),
            )
        )
        samples = file_menu.addMenu(self.tr("Open &sample"))
        for sample in SAMPLES:
            samples.addAction(
                sample.title_in(window.language),
                lambda _checked=False, sid=sample.id: files.open_sample(sid),
            )
        recent = file_menu.addMenu(self.tr("Open &recent"))

        def refresh_recent() -> None:
            recent.clear()
            paths = files.recent_files()
            for path in paths:
                recent.addAction(path, lambda _checked=False, p=path: files.open_any(p))
            recent.setEnabled(bool(paths))

        files.recent_changed.connect(refresh_recent)
        refresh_recent()
        file_menu.addAction(
            action(
                "choose_sheet",
                self.tr("Choose &worksheet…"),
                files.choose_sheet,
                tip=self.tr("Read another worksheet of the open workbook"),
            )
        )
        file_menu.addAction(
            action(
                "random_sample",
                self.tr("Preview a ra&ndom sample"),
                session.stream.show_random_sample,
                tip=self.tr("Show a random sample of the streamed file's rows instead of its first rows"),
            )
        )
        file_menu.addSeparator()
        file_menu.addAction(
            action(
                "save",
                self.tr("&Save project"),
                files.save_project,
                QKeySequence.StandardKey.Save,
                sp.SP_DialogSaveButton,
                self.tr("Save data path, kinds, loss matrix and settings"),
            )
        )
        file_menu.addAction(
            action("save_as", self.tr("Save project &as…"), files.save_project_as, QKeySequence.StandardKey.SaveAs)
        )
        file_menu.addSeparator()
        file_menu.addAction(action("export_predictions", self.tr("Export &predictions…"), files.export_predictions))
        file_menu.addAction(
            action(
                "export_plot",
                self.tr("Export p&lot…"),
                files.export_plot,
                tip=self.tr("Save the current plot as PNG or SVG"),
            )
        )
        file_menu.addAction(
            action(
                "print_worksheet",
                self.tr("Print wor&ksheet…"),
                lambda: print_worksheet(window),
                tip=self.tr("Print an exercise from this table and these settings to PDF, with its answer key"),
            )
        )
        file_menu.addSeparator()
        file_menu.addAction(action("quit", self.tr("&Quit"), window.close, QKeySequence.StandardKey.Quit))

        edit_menu = bar.addMenu(self.tr("&Edit"))
        undo = session.undo_stack.createUndoAction(window, self.tr("&Undo"))
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        undo.setIcon(style.standardIcon(sp.SP_ArrowBack))
        redo = session.undo_stack.createRedoAction(window, self.tr("&Redo"))
        redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence.StandardKey.Redo])
        redo.setIcon(style.standardIcon(sp.SP_ArrowForward))
        actions["undo"], actions["redo"] = undo, redo
        edit_menu.addActions([undo, redo])

        model_menu = bar.addMenu(self.tr("&Model"))
        model_menu.addAction(
            action(
                "train",
                self.tr("&Train"),
                session.train,
                "Ctrl+T",
                sp.SP_MediaPlay,
                self.tr("Train the model on the whole table (Ctrl+T)"),
            )
        )
        model_menu.addAction(
            action(
                "cancel",
                self.tr("&Cancel"),
                window.escape,  # leaves focus mode first
                "Esc",
                sp.SP_MediaStop,
                self.tr("Stop the running job (Esc)"),
            )
        )
        model_menu.addAction(
            action(
                "predict",
                self.tr("&Predict all rows"),
                lambda: window.streamed.predict_all(),  # (a streamed table: to a file)
                "Ctrl+P",
                sp.SP_FileDialogDetailedView,
                self.tr("Add posterior, risk and decision columns to the table (Ctrl+P)"),
            )
        )

        view_menu = bar.addMenu(self.tr("&View"))
        for dock in window.docks:
            view_menu.addAction(dock.toggleViewAction())
        view_menu.addSeparator()

        def switch(name, text, on_toggled, shortcut, tip) -> QAction:
            """A checkable action: ``on_toggled(on)`` follows its check mark."""
            act = action(name, text, lambda: None, shortcut, tip=tip)
            act.setCheckable(True)
            act.toggled.connect(on_toggled)
            view_menu.addAction(act)
            return act

        presentation = switch(
            "presentation",
            self.tr("&Presentation mode"),
            window.presentation.set_on,
            "Ctrl+Shift+P",
            self.tr("Larger text and thicker plot lines for a projector (Ctrl+Shift+P)"),
        )
        presentation.toggled.connect(lambda on: QSettings().setValue("view/presentation", on))
        switch(
            "focus",
            self.tr("&Focus on the picture"),
            window.focus.set_on,
            "F11",
            self.tr("Only the picture and the controls it needs, full screen (F11; Esc leaves)"),
        )
        view_menu.addSeparator()
        view_menu.addAction(
            action(
                "reset_layout",
                self.tr("Reset &layout"),
                window.workspaces.reset,
                tip=self.tr("Show each tab's panels as at first"),
            )
        )

        language_menu = bar.addMenu(self.tr("&Language"))
        group = QActionGroup(window)
        for code, label in LANGUAGE_NAMES.items():
            act = QAction(label, window, checkable=True, checked=window.language == code)
            act.triggered.connect(lambda _checked=False, c=code: window.language != c and window.switch_language(c))
            group.addAction(act)
            language_menu.addAction(act)
            actions[f"language_{code}"] = act

        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(
            action(
                "about",
                self.tr("&About BayesGUI"),
                lambda: QMessageBox.about(
                    window,
                    self.tr("About BayesGUI"),
                    self.tr("BayesGUI {0}: Bayesian classification, explained step by step.").format(__version__),
                ),
            )
        )

        toolbar = window.addToolBar(self.tr("Main"))
        toolbar.setObjectName("main_toolbar")
        toolbar.addActions([actions["open"], actions["save"], undo, redo])
        toolbar.addSeparator()
        toolbar.addActions([actions["train"], actions["cancel"], actions["predict"]])
        return actions


def print_worksheet(window: MenuHost) -> list:
    """File ▸ Print worksheet…: the dialog of ``qt.exercises.worksheet_dialog`` (imported when first asked: the
    window starts without the printing code); a table that does not allow the exercise says why."""
    from bayesgui.data import DataError
    from bayesgui.qt.common.text.translate import translated
    from bayesgui.qt.exercises.worksheet_dialog import ask_and_print

    try:
        return ask_and_print(window.session, window.language, window)  # type: ignore[arg-type]  # a QWidget
    except (DataError, ValueError, OSError) as exc:
        window.show_error(translated(exc))
        return []
