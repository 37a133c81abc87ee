"""``python -m bayesgui.app.preview``: every feature widget opens alone on its sample (built here, never exec'd)."""

import pytest
from PySide6.QtWidgets import QWidget

from bayesgui.app import preview


@pytest.mark.parametrize("name", sorted(preview.PREVIEWS))
def test_each_widget_opens_on_its_sample_and_trains(qtbot, name):
    widget, session = preview.build(name)
    qtbot.addWidget(widget)
    try:
        widget.show()
        assert isinstance(widget, QWidget) and widget.isVisible()
        assert session.dataset is not None
        qtbot.waitUntil(lambda: session.record is not None, timeout=10000)  # trained as in the window
    finally:
        preview.close(widget, session)


def test_another_sample_can_be_chosen(qtbot):
    widget, session = preview.build("cpt_view", "spam_words")
    qtbot.addWidget(widget)
    try:
        assert session.dataset.target == "label" and "count" in session.dataset.kinds.values()
    finally:
        preview.close(widget, session)


def test_without_arguments_it_lists_the_widgets_and_samples(capsys):
    assert preview.main([]) == 0
    out = capsys.readouterr().out
    assert all(name in out for name in preview.PREVIEWS) and "watermelon3" in out


def test_an_unknown_widget_or_sample_is_refused(capsys):
    assert preview.main(["no_such_widget"]) == 2
    assert preview.main(["cpt_view", "no_such_sample"]) == 2
    assert "usage:" in capsys.readouterr().err
