"""Tests of bayesgui.qt.classify."""
