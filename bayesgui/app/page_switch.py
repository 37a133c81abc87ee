"""The window's page: the start page without a table, the tabs with one.

A new table's tabs come up in a later turn of the event loop than the load (in the load's turn, the views taking
the table and the tabs' first paint were one stretch), once the Data tab's columns have their widths (measured a few
each turn: the tabs' first paint has them, not a second paint for them), and the table's training starts on the
turn after that paint: a paint calls into Python ~1,000 times, each of which waited for the GIL while a job that had
just started held it (bench_jobs_gui's "open a CSV": two paints, each overlapping the training's start).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

HELD_TRAINING_MS = 1000  # a new table's training waits this long at most for the tabs to be shown


class PageSwitch(QObject):
    """``start()`` shows the page in a later turn; ``show_page()`` now (or once the table's columns are sized)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window
        self._timer = QTimer(self, singleShot=True, interval=0)
        self._timer.timeout.connect(self.show_page)
        self._training_held = False
        window.table_view.columns_sized.connect(self.start)  # (the sizing's last turn and the paint: two turns)

    def start(self) -> None:
        if not self._timer.isActive():
            self._timer.start()

    def show_page(self) -> None:
        self._timer.stop()
        window, session = self._window, self._window.session
        page = window.tabs if session.dataset is not None else window.start_page
        if page is window.pages.currentWidget():
            return
        training = session.retrain_pending and (session.train_delay() == 0 or self._training_held)
        if page is window.tabs and window.table_view.sizing:  # shown once the columns have their widths
            self._training_held = training
            if training:  # (the training after the tabs' paint)
                session.schedule_training(HELD_TRAINING_MS)
            return
        window.pages.setCurrentWidget(page)
        self._training_held = False
        if training:  # on the next turn: once the tabs have painted the table
            session.schedule_training(0)
