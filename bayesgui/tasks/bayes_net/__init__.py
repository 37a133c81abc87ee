"""The Bayesian-network tab's jobs, Qt-free: structure search and Gibbs sampling."""
