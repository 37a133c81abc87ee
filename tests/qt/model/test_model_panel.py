"""The model panel: λ slider and spin box in sync, prior and variance choices retrain, the status line."""


import pandas as pd
import pytest
from PySide6.QtCore import Qt

from bayesgui.data import Dataset
from bayesgui.qt.model.model_panel import ModelPanel


def type_into(qtbot, spin, text):
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), text.replace(".", spin.locale().decimalPoint()))
    qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Return)


def categorical_part(session):
    return next(part for kind, _, part in session.model.estimator.parts_ if kind == "categorical")


def test_alpha_zero_in_the_spin_box_retrains_with_maximum_likelihood(qtbot, melon_session, panel):
    assert panel.editor("alpha").spin.value() == 1.0 and panel.editor("alpha").slider.value() == 10
    with qtbot.waitSignal(melon_session.model_changed, timeout=10000):
        type_into(qtbot, panel.editor("alpha").spin, "0")
    assert melon_session.settings.alpha == 0
    assert categorical_part(melon_session).alpha == 0
    assert panel.editor("alpha").slider.value() == 0  # the slider follows the spin box
    qtbot.waitUntil(lambda: melon_session.record.work[0].factor("色泽").inputs["alpha"] == 0, timeout=5000)
    assert "λ = 0" in panel.editor("alpha").spin.toolTip() and "Laplace" in panel.editor("alpha").slider.toolTip()


def test_slider_and_spin_box_follow_each_other(qtbot, melon_session, panel):
    type_into(qtbot, panel.editor("alpha").spin, "2.37")
    assert panel.editor("alpha").slider.value() == 24 and melon_session.settings.alpha == pytest.approx(2.37)
    panel.editor("alpha").slider.setFocus()
    qtbot.keyClick(panel.editor("alpha").slider, Qt.Key.Key_Right)  # one slider step = 0.1
    assert panel.editor("alpha").slider.value() == 25
    assert panel.editor("alpha").spin.value() == pytest.approx(2.5)
    assert melon_session.settings.alpha == pytest.approx(2.5)
    panel.editor("alpha").slider.setValue(50)
    assert panel.editor("alpha").spin.value() == 5.0 and melon_session.settings.alpha == 5.0


def test_laplace_prior_and_unbiased_variance(qtbot, melon_session, panel):
    with qtbot.waitSignal(melon_session.model_changed, timeout=10000):
        panel.editor("prior_alpha").spin.setValue(1.0)
    assert melon_session.settings.prior_alpha == 1 and not melon_session.settings.uniform_prior
    qtbot.waitUntil(lambda: melon_session.record.work[0].prior.fraction.alpha == 1, timeout=5000)
    assert melon_session.record.prior["是"] == pytest.approx((8 + 1) / (17 + 2))

    with qtbot.waitSignal(melon_session.model_changed, timeout=10000):
        panel.editor("variance").setCurrentIndex(panel.editor("variance").findText("Unbiased 1/(n−1)"))
    assert melon_session.settings.variance == "unbiased"
    gaussian = next(part for kind, _, part in melon_session.model.estimator.parts_ if kind == "continuous")
    assert gaussian.variance == "unbiased"

    with qtbot.waitSignal(melon_session.model_changed, timeout=10000):
        panel.editor("prior_alpha").combo.setCurrentIndex(panel.editor("prior_alpha").combo.findText("Uniform 1/N"))
    assert melon_session.settings.uniform_prior
    qtbot.waitUntil(lambda: melon_session.record.prior["是"] == pytest.approx(0.5), timeout=5000)


def test_lambda_on_the_prior_is_free_and_named_as_the_books_name_it(qtbot, melon_session, panel):
    prior, alpha = panel.editor("prior_alpha"), panel.editor("alpha")
    with qtbot.waitSignal(melon_session.model_changed, timeout=10000):
        type_into(qtbot, prior.spin, "0.5")
    assert melon_session.settings.prior_alpha == 0.5 and not melon_session.settings.uniform_prior
    qtbot.waitUntil(lambda: melon_session.record.prior["是"] == pytest.approx(8.5 / 18), timeout=5000)
    assert prior.name_label.text() == "Bayesian estimate"
    with qtbot.waitSignal(melon_session.model_changed, timeout=10000):
        type_into(qtbot, prior.spin, "0")
    assert prior.name_label.text() == "maximum-likelihood estimate"
    with qtbot.waitSignal(melon_session.model_changed, timeout=10000):
        type_into(qtbot, alpha.spin, "7.5")  # above the slider's range: the spin box still takes it
    assert melon_session.settings.alpha == 7.5 and alpha.name_label.text() == "Bayesian estimate"
    alpha.spin.setValue(1.0)
    assert alpha.name_label.text() == "Laplace correction"


def test_a_preset_shows_until_a_setting_changes(qtbot, melon_session, panel):
    combo = panel.preset_combo
    for key in ("mle", "lihang-4.1", "zhou-7.3-laplace"):
        combo.setCurrentIndex(combo.findData(key))
        combo.activated.emit(combo.currentIndex())
        panel.show_settings()
        assert combo.currentData() == key  # "mle" stays "mle" though "lihang-4.1" matches it too
    assert melon_session.settings.prior_alpha == 1.0 and melon_session.settings.variance == "unbiased"
    with qtbot.waitSignal(melon_session.settings_changed, timeout=10000):
        panel.editor("prior_alpha").spin.setValue(0.5)
    assert combo.currentText() == "Custom"


def test_settings_changed_elsewhere_update_the_controls_without_echo(qtbot, melon_session, panel):
    new = melon_session.settings.replace(alpha=0.5, uniform_prior=True, count_alpha=2.0)
    melon_session.set_settings(new)
    assert panel.editor("alpha").spin.value() == 0.5 and panel.editor("alpha").slider.value() == 5
    assert panel.editor("prior_alpha").combo.currentText() == "Uniform 1/N"
    assert not panel.editor("prior_alpha").spin.isEnabled()
    assert panel.editor("count_alpha").spin.value() == 2.0
    assert melon_session.settings is new  # the controls did not write the settings back
    with qtbot.waitSignal(melon_session.model_changed, timeout=10000):
        pass


def test_status_line_says_training_then_what_was_trained(qtbot, melon_session, panel):
    assert panel.status_label.text() == "Trained on 17 rows · 2 classes"
    with qtbot.waitSignal(melon_session.trainer.busy_changed, timeout=10000):
        melon_session.train()
    assert panel.status_label.text() == "Training…"
    qtbot.waitUntil(lambda: not melon_session.trainer.busy, timeout=10000)
    assert panel.status_label.text() == "Trained on 17 rows · 2 classes"


def test_a_failed_training_is_reported_in_the_status_line(qtbot, session):
    panel = ModelPanel(session)
    qtbot.addWidget(panel)
    assert panel.status_label.text() == "No data loaded"
    frame = pd.DataFrame({"x": ["a", "b", "a"], "y": ["yes", "yes", "yes"]})
    with qtbot.waitSignal(session.trainer.failed, timeout=10000) as failure:
        session.load(Dataset.from_frame(frame, target="y", kinds={"x": "categorical"}))
    assert panel.status_label.text() == f"Training failed: {failure.args[0]}"


def test_choosing_qda_retrains_and_shows_only_its_settings(qtbot, session):
    from bayesgui.core import QDA
    from bayesgui.data import load_sample
    from tests.qt.conftest import load_and_train

    load_and_train(qtbot, session, load_sample("iris"))
    panel = ModelPanel(session)
    qtbot.addWidget(panel)
    panel.show()
    assert panel.editor("alpha").spin.isVisible() and not panel.editor("reg_param").spin.isVisible()
    with qtbot.waitSignal(session.model_changed, timeout=10000):
        panel.model_combo.setCurrentIndex(panel.model_combo.findData("qda"))
    assert isinstance(session.model.estimator, QDA)
    assert panel.editor("reg_param").spin.isVisible() and panel.editor("prior_alpha").isVisible()
    assert not panel.editor("alpha").spin.isVisible() and not panel.editor("C").spin.isVisible()
    assert "continuous and count columns only" in panel.note_label.text()
    with qtbot.waitSignal(session.model_changed, timeout=10000):
        type_into(qtbot, panel.editor("reg_param").spin, "0.5")
    assert session.model.estimator.reg_param == 0.5
    with qtbot.waitSignal(session.model_changed, timeout=10000):
        panel.model_combo.setCurrentIndex(panel.model_combo.findData("mixture"))
    assert panel.editor("n_components").spin.isVisible() and panel.editor("covariance_type").isVisible()
    with qtbot.waitSignal(session.model_changed, timeout=10000):
        panel.editor("n_components").spin.setValue(3)
    assert session.model.estimator.n_components == 3
    with qtbot.waitSignal(session.model_changed, timeout=10000):
        panel.model_combo.setCurrentIndex(panel.model_combo.findData("svm"))
    assert panel.editor("svm_lambda").spin.isVisible() and "does not apply" in panel.note_label.text()
