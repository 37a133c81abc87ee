"""Where an internal error goes when the application runs: a log file, and a box instead of a silent traceback.

``install()`` (called once by ``bayesgui.app.main.run``) sends the ``bayesgui`` logger to
``<the user's data folder>/bayesgui.log`` (stderr when that folder cannot be written), and makes an exception
that escapes a Qt slot an internal error like a job's (:func:`~bayesgui.qt.common.failure.internal_failure`:
logged, and the window says "an internal error occurred" with its details to copy).
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from bayesgui.qt.common.failure import internal_failure

__all__ = ["install", "log_path"]


def log_path() -> Path | None:
    """The log file in the user's data folder, or None if there is no such folder."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppLocalDataLocation)
    return Path(folder) / "bayesgui.log" if folder else None


def install() -> None:
    logger = logging.getLogger("bayesgui")
    if not logger.handlers:
        logger.addHandler(_handler())
        logger.setLevel(logging.INFO)
    sys.excepthook = _report


def _handler() -> logging.Handler:
    path = log_path()
    handler: logging.Handler
    try:
        if path is None:
            raise OSError
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.FileHandler(path, encoding="utf-8", delay=True)
    except OSError:
        handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    return handler


def _report(exc_type, exc, tb) -> None:
    if issubclass(exc_type, (KeyboardInterrupt, SystemExit)):
        sys.__excepthook__(exc_type, exc, tb)
        return
    internal_failure(exc.with_traceback(tb))
