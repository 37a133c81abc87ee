"""Classifying one sample: the query form, posterior and risk bars, the loss matrix, show your work."""
