"""The Bayesian-network tab shown on a table, its network read (``shown_tab``), and on watermelon 2.0 (``tab``);
Zhou's fig. 7.2 network (``fig72``)."""

from contextlib import contextmanager

import pytest

from bayesgui.data import load_sample
from bayesgui.data.samples import network_path
from bayesgui.data.saved.network_file import read_network
from bayesgui.qt.bayes_net.tab import BayesNetTab


@contextmanager
def shown_tab(qtbot, session, dataset, size=(1200, 680)):
    widget = BayesNetTab(session)
    qtbot.addWidget(widget)
    widget.resize(*size)
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


@pytest.fixture
def fig72():
    return read_network(network_path("zhou-fig7.2"))
