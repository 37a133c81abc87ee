"""The EM lab: a Gaussian mixture fitted step by step on the user's data."""
