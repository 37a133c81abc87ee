"""Read the next chunk while the caller works on this one: a generator run one step ahead in a helper thread.

pandas' C parser tokenises without holding the GIL for most of a chunk, so a helper thread parsing chunk i+1 while
the caller encodes and counts chunk i overlaps the two: a streamed pass then takes about as long as the parse
alone (the read is the limit), instead of parse + work. At most ``depth`` chunks wait in between, so memory stays
that of a few chunks. Closing the generator stops the helper at its next chunk; an error in the helper is raised
in the caller's thread, at the place in the stream where it happened.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Generator, Iterator
from typing import TypeVar

__all__ = ["prefetched"]

T = TypeVar("T")
_DONE = object()


def prefetched(make: Callable[[], Iterator[T]], depth: int = 1) -> Generator[T, None, None]:
    """The items of ``make()`` (created and run in a helper thread), ``depth`` items ahead of the caller."""
    items: queue.Queue[tuple[object, BaseException | None]] = queue.Queue(maxsize=depth)
    stop = threading.Event()

    def put(entry: tuple[object, BaseException | None]) -> bool:
        while not stop.is_set():
            try:
                items.put(entry, timeout=0.05)
                return True
            except queue.Full:
                continue
        return False

    def run() -> None:
        source = make()
        try:
            for item in source:
                if not put((item, None)):
                    return
            put((_DONE, None))
        except BaseException as exc:  # handed to the caller's thread
            put((None, exc))
        finally:
            close = getattr(source, "close", None)
            if close is not None:
                close()

    thread = threading.Thread(target=run, name="stream-prefetch", daemon=True)
    thread.start()
    try:
        while True:
            item, error = items.get()
            if error is not None:
                raise error
            if item is _DONE:
                return
            yield item  # type: ignore[misc]
    finally:
        stop.set()
        thread.join()
