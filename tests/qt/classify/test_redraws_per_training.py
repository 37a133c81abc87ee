"""A training ends with one announcement of the new record, and each panel showing it redraws once."""

import pytest

from bayesgui.data import load_sample
from bayesgui.qt.classify.posterior_view import PosteriorView
from bayesgui.qt.classify.work_panel import WorkPanel


@pytest.fixture
def panels(qtbot, session):
    posterior, work = PosteriorView(session), WorkPanel(session)
    for widget in (posterior, work):
        qtbot.addWidget(widget)
        widget.show()
    draws = {"bars": 0, "page": 0, "record_changed": 0}

    def counted(name, method):
        def call(*args, **kwargs):
            draws[name] += 1
            return method(*args, **kwargs)

        return call

    posterior._posterior.show = counted("bars", posterior._posterior.show)  # the posterior bars drawn
    work.browser.setHtml = counted("page", work.browser.setHtml)  # the worked page laid out
    session.record_changed.connect(lambda: draws.__setitem__("record_changed", draws["record_changed"] + 1))
    return posterior, work, draws


def _after_training(qtbot, session, panels, start):
    posterior, work, draws = panels
    for key in draws:
        draws[key] = 0
    with qtbot.waitSignal(session.model_changed, timeout=10000):
        start()
    qtbot.waitUntil(lambda: not (work.drawing or posterior.drawing))  # drawn in later turns
    return dict(draws)


def test_one_redraw_per_training(qtbot, session, panels):
    posterior, work, _ = panels
    session.load(load_sample("watermelon3"))  # load announces the empty record at once; then it trains
    qtbot.waitUntil(lambda: session.record is not None, timeout=10000)
    qtbot.waitUntil(lambda: not (work.drawing or posterior.drawing))
    first = session.record
    # a retraining with the same classes: the model and the record change, the loss stays
    counts = _after_training(qtbot, session, panels, lambda: session.set_settings(
        session.settings.replace(prior_alpha=1.0)))  # fmt: skip
    assert counts == {"bars": 1, "page": 1, "record_changed": 1}
    assert session.record is not first and posterior.posterior_heights() == pytest.approx(session.record.posterior)
    # a training on new classes replaces the loss matrix too: still one redraw
    counts = _after_training(qtbot, session, panels, lambda: session.set_target("纹理"))
    assert session.loss.classes == session.model.class_names and len(session.model.class_names) == 3
    assert counts == {"bars": 1, "page": 1, "record_changed": 1}
    assert list(posterior.posterior_heights()) == list(session.model.class_names)


def test_one_redraw_per_query_and_per_loss_edit(qtbot, session, panels):
    posterior, work, draws = panels
    session.load(load_sample("watermelon3"))
    qtbot.waitUntil(lambda: session.record is not None, timeout=10000)
    qtbot.waitUntil(lambda: not (work.drawing or posterior.drawing))
    for change in (lambda: session.set_query_row(5), lambda: session.set_loss(session.loss.with_cell(0, 1, 9.0))):
        for key in draws:
            draws[key] = 0
        change()
        qtbot.waitUntil(lambda: not (work.drawing or posterior.drawing))
        assert draws == {"bars": 1, "page": 1, "record_changed": 1}
