"""The one timing rule of the benchmarks: the best of several runs (the least disturbed by other work)."""

from __future__ import annotations

import time


def best_time(fn, repeat: int) -> float:
    """The shortest wall time, in seconds, of ``repeat`` calls of ``fn()``."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best
