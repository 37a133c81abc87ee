"""Tests of bayesgui.report.worked."""
