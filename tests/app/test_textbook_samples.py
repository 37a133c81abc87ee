"""The textbook samples open in the window with their book's preset, and reproduce the book's numbers."""

import pytest

from bayesgui.data.saved.model_settings import ModelSettings
from tests.app.conftest import open_and_train
from tests.app.test_main_window import enter_query


@pytest.mark.parametrize(("sample", "preset"), [("watermelon3", "zhou-7.3"), ("lihang4.1", "lihang-4.1")])
def test_a_textbook_sample_opens_with_its_preset(qtbot, window, sample, preset):
    open_and_train(qtbot, window, sample)
    settings = window.session.settings
    assert settings.model == "naive-bayes"
    assert all(settings.value(k) == v for k, v in settings.spec.preset(preset).values.items())
    assert window.model_panel.preset_combo.currentData() == preset


def test_li_hang_example_4_1_in_the_window(qtbot, window):
    open_and_train(qtbot, window, "lihang4.1")
    enter_query(window, {"X1": "2", "X2": "S"})
    qtbot.waitUntil(lambda: window.posterior_view.posterior_heights().get("-1") == pytest.approx(0.75))
    assert "6 / 15" in window.work_panel.plain_text()


def test_a_book_preset_stays_with_its_book_table(qtbot, window):
    """Zhou §7.3 chosen on watermelon does not follow the class to iris: iris opens with the defaults."""
    open_and_train(qtbot, window, "watermelon3")
    assert window.model_panel.preset_combo.currentData() == "zhou-7.3"
    open_and_train(qtbot, window, "iris")
    combo = window.model_panel.preset_combo
    assert combo.currentData() != "zhou-7.3" and "7.3" not in combo.currentText()
    assert window.session.settings == ModelSettings()
    window.session.set_settings(window.session.settings.replace(alpha=0.5))  # the user's own choice stays
    qtbot.waitUntil(lambda: not window.busy(), timeout=15000)
    open_and_train(qtbot, window, "penguins")
    assert window.session.settings.alpha == 0.5 and combo.currentText() == "Custom"


def test_three_coins_opens_the_incomplete_lab_in_latent_class_mode_ready_to_run(qtbot, window):
    window.open_any("three-coins")
    qtbot.waitUntil(lambda: window.session.dataset is not None and not window.busy(), timeout=15000)
    lab = window.incomplete_lab
    assert window.tabs.currentWidget() is lab and lab.mode_combo.currentData() == "everything"
    with qtbot.waitSignal(lab.runner.stopped, timeout=20000):
        lab.run_button.click()  # no target to choose first
    assert lab.frames and "target" not in lab.status_label.text()
    open_and_train(qtbot, window, "iris")  # a table without such a wish leaves the tab alone
    assert window.tabs.currentWidget() is lab
