"""Tests of bayesgui.qt.common."""
