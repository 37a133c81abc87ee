"""Parses of a whole file (pandas' C parser, one call per part) in helper threads, paced by a generator so they
can be stopped.

A parser such as ``pandas.read_csv`` reads its file in one call that cannot yield. Reading in small chunks
instead costs a type inference and a concatenation per chunk (about 35 % more time on a 66 MB CSV).
:func:`iter_paced_parse` keeps the single call and runs it in a helper thread that reads through a gate:
each ``next()`` of the generator lets the parser read ``step`` more bytes, then waits until it has, and
yields ``(bytes read, total)``. Between two yields the parser is blocked in its ``read``, so nothing is read
while the caller is not asking for more; closing the generator (what Esc does) makes that ``read`` fail,
and the parse ends at once.

With ``ahead=n`` the parser may run up to ``n`` steps past the last yield instead of waiting for the caller at
each one: it then never stops while the caller is being woken (on an idle virtual machine each of the two
wake-ups of a step can take milliseconds, 30 % of a 66 MB parse at 4 MB steps), and a close still ends it at
its next ``read`` (every 256 KB for pandas).

:func:`iter_paced_tasks` runs several such parses (parts of one file) on a few threads through one gate:
the bytes they read together are paced, and a close stops every one of them at its next ``read``.
"""

from __future__ import annotations

import io
import queue
import threading
from collections.abc import Callable, Generator, Sequence
from typing import BinaryIO, TypeVar

__all__ = ["GatedFile", "iter_paced_parse", "iter_paced_tasks"]

T = TypeVar("T")


class _Stopped(Exception):
    """Raised inside a parser's ``read`` when the generator pacing it was closed (or another part failed)."""


class _Gate:
    """What the parsers may read, together: they wait in :meth:`admit` when they have read their allowance."""

    def __init__(self, step: int, ahead: int = 0) -> None:
        self._step = step
        self._ahead = ahead
        self._lock = threading.Condition()
        self.read_bytes = 0
        self._mark = step  # the generator yields when the parsers have read this far
        self._allowed = step * (1 + ahead)  # the parsers wait when they have read this far
        self.waiting = False  # a parser has read all it is allowed and waits in admit()
        self.stopped = False
        self.running = 0  # helper threads not yet finished
        self.error: BaseException | None = None

    @property
    def done(self) -> bool:
        return self.running == 0

    # What the parsers call (in the helper threads), around each read of their file.
    def admit(self) -> None:
        """Return when the parser may read on; raise :class:`_Stopped` if the pacing generator was closed."""
        with self._lock:
            while self.read_bytes >= self._allowed and not self.stopped:
                self.waiting = True
                self._lock.notify_all()
                self._lock.wait()
            if self.stopped:
                raise _Stopped

    def count(self, n_bytes: int) -> None:
        with self._lock:
            self.read_bytes += n_bytes
            if self._ahead and self.read_bytes >= self._mark:
                self._lock.notify_all()  # the generator may yield while the parsers go on

    def fail(self, exc: BaseException) -> None:
        """Keep the first error of a part and stop the others at their next read."""
        with self._lock:
            if self.error is None:
                self.error = exc
            self.stopped = True
            self._lock.notify_all()

    def finish(self) -> None:
        with self._lock:
            self.running -= 1
            self._lock.notify_all()

    # What the generator calls (in the caller's thread).
    def wait_for_step(self) -> bool:
        """Wait until the parsers have read one more step or their allowance (True), or have finished (False)."""
        with self._lock:
            while not (self.done or self.waiting or (self._ahead and self.read_bytes >= self._mark)):
                self._lock.wait()
            return not self.done

    def allow_step(self) -> None:
        with self._lock:
            self._mark = self.read_bytes + self._step
            self._allowed = self._mark + self._ahead * self._step
            self.waiting = False
            self._lock.notify_all()

    def stop(self) -> None:
        with self._lock:
            self.stopped = True
            self._lock.notify_all()


class GatedFile(io.RawIOBase):
    """A binary file for a parser that reads ``handle`` (at most ``limit`` bytes) only as far as the gate allows."""

    mode = "rb"  # pandas decodes what it reads from a file in binary mode

    def __init__(self, gate: _Gate, handle: BinaryIO, limit: int | None = None) -> None:
        super().__init__()
        self._gate = gate
        self._handle = handle
        self._left = limit

    def read(self, size: int | None = -1) -> bytes:
        self._gate.admit()
        if self._left is not None:
            size = self._left if size is None or size < 0 else min(size, self._left)
        data = self._handle.read(size)
        if self._left is not None:
            self._left -= len(data)
        self._gate.count(len(data))
        return data

    def readinto(self, buffer) -> int:  # for io.TextIOWrapper (other encodings than UTF-8)
        data = self.read(len(buffer))
        buffer[: len(data)] = data
        return len(data)

    def readable(self) -> bool:
        return True


def iter_paced_tasks(
    tasks: Sequence[Callable[[_Gate], T]], *, workers: int, start: int, total: int, step: int, ahead: int = 0
) -> Generator[tuple[int, int], None, list[T]]:
    """Run ``tasks`` on ``workers`` helper threads through one gate, ``step`` bytes (of all) per ``next()``.

    Each task is called with the gate and reads its file through :class:`GatedFile` objects made on it. The
    threads take the tasks in order, each the next one not yet taken. Returns the tasks' results, in order.

    Parameters
    ----------
    tasks : sequence of callables
        Each reads a part of a file through the gate it is given and returns a result.
    workers : int
        Helper threads.
    start, total, step, ahead
        As for :func:`iter_paced_parse` (``start + bytes read`` is the progress).

    Raises
    ------
    Exception
        The first error of a task, in the caller's thread (the other tasks are stopped at their next read).
    """
    gate = _Gate(step, ahead)
    todo: queue.SimpleQueue[int] = queue.SimpleQueue()
    for index in range(len(tasks)):
        todo.put(index)
    results: list[T | None] = [None] * len(tasks)

    def work() -> None:
        try:
            while not gate.stopped:
                try:
                    index = todo.get_nowait()
                except queue.Empty:
                    return
                results[index] = tasks[index](gate)
        except BaseException as exc:  # handed to the generator, which raises it in the caller's thread
            gate.fail(exc)
        finally:
            gate.finish()

    threads = [
        threading.Thread(target=work, name="paced-parse", daemon=True) for _ in range(max(1, min(workers, len(tasks))))
    ]
    gate.running = len(threads)
    for thread in threads:
        thread.start()
    try:
        while gate.wait_for_step():
            yield min(start + gate.read_bytes, total - 1), total
            gate.allow_step()
    finally:
        gate.stop()  # after a close at a yield: the parsers' blocked reads raise and the parses end
        for thread in threads:
            thread.join()
    if gate.error is not None:
        raise gate.error
    return results  # type: ignore[return-value]


def iter_paced_parse(
    handle: BinaryIO, parse: Callable[[BinaryIO], T], *, start: int, total: int, step: int, ahead: int = 0
) -> Generator[tuple[int, int], None, T]:
    """Run ``parse`` on ``handle`` in a helper thread, ``step`` bytes per ``next()``; return what it returns.

    Parameters
    ----------
    handle : binary file
        Positioned where the parse starts (``start`` bytes into the file).
    parse : callable
        Reads the file object it is given (only its ``read``) and returns the result.
    start, total : int
        The handle's position and the file's size, for the progress ``(start + bytes read, total)``.
    step : int
        Bytes read between two yields.
    ahead : int, default 0
        Steps the parser may read past the last yield while the caller has not asked for more (0: it waits at
        each step until the caller asks).

    Raises
    ------
    Exception
        Whatever ``parse`` raised, in the caller's thread.
    """
    results = yield from iter_paced_tasks(
        [lambda gate: parse(GatedFile(gate, handle))], workers=1, start=start, total=total, step=step, ahead=ahead
    )
    return results[0]
