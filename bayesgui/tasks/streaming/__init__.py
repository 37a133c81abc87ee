"""Streamed jobs on a table file read chunk by chunk (issue 26): the column scan, training, k-fold or hold-out
evaluation and predict-all, each a generator yielding ``Progress`` in bytes (stop it at any yield: close it)."""
