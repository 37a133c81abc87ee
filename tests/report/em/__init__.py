"""Tests of bayesgui.report.em."""
