"""A table's columns: their names, kinds and levels (the schema), the checks, and the encoding into arrays for the
models.
"""
