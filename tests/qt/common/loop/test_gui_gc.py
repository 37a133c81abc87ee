"""Garbage is collected on the GUI thread only (qt/common/loop/gui_gc.py): a worker thread's allocations never run a
collection that would destroy Qt objects there."""

import gc
import threading

from PySide6.QtCore import QObject

from bayesgui.qt.common.loop import gui_gc


def test_automatic_collection_is_off_and_the_gui_thread_collects(qapp, qtbot):
    collector = gui_gc.install(qapp)
    assert gui_gc.install(qapp) is collector  # once per application
    assert not gc.isenabled()

    collected_in = []

    class Cycle(QObject):
        def __init__(self):
            super().__init__()
            self.me = self  # garbage only the cyclic collector frees

        def __del__(self):
            collected_in.append(threading.current_thread() is threading.main_thread())

    def allocate():
        Cycle()
        for _ in range(5 * gc.get_threshold()[0]):  # cyclic garbage far past generation 0's threshold
            loop: list = []
            loop.append(loop)

    worker = threading.Thread(target=allocate)
    worker.start()
    worker.join()
    assert collected_in == []  # the worker's allocations ran no collection
    qtbot.waitUntil(lambda: bool(collected_in), timeout=5000)  # the GUI thread's timer did
    assert collected_in == [True]
