"""Packaging tests: the fast ones (installer scripts) always run; tests marked ``slow`` (building and running
the real bundle and .deb, minutes) run only with BAYESGUI_SLOW=1, as .ci/run does:

    BAYESGUI_SLOW=1 .venv/bin/python -m pytest tests/packaging -m slow -q
"""

import os

import pytest


def pytest_collection_modifyitems(config, items):
    if os.environ.get("BAYESGUI_SLOW") == "1":
        return
    skip = pytest.mark.skip(reason="slow packaging test: set BAYESGUI_SLOW=1 to run it")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
