"""The main window: wiring of the session, the panels, menus and background jobs (no computing here)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QMainWindow,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from bayesgui.app.files.recent import wait_for_settings
from bayesgui.app.job_status import JobStatus
from bayesgui.app.language.switch import forget, switch_language
from bayesgui.app.page_switch import PageSwitch
from bayesgui.app.sample_tab import show_sample_tab
from bayesgui.qt.common.failure import REPORTER
from bayesgui.qt.common.flow_layout import eliding_tabs, scrolling
from bayesgui.qt.common.message_box import show_message
from bayesgui.qt.table.notice_bar import NoticeBar
from bayesgui.qt.table.start_page import StartPage

if TYPE_CHECKING:
    from bayesgui.qt.common.session import Session

class MainWindow(JobStatus, QMainWindow):
    """BayesGUI's window. ``session`` holds the state; ``files`` opens, saves and exports."""

    def __init__(
        self,
        session: Session | None = None,
        language: str = "en",
        restore_layout: bool = True,
        deferred: bool = False,
    ) -> None:
        """``deferred=True`` paints the start page first and builds the rest on the next event-loop turn
        (pandas, scipy and the panels are loaded then): the window appears at once on start-up."""
        super().__init__()
        self.language = language
        self._handing_over = False
        self._built = False
        self._model_notes: tuple[object, tuple[str, ...]] = (None, ())  # (the table, its last model's notes)
        self._layout_restored = False
        self._when_built: list[Callable[[], None]] = []
        self.setWindowTitle("BayesGUI")
        self.setAcceptDrops(True)
        self.start_page = StartPage(language=self.language)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.start_page)
        self.notices = NoticeBar()  # what reading the table assumed, above the tabs
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(self.notices)
        column.addWidget(self.pages, 1)
        self.setCentralWidget(central)
        self._build_args = (session, restore_layout)
        geometry = QSettings().value("window/geometry") if restore_layout else None
        self.placed = isinstance(geometry, QByteArray) and self.restoreGeometry(geometry)  # as it was left
        if deferred:
            self.start_page.installEventFilter(self)  # build once the start page has been painted
        else:
            self._build(session, restore_layout)

    def eventFilter(self, watched, event) -> bool:
        if watched is self.start_page and event.type() == QEvent.Type.Paint and not self._built:
            self.start_page.removeEventFilter(self)
            QTimer.singleShot(0, lambda: self._build(*self._build_args))
        return super().eventFilter(watched, event)

    def _build(self, session: Session | None, restore_layout: bool) -> None:
        if self._built:
            return
        from bayesgui.app.files.commands import FileCommands
        from bayesgui.app.focus_mode import FocusMode
        from bayesgui.app.keyboard import fit_keyboard
        from bayesgui.app.menus import build_menus
        from bayesgui.app.model_choice import add_model_choice
        from bayesgui.app.workspaces import Workspaces
        from bayesgui.qt.common.presentation import Presentation
        from bayesgui.qt.common.session import Session

        self.session = session or Session()  # no Qt parent: a language switch hands it to a new window
        self.presentation = Presentation(self)
        self.files = FileCommands(self.session, self.current_plot, self)
        self.loader = self.files.loader
        self._build_central()
        self._build_docks()
        self._build_status_bar()
        self.workspaces = Workspaces(self)
        self.focus = FocusMode(self)
        self.actions = build_menus(self)
        self.addActions(list(self.actions.values()))  # their shortcuts work with the menu bar hidden (focus mode)
        self.model_choice = add_model_choice(self)
        from bayesgui.app.streamed_window import StreamedWindow

        self.streamed = StreamedWindow(self)
        self.files.plot_name = self.plot_name
        fit_keyboard(self)
        self._connect()
        self._restore_layout(restore_layout)
        if restore_layout and QSettings().value("view/presentation", False, type=bool):
            self.actions["presentation"].setChecked(True)
        self._built = True
        if self.isVisible() and not self._layout_restored:  # shown before it was complete
            self._layout_restored = True
            self.workspaces.fit_to_window()
        self._on_dataset_changed()
        self._show_page()  # (now, not in the next turn)
        callbacks, self._when_built = self._when_built, []
        for callback in callbacks:
            callback()

    def when_built(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` once the window is complete (at once if it is)."""
        if self._built:
            callback()
        else:
            self._when_built.append(callback)

    # ------------------------------------------------------------------ layout
    def _build_central(self) -> None:
        from bayesgui.qt.bayes_net.tab import BayesNetTab
        from bayesgui.qt.em import saved_runs
        from bayesgui.qt.em.incomplete_lab import IncompleteLab
        from bayesgui.qt.em.lab import EmLab
        from bayesgui.qt.evaluate.evaluate_view import EvaluateView
        from bayesgui.qt.model.cpt_view import CptView
        from bayesgui.qt.regions.decision_region_view import DecisionRegionView
        from bayesgui.qt.table.data_table_view import DataTableView

        self.table_view = DataTableView(self.session)
        self.files.table_edited = lambda: self.table_view.editor.edited_table
        self.cpt_view = CptView(self.session)
        self.em_lab = EmLab(self.session)
        self.incomplete_lab = IncompleteLab(self.session)
        self.region_view = DecisionRegionView(self.session)
        self.evaluate_view = EvaluateView(self.session)
        self.evaluate_view.rows_selected.connect(self._select_rows)
        self.evaluate_view.data_requested.connect(lambda: self.tabs.setCurrentWidget(self.table_view))
        self.files.evaluation_state = self.evaluate_view.saved_state
        self.files.project_opened.connect(lambda project: self.evaluate_view.restore(project.evaluation))
        self.files.em_state = lambda: saved_runs.saved_state(self.em_lab, self.incomplete_lab)
        self.files.project_opened.connect(lambda p: saved_runs.restore(self.em_lab, self.incomplete_lab, p.em))
        editor = self.table_view.editor  # the learning mode, kept in the project
        self.files.learning_state = editor.saved_state
        self.files.project_opened.connect(lambda project: editor.restore(project.learning))
        editor.mode_changed.connect(self.files.changed)
        self.bayes_net_tab = BayesNetTab(self.session)
        self.files.bayes_net_state = self.bayes_net_tab.saved_state
        self.files.bayes_net_revision = lambda: self.bayes_net_tab.state.revision
        self.bayes_net_tab.revised.connect(self.files.changed)
        self.files.project_opened.connect(lambda project: self.bayes_net_tab.restore(project.bayes_net))
        self.tabs = QTabWidget()
        self.tabs.addTab(self.table_view, self.tr("Data"))
        self.tabs.addTab(self.cpt_view, self.tr("Probability tables"))
        self.tabs.addTab(self.em_lab, self.tr("EM lab"))
        self.tabs.addTab(self.incomplete_lab, self.tr("EM: incomplete data"))
        self.tabs.addTab(self.region_view, self.tr("Decision regions"))
        self.tabs.addTab(self.evaluate_view, self.tr("Evaluate"))
        self.tabs.addTab(self.bayes_net_tab, self.tr("Bayesian network"))
        eliding_tabs(self.tabs)  # beside the Classify panel in presentation mode: the names shorten, never hide
        self.pages.addWidget(self.tabs)
        self.session.loaded.connect(self._show_sample_tab)  # three coins: the incomplete-data lab

    def _select_rows(self, rows) -> None:
        """Select the data table's ``rows`` (positions) and show the table: a confusion cell's rows."""
        from PySide6.QtCore import QItemSelection, QItemSelectionModel

        view = self.table_view
        selection = QItemSelection()
        model = view.model()
        for row in rows:
            selection.select(model.index(int(row), 0), model.index(int(row), model.columnCount() - 1))
        flags = QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
        view.selectionModel().select(selection, flags)
        self.tabs.setCurrentWidget(view)

    def _dock(self, name: str, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)  # saveState / restoreState need names
        dock.setWidget(scrolling(widget))  # narrower than its content on a small screen, with scroll bars
        self.addDockWidget(area, dock)
        return dock

    def _build_docks(self) -> None:
        from bayesgui.qt.classify.loss_editor import LossEditor
        from bayesgui.qt.classify.posterior_view import PosteriorView
        from bayesgui.qt.classify.query_form import QueryForm
        from bayesgui.qt.classify.work_panel import WorkPanel
        from bayesgui.qt.model.model_panel import ModelPanel
        from bayesgui.qt.table.column_panel import ColumnPanel

        self.column_panel = ColumnPanel(self.session)
        self.model_panel = ModelPanel(self.session)
        self.model_panel.rows_selected.connect(self._select_rows)
        self.query_form = QueryForm(self.session)
        self.posterior_view = PosteriorView(self.session)
        self.loss_editor = LossEditor(self.session)
        self.work_panel = WorkPanel(self.session)
        classify = QSplitter(Qt.Orientation.Vertical)
        classify.addWidget(self.query_form)
        classify.addWidget(self.posterior_view)
        left, right, bottom = (
            Qt.DockWidgetArea.LeftDockWidgetArea,
            Qt.DockWidgetArea.RightDockWidgetArea,
            Qt.DockWidgetArea.BottomDockWidgetArea,
        )
        self.docks = [
            self._dock("columns", self.tr("Columns"), self.column_panel, left),
            self._dock("model", self.tr("Model"), self.model_panel, left),
            self._dock("classify", self.tr("Classify"), classify, right),
            self._dock("loss", self.tr("Loss matrix"), self.loss_editor, right),
            self._dock("work", self.tr("Show your work"), self.work_panel, bottom),
        ]
        classify.setSizes([300, 320])
        classify.setStretchFactor(0, 2)  # a taller dock: the query form and the bars both grow, 2 : 3
        classify.setStretchFactor(1, 3)
        self.classify_splitter = classify
        from bayesgui.qt.model.learning_panel import LearningPanel

        self.learning_panel = LearningPanel(self.table_view.editor)  # Zhou §7.3: a tab below the Classify panel
        self.learning_dock = self._dock("learning", self.tr("Learning mode"), self.learning_panel, right)
        self.docks.append(self.learning_dock)  # (the workspaces place it: the Classify workspace shows it)

    # ------------------------------------------------------------------ signals
    def _connect(self) -> None:
        s = self.session
        self._page_switch = PageSwitch(self)
        s.dataset_changed.connect(self._on_dataset_changed)
        s.model_changed.connect(self._on_model_changed)
        s.error.connect(self.show_error)
        REPORTER.internal.connect(self._on_internal)
        s.undo_stack.cleanChanged.connect(self._update_title)
        for runner in self._runners():
            runner.progressed.connect(self._on_progress)
            runner.busy_changed.connect(self._on_busy_changed)
        s.pending_changed.connect(self._on_busy_changed)
        s.trainer.succeeded.connect(self._on_trained)
        s.trainer.cancelled.connect(self._on_training_cancelled)
        s.predictor.succeeded.connect(self._on_predicted)
        s.predictor.cancelled.connect(self._on_prediction_cancelled)
        self.loader.failed.connect(self.show_error)
        self.loader.succeeded.connect(self._on_data_loaded)
        self.cancel_button.clicked.connect(self.cancel_jobs)
        self.files.changed.connect(self._update_title)
        self.files.error.connect(self.show_error)
        self.files.recent_changed.connect(self._show_recent_files)
        self._show_recent_files()
        self.start_page.sample_chosen.connect(self.files.open_sample)
        self.start_page.file_chosen.connect(self.open_any)
        self.start_page.open_requested.connect(self.files.open_dialog)

    def _show_recent_files(self) -> None:
        self.start_page.set_recent_files(self.files.recent_files())

    def current_plot(self) -> QWidget:
        """What "Export plot" saves: the picture on screen (``workspaces.export_picture``)."""
        from bayesgui.app.workspaces import export_picture

        return export_picture(self)

    def plot_name(self) -> str:
        """Export plot's file name: the picture's and the data's names."""
        from bayesgui.app.workspaces import picture_name

        return picture_name(self)

    def _show_sample_tab(self) -> None:
        show_sample_tab(self)

    def _on_predicted(self, predictions) -> None:
        self.tabs.setCurrentWidget(self.table_view)
        self.status_label.setText(self.tr("Classified %n row(s)", "", len(predictions.decision)))

    def _on_dataset_changed(self) -> None:
        dataset = self.session.dataset
        if dataset is None or not self._built:
            self._show_page()
        else:  # in a later turn (app.page_switch)
            self._page_switch.start()
        self.show_notices()
        self._update_title()

    def _show_page(self) -> None:
        self._page_switch.show_page()

    def _on_model_changed(self) -> None:
        model = self.session.model  # trained on the current table: its encoding's notes belong to it
        self._model_notes = (self.session.dataset, () if model is None else model.notes)
        self.show_notices()

    def show_notices(self) -> None:
        """The notice bar says that the table is streamed, and lists what reading the table, and encoding it for the
        last model, assumed."""
        dataset = self.session.dataset
        shown_with, notes = self._model_notes
        notes = notes if shown_with is dataset else ()  # a kind or the target changed since: not yet retrained
        streamed = self.streamed.notice() if hasattr(self, "streamed") else None
        first = (streamed,) if streamed else ()
        self.notices.set_messages(() if dataset is None else dict.fromkeys((*first, *dataset.warnings, *notes)))

    def _update_title(self) -> None:
        name = self.files.display_name()
        star = "*" if self.files.is_modified() else ""
        self.setWindowTitle(f"{name}{star} — BayesGUI" if name else "BayesGUI")

    def show_error(self, message: str) -> None:
        """Errors are shown, never fatal: the message box is non-blocking for the rest of the app, and a message
        already on screen is not stacked (``show_message``). An internal error (a ``Failure`` with details) is
        shown once, when ``REPORTER`` announces it, whichever view's job or command it stopped."""
        if getattr(message, "internal", False):
            return
        self._show_box(message)

    def _on_internal(self, failure) -> None:
        if self.isVisible() and not self._handing_over:
            self._show_box(failure)

    def _show_box(self, message: str) -> None:
        self.status_label.setText(message.splitlines()[0] if message else "")
        show_message(self, message, self.tr("BayesGUI"))
        self.last_error = message

    # ------------------------------------------------------------------ opening (menus, start page, drops)
    def open_any(self, path: str, target: str | None = None) -> None:
        self.files.open_any(path, target=target)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        urls = [u.toLocalFile() for u in event.mimeData().urls() if u.isLocalFile()]
        if urls:
            self.open_any(urls[0])
            event.acceptProposedAction()

    # ------------------------------------------------------------------ layout memory and closing
    def _restore_layout(self, use_saved: bool = True) -> None:
        """Each workspace's docks as they were left (``use_saved``), else the defaults: fitted to the window's size
        if it is shown already (a deferred build), else once it is (the end of ``_build``)."""
        self._layout_restored = self.isVisible()  # (a second fit of the same size: ~20 ms of dock layout, for nothing)
        if use_saved:
            self.workspaces.load()
            split = QSettings().value("window/classify_split")  # the query form and the bars in the Classify dock
            if isinstance(split, QByteArray):
                self.classify_splitter.restoreState(split)
        self.workspaces.show_current()

    def fit_screen(self, width: int = 1400, height: int = 900) -> None:
        """The first window: ``width`` × ``height``, or its screen's available room (maximised) when smaller."""
        from bayesgui.app.workspaces import fit_screen

        fit_screen(self, width, height)

    def save_layout(self) -> None:
        """Remember the geometry and each workspace's docks for the next start (as they are outside focus mode)."""
        if self._built and self.focus.on:
            self.actions["focus"].setChecked(False)
        QSettings().setValue("window/geometry", self.saveGeometry())
        QSettings().setValue("window/classify_split", self.classify_splitter.saveState())
        self.workspaces.remember()

    def switch_language(self, language: str) -> MainWindow:
        """Rebuild the window in another language; the session (data, model, undo history) carries over."""
        return switch_language(self, language)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._handing_over:
            forget(self)
            event.accept()
            return
        if not self.files.confirm_discard():
            event.ignore()
            return
        self.save_layout()
        self.cancel_jobs()
        self.stop_tab_jobs()  # (waited for this time: the process may end next)
        self.session.shutdown()
        self.loader.wait(3000)
        wait_for_settings()  # the recent-files list written
        event.accept()
