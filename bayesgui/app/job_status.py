"""The window's running jobs: the status bar's message, progress bar and Cancel button, Esc, and what "busy" means.

A base of :class:`~bayesgui.app.main_window.MainWindow` (its strings keep the context ``MainWindow``): it reads the
window's session, loader and the tabs that run jobs of their own (the EM labs, the decision regions, Evaluate, the
Bayesian network)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QPushButton

from bayesgui.qt.common.progress_bar import ProgressBar
from bayesgui.qt.common.text.translate import translated


class JobStatus:
    """The status bar and the jobs it shows (see the module docstring)."""

    def _build_status_bar(self) -> None:
        self.progress = ProgressBar(maximumWidth=220, textVisible=True)  # (never paints the window on the spot)
        self.cancel_button = QPushButton(QCoreApplication.translate("MainWindow", "Cancel"))
        self.cancel_button.setToolTip(QCoreApplication.translate("MainWindow", "Stop the running job (Esc)"))
        self.status_label = QLabel()
        bar = self.statusBar()
        bar.addWidget(self.status_label, 1)
        bar.addPermanentWidget(self.progress)
        bar.addPermanentWidget(self.cancel_button)
        self._show_busy(False)

    def escape(self) -> None:
        """Esc: leave focus mode, else stop every background job."""
        if self.focus.on:
            self.actions["focus"].setChecked(False)
        else:
            self.cancel_jobs()

    def _runners(self) -> tuple:
        """The runners of the jobs the status bar shows (loading, training, predicting, a streamed file's jobs)."""
        return (self.session.trainer, self.session.predictor, self.loader, self.session.stream.runner)

    def busy(self) -> bool:
        """Whether a load, training or prediction job is running."""
        return self.session.retrain_pending or any(r.busy for r in self._runners())

    def cancel_jobs(self) -> None:
        """Stop every background job (Esc, the Cancel button)."""
        for runner in self._runners():
            runner.cancel()
        self.stop_tab_jobs(0)

    def stop_tab_jobs(self, msecs: int = 3000) -> None:
        """Stop the jobs the tabs run on their own (the EM labs, the decision regions, Evaluate, the network),
        waiting up to ``msecs`` for each (0: stopped, not waited for)."""
        for tab in (self.em_lab, self.incomplete_lab, self.region_view, self.evaluate_view, self.bayes_net_tab):
            tab.shutdown(msecs)

    def _on_busy_changed(self, _busy: bool) -> None:
        self._show_busy(self.busy())

    def _on_trained(self, _model) -> None:
        self.status_label.setText(QCoreApplication.translate("MainWindow", "Model trained"))

    def _on_training_cancelled(self) -> None:
        self.status_label.setText(QCoreApplication.translate("MainWindow", "Training cancelled"))

    def _on_prediction_cancelled(self) -> None:
        self.status_label.setText(QCoreApplication.translate("MainWindow", "Prediction cancelled"))

    def _on_data_loaded(self, _dataset) -> None:
        self.status_label.setText(QCoreApplication.translate("MainWindow", "Data loaded"))

    def _show_busy(self, busy: bool) -> None:
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)
        if busy:
            self._set_progress(0, 0)

    def _on_progress(self, progress) -> None:
        self._set_progress(max(progress.total, 1), progress.done)
        self.status_label.setText(translated(progress.message))

    def _set_progress(self, total: int, done: int) -> None:
        # (a ProgressBar: its paint is queued, never done inside this slot; QProgressBar.setValue and setRange
        # repaint at once, painting every widget with an update pending: 10-20 ms a step while a job reports)
        self.progress.setRange(0, total)
        if total:
            self.progress.setValue(done)
