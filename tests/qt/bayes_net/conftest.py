"""The Bayesian-network tab shown on a table, its network read (``shown_tab``), and on watermelon 2.0 (``tab``)."""

from contextlib import contextmanager

import pytest

from bayesgui.data import load_sample
from bayesgui.qt.bayes_net.tab import BayesNetTab


@contextmanager
def shown_tab(qtbot, session, dataset):
    widget = BayesNetTab(session)
    qtbot.addWidget(widget)
    widget.resize(1200, 680)
    widget.show()
    session.load(dataset)
    qtbot.waitUntil(lambda: widget.state.network is not None)
    try:
        yield widget
    finally:
        widget.shutdown()


@pytest.fixture
def tab(qtbot, session):
    with shown_tab(qtbot, session, load_sample("watermelon2")) as widget:
        yield widget
