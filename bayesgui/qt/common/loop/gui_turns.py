"""The GUI thread's own drawing work spread over turns of its event loop: one piece per turn (the jobs' threads take
turns too, at their steps: ``bayesgui.qt.common.loop.job_turns``; this is the GUI thread's side).

After a job ends (a training, say) several views redraw: the posterior bars, show your work's page, the query
form's controls. Each view used to start its own zero-delay timer; timers due together fire in the same pass of
the event loop, so the pieces ran back to back (~45 ms of the GUI thread in one go after a training) with no input,
paint or other timer in between. Here they wait in one queue, and one timer runs one piece per turn, each after a
pause of ``PAUSE_MS`` (none after a piece that took no time): a timer of that period or longer that came due
meanwhile (an animation's frame, a heartbeat) and the input and paints waiting are served between two pieces, so
the GUI thread does about one piece of work per beat of a 10 ms timer (with a pause only as long as the piece
before, a 2 ms piece and the 14 ms page layout still made one 18 ms stretch).

``Redraw`` is a view's redraw through the queue: in a later turn while the view is visible; while it is hidden (a
panel behind another dock's tab) not at all, but as it is shown (before its first paint: no stale picture flashes);
at once when the view is read.

``later(piece)`` queues a bound method (once: queued again, it keeps its place), ``rank`` orders the pieces (lower
first; the same rank first come, first served); ``run_now(piece)`` runs it at once if it waits (a view read before its
turn: a test, an export); ``cancel(piece)``. The queue holds weak references: a view deleted meanwhile is skipped.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

DRAWING, BUILDING = 0, 1  # ranks: what shows a new result first, then controls built a few at a time
PAUSE_MS = 10  # the pause between two pieces (a timer of a 10 ms period or more comes due in it)


class GuiTurns(QObject):
    """A queue of pieces of GUI-thread work run one per turn of the event loop (see the module docstring)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: dict[tuple, tuple[int, weakref.WeakMethod]] = {}
        self._timer = QTimer(self, singleShot=True, interval=0)
        self._timer.timeout.connect(self._run_one)

    @staticmethod
    def _key(piece: Callable[[], object]) -> tuple:
        return (id(piece.__self__), piece.__func__)

    def later(self, piece: Callable[[], object], rank: int = DRAWING) -> None:
        """Run the bound method ``piece`` in a later turn (after those queued before it with the same rank)."""
        key = self._key(piece)
        queued = self._queue.get(key)
        if queued is None or queued[1]() is None:  # (not queued, or by an object gone since, whose id came back)
            self._queue.pop(key, None)
            self._queue[key] = (rank, weakref.WeakMethod(piece))
        if not self._timer.isActive():
            self._timer.start()

    @property
    def pending(self) -> bool:
        """Whether a piece waits for its turn."""
        return bool(self._queue)

    def cancel(self, piece: Callable[[], object]) -> None:
        self._queue.pop(self._key(piece), None)

    def run_now(self, piece: Callable[[], object]) -> None:
        """Run ``piece`` now if it waits for its turn (then it no longer does)."""
        if self._queue.pop(self._key(piece), None) is not None:
            piece()

    def _run_one(self) -> None:
        if not self._queue:
            return
        key = min(self._queue, key=lambda k: self._queue[k][0])  # (the first queued of the lowest rank)
        _rank, ref = self._queue.pop(key)
        clock = QElapsedTimer()
        clock.start()
        try:
            piece = ref()
            if piece is not None and shiboken6.isValid(piece.__self__):
                piece()
        finally:
            if self._queue:  # the next piece after a pause (the timers that came due first, see the docstring)
                self._timer.start(PAUSE_MS if clock.elapsed() >= 1 else 0)


_TURNS: GuiTurns | None = None


def gui_turns() -> GuiTurns:
    """The GUI thread's queue (made on first use, once the application exists)."""
    global _TURNS
    if _TURNS is None or not shiboken6.isValid(_TURNS):
        _TURNS = GuiTurns()
    return _TURNS


class Redraw(QObject):
    """``widget``'s ``draw`` (a bound method), run through ``gui_turns()`` (see the module docstring).

    ``request()`` after a change; ``flush()`` draws now if a change waits (before reading what is drawn);
    ``stale``: a change is not drawn yet. ``shown``: what draws all at once as the widget is shown (``flush``; a
    widget whose ``draw`` queues more pieces finishes them there too).
    """

    def __init__(
        self,
        widget: QWidget,
        draw: Callable[[], object],
        rank: int = DRAWING,
        shown: Callable[[], object] | None = None,
    ) -> None:
        super().__init__(widget)
        self._widget, self._draw, self._rank = widget, draw, rank
        self._shown = shown or self.flush
        self.stale = False
        widget.installEventFilter(self)

    def request(self) -> None:
        self.stale = True
        if self._widget.isVisible():
            gui_turns().later(self._run, self._rank)
        # (hidden: drawn as it is shown, see eventFilter)

    def flush(self) -> None:
        gui_turns().cancel(self._run)
        self._run()

    def _run(self) -> None:
        if self.stale:
            self.stale = False
            self._draw()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and self.stale and watched is self._widget:
            self._shown()
        return False
