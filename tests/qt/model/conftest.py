"""The model panel on a session trained on watermelon 3.0, shown."""

import pytest

from bayesgui.qt.model.model_panel import ModelPanel


@pytest.fixture
def panel(qtbot, melon_session):
    widget = ModelPanel(melon_session)
    qtbot.addWidget(widget)
    widget.show()
    return widget
