"""One worker class for every long job: runs a ``bayesgui.tasks`` generator in a thread pool.

The generator's yields arrive as ``progressed`` (and ``partial`` for non-Progress values), its return
value as ``succeeded``, an exception as ``failed`` (a message, never a crash: a
:class:`~bayesgui.qt.common.failure.Failure`, made by :func:`~bayesgui.qt.common.failure.failure`), a cancel as
``cancelled``. All signals are re-emitted by this object on the GUI thread, and only for the job
that is current: starting a new job cancels the running one and silences it. The one exception is
``stopped``, sent for every job once its thread is done with it, so that a cancel can be seen to take effect.
"""

from __future__ import annotations

import itertools
import warnings
from collections.abc import Callable, Generator

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

from bayesgui.qt.common.failure import failure
from bayesgui.qt.common.loop.job_turns import JOB_TURNS
from bayesgui.tasks import Progress


class _JobSignals(QObject):
    """A job's signals (a QRunnable is no QObject), emitted from the pool's thread."""

    yielded = Signal(object)
    returned = Signal(object)
    errored = Signal(object)
    aborted = Signal()
    finished = Signal()


class _JobWorker(QRunnable):
    """Drives one job in the pool: each yield is sent on, and ``quit()`` stops it at its next yield. Each step
    runs in the jobs' turn (``job_turns.JOB_TURNS``): two jobs never run Python at once. The job is closed as soon
    as the worker stops driving it (at its end, an error or a cancel): a job stopped at a yield lets go of its files
    and helper threads then, not when collected.

    (What superqt's ``GeneratorWorker`` did for us; importing superqt loads its every widget, pygments and qtpy:
    ~0.1 s of CPU before the first job could start.) Warnings raised by a job are not shown, as there.
    """

    def __init__(self, steps: Generator) -> None:
        super().__init__()
        self._steps = steps
        self._abort = False
        self.signals = _JobSignals()
        self.yielded, self.returned, self.errored = self.signals.yielded, self.signals.returned, self.signals.errored
        self.aborted, self.finished = self.signals.aborted, self.signals.finished

    def quit(self) -> None:
        """Stop at the next yield (from any thread)."""
        self._abort = True

    def run(self) -> None:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                while not self._abort:
                    try:
                        with JOB_TURNS:  # one job's step at a time (see job_turns)
                            if self._abort:  # cancelled while it waited for its turn
                                continue
                            value = next(self._steps)
                    except StopIteration as stop:
                        if not self._abort:  # a cancel that came during the last step wins
                            self.returned.emit(stop.value)
                        break
                    self.yielded.emit(value)
                else:
                    self.aborted.emit()
        except Exception as exc:
            self.errored.emit(exc)
        finally:
            self._steps.close()
            self.finished.emit()


class TaskRunner(QObject):
    """Runs at most one generator job at a time; see the module docstring."""

    started = Signal()
    progressed = Signal(object)  # Progress
    partial = Signal(object)  # any other yielded value
    succeeded = Signal(object)  # the generator's return value
    failed = Signal(object)  # a Failure: a str for the user, with the details of an internal error
    cancelled = Signal()
    busy_changed = Signal(bool)
    stopped = Signal(bool)  # a job's thread let go of it (any job); True: it stopped at a cancel, before its end

    _ids = itertools.count(1)

    def __init__(self, parent: QObject | None = None, pool: QThreadPool | None = None) -> None:
        super().__init__(parent)
        self._pool = pool or QThreadPool.globalInstance()
        self._worker: _JobWorker | None = None
        self._job = 0

    @property
    def busy(self) -> bool:
        return self._worker is not None

    def start(self, job: Callable[..., Generator], *args, **kwargs) -> None:
        """Cancel the running job, if any, and run ``job(*args, **kwargs)`` in the pool."""
        self.cancel()
        job_id = self._job = next(self._ids)
        worker = _JobWorker(job(*args, **kwargs))
        relay = _JobRelay(self, job_id, worker.signals)  # on the GUI thread: the worker's signals reach it queued
        worker.yielded.connect(relay.on_yield)
        worker.returned.connect(relay.on_return)
        worker.errored.connect(relay.on_error)
        worker.aborted.connect(relay.on_abort)
        worker.finished.connect(relay.on_finished)
        self._worker = worker
        self.busy_changed.emit(True)
        self.started.emit()
        self._pool.start(worker)

    def cancel(self) -> None:
        """Ask the running job to stop at its next yield; its later signals are ignored."""
        worker = self._worker
        if worker is None:
            return
        worker.quit()
        self._job = 0
        self._worker = None
        self.cancelled.emit()
        self.busy_changed.emit(False)

    def wait(self, msecs: int = 5000) -> bool:
        """Block until every pooled job has finished (for shutdown and tests)."""
        return self._pool.waitForDone(msecs)

    def _on_yield(self, job_id: int, value) -> None:
        if job_id != self._job:
            return
        (self.progressed if isinstance(value, Progress) else self.partial).emit(value)

    def _on_done(self, job_id: int, signal, *payload) -> None:
        if job_id != self._job:
            return  # a cancelled or replaced job: already reported
        self._worker = None
        self._job = 0
        if signal is not None:
            signal.emit(*payload)
        self.busy_changed.emit(False)


class _JobRelay(QObject):
    """Receives one job's signals on the GUI thread and hands them to the runner with the job's id."""

    def __init__(self, runner: TaskRunner, job_id: int, signals: _JobSignals) -> None:
        super().__init__(runner)
        self._runner, self._id = runner, job_id
        # The job's signals are let go on this (the GUI) thread, never in the pool's: held here until the job has
        # finished, then made this relay's child and deleted with it. Left to the worker, their last reference was
        # often dropped in the pool's thread as run() returned; PySide then freed the Python side there and posted
        # the C++ delete to the GUI thread, whose ~QObject looked up a Python override of disconnectNotify on the
        # freed wrapper: a segfault about one test-suite run in ten (a core: DeferredDelete -> ~QObject ->
        # Sbk_GetPyOverride("disconnectNotify") reading a freed dict).
        self._signals = signals
        self._aborted = False

    @Slot(object)
    def on_yield(self, value) -> None:
        self._runner._on_yield(self._id, value)

    @Slot(object)
    def on_return(self, value) -> None:
        self._runner._on_done(self._id, self._runner.succeeded, value)

    @Slot(object)
    def on_error(self, exc) -> None:
        self._runner._on_done(self._id, self._runner.failed, failure(exc))

    @Slot()
    def on_abort(self) -> None:
        self._aborted = True
        self._runner._on_done(self._id, None)

    @Slot()
    def on_finished(self) -> None:
        self._runner.stopped.emit(self._aborted)
        self._signals.setParent(self)  # (owned by Qt from now on: deleted with this relay, on this thread)
        self.deleteLater()
