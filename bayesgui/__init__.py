"""BayesGUI: learn and do Bayesian classification by pointing and clicking."""

__version__ = "0.1.0"
