"""The model panel: which classifier, and its hyper-parameters.

Naive Bayes has the smoothing λ, the prior, the variance and the Poisson pseudo-count; LDA the prior
and its pooled-covariance estimate; QDA the shrinkage r; the mixture model K and the covariance type;
logistic regression C; the SVM λ. Only the rows of the chosen model are shown. Every control writes
``session.settings`` through ``Session.set_settings`` (which retrains, debounced);
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
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from bayesgui.data.model_settings import BAYESIAN_MODELS, COVARIANCE_TYPES, MODELS, VARIANCES
from bayesgui.qt.common.session import Session

ALPHA_MAX = 5.0
SLIDER_STEPS_PER_UNIT = 10  # the slider moves in steps of 0.1, the spin box in steps of 0.01

PRIOR_FREQUENCY, PRIOR_LAPLACE, PRIOR_UNIFORM = range(3)

#: the settings rows each model shows (the model row and the status are always shown)
ROWS = {
    "naive-bayes": ("alpha", "prior", "variance", "count_alpha"),
    "lda": ("prior", "variance"),
    "qda": ("prior", "reg_param"),
    "gaussian": ("prior",),
    "mixture": ("prior", "n_components", "covariance_type"),
    "logistic": ("C",),
    "svm": ("svm_lambda",),
}


def _spin(low: float, high: float, step: float, decimals: int, tip: str) -> QDoubleSpinBox:
    spin = QDoubleSpinBox()
    spin.setRange(low, high)
    spin.setSingleStep(step)
    spin.setDecimals(decimals)
    spin.setKeyboardTracking(False)
    spin.setToolTip(tip)
    return spin


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
        model_names = {
            "naive-bayes": self.tr("Naive Bayes"),
            "lda": self.tr("LDA (shared covariance)"),
            "qda": self.tr("QDA (a covariance per class)"),
            "gaussian": self.tr("Gaussian Bayes (full covariance, MLE)"),
            "mixture": self.tr("Gaussian mixture per class (EM)"),
            "logistic": self.tr("Logistic regression (non-Bayesian baseline)"),
            "svm": self.tr("Linear SVM (non-Bayesian baseline)"),
        }

        self.model_combo = QComboBox()
        for key in MODELS:
            self.model_combo.addItem(model_names.get(key, key), key)
        self.model_combo.setToolTip(
            self.tr(
                "The classifier to train. All but naive Bayes use the numeric (continuous and count) columns only; "
                "logistic regression and the SVM are discriminative baselines, not Bayesian models."
            )
        )

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

        self.reg_spin = _spin(0.0, 1.0, 0.05, 3, self.tr("QDA shrinks each class covariance: (1 − r)·S + r·I"))
        self.components_spin = QSpinBox()
        self.components_spin.setRange(1, 10)
        self.components_spin.setKeyboardTracking(False)
        self.components_spin.setToolTip(self.tr("Gaussian components K in each class's mixture, fitted by EM"))
        self.covariance_combo = QComboBox()
        for key in COVARIANCE_TYPES:
            self.covariance_combo.addItem(key, key)
        self.covariance_combo.setToolTip(self.tr("The shape of each mixture component's covariance"))
        self.c_spin = _spin(0.001, 1000.0, 0.1, 3, self.tr("Inverse regularisation: ½‖W‖² + C·Σ log-loss"))
        self.svm_lambda_spin = _spin(0.001, 1000.0, 0.05, 3, self.tr("λ of Σ [1 − yᵢ(w·xᵢ + b)]₊ + λ‖w‖²"))
        self.note_label = QLabel()
        self.note_label.setWordWrap(True)
        self.status_label = QLabel()
        self.status_label.setToolTip(self.tr("What the current model was trained on"))

        form = self._form = QFormLayout()
        form.addRow(self.tr("&Model:"), self.model_combo)
        alpha_label = QLabel(self.tr("Smoothing &λ:"))
        alpha_label.setBuddy(self.alpha_spin)
        form.addRow(alpha_label, alpha_row)
        form.addRow(self.tr("&Prior:"), self.prior_combo)
        form.addRow(self.tr("&Variance:"), self.variance_combo)
        form.addRow(self.tr("Poisson &pseudo-count:"), self.count_alpha_spin)
        form.addRow(self.tr("Shrinkage &r:"), self.reg_spin)
        form.addRow(self.tr("Components &K:"), self.components_spin)
        form.addRow(self.tr("Co&variance:"), self.covariance_combo)
        form.addRow(self.tr("&C:"), self.c_spin)
        form.addRow(self.tr("SVM &λ:"), self.svm_lambda_spin)
        self._rows = {
            "alpha": alpha_row,
            "prior": self.prior_combo,
            "variance": self.variance_combo,
            "count_alpha": self.count_alpha_spin,
            "reg_param": self.reg_spin,
            "n_components": self.components_spin,
            "covariance_type": self.covariance_combo,
            "C": self.c_spin,
            "svm_lambda": self.svm_lambda_spin,
        }
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note_label)
        layout.addWidget(self.status_label)
        layout.addStretch(1)

        self.model_combo.currentIndexChanged.connect(self._on_model_chosen)
        self.alpha_slider.valueChanged.connect(self._on_slider_moved)
        self.alpha_spin.valueChanged.connect(self._on_alpha_typed)
        self.prior_combo.currentIndexChanged.connect(self._on_prior_chosen)
        self.variance_combo.currentIndexChanged.connect(self._on_variance_chosen)
        self.count_alpha_spin.valueChanged.connect(self._on_count_alpha_typed)
        self.reg_spin.valueChanged.connect(lambda v: self._update(reg_param=round(v, 3)))
        self.components_spin.valueChanged.connect(lambda v: self._update(n_components=int(v)))
        self.covariance_combo.currentIndexChanged.connect(
            lambda i: self._update(covariance_type=self.covariance_combo.itemData(i))
        )
        self.c_spin.valueChanged.connect(lambda v: self._update(C=round(v, 3)))
        self.svm_lambda_spin.valueChanged.connect(lambda v: self._update(svm_lambda=round(v, 3)))
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
        extra = (self.count_alpha_spin, self.reg_spin, self.components_spin, self.covariance_combo)
        blockers = [QSignalBlocker(control) for control in (*controls, *extra, self.c_spin, self.svm_lambda_spin)]
        self.model_combo.setCurrentIndex(max(0, self.model_combo.findData(settings.model)))
        self.alpha_spin.setValue(settings.alpha)
        self.alpha_slider.setValue(round(settings.alpha * SLIDER_STEPS_PER_UNIT))
        if settings.uniform_prior:
            self.prior_combo.setCurrentIndex(PRIOR_UNIFORM)
        else:
            self.prior_combo.setCurrentIndex(PRIOR_LAPLACE if settings.prior_alpha > 0 else PRIOR_FREQUENCY)
        self.variance_combo.setCurrentIndex(max(0, self.variance_combo.findData(settings.variance)))
        self.count_alpha_spin.setValue(settings.count_alpha)
        self.reg_spin.setValue(settings.reg_param)
        self.components_spin.setValue(settings.n_components)
        self.covariance_combo.setCurrentIndex(max(0, self.covariance_combo.findData(settings.covariance_type)))
        self.c_spin.setValue(settings.C)
        self.svm_lambda_spin.setValue(settings.svm_lambda)
        del blockers
        shown = ROWS[settings.model]
        for name, field in self._rows.items():
            self._form.setRowVisible(field, name in shown)
        self.variance_combo.setToolTip(
            self.tr("The pooled covariance estimate: MLE divides by n, unbiased by n − K")
            if settings.model == "lda"
            else self.tr("The variance estimate of the Gaussian of continuous features")
        )
        self.note_label.setText(self._note(settings.model))

    def _note(self, model: str) -> str:
        if model == "svm":
            return self.tr(
                "Non-Bayesian baseline: the SVM gives decisions, not posteriors, so the loss matrix does not apply."
            )
        if model not in BAYESIAN_MODELS:
            return self.tr("Non-Bayesian baseline: P(c|x) is fitted directly (no prior, no likelihood).")
        if model != "naive-bayes":
            return self.tr("Uses the continuous and count columns only; categorical columns are left out.")
        return ""

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
        if counts is not None:
            n_rows = round(float(sum(counts)))
        else:
            n_rows = (dataset.n_rows if dataset else 0) - int(getattr(model.estimator, "n_skipped_", 0))
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
