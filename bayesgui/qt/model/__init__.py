"""The model panel and the probability tables of the fitted model."""
