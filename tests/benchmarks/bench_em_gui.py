"""EM lab animation speed and GUI responsiveness, measured offscreen at N = 100,000 points, K = 5.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/benchmarks/bench_em_gui.py [--rows N] [--components K]

1. Rendering: every snapshot of an EM run (init, E, M, ...) goes through ``EmPlot2D.show_snapshot`` (points
   recoloured by responsibility, density image, contours, ellipses) and is painted (processEvents); the
   frames per second must be >= 30, and the plot painted at least once per frame (a frame not drawn is no frame).
2. Playing: the whole ``EmLab`` plays a run at 60 fps while EM itself runs in the worker: it must show >= 50
   frames/s, and a 10 ms heartbeat timer on the GUI thread must never wait longer than 50 ms (the medians over
   ``--plays`` plays; every play is printed, and whether every one met both targets, with the machine's load
   average, since other processes on a small machine stretch the waits).
Exits 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

FPS_TARGET = 30.0  # rendering alone
PLAY_FPS_TARGET = 50.0  # playing at 60 frames/s with EM in the worker
GAP_TARGET_MS = 50.0


def blobs(n_rows: int, k: int, seed: int = 0):
    """``n_rows`` 2-D points from ``k`` well-separated, differently shaped Gaussians."""
    import numpy as np

    rng = np.random.default_rng(seed)
    centres = rng.uniform(-10, 10, size=(k, 2))
    labels = rng.integers(0, k, n_rows)
    scales = rng.uniform(0.5, 2.0, size=(k, 2))
    return centres[labels] + rng.normal(size=(n_rows, 2)) * scales[labels]


class PaintCounter:
    """Counts paint events of one widget (proof that each frame was really drawn)."""

    def __init__(self, widget) -> None:
        from PySide6.QtCore import QEvent, QObject

        class _Filter(QObject):
            count = 0

            def eventFilter(self, obj, event):
                if event.type() == QEvent.Type.Paint:
                    _Filter.count += 1
                return False

        self.filter = _Filter()
        widget.installEventFilter(self.filter)

    @property
    def count(self) -> int:
        return type(self.filter).count


def render_fps(x, k: int) -> tuple[float, int, int]:
    """(frames per second, frames, paints) rendering a whole run through EmPlot2D's update path."""
    import numpy as np
    from PySide6.QtWidgets import QApplication

    from bayesgui.core.mixture import GaussianMixture
    from bayesgui.qt.em.lab.window import MAX_SHOWN_POINTS
    from bayesgui.qt.em.plots.two_columns import EmPlot2D

    app = QApplication.instance()
    shown_rows = np.sort(np.random.default_rng(0).choice(len(x), min(len(x), MAX_SHOWN_POINTS), replace=False))
    snapshots, cut = [], {}
    for snapshot in GaussianMixture(n_components=k, max_iter=40, random_state=0).iter_fit(x):
        base = id(snapshot.resp.base)  # an M snapshot shares its E step's responsibilities: cut them once
        cut.setdefault(base, snapshot.resp[shown_rows])
        snapshots.append((snapshot, cut[base]))
    plot = EmPlot2D()
    plot.resize(900, 700)
    plot.show()
    low, high = x.min(axis=0), x.max(axis=0)
    plot.set_points(x[shown_rows], (low[0], high[0], low[1], high[1]), ("x", "y"), "bench")
    app.processEvents()
    paints = PaintCounter(plot.viewport())
    started = time.perf_counter()
    for snapshot, resp in snapshots:
        plot.show_snapshot(snapshot, resp)
        app.processEvents()
    seconds = time.perf_counter() - started
    plot.close()
    return len(snapshots) / seconds, len(snapshots), paints.count


def playback_gap(x) -> tuple[float, float, int, float, float]:
    """(longest heartbeat gap in ms, playback fps, frames shown, seconds, GUI-thread CPU ms per frame) while
    EmLab plays a new run at 60 fps."""
    import pandas as pd
    from as_the_app import freeze_startup_objects  # beside this script
    from heartbeat import Heartbeat  # beside this script
    from PySide6.QtCore import QEventLoop, QTimer

    from bayesgui.data import Dataset
    from bayesgui.qt.common.session import Session
    from bayesgui.qt.em.lab.window import EmLab

    session = Session()
    session.load(Dataset.from_frame(pd.DataFrame({"x": x[:, 0], "y": x[:, 1]}), target=None))
    lab = EmLab(session)
    lab.resize(1400, 900)
    lab.show()
    lab.controls.k_spin.setValue(5)
    lab.controls.max_iter_spin.setValue(40)
    lab.controls.speed_slider.setValue(lab.controls.speed_slider.maximum())
    settle = QEventLoop()
    QTimer.singleShot(300, settle.quit)  # the window is shown and painted before the clock starts
    settle.exec()
    freeze_startup_objects()  # as ``bayesgui`` does once its window is built
    frames = [0]
    lab.player.frame_changed.connect(lambda: frames.__setitem__(0, frames[0] + 1))
    heart = Heartbeat()
    loop = QEventLoop()
    lab.player.finished.connect(loop.quit)
    QTimer.singleShot(120_000, loop.quit)
    heart.start()
    started, cpu = time.perf_counter(), time.thread_time()
    lab.controls.play_button.click()
    loop.exec()
    seconds, cpu = time.perf_counter() - started, time.thread_time() - cpu
    heart.stop()
    lab.shutdown()
    session.shutdown()
    lab.close()
    return heart.longest_gap_ms, frames[0] / seconds, frames[0], seconds, 1000 * cpu / max(frames[0], 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--components", type=int, default=5)
    parser.add_argument("--plays", type=int, default=3)
    args = parser.parse_args(argv)

    from as_the_app import application  # beside this script: started as `bayesgui` starts

    application()
    x = blobs(args.rows, args.components)
    fps, n_frames, paints = render_fps(x, args.components)
    plays = [playback_gap(x) for _ in range(args.plays)]
    gap = statistics.median(p[0] for p in plays)
    play_fps = statistics.median(p[1] for p in plays)
    painted = paints >= n_frames
    fps_ok, gap_ok = fps >= FPS_TARGET and play_fps >= PLAY_FPS_TARGET and painted, gap <= GAP_TARGET_MS
    every = all(p[0] <= GAP_TARGET_MS and p[1] >= PLAY_FPS_TARGET for p in plays)
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}")
    print(
        f"render: {n_frames} snapshots (N = {args.rows:,}, K = {args.components}) at {fps:.1f} "
        f"frames/s (target >= {FPS_TARGET:.0f}) {'PASS' if fps >= FPS_TARGET else 'MISS'}; {paints} paints "
        f"(target >= {n_frames}, one per frame) {'PASS' if painted else 'MISS'}"
    )
    for longest, play_fps, shown, seconds, cpu in plays:
        print(
            f"  play at 60 fps with EM in the worker: {shown} frames in {seconds:.2f} s ({play_fps:.1f} frames/s, "
            f"GUI thread CPU {cpu:.1f} ms per frame); longest GUI-thread gap {longest:.0f} ms"
        )
    print(
        f"playing, median of {len(plays)} plays: {play_fps:.1f} frames/s (target >= {PLAY_FPS_TARGET:.0f}) "
        f"{'PASS' if play_fps >= PLAY_FPS_TARGET else 'MISS'}; longest GUI-thread gap {gap:.0f} ms "
        f"(target <= {GAP_TARGET_MS:.0f}) {'PASS' if gap_ok else 'MISS'}; every play within both targets: "
        f"{'yes' if every else 'no'}"
    )
    return 0 if fps_ok and gap_ok else 1


if __name__ == "__main__":
    from bayesgui.app.main import exit_without_teardown  # a Qt teardown at exit can segfault

    exit_without_teardown(main())
