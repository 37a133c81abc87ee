"""GUI responsiveness and start-up, measured in one run.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/benchmarks/bench_gui.py [--rows N] [--starts K]

1. While the main window trains on 1,000,000 x 20 rows in its worker, a 10 ms heartbeat timer on the GUI
   thread must never wait longer than 50 ms (counting what the window does with the model, after the worker).
2. Process start to first paint of BayesGUI's window <= 1.5x that of a bare PySide6 + pyqtgraph window
   (best of K starts each, alternated: on a shared machine a start is only ever slowed by others' work, and the
   median of five moved by up to 13% between runs: 2.72 to 3.05 for the same commit).
3. Process start to the fully built window: the iris sample opened (as ``bayesgui iris`` does), loaded and
   trained, then every tab shown and painted once <= 3x the bare window's first paint (the same bests).
Exits 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

GAP_TARGET_MS = 50
PAINT_TARGET = 1.5  # BayesGUI's first paint / a bare window's
READY_TARGET = 3.0  # BayesGUI trained on iris with every tab painted / a bare window's first paint

FIRST_PAINT = r"""
import sys, time
t0 = float(sys.argv[1])
from PySide6.QtCore import QEvent, QObject, QTimer
{setup}
class Painted(QObject):
    done = False
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            print("paint", time.time() - t0, flush=True)
            if not hasattr(window, "when_built"):
                QTimer.singleShot(0, app.quit)
        return False
watcher = Painted()
app.installEventFilter(watcher)  # the first paint of any widget of the window
if hasattr(window, "when_built"):  # BayesGUI: also report when every panel is ready
    window.when_built(lambda: (print("built", time.time() - t0, flush=True), QTimer.singleShot(0, app.quit)))
window.show()
app.exec()
"""

BARE = """
from PySide6.QtWidgets import QApplication, QMainWindow
import pyqtgraph as pg
app = QApplication([])
window = QMainWindow()
window.setCentralWidget(pg.PlotWidget())
window.resize(1400, 900)
"""

OURS = """
from bayesgui.app.main import application, freeze_startup_objects
from bayesgui.app.main_window import MainWindow
from bayesgui.qt.common.loop import gui_gc
app = application()
gui_gc.install(app)  # as `bayesgui` starts (main.run): garbage collected by a timer on the GUI thread
window = MainWindow(restore_layout=False, deferred=True)  # as `bayesgui` starts
window.resize(1400, 900)
window.when_built(freeze_startup_objects)  # as main.run does, first thing once built
"""

READY = r"""
import sys, time
t0 = float(sys.argv[1])
from PySide6.QtCore import QTimer
from bayesgui.app.main import application, exit_without_teardown, freeze_startup_objects
from bayesgui.app.main_window import MainWindow
from bayesgui.qt.common.loop import gui_gc
app = application()
gui_gc.install(app)  # as `bayesgui iris` starts (main.run): garbage collected by a timer on the GUI thread
window = MainWindow(restore_layout=False, deferred=True)  # as `bayesgui iris` starts
window.resize(1400, 900)
window.when_built(freeze_startup_objects)  # as main.run does, before it opens the data
def every_tab():
    for i in range(window.tabs.count()):
        window.tabs.setCurrentIndex(i)
        window.tabs.currentWidget().repaint()  # built and painted
        app.processEvents()
    print("ready", time.time() - t0, flush=True)
    app.quit()
def trained():
    if window.session.record is not None and not window.busy():
        poll.stop()
        every_tab()
poll = QTimer(interval=5)
poll.timeout.connect(trained)
window.when_built(lambda: (window.open_any("iris"), poll.start()))
QTimer.singleShot(60_000, app.quit)
window.show()
app.exec()
exit_without_teardown(0)
"""


def start_times(setup: str) -> dict[str, float]:
    """Seconds from process start to the first paint ("paint") and, for BayesGUI, to a complete window."""
    code = setup if setup is READY else FIRST_PAINT.replace("{setup}", setup)
    start = time.time()
    out = subprocess.run(
        [sys.executable, "-c", code, repr(start)], capture_output=True, text=True, check=True, timeout=120
    )
    return {line.split()[0]: float(line.split()[1]) for line in out.stdout.splitlines() if line.strip()}


def heartbeat_during_training(n_rows: int) -> tuple[float, float]:
    """(longest gap between 10 ms heartbeats in ms, training seconds)."""
    import numpy as np
    import pandas as pd
    from as_the_app import application  # beside this script: started as `bayesgui` starts
    from heartbeat import Heartbeat  # beside this script
    from PySide6.QtCore import QEventLoop

    from bayesgui.app.main_window import MainWindow
    from bayesgui.data import Dataset
    from bayesgui.data.column_summary import summarize

    app = application()
    rng = np.random.default_rng(0)
    frame = pd.DataFrame({f"x{j}": rng.normal(size=n_rows) for j in range(20)})
    frame["label"] = rng.choice(["a", "b", "c"], n_rows)
    window = MainWindow(restore_layout=False)
    window.show()
    dataset = Dataset.from_frame(frame, target="label")
    window.session.load(dataset, summaries=summarize(dataset))  # with its columns' figures, as the load job gives it
    app.processEvents()
    window.session.trainer.cancel()  # the training the load started: the one timed below is started by hand
    window.session.trainer.wait()

    from PySide6.QtTest import QTest

    # The table as a user sees it before pressing Train: drawn, its columns sized (a load's own drawing while its
    # training starts is bench_jobs_gui's "open a CSV", with the same target). Timed from here, a first paint of the
    # new table fell in the first beat and was counted as training's.
    QTest.qWait(1000)

    heart = Heartbeat()
    loop = QEventLoop()
    window.session.trainer.succeeded.connect(lambda _m: loop.quit())
    window.session.trainer.failed.connect(lambda msg: (print("training failed:", msg), loop.quit()))
    started = time.perf_counter()
    heart.start()
    window.session.train()
    loop.exec()
    seconds = time.perf_counter() - started
    QTest.qWait(300)  # beats on: what the window does with the new model (forms, tables, plots) counts too
    heart.stop()
    window.files._saved = None
    window.session.shutdown()
    window.close()
    return heart.longest_gap_ms, seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--starts", type=int, default=7)
    args = parser.parse_args(argv)

    bare, ours, built, ready = [], [], [], []
    for _ in range(args.starts):  # the three kinds of start alternated
        bare.append(start_times(BARE)["paint"])
        times = start_times(OURS)
        ours.append(times["paint"])
        built.append(times["built"])
        ready.append(start_times(READY).get("ready", float("inf")))  # inf: not trained within 60 s
    reference = min(bare)
    ratio = min(ours) / reference
    ready_ratio = min(ready) / reference
    gap, seconds = heartbeat_during_training(args.rows)
    print(
        f"first paint: BayesGUI {min(ours):.3f} s, bare PySide6 + pyqtgraph "
        f"{reference:.3f} s, ratio {ratio:.2f} (target <= {PAINT_TARGET}) {'PASS' if ratio <= PAINT_TARGET else 'MISS'}"
    )
    print(f"  (BayesGUI paints its start page first; every panel is ready at {min(built):.3f} s)")
    print(
        f"fully built: iris trained and every tab painted at {min(ready):.3f} s, ratio to the bare "
        f"first paint {ready_ratio:.2f} (target <= {READY_TARGET}) {'PASS' if ready_ratio <= READY_TARGET else 'MISS'}"
    )
    print(
        f"training {args.rows:,} x 20 took {seconds:.2f} s; longest GUI-thread gap {gap:.0f} ms "
        f"(target <= {GAP_TARGET_MS}) {'PASS' if gap <= GAP_TARGET_MS else 'MISS'}"
    )
    return 0 if ratio <= PAINT_TARGET and ready_ratio <= READY_TARGET and gap <= GAP_TARGET_MS else 1


if __name__ == "__main__":
    from bayesgui.app.main import exit_without_teardown  # a Qt teardown at exit can segfault

    exit_without_teardown(main())
