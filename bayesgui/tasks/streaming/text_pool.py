"""Predict-all's CSV text made in helper processes, so that the window's process is not the one formatting.

Writing a table of predictions is mostly turning floats into their shortest text (``repr``): ~16 s of Python for
a million rows of 27 columns, with the GIL held. Done in the window's worker thread, that GIL keeps the GUI thread
waiting: CPython hands it over only when the holder is running and nobody else took it meanwhile, so a worker
that also parses, calls numpy and writes (each a release and a re-take of the GIL) left the GUI thread waiting
55-124 ms at a time for a lock it needed for 2 ms. Here each block of rows is sent to a pool of processes (one per
core, up to 4) that return its text (:func:`bayesgui.data.saved.csv_chunks.csv_blocks`, the same bytes); the
caller's thread only waits for them, without the GIL, and writes the text in order. It is also faster: the cores
format side by side. The processes run at a lower priority (nice +10): on a machine whose cores are all busy, the
GUI thread is then not left waiting for one behind them (seen: 133 ms runnable but not running, at +0).

A pool that cannot start or dies (a frozen app without ``multiprocessing.freeze_support``, a killed process) is
not an error: the blocks it did not return are formatted in the caller's thread, as before.
"""

from __future__ import annotations

import concurrent.futures
import multiprocessing
import os
from collections import deque
from collections.abc import Generator

import pandas as pd

from bayesgui.data.saved.csv_chunks import csv_blocks

__all__ = ["POOL_ROWS", "TextPool", "csv_text", "default_processes"]

POOL_ROWS = 8192  # rows a process formats at a time: ~0.1 s of its CPU, a few MB each way
NICE = 10  # the helper processes' priority below the window's
WAIT_S = 0.05  # the caller hears from the pool at least this often (progress, and a stop is honoured)


def csv_text(table: pd.DataFrame, header: bool) -> str:
    """``table`` as CSV text (in a helper process): what ``csv_blocks`` yields, joined."""
    return "".join(csv_blocks(table, header))


def _lower_priority() -> None:
    """In each helper process: run below the window (nice +10), so that on a busy machine the GUI thread, which
    needs a core for a few ms at a time, gets one at once instead of waiting behind the formatting."""
    if hasattr(os, "nice"):
        try:
            os.nice(NICE)
        except OSError:
            pass


def default_processes() -> int:
    """One process per core, up to 4 (the caller's thread mostly waits for them)."""
    return max(1, min(4, os.cpu_count() or 1))


class TextPool:
    """``with TextPool(n) as pool``: ``pool.add(table, header, mark)`` queues a table's text; ``pool.ready()`` yields
    (text, mark) in the order they were added while more than ``pending`` are outstanding, and None every
    ``WAIT_S`` while it waits; ``pool.ready(0)`` drains it. ``processes=0``: no pool, each text is made here."""

    def __init__(self, processes: int, pending: int | None = None) -> None:
        self._executor: concurrent.futures.ProcessPoolExecutor | None = None
        if processes > 0:
            try:  # spawn: forking a process with Qt's threads is not safe
                context = multiprocessing.get_context("spawn")
                self._executor = concurrent.futures.ProcessPoolExecutor(
                    processes, mp_context=context, initializer=_lower_priority
                )
            except (OSError, ValueError, NotImplementedError):
                self._executor = None
        self.pending = 2 * max(1, processes) if pending is None else pending
        self._queue: deque[tuple[pd.DataFrame, bool, object, concurrent.futures.Future[str] | None]] = deque()

    def __enter__(self) -> TextPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Stop the processes (blocks queued and not started are dropped)."""
        executor, self._executor = self._executor, None
        self._queue.clear()
        if executor is not None:
            executor.shutdown(wait=True, cancel_futures=True)

    def add(self, table: pd.DataFrame, header: bool, mark: object = None) -> None:
        future = None
        if self._executor is not None:
            try:
                future = self._executor.submit(csv_text, table, header)
            except (RuntimeError, OSError, concurrent.futures.BrokenExecutor):
                self._executor = None  # (the blocks queued before it are made here when their pool fails)
        self._queue.append((table, header, mark, future))

    def ready(self, pending: int | None = None) -> Generator[tuple[str, object] | None, None, None]:
        """(text, mark) of each block, in order, until at most ``pending`` are left; None while waiting."""
        keep = self.pending if pending is None else pending
        while len(self._queue) > keep:
            table, header, mark, future = self._queue[0]
            text = None
            if future is not None:
                while True:
                    try:
                        text = future.result(timeout=WAIT_S)
                        break
                    except concurrent.futures.TimeoutError:
                        yield None
                    except (concurrent.futures.BrokenExecutor, OSError, EOFError):
                        self._executor = None
                        break
            self._queue.popleft()
            yield (text if text is not None else csv_text(table, header)), mark
