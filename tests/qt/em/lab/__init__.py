"""Tests of bayesgui.qt.em.lab."""
