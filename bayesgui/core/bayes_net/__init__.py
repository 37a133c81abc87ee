"""Bayesian networks (Zhou §7.5), numpy only: the structure, CPTs, the score, structure search, inference, EM."""
