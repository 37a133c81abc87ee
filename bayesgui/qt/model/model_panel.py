"""The model panel: which classifier, a textbook preset, and the form of its hyper-parameters.

The list of models, their names, notes, parameters and presets all come from the model registry
(:mod:`bayesgui.core.models.registry`); the form has one row per declared parameter and shows the rows of the chosen
model only. Every control writes ``session.settings`` through ``Session.set_settings`` (which retrains,
debounced); ``settings_changed`` writes the controls back with their signals blocked, so nothing echoes.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from bayesgui.core.models import registry
from bayesgui.core.models.spec import ModelSpec
from bayesgui.qt.common.flow_layout import compact
from bayesgui.qt.common.session import Session
from bayesgui.qt.common.text.mnemonic import set_own_text
from bayesgui.qt.common.text.model import translate
from bayesgui.qt.model.param_editors import ColumnEditor, make_editor

CUSTOM = ""  # the preset combo's data for "no preset matches"


class ModelPanel(QWidget):
    """Controls for ``session.settings`` and a status line ("Trained on 17 rows · 2 classes" / "Training…").

    Parameters
    ----------
    session : Session
        The one source of truth; the panel reads ``settings``, ``model`` and ``trainer.busy_changed``.

    Signals
    -------
    rows_selected(rows)
        "Show" was pressed: select these rows of the table (positions), the rows the model skipped.
    """

    rows_selected = Signal(object)

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._failure: str | None = None  # the last training's error, until the next one starts
        self._chosen = CUSTOM  # the preset last chosen from the combo

        self.model_combo = compact(QComboBox(), 10)  # the dock's width does not follow the longest model name
        for spec in registry.specs():
            self.model_combo.addItem(translate(spec.name), spec.key)
            self.model_combo.setItemData(self.model_combo.count() - 1, translate(spec.description), 3)  # tooltip
        self.model_combo.setToolTip(
            self.tr(
                "The classifier to train. The Gaussian models use the numeric (continuous and count) columns only; "
                "logistic regression and the SVM are discriminative baselines, not Bayesian models."
            )
        )
        self.preset_combo = compact(QComboBox(), 10)
        self.preset_combo.setToolTip(self.tr("Settings that reproduce a textbook's worked examples"))
        self.note_label = QLabel()
        self.note_label.setWordWrap(True)
        self.status_label = QLabel()
        self.status_label.setToolTip(self.tr("What the current model was trained on"))
        self.status_label.setWordWrap(True)
        self.show_skipped_button = QPushButton(self.tr("Sho&w"))
        self.show_skipped_button.setToolTip(self.tr("Select the rows the model skipped in the data table"))
        self.show_skipped_button.clicked.connect(self._show_skipped)
        self.show_skipped_button.hide()

        form = self._form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # a narrow dock puts a label above its field
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self.tr("&Model:"), self.model_combo)
        form.addRow(self.tr("Pre&set:"), self.preset_combo)
        self._editors: dict[str, QWidget] = {}  # parameter name -> its editor (one editor may edit several)
        self._labels: dict[QWidget, QLabel] = {}
        for name, param in registry.params().items():
            if name in self._editors:
                continue
            editor = make_editor(param)
            if editor is None:
                continue
            for covered in editor.names:
                self._editors[covered] = editor
            label = QLabel(translate(param.label)) if param.type is not bool else QLabel()
            label.setWordWrap(True)
            label.setBuddy(editor)
            self._labels[editor] = label
            form.addRow(label, editor)
            editor.edited.connect(self._update)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note_label)
        status = QHBoxLayout()
        status.addWidget(self.status_label, 1)
        status.addWidget(self.show_skipped_button)
        layout.addLayout(status)
        layout.addStretch(1)

        self.model_combo.currentIndexChanged.connect(lambda i: self._update({"model": self.model_combo.itemData(i)}))
        self.preset_combo.activated.connect(self._on_preset_chosen)
        session.settings_changed.connect(self.show_settings)
        session.model_changed.connect(self.show_settings)
        session.model_changed.connect(self.show_status)
        session.dataset_changed.connect(self._on_dataset_changed)
        session.trainer.busy_changed.connect(self._on_busy_changed)
        session.trainer.started.connect(self._on_training_started)
        session.trainer.failed.connect(self._on_training_failed)
        self.show_settings()
        self.show_status()

    # ------------------------------------------------------------------ public
    def editor(self, name: str) -> QWidget:
        """The widget that edits parameter ``name`` (a spin box, slider, combo box or check box editor)."""
        return self._editors[name]

    # ------------------------------------------------------------------ session -> controls
    def show_settings(self) -> None:
        """Write ``session.settings`` into the controls (signals blocked) and show the chosen model's rows."""
        settings = self._session.settings
        spec = settings.spec
        with QSignalBlocker(self.model_combo):
            self.model_combo.setCurrentIndex(max(0, self.model_combo.findData(spec.key)))
        own = {p.name: p for p in spec.params}
        for editor in dict.fromkeys(self._editors.values()):
            mine = [own[name] for name in editor.names if name in own]
            self._form.setRowVisible(editor, bool(mine) and mine[0].editor != "hidden")
            if mine:
                editor.set_help(mine[0])  # a model may explain a shared parameter its own way
                set_own_text(self._labels[editor], translate(mine[0].label) if mine[0].type is not bool else "")
            if isinstance(editor, ColumnEditor):
                editor.set_columns(self._model_columns())
            editor.show_settings(settings)
        self._show_presets(spec)
        self.note_label.setText(self._note(spec))

    def _model_columns(self) -> tuple[str, ...]:
        """The current table's feature columns the chosen model reads (a column picker's choices)."""
        dataset = self._session.dataset
        if dataset is None:
            return ()
        names = dataset.feature_names
        return tuple(names[j] for j in self._session.settings.read_columns([dataset.kinds[c] for c in names]))

    def _show_presets(self, spec: ModelSpec) -> None:
        settings = self._session.settings
        with QSignalBlocker(self.preset_combo):
            self.preset_combo.clear()
            self.preset_combo.addItem(self.tr("Custom"), CUSTOM)
            for preset in spec.presets:
                self.preset_combo.addItem(translate(preset.name), preset.key)
                self.preset_combo.setItemData(self.preset_combo.count() - 1, translate(preset.description), 3)
            matching = [p.key for p in spec.presets if all(settings.value(k) == v for k, v in p.values.items())]
            chosen = self._chosen if self._chosen in matching else (matching[0] if matching else CUSTOM)
            self.preset_combo.setCurrentIndex(self.preset_combo.findData(chosen))
        self._form.setRowVisible(self.preset_combo, bool(spec.presets))

    def _note(self, spec: ModelSpec) -> str:
        lines = [translate(spec.note)] if spec.note else []
        if spec.encoding == "numeric":
            lines.append(self.tr("Uses the continuous and count columns only; categorical columns are left out."))
        if spec.encoding == "categorical" and self._session.settings.binning() is not None:
            lines.append(
                self.tr("Uses the categorical columns, and the continuous and count columns cut into intervals (bins).")
            )
        elif spec.encoding == "categorical":
            lines.append(self.tr("Uses the categorical columns only; continuous and count columns are left out."))
        if spec.em_animation:
            lines.append(self.tr("The EM lab tab shows EM fitting a Gaussian mixture step by step on your data."))
        model = self._session.model
        if model is not None and model.settings.model == spec.key and model.left_out:
            lines.append(self.tr("Left out: {0}").format(", ".join(model.left_out)))
            if any(p.name == "bins" for p in spec.params):
                lines.append(
                    self.tr("Choose bins under Continuous columns to cut the continuous columns into intervals.")
                )
        return "\n".join(lines)

    def show_status(self) -> None:
        """ "Trained on N rows · K classes" for the current model (and the rows it skipped), or why there is none."""
        self.show_skipped_button.hide()
        if self._session.trainer.busy:
            self.status_label.setText(self.tr("Training…"))
            return
        if self._failure is not None:
            self.status_label.setText(self.tr("Training failed: {0}").format(self._failure))
            return
        model, dataset = self._session.model, self._session.dataset
        if model is None:
            if dataset is None:
                self.status_label.setText(self.tr("No data loaded"))
            elif dataset.target is None:
                self.status_label.setText(self.tr("Choose a target column to train a model"))
            else:
                self.status_label.setText(self.tr("Not trained yet"))
            return
        self.status_label.setText(self._trained_on(model))
        self.show_skipped_button.setVisible(model.rows.n_skipped > 0 and dataset is not None)

    def _trained_on(self, model) -> str:
        """ "Trained on 333 rows · 3 classes; 11 skipped (missing values in sex)" or "…; 11 rows with missing
        values used (missing factors left out)"."""
        used = model.rows
        text = (
            self.tr("Trained on %n row(s)", "", model.n_rows)
            + " · "
            + self.tr("%n class(es)", "", len(model.class_names))
        )
        reasons = []
        if used.n_missing_skipped:
            reasons.append(self.tr("missing values in {0}").format(", ".join(used.missing_columns)))
        if used.n_unlabeled:
            reasons.append(self.tr("%n row(s) without a class", "", used.n_unlabeled))
        if reasons:
            text += self.tr("; %n skipped", "", used.n_skipped) + self.tr(" ({0})").format(self.tr("; ").join(reasons))
        if used.n_missing_used:
            how = (
                self.tr("missing values filled in by EM") if used.filled_by_em else self.tr("missing factors left out")
            )
            text += self.tr("; %n row(s) with missing values used", "", used.n_missing_used) + self.tr(" ({0})").format(
                how
            )
        return text

    def _show_skipped(self) -> None:
        model = self._session.model
        if model is not None and model.rows.n_skipped:
            self.rows_selected.emit(list(model.rows.skipped))

    def _on_busy_changed(self, busy: bool) -> None:
        if busy:
            self.status_label.setText(self.tr("Training…"))
        else:
            self.show_status()

    def _on_dataset_changed(self) -> None:
        self._failure = None
        self.show_settings()  # the column pickers list the new table's columns
        self.show_status()

    def _on_training_started(self) -> None:
        self._failure = None

    def _on_training_failed(self, message: str) -> None:
        self._failure = message
        self.show_status()

    # ------------------------------------------------------------------ controls -> session
    def _update(self, changes: dict) -> None:
        self._session.set_settings(self._session.settings.replace(**changes))

    def _on_preset_chosen(self, index: int) -> None:
        key = self._chosen = self.preset_combo.itemData(index)  # shown while the settings still match it
        if key != CUSTOM:
            self._session.set_settings(self._session.settings.with_preset(key))
