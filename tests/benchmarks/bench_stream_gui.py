"""The GUI thread stays responsive while the window streams a table (issue 26: never blocked longer than 50 ms).

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/benchmarks/bench_stream_gui.py [--rows N]

Writes a CSV of N x 20 numbers and a class (default 1,000,000 rows, ~380 MB; CI runs 200,000) and drives the real
``MainWindow`` offscreen, each job from its start until ``SETTLE_MS`` after it ended (drawing its result counts):

- open the file streamed (File > Open streamed), until the preview is shown;
- train naive Bayes on every row of the file, one pass;
- predict all rows to a CSV file, one pass;
- replace the preview by a random sample, one pass.

A 10 ms heartbeat timer on the GUI thread measures the longest wait of each job, from the first beat (target <= 50
ms), with the GUI thread's own CPU time between two beats. Exits 1 when a job misses its target. Also prints
predict-all's time as a ratio to ``pandas.read_csv`` of the same file (informational).
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench_jobs_gui import SETTLE_MS, Job, report, table  # beside this script


def run_jobs(n_rows: int) -> list[tuple[str, float, float, float]]:
    from as_the_app import application, freeze_startup_objects  # beside this script: started as `bayesgui` starts
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QFileDialog

    from bayesgui.app.main_window import MainWindow

    app = application()
    window = MainWindow(restore_layout=False)
    window.resize(1400, 900)
    window.show()
    QTest.qWait(300)
    freeze_startup_objects()
    job = Job(app)
    session = window.session
    results = []
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "big.csv"
        table(n_rows).to_csv(path, index=False)
        out = Path(folder) / "predictions.csv"
        QFileDialog.getSaveFileName = staticmethod(lambda *a, **k: (str(out), ""))  # where predict-all writes

        def quiet() -> None:
            while window.busy():
                QTest.qWait(50)
            QTest.qWait(SETTLE_MS)

        name = f"open streamed, a CSV of {n_rows:,} x 20"
        results.append((name, *job.measure(lambda: window.files.open_streamed(str(path), "label"), session.loaded)))
        session._train_timer.stop()  # (the training the open starts is measured next, on its own)
        session.trainer.cancel()
        session.trainer.wait()
        quiet()
        name = f"train naive Bayes streamed, {n_rows:,} rows"
        results.append((name, *job.measure(session.train, session.model_changed)))
        quiet()
        name = f"predict all streamed to a file, {n_rows:,} rows"
        results.append((name, *job.measure(window.actions["predict"].trigger, session.stream.written)))
        quiet()
        NOTES.append(_write_speed(path, out, results[-1][3]))
        name = f"random sample for the preview, {n_rows:,} rows"
        results.append((name, *job.measure(window.actions["random_sample"].trigger, session.stream.changed)))
        quiet()
    window.files._saved = None
    window.cancel_jobs()
    session.shutdown()
    window.close()
    return results


NOTES: list[str] = []  # lines printed after the report (informational: no target)


def _write_speed(path: Path, out: Path, seconds: float) -> str:
    """Predict-all's time as a ratio to ``pandas.read_csv`` of the same file, timed here (the window's job also
    classifies and writes every row: float formatting, ``repr`` of each number, is its limit)."""
    import pandas as pd

    started = time.perf_counter()
    pd.read_csv(path)
    read = time.perf_counter() - started
    return (
        f"predict all to a file: {seconds:.2f} s = {seconds / read:.1f} x pandas.read_csv of the same file "
        f"({read:.2f} s; {path.stat().st_size / 1e6:.0f} MB read, {out.stat().st_size / 1e6:.0f} MB written)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=1_000_000)
    args = parser.parse_args(argv)
    status = report(run_jobs(args.rows))
    for line in NOTES:
        print(line)
    return status


if __name__ == "__main__":
    from bayesgui.app.main import exit_without_teardown  # a Qt teardown at exit can segfault

    exit_without_teardown(main())
