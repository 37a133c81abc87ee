"""Saving a file whole or not at all: through a temporary file and a rename, like a normal save would.

The saved file gets the mode an ordinary new file gets (``0666`` less the umask), or keeps the mode of
the file it replaces; saving through a symbolic link writes the link's target and keeps the link; the
temporary file is removed whatever interrupts the save (an error, Ctrl+C).
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.errors import DataError

__all__ = ["atomic_writer", "write_text_atomically"]


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _target_mode(target: Path) -> int:
    try:
        status = os.stat(target)
    except FileNotFoundError:
        return 0o666 & ~_umask()
    if not stat.S_ISREG(status.st_mode):
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0} is not a regular file (a folder or a device); choose another name to save to.",
                ),
                target,
            )
        )
    return stat.S_IMODE(status.st_mode)


@contextlib.contextmanager
def atomic_writer(path: str | os.PathLike, *, newline: str | None = None) -> Iterator[IO[str]]:
    """A UTF-8 text stream whose content replaces ``path`` when the ``with`` block ends without an error.

    Raises
    ------
    DataError
        If ``path`` names a folder or a device.
    OSError
        If the folder cannot be written.
    """
    target = Path(os.path.realpath(path))  # through symbolic links: the link stays, its target is replaced
    mode = _target_mode(target)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline=newline) as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_text_atomically(path: str | os.PathLike, text: str) -> None:
    """Replace ``path`` by ``text`` (UTF-8) in one step; see :func:`atomic_writer`."""
    with atomic_writer(path) as handle:
        handle.write(text)
