"""One parse of a whole file (pandas' C parser in a single call), paced by a generator so it can be stopped.

A parser such as ``pandas.read_csv`` reads its file in one call that cannot yield. Reading in chunks
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
"""

from __future__ import annotations

import io
import threading
from collections.abc import Callable, Generator
from typing import BinaryIO, Generic, TypeVar

__all__ = ["iter_paced_parse"]

T = TypeVar("T")


class _Stopped(Exception):
    """Raised inside the parser's ``read`` when the generator pacing it was closed."""


class _Gate(io.RawIOBase, Generic[T]):
    """A binary file for the parser that lets it read only as far as the generator allows."""

    mode = "rb"  # pandas decodes what it reads from a file in binary mode

    def __init__(self, handle: BinaryIO, step: int, ahead: int = 0) -> None:
        super().__init__()
        self._handle = handle
        self._step = step
        self._ahead = ahead
        self._lock = threading.Condition()
        self.read_bytes = 0
        self._mark = step  # the generator yields when the parser has read this far
        self._allowed = step * (1 + ahead)  # the parser waits when it has read this far
        self.waiting = False  # the parser has read all it is allowed and waits in read()
        self.stopped = False
        self.done = False
        self.result: T | None = None
        self.error: BaseException | None = None

    # What the parser calls (in the helper thread).
    def read(self, size: int = -1) -> bytes:
        with self._lock:
            while self.read_bytes >= self._allowed and not self.stopped:
                self.waiting = True
                self._lock.notify_all()
                self._lock.wait()
            if self.stopped:
                raise _Stopped
        data = self._handle.read(size)
        with self._lock:
            self.read_bytes += len(data)
            if self._ahead and self.read_bytes >= self._mark:
                self._lock.notify_all()  # the generator may yield while the parser goes on
        return data

    def readinto(self, buffer) -> int:  # for io.TextIOWrapper (other encodings than UTF-8)
        data = self.read(len(buffer))
        buffer[: len(data)] = data
        return len(data)

    def readable(self) -> bool:
        return True

    def run(self, parse: Callable[[_Gate], T]) -> None:
        try:
            self.result = parse(self)
        except BaseException as exc:  # handed to the generator, which raises it in the caller's thread
            self.error = exc
        with self._lock:
            self.done = True
            self._lock.notify_all()

    # What the generator calls (in the caller's thread).
    def wait_for_step(self) -> bool:
        """Wait until the parser has read one more step or its allowance (True), or has finished (False)."""
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
    gate: _Gate[T] = _Gate(handle, step, ahead)
    thread = threading.Thread(target=gate.run, args=(parse,), name="paced-parse", daemon=True)
    thread.start()
    try:
        while gate.wait_for_step():
            yield min(start + gate.read_bytes, total - 1), total
            gate.allow_step()
    finally:
        gate.stop()  # after a close at a yield: the parser's blocked read raises and the parse ends
        thread.join()
    if gate.error is not None:
        raise gate.error
    return gate.result  # type: ignore[return-value]
