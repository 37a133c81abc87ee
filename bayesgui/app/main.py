"""Start-up: ``bayesgui [DATA] [--target COL] [--lang en|zh_CN] [--screenshot OUT.png]``."""

from __future__ import annotations

import argparse
import gc
import os
import sys

from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication
from PySide6.QtWidgets import QApplication

import bayesgui.qt.common.pyside_imports  # noqa: F401  (first: every later import is checked faster)
from bayesgui import __version__
from bayesgui.app.language.translators import LANGUAGES, choose_language, install_translators
from bayesgui.qt.common.loop import gui_gc


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="bayesgui", description="BayesGUI: Bayesian classification, explained.")
    parser.add_argument("data", nargs="?", help="a data file (CSV, TSV, TXT, XLSX), a .bayesgui project, or a sample")
    parser.add_argument("--target", help="the class column")
    parser.add_argument("--lang", choices=LANGUAGES, help="interface language (default: the system's)")
    parser.add_argument("--screenshot", metavar="OUT.png", help="train, save a picture of the window, and exit")
    parser.add_argument("--version", action="version", version=f"BayesGUI {__version__}")
    return parser.parse_args(argv)


def _prefer_cjk_font(app: QApplication) -> None:
    """Make sure Chinese text has a font with its glyphs (fontconfig usually finds one by itself)."""
    families = set(QFontDatabase.families())
    for family in ("WenQuanYi Micro Hei", "Noto Sans CJK SC", "Microsoft YaHei", "PingFang SC", "Source Han Sans SC"):
        if family in families:
            font = QFont(app.font())
            font.setFamilies([app.font().family(), family])
            app.setFont(font)
            return


def honour_display_scaling() -> None:
    """Before the QApplication: scale by the screen's exact factor (150 % stays 1.5, not rounded to 2).

    Qt 6 always scales for high-DPI screens (and QT_SCALE_FACTOR); fonts are in points and follow the
    system's font scaling. Nothing here may turn that off.
    """
    if QGuiApplication.instance() is None:
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)


def application(argv0: str = "bayesgui") -> QApplication:
    honour_display_scaling()
    # A job in a worker thread holds the GIL between its own checks; the GUI thread asks for it back each time a
    # call into Qt returns to Python, and by default waits up to 5 ms each time: tens of ms per frame while a
    # streamed job writes or parses. 1 ms keeps those waits short (the worker's own cost: a few more switches).
    sys.setswitchinterval(0.001)
    # Qt's raster engine hands a large fill (a tab page's frame, a scroll bar's groove) to a pool of helper threads
    # and waits for them: ~1,900 hand-offs to paint the window once with every tab, each a wait for a thread that
    # shares 2 cores with a job's worker (and more CPU than filling here). BayesGUI paints on the GUI thread alone.
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")  # read once, at the first such fill
    app = QApplication.instance() or QApplication([argv0])
    app.setOrganizationName("BayesGUI")
    app.setApplicationName("BayesGUI")
    app.setApplicationVersion(__version__)
    _prefer_cjk_font(app)
    return app


def take_screenshot(window, path: str, timeout_ms: int = 20000) -> bool:
    """Wait until the model is trained (or the start page is up), then save the window as PNG."""
    loop = QEventLoop()
    session = window.session

    def ready() -> bool:
        return session.dataset is None or session.record is not None

    poll = QTimer(interval=50)
    poll.timeout.connect(lambda: ready() and not window.busy() and loop.quit())
    poll.start()
    QTimer.singleShot(timeout_ms, loop.quit)
    loop.exec()
    poll.stop()
    QApplication.processEvents()
    return window.grab().save(path)


def main(argv: list[str] | None = None) -> None:
    """The ``bayesgui`` command: run the app, then leave without tearing the interpreter down."""
    exit_without_teardown(run(argv))


def exit_without_teardown(code: int) -> None:
    """Flush the output and end the process at once (pyqtgraph's ``exit()`` workaround).

    At interpreter exit PySide6 destroys the remaining Qt objects, and a pyqtgraph item destroyed then can call
    back into a finalising interpreter: a segfault about one exit in six (PySide6 6.11, pyqtgraph 0.14), which
    would show students a crash report. Everything is saved by then (each QSettings is written when it goes
    out of scope), so nothing is lost by skipping the teardown.
    """
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(code)


def freeze_startup_objects() -> None:
    """Move every object alive now (Qt wrappers, pyqtgraph items, modules: ~10^5 of them, kept for the whole
    session) out of the garbage collector's reach: a full collection, which runs on whichever thread allocates,
    would otherwise walk them all (50-100 ms on the GUI thread, a visible stall in a frame-by-frame animation)."""
    gc.freeze()


def run(argv: list[str] | None = None) -> int:
    """Start the application and return its exit code (the window closed, or the screenshot saved)."""
    args = parse_args(sys.argv[1:] if argv is None else argv)
    app = application()
    gui_gc.install(app)  # collections on the GUI thread only: a Qt object never dies in a worker thread
    from bayesgui.app import error_log

    error_log.install()  # an internal error is logged, and shown as one (never a silent traceback)
    language = choose_language(args.lang)
    install_translators(app, language)
    from bayesgui.app.main_window import MainWindow  # after the translators: strings are translated at build time

    # Normal start: the window paints its start page at once and completes itself right after.
    # A screenshot is taken of the default layout, fully built.
    window = MainWindow(language=language, restore_layout=not args.screenshot, deferred=not args.screenshot)
    if args.screenshot:
        window.resize(1366, 768)  # the classroom's screen
    elif not window.placed:  # first start: fit the screen it opens on
        window.fit_screen()
    window.when_built(freeze_startup_objects)
    if args.data:
        window.when_built(lambda: window.open_any(args.data, target=args.target))
    window.show()
    if args.screenshot:
        ok = take_screenshot(window, args.screenshot)
        window.session.shutdown()
        window.hide()
        if not ok:
            print(f"error: could not write {args.screenshot}", file=sys.stderr)
            return 2
        return 0
    return app.exec()


if __name__ == "__main__":
    main()
