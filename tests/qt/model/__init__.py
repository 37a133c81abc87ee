"""Tests of bayesgui.qt.model."""
