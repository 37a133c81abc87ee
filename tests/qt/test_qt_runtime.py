"""Guards against a broken Qt binding: PySide6 6.12.0 steals a reference from None at every call that
returns nothing (processEvents, emit, update, ...), and a long session then aborts the process."""

import sys

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication


class _Emitter(QObject):
    ping = Signal()


def test_event_loop_and_signals_keep_none_alive(qapp):
    emitter = _Emitter()
    emitter.ping.connect(lambda: None)
    before_none, before_true = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(2000):
        QApplication.processEvents()
        emitter.ping.emit()
    assert sys.getrefcount(None) - before_none > -100, "this PySide6 leaks references to None: pin another version"
    assert sys.getrefcount(True) - before_true > -100
