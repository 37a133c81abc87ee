"""The EM lab: fit a Gaussian mixture to one or two numeric columns and watch EM work, half-step by half-step.

EM runs in a worker (``TaskRunner`` with ``bayesgui.tasks.em.mixture.run_em``, or ``em_restarts`` for several runs
side by side); each yielded ``EMSnapshot`` is appended to the ``EmPlayer``'s history (responsibilities cut
to the drawn points), and the views are redrawn only when the player moves (its frame timer or a step),
so the GUI never blocks. Clicks on the plot place initial means; the BIC panel fits K = 1..max. The export
draws its frames with ``bayesgui.report.em.frames.EMFrameRenderer``, as the CLI's ``em --gif`` does.

``EmLab`` builds and wires the parts and reads the chosen columns; running and playing EM is ``run.EmLabRun``'s,
drawing and the points' clicks and hover ``view.EmLabView``'s, the export ``export``'s (the modules beside this one).
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from bayesgui.data import DataError
from bayesgui.qt.common.flow_layout import MIN_PLOT_HEIGHT, scrolling
from bayesgui.qt.common.loop.late_build import announce_built
from bayesgui.qt.common.loop.task_runner import TaskRunner
from bayesgui.qt.common.session import Session
from bayesgui.qt.common.text.translate import translated
from bayesgui.qt.em.controls import MAX_RESTARTS, EmControls
from bayesgui.qt.em.held_paint import HeldPaint
from bayesgui.qt.em.lab.export import ask_export
from bayesgui.qt.em.lab.run import EmLabRun
from bayesgui.qt.em.lab.view import EmLabView
from bayesgui.qt.em.one_line import OneLine
from bayesgui.qt.em.param_table import EmParamTable
from bayesgui.qt.em.player import EmPlayer
from bayesgui.qt.em.plots.bic import EmBicPlot
from bayesgui.qt.em.plots.loglik import EmLoglikPlot
from bayesgui.qt.em.plots.one_column import EmPlot1D
from bayesgui.qt.em.plots.point_picker import PointPicker
from bayesgui.qt.em.plots.two_columns import EmPlot2D
from bayesgui.qt.em.step_panel import EmStepPanel
from bayesgui.report.em.mixture_points import default_rows
from bayesgui.tasks.em.mixture import book_start, em_matrix
from bayesgui.tasks.em.points import DrawnPoints

MAX_SHOWN_POINTS = 20_000
NUMERIC_KINDS = ("continuous", "count")


class EmLab(EmLabRun, EmLabView, QWidget):
    """The EM lab tab. Call ``shutdown()`` before the window closes (it cancels and waits for the workers).

    Parts (public for the window and tests): ``controls``, ``player``, ``runner`` (the EM run's TaskRunner),
    ``plots`` (one EmPlot2D per restart), ``plot_1d``, ``loglik_plot``, ``param_table``, ``bic_plot``,
    ``step_panel`` (the step's formulas and γ table, or its practice boxes, of the first run), ``picker`` (hover
    and Shift+click on the first plot; ``chosen_rows`` are the drawn points in the γ table).
    """

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.player = EmPlayer(self)
        self.runner = TaskRunner(self)
        self._x = np.empty((0, 2))
        self._shown_rows: np.ndarray | None = None  # the drawn subsample (None: every row)
        self._shown = self._x  # its points (the rows the player's responsibilities refer to)
        self.points = DrawnPoints(self._x)  # where they are drawn (a missing coordinate filled in by EM)
        self._clicks: list[tuple[float, float]] = []  # the initial means of the next run with init "clicked"
        self._placing: list[tuple[float, float]] = []  # the means clicked so far in the placing mode
        self._replay: tuple | None = None  # a project's run being replayed: (half-step to show, its last loglik)
        self._book_start: dict | None = None  # the sample's own start for the chosen columns (init "book")
        self.chosen_rows: list[int] = []  # drawn points whose γ the table shows
        self.held_paint = HeldPaint(self)  # while playing, the plots draw a frame on a later turn
        self._stale = False  # the chosen columns changed and are not read yet (the lab was hidden)
        self.controls = EmControls()
        self.plots = [EmPlot2D()]  # one per restart: the others are built when the restarts ask for them
        self._points_args: tuple | None = None  # what the 2-D plots were last given to draw (``set_points``)
        self._plot_1d: EmPlot1D | None = None  # the 1-D picture: built when one column is first chosen (``plot_1d``)
        self.loglik_plot, self.param_table = EmLoglikPlot(), EmParamTable()
        self.bic_plot = EmBicPlot(self._bic_job)
        self.status_label = QLabel()  # one line (``OneLine``): a new message never re-lays out the lab
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.plots[0].setMinimumHeight(MIN_PLOT_HEIGHT)
        self.step_panel = EmStepPanel()
        self.step_panel.practice_box.toggled.connect(lambda _on: self._render())
        self.picker = PointPicker(self.plots[0], self._tip_for)
        self.picker.toggled.connect(self._toggle_row)
        plots_box = QWidget()
        self._grid = grid = QGridLayout(plots_box)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.plots[0], 0, 0)
        self.plots[0].clicked.connect(self._on_plot_clicked)
        self.controls.place_button.toggled.connect(self._on_place_toggled)
        self.controls.init_combo.currentIndexChanged.connect(self._on_init_chosen)
        self.plot_stack = QStackedWidget()  # the picture: it takes the room the side panel leaves
        self._plots_page = scrolling(plots_box)  # 2-D: the restarts side by side, they scroll (then 1-D: plot_1d)
        self.plot_stack.addWidget(self._plots_page)
        side_page = QWidget()  # on a small screen it scrolls, so that each plot keeps room for its axes
        side_layout = QVBoxLayout(side_page)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.controls.settings_part)
        side_layout.addWidget(self.step_panel)
        for widget, stretch in ((self.loglik_plot, 2), (self.param_table, 1), (self.bic_plot, 2)):
            side_layout.addWidget(widget, stretch)
        self.loglik_plot.setMinimumHeight(MIN_PLOT_HEIGHT)
        self.param_table.setMinimumHeight(MIN_PLOT_HEIGHT * 2 // 3)
        self.bic_plot.plot_widget.setMinimumHeight(MIN_PLOT_HEIGHT)
        self.side_panel = scrolling(side_page)  # the settings, the step's formulas, log-likelihood, θ and BIC
        self.side_panel.setMinimumWidth(side_page.fontMetrics().horizontalAdvance("0") * 30)  # its axes fit
        self.body = QSplitter(Qt.Orientation.Horizontal)  # the side panel can be dragged narrower or shut
        for widget in (self.plot_stack, self.side_panel):
            self.body.addWidget(widget)
        self.body.setSizes([680, 320])
        self.body.setStretchFactor(0, 1)
        self.body.setStretchFactor(1, 0)
        layout = QVBoxLayout(self)
        layout.addWidget(self.controls.play_part)  # play, step, speed above the picture
        layout.addWidget(self.body, 1)
        layout.addWidget(OneLine(self.status_label))
        c = self.controls
        c.columns_changed.connect(self._load_data)
        c.run_settings_changed.connect(self._on_settings_changed)
        c.play_button.clicked.connect(self._on_play)
        c.step_e_button.clicked.connect(lambda: self._ready() and self.player.step_e())
        c.step_m_button.clicked.connect(lambda: self._ready() and self.player.step_m())
        c.back_button.clicked.connect(self.player.step_back)
        c.reset_button.clicked.connect(lambda: (self.reset(), self.say("")))  # no status of a forgotten run
        c.speed_slider.valueChanged.connect(self.player.set_fps)
        c.gif_action.triggered.connect(lambda: ask_export(self, gif=True))
        c.frames_action.triggered.connect(lambda: ask_export(self, gif=False))
        self.player.set_fps(c.speed_slider.value())
        self.player.frame_changed.connect(self._render)
        self.player.state_changed.connect(self._update_buttons)
        self.runner.partial.connect(self._on_snapshot)
        self.runner.succeeded.connect(self._on_run_done)
        self.runner.failed.connect(self._on_failed)
        session.dataset_changed.connect(self._on_dataset_changed)
        self._on_dataset_changed()

    # ------------------------------------------------------------------ data and settings
    def _on_dataset_changed(self) -> None:
        dataset = self._session.dataset
        names = [] if dataset is None else [c for c in dataset.columns if dataset.kinds.get(c) in NUMERIC_KINDS]
        self.controls.set_column_names(names)
        self._load_data(choose_book=True)

    def _load_data(self, choose_book: bool = False) -> None:
        """New columns or a new table: the run and the clicked means are forgotten; a sample with a start of its
        own offers it (and, ``choose_book``, starts from it: Zhou's start of watermelon 4.0); the columns are read
        now if the lab is shown, else when it is (reading a million rows must not stall the window while another
        tab is open: it happens when a table is opened)."""
        self._clicks.clear()
        columns, dataset = self.controls.columns(), self._session.dataset
        self._book_start = book_start(dataset, columns) if dataset is not None and len(columns) == 2 else None
        self.controls.offer_book_start(len(self._book_start["weights"]) if self._book_start else 0, choose_book)
        self._stale = True
        if self.isVisible():
            self._ensure_data()
        else:
            self.reset()
            self._show_restart_plots()  # hidden plots take no room: the window's minimum size stays small

    @property
    def plot_1d(self) -> EmPlot1D:
        """The picture of a single chosen column, built the first time it is needed (~10 ms of start-up that
        a table of two numeric columns or more never needed): the second page of ``plot_stack``."""
        if self._plot_1d is None:
            plot = self._plot_1d = EmPlot1D()
            plot.setMinimumHeight(MIN_PLOT_HEIGHT)
            first = self.plots[0]  # the same words as the 2-D plots' (keyboard.name_controls)
            plot.plot_widget.setAccessibleName(first.accessibleName())
            plot.plot_widget.setAccessibleDescription(first.accessibleDescription())
            self.plot_stack.addWidget(plot)
            plot.clicked.connect(self._on_plot_clicked)
            plot.set_clicked_points(self._clicks)
            plot.set_formulas_visible(not self.step_panel.practicing)
            announce_built(plot)
        return self._plot_1d

    def _show_restart_plots(self) -> None:
        """One plot per restart; the others hidden."""
        restarts = self.controls.restarts_spin.value()
        while len(self.plots) < min(restarts, MAX_RESTARTS):
            self._add_restart_plot()
        for i, plot in enumerate(self.plots):
            plot.setVisible(i < restarts)

    def _add_restart_plot(self) -> None:
        """The plot of one more restart, beside the others, drawing what they draw (three of them, ~7 ms each,
        were built at start-up for the few who ask for restarts)."""
        plot, first, i = EmPlot2D(), self.plots[0], len(self.plots)
        plot.setMinimumHeight(MIN_PLOT_HEIGHT)
        plot.setAccessibleName(first.accessibleName())  # (named with the window's parts, keyboard.name_controls)
        plot.setAccessibleDescription(first.accessibleDescription())
        self.plots.append(plot)
        self._grid.addWidget(plot, i // 2, i % 2)
        plot.clicked.connect(self._on_plot_clicked)
        if self._points_args is not None:
            plot.set_points(*self._points_args)
        plot.set_clicked_points(self._clicks)
        plot.prepare(self.controls.k_spin.value())
        announce_built(plot)

    def _ensure_data(self) -> None:
        """Read the chosen columns if they changed since they were last read."""
        if self._stale:
            self._stale = False
            self._read_data()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._ensure_data()

    def _read_data(self) -> None:
        """Read the chosen columns and show them, without a run. No row is dropped for a missing coordinate:
        EM fills it in, and the row is drawn at its conditional mean (``tasks.em_points``)."""
        columns, dataset = self.controls.columns(), self._session.dataset
        self._x, dropped = np.empty((0, len(columns))), 0
        if dataset is not None and columns:
            try:
                self._x, dropped = em_matrix(dataset, columns, keep_missing=True)
                if np.isnan(self._x).all(axis=0).any():
                    raise DataError(self.tr("A chosen column has no value in any row."))
            except DataError as exc:
                self._x = np.empty((0, len(columns)))
                self.say(translated(exc))
        n = len(self._x)
        many = n > MAX_SHOWN_POINTS
        self._shown_rows = (
            np.sort(np.random.default_rng(0).choice(n, MAX_SHOWN_POINTS, replace=False)) if many else None
        )
        shown = self._shown = self._x[self._shown_rows] if many else self._x
        self.points = DrawnPoints(shown)
        self.chosen_rows = default_rows(shown, self._book_start["means"] if self._book_start else None)
        notes = [self.tr("showing {0} of {1} points").format(f"{len(shown):,}", f"{n:,}")] if many else []
        if n and np.isnan(self._x).any():
            incomplete = int(np.isnan(self._x).any(axis=1).sum())
            notes.append(
                self.tr("%n row(s) with a missing value, drawn at their conditional mean ± 1 sd", "", incomplete)
            )
        if dropped:
            notes.append(self.tr("%n row(s) with a missing value left out", "", dropped))
        note = "  ".join(notes)
        self.plot_stack.setCurrentWidget(self.plot_1d if len(columns) == 1 else self._plots_page)
        self.step_panel.set_formulas_shown(len(columns) != 1)  # 1-D: the plot writes them under itself
        self.param_table.set_columns(columns)
        if n and len(columns) == 1:
            self.plot_1d.set_values(self._x[:, 0], shown[:, 0], columns[0], note)
        elif n:
            low, high = np.nanmin(self._x, axis=0), np.nanmax(self._x, axis=0)
            pad = 0.1 * np.where(high > low, high - low, 1.0)
            bounds = (low[0] - pad[0], high[0] + pad[0], low[1] - pad[1], high[1] + pad[1])
            self._points_args = (self.points.start, bounds, columns, note)
            for plot in self.plots:
                plot.set_points(*self._points_args)
            self.picker.mark(self.chosen_rows)
        self._on_settings_changed()

    def _on_settings_changed(self) -> None:
        """A fitting setting changed: the run no longer matches it, so forget it."""
        if len(self._clicks) > self.controls.k_spin.value():
            self._clicks.clear()
        if self.controls.init_method() == "book" and self._book_start:
            self.controls.offer_book_start(len(self._book_start["weights"]))  # K is the book's
        self.reset()
        k = self.controls.k_spin.value()
        self.param_table.prepare(k)
        self._show_restart_plots()
        for plot in self.plots:
            plot.set_clicked_points(self._clicks)
            plot.prepare(k)
        if self._plot_1d is not None:
            self._plot_1d.set_clicked_points(self._clicks)
        if self.controls.place_button.isChecked():
            self.controls.place_button.setChecked(False)  # K or the columns changed: place them again

    def drawn_points(self) -> np.ndarray:
        """The points drawn (a subsample of the rows when there are many; a missing value at its column's mean)."""
        self._ensure_data()
        return self.points.start

    def clicked_means(self) -> list[tuple[float, float]]:
        """The initial means placed by clicking so far."""
        return list(self._clicks)

    def adopt(self, other: EmLab) -> None:
        """Take ``other``'s settings, clicked means and run (the same lab in a new window)."""
        self.controls.restore(other.controls.state())
        self._ensure_data()  # (before the run arrives: reading the columns would forget it)
        self._clicks = list(other.clicked_means())
        self._on_settings_changed()
        self.player.adopt(other.player)
