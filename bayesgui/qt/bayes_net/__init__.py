"""The Bayesian-network tab (Zhou §7.5): the graph, its tables, edits with undo, and structure learning."""
