"""The Evaluate tab: run an evaluation, a model comparison, a learning curve or the smoothing explorer in the
worker, and show the results. Every number comes from the report objects (``Evaluation``, ``Comparison``,
``Curve``); the widgets only draw them.

A result is marked stale as soon as the data, the column kinds, the model settings or the loss matrix
change (the caption says so); a new run replaces it. A loss-matrix change is the one thing that needs no
refit, but the posteriors stay, so "Evaluate" recomputes the decisions quickly.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFileDialog, QLabel, QTabWidget, QVBoxLayout, QWidget

from bayesgui.data.errors import DataError
from bayesgui.qt.common.failure import failure
from bayesgui.qt.common.loop.task_runner import TaskRunner
from bayesgui.qt.common.plots.export import export_filter, export_plot
from bayesgui.qt.common.session import Session
from bayesgui.qt.common.text.fit import fit_tabs
from bayesgui.qt.common.text.model import model_name
from bayesgui.qt.common.text.translate import translated
from bayesgui.qt.evaluate.confusion_view import ConfusionView
from bayesgui.qt.evaluate.controls import EvaluateControls
from bayesgui.qt.evaluate.curve_plots import ReliabilityView, RiskRejectView, RocPrView
from bayesgui.qt.evaluate.curve_view import CurveView
from bayesgui.qt.evaluate.result_tables import ComparisonTable, MetricsTable, PredictionsTable, save_csv
from bayesgui.report.evaluation import state as evaluation_state
from bayesgui.report.evaluation.comparison import Comparison, Curve
from bayesgui.report.evaluation.results import Evaluation
from bayesgui.report.evaluation.streamed import tally_table
from bayesgui.tasks.compare import compare
from bayesgui.tasks.curves import learning_curve, refusal, smoothing_curve
from bayesgui.tasks.evaluate import evaluate, out_of_fold_predictions, prepared, split_columns
from bayesgui.tasks.stream_window import evaluate_streamed_table
from bayesgui.tasks.streaming.evaluate import StreamedEvaluation

_JOBS = {"evaluate": evaluate, "compare": compare, "learning": learning_curve, "smoothing": smoothing_curve}


class EvaluateView(QWidget):
    """The "Evaluate" tab. Parts: ``controls``, ``pages`` (the result views), ``runner``, ``status``.

    ``evaluation``, ``comparison``, ``learning`` and ``smoothing`` hold the last results; ``stale`` tells
    whether the session changed since. ``finished`` is sent after a result is shown; ``rows_selected``
    carries the table rows of a clicked confusion cell.
    """

    finished = Signal()
    rows_selected = Signal(object)
    data_requested = Signal()  # show the data table

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.evaluation: Evaluation | None = None
        self.comparison: Comparison | None = None
        self.learning: Curve | None = None
        self.smoothing: Curve | None = None
        self.stale = False
        self._pending: set = set()  # pages that have not drawn the current evaluation yet
        self._sampled: Evaluation | None = None  # a streamed run's sample of held-out rows, for its curve pages
        self._sample_note = ""
        self.runner = TaskRunner(self)
        self.controls = EvaluateControls()
        self.metrics = MetricsTable()
        self.confusion = ConfusionView()
        self.roc = RocPrView()
        self.risk_reject = RiskRejectView()
        self.reliability = ReliabilityView()
        self.learning_view = CurveView(self.tr("training rows"))
        self.smoothing_view = CurveView(self.tr("smoothing strength λ"))
        self.comparison_table = ComparisonTable()
        self.predictions = PredictionsTable()
        self.pages = QTabWidget()
        for widget, title in (
            (self.metrics, self.tr("Metrics")),
            (self.confusion, self.tr("Confusion matrix")),
            (self.roc, self.tr("ROC / PR")),
            (self.risk_reject, self.tr("Risk-reject")),
            (self.reliability, self.tr("Reliability")),
            (self.learning_view, self.tr("Learning curve")),
            (self.smoothing_view, self.tr("Smoothing")),
            (self.comparison_table, self.tr("Model comparison")),
            (self.predictions, self.tr("Predictions")),
        ):
            self.pages.addTab(widget, title)
        fit_tabs(self.pages)  # "Model comparison" and "Predictions" were scrolled out of the bar
        self.status = QLabel(self.tr("Press Evaluate to cross-validate the current model."))
        self.status.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.controls)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.status)
        self.pages.currentChanged.connect(lambda _i: self._show_page(self.pages.currentWidget()))
        self.controls.run_requested.connect(self.run)
        self.controls.cancel_requested.connect(self.runner.cancel)
        self.controls.export_requested.connect(self._ask_export)
        self.runner.progressed.connect(self._on_progress)
        self.runner.succeeded.connect(self._on_result)
        self.runner.failed.connect(lambda message: self._say(self.tr("Could not evaluate: {0}").format(message)))
        self.runner.cancelled.connect(lambda: self._say(self.tr("Cancelled.")))
        self.runner.busy_changed.connect(self.controls.set_busy)
        self.confusion.rows_selected.connect(self.rows_selected)
        self.predictions.beside_data.clicked.connect(self.show_beside_data)
        for signal in (session.dataset_changed, session.settings_changed, session.loss_changed):
            signal.connect(self._mark_stale)
        session.dataset_changed.connect(self._offer_split_columns)
        session.settings_changed.connect(self._offer_curves)
        self._offer_split_columns()
        self._offer_curves()

    # ------------------------------------------------------------------ running
    def _offer_split_columns(self) -> None:
        dataset = self._session.dataset
        self.controls.set_split_columns([] if dataset is None else split_columns(dataset))

    def _offer_curves(self) -> None:
        """Offer a curve only for a model that can give it; the button's tooltip says why not."""
        settings = self._session.settings
        for kind in ("learning", "smoothing"):
            reason = refusal(kind, settings)
            self.controls.set_offered(kind, None if reason is None else translated(reason))

    def run(self, kind: str = "evaluate") -> bool:
        """Start a job: "evaluate", "compare", "learning" or "smoothing"; False, with a message, if it cannot."""
        dataset = self._session.dataset
        if dataset is None or dataset.target is None:
            self._say(self.tr("Load a table and choose its target column first."))
            return False
        reason = refusal(kind, self._session.settings)
        if reason is not None:  # asked before the job: the model cannot give this curve
            self._say(translated(reason))
            return False
        resampling = self.controls.resampling()
        if self._session.stream.on and kind == "evaluate":
            return self._run_streamed(resampling)
        where = {}
        if kind in ("learning", "smoothing") and resampling.kind != "kfold":
            resampling = type(resampling)(k=5, seed=resampling.seed)
        elif resampling.kind == "split":
            where = {"split_column": self.controls.split_column()}
        self._kind = kind
        self._say(self.tr("Running…"))
        job = _JOBS[kind](dataset, self._session.settings, self._session.loss, resampling, **where)
        self.runner.start(prepared, job)
        return True

    def _run_streamed(self, resampling) -> bool:
        """k-fold or hold-out on every row of the streamed file (two passes); other schemes need the table."""
        if resampling.kind not in ("kfold", "holdout") or resampling.repeats > 1:
            self._say(self.tr("A streamed table is evaluated by k-fold (one repeat) or hold-out only."))
            return False
        s = self._session
        self._kind = "streamed"
        self._say(self.tr("Running…"))
        self.runner.start(evaluate_streamed_table, s.stream.table, s.dataset, s.settings, s.loss, resampling)
        return True

    def _on_progress(self, progress) -> None:
        self.controls.progress.setMaximum(max(progress.total, 1))
        self.controls.progress.setValue(progress.done)
        if progress.message:
            self._say(translated(progress.message))

    def _on_result(self, result) -> None:
        self.stale = False
        if isinstance(result, StreamedEvaluation):  # every row of a streamed file: its counts and sums
            self.show_streamed(result)
            values = result.tally.summary()
            text = self.tr("{0}, {1} on every row of the file (streamed): accuracy {2:.3f}, risk {3:.3f}.")
            scheme = self.controls.scheme.currentText()  # (the scheme's name in the interface's language)
            self._say(text.format(model_name(result.model), scheme, values["accuracy"], values["risk"]))
            self.finished.emit()
            return
        if isinstance(result, Evaluation):
            self.show_evaluation(result)
            self.pages.setCurrentWidget(self.metrics)
        elif isinstance(result, Comparison):
            self.comparison = result
            self.comparison_table.show_comparison(result)
            mine = [e for e in result.evaluations if e.model == self._session.settings.model]
            if mine:
                self.show_evaluation(mine[0])
            self.pages.setCurrentWidget(self.comparison_table)
        elif self._kind == "learning":
            self.learning = result
            self.learning_view.show_curve(result)
            self.pages.setCurrentWidget(self.learning_view)
        else:
            self.smoothing = result
            self.smoothing_view.show_curve(result)
            self.pages.setCurrentWidget(self.smoothing_view)
        self._say(self._summary())
        self.finished.emit()

    def show_streamed(self, result: StreamedEvaluation) -> None:
        """A streamed evaluation: the confusion matrix and the metrics table from its counts and sums; the pages
        that need every held-out row's posterior say so (drawn now: they are empty, nothing to defer)."""
        self.show_evaluation(None)
        self._pending.clear()
        self.metrics.show_streamed(tally_table(result.tally), result.classes, result.tally.n_rows)
        self.confusion.show_tally(result)
        self.predictions.show_evaluation(None)  # (the rows are the file's, not the preview's)
        curves = result.curves
        if curves is None:
            why = self.tr(
                "Not drawn for a streamed evaluation: this page needs every held-out row's posterior, and a "
                "streamed run keeps only the confusion counts and sums (see the Metrics and Confusion matrix pages)."
            )
            for page in (self.roc, self.risk_reject, self.reliability):
                page.show_evaluation(None)
                page.note.setText(why)
        else:  # drawn when opened, as an in-memory run's
            self._sampled = curves
            self._sample_note = self.tr(
                "Drawn from a uniform random sample of {0} of the {1} held-out rows with their posteriors (a "
                "streamed run keeps no more)."
            ).format(f"{len(curves.y):,}", f"{result.tally.n_rows:,}")
            self._pending = {self.roc, self.risk_reject, self.reliability}
        self.pages.setCurrentWidget(self.metrics)

    def show_evaluation(self, evaluation: Evaluation | None) -> None:
        """Show ``evaluation`` on the page in view now, on the other pages when they are opened (each page of a
        million rows takes tens of milliseconds to draw: this keeps the GUI thread free)."""
        self.evaluation, self._sampled = evaluation, None
        for page in (self.roc, self.reliability):  # (a streamed run's note; their curves say the rest)
            page.note.clear()
        self._pending = {self.metrics, self.confusion, self.roc, self.risk_reject, self.reliability, self.predictions}
        self._show_page(self.pages.currentWidget())

    def _show_page(self, page) -> None:
        if page in self._pending:
            self._pending.discard(page)
            if self._sampled is None:
                page.show_evaluation(self.evaluation)
                return
            page.show_evaluation(self._sampled)  # a streamed run's curves: its sample of held-out rows, said
            page.note.setText(" ".join(t for t in (self._sample_note, page.note.text()) if t))

    def _summary(self) -> str:
        e = self.evaluation
        if e is None:
            return self.tr("Done.")
        values = e.table.values
        text = self.tr(
            "{0}: accuracy {1:.3f}, risk {2:.3f} (the model expects {3:.3f}); %n row(s) used, {4} skipped.",
            "",
            e.n_used,
        )
        name = model_name(e.model)
        return text.format(name, values["accuracy"], values["risk"], values["expected_risk"], e.n_skipped)

    def show_beside_data(self) -> bool:
        """Put the out-of-fold predictions in the data table (k-fold and leave-one-out runs only)."""
        predictions = None if self.evaluation is None else out_of_fold_predictions(self.evaluation)
        if predictions is None:
            self._say(self.tr("Only a k-fold or leave-one-out run predicts every row of the table."))
            return False
        self._session.show_predictions(predictions)
        self.data_requested.emit()
        return True

    # ------------------------------------------------------------------ projects
    def saved_state(self) -> dict | None:
        """What a project keeps of this tab: the last evaluation (``report.evaluation_state``), or None."""
        dataset = self._session.dataset
        if self.evaluation is None or dataset is None:
            return None
        return evaluation_state.to_state(self.evaluation, dataset.kinds, dataset.target)

    def restore(self, state: dict | None) -> None:
        """Show a project's saved evaluation, stale unless it was run on the session's current setup."""
        if not state:
            return
        try:
            evaluation = evaluation_state.from_state(state)
        except (KeyError, TypeError, ValueError) as exc:
            self._say(self.tr("The project's evaluation could not be read: {0}").format(failure(exc)))
            return
        self.show_evaluation(evaluation)
        s = self._session
        current = s.dataset is not None and evaluation_state.is_current(
            state, s.dataset.kinds, s.dataset.target, s.settings, s.loss
        )
        self.stale = not current
        if current:
            self._say(self.tr("Saved with the project. {0}").format(self._summary()))
        else:
            self._mark_stale()

    def _mark_stale(self) -> None:
        if any(r is not None for r in (self.evaluation, self.comparison, self.learning, self.smoothing)):
            self.stale = True
            self._say(self.tr("Stale: the data, the model or the loss matrix changed since this run. Press Evaluate."))

    def _say(self, text: str) -> None:
        self.status.setText(text)

    # ------------------------------------------------------------------ export
    def export_current(self, path: str) -> None:
        """Save the page shown: a table as CSV, a plot as PNG or SVG (by the suffix)."""
        page = self.pages.currentWidget()
        table = getattr(page, "table", None)
        if path.lower().endswith(".csv"):
            if table is None:
                raise DataError(self.tr("This page is a plot; save it as PNG or SVG."))
            save_csv(table, path)
        else:
            export_plot(page, path)

    def _ask_export(self) -> None:
        filters = export_filter() + ";;" + self.tr("CSV table (*.csv)")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export"), "", filters)
        if path:
            try:
                self.export_current(path)
            except (OSError, ValueError) as exc:
                self._say(failure(exc))

    def shutdown(self, msecs: int = 3000) -> None:
        self.runner.cancel()
        self.runner.wait(msecs)
