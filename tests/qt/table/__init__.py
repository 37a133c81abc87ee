"""Tests of bayesgui.qt.table."""
