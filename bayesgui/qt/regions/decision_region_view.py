"""The decision-region view: two features, several models overlaid, the background coloured by minimum risk.

Fitting runs in the worker (``TaskRunner`` with ``bayesgui.tasks.regions.fit_regions``), debounced, whenever the
dataset, the model settings, the features or the ticked models change; its result is one immutable
``RegionGrid``. A loss-matrix edit only recomputes the decisions from that grid (``decision_grid``,
``decision_margins``: a few milliseconds, no refit), so the background and the boundaries follow every cell
edit at once. The SVM has no posterior: its region is the class of highest score whatever the loss. While the
view is hidden (another tab), refits and redraws wait until it is shown.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from bayesgui.core import LossMatrix
from bayesgui.qt.common.failure import failure
from bayesgui.qt.common.loop.gui_turns import gui_turns
from bayesgui.qt.common.loop.task_runner import TaskRunner
from bayesgui.qt.common.plots.export import export_filter, export_plot
from bayesgui.qt.common.session import Session
from bayesgui.qt.common.text.translate import translated
from bayesgui.qt.regions.region_controls import RegionControls
from bayesgui.qt.regions.region_plot import RegionPlot
from bayesgui.tasks.regions import RegionGrid, fit_regions, loss_for_classes, numeric_columns
from bayesgui.tasks.regions.drawing import RegionDrawing, redraw_regions

REFIT_DELAY_MS = 150
RESOLUTION = 200


class DecisionRegionView(QWidget):
    """The "Decision regions" tab. Call ``shutdown()`` before the window closes.

    Parts (public for the window and tests): ``controls``, ``plot``, ``runner`` (fits), ``drawer`` (computes the
    curves and decisions to draw under the current loss, in a worker too: ~60 ms for three models),
    ``status_label``; ``grid`` is the last fitted ``RegionGrid``. ``fitted`` is sent when a new grid is drawn,
    ``redrawn`` after every redraw.
    """

    fitted = Signal()
    redrawn = Signal()

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.grid: RegionGrid | None = None
        self._stale = self._dirty = False  # a refit / redraw put off while hidden
        self.runner = TaskRunner(self)
        self.drawer = TaskRunner(self)
        self._new_grid = False  # the drawing on its way is the first of a new grid (``fitted`` follows it)
        self.controls = RegionControls()
        self.plot = RegionPlot()
        self.plot.setToolTip(
            self.tr(
                "Background: the minimum-risk decision of the chosen model under the current loss matrix "
                "(grey hatching: reject). Lines: each ticked model's decision boundaries. Points: the "
                "training rows, coloured by class."
            )
        )
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        self.status_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.controls.setMinimumWidth(260)  # wider when its texts need it (a large font, presentation mode)
        self.controls.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        body = QHBoxLayout()
        body.addWidget(self.controls)
        body.addWidget(self.plot, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(self.status_label)
        self._timer = QTimer(self, singleShot=True, interval=REFIT_DELAY_MS)
        self._timer.timeout.connect(self.refit)
        c = self.controls
        c.features_changed.connect(self.schedule_refit)
        c.models_changed.connect(self.schedule_refit)
        c.background_changed.connect(self.redraw)
        c.contours_toggled.connect(lambda _on: self.redraw())
        c.export_requested.connect(self._ask_export)
        self.runner.succeeded.connect(self._on_fitted)
        self.runner.failed.connect(lambda message: self._clear(self.tr("Could not fit: {0}").format(message)))
        self.drawer.succeeded.connect(self._on_drawn)
        self.drawer.failed.connect(lambda message: self._clear(self.tr("Could not fit: {0}").format(message)))
        session.dataset_changed.connect(self._on_dataset_changed)
        session.settings_changed.connect(self.schedule_refit)
        session.loss_changed.connect(self.redraw)
        session.streamed.connect(self.schedule_refit)  # the rows learnt so far (the streaming demo)
        self._on_dataset_changed()

    # ------------------------------------------------------------------ fitting
    def _on_dataset_changed(self) -> None:
        dataset = self._session.dataset
        self.controls.set_columns([] if dataset is None else numeric_columns(dataset))
        self.schedule_refit()

    def schedule_refit(self) -> None:
        self._timer.start()

    def refit(self) -> bool:
        """Start fitting the ticked models on the chosen features in the worker.

        False, with a message, when it cannot; False too while the view is hidden (it refits when shown).
        """
        self._timer.stop()
        if not self.isVisible():
            self._stale = True
            return False
        self._stale = False
        session, columns, models = self._session, self.controls.columns(), self.controls.checked_models()
        dataset = session.dataset if session.streamed_dataset is None else session.streamed_dataset
        if dataset is None or columns is None:
            return self._clear(
                self.tr("Load a table with two continuous or count columns.")
                if dataset is None
                else self.controls.features_note.text()
            )
        if dataset.target is None:
            return self._clear(self.tr("Choose a target column (the class to predict) to see decision regions."))
        if columns[0] == columns[1]:
            return self._clear(self.tr("Choose two different features for the x and y axes."))
        if not models:
            return self._clear(self.tr("Tick at least one model."))
        text = self.tr("Fitting {0} model(s) on {1} and {2}…").format(len(models), *columns)
        if self.grid is not None and (self.grid.x_column, self.grid.y_column) != tuple(columns):
            self._clear(text)  # the picture of other columns goes at once
        self.plot.set_axis_labels(*columns)
        self._say(text)
        self.runner.start(fit_regions, dataset, self._session.settings, columns[0], columns[1], models, RESOLUTION)
        return True

    def _clear(self, message: str) -> bool:
        self.runner.cancel()
        self.drawer.cancel()
        self.grid = None
        gui_turns().cancel(self._place_points)
        self.plot.set_background(None, 0)
        self.plot.set_models([])
        self.plot.set_points(np.empty((0, 2)), np.empty(0, dtype=int), 0)
        self.plot.set_margins(())
        self.plot.set_contours([])
        self.plot.set_legend((), [], False, False, ("", ""))
        self.plot.set_axis_labels("", "")
        self.controls.show_accuracies([])
        self._say(message)
        return False

    def _on_fitted(self, grid: RegionGrid) -> None:
        self.grid = grid
        note = self.tr("%n row(s) with a missing value left out", "", grid.n_dropped) if grid.n_dropped else ""
        self.plot.set_frame(grid.xs, grid.ys, grid.x_column, grid.y_column, note)
        # the points in a turn of their own (20,000 placed: ~10 ms, beside the repaint of the new frame)
        gui_turns().later(self._place_points)
        self.plot.set_models([s.key for s in grid.surfaces])
        self.controls.show_accuracies([(self.controls.model_label(s.key), s.accuracy) for s in grid.surfaces])
        self._new_grid = True
        self.redraw()

    def _place_points(self) -> None:
        grid = self.grid
        if grid is not None:
            self.plot.set_points(*grid.shown_points(), len(grid.class_names))  # (sampled in the worker)

    # ------------------------------------------------------------------ drawing (no refit)
    def current_loss(self) -> tuple[LossMatrix, str]:
        """The session's loss over the grid's classes (0-1 when it has none or other classes), and a note."""
        classes = self.grid.class_names
        loss = self._session.loss
        try:
            return loss_for_classes(classes, loss), ""
        except ValueError:
            return LossMatrix.zero_one(classes), self.tr("The loss matrix is for other classes: 0-1 loss shown.")

    def redraw(self) -> None:
        """Compute the decisions, boundaries, margins and contours of the stored grid under the current loss in
        the worker (``redrawn`` is sent when they are drawn)."""
        grid = self.grid
        self._dirty = grid is not None and not self.isVisible()
        if grid is None or self._dirty:
            if self._new_grid:  # fitted while hidden: drawn when shown
                gui_turns().run_now(self._place_points)
                self._new_grid = False
                self.fitted.emit()
            return
        contours = self.controls.contours_check.isChecked()
        self.drawer.start(redraw_regions, grid, self._session.loss, self.controls.background(), contours)

    def _on_drawn(self, drawing: RegionDrawing) -> None:
        grid = self.grid
        if drawing.grid is not grid:
            return  # drawn for a grid since replaced
        gui_turns().run_now(self._place_points)  # (if their turn has not come yet: the legend reads them)
        K = len(grid.class_names)
        for key, curve in drawing.boundaries:
            self.plot.set_boundary(key, *curve)
        self.plot.set_background(drawing.decisions, K)
        self.plot.set_margins(drawing.margins)
        self.plot.set_contours(list(drawing.contours))
        models = [(s.key, self.controls.model_label(s.key)) for s in grid.surfaces]
        texts = (self.tr("reject"), self.tr("SVM margins w·x + b = ±1"))
        self.plot.set_legend(grid.class_names, models, drawing.shows_reject, drawing.has_margins, texts)
        failed = [
            self.tr("{0} could not be fitted: {1}").format(self.controls.model_label(k), translated(m))
            for k, m in grid.failures
        ]
        if drawing.background is None and grid.surfaces:
            failed.append(self.tr("Choose a fitted model for the background."))
        background = drawing.background
        shown = self.tr("Background: {0}.").format(self.controls.model_label(background)) if background else ""
        note = self.tr("The loss matrix is for other classes: 0-1 loss shown.") if drawing.loss_replaced else ""
        self._say("  ".join(t for t in (shown, note, *failed) if t))
        self.redrawn.emit()
        if self._new_grid:
            self._new_grid = False
            self.fitted.emit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._stale:
            self.schedule_refit()
        elif self._dirty:
            self.redraw()

    # ------------------------------------------------------------------ export and shutdown
    def export_target(self):
        return self.plot.export_target()

    def export(self, path):
        """Save the plot (with its legend) as PNG or SVG by the suffix; returns the path written."""
        return export_plot(self.plot, path)

    def _ask_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export decision regions"), "regions.png", export_filter())
        if not path:
            return
        try:
            self.export(path)
        except (OSError, ValueError) as exc:
            self._session.error.emit(failure(exc))
            return
        self._say(self.tr("Saved {0}").format(path))

    def shutdown(self, msecs: int = 3000) -> None:
        """Stop the worker and wait for it (call before the window closes)."""
        self._timer.stop()
        self.runner.cancel()
        self.drawer.cancel()
        self.runner.wait(msecs)
        self.drawer.wait(msecs)

    def _say(self, text: str) -> None:
        self.status_label.setText(text)
        self.status_label.setToolTip(text)
