"""Safe access to a file a user named: what it is, a bounded read, and a hash that can be stopped.

Nothing here reads a file that is not a regular file: a folder, a FIFO, a device such as ``/dev/zero``,
a socket or a symbolic link loop is refused with a :class:`DataError` that says what it is, before
anything is opened (opening a FIFO blocks until a writer appears; reading a device never ends).
"""

from __future__ import annotations

import errno
import hashlib
import os
import stat
from collections.abc import Generator
from pathlib import Path
from typing import TypeVar

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.errors import DataError

__all__ = ["HASH_BLOCK", "check_regular_file", "drain", "file_sha256", "iter_sha256", "read_bounded", "safe_resolve"]

T = TypeVar("T")

#: Bytes hashed between two yields of :func:`iter_sha256`.
HASH_BLOCK = 1 << 20

THE_FILE = Note(QT_TRANSLATE_NOOP("data", "The file"))
THE_DATA_FILE = Note(QT_TRANSLATE_NOOP("data", "The data file"))
THE_PROJECT_DATA = Note(QT_TRANSLATE_NOOP("data", "The project's data file"))
_KINDS = (
    (stat.S_ISDIR, Note(QT_TRANSLATE_NOOP("data", "a folder"))),
    (stat.S_ISFIFO, Note(QT_TRANSLATE_NOOP("data", "a named pipe (FIFO)"))),
    (stat.S_ISCHR, Note(QT_TRANSLATE_NOOP("data", "a device"))),
    (stat.S_ISBLK, Note(QT_TRANSLATE_NOOP("data", "a disk device"))),
    (stat.S_ISSOCK, Note(QT_TRANSLATE_NOOP("data", "a socket"))),
)


def safe_resolve(path: str | os.PathLike) -> Path:
    """The absolute path with symbolic links resolved, or just the absolute path for a link loop."""
    try:
        return Path(path).resolve()
    except (RuntimeError, OSError):  # a symbolic link loop (RuntimeError before Python 3.13)
        return Path(os.path.abspath(path))


def check_regular_file(path: str | os.PathLike, what: str = THE_FILE) -> os.stat_result:
    """Return the file's status if it is a regular file that exists; else raise a :class:`DataError`.

    Parameters
    ----------
    path : str or path-like
        The file (symbolic links are followed).
    what : str, default "The file"
        How to call the file at the start of a message, e.g. ``"The model file"``.

    Raises
    ------
    DataError
        If the file does not exist, is a symbolic link loop, cannot be examined, or is not a regular
        file (the message says what it is).
    """
    try:
        status = os.stat(path)
    except FileNotFoundError:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP("data", "{0} {1} does not exist. Check its name and folder."),
                what, path,
            )
        ) from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "data",
                        "{0} {1} is a symbolic link that points back to itself (a link loop). Choose the real file.",
                    ),
                    what, path,
                )
            ) from None
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP("data", "{0} {1} cannot be opened: {2}."),
                what, path, exc.strerror or exc,
            )
        ) from None
    except ValueError:  # a NUL character in the name
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP("data", "{0} name {1} is not a valid file name."),
                what, repr(str(path)),
            )
        ) from None
    for test, kind in _KINDS:
        if test(status.st_mode):
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("data", "{0} {1} is {2}, not a file. Choose a file."),
                    what, path, kind,
                )
            )
    if not stat.S_ISREG(status.st_mode):
        raise DataError(Note(QT_TRANSLATE_NOOP("data", "{0} {1} is not a regular file. Choose a file."), what, path))
    return status


def _unreadable(what: str, path: str | os.PathLike, exc: OSError) -> DataError:
    """The error for a file the system refused to read (``exc``), naming the file and the reason."""
    return DataError(
        Note(
            QT_TRANSLATE_NOOP("data", "{0} {1} cannot be read: {2}."),
            what, path, exc.strerror or exc,
        )
    )


def read_bounded(path: str | os.PathLike, limit: int, what: str = THE_FILE) -> bytes:
    """The whole content of a regular file of at most ``limit`` bytes.

    Raises
    ------
    DataError
        If the file is not a regular file (see :func:`check_regular_file`), is larger than ``limit``
        (also when it grows while being read), or cannot be read.
    """
    size = check_regular_file(path, what).st_size
    too_large = DataError(
        Note(
            QT_TRANSLATE_NOOP("data", "{0} {1} is too large ({2} bytes; at most {3} are read). Is it the right file?"),
            what, path, format(size, ","), format(limit, ","),
        )
    )
    if size > limit:
        raise too_large
    try:
        with open(path, "rb") as handle:
            data = handle.read(limit + 1)
    except OSError as exc:
        raise _unreadable(what, path, exc) from None
    if len(data) > limit:
        raise too_large
    return data


def iter_sha256(path: str | os.PathLike, what: str = THE_DATA_FILE) -> Generator[tuple[int, int], None, str]:
    """Hash a regular file block by block, yielding ``(bytes done, bytes in all)`` after each block.

    Returns
    -------
    str
        The SHA-256 hex digest, as the generator's return value.

    Raises
    ------
    DataError
        If the file is not a regular file or cannot be read.
    """
    total = check_regular_file(path, what).st_size
    digest = hashlib.sha256()
    done = 0
    try:
        with open(path, "rb") as handle:
            while block := handle.read(HASH_BLOCK):
                digest.update(block)
                done += len(block)
                yield done, max(total, done)
    except OSError as exc:
        raise _unreadable(what, path, exc) from None
    return digest.hexdigest()


def drain(steps: Generator[object, None, T]) -> T:
    """Run a generator to its end and return its return value (a job run without stops or progress)."""
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            return stop.value


def file_sha256(path: str | os.PathLike, what: str = THE_DATA_FILE) -> str:
    """The SHA-256 hex digest of a regular file (see :func:`iter_sha256`)."""
    return drain(iter_sha256(path, what))
