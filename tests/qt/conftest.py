"""Fixtures for widget tests: a session, and one trained on watermelon 3.0 (background training waited for)."""

import pytest

from bayesgui.data import load_sample


def load_and_train(qtbot, session, dataset):
    """Load ``dataset`` into ``session`` and wait until its model is trained."""
    session.load(dataset)
    qtbot.waitUntil(lambda: session.model is not None and session.record is not None, timeout=10000)
    return session


@pytest.fixture
def melon_session(qtbot, session):
    """A session trained on watermelon 3.0 (Laplace smoothing, alpha = 1), classifying row 0."""
    return load_and_train(qtbot, session, load_sample("watermelon3"))


@pytest.fixture
def chinese(qapp):
    """The interface in Chinese (zh_CN translations installed) for one test, English again afterwards."""
    from bayesgui.app.language.translators import install_translators

    install_translators(qapp, "zh_CN")
    yield
    install_translators(qapp, "en")
