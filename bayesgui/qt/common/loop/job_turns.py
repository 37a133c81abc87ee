"""Turns: the long jobs run their steps one at a time, taking turns in the order they asked.

A job is a generator; a step is the work between two of its yields. Two jobs can be running at once (the window
trains while the Evaluate tab cross-validates, a lab replays while the table loads), but with turns only one of
them runs a step at any moment; a job that finishes a step and wants another goes behind the jobs already waiting.

Why: the GUI thread shares the GIL with the job threads. CPython (3.11) makes a thread that has waited a switch
interval (5 ms) for the GIL ask its holder to drop it, but only when no other thread took the GIL meanwhile. Two
busy job threads hand the GIL back and forth all the time, so the waiting GUI thread never asks, and can miss its
turn for tens of milliseconds: with training and a 10-fold evaluation running together, the window went 61 ms
without an event of which it spent 7 ms working (``tests/benchmarks/bench_evaluate_gui.py``). With one job thread
at a time, the GUI thread gets the GIL within one switch interval of asking.

Waiting for a turn blocks without the GIL. Threads a step starts itself (a parallel parse, a prefetch) are the
step's own and take no turns. (Plain ``threading``, no Qt: the turns are the job runner's, tested without Qt.)
"""

from __future__ import annotations

import threading
from collections import deque


class Turns:
    """A fair lock: ``with turns:`` waits until every thread that asked before has had its turn."""

    def __init__(self) -> None:
        self._guard = threading.Lock()
        self._owner: int | None = None
        self._waiting: deque[tuple[int, threading.Lock]] = deque()

    def acquire(self) -> None:
        """Wait for this thread's turn (first come, first served)."""
        me = threading.get_ident()
        with self._guard:
            if self._owner is None:
                self._owner = me
                return
            gate = threading.Lock()
            gate.acquire()
            self._waiting.append((me, gate))
        gate.acquire()  # opened by the thread whose turn ends, which makes this one the owner

    def release(self) -> None:
        """End this thread's turn: the longest-waiting thread's begins."""
        with self._guard:
            if self._owner != threading.get_ident():
                raise RuntimeError("a turn can only be ended by the thread whose turn it is")
            if self._waiting:
                self._owner, gate = self._waiting.popleft()
                gate.release()
            else:
                self._owner = None

    def __enter__(self) -> Turns:
        self.acquire()
        return self

    def __exit__(self, *exc) -> None:
        self.release()

    @property
    def mine(self) -> bool:
        """It is the calling thread's turn."""
        return self._owner == threading.get_ident()

    @property
    def waiting(self) -> int:
        """How many threads wait for a turn."""
        with self._guard:
            return len(self._waiting)


JOB_TURNS = Turns()
"""The turns every long job of the window takes (``task_runner`` runs each step in one)."""
