"""The Bayesian-network tab's questions to the network: inference (exact posterior and Gibbs sampling) and
d-separation (with the moral graph), as side panels that follow the network shown (``QueryPanels``)."""
