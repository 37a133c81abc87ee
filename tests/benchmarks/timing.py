"""The timing rules every benchmark follows, in one place.

* Both sides of a comparison are timed **interleaved** and **best of the same N** (``interleaved``): other work on
  the machine hits both alike, and the best run is the least disturbed one.
* BLAS runs with the **same thread limit** on both sides (``blas_threads``, threadpoolctl), said in the output.
* The two sides' **results are compared** (``agree``): a difference beyond the tolerance is an error, whatever the
  timings say.
* A ratio against its target is one ``verdict``: ``PASS``, ``MISS``, or ``NOISE`` when the measured time is not
  positive (a difference of two timings that came out <= 0 measured nothing: not a pass).
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator, Sequence

BLAS_THREADS = 1  # numpy's and scipy's OpenBLAS pools otherwise fight over the cores and make small calls crawl


def in_turns(
    measures: Sequence[Callable[[], float]], repeat: int, before: Callable[[], object] | None = None
) -> list[float]:
    """The least of ``repeat`` durations (seconds) that each of ``measures`` returns; each round calls every one
    once, in turn (``before()`` ahead of each). For a side that times only part of its own run."""
    best = [float("inf")] * len(measures)
    for _ in range(repeat):
        for i, measure in enumerate(measures):
            if before is not None:
                before()
            best[i] = min(best[i], measure())
    return best


def timed(function: Callable[[], object]) -> Callable[[], float]:
    """A measure of ``function``: the wall time of one call."""

    def measure() -> float:
        start = time.perf_counter()
        function()
        return time.perf_counter() - start

    return measure


def interleaved(
    functions: Sequence[Callable[[], object]], repeat: int, before: Callable[[], object] | None = None
) -> list[float]:
    """The best wall time, in seconds, of each of ``functions`` over ``repeat`` rounds; each round calls every
    function once, in turn (``before()`` ahead of each call, off the clock)."""
    return in_turns([timed(function) for function in functions], repeat, before)


def best_time(fn: Callable[[], object], repeat: int) -> float:
    """The shortest wall time, in seconds, of ``repeat`` calls of ``fn()`` (one side, against a fixed target)."""
    return interleaved([fn], repeat)[0]


@contextlib.contextmanager
def blas_threads(limit: int = BLAS_THREADS) -> Iterator[str]:
    """Limit every BLAS / OpenMP pool (ours and the reference's: the same libraries) to ``limit`` threads, and
    print so."""
    from threadpoolctl import threadpool_info, threadpool_limits

    with threadpool_limits(limits=limit):
        pools = sorted({f"{pool['internal_api']}={pool['num_threads']}" for pool in threadpool_info()})
        line = f"BLAS threads: {limit} on both sides (threadpoolctl: {', '.join(pools) or 'no pool loaded'})"
        print(line)
        yield line


def agree(what: str, difference: float, tolerance: float) -> bool:
    """Print how far ours is from the reference; ``False`` (an error) when beyond ``tolerance``."""
    ok = bool(difference <= tolerance)  # a NaN difference is not agreement
    print(f"  {what}: {difference:.2e} (tolerance {tolerance:.0e})  {'agree' if ok else 'RESULTS DIFFER'}")
    return ok


def verdict(value: float, target: float, at_most: bool = True) -> str:
    """``PASS`` / ``MISS`` of ``value`` against ``target``; ``NOISE`` when ``value`` is not a positive number."""
    if not value > 0:
        return "NOISE"
    return "PASS" if (value <= target if at_most else value >= target) else "MISS"


class Clocks:
    """A measure of ``function`` for ``in_turns``: returns the wall time of a call and keeps the least CPU time
    (``time.process_time``: every thread of this process) in ``cpu``. On a machine shared with other work the CPU
    time of a single-threaded side is the steadier of the two; a side that runs work in other processes must not be
    judged by it."""

    def __init__(self, function: Callable[[], object]) -> None:
        self.function = function
        self.cpu = float("inf")

    def __call__(self) -> float:
        wall, cpu = time.perf_counter(), time.process_time()
        self.function()
        self.cpu = min(self.cpu, time.process_time() - cpu)
        return time.perf_counter() - wall
