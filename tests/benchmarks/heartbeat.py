"""A heartbeat on the GUI thread: how long the event loop ever went without running a 10 ms timer."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QTimer


class Heartbeat:
    """``start()``, run the work, ``stop()``; then ``longest_gap_ms`` is the longest wait between beats."""

    def __init__(self, interval_ms: int = 10) -> None:
        self._clock = QElapsedTimer()
        self._timer = QTimer(interval=interval_ms)
        self._timer.timeout.connect(self._beat)
        self._gaps: list[int] = []
        self._last = 0

    def start(self) -> None:
        self._gaps.clear()
        self._clock.start()
        self._last = self._clock.elapsed()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def _beat(self) -> None:
        now = self._clock.elapsed()
        self._gaps.append(now - self._last)
        self._last = now

    @property
    def longest_gap_ms(self) -> float:
        return float(max(self._gaps[1:] or [0]))  # the first beat measures the start-up, not a stall
