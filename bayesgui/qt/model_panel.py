"""The model panel: which classifier, and its hyper-parameters (smoothing λ, prior, variance, Poisson pseudo-count).

Every control writes ``session.settings`` through ``Session.set_settings`` (which retrains, debounced);
``settings_changed`` writes the controls back with their signals blocked, so nothing echoes.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from bayesgui.data.model_settings import MODELS, VARIANCES
from bayesgui.qt.session import Session

ALPHA_MAX = 5.0
SLIDER_STEPS_PER_UNIT = 10  # the slider moves in steps of 0.1, the spin box in steps of 0.01

PRIOR_FREQUENCY, PRIOR_LAPLACE, PRIOR_UNIFORM = range(3)


class ModelPanel(QWidget):
    """Controls for ``session.settings`` and a status line ("Trained on 17 rows · 2 classes" / "Training…").

    Parameters
    ----------
    session : Session
        The one source of truth; the panel reads ``settings``, ``model`` and ``trainer.busy_changed``.
    """

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._failure: str | None = None  # the last training's error, until the next one starts
        model_names = {"naive-bayes": self.tr("Naive Bayes")}

        self.model_combo = QComboBox()
        for key in MODELS:
            self.model_combo.addItem(model_names.get(key, key), key)
        self.model_combo.setToolTip(self.tr("The classifier to train"))

        alpha_tip = self.tr("λ = 1: Laplace correction; λ = 0: maximum likelihood (zero counts give probability 0)")
        self.alpha_slider = QSlider(Qt.Orientation.Horizontal)
        self.alpha_slider.setRange(0, int(ALPHA_MAX * SLIDER_STEPS_PER_UNIT))
        self.alpha_slider.setSingleStep(1)
        self.alpha_slider.setPageStep(SLIDER_STEPS_PER_UNIT)
        self.alpha_slider.setToolTip(alpha_tip)
        self.alpha_spin = QDoubleSpinBox()
        self.alpha_spin.setRange(0.0, ALPHA_MAX)
        self.alpha_spin.setSingleStep(0.01)
        self.alpha_spin.setDecimals(2)
        self.alpha_spin.setKeyboardTracking(False)
        self.alpha_spin.setToolTip(alpha_tip)
        alpha_row = QHBoxLayout()
        alpha_row.addWidget(self.alpha_slider, 1)
        alpha_row.addWidget(self.alpha_spin)

        self.prior_combo = QComboBox()
        self.prior_combo.addItem(self.tr("Frequency |D_c|/|D|"))
        self.prior_combo.addItem(self.tr("Laplace (|D_c|+1)/(|D|+N)"))
        self.prior_combo.addItem(self.tr("Uniform 1/N"))
        self.prior_combo.setToolTip(self.tr("How the class prior P(c) is estimated (N = the number of classes)"))

        variance_names = {"mle": self.tr("MLE 1/n"), "unbiased": self.tr("Unbiased 1/(n−1)")}
        self.variance_combo = QComboBox()
        for key in VARIANCES:
            self.variance_combo.addItem(variance_names.get(key, key), key)
        self.variance_combo.setToolTip(self.tr("The variance estimate of the Gaussian of continuous features"))

        self.count_alpha_spin = QDoubleSpinBox()
        self.count_alpha_spin.setRange(0.0, 10.0)
        self.count_alpha_spin.setSingleStep(0.1)
        self.count_alpha_spin.setDecimals(2)
        self.count_alpha_spin.setKeyboardTracking(False)
        self.count_alpha_spin.setToolTip(
            self.tr("Pseudo-count added to the Poisson rate of count features (0 = maximum likelihood)")
        )

        self.status_label = QLabel()
        self.status_label.setToolTip(self.tr("What the current model was trained on"))

        form = QFormLayout()
        form.addRow(self.tr("&Model:"), self.model_combo)
        alpha_label = QLabel(self.tr("Smoothing &λ:"))
        alpha_label.setBuddy(self.alpha_spin)
        form.addRow(alpha_label, alpha_row)
        form.addRow(self.tr("&Prior:"), self.prior_combo)
        form.addRow(self.tr("&Variance:"), self.variance_combo)
        form.addRow(self.tr("Poisson &pseudo-count:"), self.count_alpha_spin)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.status_label)
        layout.addStretch(1)

        self.model_combo.currentIndexChanged.connect(self._on_model_chosen)
        self.alpha_slider.valueChanged.connect(self._on_slider_moved)
        self.alpha_spin.valueChanged.connect(self._on_alpha_typed)
        self.prior_combo.currentIndexChanged.connect(self._on_prior_chosen)
        self.variance_combo.currentIndexChanged.connect(self._on_variance_chosen)
        self.count_alpha_spin.valueChanged.connect(self._on_count_alpha_typed)
        session.settings_changed.connect(self.show_settings)
        session.model_changed.connect(self.show_status)
        session.dataset_changed.connect(self._on_dataset_changed)
        session.trainer.busy_changed.connect(self._on_busy_changed)
        session.trainer.started.connect(self._on_training_started)
        session.trainer.failed.connect(self._on_training_failed)
        self.show_settings()
        self.show_status()

    # ------------------------------------------------------------------ session -> controls
    def show_settings(self) -> None:
        """Write ``session.settings`` into the controls (signals blocked)."""
        settings = self._session.settings
        controls = (self.model_combo, self.alpha_slider, self.alpha_spin, self.prior_combo, self.variance_combo)
        blockers = [QSignalBlocker(control) for control in (*controls, self.count_alpha_spin)]
        self.model_combo.setCurrentIndex(max(0, self.model_combo.findData(settings.model)))
        self.alpha_spin.setValue(settings.alpha)
        self.alpha_slider.setValue(round(settings.alpha * SLIDER_STEPS_PER_UNIT))
        if settings.uniform_prior:
            self.prior_combo.setCurrentIndex(PRIOR_UNIFORM)
        else:
            self.prior_combo.setCurrentIndex(PRIOR_LAPLACE if settings.prior_alpha > 0 else PRIOR_FREQUENCY)
        self.variance_combo.setCurrentIndex(max(0, self.variance_combo.findData(settings.variance)))
        self.count_alpha_spin.setValue(settings.count_alpha)
        del blockers

    def show_status(self) -> None:
        """ "Trained on N rows · K classes" for the current model, or why there is none."""
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
        counts = getattr(model.estimator, "class_count_", None)
        n_rows = round(float(sum(counts))) if counts is not None else dataset.n_rows if dataset else 0
        self.status_label.setText(self.tr("Trained on {0} rows · {1} classes").format(n_rows, len(model.class_names)))

    def _on_busy_changed(self, busy: bool) -> None:
        if busy:
            self.status_label.setText(self.tr("Training…"))
        else:
            self.show_status()

    def _on_dataset_changed(self) -> None:
        self._failure = None
        self.show_status()

    def _on_training_started(self) -> None:
        self._failure = None

    def _on_training_failed(self, message: str) -> None:
        self._failure = message
        self.show_status()

    # ------------------------------------------------------------------ controls -> session
    def _update(self, **changes) -> None:
        self._session.set_settings(dataclasses.replace(self._session.settings, **changes))

    def _on_model_chosen(self, index: int) -> None:
        self._update(model=self.model_combo.itemData(index))

    def _on_slider_moved(self, position: int) -> None:
        self.alpha_spin.setValue(position / SLIDER_STEPS_PER_UNIT)  # the spin box tells the session

    def _on_alpha_typed(self, value: float) -> None:
        with QSignalBlocker(self.alpha_slider):
            self.alpha_slider.setValue(round(value * SLIDER_STEPS_PER_UNIT))
        self._update(alpha=round(value, 2))

    def _on_prior_chosen(self, index: int) -> None:
        if index == PRIOR_UNIFORM:
            self._update(uniform_prior=True)
        else:
            self._update(uniform_prior=False, prior_alpha=1.0 if index == PRIOR_LAPLACE else 0.0)

    def _on_variance_chosen(self, index: int) -> None:
        self._update(variance=self.variance_combo.itemData(index))

    def _on_count_alpha_typed(self, value: float) -> None:
        self._update(count_alpha=round(value, 2))


if __name__ == "__main__":
    import sys

    from PySide6.QtWidgets import QApplication

    from bayesgui.data import load_sample

    app = QApplication(sys.argv)
    preview_session = Session()
    panel = ModelPanel(preview_session)
    preview_session.load(load_sample("watermelon3"))
    panel.show()
    code = app.exec()
    preview_session.shutdown()
    sys.exit(code)
