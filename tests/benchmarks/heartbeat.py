"""A heartbeat on the GUI thread: how long the event loop ever went without running a 10 ms timer.

Every gap counts, from ``start()`` to the first beat (a block right as a job starts) to the last beat and
``stop()`` (a block as it ends). ``longest_gap_ms`` is wall time (what a user feels; stretched by other processes
on a busy machine); ``longest_busy_ms`` is the GUI thread's own CPU time between two beats (the work it did in one
go: much less sensitive to the machine's load, but blind to waits for the GIL).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QElapsedTimer, QTimer


class Heartbeat:
    """``start()``, run the work, ``stop()``; then ``longest_gap_ms`` is the longest wait between beats."""

    def __init__(self, interval_ms: int = 10) -> None:
        self._clock = QElapsedTimer()
        self._timer = QTimer(interval=interval_ms)
        self._timer.timeout.connect(self._beat)
        self._gaps: list[int] = []
        self._busy: list[float] = []
        self._last = 0
        self._last_cpu = 0.0

    def start(self) -> None:
        self._gaps.clear()
        self._busy.clear()
        self._clock.start()
        self._last = self._clock.elapsed()
        self._last_cpu = time.thread_time()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        self._beat()  # the stretch since the last beat counts too

    def _beat(self) -> None:
        now, cpu = self._clock.elapsed(), time.thread_time()
        self._gaps.append(now - self._last)
        self._busy.append(1000 * (cpu - self._last_cpu))
        self._last, self._last_cpu = now, cpu

    @property
    def longest_gap_ms(self) -> float:
        return float(max(self._gaps, default=0))

    @property
    def longest_busy_ms(self) -> float:
        """The most CPU time the GUI thread spent between two beats (ms)."""
        return float(max(self._busy, default=0))
