"""The window with a non-naive model: show-your-work terms, and the SVM's decisions without posteriors."""

import pytest

from tests.app.conftest import open_and_train


def choose_model(qtbot, win, key):
    panel = win.model_panel
    with qtbot.waitSignal(win.session.model_changed, timeout=15000):
        panel.model_combo.setCurrentIndex(panel.model_combo.findData(key))
    qtbot.waitUntil(lambda: win.session.record is not None and not win.busy(), timeout=15000)


def test_lda_work_panel_shows_log_determinants_and_mahalanobis_distances(qtbot, window):
    open_and_train(qtbot, window, "iris")
    choose_model(qtbot, window, "lda")
    record = window.session.record
    text = window.work_panel.plain_text()
    assert "log|Σ| =" in text and "Δ² =" in text and "Model: LDA" in text
    heights = window.posterior_view.posterior_heights()
    assert heights == pytest.approx(record.posterior, abs=0)  # the bars are the record's numbers
    query = window.session.query[None]
    posterior = window.session.model.estimator.predict_proba(query)[0]
    assert list(heights.values()) == pytest.approx(list(posterior), abs=1e-15)
    window.tabs.setCurrentWidget(window.cpt_view)  # a hidden tab draws when shown
    assert "LDA (shared covariance) does not factor into one table per feature" in window.cpt_view.current_page().text()


def test_svm_shows_scores_and_says_the_loss_matrix_does_not_apply(qtbot, window):
    open_and_train(qtbot, window, "iris")
    choose_model(qtbot, window, "svm")
    record = window.session.record
    assert record.posterior is None
    scores = window.session.model.estimator.decision_scores(window.session.query[None])[0]
    assert list(window.posterior_view.posterior_heights().values()) == pytest.approx(list(scores), abs=1e-12)
    assert window.posterior_view.risk_heights() == {}
    assert "does not apply" in window.posterior_view.decision_text()
    assert window.loss_editor.unused_label.isVisible()
    assert "largest score" in window.work_panel.plain_text()
    choose_model(qtbot, window, "naive-bayes")
    assert not window.loss_editor.unused_label.isVisible()
