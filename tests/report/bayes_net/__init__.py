"""Tests of bayesgui.report.bayes_net."""
