"""Tests of bayesgui.qt.bayes_net.query."""
