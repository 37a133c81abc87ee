"""Tables the exercise tests draw from: the bundled samples, encoded once."""

import pytest

from bayesgui.data import load_sample
from bayesgui.report.exercises.table import table_of


@pytest.fixture(scope="session")
def watermelon3():
    return table_of(load_sample("watermelon3"))


@pytest.fixture(scope="session")
def lihang41():
    return table_of(load_sample("lihang4.1"))
