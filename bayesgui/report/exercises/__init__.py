"""Exercises from a dataset: the table the core draws them from, the worksheet and answer key as HTML."""
