"""Tests of bayesgui.qt.regions."""
