"""Shared test set-up: Qt always runs offscreen; the sample data is found through bayesgui.paths."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
