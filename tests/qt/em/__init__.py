"""Tests of bayesgui.qt.em."""
