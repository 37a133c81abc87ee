"""Tests of bayesgui.qt.em.plots."""
