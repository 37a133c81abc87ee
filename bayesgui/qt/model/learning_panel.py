"""The learning mode (Zhou §7.3): eager, look-up table, lazy or incremental, with the trade-off written beside the
choice, what the last table edit did to the model (old → new statistics), the look-up table, and the modes'
costs compared on the current data (a job)."""

from __future__ import annotations

import math
from collections.abc import Generator

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from bayesgui.core.learning.changes import CLASS_COUNT, LEVEL_COUNT, MEAN, OBSERVED, SCATTER, SUM, VARIANCE
from bayesgui.data import Dataset
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.qt.common.loop.task_runner import TaskRunner
from bayesgui.qt.common.text.translate import translate_template, translated
from bayesgui.qt.model.stream_panel import StreamPanel
from bayesgui.qt.table.table_editor import MODES, TableEditor
from bayesgui.report.lookup_table import lookup_html, table_of, write_lookup_csv
from bayesgui.tasks.learning import EAGER, INCREMENTAL, LAZY, LOOKUP, compare_modes
from bayesgui.tasks.progress import Progress
from bayesgui.tasks.train import model_inputs

__all__ = ["LearningPanel", "mode_costs"]

MAX_CHANGES = 200  # rows of the changes table (a pasted block of rows may touch thousands of statistics)


def mode_costs(dataset: Dataset, settings: ModelSettings) -> Generator[Progress, None, tuple]:
    """The learning modes' costs on ``dataset`` (``tasks.learning.compare_modes``) as a job."""
    yield Progress(0, 2)
    arrays = dataset.to_arrays()
    schema, X = model_inputs(arrays, settings)
    yield Progress(1, 2)
    return compare_modes(settings.build(schema), X, arrays.y, X[:1000])


class LearningPanel(QWidget):
    """See the module docstring; ``editor`` is the table's :class:`TableEditor` (it holds the mode)."""

    def __init__(self, editor: TableEditor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor = editor
        self.session = editor.session
        self.mode_box = QComboBox()
        for mode in MODES:
            self.mode_box.addItem(self.mode_names()[mode], mode)
        self.mode_box.setAccessibleName(self.tr("Learning mode"))
        self.trade_off = QLabel(wordWrap=True)
        self.bins = QSpinBox(minimum=1, maximum=50, value=1)  # 1: not binned (the special value)
        self.bins.setSpecialValueText(self.tr("no: μ and σ²"))
        self.bins.setAccessibleName(self.tr("Bins of each continuous column"))
        self.bins.setToolTip(
            self.tr(
                "Tabulate each continuous column as P(bin | c) instead of μ and σ²: this many equal-width bins over "
                "its values, counted from the table's rows"
            )
        )
        self.bins_label = QLabel(self.tr("Continuous columns in bins"))
        self.status = QLabel(wordWrap=True)
        self.changes = QTableWidget(0, 3)
        self.changes.setHorizontalHeaderLabels([self.tr("statistic"), self.tr("class"), self.tr("old → new")])
        self.changes.horizontalHeader().setStretchLastSection(True)
        self.changes.setAccessibleName(self.tr("Statistics the last edit changed"))
        self.changes.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.changes.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.lookup_dialog = QDialog(self)
        self.lookup_dialog.setWindowTitle(self.tr("Look-up table"))
        self.lookup_dialog.resize(900, 600)
        self.lookup_view = QTextBrowser()
        self.export_csv = QPushButton(self.tr("Export table as CSV…"), clicked=self._export_csv)
        self.export_html = QPushButton(self.tr("Export table as HTML…"), clicked=self._export_html)
        self.show_lookup = QPushButton(self.tr("Show the look-up table…"), clicked=self.show_lookup_table)
        self.compare_button = QPushButton(self.tr("Compare the modes"), clicked=self.compare)
        self.costs = QTableWidget(0, 4)
        self.costs.setHorizontalHeaderLabels(
            [self.tr("mode"), self.tr("training (ms)"), self.tr("per prediction (µs)"), self.tr("numbers stored")]
        )
        self.costs.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.costs.setAccessibleName(self.tr("The learning modes compared"))
        self.costs.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.cost_note = QLabel(wordWrap=True)
        self.stream = StreamPanel(editor)
        self.comparer = TaskRunner(self)
        self.comparer.succeeded.connect(self._show_costs)
        self.comparer.failed.connect(self.status.setText)

        form = QFormLayout()
        form.addRow(self.tr("Learning mode"), self.mode_box)
        form.addRow(self.bins_label, self.bins)
        exports = QHBoxLayout()
        exports.addWidget(self.export_csv)
        exports.addWidget(self.export_html)
        exports.addStretch(1)
        dialog = QVBoxLayout(self.lookup_dialog)
        dialog.addWidget(self.lookup_view, 1)
        dialog.addLayout(exports)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.trade_off)
        layout.addWidget(self.status)
        layout.addWidget(self.changes, 2)
        layout.addWidget(self.show_lookup)
        layout.addWidget(self.stream)
        layout.addWidget(self.compare_button)
        layout.addWidget(self.costs, 1)
        layout.addWidget(self.cost_note)

        self.mode_box.currentIndexChanged.connect(lambda _: editor.set_mode(self.mode_box.currentData()))
        self.bins.valueChanged.connect(lambda value: editor.set_bins(value if value > 1 else None))
        editor.mode_changed.connect(self.show_mode)
        editor.edited.connect(self.show_edit)
        self.session.model_changed.connect(self.show_edit)
        self.session.reader.ready.connect(self.show_edit)  # a binned table counted
        self.show_mode()

    # ------------------------------------------------------------------ texts
    def mode_names(self) -> dict[str, str]:
        return {
            EAGER: self.tr("Eager"),
            LOOKUP: self.tr("Look-up table"),
            LAZY: self.tr("Lazy"),
            INCREMENTAL: self.tr("Incremental"),
        }

    def trade_offs(self) -> dict[str, str]:
        return {
            EAGER: self.tr(
                "Train on the whole table: everything is estimated once; any edit means estimating it all again."
            ),
            LOOKUP: self.tr(
                "When predictions must be fast: every P(c) and P(x|c) is worked out in advance and kept in one "
                "table, so predicting is only looking numbers up and multiplying them. Any edit rebuilds the table."
            ),
            LAZY: self.tr(
                "When the data change often: nothing is trained in advance; each prediction counts what it needs "
                "from the rows as they are now. Edits cost nothing; every prediction pays for the counting."
            ),
            INCREMENTAL: self.tr(
                "When data keep arriving: a new row only adds to the counts its values touch, a deleted row "
                "subtracts them, an edited cell does both. The rest of the model is left as it was."
            ),
        }

    # ------------------------------------------------------------------ showing
    def show_mode(self) -> None:
        mode = self.editor.mode
        self.mode_box.blockSignals(True)
        self.mode_box.setCurrentIndex(MODES.index(mode))
        self.mode_box.blockSignals(False)
        self.bins.blockSignals(True)
        self.bins.setValue(self.session.lookup_bins or 1)
        self.bins.blockSignals(False)
        self.trade_off.setText(self.trade_offs()[mode])
        self.changes.setVisible(mode == INCREMENTAL)
        lookup = mode == LOOKUP
        self.show_lookup.setVisible(lookup)
        self.bins.setVisible(lookup)
        self.bins_label.setVisible(lookup)
        if not lookup:
            self.lookup_dialog.hide()
        self.show_edit()

    def show_edit(self) -> None:
        """What the last edit did to the model, in this mode's words; the look-up table when it is shown."""
        mode, model, update = self.editor.mode, self.session.model, self.editor.last_update
        dataset = self.session.dataset
        if mode == LAZY:
            rows = 0 if dataset is None else dataset.n_rows
            text = self.tr("Nothing is trained: the estimates are counted now from %n row(s).", "", rows)
        elif mode == INCREMENTAL and update is not None:
            text = self.tr("Updated, not retrained: the last edit touched %n count(s).", "", update.n_touched)
        elif mode == INCREMENTAL and self.editor.note:
            text = self.tr("Trained again: {0}").format(self.editor.note)
        elif mode == LOOKUP and model is not None:
            try:
                entries = table_of(self.session.scoring_model()).n_entries
            except ValueError:  # not naive Bayes: this model computes
                text = self.tr("Only naive Bayes models have a look-up table; this model computes.")
            else:
                text = self.tr(
                    "The bars, show your work and every prediction read the look-up table: %n number(s).", "", entries
                )
        elif model is not None:
            text = self.tr("Trained on %n row(s).", "", model.n_rows)
        else:
            text = ""
        self.status.setText(text)
        self._show_changes(update if mode == INCREMENTAL else None)
        if mode == LOOKUP:
            self._show_lookup()

    def _show_changes(self, update) -> None:
        model = self.session.model
        changes = () if update is None or model is None else update.changes[:MAX_CHANGES]
        self.changes.setRowCount(len(changes))
        names = model.schema.feature_names if model is not None else ()
        statistics = {
            LEVEL_COUNT: self.tr("count"),
            OBSERVED: self.tr("observed"),
            MEAN: "μ",
            VARIANCE: "σ²",
            SUM: "Σx",
            SCATTER: self.tr("scatter"),
        }
        classes = model.class_names if model is not None else ()
        for row, change in enumerate(changes):
            if change.statistic == CLASS_COUNT or change.feature is None:
                what = "|D_c|"
            else:
                feature = names[change.feature] if change.feature < len(names) else change.feature
                what = f"{statistics.get(change.statistic, change.statistic)}: {feature}"
                levels = model.schema.levels[change.feature] if change.feature < len(names) else None
                if change.index is not None and levels is not None and change.index < len(levels):
                    what += f" = {levels[change.index]}"
            label = change.class_label
            if isinstance(label, int | float) and not isinstance(label, bool) and 0 <= int(label) < len(classes):
                label = classes[int(label)]
            cells = (what, str(label), f"{_number(change.old)} → {_number(change.new)}")
            for column, text in enumerate(cells):
                self.changes.setItem(row, column, QTableWidgetItem(text))

    def _show_lookup(self) -> None:
        model = self.session.model
        try:
            html = "" if model is None else lookup_html(self.session.scoring_model(), translate_template)
        except ValueError:
            html = "<p>" + self.tr("Only naive Bayes models have a look-up table; this model computes.") + "</p>"
        self.lookup_view.setHtml(html)

    # ------------------------------------------------------------------ actions
    def show_lookup_table(self) -> None:
        """The printable table in its own window, a child of the main window: the panel is disabled while its dock
        is behind another dock's tab (out of the Tab order), and a child of the panel would be too."""
        window = self.window()
        if window is not self and self.lookup_dialog.parentWidget() is not window:
            self.lookup_dialog.setParent(window, self.lookup_dialog.windowFlags())
            self.lookup_dialog.setEnabled(True)  # (disabled with the panel, if it was hidden when reparented)
        self.lookup_dialog.show()
        self.lookup_dialog.raise_()

    def _export_csv(self) -> None:
        self._export(self.tr("CSV files (*.csv)"), ".csv", write_lookup_csv)

    def _export_html(self) -> None:
        def write(model, path) -> None:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(lookup_html(model, translate_template))

        self._export(self.tr("Web pages (*.html)"), ".html", write)

    def _export(self, filters: str, suffix: str, write) -> None:
        model = self.session.scoring_model()  # the table shown (binned, if chosen)
        if model is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the look-up table"), "lookup" + suffix, filters)
        if path:
            try:
                write(model, path)
            except (OSError, ValueError) as exc:
                self.session.error.emit(translated(exc))

    def compare(self) -> None:
        """Measure the modes on the current table (a job; the table below fills in when it ends)."""
        if self.session.dataset is not None and self.session.dataset.target is not None:
            self.comparer.start(mode_costs, self.session.dataset, self.session.settings)

    def _show_costs(self, costs) -> None:
        names = self.mode_names()
        self.costs.setRowCount(len(costs))
        for row, cost in enumerate(costs):
            cells = (
                names[cost.mode],
                f"{1000 * cost.ready_seconds:.3g}",
                f"{1e6 * cost.predict_seconds:.3g}",
                str(cost.stored),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.costs.setItem(row, column, item)
        touched = self.editor.last_update
        self.cost_note.setText(
            "" if touched is None else self.tr("The last edit touched %n count(s).", "", touched.n_touched)
        )


def _number(value: float) -> str:
    return "—" if value is None or (isinstance(value, float) and math.isnan(value)) else f"{value:.6g}"
