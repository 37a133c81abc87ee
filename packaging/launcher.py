"""Entry script of the frozen BayesGUI (PyInstaller): the same as ``python -m bayesgui``.

The bundle is a windowed GUI app. On Linux and macOS stdout/stderr stay connected to the terminal that started
it. On Windows a windowed executable has no console, so when it is started from one (cmd, PowerShell) we attach
to that console, so that ``--help``, ``--version`` and error messages are still printed there.
"""

from __future__ import annotations

import os
import sys


def _attach_parent_console() -> None:
    if sys.platform != "win32" or (sys.stderr is not None and sys.stdout is not None):
        return
    try:
        import ctypes

        if not ctypes.windll.kernel32.AttachConsole(-1):  # ATTACH_PARENT_PROCESS; fails when double-clicked
            return
        out = open("CONOUT$", "w", encoding="utf-8", errors="replace", buffering=1)
        sys.stdout = sys.stdout or out
        sys.stderr = sys.stderr or out
    except Exception:  # never keep the app from starting because of the console
        pass


def run() -> None:
    _attach_parent_console()
    os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")  # only PySide6 is bundled
    from bayesgui.app.main import main

    main()  # runs the app, then exits without interpreter teardown (see bayesgui.app.main.exit_without_teardown)


if __name__ == "__main__":
    # streamed predict-all formats its text in helper processes (spawned: a frozen app must recognise them)
    import multiprocessing

    multiprocessing.freeze_support()
    run()  # exceptions and argparse's SystemExit (--help, --version, bad arguments) propagate as usual
