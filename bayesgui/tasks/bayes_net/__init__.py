"""Qt-free jobs of the Bayesian-network tab: structure searches, step by step."""
