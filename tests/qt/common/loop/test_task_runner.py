"""The job runner: every yield, the return value, a failure and a cancel reach the GUI thread; a job is closed as
soon as its thread stops driving it."""

import threading

import pytest
from PySide6.QtCore import QThreadPool
from PySide6.QtWidgets import QWidget

from bayesgui.qt.common.loop.task_runner import TaskRunner
from bayesgui.tasks import Progress


def _job(log: list, gate: threading.Event | None = None, error: Exception | None = None):
    try:
        yield Progress(1, 2, None)
        if gate is not None:
            gate.wait(5)
            yield Progress(2, 2, None)
        if error is not None:
            raise error
        return "model"
    finally:
        log.append("closed")


@pytest.fixture
def runner(qtbot):
    """A runner owned by a widget that outlives the test (an unowned one is deleted under its queued signals)."""
    owner = QWidget()
    qtbot.addWidget(owner)
    yield TaskRunner(owner)
    QThreadPool.globalInstance().waitForDone(5000)


def test_yields_and_return_arrive(qtbot, runner):
    log, seen = [], []
    runner.progressed.connect(seen.append)
    with qtbot.waitSignal(runner.succeeded, timeout=5000) as done:
        runner.start(_job, log)
    assert done.args == ["model"] and [p.done for p in seen] == [1] and log == ["closed"] and not runner.busy


def test_a_runtime_error_is_a_failure_message(qtbot, runner):
    """A RuntimeError (a RecursionError too) is reported like any error: the window never stays busy."""
    with qtbot.waitSignal(runner.failed, timeout=5000) as failed:
        runner.start(_job, [], error=RecursionError("too deep"))
    assert failed.args[0] and not runner.busy  # reported (as an internal error: a message, never a traceback)


def test_a_cancel_stops_the_job_at_its_next_yield_and_closes_it(qtbot, runner):
    log, gate = [], threading.Event()
    returned = []
    runner.succeeded.connect(returned.append)
    with qtbot.waitSignal(runner.progressed, timeout=5000):
        runner.start(_job, log, gate)
    with qtbot.waitSignal(runner.stopped, timeout=5000) as stopped:
        runner.cancel()
        gate.set()
    assert stopped.args == [True] and log == ["closed"] and returned == [] and not runner.busy


def test_a_finished_jobs_signals_are_let_go_on_the_gui_thread(qtbot, runner):
    """The job's signals object ends as its relay's child and is deleted with it on the GUI thread. Owned by the
    worker alone, its last reference was often dropped in the pool's thread, and the delete PySide then posted to
    the GUI thread read the freed Python wrapper (a segfault in about one suite run in ten)."""
    import shiboken6

    with qtbot.waitSignal(runner.stopped, timeout=5000):
        runner.start(_job, [])
        signals = runner._worker.signals
    assert signals.parent() is not None and signals.parent().parent() is runner  # owned by Qt, under the runner
    qtbot.waitUntil(lambda: not shiboken6.isValid(signals), timeout=5000)  # deleted with the relay


def test_two_jobs_take_turns_step_by_step(qtbot, runner):
    """While one job is in a step, another job waits for its turn (so the GUI thread competes with one job thread
    for the GIL, never two: ``bayesgui.qt.common.loop.job_turns``); it runs once the first job's step ends."""
    from bayesgui.qt.common.loop.job_turns import JOB_TURNS

    steps, entered, gate = [], threading.Event(), threading.Event()

    def first():
        steps.append(("first in", JOB_TURNS.mine))
        entered.set()
        gate.wait(10)
        steps.append(("first out", JOB_TURNS.mine))
        yield Progress(1, 1, None)
        return "first"

    def second():
        steps.append(("second in", JOB_TURNS.mine))
        yield Progress(1, 1, None)
        return "second"

    other = TaskRunner(runner.parent())
    runner.start(first)
    assert entered.wait(10)
    other.start(second)
    qtbot.waitUntil(lambda: JOB_TURNS.waiting == 1, timeout=5000)  # the second job waits for its turn
    assert ("second in", True) not in steps and ("second in", False) not in steps
    with qtbot.waitSignal(other.succeeded, timeout=5000):
        gate.set()
    assert steps == [("first in", True), ("first out", True), ("second in", True)]
