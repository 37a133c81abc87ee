"""The Bayesian-network tab: the graph, its tables, structure learning, inference and d-separation."""
