"""The model panel says how many rows the model skipped and why, and "Show" selects exactly those rows."""

from PySide6.QtCore import Qt

from bayesgui.data.saved.model_settings import ModelSettings
from tests.app.conftest import open_and_train


def test_show_selects_the_rows_logistic_regression_skipped(qtbot, window):
    open_and_train(qtbot, window, "penguins")
    panel = window.model_panel
    assert "11 rows with missing values used (missing factors left out)" in panel.status_label.text()
    assert not panel.show_skipped_button.isVisible()  # naive Bayes skips none
    with qtbot.waitSignal(window.session.model_changed, timeout=15000):
        window.session.set_settings(ModelSettings("logistic"))
    qtbot.waitUntil(lambda: window.session.model.settings.model == "logistic" and not window.busy(), timeout=15000)
    text = panel.status_label.text()
    assert text.startswith("Trained on 333 rows · 3 classes; 11 skipped (missing values in ") and "sex" in text
    assert panel.show_skipped_button.isVisible()
    window.tabs.setCurrentIndex(1)
    qtbot.mouseClick(panel.show_skipped_button, Qt.MouseButton.LeftButton)
    assert window.tabs.currentWidget() is window.table_view
    selected = sorted(index.row() for index in window.table_view.selectionModel().selectedRows())
    frame = window.session.dataset.frame
    assert selected == frame.index[frame.drop(columns="species").isna().any(axis=1)].tolist()
    assert len(selected) == 11
