"""A table opened from the start page: the tabs come up once the Data tab's columns have their widths (one first
paint, not a second one for the widths), and the table's training starts after that paint (a paint calls into
Python ~1,000 times, each a wait for the GIL while a job that has just started holds it). (About a second.)"""

import pandas as pd
from PySide6.QtCore import QEvent, QObject


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def test_the_tabs_come_up_sized_and_the_training_starts_after_their_first_paint(qtbot, window, tmp_path):
    path = tmp_path / "wide.csv"
    pd.DataFrame({"a_rather_long_value_column": ["x" * 40] * 6, "y": list("abaabb")}).to_csv(path, index=False)
    view, session = window.table_view, window.session
    assert window.pages.currentWidget() is window.start_page
    default = view.horizontalHeader().defaultSectionSize()
    counter = PaintCounter()
    view.viewport().installEventFilter(counter)
    at_switch, at_training = [], []
    window.pages.currentChanged.connect(lambda _i: at_switch.append((view.columnWidth(0), session.trainer.busy)))
    session.trainer.started.connect(lambda: at_training.append(counter.paints))
    window.files.open_data(str(path), "y")
    qtbot.waitUntil(lambda: session.model is not None, timeout=10000)  # trained
    assert window.pages.currentWidget() is window.tabs and len(at_switch) == 1
    width, training = at_switch[0]
    assert width > default and width == view.columnWidth(0) and not training
    assert at_training[0] >= 1  # the table painted before its training started
