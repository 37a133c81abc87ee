"""The window with a semi-naive model (Zhou §7.4): the work panel writes out AODE's super-parent terms and TAN's
factors given their parents; the bars are the model's posteriors; the continuous columns are left out."""

import pytest

from tests.app.conftest import open_and_train
from tests.app.test_other_models import choose_model


@pytest.mark.parametrize(
    ("key", "words"),
    [
        ("aode", ("naive Bayes term P(c)", "joint: the average of the 1 term(s)", "falls back to naive Bayes")),
        ("tan", ("| 好瓜=是, 纹理=清晰)", "maximum weighted spanning tree")),
        ("spode", ("| 好瓜=是, 色泽=青绿)",)),
    ],
)
def test_work_panel_writes_out_each_semi_naive_model(qtbot, window, key, words):
    open_and_train(qtbot, window, "watermelon3")
    choose_model(qtbot, window, key)
    text = window.work_panel.plain_text()
    for word in words:
        assert word in text, word
    assert window.session.model.left_out == ("密度", "含糖率")
    query = window.session.query[None]
    posterior = window.session.model.estimator.predict_proba(query)[0]
    heights = window.posterior_view.posterior_heights()
    assert list(heights.values()) == pytest.approx(list(posterior), abs=1e-15)
