"""One piece of GUI-thread work per turn of the event loop: a timer that comes due meanwhile runs between two pieces."""

import gc

from PySide6.QtCore import QObject, QTimer

from bayesgui.qt.common.loop.gui_turns import BUILDING, GuiTurns


class Pieces(QObject):
    def __init__(self, log):
        super().__init__()
        self.log = log
        self.timer = QTimer(singleShot=True, interval=0)  # like a heartbeat that comes due during the first piece
        self.timer.timeout.connect(lambda: log.append("timer"))

    def first(self):
        self.log.append("first")
        self.timer.start()

    def second(self):
        self.log.append("second")

    def build(self):
        self.log.append("build")


def test_a_timer_due_during_a_piece_runs_before_the_next_piece(qtbot):
    """Each view's own zero-delay timer fired in the same pass as the others: the bars, the page and the form's rows
    ran back to back with no timer in between (45 ms of the GUI thread in one go after a training)."""
    log = []
    pieces, queue = Pieces(log), GuiTurns()
    queue.later(pieces.build, BUILDING)
    queue.later(pieces.first)
    queue.later(pieces.second)
    queue.later(pieces.first)  # queued already: keeps its place, runs once
    qtbot.waitUntil(lambda: not queue.pending)
    qtbot.waitUntil(lambda: "timer" in log)
    assert log == ["first", "timer", "second", "build"]


def test_run_now_cancel_and_a_deleted_owner(qtbot):
    log = []
    pieces, queue = Pieces(log), GuiTurns()
    queue.later(pieces.second)
    queue.later(pieces.build)
    queue.run_now(pieces.second)
    queue.run_now(pieces.second)  # no longer waiting: not run again
    queue.cancel(pieces.build)
    assert log == ["second"] and not queue.pending
    gone = Pieces(log)
    queue.later(gone.build)
    del gone
    gc.collect()
    queue.later(pieces.build)
    qtbot.waitUntil(lambda: not queue.pending)
    assert log == ["second", "build"]
