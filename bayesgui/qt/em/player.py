"""The EM lab's playback state: the snapshot history of one or more runs, and play / step / back on a QTimer.

Snapshots (``bayesgui.core.mixture.EMSnapshot``: ``init``, then ``E``, ``M``, ``E``, ``M`` ...) are appended
as the worker yields them; the player shows them at the chosen speed (``play``) or one half-step at a time
(``step_e`` / ``step_m``), and ``step_back`` walks back through the history. Several runs (restarts) share
one position: run ``r`` shows its snapshot ``min(index, len(run) - 1)``, so a run that converged early stays
on its last frame. Nothing is drawn here: views listen to ``frame_changed`` and read ``current(run)``; ``export``
asks the caller to render each frame (a Pillow image, from ``bayesgui.report.em.frames``) and writes PNG frames
and an animated GIF (``bayesgui.report.em.gif.save_gif``). ``drawn_rows_only`` wraps the worker's job so that
the history keeps only the responsibilities of the drawn points.
"""

from __future__ import annotations

import dataclasses
import threading
from pathlib import Path

import numpy as np
from PySide6.QtCore import QElapsedTimer, QObject, Qt, QTimer, Signal

from bayesgui.core.mixture import EMSnapshot
from bayesgui.qt.em.plots.graphics import same_array

DEFAULT_FPS = 10
GATE_TIMEOUT_S = 0.25  # the worker never waits longer than this for a frame to be drawn
MAX_FPS = 60
MIN_GAP_MS = 4  # at least this long between frames: the paint and other events run in between


def drawn_rows_only(job, rows: np.ndarray | None, gate: threading.Event | None = None):
    """Pass ``job``'s values on, each snapshot's responsibilities cut to the drawn ``rows`` (in the worker,
    so that the GUI thread never copies them; an M snapshot shares its E step's cut, as the core shares them).

    Before each half-step the worker waits while ``gate`` is closed (the player closes it while it draws a
    frame): the two threads would otherwise fight for the GIL, and a frame could take several times longer.
    """
    cuts: dict[int, tuple] = {}  # run -> (its latest full responsibilities, their cut)
    while True:
        if gate is not None:
            gate.wait(GATE_TIMEOUT_S)
        try:
            value = next(job)
        except StopIteration as stop:
            return stop.value
        run, snapshot = value if isinstance(value, tuple) else (0, value)
        if rows is not None and isinstance(snapshot, EMSnapshot) and snapshot.resp is not None:
            raw, cut = cuts.get(run, (None, None))
            if not same_array(snapshot.resp, raw):
                raw, cut = snapshot.resp, np.take(snapshot.resp, rows, axis=0)
                cuts[run] = (raw, cut)
            snapshot = dataclasses.replace(snapshot, resp=cut)
            value = (run, snapshot) if isinstance(value, tuple) else snapshot
        yield value


class EmPlayer(QObject):
    """Snapshot history plus the play / pause / step state.

    Signals
    -------
    frame_changed : the position moved (or the history was cleared): read ``index`` and ``current(run)``.
    state_changed : playing, waiting or complete changed (update the buttons).
    finished : playback reached the last snapshot of a complete run (``converged`` says whether EM converged).
    """

    frame_changed = Signal()
    state_changed = Signal()
    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._runs: list[list] = [[]]
        self._index = -1
        self._complete = False
        self._playing = False
        self._pending: str | None = None  # "E" / "M" / "any": a step asked for before its snapshot arrived
        self.worker_gate = threading.Event()  # open: the worker may compute (closed while a frame is drawn)
        self.worker_gate.set()
        # single shot, re-armed after each frame for the next tick of a fixed-rate schedule (frame n is due at
        # start + n / fps, whatever the drawing took); a tick missed while a frame was drawn is dropped, not
        # queued, so a slow frame lowers the frame rate instead of leaving the GUI thread no time for anything else
        self._timer = QTimer(self, singleShot=True, timerType=Qt.TimerType.PreciseTimer)
        self._clock = QElapsedTimer()
        self._due_ms = 0.0  # when the next tick is due on self._clock
        self._timer.timeout.connect(self._tick)
        self.set_fps(DEFAULT_FPS)

    # ------------------------------------------------------------------ state
    @property
    def index(self) -> int:
        """The position shown (-1 before the first snapshot)."""
        return self._index

    @property
    def length(self) -> int:
        """Snapshots in the longest run."""
        return max(len(run) for run in self._runs)

    @property
    def n_runs(self) -> int:
        return len(self._runs)

    @property
    def fps(self) -> int:
        return self._fps

    @property
    def is_playing(self) -> bool:
        return self._playing

    @property
    def complete(self) -> bool:
        """No more snapshots will come."""
        return self._complete

    @property
    def at_end(self) -> bool:
        return self._complete and self._index == self.length - 1

    @property
    def converged(self) -> bool:
        """Playback is on the last snapshot of a complete run and that run converged."""
        last = self.current(0)
        return self.at_end and last is not None and bool(last.converged)

    def history(self, run: int = 0) -> list:
        """Every snapshot of ``run`` received so far (do not modify)."""
        return self._runs[run]

    def shown(self, run: int = 0) -> list:
        """The snapshots of ``run`` up to and including the one shown."""
        history = self._runs[run]
        return history[: min(self._index, len(history) - 1) + 1]

    def current(self, run: int = 0):
        """The snapshot ``run`` shows, or None."""
        return self.snapshot_at(self._index, run)

    def responsibilities(self, run: int = 0):
        """The responsibilities in force at the shown snapshot."""
        return self.responsibilities_at(self._index, run)

    def snapshot_at(self, index: int, run: int = 0):
        """The snapshot ``run`` shows at position ``index`` (its last one past its end), or None."""
        history = self._runs[run]
        if index < 0 or not history:
            return None
        return history[min(index, len(history) - 1)]

    def responsibilities_at(self, index: int, run: int = 0):
        """The responsibilities in force at ``index``: those of the latest snapshot up to there that has them."""
        history = self._runs[run]
        for i in range(min(index, len(history) - 1), -1, -1):
            if history[i].resp is not None:
                return history[i].resp
        return None

    # ------------------------------------------------------------------ filling
    def reset(self, n_runs: int = 1) -> None:
        """Forget every snapshot and stop; ``n_runs`` empty histories wait for new snapshots."""
        self._timer.stop()
        self._runs = [[] for _ in range(max(1, n_runs))]
        self._index = -1
        self._complete = False
        self._playing = False
        self._pending = None
        self.frame_changed.emit()
        self.state_changed.emit()

    def adopt(self, other: EmPlayer) -> None:
        """Take ``other``'s history and position, paused and complete (a new window after a language switch)."""
        self.reset(other.n_runs)
        self._runs = [list(run) for run in other._runs]
        self._index, self._complete = other._index, True
        self.frame_changed.emit()
        self.state_changed.emit()

    def append(self, snapshot, run: int = 0) -> None:
        """Add the next snapshot of ``run`` (shown at once when a step is waiting for it)."""
        self._runs[run].append(snapshot)
        if self._pending is not None and run == 0:
            self._try_pending()

    def mark_complete(self) -> None:
        """No more snapshots will come (the worker finished, failed or was cancelled)."""
        self._complete = True
        self._pending = None
        if self._playing and self._index >= self.length - 1:
            self._stop_at_end()
        self.state_changed.emit()

    # ------------------------------------------------------------------ controls
    def set_fps(self, fps: int) -> None:
        self._fps = max(1, min(MAX_FPS, int(fps)))
        self._timer.setInterval(round(1000 / self._fps))
        if self._playing:
            self._schedule(restart=True)

    def play(self) -> None:
        """Advance one snapshot per frame until the end of a complete run (waits for the worker if needed)."""
        if self.at_end:
            self.seek(0)  # play again from the start
        self._pending = None
        self._playing = True
        self._schedule(restart=True)
        self.state_changed.emit()

    def pause(self) -> None:
        if not self._playing:
            return
        self._playing = False
        self._timer.stop()
        self.state_changed.emit()

    def step_e(self) -> None:
        """Pause and show the next E step (waits for it if the worker has not produced it yet)."""
        self._step("E")

    def step_m(self) -> None:
        """Pause and show the next M step."""
        self._step("M")

    def step_back(self) -> None:
        """Pause and show the previous half-step."""
        self.pause()
        self._pending = None
        if self._index > 0:
            self.seek(self._index - 1)

    def seek(self, index: int) -> None:
        index = max(-1, min(index, self.length - 1))
        if index != self._index:
            self._index = index
            self.worker_gate.clear()  # the worker pauses until the frame is drawn (see drawn_rows_only)
            self.frame_changed.emit()
            QTimer.singleShot(0, self.worker_gate.set)  # after the paint events just posted

    # ------------------------------------------------------------------ export
    def export(self, render, folder=None, gif=None, only_m: bool = False) -> list[Path]:
        """Write the history as PNG frames into ``folder`` and/or as an animated GIF ``gif`` (at the current speed).

        ``render(index)`` draws position ``index`` and returns it as a Pillow image; ``only_m`` keeps the
        initial and the M-step frames. Returns the files written. Raises OSError when a file cannot be written.
        """
        from bayesgui.report.em.gif import gif_frame, save_gif  # Pillow: only when exporting

        longest = max(self._runs, key=len)
        indices = [i for i, s in enumerate(longest) if not only_m or s.step != "E"]
        written, frames = [], []
        if folder is not None:
            Path(folder).mkdir(parents=True, exist_ok=True)
        for n, index in enumerate(indices):
            image = render(index)
            snapshot = longest[index]
            if folder is not None:
                path = Path(folder) / f"frame_{n + 1:04d}_iter{snapshot.iteration}_{snapshot.step}.png"
                image.save(path, "PNG")
                written.append(path)
            if gif is not None:
                frames.append(gif_frame(image))
        if gif is not None and frames:
            save_gif(frames, gif, round(1000 / self._fps))
            written.append(Path(gif))
        return written

    # ------------------------------------------------------------------ internals
    def _step(self, kind: str) -> None:
        self.pause()
        self._pending = kind
        self._try_pending()
        self.state_changed.emit()

    def _try_pending(self) -> None:
        history = self._runs[0]
        for i in range(self._index + 1, len(history)):
            if history[i].step == self._pending:
                self._pending = None
                self.seek(i)
                self.state_changed.emit()
                return
        if self._complete:
            self._pending = None  # nothing more will come

    def _tick(self) -> None:
        if self._index < self.length - 1:
            self.seek(self._index + 1)
        if self._complete and self._index >= self.length - 1:
            self._stop_at_end()
        elif self._playing:
            self._schedule()

    def _schedule(self, restart: bool = False) -> None:
        """Arm the timer for the next tick of the schedule (``restart``: one interval from now)."""
        period = 1000.0 / self._fps
        if restart or not self._clock.isValid():
            self._clock.start()
            self._due_ms = 0.0
        now = float(self._clock.elapsed())
        self._due_ms += period
        if self._due_ms < now + MIN_GAP_MS:  # late: drop the missed ticks (the next frame is the next due tick)
            self._due_ms += period * max(1, -(-(now + MIN_GAP_MS - self._due_ms) // period))
        self._timer.start(max(0, round(self._due_ms - now)))

    def _stop_at_end(self) -> None:
        self._playing = False
        self._timer.stop()
        self.state_changed.emit()
        self.finished.emit()
