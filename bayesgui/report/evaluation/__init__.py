"""An evaluation's results, their words, the comparison of models, and their saved state."""
