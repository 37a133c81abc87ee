"""Python's cyclic garbage collection, run on the GUI thread only.

Left automatic, a collection runs on whichever thread happens to allocate: a job's worker thread (a 10,000-column
``read_csv``, say) then destroys Qt objects whose Python side had become garbage, and a ``QObject`` destroyed
outside the GUI thread waits for the GIL inside the collection that holds it: the process hangs (seen in the suite,
``py-spy dump --native``: ``gc_collect_main`` → ``QObject::~QObject`` → ``Shiboken::GilState`` in the parse
thread). So automatic collection is switched off and a timer on the GUI thread collects each generation when
Python's own thresholds say it is due — the same rule, on the one thread where Qt objects may die.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

__all__ = ["GuiThreadCollector", "install"]


class GuiThreadCollector(QObject):
    """Collects garbage every ``interval_ms`` on the thread it lives in (the GUI thread), when due."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = 500) -> None:
        super().__init__(parent)
        self.threshold = gc.get_threshold()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.collect)
        self._timer.start()

    def collect(self) -> int:
        """Collect the generations that are due (by ``gc.get_threshold()``); the number of objects found."""
        found = 0
        counts, threshold = gc.get_count(), self.threshold
        if counts[0] > threshold[0]:
            found += gc.collect(0)
            if counts[1] > threshold[1]:
                found += gc.collect(1)
                if counts[2] > threshold[2]:
                    found += gc.collect(2)
        return found


def install(app: QObject) -> GuiThreadCollector:
    """Switch automatic collection off and collect on ``app``'s thread from now on (once per application)."""
    existing = app.findChild(GuiThreadCollector)
    return existing if existing is not None else GuiThreadCollector(app)
